import type { Settings } from 'meilisearch';
import { SEARCH_FIELDS } from '@spielraum/schema';
import { SYNONYM_GROUPS } from '../synonyms';
import type { CountedFacetName, RangeFilterName } from '../types';
import {
  DEAL_ATTRIBUTE,
  EXACT_ONLY_ATTRIBUTES,
  FACET_FILTER_ATTRIBUTES,
  FACET_OPTION_ATTRIBUTES,
  PLAYERS_ATTRIBUTES,
  PRODUCT_TYPE_ATTRIBUTE,
  RANGE_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  SORT_ATTRIBUTES,
  TITLE_KEY_ATTRIBUTE,
} from './fields';
import { foldedQuery } from './text';

/** The language searchable text and queries are analysed in (ISO 639-3, as Meilisearch takes it). */
export const SEARCH_LOCALE = 'deu';

export interface IndexSettingsOptions {
  /** Values per facet Meilisearch computes; the most a query may ask for (`maxValuesPerFacet`). */
  maxValuesPerFacet: number;
  /** Deepest hit Meilisearch pages to and largest exact total it reports. */
  maxTotalHits: number;
  /** The server's version (`pkgVersion`); servers before 1.36 lack `attributeRank`. */
  serverVersion?: string;
}

/**
 * Every attribute a filter or a facet count reads, derived from the schema's catalogue: per
 * counted facet its keys and its `key|label` options, the numeric fields of the ranges and the
 * player figures, the fields behind the switches, plus `id` (id lists) and the exact-title key.
 */
export function filterableAttributes(): string[] {
  const attributes = new Set<string>(['id', TITLE_KEY_ATTRIBUTE, PRODUCT_TYPE_ATTRIBUTE]);
  for (const field of SEARCH_FIELDS) {
    switch (field.kind) {
      case 'terms':
      case 'keyword': {
        const name: CountedFacetName = field.name;
        attributes.add(FACET_FILTER_ATTRIBUTES[name]);
        attributes.add(FACET_OPTION_ATTRIBUTES[name]);
        break;
      }
      case 'range':
        if (field.name === 'players') {
          attributes.add(PLAYERS_ATTRIBUTES.from);
          attributes.add(PLAYERS_ATTRIBUTES.to);
        } else {
          const name: RangeFilterName = field.name;
          attributes.add(RANGE_ATTRIBUTES[name]);
        }
        break;
      case 'toggle':
        if (field.field !== null) attributes.add(field.field);
        break;
    }
  }
  attributes.add(DEAL_ATTRIBUTE);
  return [...attributes];
}

/**
 * The synonym list in Meilisearch's form: every member of a group, folded like a query, maps
 * to the group's other members (multi-word members are phrases).
 */
export function synonymsOf(groups: readonly (readonly string[])[]): Record<string, string[]> {
  const synonyms: Record<string, string[]> = {};
  for (const group of groups) {
    const members = group.map((member) => foldedQuery(`${member} `).trim()).filter(Boolean);
    for (const member of members) {
      const others = members.filter((other) => other !== member);
      synonyms[member] = [...new Set([...(synonyms[member] ?? []), ...others])];
    }
  }
  return synonyms;
}

function atLeast(version: string | undefined, major: number, minor: number): boolean {
  if (version === undefined) return true;
  const [actualMajor = 0, actualMinor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  return actualMajor > major || (actualMajor === major && actualMinor >= minor);
}

/**
 * Ranking: an explicit sort first, so a chosen order is exact (key, then popularity, then id,
 * all passed in `sort`); then every word must match (`words`), better attributes (title first),
 * fewer typos, and popularity with id as the final tie-break. No `exactness` and no word
 * position: the contract's title tiers do not prefer titles that start with the query, and the
 * exact-title tier comes from a filter on the title key instead (see `search-plan.ts`).
 */
export function rankingRules(serverVersion?: string): string[] {
  const attribute = atLeast(serverVersion, 1, 36) ? 'attributeRank' : 'attribute';
  return [
    'sort',
    'words',
    attribute,
    'typo',
    `${SORT_ATTRIBUTES.popularity}:desc`,
    `${SORT_ATTRIBUTES.id}:asc`,
  ];
}

/**
 * The index settings, derived from the schema's facet catalogue and the engine's analysis:
 * searchable attributes in ranking order, filterable and sortable attributes, ranking rules,
 * typo tolerance (1 typo from 5 letters, 2 from 9; none on tags, taxonomy and description),
 * the synonym list, German as the language of all searchable text, facet values by count.
 */
export function indexSettings(options: IndexSettingsOptions): Settings {
  return {
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    filterableAttributes: filterableAttributes(),
    sortableAttributes: Object.values(SORT_ATTRIBUTES),
    rankingRules: rankingRules(options.serverVersion),
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnAttributes: [...EXACT_ONLY_ATTRIBUTES],
    },
    synonyms: synonymsOf(SYNONYM_GROUPS),
    stopWords: [],
    localizedAttributes: [{ attributePatterns: ['*Folded'], locales: [SEARCH_LOCALE] }],
    faceting: { maxValuesPerFacet: options.maxValuesPerFacet, sortFacetValuesBy: { '*': 'count' } },
    pagination: { maxTotalHits: options.maxTotalHits },
    // values are searched in our own facet distributions (infix, folded), not by Meilisearch
    facetSearch: false,
  };
}
