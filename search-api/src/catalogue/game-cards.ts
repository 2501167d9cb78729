import { and, eq, inArray, sql } from 'drizzle-orm';
import { realDiscountPercent, type GameCard } from '@spielraum/schema';
import type { Database, DatabaseHandle } from '@spielraum/schema/client';
import { mediaFiles, productGroups, productPriceStats, products, publishers } from '@spielraum/schema/db';
import { dealerLowsOfOffers } from '@spielraum/schema/prices';

/**
 * The catalogue read behind every game card (lists, the game page's expansions and related
 * games): product, group, publisher, cover and price statistics. Callers add where, order and
 * paging, and turn each row into a card with `toGameCard`.
 */
export function selectGameCards(db: Database) {
  return db
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
      // what the real discount's size is computed from, read only for games that have one
      best_offer_price_cents: sql<number | null>`case when ${productPriceStats.realDiscount} then
        (select o.price_cents from offers o where o.id = ${productPriceStats.bestOfferId}) end`,
      dealer_low_cents: sql<
        number | null
      >`case when ${productPriceStats.realDiscount} then (select dl.prior_low from (${dealerLowsOfOffers({
        offers: sql`(select ${productPriceStats.productId} as product_id, ${productPriceStats.bestOfferId} as offer_id)`,
        history: sql`price_history`,
      })}) dl) end`,
    })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .leftJoin(publishers, eq(publishers.id, products.publisherId))
    .leftJoin(productPriceStats, eq(productPriceStats.productId, products.id))
    .leftJoin(mediaFiles, and(eq(mediaFiles.productId, products.id), eq(mediaFiles.isCover, true)));
}

type GameCardRow = Awaited<ReturnType<typeof selectGameCards>>[number];

/** A row of `selectGameCards` as the card the web client shows (rating stored in hundredths). */
export function toGameCard({
  rating_centi,
  best_offer_price_cents,
  dealer_low_cents,
  ...row
}: GameCardRow): GameCard {
  return {
    ...row,
    rating: rating_centi === null ? null : rating_centi / 100,
    real_discount_percent: row.real_discount
      ? realDiscountPercent({ priceCents: best_offer_price_cents, dealerLowCents: dealer_low_cents })
      : null,
  };
}

/** Game cards (as in lists) for the given product ids, in the order of `ids`; unknown ids are left out. */
export async function gameCardsByIds(database: DatabaseHandle, ids: readonly number[]): Promise<GameCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectGameCards(database.db).where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.product_id, toGameCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
