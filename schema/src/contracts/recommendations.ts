import { z } from 'zod';
import { message } from '../constants/messages';
import { visibilityValues } from '../constants/values';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../magazine/slug';
import { gameCardSchema } from './api';
import { commentThreadSchema } from './comments';
import { magazineImageSchema } from './magazine';

/**
 * Recommendation lists (SPEC §2 /recommendations, §6 curator permissions; calls "not shown",
 * designed in SPEC §7's style). Readers: `GET recommendations/`, `GET recommendations/{slug}/`,
 * `POST`/`DELETE recommendations/{id}/follow/`. Curators (`influencers_recommendationList_add`
 * or `_edit`): `GET`/`POST curator/lists/`, `GET`/`PUT`/`DELETE curator/lists/{id}/` (their own;
 * another curator's list answers 404), `POST curator/images/` for covers.
 */

export const RECOMMENDATION_LIMITS = {
  titleMaxLength: 120,
  introMaxLength: 3000,
  noteMaxLength: 600,
  gamesMax: 60,
  perPage: 12,
} as const;

export const recommendationVisibilitySchema = z.enum(visibilityValues, { error: message('chooseFromList') });

export const recommendationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: message('badRequest') })
    .int(message('badRequest'))
    .min(1)
    .max(10_000)
    .optional(),
});

export const recommendationListCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The start of the intro, for tiles. */
  excerpt: z.string(),
  cover: magazineImageSchema.nullable(),
  curator_name: z.string(),
  game_count: z.number().int(),
  /** Sum of the games' best totals (price plus shipping): "ganze Liste ab X € inkl. Versand". */
  best_total_sum: z.number().int().nullable(),
  /** Games with an offer now (the sum covers these). */
  priced_count: z.number().int(),
  follower_count: z.number().int(),
  updated_at: z.string(),
});
export type RecommendationListCard = z.infer<typeof recommendationListCardSchema>;

export const recommendationsResponseSchema = z.object({
  data: z.object({
    lists: z.array(recommendationListCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  }),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

export const recommendationListSchema = recommendationListCardSchema.extend({
  intro: z.string(),
  visibility: recommendationVisibilitySchema,
  items: z.array(z.object({ game: gameCardSchema, note: z.string().nullable(), position: z.number().int() })),
  /** The signed-in viewer follows it. */
  following: z.boolean(),
  /** The viewer is its curator. */
  own: z.boolean(),
});
export type RecommendationList = z.infer<typeof recommendationListSchema>;

/** `GET /api/recommendations/{slug}/`: a private list answers 404 to everyone but its curator. */
export const recommendationListResponseSchema = z.object({
  data: z.object({ list: recommendationListSchema, comments: commentThreadSchema }),
});
export type RecommendationListResponse = z.infer<typeof recommendationListResponseSchema>;

export const followResponseSchema = z.object({
  data: z.object({ following: z.boolean(), follower_count: z.number().int() }),
});

// Curators

const listItemInput = z.object({
  product_id: z
    .number({ error: message('badRequest') })
    .int(message('badRequest'))
    .min(1, message('badRequest'))
    .max(2_147_483_647, message('badRequest')),
  note: z
    .string({ error: message('badRequest') })
    .trim()
    .max(
      RECOMMENDATION_LIMITS.noteMaxLength,
      message('maxLength', { amount: RECOMMENDATION_LIMITS.noteMaxLength }),
    )
    .optional(),
});

/**
 * `POST /api/curator/lists/` and `PUT /api/curator/lists/{id}/`: the whole list; `items` in their
 * order. An empty `slug` is made from the title.
 */
export const curatorListRequestSchema = z.object({
  title: z
    .string({ error: message('required') })
    .trim()
    .min(1, message('required'))
    .max(
      RECOMMENDATION_LIMITS.titleMaxLength,
      message('maxLength', { amount: RECOMMENDATION_LIMITS.titleMaxLength }),
    ),
  slug: z
    .string({ error: message('badRequest') })
    .trim()
    .max(SLUG_MAX_LENGTH, message('maxLength', { amount: SLUG_MAX_LENGTH }))
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), message('magazineSlugInvalid'))
    .optional(),
  intro: z
    .string({ error: message('badRequest') })
    .trim()
    .max(
      RECOMMENDATION_LIMITS.introMaxLength,
      message('maxLength', { amount: RECOMMENDATION_LIMITS.introMaxLength }),
    ),
  visibility: recommendationVisibilitySchema,
  cover_image_id: z
    .number({ error: message('badRequest') })
    .int(message('badRequest'))
    .min(1, message('badRequest'))
    .max(2_147_483_647, message('badRequest'))
    .nullable(),
  items: z
    .array(listItemInput)
    .max(RECOMMENDATION_LIMITS.gamesMax, message('maxItems', { amount: RECOMMENDATION_LIMITS.gamesMax })),
});
export type CuratorListRequest = z.input<typeof curatorListRequestSchema>;

export const curatorListSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  visibility: recommendationVisibilitySchema,
  game_count: z.number().int(),
  follower_count: z.number().int(),
  pending_comments: z.number().int(),
  updated_at: z.string(),
});

export const curatorListsResponseSchema = z.object({
  data: z.object({ lists: z.array(curatorListSummarySchema) }),
});
export type CuratorListsResponse = z.infer<typeof curatorListsResponseSchema>;

/** A list as its curator edits it. */
export const curatorListSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  visibility: recommendationVisibilitySchema,
  cover: magazineImageSchema.nullable(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      category: z.string(),
      cover_image_id: z.number().int().nullable(),
      note: z.string().nullable(),
    }),
  ),
  updated_at: z.string(),
  path: z.string(),
});
export type CuratorList = z.infer<typeof curatorListSchema>;
export const curatorListResponseSchema = z.object({ data: curatorListSchema });
export type CuratorListResponse = z.infer<typeof curatorListResponseSchema>;
