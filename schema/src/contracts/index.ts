export * from './api';
export * from './tables';
export * from './search-document';
