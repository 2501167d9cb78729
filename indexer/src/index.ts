export * from './jobs/index';
export { buildSearchDocuments } from './search/build-search-documents';
export { recomputePriceStats } from './prices/recompute-price-stats';
