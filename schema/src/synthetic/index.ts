/**
 * The seeded random source and the word lists of synthetic catalogues: the demo data, the
 * indexer's benchmark feeds and the search engine's generated test catalogues draw from here,
 * so every generator is reproducible by seed and names look alike everywhere.
 */
export { SeededRandom, hashString } from './random';
export * from './word-lists';
