export * from './env';
export * from './jobs/index';
export * from './platform/index';
export { buildSearchDocuments } from './search/build-search-documents';
export { recomputePriceStats } from './prices/recompute-price-stats';
export { queueUploadedFeed } from './feeds/queue-uploaded-feed';
export { guessOfferFormat } from './feeds/ingest-command';
