/**
 * One table of best-offer prices and dealer lows with the expected real-discount percent. The
 * TypeScript rule (`realDiscountPercent`) and its SQL twin (`realDiscountPercentSql`) are both
 * tested against it, so the two cannot drift apart.
 */
export interface RealDiscountCase {
  priceCents: number | null;
  dealerLowCents: number | null;
  percent: number | null;
}

// one case per line reads as a table
// prettier-ignore
export const REAL_DISCOUNT_CASES: readonly RealDiscountCase[] = [
  // 23 % below the dealer's own low
  { priceCents: 3850, dealerLowCents: 5000, percent: 23 },
  // rounded down: 22.99 % is 22 %, never more than the shop gives
  { priceCents: 3851, dealerLowCents: 5000, percent: 22 },
  // a cent below the low is a real discount of less than one percent
  { priceCents: 4999, dealerLowCents: 5000, percent: 0 },
  // at or above the low: no real discount
  { priceCents: 5000, dealerLowCents: 5000, percent: null },
  { priceCents: 5200, dealerLowCents: 5000, percent: null },
  // no earlier price of that dealer, or no offer
  { priceCents: 3000, dealerLowCents: null, percent: null },
  { priceCents: null, dealerLowCents: 5000, percent: null },
  // free is the whole low off
  { priceCents: 0, dealerLowCents: 1999, percent: 100 },
  // large prices do not overflow
  { priceCents: 150_000_000, dealerLowCents: 200_000_000, percent: 25 },
];
