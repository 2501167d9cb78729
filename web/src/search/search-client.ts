/**
 * The InstantSearch search client of Spielraum: react-instantsearch widgets talk to it as if it
 * were Algolia, and it answers from our search API (`filter/data/`, `filter/{name}/`,
 * `filter/namesearch/`). No search engine is ever reached from the browser.
 *
 * Usage
 * ```tsx
 * const searchClient = createSpielraumSearchClient(); // once per app: a new client means a new search
 * <InstantSearch searchClient={searchClient} indexName={SEARCH_INDEX_NAME} routing={useSearchRouting()}
 *   future={{ preserveSharedStateOnUnmount: true }}>
 *   <SearchBox />
 *   <RefinementList attribute="categories" searchable transformItems={withFacetLabels('categories')} />
 *   <RangeInput attribute="price" precision={2} />
 *   <ToggleRefinement attribute="expansions" on={TOGGLE_ON_VALUES.expansions} label="Ohne Erweiterungen" />
 *   <SortBy items={sortByItems()} />
 *   <Hits<GameHit> hitComponent={…} />
 *   <Pagination />
 * </InstantSearch>
 * ```
 *
 * Attributes are the `name`s of schema's SEARCH_FIELDS; facet values are our keys.
 * - Term and keyword facets (`categories`, `publishers`, `designer`, `authors`, `language`,
 *   `mechanics`, `genres`, `series`, `tags`, `themeWorlds`, `groups`, `productType`,
 *   `availability`, `tcg`): RefinementList with the default `operator="or"` (the API combines
 *   values of one facet with OR; "and" is refused). Values are keys like `12-familienspiele`;
 *   show labels with `withFacetLabels(attribute)` / `facetLabel(attribute, key)`. Counts are
 *   disjunctive (a facet's own selection does not narrow its counts). `searchable` works
 *   through `filter/{name}/`.
 * - Ranges (`price`, `yearOfPublication`, `minAge`, `playTime`): RangeInput / a range slider.
 *   `price` is in euros in the UI (refinements and facets_stats), cents everywhere else. Do
 *   not pass `min`/`max` props: a widget bound is sent as a filter and counts towards the
 *   five-filter cap; the bounds come from facets_stats, computed without the range's own
 *   selection.
 * - `players`: one count (`players=n` or a range set to n–n); `exactPlayers` toggle for
 *   "exactly n". Wider ranges are refused with an error.
 * - Toggles (`expansions`, `accessories`, `withoutDeals`, `exactPlayers`): ToggleRefinement with
 *   `on={TOGGLE_ON_VALUES[attribute]}` (the non-default value). Their count is the number of
 *   hits with the switch on, which costs one extra `filter/data/` call per switch that is off;
 *   0 (widget disabled) when switching on would be a sixth filter.
 * - `list` (collection/wishlist, signed-in users) and `title` (advanced search): one value
 *   each, e.g. through `useMenu({ attribute: 'list' })`.
 * - Sorting: index names of SORT_INDICES (`games`, `games_total_asc`, …), see `sortByItems()`.
 * Every routed attribute needs a mounted widget (a hook without UI is enough, e.g.
 * `useRefinementList({ attribute: 'groups' })` on category pages), or InstantSearch drops it.
 *
 * The main request and InstantSearch's extra request per refined facet are answered from one
 * `filter/data/` call (the API's facet counts are already disjunctive); answers are kept for a
 * few seconds by their parameters, `instantsearch.refresh()` clears them. A failed call rejects
 * with SearchRequestError: "Request failed (Status: {status}): {error}" (SPEC §8), the server's
 * German message in `serverMessage`, e.g. the five-filter cap.
 */
import {
  LIMITS,
  message,
  SEARCH_FIELDS,
  toSearchParams,
  type FacetValuesResponse,
  type FilterDataResponse,
  type NameSuggestionsResponse,
  type GameCard,
  type GameNameSuggestion,
  type ListFilter,
  type RangeValue,
  type SearchFilterValues,
  type SearchParams,
} from '@spielraum/schema';
import type { SearchClient } from 'instantsearch.js';
import { ApiRequestError, apiGet, dataEnvelope, isRecord } from '../api/client';
import { rememberFacetLabels } from './facet-labels';
import {
  isListFilter,
  isRangeAttribute,
  isToggleAttribute,
  LIST_ATTRIBUTE,
  playerCountOf,
  RANGE_ATTRIBUTES,
  searchFieldByAttribute,
  SHOW_IGNORED_ATTRIBUTE,
  SHOW_IGNORED_ON,
  sortForIndexName,
  SORT_INDICES,
  TITLE_ATTRIBUTE,
  TOGGLE_ON_VALUES,
  toEngineNumber,
  toUiNumber,
  type RangeAttribute,
  type ToggleAttribute,
} from './search-attributes';

/** A hit as widgets receive it: the API's game card plus Algolia's `objectID`. */
export type GameHit = GameCard & { objectID: string };

type FilterData = FilterDataResponse['data'];

type FilterList = string | (string | string[])[];

/** The part of an Algolia request this client reads; everything else is ignored. */
interface AlgoliaRequest {
  indexName: string;
  type?: 'default' | 'facet';
  facet?: string;
  params?: {
    query?: string;
    page?: number;
    hitsPerPage?: number;
    facets?: string | string[];
    facetFilters?: FilterList;
    numericFilters?: FilterList;
    facetName?: string;
    facetQuery?: string;
    maxFacetHits?: number;
    highlightPreTag?: string;
    highlightPostTag?: string;
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString);
const isFilterList = (value: unknown) =>
  isString(value) || (Array.isArray(value) && value.every((item) => isString(item) || isStringList(item)));
const PARAM_CHECKS: Record<keyof NonNullable<AlgoliaRequest['params']>, (value: unknown) => boolean> = {
  query: isString,
  page: (value) => Number.isInteger(value) && (value as number) >= 0,
  hitsPerPage: (value) => Number.isInteger(value) && (value as number) >= 0,
  facets: (value) => isString(value) || isStringList(value),
  facetFilters: isFilterList,
  numericFilters: isFilterList,
  facetName: isString,
  facetQuery: isString,
  maxFacetHits: Number.isInteger,
  highlightPreTag: isString,
  highlightPostTag: isString,
};

/**
 * Checks the fields of InstantSearch's request this client reads, by hand: zod's runtime would
 * be about 25 KB of every list page's first JavaScript for requests our own widgets build.
 */
function readRequest(request: unknown): AlgoliaRequest {
  if (!isRecord(request) || !isString(request.indexName)) throw unsupported('a request needs an indexName');
  const { type, facet, params } = request;
  if (type !== undefined && type !== 'default' && type !== 'facet')
    throw unsupported(`unknown request type "${String(type)}"`);
  if (facet !== undefined && !isString(facet)) throw unsupported('facet must be a string');
  if (params !== undefined) {
    if (!isRecord(params)) throw unsupported('params must be an object');
    for (const [name, check] of Object.entries(PARAM_CHECKS))
      if (params[name] !== undefined && !check(params[name]))
        throw unsupported(`params.${name} has an unsupported value`);
  }
  return request as unknown as AlgoliaRequest;
}
type RequestParams = NonNullable<AlgoliaRequest['params']>;

/**
 * A search call that failed: the SPEC §8 text "Request failed (Status: {status}): {error}" as
 * `message`, plus what the server said (`serverMessage` is German and fit for the user).
 */
export class SearchRequestError extends Error {
  override readonly name = 'SearchRequestError';
  readonly status: number;
  readonly error: string;
  readonly serverMessage: string;
  readonly fields: Record<string, string> | undefined;

  constructor(cause: ApiRequestError) {
    super(message('filterRequestFailed', { status: cause.status, error: cause.error }), { cause });
    this.status = cause.status;
    this.error = cause.error;
    this.serverMessage = cause.message;
    this.fields = cause.fields;
  }
}

/** An answer in Algolia's search response format. */
export interface SearchHitsResult {
  index: string;
  hits: GameHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number }>;
  query: string;
  params: string;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** An answer in Algolia's search-for-facet-values format. */
export interface FacetValuesResult {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

export type SpielraumSearchResult = SearchHitsResult | FacetValuesResult;

export interface SpielraumSearchClient extends SearchClient {
  /** InstantSearch's entry point: answers every request of one search, in order. */
  search(requests: readonly unknown[]): Promise<{ results: SpielraumSearchResult[] }>;
  /** Forgets remembered answers (InstantSearch calls it on `refresh()`). */
  clearCache(): void;
  /**
   * Type-ahead of game names (`filter/namesearch/`) for `term`, honouring the current search
   * and optionally one more facet value (e.g. `{ attribute: 'publishers', value: '1-kosmos' }`).
   */
  suggestGameNames(query: {
    term: string;
    search?: Partial<SearchParams>;
    extra?: { attribute: string; value: string };
  }): Promise<GameNameSuggestion[]>;
}

export interface SearchClientOptions {
  /** Absolute URL `/api` is resolved against (server rendering); relative in the browser. */
  baseUrl?: string;
  /** How long answers are reused for identical parameters; default 5 s. */
  cacheTtlMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** A request translated into our terms. */
interface TranslatedRequest {
  indexName: string;
  search: SearchParams;
  /** Attributes whose facet values or stats are asked for. */
  facets: string[];
  /** 0 for InstantSearch's facet-only requests. */
  hitsPerPage: number;
  params: RequestParams;
}

const DEFAULT_CACHE_TTL_MS = 5_000;
const MAX_CACHE_ENTRIES = 300;
const NUMERIC_FILTER = /^\s*([A-Za-z]+)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/;
const FACETABLE_ATTRIBUTES: readonly string[] = [
  ...SEARCH_FIELDS.filter((field) => field.faceted).map((field) => field.name),
  ...RANGE_ATTRIBUTES,
  ...Object.keys(TOGGLE_ON_VALUES),
  LIST_ATTRIBUTE,
  SHOW_IGNORED_ATTRIBUTE,
  TITLE_ATTRIBUTE,
];

function unsupported(what: string): Error {
  return new Error(`Spielraum search client: ${what}`);
}

function isCountedFacet(attribute: string): boolean {
  return searchFieldByAttribute(attribute)?.faceted === true;
}

/** `categories:12-familienspiele` → attribute and value (InstantSearch escapes a leading `-`). */
function splitFacetFilter(filter: string): { attribute: string; value: string } {
  const colon = filter.indexOf(':');
  if (colon <= 0) throw unsupported(`unreadable facet filter "${filter}"`);
  const attribute = filter.slice(0, colon);
  const value = filter.slice(colon + 1);
  if (value.startsWith('-')) throw unsupported(`excluding values ("${filter}") is not supported`);
  return { attribute, value: value.startsWith('\\-') ? value.slice(1) : value };
}

/** facetFilters as OR-groups by attribute. */
function facetRefinements(facetFilters: RequestParams['facetFilters']): Map<string, string[]> {
  const refinements = new Map<string, string[]>();
  const groups =
    facetFilters === undefined ? [] : typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  for (const group of groups) {
    const filters = (typeof group === 'string' ? [group] : group).map(splitFacetFilter);
    const attribute = filters[0]?.attribute;
    if (attribute === undefined) continue;
    if (filters.some((filter) => filter.attribute !== attribute)) {
      throw unsupported('an OR of different attributes is not supported');
    }
    const values = [...new Set(filters.map((filter) => filter.value))];
    const earlier = refinements.get(attribute);
    if (earlier && (earlier.length !== values.length || earlier.some((value) => !values.includes(value)))) {
      throw unsupported(`values of "${attribute}" can only be combined with OR (operator "or")`);
    }
    refinements.set(attribute, values);
  }
  return refinements;
}

/** numericFilters as ranges in engine units (cents for price). */
function numericRefinements(
  numericFilters: RequestParams['numericFilters'],
): Map<RangeAttribute, RangeValue> {
  const ranges = new Map<RangeAttribute, RangeValue>();
  const filters =
    numericFilters === undefined
      ? []
      : typeof numericFilters === 'string'
        ? [numericFilters]
        : numericFilters;
  for (const entry of filters) {
    const filter = typeof entry === 'string' ? entry : entry.length === 1 ? entry[0] : undefined;
    if (filter === undefined) throw unsupported('an OR of numeric filters is not supported');
    const match = NUMERIC_FILTER.exec(filter);
    const attribute = match?.[1];
    if (!match || attribute === undefined || !isRangeAttribute(attribute)) {
      throw unsupported(`unsupported numeric filter "${filter}"`);
    }
    const operator = match[2];
    const value = toEngineNumber(attribute, Number(match[3]));
    const range = { ...ranges.get(attribute) };
    // Engine values are whole numbers (cents, years, minutes), so strict bounds move by one.
    if (operator === '>=' || operator === '>') {
      const min = operator === '>' ? value + 1 : value;
      range.min = range.min === undefined ? min : Math.max(range.min, min);
    }
    if (operator === '<=' || operator === '<') {
      const max = operator === '<' ? value - 1 : value;
      range.max = range.max === undefined ? max : Math.min(range.max, max);
    }
    if (operator === '=') {
      range.min = value;
      range.max = value;
    }
    if (operator === '!=') throw unsupported(`"!=" is not supported ("${filter}")`);
    ranges.set(attribute, range);
  }
  return ranges;
}

function requestedFacets(facets: RequestParams['facets']): string[] {
  const list = facets === undefined ? [] : typeof facets === 'string' ? [facets] : facets;
  if (list.includes('*')) return [...FACETABLE_ATTRIBUTES];
  for (const attribute of list) {
    if (!FACETABLE_ATTRIBUTES.includes(attribute)) throw unsupported(`unknown attribute "${attribute}"`);
  }
  return [...new Set(list)];
}

/** The one translation of InstantSearch's parameters into a search of schema's SearchParams. */
function translateRequest(request: AlgoliaRequest): TranslatedRequest {
  const params = request.params ?? {};
  const sort = sortForIndexName(request.indexName);
  if (!sort) {
    const known = SORT_INDICES.map((entry) => entry.indexName).join(', ');
    throw unsupported(`unknown index "${request.indexName}" (known: ${known})`);
  }

  const filters: SearchFilterValues = {};
  let list: ListFilter | undefined;
  let showIgnored = false;
  let title: string | undefined;
  let exactPlayers = false;
  for (const [attribute, values] of facetRefinements(params.facetFilters)) {
    const field = searchFieldByAttribute(attribute);
    if (field && (field.kind === 'terms' || field.kind === 'keyword')) {
      filters[field.name] = values;
    } else if (isToggleAttribute(attribute)) {
      if (values.length !== 1) continue; // true OR false: no filter
      const on = values[0] === 'true';
      if (attribute === 'exactPlayers') exactPlayers = on;
      // The default value is left out: it changes nothing and must not count as a filter.
      else if (on !== !TOGGLE_ON_VALUES[attribute]) filters[attribute] = on;
    } else if (attribute === LIST_ATTRIBUTE) {
      const value = values[0];
      if (values.length !== 1 || !isListFilter(value)) {
        throw unsupported('"list" takes one of collection, wishlist');
      }
      list = value;
    } else if (attribute === SHOW_IGNORED_ATTRIBUTE) {
      showIgnored = values.includes(SHOW_IGNORED_ON);
    } else if (attribute === TITLE_ATTRIBUTE) {
      if (values.length !== 1) throw unsupported('"title" takes one value');
      title = values[0]?.trim() || undefined;
    } else {
      throw unsupported(`"${attribute}" cannot be filtered by facet value`);
    }
  }
  for (const [attribute, range] of numericRefinements(params.numericFilters)) {
    if (attribute === 'players') {
      const count = playerCountOf(range);
      if (count === undefined) throw unsupported('"players" takes one count (players=n or n–n)');
      filters.players = { count, exact: false };
    } else {
      filters[attribute] = range;
    }
  }
  const players = playerFilterOf(filters);
  if (players && exactPlayers) filters.players = { ...players, exact: true };

  const hitsPerPage = params.hitsPerPage ?? LIMITS.rowsPerPage;
  const text = params.query?.trim();
  return {
    indexName: request.indexName,
    search: {
      ...(text ? { text } : {}),
      ...(title ? { title } : {}),
      filters,
      ...(list ? { list } : {}),
      ...(showIgnored ? { showIgnored } : {}),
      sort,
      page: (params.page ?? 0) + 1,
      rowsPerPage: hitsPerPage > 0 ? hitsPerPage : LIMITS.rowsPerPage,
    },
    facets: requestedFacets(params.facets),
    hitsPerPage,
    params,
  };
}

function playerFilterOf(filters: SearchFilterValues): { count: number; exact: boolean } | undefined {
  const value = filters.players;
  return typeof value === 'object' && !Array.isArray(value) && 'count' in value ? value : undefined;
}

/** The query of a search without page, page size and sort: what facets and totals depend on. */
function filterQueryOf(search: SearchParams): URLSearchParams {
  return toSearchParams({ ...search, page: 1, rowsPerPage: LIMITS.rowsPerPage, sort: 'relevance' });
}

function withoutFilter(search: SearchParams, attribute: string): SearchParams {
  return {
    ...search,
    filters: Object.fromEntries(Object.entries(search.filters).filter(([name]) => name !== attribute)),
  };
}

/** The search with a toggle switched to its `on` value; undefined when the switch means nothing. */
function withToggleOn(search: SearchParams, toggle: ToggleAttribute): SearchParams | undefined {
  if (toggle === 'exactPlayers') {
    const players = playerFilterOf(search.filters);
    return players
      ? { ...search, filters: { ...search.filters, players: { ...players, exact: true } } }
      : undefined;
  }
  const on = TOGGLE_ON_VALUES[toggle];
  return { ...search, filters: { ...search.filters, [toggle]: on } };
}

/** `label` with the first match of `query` wrapped in the request's highlight tags. */
function highlight(label: string, query: string, preTag: string, postTag: string): string {
  const needle = query.trim().toLocaleLowerCase('de');
  const index = needle ? label.toLocaleLowerCase('de').indexOf(needle) : -1;
  if (index < 0) return label;
  const end = index + needle.length;
  return `${label.slice(0, index)}${preTag}${label.slice(index, end)}${postTag}${label.slice(end)}`;
}

function rethrowAsSearchError(error: unknown): never {
  if (error instanceof ApiRequestError) throw new SearchRequestError(error);
  throw error;
}

/** Answers kept for a short time, several keys per answer (see `fetchData`). */
class AnswerCache {
  private readonly entries = new Map<string, { answer: Promise<FilterData>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): Promise<FilterData> | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.answer;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  set(key: string, answer: Promise<FilterData>): void {
    this.entries.delete(key);
    this.entries.set(key, { answer, expiresAt: this.now() + this.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_CACHE_ENTRIES) break;
      this.entries.delete(oldest);
    }
  }

  forget(key: string, answer: Promise<FilterData>): void {
    if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Creates the search client for `<InstantSearch searchClient={…}>`. See the top of this file
 * for attribute names, units and what each widget needs.
 */
export function createSpielraumSearchClient(options: SearchClientOptions = {}): SpielraumSearchClient {
  const now = options.now ?? (() => Date.now());
  const cache = new AnswerCache(options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS, now);
  const requestOptions = options.baseUrl ? { baseUrl: options.baseUrl } : {};

  const filtersKey = (search: SearchParams) => `filters?${filterQueryOf(search).toString()}`;
  const facetKey = (attribute: string, search: SearchParams) =>
    `facet:${attribute}?${filterQueryOf(withoutFilter(search, attribute)).toString()}`;

  /**
   * One `filter/data/` call, remembered under its URL, under its filters (for totals and
   * stats) and, for each facet it refines, under its filters without that facet: the API's
   * facet counts ignore a facet's own selection, so that answer also serves InstantSearch's
   * extra request for the facet.
   */
  function fetchData(search: SearchParams): Promise<FilterData> {
    const query = toSearchParams(search);
    const urlKey = `data?${query.toString()}`;
    const cached = cache.get(urlKey);
    if (cached) return cached;

    const answer = apiGet('filter/data/', dataEnvelope<FilterDataResponse>(), { ...requestOptions, query })
      .then((response) => response.data)
      .catch(rethrowAsSearchError);
    const refinedFacets = Object.keys(search.filters).filter(isCountedFacet);
    const keys = [
      urlKey,
      filtersKey(search),
      ...refinedFacets.map((attribute) => facetKey(attribute, search)),
    ];
    for (const key of keys) cache.set(key, answer);
    answer.then(
      (data) => {
        for (const [attribute, options] of Object.entries(data.facets))
          rememberFacetLabels(attribute, options);
      },
      () => {
        for (const key of keys) cache.forget(key, answer);
      },
    );
    return answer;
  }

  /** Totals and stats of exactly this search (one row is enough when nothing is cached). */
  const dataForFilters = (search: SearchParams) =>
    cache.get(filtersKey(search)) ?? fetchData({ ...search, sort: 'relevance', page: 1, rowsPerPage: 1 });

  /** Facet counts of `attribute` for a search that does not refine it. */
  const dataForFacet = (attribute: string, search: SearchParams) =>
    cache.get(facetKey(attribute, search)) ?? dataForFilters(search);

  /** Hits with the switch on; 0 when it cannot be switched on (a sixth filter, no player count). */
  async function toggleCount(search: SearchParams, toggle: ToggleAttribute): Promise<number> {
    const switchedOn = withToggleOn(search, toggle);
    if (!switchedOn) return 0;
    try {
      return (await dataForFilters(switchedOn)).total;
    } catch (error) {
      if (error instanceof SearchRequestError && error.status === 400) return 0;
      throw error;
    }
  }

  /**
   * Facet values and stats of the requested attributes. `main` (the call of a hits request)
   * answers counted facets and stats; facet-only requests (`main` undefined) look up the
   * answer that fits each attribute.
   */
  async function facetsOf(request: TranslatedRequest, main: Promise<FilterData> | undefined) {
    const { search } = request;
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, { min: number; max: number }> = {};
    let total: number | undefined;
    await Promise.all(
      request.facets.map(async (attribute) => {
        if (isCountedFacet(attribute)) {
          const source = await (main ?? dataForFacet(attribute, search));
          total ??= source.total;
          const options = source.facets[attribute] ?? [];
          facets[attribute] = Object.fromEntries(options.map((option) => [option.key, option.count]));
        } else if (isRangeAttribute(attribute)) {
          const source = await (main ?? dataForFilters(search));
          total ??= source.total;
          facets[attribute] = {};
          const range = source.facetStats[attribute];
          if (range)
            stats[attribute] = {
              min: toUiNumber(attribute, range.min),
              max: toUiNumber(attribute, range.max),
            };
        } else if (isToggleAttribute(attribute)) {
          facets[attribute] = { [String(TOGGLE_ON_VALUES[attribute])]: await toggleCount(search, attribute) };
        } else {
          const value =
            attribute === LIST_ATTRIBUTE
              ? search.list
              : attribute === SHOW_IGNORED_ATTRIBUTE
                ? search.showIgnored
                  ? SHOW_IGNORED_ON
                  : undefined
                : search.title;
          facets[attribute] = value && main ? { [value]: (await main).total } : {};
        }
      }),
    );
    return { facets, stats, total: total ?? 0 };
  }

  function algoliaParams(request: TranslatedRequest): string {
    return toSearchParams(request.search).toString();
  }

  async function answerHits(request: TranslatedRequest): Promise<SearchHitsResult> {
    const started = now();
    const answer = fetchData(request.search);
    const [data, { facets, stats }] = await Promise.all([answer, facetsOf(request, answer)]);
    return {
      index: request.indexName,
      hits: data.hits.map((hit) => ({ ...hit, objectID: String(hit.product_id) })),
      nbHits: data.total,
      page: data.page - 1,
      nbPages: Math.ceil(data.total / data.rowsPerPage),
      hitsPerPage: data.rowsPerPage,
      facets,
      facets_stats: stats,
      query: request.search.text ?? '',
      params: algoliaParams(request),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(now() - started),
    };
  }

  async function answerFacetsOnly(request: TranslatedRequest): Promise<SearchHitsResult> {
    const started = now();
    const { facets, stats, total } = await facetsOf(request, undefined);
    return {
      index: request.indexName,
      hits: [],
      nbHits: total,
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      facets,
      facets_stats: stats,
      query: request.search.text ?? '',
      params: algoliaParams(request),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(now() - started),
    };
  }

  async function answerFacetValues(
    request: TranslatedRequest,
    attribute: string,
  ): Promise<FacetValuesResult> {
    if (!isCountedFacet(attribute)) throw unsupported(`"${attribute}" has no values to search`);
    const started = now();
    const facetQuery = request.params.facetQuery ?? '';
    const query = filterQueryOf(request.search);
    query.set('search', facetQuery);
    query.set('offset', '0');
    query.set(
      'rowsPerPage',
      String(Math.min(Math.max(request.params.maxFacetHits ?? LIMITS.filterOptionPageSize, 1), 100)),
    );
    const response = await apiGet(`filter/${attribute}/`, dataEnvelope<FacetValuesResponse>(), {
      ...requestOptions,
      query,
    }).catch(rethrowAsSearchError);
    rememberFacetLabels(attribute, response.data);
    const preTag = request.params.highlightPreTag ?? '<em>';
    const postTag = request.params.highlightPostTag ?? '</em>';
    return {
      facetHits: response.data.map((option) => ({
        value: option.key,
        highlighted: highlight(option.label, facetQuery, preTag, postTag),
        count: option.count,
      })),
      exhaustiveFacetsCount: !response.more,
      processingTimeMS: Math.round(now() - started),
    };
  }

  return {
    async search(requests) {
      const parsed = requests.map((request) => {
        const algoliaRequest = readRequest(request);
        const facet =
          algoliaRequest.type === 'facet'
            ? (algoliaRequest.facet ?? algoliaRequest.params?.facetName)
            : undefined;
        return { facet, translated: translateRequest(algoliaRequest) };
      });
      const answers: Promise<SpielraumSearchResult>[] = [];
      // Hits requests go first: their calls must be under way before the facet-only requests
      // of the same search look for an answer to share.
      parsed.forEach(({ facet, translated }, index) => {
        if (facet === undefined && translated.hitsPerPage > 0) answers[index] = answerHits(translated);
      });
      parsed.forEach(({ facet, translated }, index) => {
        if (facet !== undefined) answers[index] = answerFacetValues(translated, facet);
        else if (translated.hitsPerPage === 0) answers[index] = answerFacetsOnly(translated);
      });
      return { results: await Promise.all(answers) };
    },

    clearCache() {
      cache.clear();
    },

    async suggestGameNames({ term, search = {}, extra }) {
      const query = toSearchParams({ ...search, text: term, page: 1, rowsPerPage: LIMITS.rowsPerPage });
      if (extra) {
        const field = searchFieldByAttribute(extra.attribute);
        if (!field) throw unsupported(`unknown attribute "${extra.attribute}"`);
        query.set('key', field.param);
        query.set('value', extra.value);
      }
      const response = await apiGet('filter/namesearch/', dataEnvelope<NameSuggestionsResponse>(), {
        ...requestOptions,
        query,
      }).catch(rethrowAsSearchError);
      return response.data;
    },
  };
}
