import { z } from 'zod';
import { ID_COLUMN_MAX } from '../constants/limits';
import { message } from '../constants/messages';

/** Failed jobs listed per kind on the operators' queue page (the newest; the count says how many). */
export const FAILED_JOBS_LISTED = 50;

/** How many jobs of one kind wait, run, are delayed (retries), completed (kept) and failed. */
export const jobCountsSchema = z.object({
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

/** A job that failed for good, with the reason of its last attempt. */
export const failedJobSchema = z.object({
  id: z.string(),
  reason: z.string(),
  attempts: z.number().int(),
  failed_at: z.iso.datetime({ offset: true }),
});
export type FailedJobEntry = z.infer<typeof failedJobSchema>;

/** One job kind (one BullMQ queue in server mode) with its counts and newest failed jobs. */
export const jobKindSchema = z.object({
  name: z.string(),
  counts: jobCountsSchema,
  failed: z.array(failedJobSchema),
});
export type JobKind = z.infer<typeof jobKindSchema>;

/**
 * `GET /api/admin/jobs/`: every job kind, in both modes. `dashboard_path` is the bull-board
 * dashboard's address in server mode (null in embedded mode, where jobs run in process).
 */
export const jobQueuesResponseSchema = z.object({
  data: z.object({
    mode: z.enum(['in-process', 'bullmq']),
    dashboard_path: z.string().nullable(),
    kinds: z.array(jobKindSchema),
  }),
});
export type JobQueuesResponse = z.infer<typeof jobQueuesResponseSchema>;

/** `POST /api/admin/jobs/{name}/failed/retry/` and `…/failed/{id}/retry/`: how many went back. */
export const retryJobsResponseSchema = z.object({ data: z.object({ retried: z.number().int() }) });
export type RetryJobsResponse = z.infer<typeof retryJobsResponseSchema>;

/** Body of `POST /api/admin/reindex/`: every game, or one. */
export const startReindexSchema = z.discriminatedUnion(
  'scope',
  [
    z.object({ scope: z.literal('all') }),
    z.object({
      scope: z.literal('product'),
      product_id: z
        .number({ error: message('invalidValue') })
        .int(message('invalidValue'))
        .min(1, message('minValue', { amount: 1 }))
        .max(ID_COLUMN_MAX.integer, message('maxValue', { amount: ID_COLUMN_MAX.integer })),
    }),
  ],
  { error: message('chooseFromList') },
);
export type StartReindexInput = z.infer<typeof startReindexSchema>;

/**
 * A reindex job: what it covers, where it is and how many of how many documents are done
 * (`done`/`total` are null before it reported any). `reason` says why it failed.
 */
export const reindexRunSchema = z.object({
  job_id: z.string(),
  scope: z.enum(['all', 'product']),
  product_id: z.number().int().nullable(),
  state: z.enum(['waiting', 'delayed', 'active', 'completed', 'failed', 'unknown']),
  done: z.number().int().nullable(),
  total: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ReindexRun = z.infer<typeof reindexRunSchema>;

/** `POST /api/admin/reindex/` (202) and `GET /api/admin/reindex/{jobId}/`: one reindex job. */
export const reindexRunResponseSchema = z.object({ data: reindexRunSchema });
export type ReindexRunResponse = z.infer<typeof reindexRunResponseSchema>;

/** `GET /api/admin/reindex/`: the reindex of every game that has not ended, if one. */
export const reindexStatusResponseSchema = z.object({
  data: z.object({ running: reindexRunSchema.nullable() }),
});
export type ReindexStatusResponse = z.infer<typeof reindexStatusResponseSchema>;
