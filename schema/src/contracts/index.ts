export * from './api';
export * from './tables';
export * from './search-document';
export * from './search-params';
export * from './accounts';
