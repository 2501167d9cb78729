import { sql } from 'drizzle-orm';
import {
  CATEGORY_SLUGS,
  DEALS_PER_PAGE,
  realDiscountPercent,
  type CategorySlug,
  type Deal,
  type DealsResponse,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { dealerLowsOfOffers } from '@spielraum/schema/prices';
import { gameCardsByIds } from '../catalogue/game-cards';

interface DealRow extends Record<string, unknown> {
  counts: Record<string, number>;
  page: { product_id: number; price_cents: number; dealer_low_cents: number }[];
}

/**
 * "Preisstürze": the games whose best offer is a real discount (the price statistics' flag),
 * the biggest first by the price's ratio to its dealer's own 30-day low (the order of
 * `realDiscountPercent`, without its rounding's ties), then the more popular, then the product
 * id; with the number of real discounts per category. Products the search hides by default
 * (accessories) are left out here too. One statement reads the flagged rows (few) and each
 * one's price history through its index; the cards come in a second read by id.
 */
export async function listDeals({
  database,
  category,
  page,
}: {
  database: DatabaseHandle;
  category: CategorySlug | null;
  page: number;
}): Promise<DealsResponse['data']> {
  const offset = (page - 1) * DEALS_PER_PAGE;
  const [row] = await database.query<DealRow>(sql`
    with deals as (
      select s.product_id, g.slug as category, o.price_cents, dl.prior_low as dealer_low_cents, p.popularity
      from product_price_stats s
      join products p on p.id = s.product_id
      join product_groups g on g.id = p.group_id
      join offers o on o.id = s.best_offer_id
      join lateral (${dealerLowsOfOffers({
        offers: sql`(select s.product_id, s.best_offer_id as offer_id)`,
        history: sql`price_history`,
      })}) dl on true
      where s.real_discount and p.product_type <> 'accessory' and o.price_cents < dl.prior_low
    ),
    counts as (select category, count(*)::int as n from deals group by category),
    paged as (
      select product_id, price_cents, dealer_low_cents,
             row_number() over (order by price_cents::float8 / dealer_low_cents, popularity desc, product_id) as position
      from deals where ${category}::text is null or category = ${category}
      order by position limit ${DEALS_PER_PAGE} offset ${offset}
    )
    select (select coalesce(jsonb_object_agg(category, n), '{}'::jsonb) from counts) as counts,
           (select coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'price_cents', price_cents,
                                     'dealer_low_cents', dealer_low_cents) order by position), '[]'::jsonb)
              from paged) as page`);
  const counts = row?.counts ?? {};
  const pageRows = row?.page ?? [];
  const cards = new Map(
    (
      await gameCardsByIds(
        database,
        pageRows.map((deal) => deal.product_id),
      )
    ).map((card) => [card.product_id, card]),
  );
  const deals = pageRows.flatMap((deal): Deal[] => {
    const card = cards.get(deal.product_id);
    const percent = realDiscountPercent({
      priceCents: deal.price_cents,
      dealerLowCents: deal.dealer_low_cents,
    });
    if (!card || percent === null) return [];
    return [
      {
        game: { ...card, real_discount_percent: percent },
        price_cents: deal.price_cents,
        dealer_low_cents: deal.dealer_low_cents,
      },
    ];
  });
  const total =
    category === null ? Object.values(counts).reduce((sum, n) => sum + n, 0) : (counts[category] ?? 0);
  return {
    deals,
    category,
    categories: CATEGORY_SLUGS.map((slug) => ({ slug, count: counts[slug] ?? 0 })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / DEALS_PER_PAGE)),
    per_page: DEALS_PER_PAGE,
  };
}
