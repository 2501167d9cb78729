// The price statistics live in schema: the API recomputes them too (an operator's manual
// assignment of an unmatched offer), and search-api never imports the indexer.
export { recomputePriceStats, type QueryRunner } from '@spielraum/schema/prices';
