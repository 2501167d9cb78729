import {
  ownReviewResponseSchema,
  reviewHelpfulResponseSchema,
  reviewsResponseSchema,
  successResponseSchema,
  type ReviewRequest,
  type ReviewSort,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

// The reviews' calls and their zod contracts load with the interactive part of the game page's
// reviews (ReviewsPanel), never with the game page's first JavaScript.

/** `GET /api/game/{product_id}/reviews/?sort=&page=`: summary, one page, the viewer's own review. */
export async function fetchReviews(
  productId: number,
  query: { sort: ReviewSort; page: number },
  options: RequestOptions = {},
) {
  const params = new URLSearchParams({ sort: query.sort });
  if (query.page > 1) params.set('page', String(query.page));
  return (await apiGet(`game/${productId}/reviews/`, reviewsResponseSchema, { ...options, query: params }))
    .data;
}

/** `PUT /api/game/{product_id}/review/`: creates or changes the own review; it goes back to `pending`. */
export async function saveReview(productId: number, request: ReviewRequest) {
  return (await apiRequest('PUT', `game/${productId}/review/`, ownReviewResponseSchema, { json: request }))
    .data;
}

/** `DELETE /api/game/{product_id}/review/`: withdraws the own review. */
export function withdrawReview(productId: number) {
  return apiRequest('DELETE', `game/${productId}/review/`, successResponseSchema);
}

/** `POST` (mark) or `DELETE` (unmark) `/api/reviews/{id}/helpful/`: the new count and the viewer's vote. */
export async function setHelpful(reviewId: number, voted: boolean) {
  return (
    await apiRequest(voted ? 'POST' : 'DELETE', `reviews/${reviewId}/helpful/`, reviewHelpfulResponseSchema)
  ).data;
}
