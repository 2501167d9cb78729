import { sql, type SQL } from 'drizzle-orm';

/**
 * The total of a price to Germany, as every best total is defined: the price plus its own
 * shipping (the dealer's flat rate when the feed gave none), nothing from the dealer's
 * free-shipping threshold on. The price statistics use it for offers and history points alike,
 * the personal best totals of {@link restrictedBestTotals} for offers, so the rule has one home.
 */
export function totalToGermanyCents({
  price,
  shipping,
  freeShippingThreshold,
  flatShipping,
}: {
  price: SQL;
  shipping: SQL;
  freeShippingThreshold: SQL;
  flatShipping: SQL;
}): SQL {
  return sql`${price} + case
               when ${freeShippingThreshold} is not null and ${price} >= ${freeShippingThreshold} then 0
               else coalesce(${shipping}, ${flatShipping})
             end`;
}

/** {@link totalToGermanyCents} of the offer under alias `o` at its dealer under alias `d`. */
export const offerTotalCents: SQL = totalToGermanyCents({
  price: sql`o.price_cents`,
  shipping: sql`o.shipping_cents`,
  freeShippingThreshold: sql`d.free_shipping_threshold_cents`,
  flatShipping: sql`d.shipping_cost_de_cents`,
});

/** Whether the offer `o` of dealer `d` is live: still in the dealer's feed, and the dealer listed. */
export const liveOffer: SQL = sql`(o.gone_at is null and d.active)`;

/**
 * The best total of each row of `targets` over the offers that count for it: a relation with
 * the columns `key` (any id the caller joins back on), `product_id`, `excluded_dealer_ids`
 * (int[], the user's excluded dealers) and `language` (a language edition, null for all). Live
 * offers only, not "not_available", by {@link offerTotalCents}: the best total of the price
 * statistics with some dealers and editions left out. Answers `key, best_total_cents`, one
 * row per target key that has such an offer.
 */
export function restrictedBestTotals(targets: SQL): SQL {
  return sql`
    select t.key, min(${offerTotalCents}) as best_total_cents
    from ${targets} t
    join offers o on o.product_id = t.product_id
    join dealers d on d.id = o.dealer_id
    left join product_versions v on v.id = o.product_version_id
    where ${liveOffer} and o.availability <> 'not_available'
      and o.dealer_id <> all(t.excluded_dealer_ids)
      and (t.language is null or v.language = t.language)
    group by t.key`;
}
