import { LIMITS } from '@spielraum/schema';

/**
 * How many values of a facet the filters show, and at most after "more" (the search API
 * answers up to 100 per facet). Every widget of a facet asks with these (the visible filter and
 * RoutedAttributes), so the search's parameters, which carry the largest, stay the same
 * whichever of them are mounted.
 */
export const FACET_VALUE_LIMITS = {
  limit: LIMITS.filterOptionPageSize,
  showMore: true,
  showMoreLimit: 50,
} as const;
