import { describe, expect, it } from 'vitest';
import { boundedDamerauLevenshtein, TypoDictionary } from './typo-dictionary';

describe('boundedDamerauLevenshtein', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(boundedDamerauLevenshtein('carcasone', 'carcassonne', 3)).toBe(2);
    expect(boundedDamerauLevenshtein('katan', 'catan', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('azlu', 'azul', 2)).toBe(1);
    expect(boundedDamerauLevenshtein('same', 'same', 0)).toBe(0);
  });

  it('stops at the bound', () => {
    expect(boundedDamerauLevenshtein('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(boundedDamerauLevenshtein('a', 'abcdef', 1)).toBe(2);
  });
});

describe('TypoDictionary', () => {
  it('finds the words within the allowed typos and nothing further away', () => {
    const dictionary = new TypoDictionary();
    ['catan', 'carcassonne', 'azul', 'satan', 'cartan', 'kanal'].forEach((word, id) =>
      dictionary.add(id, word),
    );
    expect(dictionary.lookup('katan', 1).sort()).toEqual([0, 3]);
    expect(dictionary.lookup('carcasone', 2)).toEqual([1]);
    expect(dictionary.lookup('catan', 1).sort()).toEqual([3, 4]);
    expect(dictionary.lookup('katan', 0)).toEqual([]);
  });
});
