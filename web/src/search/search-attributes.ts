import {
  SEARCH_FIELDS,
  SORT_OPTIONS,
  TOGGLE_DEFAULTS,
  type ListFilter,
  type RangeValue,
  type SearchFieldName,
  type SortOption,
} from '@spielraum/schema';

/**
 * The InstantSearch vocabulary of Spielraum, shared by the search client and the routing:
 * attribute names, the units numeric widgets work in, the `on` values of toggles and the
 * index names that stand for sort orders.
 */

/** The main index every search screen passes as `indexName`; it stands for relevance order. */
export const SEARCH_INDEX_NAME = 'games';

/**
 * Sort orders as InstantSearch index names (InstantSearch sorts by switching the index, e.g.
 * with `<SortBy>`). The one table between index names and schema's SORT_OPTIONS values.
 */
export const SORT_INDICES = [
  { indexName: SEARCH_INDEX_NAME, sort: 'relevance' },
  { indexName: 'games_total_asc', sort: 'total-asc' },
  { indexName: 'games_total_desc', sort: 'total-desc' },
  { indexName: 'games_price_asc', sort: 'price-asc' },
  { indexName: 'games_rating_desc', sort: 'rating-desc' },
  { indexName: 'games_newest', sort: 'newest' },
  { indexName: 'games_discount_desc', sort: 'discount-desc' },
] as const satisfies readonly { indexName: string; sort: SortOption }[];

// Fails to compile when SORT_OPTIONS gains a value that has no index name above.
type UnmappedSort = Exclude<SortOption, (typeof SORT_INDICES)[number]['sort']>;
const _everySortHasAnIndex: [UnmappedSort] extends [never] ? true : never = true;

/** The index name of a sort order (`total-asc` → `games_total_asc`). */
export function indexNameForSort(sort: SortOption): string {
  return SORT_INDICES.find((entry) => entry.sort === sort)?.indexName ?? SEARCH_INDEX_NAME;
}

/** The sort order an index name stands for, or undefined for an index we do not have. */
export function sortForIndexName(indexName: string): SortOption | undefined {
  return SORT_INDICES.find((entry) => entry.indexName === indexName)?.sort;
}

/** Items for `<SortBy items={…}>`: every sort order with its label, relevance first. */
export function sortByItems(locale: 'de' | 'en' = 'de'): { value: string; label: string }[] {
  return SORT_OPTIONS.map((option) => ({
    value: indexNameForSort(option.value),
    label: option.label[locale],
  }));
}

export type SearchFieldEntry = (typeof SEARCH_FIELDS)[number];

/** The SEARCH_FIELDS entry whose `name` is this InstantSearch attribute. */
export function searchFieldByAttribute(attribute: string): SearchFieldEntry | undefined {
  return SEARCH_FIELDS.find((field) => field.name === attribute);
}

/** Attribute of the list filter (`filter-liste`): values `collection` and `wishlist`, one at a time. */
export const LIST_ATTRIBUTE = 'list';
export function isListFilter(value: string | undefined): value is ListFilter {
  return value === 'collection' || value === 'wishlist';
}

/**
 * Attribute of the "Ignorierte Spiele anzeigen" switch (`show-ignored=1`), a menu with the one
 * value `1` like the list filter; it is not a filter and does not count towards the cap.
 */
export const SHOW_IGNORED_ATTRIBUTE = 'showIgnored';
export const SHOW_IGNORED_ON = '1';

/** Attribute of the advanced search's title text (`title`): one free-text value. */
export const TITLE_ATTRIBUTE = 'title';

/** Range attributes the search API reports `facetStats` for. */
export const RANGE_ATTRIBUTES = ['price', 'yearOfPublication', 'playTime', 'minAge', 'players'] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

export function isRangeAttribute(attribute: string): attribute is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(attribute);
}

/**
 * Engine units per UI unit. Widgets show prices in euros while SearchParams and the API's
 * facetStats carry cents; this is the only place that converts between the two.
 */
const ENGINE_UNITS_PER_UI_UNIT = new Map<string, number>([['price', 100]]);

/** A number a widget shows (euros for `price`) in the unit of SearchParams (cents). */
export function toEngineNumber(attribute: string, uiValue: number): number {
  const scale = ENGINE_UNITS_PER_UI_UNIT.get(attribute) ?? 1;
  return Math.round(uiValue * scale);
}

/** A number of SearchParams or facetStats (cents for `price`) in the unit widgets show (euros). */
export function toUiNumber(attribute: string, engineValue: number): number {
  const scale = ENGINE_UNITS_PER_UI_UNIT.get(attribute) ?? 1;
  return engineValue / scale;
}

/**
 * The `on` value each toggle widget must use: the value that differs from the search API's
 * default (expansions are shown unless switched off; accessories, products without deals and
 * the exact player count are off unless switched on). So `<ToggleRefinement attribute="expansions"
 * on={false} />` hides expansions, and a refined toggle always means "not the default".
 * Derived from schema's TOGGLE_DEFAULTS, the one statement of the product rules.
 */
export const TOGGLE_ON_VALUES = {
  expansions: !TOGGLE_DEFAULTS.expansions,
  accessories: !TOGGLE_DEFAULTS.accessories,
  withoutDeals: !TOGGLE_DEFAULTS.withoutDeals,
  exactPlayers: !TOGGLE_DEFAULTS.exactPlayers,
} as const satisfies Partial<Record<SearchFieldName, boolean>>;
export type ToggleAttribute = keyof typeof TOGGLE_ON_VALUES;

export function isToggleAttribute(attribute: string): attribute is ToggleAttribute {
  return attribute in TOGGLE_ON_VALUES;
}

/**
 * The player count of the `players` attribute. The API filters by one count ("the game can be
 * played by n", or exactly n with `exactPlayers`), so a numeric refinement must name one
 * number: `players=n`, or `players>=n` with `players<=n` (a range widget set to n–n).
 * Returns undefined for anything else.
 */
export function playerCountOf(range: RangeValue): number | undefined {
  if (range.min === undefined || range.min !== range.max) return undefined;
  return range.min;
}
