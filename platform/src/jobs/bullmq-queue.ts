import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import {
  BACKOFF_BASE_MS,
  DEFAULT_ATTEMPTS,
  type EnqueueOptions,
  type FailedJob,
  requireJobDefinition,
  type JobContextFactory,
  type JobContract,
  type JobDefinition,
  type JobProgress,
  type JobQueue,
  type JobState,
  type OpenJob,
  type QueueCounts,
} from './types';

/** A job's progress as `reportProgress` stored it (BullMQ keeps any JSON there; 0 before any). */
function progressOf(job: Job): JobProgress | undefined {
  const value: unknown = job.progress;
  if (typeof value !== 'object' || value === null) return undefined;
  const { done, total } = value as Partial<JobProgress>;
  return typeof done === 'number' && typeof total === 'number' ? { done, total } : undefined;
}

/** How long close() waits for connections that are still starting. */
const CLOSE_START_WAIT_MS = 2000;

/**
 * A BullMQ job has only its data to carry the request id: it rides along under a key no payload
 * contract uses and is taken out before the payload is validated (some contracts are strict).
 */
const REQUEST_ID_KEY = '$requestId';

function withRequestIdIn(payload: unknown, requestId: string | undefined): unknown {
  if (requestId === undefined || payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return payload;
  return { ...payload, [REQUEST_ID_KEY]: requestId };
}

function withoutRequestId(data: unknown): { payload: unknown; requestId?: string } {
  if (data === null || typeof data !== 'object' || !(REQUEST_ID_KEY in data)) return { payload: data };
  const { [REQUEST_ID_KEY]: requestId, ...payload } = data as Record<string, unknown>;
  return { payload, requestId: typeof requestId === 'string' ? requestId : undefined };
}

export interface BullmqQueueOptions {
  redisUrl: string;
  /** Key prefix in Redis; tests use a unique one per run. */
  prefix?: string;
  /**
   * One queue per job. A process that only produces jobs (search-api) needs their contracts;
   * with `runWorkers` every job must be a definition with its handler.
   */
  jobs: readonly JobContract[];
  logger: Logger;
  /** Start workers in this process (the indexer worker) or only produce jobs (search-api). */
  runWorkers: boolean;
  context?: JobContextFactory;
  concurrency?: number;
  backoffBaseMs?: number;
  /** Lock duration and stalled-job check interval of the workers. */
  lockDurationMs?: number;
}

/**
 * Server mode: one BullMQ queue per job, configured as BullMQ's production guide says:
 * `maxRetriesPerRequest: null`, attempts with exponential backoff, finished jobs removed by
 * count, failed jobs kept with their reason, invalid payloads failing as UnrecoverableError,
 * error listeners on every worker and a clean close on shutdown.
 */
export class BullmqQueue implements JobQueue {
  readonly mode = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];

  constructor(private readonly options: BullmqQueueOptions) {
    const workerJobs = options.runWorkers ? options.jobs.map(requireJobDefinition) : [];
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', (error) =>
      options.logger.error({ err: error.message }, 'redis connection error'),
    );
    for (const job of options.jobs) {
      this.queues.set(
        job.name,
        new Queue(job.name, {
          connection: this.connection,
          prefix: options.prefix ?? 'spielraum',
          defaultJobOptions: {
            attempts: job.attempts ?? DEFAULT_ATTEMPTS,
            backoff: { type: 'exponential', delay: options.backoffBaseMs ?? BACKOFF_BASE_MS },
            removeOnComplete: job.removeOnComplete ? true : { count: 1000 },
            removeOnFail: { count: 10_000 },
          },
        }),
      );
    }
    for (const definition of workerJobs) this.workers.push(this.createWorker(definition));
  }

  private createWorker(definition: JobDefinition): Worker {
    const { context, logger } = this.options;
    if (!context) throw new Error('a worker needs a job context');
    const workerConnection = this.connection.duplicate({ maxRetriesPerRequest: null });
    this.workerConnections.push(workerConnection);
    const worker = new Worker(
      definition.name,
      async (job: Job) => {
        const { payload, requestId } = withoutRequestId(job.data);
        const parsed = definition.payload.safeParse(payload);
        if (!parsed.success) throw new UnrecoverableError(`invalid payload: ${parsed.error.message}`);
        return definition.handler(parsed.data, {
          ...context(job.attemptsMade + 1, job.id ?? '', requestId),
          reportProgress: (progress) => job.updateProgress({ ...progress }),
        });
      },
      {
        connection: workerConnection,
        prefix: this.options.prefix ?? 'spielraum',
        concurrency: this.options.concurrency ?? 1,
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.lockDurationMs ?? 30_000,
      },
    );
    worker.on('error', (error) => logger.error({ job: definition.name, err: error.message }, 'worker error'));
    worker.on('failed', (job, error) => {
      logger.error(
        {
          job: definition.name,
          jobId: job?.id,
          attempt: job?.attemptsMade,
          reason: error.message,
          requestId: job ? withoutRequestId(job.data).requestId : undefined,
        },
        'job failed',
      );
      if (job && definition.onFailed) void this.settleFailed(definition, job, error.message);
    });
    return worker;
  }

  /**
   * Runs the definition's onFailed once the job failed for good. BullMQ emits `failed` for every
   * attempt, so the job's state tells: `delayed` means a retry follows. A job whose worker was
   * killed more often than allowed is failed by the next worker that takes it, here too.
   */
  private async settleFailed(definition: JobDefinition, job: Job, reason: string): Promise<void> {
    const { context, logger } = this.options;
    try {
      if ((await job.getState()) !== 'failed' || !context) return;
      await definition.onFailed?.(
        { jobId: job.id ?? '', reason },
        context(job.attemptsMade, job.id ?? '', withoutRequestId(job.data).requestId),
      );
    } catch (error) {
      logger.error(
        { job: definition.name, jobId: job.id, err: error instanceof Error ? error.message : error },
        'failed job could not be settled',
      );
    }
  }

  /** The BullMQ queues, for the operators' dashboard. */
  bullQueues(): Queue[] {
    return [...this.queues.values()];
  }

  private queue(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`unknown job "${name}"`);
    return queue;
  }

  async enqueue(name: string, payload: unknown, options: EnqueueOptions): Promise<void> {
    const queue = this.queue(name);
    // BullMQ ignores an id it still holds, failed ones too; enqueuing a failed job again means
    // trying again (an operator ingesting the same file after a killed run), as in embedded mode
    const existing = await queue.getJob(options.jobId);
    if (existing && (await existing.getState()) === 'failed') await existing.remove();
    await queue.add(name, withRequestIdIn(payload, options.requestId), {
      jobId: options.jobId,
      delay: options.delayMs,
    });
  }

  async drain(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let busy = 0;
      for (const queue of this.queues.values()) {
        const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children');
        busy += Object.values(counts).reduce((sum, count) => sum + count, 0);
        // A job scheduler (the daily alert digest) always keeps its next run delayed; only
        // delayed jobs of our own (retries, `delayMs`) keep the queue busy.
        const delayed = await queue.getDelayed();
        busy += delayed.filter((job) => !job.repeatJobKey).length;
      }
      if (busy === 0) return;
      if (Date.now() > deadline) throw new Error(`queue not drained after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async counts(name: string): Promise<QueueCounts> {
    const counts = await this.queue(name).getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
    return {
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      completed: counts.completed ?? 0,
      failed: counts.failed ?? 0,
      delayed: counts.delayed ?? 0,
    };
  }

  async failed(name: string): Promise<FailedJob[]> {
    const jobs = await this.queue(name).getFailed(0, 999);
    return jobs.map((job) => ({
      id: job.id ?? '',
      name: job.name,
      reason: job.failedReason,
      attempts: job.attemptsMade,
      failedAt: new Date(job.finishedOn ?? job.timestamp),
    }));
  }

  async jobState(name: string, jobId: string): Promise<JobState> {
    const job = await this.queue(name).getJob(jobId);
    if (!job) return { state: 'unknown' };
    const state = await job.getState();
    const progress = progressOf(job);
    const withProgress = (known: JobState): JobState => (progress ? { ...known, progress } : known);
    if (state === 'failed') return withProgress({ state, reason: job.failedReason });
    if (state === 'completed' || state === 'active' || state === 'delayed') return withProgress({ state });
    return state === 'unknown' ? { state: 'unknown' } : withProgress({ state: 'waiting' });
  }

  async openJobs(name: string): Promise<OpenJob[]> {
    const queue = this.queue(name);
    const [active, waiting, delayed] = await Promise.all([
      queue.getJobs(['active'], 0, 999, true),
      queue.getJobs(['waiting', 'prioritized', 'waiting-children'], 0, 999, true),
      queue.getDelayed(0, 999),
    ]);
    const open = (jobs: Job[], state: OpenJob['state']) =>
      jobs
        // a job scheduler's next run waits in the delayed set for its time: not an open job of ours
        .filter((job) => job.id !== undefined && !job.repeatJobKey)
        .map((job) => {
          const progress = progressOf(job);
          const entry: OpenJob & { timestamp: number } = { id: job.id!, state, timestamp: job.timestamp };
          if (progress) entry.progress = progress;
          return entry;
        });
    return [...open(active, 'active'), ...open(waiting, 'waiting'), ...open(delayed, 'delayed')]
      .sort((a, b) => a.timestamp - b.timestamp)
      .slice(0, 1000)
      .map(({ timestamp: _timestamp, ...job }) => job);
  }

  async retryFailed(name: string): Promise<number> {
    const queue = this.queue(name);
    const jobs = await queue.getFailed(0, 9999);
    // a new job under the same id rather than job.retry(), which keeps the stall count and the
    // deferred "stalled more than allowable limit" failure of a killed job: it would fail at once
    for (const job of jobs) {
      await job.remove();
      await queue.add(job.name, job.data, { jobId: job.id });
    }
    return jobs.length;
  }

  async retryFailedJob(name: string, jobId: string): Promise<boolean> {
    const queue = this.queue(name);
    const job = await queue.getJob(jobId);
    if (!job || (await job.getState()) !== 'failed') return false;
    // as in retryFailed: a new job under the same id
    await job.remove();
    await queue.add(job.name, job.data, { jobId });
    return true;
  }

  async schedule(name: string, schedulerId: string, cronPattern: string, payload: unknown): Promise<void> {
    await this.queue(name).upsertJobScheduler(
      schedulerId,
      { pattern: cronPattern, tz: 'Europe/Berlin' },
      { name, data: payload },
    );
  }

  async unschedule(name: string, schedulerId: string): Promise<void> {
    await this.queue(name).removeJobScheduler(schedulerId);
  }

  /** Removes every key of this queue set (tests with their own prefix). */
  async obliterate(): Promise<void> {
    for (const queue of this.queues.values()) await queue.obliterate({ force: true });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    // A queue closed while its connection is still starting (a CLI command that fails at once)
    // has BullMQ emit the aborted start as an 'error' after close removed every listener, which
    // crashes the process: let each connection finish starting (or fail) first, but not wait
    // for a Redis that is down (the connection retries forever), or shutdown would hang.
    const started = Promise.allSettled([...this.queues.values()].map((queue) => queue.waitUntilReady()));
    await Promise.race([started, new Promise((resolve) => setTimeout(resolve, CLOSE_START_WAIT_MS).unref())]);
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.all(this.workerConnections.map((connection) => connection.quit().catch(() => undefined)));
    await this.connection.quit().catch(() => undefined);
  }
}
