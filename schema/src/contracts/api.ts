import { z } from 'zod';
import { availabilityValues, productTypeValues } from '../constants/values';

/** The one JSON shape of every error answer; `message` is German, `fields` holds per-field texts. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  uuid: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `GET /api/health`: the process answers (liveness). */
export const healthResponseSchema = z.object({ data: z.object({ status: z.literal('ok') }) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/ready`: 200 when the database and the job queue answer, else 503 saying which does not. */
export const readyResponseSchema = z.object({
  data: z.object({
    status: z.enum(['ready', 'unavailable']),
    database: z.boolean(),
    queue: z.boolean(),
    mode: z.enum(['embedded', 'server']),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

/** A signed-in user as the session and login calls answer it (SPEC §3 "User"). */
export const sessionUserSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  display_name: z.string(),
  verified: z.boolean(),
  avatar: z.string().nullable(),
  user_type: z.enum(['user', 'dealer']),
  /** Dealers the user excluded: the game page and basket leave their offers out for this user. */
  excluded_dealer_ids: z.array(z.number().int()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/session/`: `data.user` is null for anonymous visitors. */
export const sessionResponseSchema = z.object({
  data: z.object({
    user: sessionUserSchema.nullable(),
    permissions: z.array(z.string()),
  }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A game as listed on cards. Money in euro cents. */
export const gameCardSchema = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  product_type: z.enum(productTypeValues),
  publisher: z.string().nullable(),
  release_year: z.number().int().nullable(),
  number_of_players_from: z.number().int().nullable(),
  number_of_players_to: z.number().int().nullable(),
  playing_time: z.number().int().nullable(),
  age_from: z.number().int().nullable(),
  cover_image_id: z.number().int().nullable(),
  /** Lowest item price without shipping: a detail; the best price shown is `best_total`. */
  best_price: z.number().int().nullable(),
  /** Best total: price plus shipping to Germany, the one best price shown everywhere. */
  best_total: z.number().int().nullable(),
  availability: z.enum(availabilityValues),
  dealer_count: z.number().int(),
  /** Community rating 0–5 from the product data (not reviews written at Spielraum). */
  rating: z.number().nullable(),
  real_discount: z.boolean(),
  /**
   * How far the best offer lies below its dealer's own 30-day low, whole percent rounded down
   * (`realDiscountPercent`); null without a real discount.
   */
  real_discount_percent: z.number().int().min(0).max(100).nullable(),
});
export type GameCard = z.infer<typeof gameCardSchema>;
