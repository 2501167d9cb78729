import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { createLocalFileStore } from '../files';
import { createLogger } from '../logger';
import { createMailer, type MailMessage } from '../mail';
import { createJobQueue } from '../index';
import { BullmqQueue } from './bullmq-queue';
import { mailerWithRequestId, queueWithRequestId } from './request-id';
import { defineJob, type JobDefinition, type JobQueue } from './types';

const seen: Array<{ job: string; requestId: string | undefined }> = [];

// strict like some real contracts: the request id must not reach the payload
const followUpJob = defineJob({
  name: 'test-follow-up',
  payload: z.object({ step: z.number() }).strict(),
  async handler(_payload, { requestId, logger }) {
    seen.push({ job: 'follow-up', requestId });
    logger.info('follow-up ran');
  },
});

const firstJob = defineJob({
  name: 'test-first',
  payload: z.object({ name: z.string() }).strict(),
  async handler({ name }, { requestId, queue, logger }) {
    seen.push({ job: name, requestId });
    logger.info('first ran');
    await queue.enqueue(followUpJob.name, { step: 2 }, { jobId: `${name}-follow-up` });
  },
});

describe(`request ids through jobs (${testMode()} mode)`, () => {
  let database: TestDatabase;
  let queue: JobQueue;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    queue = createJobQueue({
      redisUrl:
        testMode() === 'server' ? (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined,
      prefix: `spielraum-test-${randomBytes(4).toString('hex')}`,
      jobs: [firstJob, followUpJob] as JobDefinition[],
      runWorkers: true,
      parts: {
        database,
        mailer: createMailer({ database, from: 'test@example.com' }),
        files: createLocalFileStore(`/tmp/spielraum-test-files-${randomBytes(4).toString('hex')}`),
        logger: createLogger({ level: 'info', name: 'test', format: 'json', destination }),
        dataDir: '/tmp',
      },
    });
  });
  afterAll(async () => {
    if (queue instanceof BullmqQueue) await queue.obliterate();
    await queue?.close();
    await database?.dispose();
  });

  it("hands the request's id to the job, its log lines and the jobs it queues", async () => {
    await queueWithRequestId(queue, 'req-4711').enqueue(
      firstJob.name,
      { name: 'upload' },
      { jobId: 'upload' },
    );
    await queue.drain(10_000);
    expect(seen.filter(({ job }) => job === 'upload' || job === 'follow-up')).toEqual([
      { job: 'upload', requestId: 'req-4711' },
      { job: 'follow-up', requestId: 'req-4711' },
    ]);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; requestId?: string });
    expect(logged.filter(({ msg }) => msg === 'first ran' || msg === 'follow-up ran')).toEqual([
      expect.objectContaining({ msg: 'first ran', requestId: 'req-4711' }),
      expect.objectContaining({ msg: 'follow-up ran', requestId: 'req-4711' }),
    ]);
  });

  it('runs work nobody requested without an id', async () => {
    await queue.enqueue(firstJob.name, { name: 'scheduled' }, { jobId: 'scheduled' });
    await queue.drain(10_000);
    expect(seen.filter(({ job }) => job === 'scheduled')).toEqual([
      { job: 'scheduled', requestId: undefined },
    ]);
  });

  it('keeps an id the caller names over the view of another request', async () => {
    await queueWithRequestId(queue, 'outer').enqueue(
      firstJob.name,
      { name: 'named' },
      { jobId: 'named', requestId: 'inner' },
    );
    await queue.drain(10_000);
    expect(seen.filter(({ job }) => job === 'named')).toEqual([{ job: 'named', requestId: 'inner' }]);
  });
});

describe('the mailer of a request', () => {
  it('names the request in every mail it sends and keeps the other headers', async () => {
    const sent: MailMessage[] = [];
    const mailer = mailerWithRequestId(
      {
        mode: 'smtp',
        async send(message) {
          sent.push(message);
          return sent.length;
        },
        async close() {},
      },
      'req-0815',
    );
    await mailer.send({
      to: 'lea@example.com',
      subject: 'Preisalarm',
      text: 'Azul kostet jetzt 25,99 €',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(sent[0]?.headers).toEqual({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Request-Id': 'req-0815',
    });
  });
});
