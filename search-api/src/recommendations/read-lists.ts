import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  message,
  RECOMMENDATION_LIMITS,
  type RecommendationListResponse,
  type RecommendationsResponse,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import {
  comments,
  products,
  recommendationListFollowers,
  recommendationListItems,
  recommendationLists,
} from '@spielraum/schema/db';
import { selectGameCards, toGameCard } from '../catalogue/game-cards';
import { listCommentThread } from '../comments/list-comment-thread';
import { AppError } from '../http/errors';
import { listCards } from './list-rows';

export function listNotFound(): AppError {
  return new AppError('not_found', { error: 'list not found', message: message('listNotFound') });
}

/** The public lists, newest first (unlisted and private ones are never listed). */
export async function listPublicLists({
  db,
  page,
}: {
  db: Database;
  page: number;
}): Promise<RecommendationsResponse['data']> {
  const perPage = RECOMMENDATION_LIMITS.perPage;
  const where = eq(recommendationLists.visibility, 'public');
  const [[total], lists] = await Promise.all([
    db.select({ n: count() }).from(recommendationLists).where(where),
    listCards(db, where, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  const n = total?.n ?? 0;
  return {
    lists: lists.map(({ intro: _, ...card }) => card),
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / perPage)),
  };
}

/**
 * One list by its address: public and unlisted ones for everyone, a private one for its curator
 * only (404 for everyone else, as if it did not exist). The games carry their live best totals.
 */
export async function readList({
  db,
  slug,
  viewerUuid,
}: {
  db: Database;
  slug: string;
  viewerUuid: string | null;
}): Promise<RecommendationListResponse['data']> {
  const visible = viewerUuid
    ? or(
        inArray(recommendationLists.visibility, ['public', 'unlisted']),
        eq(recommendationLists.ownerUuid, viewerUuid),
      )
    : inArray(recommendationLists.visibility, ['public', 'unlisted']);
  const [row] = await db
    .select({
      id: recommendationLists.id,
      ownerUuid: recommendationLists.ownerUuid,
      visibility: recommendationLists.visibility,
    })
    .from(recommendationLists)
    .where(and(eq(recommendationLists.slug, slug), visible))
    .limit(1);
  if (!row) throw listNotFound();
  const [[card], games, following, comments] = await Promise.all([
    listCards(db, eq(recommendationLists.id, row.id)),
    selectGameCards(db)
      .innerJoin(recommendationListItems, eq(recommendationListItems.productId, products.id))
      .where(eq(recommendationListItems.listId, row.id))
      .orderBy(asc(recommendationListItems.position), asc(products.id)),
    viewerUuid
      ? db
          .select({ n: sql<number>`1` })
          .from(recommendationListFollowers)
          .where(
            and(
              eq(recommendationListFollowers.listId, row.id),
              eq(recommendationListFollowers.userUuid, viewerUuid),
            ),
          )
      : Promise.resolve([]),
    listCommentThread({ db, targetType: 'recommendation_list', targetId: row.id, viewerUuid }),
  ]);
  const notes = await db
    .select({
      productId: recommendationListItems.productId,
      note: recommendationListItems.note,
      position: recommendationListItems.position,
    })
    .from(recommendationListItems)
    .where(eq(recommendationListItems.listId, row.id));
  const noteOf = new Map(notes.map((entry) => [entry.productId, entry]));
  return {
    list: {
      ...card!,
      visibility: row.visibility,
      items: games.map((game) => ({
        game: toGameCard(game),
        note: noteOf.get(game.product_id)?.note ?? null,
        position: noteOf.get(game.product_id)?.position ?? 0,
      })),
      following: following.length > 0,
      own: viewerUuid !== null && row.ownerUuid === viewerUuid,
    },
    comments,
  };
}

/** Follows or unfollows a list the user can see; answers the new state and count. */
export async function followList({
  db,
  userUuid,
  listId,
  follow,
}: {
  db: Database;
  userUuid: string;
  listId: number;
  follow: boolean;
}): Promise<{ following: boolean; follower_count: number }> {
  const [list] = await db
    .select({ id: recommendationLists.id })
    .from(recommendationLists)
    .where(
      and(
        eq(recommendationLists.id, listId),
        or(
          inArray(recommendationLists.visibility, ['public', 'unlisted']),
          eq(recommendationLists.ownerUuid, userUuid),
        ),
      ),
    );
  if (!list) throw listNotFound();
  if (follow) await db.insert(recommendationListFollowers).values({ listId, userUuid }).onConflictDoNothing();
  else
    await db
      .delete(recommendationListFollowers)
      .where(
        and(
          eq(recommendationListFollowers.listId, listId),
          eq(recommendationListFollowers.userUuid, userUuid),
        ),
      );
  const [total] = await db
    .select({ n: count() })
    .from(recommendationListFollowers)
    .where(eq(recommendationListFollowers.listId, listId));
  return { following: follow, follower_count: total?.n ?? 0 };
}

/** The addresses of the public lists, for the sitemap (unlisted and private ones stay out). */
export async function listPublicListUrls({ db }: { db: Database }) {
  return db
    .select({ slug: recommendationLists.slug, updatedAt: recommendationLists.updatedAt })
    .from(recommendationLists)
    .where(eq(recommendationLists.visibility, 'public'))
    .orderBy(asc(recommendationLists.id));
}

/** Whether a comment was written on one of this curator's lists. */
export async function isCommentOnOwnList({
  db,
  commentId,
  ownerUuid,
}: {
  db: Database;
  commentId: number;
  ownerUuid: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .innerJoin(recommendationLists, eq(recommendationLists.id, comments.targetId))
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.targetType, 'recommendation_list'),
        eq(recommendationLists.ownerUuid, ownerUuid),
      ),
    );
  return Boolean(row);
}
