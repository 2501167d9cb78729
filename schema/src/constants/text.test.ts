import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isValidGtin, slugify } from './text';

describe('slugify', () => {
  it('spells out umlauts and ß and joins words with hyphens', () => {
    expect(slugify('Die Siedler von Catan')).toBe('die-siedler-von-catan');
    expect(slugify('Spiele für 2')).toBe('spiele-fuer-2');
    expect(slugify('Heckmeck am Bratwurmeck – Große Box!')).toBe('heckmeck-am-bratwurmeck-grosse-box');
    expect(slugify('Pokémon: Karmesin & Purpur')).toBe('pokemon-karmesin-und-purpur');
  });
});

describe('GTIN check digits', () => {
  it('accepts real GTINs and refuses wrong check digits and lengths', () => {
    expect(isValidGtin('4002051693602')).toBe(true);
    expect(isValidGtin('4002051693603')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('12345')).toBe(false);
    expect(isValidGtin('400205169360a')).toBe(false);
    expect(gtinCheckDigit('400205169360')).toBe(2);
  });
});
