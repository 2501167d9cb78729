import { describe, expect, it } from 'vitest';
import { boundedDamerauLevenshtein, boundedPrefixDistance, TypoDictionary } from './typo-dictionary';

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

describe('boundedPrefixDistance', () => {
  it('is the distance to the closest beginning of the term', () => {
    expect(boundedPrefixDistance('cascad', 'cascadia', 1)).toBe(0);
    expect(boundedPrefixDistance('cascda', 'cascadia', 1)).toBe(1);
    expect(boundedPrefixDistance('kascadi', 'cascadia', 1)).toBe(1);
    expect(boundedPrefixDistance('csacad', 'cascadia', 1)).toBe(1);
    expect(boundedPrefixDistance('kaskadi', 'cascadia', 1)).toBe(2);
    expect(boundedPrefixDistance('kaskadi', 'cascadia', 2)).toBe(2);
    expect(boundedPrefixDistance('flugel', 'fluegelschlag', 1)).toBe(1);
  });

  it('stops at the bound', () => {
    expect(boundedPrefixDistance('zzzzzz', 'cascadia', 2)).toBe(3);
    expect(boundedPrefixDistance('cascadiax', 'cascadia', 0)).toBe(1);
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

  it('finds the terms that begin with an unfinished word give or take its typos', () => {
    const dictionary = new TypoDictionary();
    ['cascadia', 'carcassonne', 'cacao', 'azul', 'scythe'].forEach((word, id) => dictionary.add(id, word));
    expect(dictionary.lookupPrefix('cascda', 1)).toEqual([0]);
    expect(dictionary.lookupPrefix('carcaso', 1)).toEqual([1]);
    // an exact beginning is the text index's prefix match, not a typo
    expect(dictionary.lookupPrefix('cascad', 1)).toEqual([]);
    expect(dictionary.lookupPrefix('cascda', 0)).toEqual([]);
    expect(dictionary.lookupPrefix('xyzxyz', 1)).toEqual([]);
  });
});
