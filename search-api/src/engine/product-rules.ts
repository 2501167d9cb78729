import { TOGGLE_DEFAULTS, type ProductType } from '@spielraum/schema';
import type { FilterSet, ToggleName } from './types';

/**
 * The default product rules, the one place that decides which products a search shows when
 * the user has not said otherwise:
 * - base games, boosters, books and miniatures always;
 * - expansions unless the `expansions` switch is off (default on);
 * - accessories only when the `accessories` switch is on (default off);
 * - products without any dealer offer (`hasDeal: false`) only when `withoutDeals` is on
 *   (default off).
 * A `productType` filter narrows inside these rules; it does not lift them. A switch counts
 * towards the five-filter cap only when it differs from its default here.
 */
export { TOGGLE_DEFAULTS };

const ALWAYS_SHOWN: readonly ProductType[] = ['game', 'booster', 'book', 'miniature'];

/** The resolved switches of a filter set, defaults filled in. */
export function resolveToggles(filters: FilterSet): Record<ToggleName, boolean> {
  return {
    expansions: filters.expansions ?? TOGGLE_DEFAULTS.expansions,
    accessories: filters.accessories ?? TOGGLE_DEFAULTS.accessories,
    withoutDeals: filters.withoutDeals ?? TOGGLE_DEFAULTS.withoutDeals,
    exactPlayers: filters.exactPlayers ?? TOGGLE_DEFAULTS.exactPlayers,
  };
}

/** The product types a search with these filters may show. */
export function shownProductTypes(filters: FilterSet): ProductType[] {
  const toggles = resolveToggles(filters);
  return [
    ...ALWAYS_SHOWN,
    ...(toggles.expansions ? (['expansion'] as const) : []),
    ...(toggles.accessories ? (['accessory'] as const) : []),
  ];
}

/** True when products without any dealer offer may be shown. */
export function showsProductsWithoutDeals(filters: FilterSet): boolean {
  return resolveToggles(filters).withoutDeals;
}

/** True when the document passes the default product rules under these filters. */
export function passesProductRules(
  document: { productType: ProductType; hasDeal: boolean },
  filters: FilterSet,
): boolean {
  if (!shownProductTypes(filters).includes(document.productType)) return false;
  return document.hasDeal || showsProductsWithoutDeals(filters);
}
