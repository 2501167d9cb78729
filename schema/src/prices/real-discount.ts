/**
 * The size of a real discount ("Echter Rabatt"): how far the best offer's item price lies below
 * its own dealer's lowest item price in the 30 days before that price took effect (the low
 * `recomputePriceStats` compares against), in whole percent rounded down, so a badge never
 * claims more than the shop gives. Null when there is no real discount (no earlier low, or the
 * price is not below it). Its SQL twin is `realDiscountPercentSql` (`@spielraum/schema/prices`),
 * both pinned to the table in `schema/src/testing/real-discount.ts`.
 */
export function realDiscountPercent({
  priceCents,
  dealerLowCents,
}: {
  priceCents: number | null;
  dealerLowCents: number | null;
}): number | null {
  if (priceCents === null || dealerLowCents === null || dealerLowCents <= 0) return null;
  if (priceCents >= dealerLowCents) return null;
  return Math.floor((100 * (dealerLowCents - priceCents)) / dealerLowCents);
}
