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
    // GTIN-12 (UPC-A) and GTIN-14: the weights start from the right whatever the length
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('10614141000415')).toBe(true);
    expect(isValidGtin('10614141000416')).toBe(false);
    expect(isValidGtin('4002051 93602')).toBe(false);
  });

  it('agrees with the textbook computation on every length and check digit', () => {
    // the GS1 definition: weights 3, 1, 3, ... from the rightmost digit of the body
    const textbook = (body: string) => {
      const sum = [...body]
        .reverse()
        .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
      return (10 - (sum % 10)) % 10;
    };
    let seed = 20_261_121;
    const nextDigit = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * 10);
    };
    for (const length of [8, 12, 13, 14]) {
      for (let sample = 0; sample < 200; sample++) {
        const body = Array.from({ length: length - 1 }, nextDigit).join('');
        expect(gtinCheckDigit(body)).toBe(textbook(body));
        for (let check = 0; check <= 9; check++)
          expect(isValidGtin(`${body}${check}`)).toBe(check === textbook(body));
      }
    }
  });
});
