import { sql, type SQL } from 'drizzle-orm';
import { intArrayParam } from '@spielraum/schema/client';

/** Runs a statement and returns its rows: a DatabaseHandle or a TransactionHandle. */
export interface QueryRunner {
  query<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
}

/**
 * Recomputes the price statistics of the given products (all products when `productIds` is
 * null) in one set-wise statement:
 * - best price and best total (price plus shipping to Germany; nothing when the dealer's
 *   free-shipping threshold is reached) over offers that are not gone and not "not_available";
 * - the aggregated availability (the best of all live offers) and the number of dealers;
 * - the all-time, 30-day and 52-week lows from price history, counting a price for every day
 *   it was in effect (a price set 40 days ago and unchanged since counts for the 30-day low);
 * - the 30-day median as reference price for discounts;
 * - "real discount": the best offer costs less than its own dealer's lowest price in the
 *   30 days before its current price took effect.
 * Returns the number of products written.
 */
export async function recomputePriceStats({
  database,
  productIds,
}: {
  database: QueryRunner;
  productIds: number[] | null;
}): Promise<number> {
  if (productIds && productIds.length === 0) return 0;
  const ids = productIds ? intArrayParam(productIds) : null;
  const rows = await database.query<{ product_id: number }>(sql`
    with targets as (
      select p.id as product_id from products p where ${ids}::int[] is null or p.id = any(${ids}::int[])
    ),
    live as (
      select o.id as offer_id, o.product_id, o.dealer_id, o.price_cents, o.availability,
             o.price_cents + case
               when d.free_shipping_threshold_cents is not null and o.price_cents >= d.free_shipping_threshold_cents then 0
               else coalesce(o.shipping_cents, d.shipping_cost_de_cents)
             end as total_cents
      from offers o
      join dealers d on d.id = o.dealer_id and d.active
      join targets t on t.product_id = o.product_id
      where o.gone_at is null
    ),
    best as (
      select distinct on (product_id) product_id, offer_id, price_cents, total_cents
      from live where availability <> 'not_available'
      order by product_id, total_cents, price_cents, offer_id
    ),
    aggregated as (
      select product_id,
             min(price_cents) filter (where availability <> 'not_available') as best_price,
             count(distinct dealer_id) filter (where availability <> 'not_available')::int as dealer_count,
             min(case availability
                   when 'is_available' then 1 when 'not_in_stock_but_can_order' then 2 when 'pre_available' then 3
                   when 'not_available_reordered' then 4 else 5 end) as availability_rank
      from live group by product_id
    ),
    points as (
      select o.product_id, h.offer_id, h.price_cents, h.recorded_at, h.availability,
             coalesce(lead(h.recorded_at) over (partition by h.offer_id order by h.recorded_at, h.id), 'infinity'::timestamptz) as until
      from price_history h
      join offers o on o.id = h.offer_id
      join targets t on t.product_id = o.product_id
    ),
    lows as (
      select product_id,
             min(price_cents) as lowest_all_time,
             min(price_cents) filter (where until > now() - interval '30 days') as lowest_30d,
             min(price_cents) filter (where until > now() - interval '52 weeks') as lowest_52w,
             percentile_disc(0.5) within group (order by price_cents) filter (where until > now() - interval '30 days') as median_30d
      from points where availability <> 'not_available'
      group by product_id
    ),
    current_points as (
      select distinct on (p.offer_id) p.offer_id, p.recorded_at
      from points p join best b on b.offer_id = p.offer_id
      order by p.offer_id, p.recorded_at desc
    ),
    dealer_lows as (
      select b.product_id, min(p.price_cents) as prior_low
      from best b
      join current_points c on c.offer_id = b.offer_id
      join points p on p.offer_id = b.offer_id
      where p.recorded_at < c.recorded_at and p.until > c.recorded_at - interval '30 days'
      group by b.product_id
    )
    insert into product_price_stats as s (
      product_id, best_price_cents, best_total_cents, best_offer_id, availability, dealer_count,
      lowest_all_time_cents, lowest_30d_cents, lowest_52w_cents, reference_price_cents, real_discount, updated_at)
    select t.product_id, a.best_price, b.total_cents, b.offer_id,
           (case coalesce(a.availability_rank, 5)
              when 1 then 'is_available' when 2 then 'not_in_stock_but_can_order' when 3 then 'pre_available'
              when 4 then 'not_available_reordered' else 'not_available' end)::availability,
           coalesce(a.dealer_count, 0), l.lowest_all_time, l.lowest_30d, l.lowest_52w, l.median_30d,
           coalesce(b.price_cents < dl.prior_low, false), now()
    from targets t
    left join aggregated a on a.product_id = t.product_id
    left join best b on b.product_id = t.product_id
    left join lows l on l.product_id = t.product_id
    left join dealer_lows dl on dl.product_id = t.product_id
    on conflict (product_id) do update set
      best_price_cents = excluded.best_price_cents, best_total_cents = excluded.best_total_cents,
      best_offer_id = excluded.best_offer_id, availability = excluded.availability,
      dealer_count = excluded.dealer_count, lowest_all_time_cents = excluded.lowest_all_time_cents,
      lowest_30d_cents = excluded.lowest_30d_cents, lowest_52w_cents = excluded.lowest_52w_cents,
      reference_price_cents = excluded.reference_price_cents, real_discount = excluded.real_discount,
      updated_at = excluded.updated_at
    returning product_id
  `);
  return rows.length;
}
