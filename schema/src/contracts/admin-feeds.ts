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
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

/** Answer of the feed upload (202) and of `GET /api/admin/feeds/runs/{id}/`. */
export const feedRunResponseSchema = z.object({ data: feedRunSchema });
