import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testMode } from '@spielraum/schema/testing';
import { createLocalFileStore } from './files';
import { BullmqQueue } from './jobs/bullmq-queue';
import type { JobDefinition } from './jobs/types';
import { createLogger } from './logger';
import { createMailer } from './mail';
import { loadPushConfig } from './push-config';
import { createJobQueue, type Platform } from './index';

/**
 * A real platform for tests of the current TEST_MODE: a fresh database (PGlite in memory or a
 * new PostgreSQL database), the in-process queue or BullMQ on the local Redis under a unique
 * prefix, the outbox mailer and a temporary file folder, running the given jobs' handlers.
 * `close` removes all of it.
 */
export async function createTestPlatform(
  options: {
    jobs?: readonly JobDefinition[];
    /** Deliver mail over SMTP (a local test server). */ smtpUrl?: string;
  } = {},
): Promise<Platform> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'spielraum-test-'));
  const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent', name: 'test' });
  const files = createLocalFileStore(join(dataDir, 'files'));
  const mailer = createMailer({
    database,
    smtpUrl: options.smtpUrl,
    from: 'Spielraum <noreply@spielraum.test>',
  });
  // a key pair of its own in the test's folder, as the embedded portal makes one; the tests'
  // push endpoint listens on loopback
  const push = loadPushConfig({
    env: { MAIL_FROM: 'Spielraum <noreply@spielraum.test>', PUSH_ENDPOINTS_FROM_INTERNAL_HOSTS: true },
    dataDir,
    generate: true,
  });
  const queue = createJobQueue({
    redisUrl: testMode() === 'server' ? (process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined,
    prefix: `spielraum-test-${randomBytes(4).toString('hex')}`,
    jobs: options.jobs ?? [],
    runWorkers: true,
    parts: { database, mailer, files, logger, dataDir, push },
    backoffBaseMs: 20,
  });
  return {
    mode: database.mode,
    logger,
    database,
    queue,
    mailer,
    files,
    dataDir,
    push,
    async close() {
      if (queue instanceof BullmqQueue) await queue.obliterate();
      await queue.close();
      await mailer.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Removes every Redis key under a queue prefix (for tests whose processes used their own prefix). */
export async function deleteQueuePrefix(redisUrl: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
