import { countSearchFilters, LIMITS } from '@spielraum/schema';
import { useInstantSearch } from 'react-instantsearch';
import { SEARCH_INDEX_NAME } from '../../search/search-attributes';
import { searchFromUiState } from '../../search/routing';

/** Id of the visible text that explains why further filter options are disabled. */
export const FILTER_CAP_NOTICE_ID = 'filter-cap-notice';

export interface FilterCap {
  /** Filters the current search sets, counted like the search API counts them. */
  count: number;
  /**
   * True once LIMITS.maxFilters (5) are set (each ticked value counts): options that would add a
   * filter are disabled.
   */
  reached: boolean;
}

/**
 * The five-filter cap (SPEC §5, §9) as the list shows it. The count comes from the same
 * countSearchFilters the search API enforces, applied to the search the UI state describes,
 * so the browser never offers a sixth filter that the server would refuse.
 */
export function useFilterCap(): FilterCap {
  const { indexUiState } = useInstantSearch();
  const count = countSearchFilters(searchFromUiState({ [SEARCH_INDEX_NAME]: indexUiState }));
  return { count, reached: count >= LIMITS.maxFilters };
}
