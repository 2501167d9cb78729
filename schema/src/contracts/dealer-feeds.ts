import { z } from 'zod';
import { message } from '../constants/messages';
import { feedFormatValues } from '../constants/values';
import { feedUploadFieldsSchema } from './admin-feeds';
import { adminFeedRunSchema, feedRunListItemSchema } from './admin-feed-runs';
import { assignOfferResponseSchema, typedGtinSchema, unmatchedOfferSchema } from './admin-unmatched-offers';

/**
 * A dealer's own feed in the dealer area (`/api/dealer-area/shops/{id}/…`): the shop's feed runs,
 * its offers that match no game (with a GTIN the dealer suggests) and uploading a feed. The
 * answers are the operators' shapes kept to the one shop, with dealer-area links; the same owner
 * checks as the rest of the dealer area (401, 403, 404 for a shop or run that is not theirs).
 */

const pageField = z.coerce
  .number({ error: message('invalidValue') })
  .int(message('invalidValue'))
  .min(1, message('minValue', { amount: 1 }))
  .max(100_000, message('maxValue', { amount: 100_000 }))
  .default(1);

/** Query of the paged lists of the dealer's feed views (`?page=`). */
export const dealerFeedPageQuerySchema = z.object({ page: pageField });
export type DealerFeedPageQuery = z.infer<typeof dealerFeedPageQuerySchema>;

/** How the portal fetches the shop's feed; the operators set it, the dealer reads it. */
export const dealerShopFeedSchema = z.object({
  /** The address we fetch; null when the shop only sends files. */
  url: z.string().nullable(),
  format: z.enum(feedFormatValues).nullable(),
  /** Cron pattern of the fetch schedule (Berlin time); null without a schedule. */
  schedule: z.string().nullable(),
});
export type DealerShopFeed = z.infer<typeof dealerShopFeedSchema>;

/** `GET /api/dealer-area/shops/{id}/feed-runs/?page=`: the shop's runs, newest first, and its feed settings. */
export const dealerFeedRunsResponseSchema = z.object({
  data: z.object({
    feed: dealerShopFeedSchema,
    runs: z.array(feedRunListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    rows_per_page: z.number().int(),
  }),
});
export type DealerFeedRunsResponse = z.infer<typeof dealerFeedRunsResponseSchema>;

/**
 * One run of the shop: counts, notes, error and first skipped rows; `row_errors_url` pages
 * through all skipped rows, `row_errors_csv_url` downloads them (dealer-area addresses). Running
 * a run again stays with the operators.
 */
export const dealerFeedRunSchema = adminFeedRunSchema.omit({ rerun: true });
export type DealerFeedRun = z.infer<typeof dealerFeedRunSchema>;

/**
 * `GET /api/dealer-area/shops/{id}/feed-runs/{run}/` and the feed upload's answer (202, the
 * queued run).
 */
export const dealerFeedRunResponseSchema = z.object({ data: dealerFeedRunSchema });
export type DealerFeedRunResponse = z.infer<typeof dealerFeedRunResponseSchema>;

/** `POST /api/dealer-area/shops/{id}/feed-upload/` form fields besides the file (`file`); no mass-removal override. */
export const dealerFeedUploadFieldsSchema = feedUploadFieldsSchema.pick({ full: true, format: true });

/** Query of `GET /api/dealer-area/shops/{id}/unmatched-offers/?page=&q=` (title words). */
export const dealerUnmatchedOffersQuerySchema = z.object({
  page: pageField,
  q: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: message('invalidValue') })
      .trim()
      .max(200, message('maxLength', { amount: 200 }))
      .optional(),
  ),
});
export type DealerUnmatchedOffersQuery = z.infer<typeof dealerUnmatchedOffersQuerySchema>;

/** `GET /api/dealer-area/shops/{id}/unmatched-offers/`: the shop's live offers no game matches, newest first. */
export const dealerUnmatchedOffersResponseSchema = z.object({
  data: z.object({
    offers: z.array(unmatchedOfferSchema),
    total: z.number().int(),
    page: z.number().int(),
    rows_per_page: z.number().int(),
  }),
});
export type DealerUnmatchedOffersResponse = z.infer<typeof dealerUnmatchedOffersResponseSchema>;

/** Body of `POST /api/dealer-area/shops/{id}/unmatched-offers/{offer}/gtin/`: the GTIN the dealer suggests. */
export const suggestGtinRequestSchema = z.object({ gtin: typedGtinSchema });
export type SuggestGtinRequest = z.input<typeof suggestGtinRequestSchema>;

/** The suggestion's answer: the offer now belongs to this game (as the operators' assignment answers). */
export const suggestGtinResponseSchema = assignOfferResponseSchema;
export type SuggestGtinResponse = z.infer<typeof suggestGtinResponseSchema>;
