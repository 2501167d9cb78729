export * from './constants';
export * from './contracts/api';
