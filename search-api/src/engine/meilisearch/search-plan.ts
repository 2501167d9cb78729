import type { FacetDistribution, FacetStats, SearchParams } from 'meilisearch';
import type { SortOption } from '@spielraum/schema';
import { isCountedFacet, isStatName } from '../catalogue';
import { compareLabels, foldLabel } from '../facet-index';
import type {
  CountedFacetName,
  FacetOption,
  FacetValueQuery,
  FacetValueResult,
  FilterSet,
  SearchQuery,
  SearchResult,
  StatName,
} from '../types';
import { decodeOption, type StoredHit } from './documents';
import {
  FACET_OPTION_ATTRIBUTES,
  SORT_ATTRIBUTES,
  STAT_ATTRIBUTES,
  TITLE_ATTRIBUTE,
  TITLE_KEY_ATTRIBUTE,
} from './fields';
import {
  filterConditions,
  filterExpression,
  quoteFilterValue,
  type FilterConditions,
} from './filter-expression';
import { SEARCH_LOCALE } from './settings';
import { foldedQuery, queryTitleKey } from './text';

/**
 * Exact-title hits fetched with the first request. A page needs a second round trip only when
 * more products than this carry exactly the query as their title and the page reaches past them.
 */
export const EXACT_TITLE_WINDOW = 20;

const DEFAULT_VALUES_PER_FACET = 100;
const TIE_BREAK = [`${SORT_ATTRIBUTES.popularity}:desc`, `${SORT_ATTRIBUTES.id}:asc`];
// `page: 0` answers no hits but exhaustive totals and facet distributions
const COUNT_ONLY = { page: 0, hitsPerPage: 1 } as const;

/** What one Meilisearch search answers, as far as the engine reads it. */
export interface SearchAnswer {
  hits: StoredHit[];
  totalHits?: number;
  facetDistribution?: FacetDistribution;
  facetStats?: FacetStats;
}

/** Where a search's hits come from. */
export type HitsSource =
  | { kind: 'single'; request: number }
  /**
   * Relevance with text: exact titles (by title key, most popular first) before the rest
   * (Meilisearch ranking), fetched side by side and merged into the requested page.
   */
  | { kind: 'split'; exact: number; rest: number; restOffset: number };

/**
 * The requests of one search, sent together in one multi-search, and which request answers
 * what: the hits, the total, each counted facet (disjunctive: a refined facet has its own
 * request without its own filter), and the range statistics.
 */
export interface SearchPlan {
  requests: SearchParams[];
  hits: HitsSource;
  total: number | null;
  counts: Array<{ facet: CountedFacetName; request: number }>;
  stats: { names: StatName[]; request: number } | null;
  offset: number;
  limit: number;
}

/** Text, id lists and filters of a search, a facet-value search or a type-ahead. */
export interface Scope {
  text?: string;
  titleText?: string;
  filters: FilterSet;
  includeIds?: number[];
  excludeIds?: number[];
}

interface TextParams {
  params: Pick<SearchParams, 'q' | 'attributesToSearchOn' | 'matchingStrategy' | 'locales'>;
  exactTitleKey: string | null;
}

/**
 * The text part of every request: folded words, all of which must match. Title text alone
 * searches the title only. Both together are sent as one query over every attribute, because
 * one Meilisearch search takes one `q`: the title-text words may then also match elsewhere.
 */
export function textParams(scope: Pick<Scope, 'text' | 'titleText'>): TextParams {
  const text = foldedQuery(scope.text);
  const title = foldedQuery(scope.titleText);
  if (!text && !title) return { params: {}, exactTitleKey: null };
  const params: TextParams['params'] = {
    q: text && title ? `${text.trimEnd()} ${title}` : text || title,
    matchingStrategy: 'all',
    locales: [SEARCH_LOCALE],
  };
  if (!text) params.attributesToSearchOn = [TITLE_ATTRIBUTE];
  return { params, exactTitleKey: queryTitleKey([scope.text, scope.titleText]) };
}

/** The Meilisearch `sort` of a sort option: its key, then popularity, then id. */
export function sortParams(sort: SortOption): string[] | undefined {
  switch (sort) {
    case 'relevance':
      return undefined;
    case 'total-asc':
      return [`${SORT_ATTRIBUTES.bestTotalCents}:asc`, ...TIE_BREAK];
    case 'total-desc':
      return [`${SORT_ATTRIBUTES.bestTotalCents}:desc`, ...TIE_BREAK];
    case 'price-asc':
      return [`${SORT_ATTRIBUTES.bestPriceCents}:asc`, ...TIE_BREAK];
    case 'rating-desc':
      return [`${SORT_ATTRIBUTES.rating}:desc`, ...TIE_BREAK];
    case 'newest':
      return [`${SORT_ATTRIBUTES.createdAt}:desc`, ...TIE_BREAK];
    case 'discount-desc':
      return [`${SORT_ATTRIBUTES.discountPercent}:desc`, ...TIE_BREAK];
  }
}

/**
 * Plans a validated search. Without text or with a chosen sort, one request answers hits,
 * total, unrefined facets and statistics. Relevance with text splits the hits into exact titles
 * and the rest, and one count-only request answers total, unrefined facets and statistics.
 * Every refined facet gets a count-only request without its own filter.
 */
export function planSearch(
  query: SearchQuery,
  options: { attributesToRetrieve: readonly string[]; withTotal: boolean },
): SearchPlan {
  const text = textParams(query);
  const conditions = filterConditions(query);
  const offset = query.page * query.hitsPerPage;
  const limit = query.hitsPerPage;
  const attributesToRetrieve = [...options.attributesToRetrieve];
  const requests: SearchParams[] = [];
  const add = (request: SearchParams) => requests.push(request) - 1;

  const counted = [...new Set(query.facets.filter(isCountedFacet))];
  const statNames = [...new Set(query.facets.filter(isStatName))];
  const refined = new Set(conditions.filters.map((filter) => filter.name));
  const fullFacets = [
    ...counted.filter((facet) => !refined.has(facet)).map((facet) => FACET_OPTION_ATTRIBUTES[facet]),
    ...statNames.flatMap((name) => STAT_ATTRIBUTES[name]),
  ];
  const withFacets = (request: SearchParams): SearchParams =>
    fullFacets.length > 0 ? { ...request, facets: fullFacets } : request;

  let hits: HitsSource;
  let full: number | null = null;
  if (query.sort === 'relevance' && text.exactTitleKey !== null) {
    const key = quoteFilterValue(text.exactTitleKey);
    const exact = add({
      ...text.params,
      filter: filterExpression(conditions, { extra: [`${TITLE_KEY_ATTRIBUTE} = ${key}`] }),
      sort: TIE_BREAK,
      page: 1,
      hitsPerPage: EXACT_TITLE_WINDOW,
      attributesToRetrieve,
    });
    const restOffset = Math.max(0, offset - EXACT_TITLE_WINDOW);
    const rest = add({
      ...text.params,
      filter: filterExpression(conditions, { extra: [`${TITLE_KEY_ATTRIBUTE} != ${key}`] }),
      offset: restOffset,
      limit: limit + EXACT_TITLE_WINDOW,
      attributesToRetrieve,
    });
    hits = { kind: 'split', exact, rest, restOffset };
    if (options.withTotal || fullFacets.length > 0) {
      full = add(withFacets({ ...text.params, filter: filterExpression(conditions), ...COUNT_ONLY }));
    }
  } else {
    const sort = sortParams(query.sort);
    full = add(
      withFacets({
        ...text.params,
        filter: filterExpression(conditions),
        ...(sort ? { sort } : {}),
        page: query.page + 1,
        hitsPerPage: limit,
        attributesToRetrieve,
      }),
    );
    hits = { kind: 'single', request: full };
  }

  const counts = counted.map((facet) => ({
    facet,
    request: refined.has(facet) ? add(countRequest(text, conditions, facet)) : full!,
  }));
  return {
    requests,
    hits,
    total: full,
    counts,
    stats: statNames.length > 0 ? { names: statNames, request: full! } : null,
    offset,
    limit,
  };
}

function countRequest(text: TextParams, conditions: FilterConditions, facet: CountedFacetName): SearchParams {
  return {
    ...text.params,
    filter: filterExpression(conditions, { without: facet }),
    facets: [FACET_OPTION_ATTRIBUTES[facet]],
    ...COUNT_ONLY,
  };
}

/**
 * The page of a split search from the first answers, or null when it reaches past the exact
 * titles fetched (more than `EXACT_TITLE_WINDOW` of them): then `followUpRequests` fetch it.
 */
export function mergeTitleTiers(
  plan: Pick<SearchPlan, 'offset' | 'limit'>,
  exact: { hits: StoredHit[]; total: number },
  rest: { hits: StoredHit[]; offset: number },
): StoredHit[] | null {
  const { offset, limit } = plan;
  if (exact.total > exact.hits.length && offset + limit > exact.hits.length) return null;
  const exactPage = exact.hits.slice(offset, offset + limit);
  const from = Math.max(0, offset - exact.total) - rest.offset;
  if (from < 0) return null;
  return [...exactPage, ...rest.hits.slice(from, from + limit - exactPage.length)];
}

/** The two requests that fetch a split page exactly once the number of exact titles is known. */
export function followUpRequests(plan: SearchPlan, exactTotal: number): [SearchParams, SearchParams] {
  if (plan.hits.kind !== 'split') throw new Error('only split searches have follow-up requests');
  const pageOf = ({ page: _page, hitsPerPage: _hitsPerPage, ...request }: SearchParams) => request;
  return [
    { ...pageOf(plan.requests[plan.hits.exact]!), offset: plan.offset, limit: plan.limit },
    {
      ...pageOf(plan.requests[plan.hits.rest]!),
      offset: Math.max(0, plan.offset - exactTotal),
      limit: plan.limit,
    },
  ];
}

/** Joins the follow-up answers into the page: exact titles first, then the rest. */
export function mergeFollowUp(exact: StoredHit[], rest: StoredHit[], limit: number): StoredHit[] {
  return [...exact, ...rest].slice(0, limit);
}

/** Every option of one facet in a distribution, by count descending then German label order. */
export function facetOptions(distribution: Record<string, number> | undefined): FacetOption[] {
  const byKey = new Map<string, FacetOption & { labelCount: number }>();
  for (const [stored, count] of Object.entries(distribution ?? {})) {
    if (count <= 0) continue;
    const { key, label } = decodeOption(stored);
    const known = byKey.get(key);
    // a renamed value may briefly carry two labels across documents; each document has one
    if (!known) byKey.set(key, { key, label, count, labelCount: count });
    else {
      known.count += count;
      if (count > known.labelCount) Object.assign(known, { label, labelCount: count });
    }
  }
  return [...byKey.values()]
    .map(({ key, label, count }) => ({ key, label, count }))
    .sort(
      (left, right) =>
        right.count - left.count ||
        compareLabels(left.label, right.label) ||
        (left.key < right.key ? -1 : left.key > right.key ? 1 : 0),
    );
}

/** Min and max of reported ranges; `players` spans the lowest minimum to the highest maximum. */
export function rangeStats(
  names: readonly StatName[],
  facetStats: FacetStats | undefined,
): SearchResult['facetStats'] {
  const stats: SearchResult['facetStats'] = {};
  for (const name of names) {
    const [first, second] = STAT_ATTRIBUTES[name].map((attribute) => facetStats?.[attribute]);
    const extremes = first && second ? { min: first.min, max: second.max } : (first ?? second ?? undefined);
    if (extremes) stats[name] = { min: extremes.min, max: extremes.max };
  }
  return stats;
}

/** Total, facets and statistics of a planned search from its answers. */
export function readCounts(
  plan: SearchPlan,
  answers: readonly SearchAnswer[],
  maxValuesPerFacet = DEFAULT_VALUES_PER_FACET,
): Pick<SearchResult, 'total' | 'facets' | 'facetStats'> {
  const facets: SearchResult['facets'] = {};
  for (const { facet, request } of plan.counts) {
    const distribution = answers[request]?.facetDistribution?.[FACET_OPTION_ATTRIBUTES[facet]];
    facets[facet] = facetOptions(distribution).slice(0, maxValuesPerFacet);
  }
  return {
    total: plan.total === null ? 0 : (answers[plan.total]?.totalHits ?? 0),
    facets,
    facetStats: plan.stats ? rangeStats(plan.stats.names, answers[plan.stats.request]?.facetStats) : {},
  };
}

/**
 * The one request of a facet-value search: the facet's distribution under every filter but
 * its own. Meilisearch's own facet search matches only prefixes of whole values (and allows
 * typos), while the contract matches prefixes and infixes of folded labels, so the matching
 * is done here (`readFacetValues`).
 */
export function planFacetValues(query: FacetValueQuery): SearchParams {
  return countRequest(textParams(query), filterConditions(query), query.facet);
}

/** The matching options of a facet-value search, paged, with the more flag. */
export function readFacetValues(query: FacetValueQuery, answer: SearchAnswer | undefined): FacetValueResult {
  const needle = foldLabel(query.term);
  const matching = facetOptions(answer?.facetDistribution?.[FACET_OPTION_ATTRIBUTES[query.facet]]).filter(
    (option) => foldLabel(option.label).includes(needle),
  );
  return {
    options: matching.slice(query.offset, query.offset + query.limit),
    more: matching.length > query.offset + query.limit,
  };
}
