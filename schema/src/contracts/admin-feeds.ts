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
});

/** A dealer feed run as the operators' API answers it. */
export const feedRunSchema = z.object({
  id: z.number().int(),
  dealer_id: z.number().int().nullable(),
  kind: z.enum(['offers', 'products']),
  format: z.string(),
  full: z.boolean(),
  status: z.enum(feedRunStatusValues),
  rows_total: z.number().int(),
  rows_applied: z.number().int(),
  rows_failed: z.number().int(),
  stats: z.record(z.string(), z.number()),
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

/** Answer of the feed upload (202) and of `GET /api/admin/feeds/runs/{id}/`. */
export const feedRunResponseSchema = z.object({ data: feedRunSchema });
