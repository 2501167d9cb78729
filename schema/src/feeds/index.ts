export * from './detect-offer-format';
export * from './feed-source';
export * from './lookup-dealer';
export * from './run-notes';
