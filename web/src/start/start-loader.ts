import type { GameCard } from '@spielraum/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchCatalogue, type CatalogueOption } from '../search/catalogue';

/** How many current deals the start page shows. */
export const DEAL_COUNT = 8;

export interface StartPageData {
  /** Games with a real discount, biggest discount first. */
  deals: GameCard[];
  /** The catalogue's facet values, for resolving tile terms; null when the search could not be asked. */
  facets: Record<string, CatalogueOption[]> | null;
}

/**
 * Loader of `/`: one `filter/data/` call sorted by discount gives the current deals and the
 * facet values the tiles' filter ids are built from. A failure does not break the start page:
 * tiles then fall back to text searches and the deals block is left out.
 */
export async function startLoader({ request }: LoaderFunctionArgs): Promise<StartPageData> {
  try {
    const catalogue = await fetchCatalogue(
      { rowsPerPage: DEAL_COUNT * 2, sort: 'discount-desc' },
      { signal: request.signal, baseUrl: request.url },
    );
    return {
      deals: catalogue.hits
        .filter((game) => game.real_discount && game.best_total !== null)
        .slice(0, DEAL_COUNT),
      facets: catalogue.facets,
    };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { deals: [], facets: null };
  }
}
