export * from './enums';
export * from './catalogue';
export * from './commerce';
export * from './accounts';
export * from './lists';
export * from './alerts';
export * from './community';
export * from './consent';

/** Any row value of any table (used by generic test fixtures). */
export type AnyTableRow = Record<string, unknown>;
export * from './notification-target';
export * from './site-pages';
export * from './analytics';
export * from './push';
