import type { z } from 'zod';
import type { DatabaseHandle } from '@spielraum/schema/client';
import type { Logger } from '../logger';
import type { FileStore } from '../files';
import type { Mailer } from '../mail';
import type { PushConfig } from '../push-config';

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
  /**
   * The id of the request that caused this job (the API's `X-Request-Id`), inherited by the jobs
   * it queues: the context's logger writes it on every line and its mailer into every mail, so
   * one upload is found from nginx's log to the alert mail it led to. None for scheduled work.
   */
  requestId?: string;
  /** The process's data folder (downloads, embedded files). */
  dataDir: string;
  /** The portal's public address for links in mails (PUBLIC_URL). */
  publicUrl?: string;
  /** Web push (VAPID keys, endpoint rule); null or absent when push is not set up. */
  push?: PushConfig | null;
  /**
   * Records how far the job is (a reindex of every document), readable through
   * `JobQueue.jobState` and `openJobs` while it runs and after it ended. The queue running the
   * job provides it; a context built outside a queue (a CLI command) has none.
   */
  reportProgress?(progress: JobProgress): Promise<void>;
}

/** How far a long job is: `done` of `total` units (documents, rows). */
export interface JobProgress {
  done: number;
  total: number;
}

/**
 * What a producer needs to know of a job: its name, its payload contract and how the queue keeps
 * it. Processes that only enqueue (the API in server mode) build their queue from contracts.
 */
export interface JobContract<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Attempts before the job lands in the failed set. */
  attempts?: number;
  /** Remove a finished job at once instead of keeping the last 1,000 (payloads holding secrets). */
  removeOnComplete?: boolean;
  /**
   * Someone is waiting for it (a verification or password mail): the embedded queue, which runs
   * one job at a time, runs it before due jobs without this flag (image resizes, feed runs).
   * BullMQ runs every job name in its own queue, so there it needs nothing.
   */
  urgent?: boolean;
  /**
   * Work nobody waits for (image resizes and downloads, hundreds after a seed or a busy hour):
   * the embedded queue runs it only when no other job is due, so a dealer's feed upload is not
   * held up behind it. BullMQ's queue per job name needs nothing.
   */
  background?: boolean;
}

/** One job as a worker runs it: its contract and its handler (STYLE.md: one file per job). */
export interface JobDefinition<S extends z.ZodType = z.ZodType> extends JobContract<S> {
  handler(payload: z.infer<S>, context: JobContext): Promise<unknown>;
  /**
   * Called once when the job has failed for good: no attempt left, an unrecoverable error, or a
   * worker that stopped during it (killed) more often than allowed. The handler never runs in
   * that last case, so what it records as running (a feed run) is ended here.
   */
  onFailed?(failure: { jobId: string; reason: string }, context: JobContext): Promise<void>;
  /**
   * Embedded mode, when the in-process queue starts on a data folder: the jobs of the process
   * before lived in its memory and are gone (the folder lock lets one process in at a time), so
   * what one of them recorded as running will never end by itself.
   */
  onLostWithProcess?(context: JobContext): Promise<void>;
}

/** Declares a job's contract with its payload type inferred from the zod schema. */
export function defineJobContract<S extends z.ZodType>(contract: JobContract<S>): JobContract<S> {
  return contract;
}

/** Defines a job with its payload type inferred from the zod schema. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** The job as a definition with its handler; a process that runs jobs cannot run a contract alone. */
export function requireJobDefinition(job: JobContract): JobDefinition {
  if (typeof (job as Partial<JobDefinition>).handler !== 'function')
    throw new Error(`job "${job.name}" has no handler in this process`);
  return job as JobDefinition;
}

export interface EnqueueOptions {
  /** Deterministic id: enqueuing the same id twice runs the job once. */
  jobId: string;
  delayMs?: number;
  /** The request (or the job of a request) this job is part of; see `JobContext.requestId`. */
  requestId?: string;
}

/** How a queue builds the context of a job run: its attempt, id and the request it belongs to. */
export type JobContextFactory = (attempt: number, jobId: string, requestId?: string) => JobContext;

export interface FailedJob {
  id: string;
  name: string;
  reason: string;
  attempts: number;
  failedAt: Date;
}

/** Where one job is: waiting (or delayed for a retry), running, done, failed, or not known. */
export interface JobState {
  state: 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'unknown';
  /** Why it failed, for `failed`. */
  reason?: string;
  /** The last progress the job reported, if it reports any. */
  progress?: JobProgress;
}

/** A job that has not ended: waiting, delayed (for a retry or its time) or running. */
export interface OpenJob {
  id: string;
  state: 'waiting' | 'delayed' | 'active';
  progress?: JobProgress;
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
  /** Puts one failed job back into its queue; false when no failed job has this id. */
  retryFailedJob(name: string, jobId: string): Promise<boolean>;
  /** The jobs of this kind that have not ended, oldest first (at most 1,000). */
  openJobs(name: string): Promise<OpenJob[]>;
  /** Where the job with this id is (a follower stops once it failed, whoever failed it). */
  jobState(name: string, jobId: string): Promise<JobState>;
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
