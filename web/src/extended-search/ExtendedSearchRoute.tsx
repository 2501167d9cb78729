import type { LoaderFunctionArgs } from 'react-router';
import { fetchCatalogue, type CatalogueOption } from '../search/catalogue';
import { ExtendedSearchPage } from './ExtendedSearchPage';

export interface ExtendedSearchData {
  /** Facet values to choose from; null when the search API could not be reached (the form still works for the rest). */
  facets: Record<string, CatalogueOption[]> | null;
}

/** Loads the values the choice fields offer (one unfiltered `filter/data/` call). */
export async function loader({ request }: LoaderFunctionArgs): Promise<ExtendedSearchData> {
  try {
    const catalogue = await fetchCatalogue(
      { rowsPerPage: 1 },
      { signal: request.signal, baseUrl: request.url },
    );
    return { facets: catalogue.facets };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { facets: null };
  }
}

/** `/extendedsearch`, loaded lazily with its loader. */
export function Component() {
  return <ExtendedSearchPage />;
}
