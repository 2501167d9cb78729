export * from './document';
export * from './render-html';
export * from './slug';
export * from './video';
export * from './write-document';
