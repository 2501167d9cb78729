import {
  SEARCH_FIELDS,
  facetKey,
  type FacetValue,
  type SearchDocument,
  type SortOption,
} from '@spielraum/schema';
import { passesProductRules } from '../product-rules';
import type { CountedFacetName, FilterSet, RangeFilterName } from '../types';

/**
 * The reference semantics of filters, facet counts and sort orders, written plainly over
 * document objects and read from the schema's catalogue, so property tests can compare any
 * engine against it.
 */

type ListQuery = { filters: FilterSet; includeIds?: number[]; excludeIds?: number[] };

/** The facet keys a document carries for a counted facet, read via the catalogue's field. */
export function facetKeysOf(document: SearchDocument, facet: CountedFacetName): string[] {
  const field = SEARCH_FIELDS.find((candidate) => candidate.name === facet)!;
  const value = field.field === null ? null : document[field.field];
  if (field.kind === 'terms') return [...new Set((value as FacetValue[]).map(facetKey))];
  return typeof value === 'string' ? [value] : [];
}

const RANGE_VALUE: Record<RangeFilterName, (document: SearchDocument) => number | null> = {
  price: (document) => document.bestTotalCents,
  yearOfPublication: (document) => document.releaseYear,
  minAge: (document) => document.ageFrom,
  playTime: (document) => document.playingTimeMinutes,
};

/** True when the document passes one filter of the set (`name`). */
function passesFilter(document: SearchDocument, filters: FilterSet, name: string): boolean {
  if (name === 'players') {
    const players = filters.players!;
    const { playersFrom: from, playersTo: to } = document;
    if (from === null || to === null) return false;
    return players.exact || filters.exactPlayers
      ? from === players.count && to === players.count
      : from <= players.count && players.count <= to;
  }
  if (name in RANGE_VALUE) {
    const range = filters[name as RangeFilterName]!;
    const value = RANGE_VALUE[name as RangeFilterName](document);
    if (value === null) return false;
    return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
  }
  const keys = filters[name as CountedFacetName]!;
  return facetKeysOf(document, name as CountedFacetName).some((key) => keys.includes(key));
}

/** The names of the filters in a set that narrow the result. */
export function activeFilters(filters: FilterSet): string[] {
  return Object.entries(filters)
    .filter(([, value]) => {
      if (value === undefined || typeof value === 'boolean') return false;
      if (Array.isArray(value)) return value.length > 0;
      if ('count' in value) return true;
      return value.min !== undefined || value.max !== undefined;
    })
    .map(([name]) => name);
}

function inScope(document: SearchDocument, query: ListQuery): boolean {
  if (!passesProductRules(document, query.filters)) return false;
  if (query.includeIds && !query.includeIds.includes(document.id)) return false;
  return !query.excludeIds?.includes(document.id);
}

/** Documents matching the query's filters, product rules and id lists. */
export function bruteForceMatches(documents: SearchDocument[], query: ListQuery): SearchDocument[] {
  const active = activeFilters(query.filters);
  return documents.filter(
    (document) =>
      inScope(document, query) && active.every((name) => passesFilter(document, query.filters, name)),
  );
}

/** Disjunctive counts of one facet: every filter applies except the facet's own. */
export function bruteForceFacetCounts(
  documents: SearchDocument[],
  query: ListQuery,
  facet: CountedFacetName,
): Map<string, number> {
  const others = activeFilters(query.filters).filter((name) => name !== facet);
  const counts = new Map<string, number>();
  for (const document of documents) {
    if (!inScope(document, query)) continue;
    if (!others.every((name) => passesFilter(document, query.filters, name))) continue;
    for (const key of facetKeysOf(document, facet)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function nullsLast(left: number | null, right: number | null, direction: number): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  return direction * (left - right);
}

/** The order a sort option defines: its key, then popularity descending, then id ascending. */
export function bruteForceCompare(sort: SortOption): (left: SearchDocument, right: SearchDocument) => number {
  const key = (left: SearchDocument, right: SearchDocument): number => {
    switch (sort) {
      case 'relevance':
        return 0;
      case 'total-asc':
        return nullsLast(left.bestTotalCents, right.bestTotalCents, 1);
      case 'total-desc':
        return nullsLast(left.bestTotalCents, right.bestTotalCents, -1);
      case 'price-asc':
        return nullsLast(left.bestPriceCents, right.bestPriceCents, 1);
      case 'rating-desc':
        return nullsLast(left.rating, right.rating, -1);
      case 'newest':
        return Date.parse(right.createdAt) - Date.parse(left.createdAt);
      case 'discount-desc':
        return right.discountPercent - left.discountPercent;
    }
  };
  return (left, right) => key(left, right) || right.popularity - left.popularity || left.id - right.id;
}
