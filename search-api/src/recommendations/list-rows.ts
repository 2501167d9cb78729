import { desc, sql, type SQL } from 'drizzle-orm';
import type { RecommendationListCard } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { recommendationLists } from '@spielraum/schema/db';
import { loadImages } from '../magazine/post-rows';

const EXCERPT_LENGTH = 180;

/** The tile columns of lists, with counts and the sum of their games' best totals. */
export async function listCards(db: Database, where: SQL, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      id: recommendationLists.id,
      slug: recommendationLists.slug,
      title: recommendationLists.title,
      intro: recommendationLists.description,
      ownerName: recommendationLists.ownerName,
      coverImageId: recommendationLists.coverImageId,
      updatedAt: recommendationLists.updatedAt,
      gameCount: sql<number>`(select count(*)::int from recommendation_list_items i where i.list_id = ${recommendationLists.id})`,
      bestTotalSum: sql<number | null>`(select sum(s.best_total_cents)::int from recommendation_list_items i
        join product_price_stats s on s.product_id = i.product_id
        where i.list_id = ${recommendationLists.id} and s.best_total_cents is not null)`,
      pricedCount: sql<number>`(select count(*)::int from recommendation_list_items i
        join product_price_stats s on s.product_id = i.product_id
        where i.list_id = ${recommendationLists.id} and s.best_total_cents is not null)`,
      followerCount: sql<number>`(select count(*)::int from recommendation_list_followers f where f.list_id = ${recommendationLists.id})`,
    })
    .from(recommendationLists)
    .where(where)
    .orderBy(desc(recommendationLists.publishedAt), desc(recommendationLists.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const covers = await loadImages(
    db,
    rows.flatMap((row) => (row.coverImageId === null ? [] : [row.coverImageId])),
  );
  return rows.map((row): RecommendationListCard & { intro: string } => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    intro: row.intro,
    excerpt:
      row.intro.length > EXCERPT_LENGTH
        ? `${row.intro.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')} …`
        : row.intro,
    cover: row.coverImageId === null ? null : (covers.get(row.coverImageId) ?? null),
    curator_name: row.ownerName,
    game_count: row.gameCount,
    best_total_sum: row.pricedCount > 0 ? row.bestTotalSum : null,
    priced_count: row.pricedCount,
    follower_count: row.followerCount,
    updated_at: row.updatedAt.toISOString(),
  }));
}
