import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  analyzeQuery,
  analyzeWord,
  countTitleWords,
  foldWord,
  isStopWord,
  planClauses,
  titleHead,
  tokenize,
} from './analysis';

describe('foldWord', () => {
  it('makes umlauts, their ae/oe/ue spellings and the bare vowels meet', () => {
    expect(['würfel', 'wuerfel', 'wurfel'].map(foldWord)).toEqual(['wurfel', 'wurfel', 'wurfel']);
    expect(['bär', 'baer', 'bar'].map(foldWord)).toEqual(['bar', 'bar', 'bar']);
    expect(['größe', 'groesse', 'grösse'].map(foldWord)).toEqual(['grosse', 'grosse', 'grosse']);
    expect(foldWord('pokémon')).toBe('pokemon');
    expect(foldWord('quest')).toBe('quest');
  });
});

describe('analyzeWord', () => {
  it('stems before folding so inflected forms share a stem', () => {
    expect(analyzeWord('abenteuer').stem).toBe(analyzeWord('abenteuern').stem);
    expect(analyzeWord('spiele').stem).toBe(analyzeWord('spiel').stem);
    expect(analyzeWord('häuser').stem).toBe(analyzeWord('haeuser').stem);
    expect(analyzeWord('erweiterungen').stem).toBe(analyzeWord('erweiterung').stem);
  });
});

describe('tokenize', () => {
  it('splits on anything but letters and digits and also joins hyphenated compounds', () => {
    expect(tokenize('Yu-Gi-Oh! Das Würfel-Duell (2. Edition)')).toEqual([
      'yu',
      'gi',
      'oh',
      'yugioh',
      'das',
      'würfel',
      'duell',
      'würfelduell',
      '2',
      'edition',
    ]);
    expect(tokenize("Don't Panic")).toEqual(['dont', 'panic']);
  });
});

describe('analyzeQuery', () => {
  it('treats the last word as a prefix only while it is being typed', () => {
    expect(analyzeQuery('catan seef').map((word) => word.prefix)).toEqual([false, true]);
    expect(analyzeQuery('catan seef ').map((word) => word.prefix)).toEqual([false, false]);
    expect(analyzeQuery('a b c d e f g h i j k l')).toHaveLength(10);
  });
});

describe('allowedTypos', () => {
  it('allows one typo from five letters and two from nine', () => {
    expect([4, 5, 8, 9, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('planClauses', () => {
  it('turns synonym phrases into one clause with the other members', () => {
    const clauses = planClauses(analyzeQuery('dragon card game '));
    expect(clauses).toHaveLength(2);
    expect(clauses[1]!.single).toBe(false);
    expect(clauses[1]!.synonyms).toContainEqual([analyzeWord('kartenspiel').stem]);
    const single = planClauses(analyzeQuery('Erweiterungen'));
    expect(single).toHaveLength(1);
    expect(single[0]!.single).toBe(true);
    expect(single[0]!.synonyms).toContainEqual([analyzeWord('expansion').stem]);
  });
});

describe('titles as exact-title ranking sees them', () => {
  it('counts title words without stop words, unless the title has nothing else', () => {
    expect(countTitleWords('Die Siedler von Catan')).toBe(2);
    expect(countTitleWords('Catan – Das Spiel')).toBe(2);
    expect(countTitleWords('Die')).toBe(1);
    expect(isStopWord('von')).toBe(true);
    expect(isStopWord('für')).toBe(false);
    expect(isStopWord(foldWord('für'))).toBe(true);
  });

  it('finds the name before a subtitle', () => {
    expect(titleHead('Catan – Das Spiel')).toBe('Catan');
    expect(titleHead('Azul: Sommerpavillon')).toBe('Azul');
    expect(titleHead('Star Wars - Shatterpoint')).toBe('Star Wars');
    expect(titleHead('Zug um Zug')).toBeNull();
    expect(titleHead('Mau-Mau')).toBeNull();
  });
});
