export * from './money';
export * from './html';
