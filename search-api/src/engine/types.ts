import type {
  Availability,
  ProductType,
  SEARCH_FIELDS,
  SearchDocument,
  SearchDocumentPrices,
  SearchFieldName,
  SortOption,
} from '@spielraum/schema';

type FieldOfKind<Kind extends string> = Extract<(typeof SEARCH_FIELDS)[number], { kind: Kind }>['name'];

/** Multi-valued facets whose filter values are `${id}-${slug}` keys (OR inside, AND across facets). */
export type TermsFacetName = FieldOfKind<'terms'>;
/** Single-valued facets whose filter values are plain keys (group slug, product type, availability, tcg). */
export type KeywordFacetName = FieldOfKind<'keyword'>;
/** Every facet that answers value counts. */
export type CountedFacetName = TermsFacetName | KeywordFacetName;
/** Numeric range filters; `players` has its own shape. */
export type RangeFilterName = Exclude<FieldOfKind<'range'>, 'players'>;
/** On/off switches of the advanced search. */
export type ToggleName = FieldOfKind<'toggle'>;

/** A numeric range; either side may be left open. Prices are euro cents of `bestTotalCents`. */
export interface RangeFilter {
  min?: number;
  max?: number;
}

/**
 * Player count: `exact: false` finds games that support `count` players
 * (playersFrom <= count <= playersTo), `exact: true` those made for exactly `count`
 * (playersFrom = playersTo = count). Products without player figures never match.
 */
export interface PlayersFilter {
  count: number;
  exact: boolean;
}

/** The filters of one search, keyed by search-field name (schema `SEARCH_FIELDS`). */
export type FilterSet = { [Name in CountedFacetName]?: string[] } & {
  [Name in RangeFilterName]?: RangeFilter;
} & { players?: PlayersFilter } & { [Name in ToggleName]?: boolean };

/**
 * One search. Matching is AND over the query words; a word matches exact forms, forms with the
 * same German stem, synonyms, the prefix of the last word while typing and, from 5 letters on,
 * title and name terms within 1 typo (2 from 9 letters).
 *
 * Ordering of every sort: its own key first, then popularity (descending), then product id
 * (ascending); relevance ranks text tiers first (see `BitmapEngine`), then popularity.
 */
export interface SearchQuery {
  /** Free text over title, people, publishers, series, taxonomy names and description. */
  text?: string;
  /** Advanced-search "title" field: every word must match inside the title. */
  titleText?: string;
  filters: FilterSet;
  /** When set, only these product ids can be hits (e.g. members of a list). */
  includeIds?: number[];
  /** These product ids are never hits (e.g. a user's ignored games). */
  excludeIds?: number[];
  sort: SortOption;
  /** 0-based page number. */
  page: number;
  hitsPerPage: number;
  /** Facets to count (terms and keyword fields) and ranges to report min/max for (`facetStats`). */
  facets: SearchFieldName[];
  /** At most this many values per counted facet, the most frequent first (default 100). */
  maxValuesPerFacet?: number;
}

/** What a result card shows; money in euro cents. */
export interface SearchHit {
  id: number;
  slug: string;
  title: string;
  group: string;
  productType: ProductType;
  publisher: string | null;
  releaseYear: number | null;
  playersFrom: number | null;
  playersTo: number | null;
  playingTimeMinutes: number | null;
  ageFrom: number | null;
  coverImageId: number | null;
  bestPriceCents: number | null;
  bestTotalCents: number | null;
  availability: Availability;
  dealerCount: number;
  rating: number | null;
  realDiscount: boolean;
  /** The real discount's size in whole percent (schema `realDiscountPercent`), null without one. */
  realDiscountPercent: number | null;
  discountPercent: number;
}

/** One value of a facet with its count under the current filters (disjunctive). */
export interface FacetOption {
  key: string;
  label: string;
  count: number;
}

/** Ranges whose minimum and maximum inside the current result can be reported. */
export type StatName = RangeFilterName | 'players';

export interface SearchResult {
  total: number;
  page: number;
  hitsPerPage: number;
  hits: SearchHit[];
  /** Per requested facet, values with a count above 0, by count descending then label. */
  facets: Partial<Record<CountedFacetName, FacetOption[]>>;
  /** Per requested range, min and max inside the result (absent when no hit has a value). */
  facetStats: Partial<Record<StatName, { min: number; max: number }>>;
}

/** Search inside one facet's values (the facet's "more" dialog). */
export interface FacetValueQuery {
  facet: CountedFacetName;
  /** Matched as a prefix or infix of the folded value label; empty lists every value. */
  term: string;
  offset: number;
  limit: number;
  text?: string;
  titleText?: string;
  filters: FilterSet;
  includeIds?: number[];
  excludeIds?: number[];
}

export interface FacetValueResult {
  options: FacetOption[];
  /** True when further matching values follow after `offset + limit`. */
  more: boolean;
}

/** Type-ahead of game names. */
export interface TitleSuggestionQuery {
  term: string;
  limit: number;
  filters: FilterSet;
  includeIds?: number[];
  excludeIds?: number[];
}

export interface TitleSuggestion {
  id: number;
  slug: string;
  title: string;
  group: string;
}

/** The new price fields of one indexed document. */
export type PriceUpdate = SearchDocumentPrices & { id: number };

export interface EngineStats {
  documents: number;
  /** The engine's own estimate of the memory its index holds, in bytes. */
  memoryBytes: number;
  /** Distinct text terms in the dictionary. */
  terms: number;
}

/**
 * The search engine behind the search API: the in-process bitmap engine and a Meilisearch
 * implementation both fulfil it, and one contract suite (`contract.test-suite.ts`) checks both.
 * Queries are validated; bad input throws `SearchQueryError`.
 */
export interface SearchEngine {
  /** Adds documents or replaces those whose id is already indexed. */
  index(documents: SearchDocument[]): Promise<void>;
  delete(ids: number[]): Promise<void>;
  /**
   * Replaces only the price fields of indexed documents (what an offer feed changes), leaving
   * their text and other facets as indexed. Answers the ids that are not indexed; nothing is
   * written for them (they need their whole document).
   */
  updatePrices(updates: PriceUpdate[]): Promise<number[]>;
  size(): number;
  stats(): EngineStats;
  search(query: SearchQuery): Promise<SearchResult>;
  searchFacetValues(query: FacetValueQuery): Promise<FacetValueResult>;
  suggestTitles(query: TitleSuggestionQuery): Promise<TitleSuggestion[]>;
}
