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
 * The threshold of a price alert row under the alias `a`: the desired price, or for a desired
 * discount the reference price at creation minus N %, rounded down to whole cents.
 */
export const priceThreshold: SQL =
  sql.raw(`(case when a.desired_price_cents is not null then a.desired_price_cents
  else (a.reference_price_cents::bigint * (100 - a.desired_discount_percent) / 100) end)`);

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
