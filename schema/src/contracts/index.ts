export * from './api';
export * from './tables';
