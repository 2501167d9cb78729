import { count, inArray } from 'drizzle-orm';
import * as t from '@spielraum/schema/db';
import type { Logger, Platform } from '@spielraum/platform';
import { loadDemoAuthors } from '../demo-authors';
import { DEMO_USERS } from '../users';
import { DEMO_REVIEWS, type DemoGameReview } from './reviews';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rows per insert, so one statement stays well below a thousand bound parameters. */
const CHUNK = 50;

const EDITOR_EMAIL = DEMO_USERS.find((user) => user.role === 'editor')!.email;

export interface ReviewSeedResult {
  seeded: boolean;
  reviews: number;
}

/**
 * When a demo review was written and decided, relative to the seed: written on its day at an
 * hour that varies from review to review, decided a few hours to a day later (never after the
 * seed); its last change is the decision, or the writing while it waits.
 */
function reviewTimes(review: DemoGameReview, index: number, now: number) {
  const created = new Date(now - review.daysAgo * DAY);
  created.setUTCHours(7 + ((index * 5) % 15), (index * 17) % 60, 0, 0);
  const createdAt = new Date(Math.min(created.getTime(), now - 2 * HOUR));
  if (review.state.status === 'pending') return { createdAt, updatedAt: createdAt, moderatedAt: null };
  const decided = Math.min(createdAt.getTime() + (2 + (index % 22)) * HOUR, now - HOUR);
  const moderatedAt = new Date(Math.max(decided, createdAt.getTime()));
  return { createdAt, updatedAt: moderatedAt, moderatedAt };
}

/**
 * Fills the game pages with the reviews of `DEMO_REVIEWS`: published ones with "Hilfreich"
 * counts over the last year, some waiting in the moderation queue and two rejected with a
 * reason and note (one of them, like one pending review, by the demo user Mia, so her own view
 * shows every state). Authors are demo accounts or invented readers without an account.
 *
 * Does nothing when there are reviews already, or when the catalogue lacks a reviewed game (a
 * database that holds another catalogue than the demo's).
 */
export async function seedReviews({
  platform,
  logger,
}: {
  platform: Platform;
  logger: Logger;
}): Promise<ReviewSeedResult> {
  const { db } = platform.database;
  const nothing = { seeded: false, reviews: 0 };
  const [existing] = await db.select({ reviews: count() }).from(t.reviews);
  if ((existing?.reviews ?? 0) > 0) {
    logger.info({ reviews: existing?.reviews }, 'demo reviews already present');
    return nothing;
  }

  const slugs = [...new Set(DEMO_REVIEWS.map((review) => review.game))];
  const products = await db
    .select({ id: t.products.id, slug: t.products.slug })
    .from(t.products)
    .where(inArray(t.products.slug, slugs));
  const productIdBySlug = new Map(products.map((product) => [product.slug, product.id]));
  const missing = slugs.filter((slug) => !productIdBySlug.has(slug));
  if (missing.length > 0) {
    logger.warn({ missing }, 'demo reviews skipped: the catalogue lacks reviewed games');
    return nothing;
  }

  const { account, authorOf } = await loadDemoAuthors(db);
  const editorUuid = account(EDITOR_EMAIL)?.uuid ?? null;

  const now = Date.now();
  const rows = DEMO_REVIEWS.map((review, index) => {
    const { state } = review;
    const times = reviewTimes(review, index, now);
    return {
      productId: productIdBySlug.get(review.game)!,
      ...authorOf(review.author),
      title: review.title,
      rating: review.rating,
      text: review.text,
      helpfulCount: state.status === 'published' ? state.helpful : 0,
      status: state.status,
      moderatedBy: state.status === 'pending' ? null : editorUuid,
      rejectionReason: state.status === 'rejected' ? state.reason : null,
      moderatorNote: state.status === 'rejected' ? state.note : null,
      ...times,
    };
  });
  await platform.database.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK)
      await tx.db.insert(t.reviews).values(rows.slice(i, i + CHUNK));
  });
  logger.info({ reviews: rows.length, games: slugs.length }, 'demo reviews seeded');
  return { seeded: true, reviews: rows.length };
}
