export * from './constants';
export * from './contracts/api';
export * from './contracts/game-page';
export * from './contracts/page-render';
export * from './contracts/search-document';
export * from './contracts/search-params';
export * from './contracts/accounts';
export * from './contracts/alerts';
