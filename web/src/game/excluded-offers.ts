import type { GameOffer } from '@spielraum/schema';
import { alertBestTotal } from '../shared/alert-best-total';

/** A game's offers split by the user's excluded dealers, with the best total of the rest. */
export interface ExcludedOffers {
  kept: GameOffer[];
  excluded: GameOffer[];
  /** How many dealers the excluded offers come from. */
  excludedDealers: number;
  /** The best total over the kept offers that can be bought (as the price statistics count it). */
  bestTotal: number | null;
  /** Dealers of kept offers that can be bought. */
  dealerCount: number;
}

/**
 * Leaves the offers of the user's excluded dealers out: the game page's offers are the live
 * ones, so the best total over the rest that are not "not_available" is the same total the
 * price statistics and the user's alerts compute without those dealers.
 */
export function splitExcludedOffers(
  offers: GameOffer[],
  excludedDealerIds: readonly number[],
): ExcludedOffers {
  const excludedIds = new Set(excludedDealerIds);
  const kept = offers.filter((offer) => !excludedIds.has(offer.dealer.id));
  const excluded = offers.filter((offer) => excludedIds.has(offer.dealer.id));
  const buyable = kept.filter((offer) => offer.availability !== 'not_available');
  return {
    kept,
    excluded,
    excludedDealers: new Set(excluded.map((offer) => offer.dealer.id)).size,
    bestTotal: alertBestTotal(offers, excludedDealerIds),
    dealerCount: new Set(buyable.map((offer) => offer.dealer.id)).size,
  };
}
