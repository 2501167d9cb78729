import { sql, type SQL } from 'drizzle-orm';
import type { Availability } from '@spielraum/schema';

/**
 * Availability values a customer can order in (SPEC §3): in stock, orderable although not in
 * stock, and pre-orderable. `not_available` and `not_available_reordered` are not orderable.
 */
export const ORDERABLE: readonly Availability[] = [
  'is_available',
  'not_in_stock_but_can_order',
  'pre_available',
];

/** `('is_available', ...)` for `in`/`not in` comparisons against the availability enum. */
export const orderableList: SQL = sql.raw(`(${ORDERABLE.map((value) => `'${value}'`).join(', ')})`);

/**
 * The threshold of a price alert row under the alias `a`, in SQL so one statement can fire a
 * whole feed run's alerts: `priceAlertThresholdCents` of `@spielraum/schema` (integer division
 * of positive numbers rounds down like its `Math.floor`). `alert-sql.test.ts` checks both
 * against the shared `PRICE_ALERT_CASES`.
 */
export const priceThreshold: SQL =
  sql.raw(`(case when a.desired_price_cents is not null then a.desired_price_cents
  else (a.reference_price_cents::bigint * (100 - a.desired_discount_percent) / 100) end)`);

/**
 * The threshold of any price alert `a` against the game's price statistics `s`: a low alert's
 * window low (`lowest_30d_cents`, `lowest_52w_cents`, `lowest_all_time_cents`), which moves
 * with the prices, else the fixed {@link priceThreshold}.
 */
export const alertThreshold: SQL = sql`(case a.low_window
  when '30d' then s.lowest_30d_cents when '52w' then s.lowest_52w_cents when 'all' then s.lowest_all_time_cents
  else ${priceThreshold} end)`;

/**
 * Whether the best total `bestTotal` reaches the threshold of the alert `a`
 * (`isPriceAlertReached` of `@spielraum/schema`): fired when true, re-armed when false; null
 * (a saving without a reference total, a game without a low yet) does neither.
 */
export function priceAlertReachedBy(bestTotal: SQL): SQL {
  return sql`(${bestTotal} is not null and ${bestTotal} <= ${alertThreshold})`;
}

/** {@link priceAlertReachedBy} the game's best total over all dealers, `s.best_total_cents`. */
export const priceAlertReached: SQL = priceAlertReachedBy(sql`s.best_total_cents`);

/**
 * A low alert fires only in a run that lowered the game's best total (`r.dropped` of
 * `alert_products`: the run has a `price_drop` event for it), so a price that merely stays at
 * the low never notifies; other price alerts need no event.
 */
export const lowAlertDue: SQL = sql`(a.low_window is null or r.dropped)`;

/**
 * The alert `a`'s game is in none of its user's collections: owned means done, so price and
 * availability alerts of owned games never fire (they stay armed for when it leaves the collection).
 */
export const notInCollection: SQL = sql`not exists (
  select 1 from user_list_items i join user_lists l on l.id = i.list_id
  where i.product_id = a.product_id and l.user_uuid = a.user_uuid and l.kind = 'collection')`;

/**
 * The name of each user's wish list that contains the product (the lowest id), for the
 * distinct (user_uuid, product_id) pairs of the CTE or table `source`: a query to join once
 * (hash join) instead of one sub-select per notification.
 */
export function wishListNames(source: string): SQL {
  const from = sql.raw(source);
  return sql`select distinct on (l.user_uuid, i.product_id) l.user_uuid, i.product_id, l.name
    from ${from} f
    join user_list_items i on i.product_id = f.product_id
    join user_lists l on l.id = i.list_id and l.user_uuid = f.user_uuid and l.kind = 'wishlist'
    order by l.user_uuid, i.product_id, l.id`;
}
