import { and, eq, sql } from 'drizzle-orm';
import { message, serverMessage, type OwnReview, type reviewRequestSchema } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { products, reviews, reviewVotes } from '@spielraum/schema/db';
import type { z } from 'zod';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';
import { toOwnReview } from './list-reviews';

export function gameNotFound(): AppError {
  return new AppError('not_found', { error: 'game not found', message: message('gameNotFound') });
}

export function reviewNotFound(): AppError {
  return new AppError('not_found', { error: 'review not found', message: serverMessage('reviewNotFound') });
}

/**
 * Writes the user's one review of a game, or changes it. Every save waits for the editors again
 * (SPEC §4: submitted, checked, then published); a changed review loses its "Hilfreich" votes,
 * which were given to the old text.
 */
export async function saveReview({
  db,
  session,
  productId,
  request,
}: {
  db: Database;
  session: CurrentSession;
  productId: number;
  request: z.output<typeof reviewRequestSchema>;
}): Promise<OwnReview> {
  const [game] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!game) throw gameNotFound();
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(reviews)
      .values({
        productId,
        userUuid: session.user.uuid,
        authorName: session.user.display_name,
        title: request.title,
        rating: request.rating,
        text: request.text,
      })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userUuid],
        set: {
          title: request.title,
          rating: request.rating,
          text: request.text,
          authorName: session.user.display_name,
          status: 'pending',
          rejectionReason: null,
          moderatorNote: null,
          moderatedAt: null,
          moderatedBy: null,
          helpfulCount: 0,
          reportCount: 0,
          reportedAt: null,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    await tx.delete(reviewVotes).where(eq(reviewVotes.reviewId, saved!.id));
    return saved!;
  });
  return toOwnReview(row);
}

/** Withdraws the user's own review of a game (404 when there is none). */
export async function withdrawReview({
  db,
  userUuid,
  productId,
}: {
  db: Database;
  userUuid: string;
  productId: number;
}): Promise<void> {
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userUuid, userUuid)))
    .returning({ id: reviews.id });
  if (deleted.length === 0) throw reviewNotFound();
}

/** Marks a published review of someone else as helpful, or takes the mark back. */
export async function voteHelpful({
  db,
  userUuid,
  reviewId,
  helpful,
}: {
  db: Database;
  userUuid: string;
  reviewId: number;
  helpful: boolean;
}): Promise<{ helpful_count: number; voted: boolean }> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userUuid: reviews.userUuid })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
      .for('update');
    if (!review) throw reviewNotFound();
    if (review.userUuid === userUuid)
      throw new AppError('bad_request', { error: 'own review', message: serverMessage('reviewOwnHelpful') });
    const changed = helpful
      ? await tx.insert(reviewVotes).values({ reviewId, userUuid }).onConflictDoNothing().returning()
      : await tx
          .delete(reviewVotes)
          .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userUuid, userUuid)))
          .returning();
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + ${changed.length === 0 ? 0 : helpful ? 1 : -1}` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { helpful_count: updated!.helpfulCount, voted: helpful };
  });
}
