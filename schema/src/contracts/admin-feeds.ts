import { z } from 'zod';
import { feedRunStatusValues } from '../constants/values';

/** Largest dealer feed an operator may upload through the portal (bytes). */
export const FEED_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** `POST /api/admin/feeds/{dealer}/` form fields besides the file (`file`). */
export const feedUploadFieldsSchema = z.object({
  full: z
    .enum(['true', 'false', '1', '0', 'on'])
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'on'),
  format: z.enum(['google_xml', 'google_csv', 'idealo_csv', 'jsonl']).optional(),
  /**
   * Confirms that this full feed may mark more than half of the dealer's live offers gone (or any,
   * when it has no rows); without it such a run fails and changes nothing.
   */
  allow_mass_removal: z
    .enum(['true', 'false', '1', '0', 'on'])
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'on'),
});

/** A dealer feed run as the operators' API answers it. */
export const feedRunSchema = z.object({
  id: z.number().int(),
  dealer_id: z.number().int().nullable(),
  kind: z.enum(['offers', 'products']),
  /** Null while a run that reads its format from the feed has not read it (or could not). */
  format: z.string().nullable(),
  /** The format was read from the feed (content, else file name, else the dealer's), not named. */
  format_detected: z.boolean(),
  full: z.boolean(),
  allow_mass_removal: z.boolean(),
  status: z.enum(feedRunStatusValues),
  rows_total: z.number().int(),
  rows_applied: z.number().int(),
  rows_failed: z.number().int(),
  stats: z.record(z.string(), z.number()),
  error: z.string().nullable(),
  /** What the operator should know about a finished run besides its counts (German). */
  notes: z.array(z.string()),
  /** The first skipped rows (by line, at most FEED_RUN_ERRORS_SHOWN) with why each was skipped. */
  row_errors: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** All skipped rows, page by page (`GET /api/admin/feeds/runs/{id}/errors/`); null without any. */
  row_errors_url: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

/** Answer of the feed upload (202) and of `GET /api/admin/feeds/runs/{id}/`. */
export const feedRunResponseSchema = z.object({ data: feedRunSchema });

/** Skipped rows a feed run answer carries itself; the rest are behind its `row_errors_url`. */
export const FEED_RUN_ERRORS_SHOWN = 20;
/** Skipped rows per page of `GET /api/admin/feeds/runs/{id}/errors/`. */
export const FEED_RUN_ERRORS_PER_PAGE = 100;

/** Query of `GET /api/admin/feeds/runs/{id}/errors/`. */
export const feedRunErrorsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `GET /api/admin/feeds/runs/{id}/errors/`: one page of a run's skipped rows, by line. */
export const feedRunErrorsResponseSchema = z.object({
  data: z.object({
    errors: z.array(
      z.object({
        line: z.number().int(),
        reason: z.string(),
        /** The row as it was in the feed, cut to 2000 characters. */
        raw: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    rows_per_page: z.number().int(),
  }),
});
export type FeedRunErrorsResponse = z.infer<typeof feedRunErrorsResponseSchema>;
