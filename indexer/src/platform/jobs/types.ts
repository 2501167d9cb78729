import type { z } from 'zod';
import type { DatabaseHandle } from '@spielraum/schema/client';
import type { Logger } from '../logger';
import type { FileStore } from '../files';
import type { Mailer } from '../mail';

/** What a job handler may use; the same object in both modes. */
export interface JobContext {
  database: DatabaseHandle;
  queue: JobQueue;
  mailer: Mailer;
  files: FileStore;
  logger: Logger;
  /** Attempt number, starting at 1. */
  attempt: number;
  /** The job's deterministic id. */
  jobId: string;
  /** The process's data folder (downloads, embedded files). */
  dataDir: string;
  /** The portal's public address for links in mails (PUBLIC_URL). */
  publicUrl?: string;
}

/** One job: its name, its payload contract and its handler (STYLE.md: one file per job). */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Attempts before the job lands in the failed set. */
  attempts?: number;
  /** Remove a finished job at once instead of keeping the last 1,000 (payloads holding secrets). */
  removeOnComplete?: boolean;
  handler(payload: z.infer<S>, context: JobContext): Promise<unknown>;
}

/** Defines a job with its payload type inferred from the zod schema. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export interface EnqueueOptions {
  /** Deterministic id: enqueuing the same id twice runs the job once. */
  jobId: string;
  delayMs?: number;
}

export interface FailedJob {
  id: string;
  name: string;
  reason: string;
  attempts: number;
  failedAt: Date;
}

export interface QueueCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/**
 * The job queue behind both modes: BullMQ on Redis (server) or the same handlers run in
 * process (embedded).
 */
export interface JobQueue {
  readonly mode: 'in-process' | 'bullmq';
  enqueue(name: string, payload: unknown, options: EnqueueOptions): Promise<void>;
  /** Resolves when no job is waiting, delayed or running (tests and the demo seed use it). */
  drain(timeoutMs?: number): Promise<void>;
  counts(name: string): Promise<QueueCounts>;
  failed(name: string): Promise<FailedJob[]>;
  retryFailed(name: string): Promise<number>;
  /**
   * Runs a job on a cron schedule (BullMQ job scheduler in server mode, a timer in embedded
   * mode). Upserting the same scheduler id replaces its pattern and payload.
   */
  schedule(name: string, schedulerId: string, cronPattern: string, payload: unknown): Promise<void>;
  unschedule(name: string, schedulerId: string): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 5;
/** Base delay of the exponential backoff (1 s, 2 s, 4 s, ...). */
export const BACKOFF_BASE_MS = 1000;
