import { randomBytes } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { createLocalFileStore } from '../files';
import { createLogger } from '../logger';
import { createMailer } from '../mail';
import { createJobQueue } from '../index';
import { BullmqQueue } from './bullmq-queue';
import { InProcessQueue } from './in-process-queue';
import { defineJob, defineJobContract, type JobContext, type JobDefinition, type JobQueue } from './types';

const runs: string[] = [];
const attemptsSeen = new Map<string, number>();
const settled: Array<{ jobId: string; reason: string }> = [];

const recordJob = defineJob({
  name: 'test-record',
  payload: z.object({ value: z.string() }),
  async handler({ value }) {
    runs.push(value);
  },
});

const flakyJob = defineJob({
  name: 'test-flaky',
  attempts: 4,
  payload: z.object({ key: z.string(), failures: z.number() }),
  async handler({ key, failures }, { attempt }) {
    attemptsSeen.set(key, attempt);
    if (attempt <= failures) throw new Error(`transient failure ${attempt}`);
  },
  async onFailed(failure) {
    settled.push(failure);
  },
});

const badInputJob = defineJob({
  name: 'test-bad-input',
  payload: z.object({ key: z.string() }),
  async handler({ key }) {
    attemptsSeen.set(key, (attemptsSeen.get(key) ?? 0) + 1);
    throw new UnrecoverableError(`bad input in ${key}`);
  },
});

/** Reports 0 of `total`, waits until the test lets it go on, then counts up to `total`. */
let goOn: (() => void) | null = null;
const progressJob = defineJob({
  name: 'test-progress',
  payload: z.object({ total: z.number() }),
  async handler({ total }, { reportProgress }) {
    await reportProgress?.({ done: 0, total });
    await new Promise<void>((resolve) => {
      goOn = resolve;
    });
    for (let done = 1; done <= total; done++) await reportProgress?.({ done, total });
  },
});

describe(`job queue (${testMode()} mode)`, () => {
  let database: TestDatabase;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    const logger = createLogger({ level: 'silent', name: 'test' });
    const definitions = [recordJob, flakyJob, badInputJob, progressJob] as JobDefinition[];
    const mailer = createMailer({ database, from: 'test@example.com' });
    const files = createLocalFileStore(`/tmp/spielraum-test-files-${randomBytes(4).toString('hex')}`);
    const context = (attempt: number, jobId: string): JobContext => ({
      database,
      queue,
      mailer,
      files,
      logger,
      attempt,
      jobId,
      dataDir: '/tmp',
    });
    queue =
      testMode() === 'server'
        ? new BullmqQueue({
            redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
            prefix: `spielraum-test-${randomBytes(4).toString('hex')}`,
            jobs: definitions,
            logger,
            runWorkers: true,
            context,
            backoffBaseMs: 20,
          })
        : new InProcessQueue(definitions, context, logger, 20);
  });
  afterAll(async () => {
    if (queue instanceof BullmqQueue) await queue.obliterate();
    await queue?.close();
    await database?.dispose();
  });

  it('runs a job once per deterministic id', async () => {
    await queue.enqueue('test-record', { value: 'a' }, { jobId: 'same' });
    await queue.enqueue('test-record', { value: 'a' }, { jobId: 'same' });
    await queue.enqueue('test-record', { value: 'b' }, { jobId: 'other' });
    await queue.drain(10_000);
    await queue.enqueue('test-record', { value: 'a' }, { jobId: 'same' });
    await queue.drain(10_000);
    expect(runs.sort()).toEqual(['a', 'b']);
  });

  it('drains while a job scheduler keeps its next run waiting', async () => {
    await queue.schedule('test-record', 'daily-test', '0 8 * * *', { value: 'scheduled' });
    await queue.enqueue('test-record', { value: 'c' }, { jobId: 'with-schedule' });
    await queue.drain(10_000);
    expect(runs).toContain('c');
    expect(runs).not.toContain('scheduled');
    await queue.unschedule('test-record', 'daily-test');
  });

  it('retries transient failures with backoff until they succeed', async () => {
    await queue.enqueue('test-flaky', { key: 'flaky', failures: 2 }, { jobId: 'flaky-1' });
    await queue.drain(10_000);
    expect(attemptsSeen.get('flaky')).toBe(3);
    expect(await queue.failed('test-flaky')).toHaveLength(0);
  });

  it('keeps a job that failed every attempt with its reason', async () => {
    await queue.enqueue('test-flaky', { key: 'hopeless', failures: 99 }, { jobId: 'flaky-2' });
    await queue.drain(10_000);
    const failed = await queue.failed('test-flaky');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.reason).toBe('transient failure 4');
    expect(attemptsSeen.get('hopeless')).toBe(4);
  });

  it('settles a job once when it failed for good, never one that is retried or succeeded', async () => {
    // flaky-1 failed twice and was retried, flaky-2 failed its last attempt
    await vi.waitFor(() => expect(settled).toHaveLength(1), { timeout: 5000 });
    expect(settled).toEqual([{ jobId: 'flaky-2', reason: 'transient failure 4' }]);
    expect(await queue.jobState('test-flaky', 'flaky-2')).toEqual({
      state: 'failed',
      reason: 'transient failure 4',
    });
    expect((await queue.jobState('test-flaky', 'flaky-1')).state).toBe('completed');
    expect((await queue.jobState('test-flaky', 'no-such-id')).state).toBe('unknown');
  });

  it('tries a failed job again when its id is enqueued again', async () => {
    await queue.enqueue('test-flaky', { key: 'hopeless', failures: 99 }, { jobId: 'flaky-2' });
    await queue.drain(10_000);
    await vi.waitFor(() => expect(settled).toHaveLength(2), { timeout: 5000 });
    expect(attemptsSeen.get('hopeless')).toBe(4);
    expect((await queue.failed('test-flaky')).map((job) => job.id)).toEqual(['flaky-2']);
  });

  it('does not retry bad input and keeps the reason', async () => {
    await queue.enqueue('test-bad-input', { key: 'broken' }, { jobId: 'bad-1' });
    await queue.enqueue('test-bad-input', { nonsense: true }, { jobId: 'bad-2' });
    await queue.drain(10_000);
    expect(attemptsSeen.get('broken')).toBe(1);
    const reasons = (await queue.failed('test-bad-input')).map((job) => job.reason).sort();
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toBe('bad input in broken');
    expect(reasons[1]).toMatch(/^invalid payload/);
  });

  it('retries failed jobs on request', async () => {
    attemptsSeen.delete('broken');
    expect(await queue.retryFailed('test-bad-input')).toBe(2);
    await queue.drain(10_000);
    expect(attemptsSeen.get('broken')).toBe(1);
    expect((await queue.counts('test-bad-input')).failed).toBe(2);
  });

  it('retries one failed job by its id and leaves the others failed', async () => {
    const before = await queue.failed('test-bad-input');
    const other = before.find((job) => job.id === 'bad-2');
    expect(before.map((job) => job.id).sort()).toEqual(['bad-1', 'bad-2']);
    attemptsSeen.delete('broken');
    expect(await queue.retryFailedJob('test-bad-input', 'bad-1')).toBe(true);
    await queue.drain(10_000);
    // it ran once more (and failed again: its input is still bad)
    expect(attemptsSeen.get('broken')).toBe(1);
    const after = await queue.failed('test-bad-input');
    expect(after.map((job) => job.id).sort()).toEqual(['bad-1', 'bad-2']);
    expect(after.find((job) => job.id === 'bad-2')?.failedAt).toEqual(other?.failedAt);
    expect(after.find((job) => job.id === 'bad-1')?.failedAt.getTime()).toBeGreaterThanOrEqual(
      other!.failedAt.getTime(),
    );
    // an unknown id, or one that did not fail, is not retried
    expect(await queue.retryFailedJob('test-bad-input', 'no-such-id')).toBe(false);
    expect(await queue.retryFailedJob('test-record', 'same')).toBe(false);
    await queue.drain(10_000);
    expect(runs.filter((value) => value === 'a')).toHaveLength(1);
  });

  it('lists the open jobs and their progress while they run, and keeps the last after they ended', async () => {
    await queue.enqueue('test-progress', { total: 3 }, { jobId: 'progress-1' });
    await vi.waitFor(() => expect(goOn).not.toBeNull(), { timeout: 5000 });
    await queue.enqueue('test-progress', { total: 2 }, { jobId: 'progress-2' });
    expect(await queue.openJobs('test-progress')).toEqual([
      { id: 'progress-1', state: 'active', progress: { done: 0, total: 3 } },
      { id: 'progress-2', state: 'waiting' },
    ]);
    expect(await queue.jobState('test-progress', 'progress-1')).toEqual({
      state: 'active',
      progress: { done: 0, total: 3 },
    });
    const release = () => {
      const resolve = goOn!;
      goOn = null;
      resolve();
    };
    release();
    await vi.waitFor(() => expect(goOn).not.toBeNull(), { timeout: 5000 });
    release();
    await queue.drain(10_000);
    expect(await queue.openJobs('test-progress')).toEqual([]);
    expect(await queue.jobState('test-progress', 'progress-1')).toEqual({
      state: 'completed',
      progress: { done: 3, total: 3 },
    });
    expect(await queue.jobState('test-progress', 'progress-2')).toEqual({
      state: 'completed',
      progress: { done: 2, total: 2 },
    });
  });

  it('refuses unknown jobs', async () => {
    await expect(queue.enqueue('no-such-job', {}, { jobId: 'x' })).rejects.toThrow(/unknown job/);
  });
});

describe('the embedded queue runs urgent jobs first', () => {
  it('sends a mail someone waits for before image resizes enqueued earlier', async () => {
    const order: string[] = [];
    const slow = defineJob({
      name: 'test-slow',
      payload: z.object({ n: z.number() }),
      async handler({ n }) {
        order.push(`slow-${n}`);
      },
    });
    const mail = defineJob({
      name: 'test-mail',
      urgent: true,
      payload: z.object({}),
      async handler() {
        order.push('mail');
      },
    });
    const logger = createLogger({ level: 'silent', name: 'test' });
    const context = (attempt: number, jobId: string) => ({ attempt, jobId }) as unknown as JobContext;
    const queue = new InProcessQueue([slow, mail] as JobDefinition[], context, logger, 20);
    for (let n = 1; n <= 5; n++) await queue.enqueue('test-slow', { n }, { jobId: `slow-${n}` });
    await queue.enqueue('test-mail', {}, { jobId: 'mail' });
    await queue.drain(10_000);
    await queue.close();
    // the first resize may already run when the mail arrives; the mail never waits for the rest
    expect(order.indexOf('mail')).toBeLessThanOrEqual(1);
    expect(order).toHaveLength(6);
  });
});

describe('the embedded queue runs background work last', () => {
  it('runs a feed enqueued after many image resizes before the resizes still waiting', async () => {
    const order: string[] = [];
    const resize = defineJob({
      name: 'test-resize',
      background: true,
      payload: z.object({ n: z.number() }),
      async handler({ n }) {
        order.push(`resize-${n}`);
        if (n === 1) await queue.enqueue('test-feed', {}, { jobId: 'feed' });
      },
    });
    const feed = defineJob({
      name: 'test-feed',
      payload: z.object({}),
      async handler() {
        order.push('feed');
      },
    });
    const logger = createLogger({ level: 'silent', name: 'test' });
    const context = (attempt: number, jobId: string) => ({ attempt, jobId }) as unknown as JobContext;
    const queue = new InProcessQueue([resize, feed] as JobDefinition[], context, logger, 20);
    for (let n = 1; n <= 5; n++) await queue.enqueue('test-resize', { n }, { jobId: `resize-${n}` });
    await queue.drain(10_000);
    await queue.close();
    // the feed arrives while the first resize runs and goes before the four waiting ones
    expect(order).toEqual(['resize-1', 'feed', 'resize-2', 'resize-3', 'resize-4', 'resize-5']);
  });
});

describe(`job contracts (${testMode()} mode)`, () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const logger = createLogger({ level: 'silent', name: 'test' });
  const contract = defineJobContract({ name: 'test-contract', payload: z.object({ value: z.string() }) });

  it('refuses to run a job it knows only by its contract', () => {
    expect(() =>
      createJobQueue({
        redisUrl: testMode() === 'server' ? redisUrl : undefined,
        jobs: [contract],
        runWorkers: true,
        parts: { logger, dataDir: '/tmp' } as Parameters<typeof createJobQueue>[0]['parts'],
      }),
    ).toThrow('job "test-contract" has no handler in this process');
  });

  it.runIf(testMode() === 'server')(
    'enqueues from the contract alone what a worker with the definition runs',
    async () => {
      const prefix = `spielraum-test-${randomBytes(4).toString('hex')}`;
      const ran: string[] = [];
      const definition = defineJob({
        ...contract,
        async handler({ value }) {
          ran.push(value);
        },
      });
      const worker = new BullmqQueue({
        redisUrl,
        prefix,
        jobs: [definition],
        logger,
        runWorkers: true,
        context: () => ({}) as JobContext,
      });
      const producer = new BullmqQueue({ redisUrl, prefix, jobs: [contract], logger, runWorkers: false });
      try {
        await producer.enqueue('test-contract', { value: 'from a producer' }, { jobId: 'contract-1' });
        await producer.drain(10_000);
        await vi.waitFor(() => expect(ran).toEqual(['from a producer']), { timeout: 5000 });
      } finally {
        await producer.obliterate();
        await producer.close();
        await worker.close();
      }
    },
  );
});

describe('in-process queue closing', () => {
  it('waits for the running job before it reports closed, and starts no other', async () => {
    const logger = createLogger({ level: 'silent', name: 'test' });
    const events: string[] = [];
    let release: () => void = () => {};
    const slow = defineJob({
      name: 'test-slow',
      payload: z.object({ value: z.string() }),
      async handler({ value }) {
        events.push(`start ${value}`);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        events.push(`end ${value}`);
      },
    });
    const queue = new InProcessQueue([slow] as JobDefinition[], () => ({}) as JobContext, logger);
    await queue.enqueue('test-slow', { value: 'a' }, { jobId: 'a' });
    await queue.enqueue('test-slow', { value: 'b' }, { jobId: 'b' });
    await vi.waitFor(() => expect(events).toEqual(['start a']));
    const closed = queue.close().then(() => events.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['start a']);
    release();
    await closed;
    expect(events).toEqual(['start a', 'end a', 'closed']);
  });
});
