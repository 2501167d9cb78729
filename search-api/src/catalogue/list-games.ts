import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { GameCard } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { mediaFiles, productGroups, productPriceStats, products, publishers } from '@spielraum/schema/db';

/**
 * A page of the catalogue for the game list, most popular first. The search API takes over
 * filtered and ranked lists; this stays the plain catalogue read.
 */
export async function listGames({
  db,
  page,
  rowsPerPage,
  category,
}: {
  db: Database;
  page: number;
  rowsPerPage: number;
  category?: string;
}): Promise<{ total: number; hits: GameCard[] }> {
  const where = category ? and(eq(productGroups.slug, category)) : undefined;
  const [totalRow] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(where);
  const rows = await db
    .select({
      product_id: products.id,
      slug: products.slug,
      title: products.title,
      category: productGroups.slug,
      product_type: products.productType,
      publisher: publishers.name,
      release_year: products.releaseYear,
      number_of_players_from: products.playersFrom,
      number_of_players_to: products.playersTo,
      playing_time: products.playingTimeMinutes,
      age_from: products.ageFrom,
      cover_image_id: mediaFiles.id,
      best_price: productPriceStats.bestPriceCents,
      best_total: productPriceStats.bestTotalCents,
      availability: sql<
        GameCard['availability']
      >`coalesce(${productPriceStats.availability}, 'not_available')`,
      dealer_count: sql<number>`coalesce(${productPriceStats.dealerCount}, 0)::int`,
      rating_centi: products.ratingCenti,
      real_discount: sql<boolean>`coalesce(${productPriceStats.realDiscount}, false)`,
    })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .leftJoin(publishers, eq(publishers.id, products.publisherId))
    .leftJoin(productPriceStats, eq(productPriceStats.productId, products.id))
    .leftJoin(mediaFiles, and(eq(mediaFiles.productId, products.id), eq(mediaFiles.isCover, true)))
    .where(where)
    .orderBy(desc(products.popularity), asc(products.title), asc(products.id))
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  return {
    total: totalRow?.total ?? 0,
    hits: rows.map(({ rating_centi, ...row }) => ({
      ...row,
      rating: rating_centi === null ? null : rating_centi / 100,
    })),
  };
}
