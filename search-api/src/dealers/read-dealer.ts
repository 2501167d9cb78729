import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { availabilityValues, DEALER_LIMITS, serverMessage, type DealerProfile } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { dealers, offers, products } from '@spielraum/schema/db';
import { shippingCents } from '../catalogue/find-game-page';
import { gameCardsByIds } from '../catalogue/game-cards';
import { AppError } from '../http/errors';
import { liveOffer, publicDealerColumns, toDealerSummary } from './list-dealers';

export function dealerNotFound(): AppError {
  return new AppError('not_found', { error: 'dealer not found', message: serverMessage('dealerNotFound') });
}

/** The stored website when it is an http(s) address, else null: the page links it. */
function httpAddress(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Rank of an availability, best first, as the price statistics order them (`availabilityValues`). */
const availabilityRank = sql<number>`min(case ${offers.availability}
  when 'is_available' then 1 when 'not_in_stock_but_can_order' then 2 when 'pre_available' then 3
  when 'not_available_reordered' then 4 else 5 end)::int`;

/**
 * An active dealer's page by its slug: the directory's facts, website and shipping text, the
 * number of live offers and of different games among them, and the most popular of those games
 * as game cards with the dealer's own cheapest total. Inactive and unknown dealers are a 404.
 */
export async function readDealer({
  database,
  slug,
}: {
  database: DatabaseHandle;
  slug: string;
}): Promise<DealerProfile> {
  const { db } = database;
  const [dealer] = await db
    .select({ ...publicDealerColumns, website: dealers.website, shippingInfo: dealers.shippingInfo })
    .from(dealers)
    .where(and(eq(dealers.slug, slug), eq(dealers.active, true)))
    .limit(1);
  if (!dealer) throw dealerNotFound();

  const ofDealer = and(eq(offers.dealerId, dealer.id), liveOffer);
  const [[counts], topGames] = await Promise.all([
    db
      .select({
        offers: sql<number>`count(*)::int`,
        games: sql<number>`count(distinct ${offers.productId})::int`,
      })
      .from(offers)
      .where(ofDealer),
    db
      .select({
        productId: sql<number>`${offers.productId}`,
        dealerTotal: sql<number | null>`(min(${offers.priceCents} + ${shippingCents})
          filter (where ${offers.availability} <> 'not_available'))::int`,
        availabilityRank,
      })
      .from(offers)
      .innerJoin(dealers, eq(dealers.id, offers.dealerId))
      .innerJoin(products, eq(products.id, offers.productId))
      .where(ofDealer)
      .groupBy(offers.productId, products.popularity, products.title)
      .orderBy(desc(products.popularity), asc(products.title), asc(offers.productId))
      .limit(DEALER_LIMITS.gamesShown),
  ]);
  const cards = await gameCardsByIds(
    database,
    topGames.map((game) => Number(game.productId)),
  );
  const byId = new Map(topGames.map((game) => [Number(game.productId), game]));

  return {
    ...toDealerSummary(dealer, Number(counts?.offers ?? 0)),
    website: httpAddress(dealer.website),
    shipping_info: dealer.shippingInfo,
    game_count: Number(counts?.games ?? 0),
    games: cards.map((game) => {
      const offered = byId.get(game.product_id)!;
      return {
        game,
        dealer_total: offered.dealerTotal === null ? null : Number(offered.dealerTotal),
        dealer_availability: availabilityValues[Number(offered.availabilityRank) - 1] ?? 'not_available',
      };
    }),
  };
}
