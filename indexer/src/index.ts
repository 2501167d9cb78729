export * from './env';
export * from './jobs/index';
export * from './platform/index';
