/** The search engine's public surface for the search API (routes, replicas, the Meilisearch adapter). */
export { createBitmapEngine, type BitmapEngineOptions } from './bitmap-engine';
export { SearchQueryError, type SearchQueryIssue } from './query-error';
export {
  countFilters,
  MAX_TEXT_LENGTH,
  parseFacetValueQuery,
  parseSearchQuery,
  parseTitleSuggestionQuery,
} from './query-schema';
export { TOGGLE_DEFAULTS, shownProductTypes, showsProductsWithoutDeals } from './product-rules';
export { SYNONYM_GROUPS } from './synonyms';
export { analyzeQuery, foldWord } from './analysis';
export type * from './types';
