import type { LoaderFunctionArgs } from 'react-router';
import { fetchCatalogue } from '../search/catalogue';
import { ExtendedSearchPage, type ExtendedSearchData } from './ExtendedSearchPage';

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
