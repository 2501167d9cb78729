import type { GameOffer } from '@spielraum/schema';

/**
 * The best total a user's price alert compares (the server's `restrictedBestTotals`): over the
 * offers of the dealers the user did not exclude that are not "not_available", with `language`
 * of that edition only. Null when no such offer exists.
 */
export function alertBestTotal(
  offers: GameOffer[],
  excludedDealerIds: readonly number[],
  language: string | null = null,
): number | null {
  const excludedIds = new Set(excludedDealerIds);
  const totals = offers
    .filter(
      (offer) =>
        !excludedIds.has(offer.dealer.id) &&
        offer.availability !== 'not_available' &&
        (language === null || offer.language === language),
    )
    .map((offer) => offer.total);
  return totals.length === 0 ? null : Math.min(...totals);
}
