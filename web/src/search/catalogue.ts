import { LIMITS, type GameCard, type SortOption } from '@spielraum/schema';
import { apiGet, dataEnvelope, type RequestOptions } from '../api/client';

// The start page's loader calls these, so they check answers without zod (dataEnvelope).

/** One facet value as `filter/…` answers it. */
export interface CatalogueOption {
  key: string;
  label: string;
  count: number;
}

export interface Catalogue {
  total: number;
  hits: GameCard[];
  /** Facet values of the whole catalogue (up to 100 per facet, most frequent first), keys like `1-familienspiele`. */
  facets: Record<string, CatalogueOption[]>;
}

/**
 * One unfiltered `filter/data/` call for pages outside the list: the start page takes its
 * deals (sorted by discount) and resolves its tiles' term slugs to `<id>-<slug>` keys from the
 * facets; the advanced search fills its choices from them.
 */
export async function fetchCatalogue(
  query: { rowsPerPage: number; sort?: SortOption },
  options: RequestOptions = {},
): Promise<Catalogue> {
  const params = new URLSearchParams({ rowsPerPage: String(query.rowsPerPage) });
  if (query.sort && query.sort !== 'relevance') params.set('sort', query.sort);
  const response = await apiGet('filter/data/', dataEnvelope<{ data: Catalogue }>(), {
    ...options,
    query: params,
  });
  return response.data;
}

/** `filter/{type}/?search=…`: values of one facet whose label matches, e.g. publishers for a type-ahead. */
export async function searchFacetValues(
  attribute: string,
  search: string,
  options: RequestOptions = {},
): Promise<CatalogueOption[]> {
  const params = new URLSearchParams({
    search,
    offset: '0',
    rowsPerPage: String(LIMITS.filterOptionPageSize * 2),
  });
  const response = await apiGet(
    `filter/${attribute}/`,
    dataEnvelope<{ data: CatalogueOption[]; more: boolean }>(),
    { ...options, query: params },
  );
  return response.data;
}
