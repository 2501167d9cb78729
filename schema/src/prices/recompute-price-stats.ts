import { is, SQL, sql } from 'drizzle-orm';
import { intArrayParam } from '../db/client';
import { liveOffer, offerTotalCents, totalToGermanyCents } from './offer-total';

export { liveOffer, offerTotalCents, restrictedBestTotals, totalToGermanyCents } from './offer-total';

/** A history point's total as the shop charged it (`h`, of the offer row `f` of `offered`). */
const historyTotal = totalToGermanyCents({
  price: sql`h.price_cents`,
  shipping: sql`h.shipping_cents`,
  freeShippingThreshold: sql`f.free_shipping_threshold_cents`,
  flatShipping: sql`f.shipping_cost_de_cents`,
});

/**
 * Per offer of `offers` (a relation of `product_id, offer_id`), the lowest item price its own
 * dealer asked in the 30 days before the offer's current price took effect, as
 * `product_id, prior_low`: the low a "real discount" is measured against. `history` is
 * `price_history` or a relation with its columns (`id, offer_id, price_cents, recorded_at`).
 * The price statistics decide `real_discount` with it, and the search documents, game cards and
 * deals page read the same low for the discount's size, so the rule has one home.
 */
export function dealerLowsOfOffers({ offers, history }: { offers: SQL; history: SQL }): SQL {
  // each point of the offer is in effect from its recorded_at until the offer's next point
  return sql`
      select product_id, min(price_cents) as prior_low
      from (
        select b.product_id, h.price_cents, h.recorded_at,
               coalesce(lead(h.recorded_at) over (partition by h.offer_id order by h.recorded_at, h.id), 'infinity'::timestamptz) as until,
               max(h.recorded_at) over (partition by h.offer_id) as current_at
        from ${history} h join ${offers} b on b.offer_id = h.offer_id
      ) best_points
      where recorded_at < current_at and until > current_at - interval '30 days'
      group by product_id`;
}

/**
 * `realDiscountPercent` of `../prices/real-discount.ts` in SQL, for statements that compute it
 * for many rows at once (search documents); pinned to the same table of cases.
 */
export function realDiscountPercentSql(priceCents: SQL, dealerLowCents: SQL): SQL {
  return sql`case when ${dealerLowCents} > 0 and ${priceCents} < ${dealerLowCents}
    then floor(100 * (${dealerLowCents}::numeric - ${priceCents}) / ${dealerLowCents})::int end`;
}

/** Runs a statement and returns its rows: a DatabaseHandle or a TransactionHandle. */
export interface QueryRunner {
  query<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
}

/**
 * Recomputes the price statistics of the given products (all products when `productIds` is
 * null) in one set-wise statement:
 * - best price and best total (price plus shipping to Germany; nothing when the dealer's
 *   free-shipping threshold is reached: `totalToGermanyCents` of `./offer-total.ts`, which the
 *   personal best totals of alerts share) over offers that are not gone and not "not_available";
 * - the aggregated availability (the best of all live offers) and the number of dealers;
 * - the all-time, 30-day and 52-week lows from price history, of totals like the best price
 *   (each point's price plus its own shipping, or the dealer's flat rate when the feed gave
 *   none, free from the dealer's current threshold), counting a price for every day it was in
 *   effect (a price set 40 days ago and unchanged since counts for the 30-day low);
 * - the 30-day median of item prices as reference price for discounts;
 * - "real discount": the best offer costs less than its own dealer's lowest price in the
 *   30 days before its current price took effect.
 * Returns the number of products written.
 */
export async function recomputePriceStats({
  database,
  productIds,
}: {
  database: QueryRunner;
  /** The products, or a query answering their ids as `product_id` (e.g. a temporary table). */
  productIds: number[] | SQL | null;
}): Promise<number> {
  if (Array.isArray(productIds) && productIds.length === 0) return 0;
  const ids = Array.isArray(productIds) ? intArrayParam(productIds) : null;
  const targets = is(productIds, SQL)
    ? sql`select p.id as product_id from products p where p.id in (${productIds})`
    : sql`select p.id as product_id from products p where ${ids}::int[] is null or p.id = any(${ids}::int[])`;
  const rows = await database.query<{ n: number }>(sql`
    with targets as (${targets}),
    -- every offer of the targets, read once (the gone ones still count for the lows)
    offered as materialized (
      select o.id as offer_id, o.product_id, o.dealer_id, o.price_cents, o.availability,
             ${liveOffer} as live,
             d.free_shipping_threshold_cents, d.shipping_cost_de_cents,
             ${offerTotalCents} as total_cents
      from offers o
      join dealers d on d.id = o.dealer_id
      join targets t on t.product_id = o.product_id
    ),
    best as (
      select distinct on (product_id) product_id, offer_id, price_cents, total_cents
      from offered where live and availability <> 'not_available'
      order by product_id, total_cents, price_cents, offer_id
    ),
    -- per dealer first, then per product: two hash aggregations instead of sorting every offer
    -- for count(distinct dealer_id)
    per_dealer as (
      select product_id, dealer_id,
             min(price_cents) filter (where availability <> 'not_available') as best_price,
             min(case availability
                   when 'is_available' then 1 when 'not_in_stock_but_can_order' then 2 when 'pre_available' then 3
                   when 'not_available_reordered' then 4 else 5 end) as availability_rank
      from offered where live group by product_id, dealer_id
    ),
    aggregated as (
      select product_id, min(best_price) as best_price, count(best_price)::int as dealer_count,
             min(availability_rank) as availability_rank
      from per_dealer group by product_id
    ),
    -- each point's total as the shop charged it then: its own shipping when the feed gave one,
    -- by the dealer's current rules otherwise (dealers' past rules are not kept)
    history as materialized (
      select f.product_id, h.id, h.offer_id, h.price_cents, h.recorded_at, h.availability,
             ${historyTotal} as total_cents
      from price_history h join offered f on f.offer_id = h.offer_id
    ),
    -- the lows (of totals) from the points recorded inside each window, in one pass over the history
    lows as (
      select product_id,
             min(total_cents) as lowest_all_time,
             min(total_cents) filter (where recorded_at > now() - interval '52 weeks') as in_52w,
             min(total_cents) filter (where recorded_at > now() - interval '30 days') as in_30d
      from history where availability <> 'not_available' group by product_id
    ),
    -- A point is in effect from its recorded_at until the next point of its offer. It counts for
    -- a window (the last 30 days, 52 weeks) when it was recorded inside it, or when it is the
    -- last point its offer recorded before the window began (still in effect then). Only those
    -- older points need ordering, not the whole history (a first load has none).
    boundary_30d as (
      select distinct on (offer_id) product_id, price_cents, total_cents, availability
      from history where recorded_at <= now() - interval '30 days'
      order by offer_id, recorded_at desc, id desc
    ),
    boundary_52w as (
      select distinct on (offer_id) product_id, total_cents, availability
      from history where recorded_at <= now() - interval '52 weeks'
      order by offer_id, recorded_at desc, id desc
    ),
    boundary_lows as (
      select product_id, min(total_cents) filter (where days = 30) as lowest_30d,
             min(total_cents) filter (where days = 364) as lowest_52w
      from (
        select product_id, total_cents, 30 as days from boundary_30d where availability <> 'not_available'
        union all
        select product_id, total_cents, 364 from boundary_52w where availability <> 'not_available'
      ) points group by product_id
    ),
    -- the 30-day median (the value at position ceil(n / 2)) as reference price for discounts
    medians as (
      select product_id, percentile_disc(0.5) within group (order by price_cents) as median_30d
      from (
        select product_id, price_cents from history
        where recorded_at > now() - interval '30 days' and availability <> 'not_available'
        union all
        select product_id, price_cents from boundary_30d where availability <> 'not_available'
      ) points group by product_id
    ),
    dealer_lows as (${dealerLowsOfOffers({ offers: sql`best`, history: sql`history` })}),
    written as (
    insert into product_price_stats as s (
      product_id, best_price_cents, best_total_cents, best_offer_id, availability, dealer_count,
      lowest_all_time_cents, lowest_30d_cents, lowest_52w_cents, reference_price_cents, real_discount, updated_at)
    select t.product_id, a.best_price, b.total_cents, b.offer_id,
           (case coalesce(a.availability_rank, 5)
              when 1 then 'is_available' when 2 then 'not_in_stock_but_can_order' when 3 then 'pre_available'
              when 4 then 'not_available_reordered' else 'not_available' end)::availability,
           coalesce(a.dealer_count, 0), l.lowest_all_time, least(l.in_30d, bl.lowest_30d),
           least(l.in_52w, bl.lowest_52w), m.median_30d, coalesce(b.price_cents < dl.prior_low, false), now()
    from targets t
    left join aggregated a on a.product_id = t.product_id
    left join best b on b.product_id = t.product_id
    left join lows l on l.product_id = t.product_id
    left join boundary_lows bl on bl.product_id = t.product_id
    left join medians m on m.product_id = t.product_id
    left join dealer_lows dl on dl.product_id = t.product_id
    on conflict (product_id) do update set
      best_price_cents = excluded.best_price_cents, best_total_cents = excluded.best_total_cents,
      best_offer_id = excluded.best_offer_id, availability = excluded.availability,
      dealer_count = excluded.dealer_count, lowest_all_time_cents = excluded.lowest_all_time_cents,
      lowest_30d_cents = excluded.lowest_30d_cents, lowest_52w_cents = excluded.lowest_52w_cents,
      reference_price_cents = excluded.reference_price_cents, real_discount = excluded.real_discount,
      updated_at = excluded.updated_at
    returning 1
    )
    -- a count, not ~300k ids through the driver into the worker's memory
    select count(*)::int as n from written
  `);
  return rows[0]?.n ?? 0;
}
