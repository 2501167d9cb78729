export * from './categories';
export * from './limits';
export * from './messages';
export * from './server-messages';
export * from './values';
export * from './text';
export * from './search-fields';
export * from './languages';
