import { SEARCH_FIELDS } from '@spielraum/schema';
import { COUNTED_FACETS, RANGE_FILTERS } from '../catalogue';
import type { CountedFacetName, RangeFilterName, StatName } from '../types';

type SearchField = (typeof SEARCH_FIELDS)[number];

function searchField(name: string): SearchField {
  const field = SEARCH_FIELDS.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`search field ${name} is not in the catalogue`);
  return field;
}

function documentFieldOf(name: string): string {
  const { field } = searchField(name);
  if (field === null) throw new Error(`search field ${name} reads no document field`);
  return field;
}

/**
 * Where each counted facet's filter keys live in a Meilisearch document: terms facets as a
 * flattened key array (`categoriesKeys: ['12-familienspiele']`), keyword facets in their
 * document field (`group`, `productType`, `availability`, `tcg`).
 */
export const FACET_FILTER_ATTRIBUTES = Object.fromEntries(
  COUNTED_FACETS.map((name) => [
    name,
    searchField(name).kind === 'terms' ? `${name}Keys` : documentFieldOf(name),
  ]),
) as Record<CountedFacetName, string>;

/**
 * Where each counted facet's options live: `key|label` pairs (`'12-familienspiele|Familienspiele'`),
 * so a facet distribution carries its labels and any process can answer it without a label map.
 */
export const FACET_OPTION_ATTRIBUTES = Object.fromEntries(
  COUNTED_FACETS.map((name) => [name, `${name}Options`]),
) as Record<CountedFacetName, string>;

/** The numeric document field each range filter compares (`price` → `bestTotalCents`). */
export const RANGE_ATTRIBUTES = Object.fromEntries(
  RANGE_FILTERS.map((name) => [name, documentFieldOf(name)]),
) as Record<RangeFilterName, string>;

/** The player figures the `players` filter compares. */
export const PLAYERS_ATTRIBUTES = { from: 'playersFrom', to: 'playersTo' } as const;

/** The numeric attributes whose Meilisearch `facetStats` answer each reported range. */
export const STAT_ATTRIBUTES: Record<StatName, readonly string[]> = {
  ...(Object.fromEntries(RANGE_FILTERS.map((name) => [name, [RANGE_ATTRIBUTES[name]]])) as Record<
    RangeFilterName,
    string[]
  >),
  players: [PLAYERS_ATTRIBUTES.from, PLAYERS_ATTRIBUTES.to],
};

/** The product type, which the product rules and the `expansions`/`accessories` switches read. */
export const PRODUCT_TYPE_ATTRIBUTE = documentFieldOf('productType');
/** Whether any dealer offers the product, which the `withoutDeals` switch reads. */
export const DEAL_ATTRIBUTE = documentFieldOf('withoutDeals');

/** The folded exact-title key (see `titleKey`), filtered on for the "exact title" tier. */
export const TITLE_KEY_ATTRIBUTE = 'titleKey';

/** The folded copy of the title, the one attribute of title-only searches and type-ahead. */
export const TITLE_ATTRIBUTE = 'titleFolded';

/**
 * The searchable attributes in ranking order: title, people, publishers, series, tags,
 * taxonomy names, description. All hold folded text (see `foldedText`).
 */
export const SEARCHABLE_ATTRIBUTES = [
  TITLE_ATTRIBUTE,
  'peopleFolded',
  'publishersFolded',
  'seriesFolded',
  'tagsFolded',
  'taxonomyFolded',
  'descriptionFolded',
] as const;

/**
 * Attributes matched without typos, as in the bitmap engine, which allows typos on titles and
 * names only.
 */
export const EXACT_ONLY_ATTRIBUTES = ['tagsFolded', 'taxonomyFolded', 'descriptionFolded'] as const;

/** The attributes sort orders and ranking tie-breaks read; `createdAt` is stored in epoch ms. */
export const SORT_ATTRIBUTES = {
  bestTotalCents: 'bestTotalCents',
  bestPriceCents: 'bestPriceCents',
  rating: 'rating',
  createdAt: 'createdAt',
  discountPercent: 'discountPercent',
  popularity: 'popularity',
  id: 'id',
} as const;

/** What a hit card needs; every search asks Meilisearch for these attributes only. */
export const HIT_ATTRIBUTES = [
  'id',
  'slug',
  'title',
  'group',
  'productType',
  'publisher',
  'releaseYear',
  'playersFrom',
  'playersTo',
  'playingTimeMinutes',
  'ageFrom',
  'coverImageId',
  'bestPriceCents',
  'bestTotalCents',
  'availability',
  'dealerCount',
  'rating',
  'realDiscount',
  'realDiscountPercent',
  'discountPercent',
] as const;

/** What a type-ahead suggestion needs. */
export const SUGGESTION_ATTRIBUTES = ['id', 'slug', 'title', 'group'] as const;
