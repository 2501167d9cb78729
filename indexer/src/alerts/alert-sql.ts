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
 * The name of the notifying user's wish list that contains the product (the lowest id), for a
 * row with `user_uuid` and `product_id` under the alias given.
 */
export function wishListName(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(select l.name from user_lists l join user_list_items i on i.list_id = l.id
    where l.user_uuid = ${a}.user_uuid and l.kind = 'wishlist' and i.product_id = ${a}.product_id
    order by l.id limit 1)`;
}
