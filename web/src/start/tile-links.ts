import {
  CATEGORY_TILES,
  landingPageOfTerm,
  landingPath,
  LIMITS,
  PRODUCT_GROUPS,
  SEARCH_FIELDS,
  type CategoryEntry,
  type SearchFieldName,
} from '@spielraum/schema';
import { searchHref } from '../search/routing';

/** Term keys (`1-familienspiele`) by facet and term slug (`familienspiele`), from the catalogue's facets. */
export type TermKeyIndex = Map<string, Map<string, string>>;

const GROUP_TERM = /^group:(\d+)$/;

/** Indexes facet values by the slug part of their `<id>-<slug>` key. */
export function termKeyIndex(facets: Record<string, readonly { key: string }[]> | null): TermKeyIndex {
  const index: TermKeyIndex = new Map();
  for (const [attribute, options] of Object.entries(facets ?? {})) {
    const bySlug = new Map<string, string>();
    for (const { key } of options) {
      const match = /^\d+-(.+)$/.exec(key);
      if (match?.[1]) bySlug.set(match[1], key);
    }
    index.set(attribute, bySlug);
  }
  return index;
}

function listHref(filters: Partial<Record<SearchFieldName, string[]>>, text?: string): string {
  return searchHref({
    ...(text ? { text } : {}),
    filters,
    sort: 'relevance',
    page: 1,
    rowsPerPage: LIMITS.rowsPerPage,
  });
}

/**
 * Where a tile for a term of `attribute` leads: its landing page (`/genre/horror`); a term
 * without one to the list filtered by the term's key, or, when the catalogue does not know the
 * term (yet), a text search for the tile's title, so a tile never opens an empty or broken filter.
 */
export function termHref(
  index: TermKeyIndex,
  attribute: SearchFieldName,
  slug: string | null,
  title: string,
): string {
  if (slug === null) return '/games';
  const landing = landingPageOfTerm(attribute, slug);
  if (landing) return landingPath(landing);
  const key = index.get(attribute)?.get(slug);
  return key ? listHref({ [attribute]: [key] }) : listHref({}, title);
}

/**
 * The category tiles as SPEC §3 category entries: `filter_id` is the query fragment
 * `filter-spielkategorien=<id>-<slug>` (type filter), a group id (type group) or empty (all).
 */
export function categoryEntries(index: TermKeyIndex): CategoryEntry[] {
  const param = SEARCH_FIELDS.find((field) => field.name === 'categories')?.param ?? 'filter-spielkategorien';
  return CATEGORY_TILES.map((tile, position): CategoryEntry => {
    const base = {
      id: position + 1,
      title: tile.title,
      icon: tile.slug,
      image: null,
      color: tile.color,
      slug: tile.slug,
    };
    if (tile.term === null) return { ...base, filter_id: '', type: 'all' };
    const group = GROUP_TERM.exec(tile.term)?.[1];
    if (group !== undefined) return { ...base, filter_id: group, type: 'group' };
    const key = index.get('categories')?.get(tile.term);
    // A term the catalogue does not know (yet) becomes a text search for the tile's title.
    const filterId = key ? `${param}=${key}` : new URLSearchParams({ term: tile.title.de }).toString();
    return { ...base, filter_id: filterId, type: 'filter' };
  });
}

/**
 * The URL a category entry opens: its product group's page, its category's landing page, or
 * its filter_id applied to /games.
 */
export function categoryEntryHref(entry: CategoryEntry): string {
  if (entry.type === 'filter') {
    const landing = landingPageOfTerm('categories', entry.slug);
    if (landing) return landingPath(landing);
  }
  if (entry.type === 'group') {
    const group = PRODUCT_GROUPS.find((candidate) => String(candidate.id) === entry.filter_id);
    return group ? `/games/${group.slug}` : '/games';
  }
  if (entry.type === 'filter' && entry.filter_id !== '') return `/games?${entry.filter_id}`;
  return '/games';
}
