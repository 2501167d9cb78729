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
 * Whether the best total `s.best_total_cents` reaches the threshold of the alert `a`
 * (`isPriceAlertReached` of `@spielraum/schema`): fired when true, re-armed when false; null
 * (a saving without a reference total) does neither.
 */
export const priceAlertReached: SQL = sql`(s.best_total_cents is not null and s.best_total_cents <= ${priceThreshold})`;

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
