/**
 * One table of price alerts and best totals with the expected threshold and verdict. The
 * TypeScript rule (`priceAlertThresholdCents`, `isPriceAlertReached` in `contracts/alerts.ts`)
 * and the indexer's SQL (`priceThreshold`, `priceAlertReached`) are both tested against it,
 * so the two cannot drift apart.
 */
export interface PriceAlertCase {
  desiredPriceCents: number | null;
  desiredDiscountPercent: number | null;
  referencePriceCents: number | null;
  bestTotalCents: number | null;
  thresholdCents: number | null;
  reached: boolean;
}

// one case per line reads as a table
// prettier-ignore
export const PRICE_ALERT_CASES: readonly PriceAlertCase[] = [
  // desired total: reached at and below it, not one cent above, never without an offer
  { desiredPriceCents: 2999, desiredDiscountPercent: null, referencePriceCents: 4999, bestTotalCents: 2999, thresholdCents: 2999, reached: true },
  { desiredPriceCents: 2999, desiredDiscountPercent: null, referencePriceCents: 4999, bestTotalCents: 2500, thresholdCents: 2999, reached: true },
  { desiredPriceCents: 2999, desiredDiscountPercent: null, referencePriceCents: 4999, bestTotalCents: 3000, thresholdCents: 2999, reached: false },
  { desiredPriceCents: 2999, desiredDiscountPercent: null, referencePriceCents: null, bestTotalCents: null, thresholdCents: 2999, reached: false },
  // "save N+ %": the reference less N %, rounded down to whole cents
  { desiredPriceCents: null, desiredDiscountPercent: 20, referencePriceCents: 4999, bestTotalCents: 3999, thresholdCents: 3999, reached: true },
  { desiredPriceCents: null, desiredDiscountPercent: 20, referencePriceCents: 4999, bestTotalCents: 4000, thresholdCents: 3999, reached: false },
  { desiredPriceCents: null, desiredDiscountPercent: 15, referencePriceCents: 2849, bestTotalCents: 2421, thresholdCents: 2421, reached: true },
  { desiredPriceCents: null, desiredDiscountPercent: 15, referencePriceCents: 2849, bestTotalCents: 2422, thresholdCents: 2421, reached: false },
  { desiredPriceCents: null, desiredDiscountPercent: 90, referencePriceCents: 9, bestTotalCents: 0, thresholdCents: 0, reached: true },
  { desiredPriceCents: null, desiredDiscountPercent: 50, referencePriceCents: 10_000_000, bestTotalCents: 5_000_000, thresholdCents: 5_000_000, reached: true },
  // a saving without a reference total has no threshold and never fires
  { desiredPriceCents: null, desiredDiscountPercent: 20, referencePriceCents: null, bestTotalCents: 100, thresholdCents: null, reached: false },
];
