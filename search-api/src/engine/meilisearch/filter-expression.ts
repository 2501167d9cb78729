import { COUNTED_FACETS, RANGE_FILTERS } from '../catalogue';
import { resolveToggles, showsProductsWithoutDeals, shownProductTypes } from '../product-rules';
import type { CountedFacetName, FilterSet, PlayersFilter, RangeFilter } from '../types';
import {
  DEAL_ATTRIBUTE,
  FACET_FILTER_ATTRIBUTES,
  PLAYERS_ATTRIBUTES,
  PRODUCT_TYPE_ATTRIBUTE,
  RANGE_ATTRIBUTES,
} from './fields';

/** One filter of a search as a Meilisearch condition, named after its search field. */
export interface NamedCondition {
  name: string;
  expression: string;
}

/** The conditions of one search: those every count honours and one per active filter. */
export interface FilterConditions {
  /** Product rules and id lists; facet counts never drop these. */
  common: string[];
  /** One per active filter, in catalogue order; a facet's count drops its own (disjunctive). */
  filters: NamedCondition[];
}

/**
 * Quotes a string value for a Meilisearch filter. Meilisearch unescapes `\"` inside double
 * quotes and then Rust-style escapes, so backslashes are doubled first: every value, including
 * a trailing backslash or a quote, reaches the engine unchanged and can never end the string.
 */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

// all range attributes hold whole numbers, so rounding bounds inwards keeps their meaning and
// clamping keeps JavaScript from printing exponents the filter parser cannot read
const clampToSafe = (value: number) =>
  Math.min(Number.MAX_SAFE_INTEGER, Math.max(-Number.MAX_SAFE_INTEGER, value));
const lowerBound = (value: number) => String(clampToSafe(Math.ceil(value)));
const upperBound = (value: number) => String(clampToSafe(Math.floor(value)));

/** `attribute IN ["a", "b"]`: the document carries at least one of the values (OR inside a facet). */
export function inCondition(attribute: string, values: readonly string[]): string {
  return `${attribute} IN [${values.map(quoteFilterValue).join(', ')}]`;
}

/** The condition of a counted facet's keys. */
export function facetCondition(facet: CountedFacetName, keys: readonly string[]): string {
  return inCondition(FACET_FILTER_ATTRIBUTES[facet], keys);
}

/** The condition of a numeric range, or null when both sides are open. */
export function rangeCondition(attribute: string, range: RangeFilter): string | null {
  const parts: string[] = [];
  if (range.min !== undefined) parts.push(`${attribute} >= ${lowerBound(range.min)}`);
  if (range.max !== undefined) parts.push(`${attribute} <= ${upperBound(range.max)}`);
  return parts.length === 0 ? null : parts.join(' AND ');
}

/** Normal: the game supports `count` players; exact (or `exactPlayers`): made for exactly `count`. */
export function playersCondition(players: PlayersFilter, exactPlayers: boolean): string {
  const { from, to } = PLAYERS_ATTRIBUTES;
  const count = String(players.count);
  return players.exact || exactPlayers
    ? `${from} = ${count} AND ${to} = ${count}`
    : `${from} <= ${count} AND ${to} >= ${count}`;
}

/** The default product rules (see `product-rules.ts`) as conditions. */
export function productRuleConditions(filters: FilterSet): string[] {
  const conditions = [inCondition(PRODUCT_TYPE_ATTRIBUTE, shownProductTypes(filters))];
  if (!showsProductsWithoutDeals(filters)) conditions.push(`${DEAL_ATTRIBUTE} = true`);
  return conditions;
}

const idList = (ids: readonly number[]) =>
  ids.filter((id) => Number.isSafeInteger(id)).map((id) => String(id));

/**
 * The allow- and deny-list of product ids. Ids beyond the safe integer range cannot be product
 * ids and are dropped. An empty allow-list matches nothing; callers answer it without asking
 * Meilisearch, so it never reaches here as `id IN []`.
 */
export function idConditions(includeIds?: readonly number[], excludeIds?: readonly number[]): string[] {
  const conditions: string[] = [];
  if (includeIds) conditions.push(`id IN [${idList(includeIds).join(', ')}]`);
  const excluded = idList(excludeIds ?? []);
  if (excluded.length > 0) conditions.push(`id NOT IN [${excluded.join(', ')}]`);
  return conditions;
}

/**
 * Translates a validated filter set and id lists into Meilisearch conditions: OR inside a facet
 * (`IN`), AND across filters, ranges with `>=`/`<=`, the player rule, the product rules and
 * the id lists. Values are always quoted; input must have passed `query-schema` first.
 */
export function filterConditions(query: {
  filters: FilterSet;
  includeIds?: readonly number[];
  excludeIds?: readonly number[];
}): FilterConditions {
  const { filters } = query;
  const named: NamedCondition[] = [];
  for (const name of COUNTED_FACETS) {
    const keys = filters[name];
    if (keys && keys.length > 0) named.push({ name, expression: facetCondition(name, keys) });
  }
  for (const name of RANGE_FILTERS) {
    const range = filters[name];
    const expression = range ? rangeCondition(RANGE_ATTRIBUTES[name], range) : null;
    if (expression) named.push({ name, expression });
  }
  if (filters.players) {
    const { exactPlayers } = resolveToggles(filters);
    named.push({ name: 'players', expression: playersCondition(filters.players, exactPlayers) });
  }
  return {
    common: [...productRuleConditions(filters), ...idConditions(query.includeIds, query.excludeIds)],
    filters: named,
  };
}

/**
 * One filter string: the common conditions and every filter except `without` (the facet being
 * counted disjunctively), plus `extra` conditions, joined with AND. No part contains OR, so no
 * parentheses are needed.
 */
export function filterExpression(
  conditions: FilterConditions,
  options: { without?: string; extra?: readonly string[] } = {},
): string {
  return [
    ...conditions.common,
    ...conditions.filters
      .filter((filter) => filter.name !== options.without)
      .map((filter) => filter.expression),
    ...(options.extra ?? []),
  ].join(' AND ');
}
