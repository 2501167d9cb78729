import { z } from 'zod';
import { message } from '../constants/messages';
import { feedKindValues, feedRunStatusValues } from '../constants/values';
import { feedRunSchema } from './admin-feeds';

/**
 * The feed runs of every dealer for the operators (`/api/admin/feed-runs/`): a filtered list,
 * newest first, one run with its counts and notes, its skipped rows as a CSV file, and running
 * it again. Product-feed runs (no dealer) appear with their kind.
 */

/** Runs per page of the list. */
export const FEED_RUNS_PER_PAGE = 50;

/** Where a run's feed came from: fetched from an address, uploaded to the portal, or a file the CLI read. */
export const feedRunSourceKindValues = ['url', 'upload', 'file'] as const;
export type FeedRunSourceKind = (typeof feedRunSourceKindValues)[number];

/** Query of `GET /api/admin/feed-runs/?page=&dealer_id=&kind=&status=` (every filter optional). */
export const feedRunsQuerySchema = z.object({
  page: z.coerce
    .number({ error: message('invalidValue') })
    .int(message('invalidValue'))
    .min(1, message('minValue', { amount: 1 }))
    .max(100_000, message('maxValue', { amount: 100_000 }))
    .default(1),
  dealer_id: z.coerce
    .number({ error: message('invalidValue') })
    .int(message('invalidValue'))
    .min(1, message('minValue', { amount: 1 }))
    .max(2_147_483_647, message('invalidValue'))
    .optional(),
  kind: z.enum(feedKindValues, { error: message('chooseFromList') }).optional(),
  status: z.enum(feedRunStatusValues, { error: message('chooseFromList') }).optional(),
});
export type FeedRunsQuery = z.infer<typeof feedRunsQuerySchema>;

/** The dealer a run belongs to; null for product-feed runs (and runs of a deleted dealer). */
export const feedRunDealerSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .nullable();

/** A run as the list shows it. */
export const feedRunListItemSchema = z.object({
  id: z.number().int(),
  dealer: feedRunDealerSchema,
  kind: z.enum(feedKindValues),
  format: z.string().nullable(),
  status: z.enum(feedRunStatusValues),
  full: z.boolean(),
  rows_total: z.number().int(),
  rows_applied: z.number().int(),
  rows_failed: z.number().int(),
  error: z.string().nullable(),
  source_kind: z.enum(feedRunSourceKindValues),
  created_at: z.iso.datetime({ offset: true }),
  started_at: z.iso.datetime({ offset: true }).nullable(),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
});
export type FeedRunListItem = z.infer<typeof feedRunListItemSchema>;

/** `GET /api/admin/feed-runs/`: one page of runs, newest first, with the total for paging. */
export const feedRunsResponseSchema = z.object({
  data: z.object({
    runs: z.array(feedRunListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    rows_per_page: z.number().int(),
  }),
});
export type FeedRunsResponse = z.infer<typeof feedRunsResponseSchema>;

/**
 * One run for its page: what the upload API answers (counts, notes, stats, error, first skipped
 * rows) with its dealer, its source, where its skipped rows are as CSV, and whether it can run
 * again (`rerun.reason` says in German why not).
 */
export const adminFeedRunSchema = feedRunSchema.extend({
  dealer: feedRunDealerSchema,
  source_kind: z.enum(feedRunSourceKindValues),
  /** The fetched address of a URL feed; null for uploads and files. */
  source_url: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** `GET /api/admin/feed-runs/{id}/errors.csv` (line;reason); null without skipped rows. */
  row_errors_csv_url: z.string().nullable(),
  rerun: z.object({ possible: z.boolean(), reason: z.string().nullable() }),
});
export type AdminFeedRun = z.infer<typeof adminFeedRunSchema>;

/** `GET /api/admin/feed-runs/{id}/`. */
export const adminFeedRunResponseSchema = z.object({ data: adminFeedRunSchema });
export type AdminFeedRunResponse = z.infer<typeof adminFeedRunResponseSchema>;

/**
 * `POST /api/admin/feed-runs/{id}/rerun/` and `POST /api/admin/dealers/{id}/fetch/` (202): the
 * new run, queued; its page follows it.
 */
export const queuedFeedRunResponseSchema = z.object({ data: feedRunListItemSchema });
export type QueuedFeedRunResponse = z.infer<typeof queuedFeedRunResponseSchema>;
