export * from './detect-offer-format';
export * from './feed-source';
export * from './lookup-dealer';
export * from './offer-feed-fields';
export * from './run-notes';
