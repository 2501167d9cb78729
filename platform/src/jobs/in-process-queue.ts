import { UnrecoverableError } from 'bullmq';
import cronParser from 'cron-parser';
import type { Logger } from '../logger';
import {
  BACKOFF_BASE_MS,
  DEFAULT_ATTEMPTS,
  type EnqueueOptions,
  type FailedJob,
  type JobContextFactory,
  type JobDefinition,
  type JobProgress,
  type JobQueue,
  type JobState,
  type OpenJob,
  type QueueCounts,
} from './types';

interface PendingJob {
  id: string;
  name: string;
  payload: unknown;
  attempt: number;
  runAt: number;
  requestId?: string;
}

const REMEMBERED_COMPLETED = 10_000;
/** How long closing waits for the running job (BullMQ workers wait for theirs as well). */
const CLOSE_WAIT_MS = 10_000;

/**
 * Embedded mode: the same job handlers run in this process, one at a time (urgent jobs first,
 * background jobs when nothing else is due), with the same
 * semantics as BullMQ where they matter (deterministic ids run once, retries with exponential
 * backoff, UnrecoverableError and invalid payloads fail at once and are kept with the reason).
 * Jobs live in memory: an interrupted job is not resumed after a restart, which is acceptable
 * for the single-user embedded mode (decision 003).
 */
export class InProcessQueue implements JobQueue {
  readonly mode = 'in-process' as const;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly pending: PendingJob[] = [];
  private readonly activeIds = new Set<string>();
  private readonly completedIds = new Set<string>();
  private readonly failedJobs: Array<FailedJob & { payload: unknown; requestId?: string }> = [];
  private readonly completedCount = new Map<string, number>();
  /** The last progress each job reported, by `name:id`; kept as long as its id is remembered. */
  private readonly progress = new Map<string, JobProgress>();
  private timer: NodeJS.Timeout | null = null;
  private idleWaiters: Array<() => void> = [];
  private closed = false;
  private running: Promise<void> | null = null;

  constructor(
    definitions: readonly JobDefinition[],
    private readonly context: JobContextFactory,
    private readonly logger: Logger,
    private readonly backoffBaseMs = BACKOFF_BASE_MS,
  ) {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
  }

  /** Lets every job end what a stopped process left running (onLostWithProcess); once, at start. */
  async recoverLost(): Promise<void> {
    for (const definition of this.definitions.values())
      await definition.onLostWithProcess?.(this.context(1, `${definition.name}-recovery`));
  }

  async enqueue(name: string, payload: unknown, options: EnqueueOptions): Promise<void> {
    if (this.closed) throw new Error('queue is closed');
    if (!this.definitions.has(name)) throw new Error(`unknown job "${name}"`);
    const key = `${name}:${options.jobId}`;
    if (
      this.completedIds.has(key) ||
      this.activeIds.has(key) ||
      this.pending.some((job) => `${job.name}:${job.id}` === key)
    ) {
      return;
    }
    // a failed job enqueued again is tried again and no longer listed as failed, as on BullMQ
    const failedBefore = this.failedJobs.findIndex((job) => job.name === name && job.id === options.jobId);
    if (failedBefore !== -1) this.failedJobs.splice(failedBefore, 1);
    // a job run again reports its progress afresh
    this.progress.delete(key);
    this.pending.push({
      id: options.jobId,
      name,
      payload,
      attempt: 1,
      runAt: Date.now() + (options.delayMs ?? 0),
      requestId: options.requestId,
    });
    this.wake(0);
  }

  private wake(delayMs: number): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pump();
    }, delayMs);
  }

  private async pump(): Promise<void> {
    if (this.activeIds.size > 0 || this.closed) return;
    const now = Date.now();
    // urgent first (someone waits), then the ordinary due jobs, background work last
    const due = (tier: 'urgent' | 'ordinary' | 'background') =>
      this.pending.findIndex((job) => {
        if (job.runAt > now) return false;
        const definition = this.definitions.get(job.name);
        const jobTier = definition?.urgent ? 'urgent' : definition?.background ? 'background' : 'ordinary';
        return jobTier === tier;
      });
    const [urgent, ordinary] = [due('urgent'), due('ordinary')];
    const index = urgent !== -1 ? urgent : ordinary !== -1 ? ordinary : due('background');
    if (index === -1) {
      if (this.pending.length > 0) {
        const next = Math.min(...this.pending.map((job) => job.runAt));
        this.wake(Math.max(0, next - now));
      } else {
        this.notifyIdle();
      }
      return;
    }
    const [job] = this.pending.splice(index, 1);
    if (!job) return;
    this.running = this.run(job);
    await this.running;
    this.running = null;
    this.wake(0);
  }

  private async run(job: PendingJob): Promise<void> {
    const definition = this.definitions.get(job.name);
    if (!definition) return;
    const key = `${job.name}:${job.id}`;
    this.activeIds.add(key);
    try {
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new UnrecoverableError(`invalid payload: ${parsed.error.message}`);
      await definition.handler(parsed.data, {
        ...this.context(job.attempt, job.id, job.requestId),
        reportProgress: async (progress) => {
          this.progress.set(key, { ...progress });
        },
      });
      this.remember(key);
      this.completedCount.set(job.name, (this.completedCount.get(job.name) ?? 0) + 1);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = definition.attempts ?? DEFAULT_ATTEMPTS;
      if (error instanceof UnrecoverableError || job.attempt >= attempts) {
        this.failedJobs.push({
          id: job.id,
          name: job.name,
          reason,
          attempts: job.attempt,
          failedAt: new Date(),
          payload: job.payload,
          requestId: job.requestId,
        });
        this.logger.error(
          { job: job.name, jobId: job.id, attempt: job.attempt, reason, requestId: job.requestId },
          'job failed',
        );
        await definition
          .onFailed?.({ jobId: job.id, reason }, this.context(job.attempt, job.id, job.requestId))
          .catch((settleError: unknown) =>
            this.logger.error(
              {
                job: job.name,
                jobId: job.id,
                err: settleError instanceof Error ? settleError.message : settleError,
              },
              'failed job could not be settled',
            ),
          );
      } else {
        const delay = this.backoffBaseMs * 2 ** (job.attempt - 1);
        this.logger.warn(
          {
            job: job.name,
            jobId: job.id,
            attempt: job.attempt,
            reason,
            retryInMs: delay,
            requestId: job.requestId,
          },
          'job will retry',
        );
        this.pending.push({ ...job, attempt: job.attempt + 1, runAt: Date.now() + delay });
      }
    } finally {
      this.activeIds.delete(key);
    }
  }

  private remember(key: string): void {
    this.completedIds.add(key);
    if (this.completedIds.size > REMEMBERED_COMPLETED) {
      const oldest = this.completedIds.values().next().value;
      if (oldest !== undefined) {
        this.completedIds.delete(oldest);
        this.progress.delete(oldest);
      }
    }
    // failed jobs keep theirs too; the map never grows past what both remember together
    if (this.progress.size > REMEMBERED_COMPLETED * 2) {
      const oldest = this.progress.keys().next().value;
      if (oldest !== undefined) this.progress.delete(oldest);
    }
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  drain(timeoutMs = 60_000): Promise<void> {
    if (this.pending.length === 0 && this.activeIds.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error(`queue not drained after ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.idleWaiters.push(() => {
        clearTimeout(timeout);
        resolve();
      });
    });
  }

  async counts(name: string): Promise<QueueCounts> {
    const now = Date.now();
    const mine = this.pending.filter((job) => job.name === name);
    return {
      waiting: mine.filter((job) => job.runAt <= now).length,
      delayed: mine.filter((job) => job.runAt > now).length,
      active: [...this.activeIds].filter((key) => key.startsWith(`${name}:`)).length,
      completed: this.completedCount.get(name) ?? 0,
      failed: this.failedJobs.filter((job) => job.name === name).length,
    };
  }

  async failed(name: string): Promise<FailedJob[]> {
    return this.failedJobs
      .filter((job) => job.name === name)
      .map(({ payload: _payload, ...failed }) => failed);
  }

  async jobState(name: string, jobId: string): Promise<JobState> {
    const key = `${name}:${jobId}`;
    const progress = this.progress.get(key);
    const withProgress = (state: JobState): JobState => (progress ? { ...state, progress } : state);
    if (this.activeIds.has(key)) return withProgress({ state: 'active' });
    const pending = this.pending.find((job) => job.name === name && job.id === jobId);
    if (pending) return withProgress({ state: pending.runAt > Date.now() ? 'delayed' : 'waiting' });
    const failed = this.failedJobs.findLast((job) => job.name === name && job.id === jobId);
    if (failed) return withProgress({ state: 'failed', reason: failed.reason });
    return this.completedIds.has(key) ? withProgress({ state: 'completed' }) : { state: 'unknown' };
  }

  async openJobs(name: string): Promise<OpenJob[]> {
    const now = Date.now();
    const withProgress = (job: OpenJob): OpenJob => {
      const progress = this.progress.get(`${name}:${job.id}`);
      return progress ? { ...job, progress } : job;
    };
    const active = [...this.activeIds]
      .filter((key) => key.startsWith(`${name}:`))
      .map((key) => withProgress({ id: key.slice(name.length + 1), state: 'active' }));
    const pending = this.pending
      .filter((job) => job.name === name)
      .map((job) => withProgress({ id: job.id, state: job.runAt > now ? 'delayed' : 'waiting' }));
    return [...active, ...pending].slice(0, 1000);
  }

  async retryFailed(name: string): Promise<number> {
    const retry = this.failedJobs.filter((job) => job.name === name);
    for (const job of retry) {
      this.failedJobs.splice(this.failedJobs.indexOf(job), 1);
      await this.enqueue(job.name, job.payload, { jobId: job.id, requestId: job.requestId });
    }
    return retry.length;
  }

  async retryFailedJob(name: string, jobId: string): Promise<boolean> {
    const failed = this.failedJobs.find((job) => job.name === name && job.id === jobId);
    if (!failed) return false;
    // enqueue takes a failed id out of the failed list and runs it again
    await this.enqueue(failed.name, failed.payload, { jobId: failed.id, requestId: failed.requestId });
    return true;
  }

  private readonly schedulers = new Map<string, NodeJS.Timeout>();

  async schedule(name: string, schedulerId: string, cronPattern: string, payload: unknown): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`unknown job "${name}"`);
    const interval = cronParser.parseExpression(cronPattern, { tz: 'Europe/Berlin' });
    await this.unschedule(name, schedulerId);
    const arm = () => {
      const next = interval.next().getTime();
      const timer = setTimeout(
        () => {
          void this.enqueue(name, payload, { jobId: `${schedulerId}-${next}` }).catch((error: unknown) =>
            this.logger.error({ schedulerId, err: String(error) }, 'scheduled job could not be enqueued'),
          );
          if (!this.closed) arm();
        },
        Math.max(0, next - Date.now()),
      );
      timer.unref();
      this.schedulers.set(`${name}:${schedulerId}`, timer);
    };
    arm();
  }

  async unschedule(name: string, schedulerId: string): Promise<void> {
    const timer = this.schedulers.get(`${name}:${schedulerId}`);
    if (timer) clearTimeout(timer);
    this.schedulers.delete(`${name}:${schedulerId}`);
  }

  /**
   * Stops taking jobs and waits up to `waitMs` for the running one to end, so the files and
   * database it writes to are not taken away under it; a job still running after that is left
   * to onLostWithProcess at the next start.
   */
  async close(waitMs = CLOSE_WAIT_MS): Promise<void> {
    for (const timer of this.schedulers.values()) clearTimeout(timer);
    this.schedulers.clear();
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.notifyIdle();
    if (this.running) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        this.running,
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timeout);
    }
  }
}
