import { join, resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@spielraum/schema/client';
import type { BaseEnv } from '@spielraum/schema/env';
import { createLocalFileStore, type FileStore } from './files';
import { BullmqQueue } from './jobs/bullmq-queue';
import { InProcessQueue } from './jobs/in-process-queue';
import { mailerWithRequestId, queueWithRequestId } from './jobs/request-id';
import { requireJobDefinition, type JobContext, type JobContract, type JobQueue } from './jobs/types';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail';
import { loadPushConfig, type PushConfig } from './push-config';

export * from './env';
export * from './files';
export * from './jobs/contracts';
export * from './jobs/dealer-feed-schedules';
export * from './jobs/request-id';
export * from './jobs/types';
export * from './logger';
export * from './magazine-images';
export * from './media-images';
export * from './mail';
export * from './internal-addresses';
export * from './push-config';
export { BullmqQueue, InProcessQueue };

/** The infrastructure of one process; each part has its embedded and its server mode. */
export interface Platform {
  mode: 'embedded' | 'server';
  logger: Logger;
  database: DatabaseHandle;
  queue: JobQueue;
  mailer: Mailer;
  files: FileStore;
  dataDir: string;
  /** Web push: the VAPID keys and which endpoints may be sent to; null when push is not set up. */
  push: PushConfig | null;
  close(): Promise<void>;
}

/**
 * The job queue of the mode: BullMQ on `redisUrl` (server) or the same handlers in process
 * (embedded). Handlers receive the platform's parts, the queue itself, the attempt and job id.
 * A producer on BullMQ (`runWorkers: false`) needs only the jobs' contracts; whoever runs the
 * jobs (workers, the in-process queue) needs their definitions.
 */
export function createJobQueue(options: {
  redisUrl?: string;
  prefix?: string;
  jobs: readonly JobContract[];
  runWorkers: boolean;
  parts: Omit<JobContext, 'queue' | 'attempt' | 'jobId'>;
  concurrency?: number;
  lockDurationMs?: number;
  backoffBaseMs?: number;
}): JobQueue {
  const context = (attempt: number, jobId: string, requestId?: string): JobContext =>
    requestId === undefined
      ? { ...options.parts, queue, attempt, jobId }
      : {
          ...options.parts,
          logger: options.parts.logger.child({ requestId }),
          mailer: mailerWithRequestId(options.parts.mailer, requestId),
          queue: queueWithRequestId(queue, requestId),
          attempt,
          jobId,
          requestId,
        };
  const queue: JobQueue = options.redisUrl
    ? new BullmqQueue({
        redisUrl: options.redisUrl,
        prefix: options.prefix,
        jobs: options.jobs,
        logger: options.parts.logger,
        runWorkers: options.runWorkers,
        context,
        concurrency: options.concurrency,
        lockDurationMs: options.lockDurationMs,
        backoffBaseMs: options.backoffBaseMs,
      })
    : new InProcessQueue(
        options.jobs.map(requireJobDefinition),
        context,
        options.parts.logger,
        options.backoffBaseMs,
      );
  return queue;
}

/**
 * Connection parameters of processes that run feed jobs:
 * - a feed run stages and matches its rows in temporary tables (decision 013, ~550 MB for 1M
 *   offers), which PostgreSQL keeps in `temp_buffers` (8 MB by default) before it spills them to
 *   files. Allocated only when used, and it can only be set before a session's first temporary
 *   table, hence at connect;
 * - no JIT compilation: every statement of a million-row apply is costly enough for PostgreSQL to
 *   compile it with LLVM, which took longer than it saved (first load of the 1M-offer bench feed:
 *   offer insert 10.5 → 7.5 s, price statistics 10.3 → 9.6 s, apply 33 → 29 s; the 10 % update
 *   the same within noise).
 */
export const FEED_SESSION_SETTINGS = { temp_buffers: '256MB', jit: 'off' };

export interface PlatformOptions {
  env: BaseEnv & {
    FILES_DIR?: string;
    QUEUE_PREFIX?: string;
    WORKER_CONCURRENCY?: number;
    WORKER_LOCK_DURATION_MS?: number;
    PUBLIC_URL?: string;
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    PUSH_ENDPOINTS_FROM_INTERNAL_HOSTS?: boolean;
  };
  name: string;
  /** `api` only produces jobs in server mode; `worker` and `all-in-one` run the handlers. */
  role: 'api' | 'worker' | 'all-in-one';
  /**
   * The jobs of this process: their contracts suffice for `api` on BullMQ (REDIS_URL); a process
   * that runs jobs (a worker, the all-in-one process, anything without REDIS_URL, whose jobs run
   * in process) passes their definitions.
   */
  jobs: readonly JobContract[];
  /** Apply migrations at start (embedded always does; server deployments run `indexer migrate`). */
  migrate: boolean;
  logger?: Logger;
}

/**
 * Builds the platform from the environment: PGlite in DATA_DIR or PostgreSQL at DATABASE_URL,
 * in-process jobs or BullMQ at REDIS_URL, outbox or SMTP mail, files in a local folder.
 */
export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const { env } = options;
  // before the data folder is locked: a process that would have to run jobs without their handlers
  if (!env.REDIS_URL || options.role !== 'api') for (const job of options.jobs) requireJobDefinition(job);
  const logger =
    options.logger ?? createLogger({ level: env.LOG_LEVEL, name: options.name, format: env.LOG_FORMAT });
  const dataDir = resolve(env.DATA_DIR);
  const database = env.DATABASE_URL
    ? await openDatabase({
        mode: 'server',
        url: env.DATABASE_URL,
        settings: options.role === 'api' ? undefined : FEED_SESSION_SETTINGS,
      })
    : await openDatabase({ mode: 'embedded', dataDir: join(dataDir, 'pglite') });
  if (options.migrate || database.mode === 'embedded') await database.migrate();
  const files = createLocalFileStore(env.FILES_DIR ?? join(dataDir, 'files'));
  const mailer = createMailer({ database, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const push = loadPushConfig({ env, dataDir, generate: database.mode === 'embedded' });

  const queue = createJobQueue({
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    jobs: options.jobs,
    runWorkers: options.role !== 'api',
    parts: { database, mailer, files, logger, dataDir, publicUrl: env.PUBLIC_URL, push },
    concurrency: env.WORKER_CONCURRENCY,
    lockDurationMs: env.WORKER_LOCK_DURATION_MS,
  });
  if (queue instanceof InProcessQueue && database.mode === 'embedded') await queue.recoverLost();
  logger.info(
    { database: database.mode, jobs: queue.mode, mail: mailer.mode, push: push !== null, role: options.role },
    'platform ready',
  );
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
      await queue.close();
      await mailer.close();
      await database.close();
    },
  };
}
