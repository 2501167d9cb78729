import { z } from 'zod';
import { message } from '../constants/messages';
import { MODERATION_REASONS, type ModerationReason } from './moderation';

/**
 * Reviews (SPEC §3 Review: title, rating, text; checked by the editorial team before they are
 * published). One review per user and game; editing sends it back to the queue. Calls designed
 * in SPEC §7's style: `GET game/{product_id}/reviews/?sort=&page=`, `PUT` and `DELETE
 * game/{product_id}/review/` (the signed-in user's own), `POST`/`DELETE reviews/{id}/helpful/`.
 */

export const REVIEW_LIMITS = { titleMaxLength: 120, textMaxLength: 5000, perPage: 10 } as const;

export const reviewSortValues = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSortValues)[number];

export const reviewsQuerySchema = z.object({
  sort: z.enum(reviewSortValues, { error: message('chooseFromList') }).optional(),
  page: z.coerce
    .number({ error: message('badRequest') })
    .int(message('badRequest'))
    .min(1)
    .max(10_000)
    .optional(),
});

/** `PUT /api/game/{product_id}/review/`: the rating is required with SPEC §5's text. */
export const reviewRequestSchema = z.object({
  title: z
    .string({ error: message('required') })
    .trim()
    .min(1, message('required'))
    .max(REVIEW_LIMITS.titleMaxLength, message('maxLength', { amount: REVIEW_LIMITS.titleMaxLength })),
  rating: z
    .number({ error: message('ratingRequired') })
    .int(message('ratingRequired'))
    .min(1, message('ratingRequired'))
    .max(5, message('ratingRequired')),
  text: z
    .string({ error: message('badRequest') })
    .trim()
    .max(REVIEW_LIMITS.textMaxLength, message('maxLength', { amount: REVIEW_LIMITS.textMaxLength })),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  title: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  published_at: z.string(),
  helpful_count: z.number().int(),
  /** The viewer marked it helpful. */
  voted: z.boolean(),
  own: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The signed-in user's own review in any state, with the decision's reason when rejected. */
export const ownReviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rating: z.number().int(),
  text: z.string(),
  status: z.enum(['pending', 'published', 'rejected']),
  rejection_reason: z.string().nullable(),
  moderator_note: z.string().nullable(),
  updated_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const reviewsResponseSchema = z.object({
  data: z.object({
    /** Published reviews only. */
    average: z.number().nullable(),
    count: z.number().int(),
    /** Published reviews with 1, 2, 3, 4 and 5 stars. */
    distribution: z.array(z.number().int()).length(5),
    reviews: z.array(reviewSchema),
    sort: z.enum(reviewSortValues),
    page: z.number().int(),
    pages: z.number().int(),
    own: ownReviewSchema.nullable(),
  }),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const ownReviewResponseSchema = z.object({ data: ownReviewSchema });

/** `POST`/`DELETE /api/reviews/{id}/helpful/`: the review's count after the change. */
export const reviewHelpfulResponseSchema = z.object({
  data: z.object({ helpful_count: z.number().int(), voted: z.boolean() }),
});

/** The German text of a rejection reason, as the author reads it. */
export function rejectionReasonText(reason: string | null): string | null {
  return reason && reason in MODERATION_REASONS ? MODERATION_REASONS[reason as ModerationReason] : null;
}
