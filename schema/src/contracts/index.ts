export * from './api';
export * from './tables';
export * from './search-document';
export * from './search-params';
export * from './game-page';
export * from './page-render';
export * from './accounts';
export * from './alerts';
