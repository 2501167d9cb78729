import {
  LIMITS,
  type FacetOption,
  type FacetValuesResponse,
  type FilterDataResponse,
  type SortOption,
} from '@spielraum/schema';
import { apiGet, dataEnvelope, type RequestOptions } from '../api/client';

// The start page's loader calls these, so they check answers without zod (dataEnvelope); the
// types come from schema's contracts of the `filter/…` answers.

/** One facet value as `filter/…` answers it. */
export type CatalogueOption = FacetOption;

/** Hits, total and the facet values of the whole catalogue (up to 100 per facet, most frequent first). */
export type Catalogue = Pick<FilterDataResponse['data'], 'total' | 'hits' | 'facets'>;

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
  const response = await apiGet(`filter/${attribute}/`, dataEnvelope<FacetValuesResponse>(), {
    ...options,
    query: params,
  });
  return response.data;
}
