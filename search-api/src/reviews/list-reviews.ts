import { and, desc, eq, sql } from 'drizzle-orm';
import {
  REVIEW_LIMITS,
  rejectionReasonText,
  type OwnReview,
  type ReviewSort,
  type ReviewsResponse,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { reviews, reviewVotes } from '@spielraum/schema/db';

type ReviewRow = typeof reviews.$inferSelect;

export function toOwnReview(row: ReviewRow): OwnReview {
  return {
    id: row.id,
    title: row.title,
    rating: row.rating,
    text: row.text,
    status: row.status,
    rejection_reason: row.status === 'rejected' ? rejectionReasonText(row.rejectionReason) : null,
    moderator_note: row.status === 'rejected' ? row.moderatorNote : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The published reviews of a game with average, count and star distribution, a page sorted by
 * newest or most helpful, and the viewer's own review in any state (the only place a pending or
 * rejected review shows, with the reason).
 */
export async function listReviews({
  db,
  productId,
  sort,
  page,
  viewerUuid,
}: {
  db: Database;
  productId: number;
  sort: ReviewSort;
  page: number;
  viewerUuid: string | null;
}): Promise<ReviewsResponse['data']> {
  const published = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
  const perPage = REVIEW_LIMITS.perPage;
  const [stats, rows, own] = await Promise.all([
    db
      .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(published)
      .groupBy(reviews.rating),
    db
      .select({
        review: reviews,
        voted: viewerUuid
          ? sql<boolean>`exists (select 1 from ${reviewVotes} v where v.review_id = ${reviews.id} and v.user_uuid = ${viewerUuid})`
          : sql<boolean>`false`,
      })
      .from(reviews)
      .where(published)
      .orderBy(
        ...(sort === 'helpful' ? [desc(reviews.helpfulCount)] : []),
        desc(sql`coalesce(${reviews.moderatedAt}, ${reviews.createdAt})`),
        desc(reviews.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage),
    viewerUuid
      ? db
          .select()
          .from(reviews)
          .where(and(eq(reviews.productId, productId), eq(reviews.userUuid, viewerUuid)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const distribution = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const { rating, n } of stats) {
    distribution[rating - 1] = n;
    count += n;
    sum += rating * n;
  }
  return {
    average: count === 0 ? null : Math.round((sum / count) * 10) / 10,
    count,
    distribution,
    reviews: rows.map(({ review, voted }) => ({
      id: review.id,
      author_name: review.authorName,
      title: review.title,
      rating: review.rating,
      text: review.text,
      published_at: (review.moderatedAt ?? review.createdAt).toISOString(),
      helpful_count: review.helpfulCount,
      voted,
      own: viewerUuid !== null && review.userUuid === viewerUuid,
    })),
    sort,
    page,
    pages: Math.max(1, Math.ceil(count / perPage)),
    own: own[0] ? toOwnReview(own[0]) : null,
  };
}
