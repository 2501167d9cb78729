import { describe, expect, test } from 'vitest';
import {
  encodingProblem,
  formatEuros,
  normalizeGtin,
  parseDeliveryTime,
  parseGoogleAvailability,
  parseHttpUrl,
  parseIsoDate,
  parseMoney,
} from './values';

describe('parseMoney', () => {
  test.each([
    ['29.99', 2999, 'EUR'],
    ['29,99', 2999, 'EUR'],
    ['29.99 EUR', 2999, 'EUR'],
    ['EUR 29.99', 2999, 'EUR'],
    ['29,99 €', 2999, 'EUR'],
    ['€29.99', 2999, 'EUR'],
    ['1.299,00', 129900, 'EUR'],
    ['1,299.00', 129900, 'EUR'],
    ['1.299.000', 129900000, 'EUR'],
    ['12', 1200, 'EUR'],
    ['12.5', 1250, 'EUR'],
    ['0.00', 0, 'EUR'],
    ['-3.00', -300, 'EUR'],
    ['19.99 usd', 1999, 'USD'],
  ])('%s → %i cents %s', (text, cents, currency) => {
    expect(parseMoney(text)).toEqual({ ok: true, value: { cents, currency } });
  });

  test.each([
    ['abc', '"abc" is not a price'],
    ['', '"" is not a price'],
    ['1.299', '"1.299" is ambiguous (thousands separator or decimals?)'],
    ['1,299', '"1,299" is ambiguous (thousands separator or decimals?)'],
    ['12.9999', '"12.9999" has more than 2 decimals'],
    ['EUR 3 EUR', '"EUR 3 EUR" is not a price'],
    ['12,34,56.7.8', '"12,34,56.7.8" is not a price'],
    ['99999999999999 EUR', '"99999999999999 EUR" is too large'],
  ])('%s is refused: %s', (text, reason) => {
    expect(parseMoney(text)).toEqual({ ok: false, reason });
  });

  test('formats cents for reasons', () => {
    expect(formatEuros(-300)).toBe('-3.00');
    expect(formatEuros(25_000_000)).toBe('250000.00');
    expect(formatEuros(5)).toBe('0.05');
  });
});

describe('normalizeGtin', () => {
  test.each([
    ['4002051693602', '4002051693602'],
    ['400-2051 693602', '4002051693602'],
    ['96385074', '0000096385074'],
    ['036000291452', '0036000291452'],
    ['04002051693602', '4002051693602'],
    ['14002051693609', '14002051693609'],
    ["'4002051693602", '4002051693602'],
  ])('%s → %s', (text, gtin) => {
    expect(normalizeGtin(text)).toEqual({ ok: true, value: gtin });
  });

  test.each([
    ['4002051693603', '4002051693603 has a wrong check digit'],
    ['12345', '12345 has 5 digits (8, 12, 13 or 14 expected)'],
    ['ABC123', '"ABC123" is not a GTIN (digits only)'],
    ['0000000000000', '0000000000000 is not a GTIN (all zeros)'],
  ])('%s is refused: %s', (text, reason) => {
    expect(normalizeGtin(text)).toEqual({ ok: false, reason });
  });
});

describe('availability', () => {
  test.each([
    ['in_stock', false, 'is_available'],
    ['in stock', false, 'is_available'],
    ['IN_STOCK', false, 'is_available'],
    ['backorder', false, 'not_in_stock_but_can_order'],
    ['preorder', true, 'pre_available'],
    ['out_of_stock', false, 'not_available'],
    ['out of stock', true, 'not_available_reordered'],
    ['not_available_reordered', false, 'not_available_reordered'],
    ['is_available', false, 'is_available'],
  ])('Google %s (date: %s) → %s', (text, hasDate, availability) => {
    expect(parseGoogleAvailability(text, hasDate)).toEqual({ ok: true, value: availability });
  });

  test('an unknown Google value is refused', () => {
    expect(parseGoogleAvailability('sometimes', false)).toEqual({
      ok: false,
      reason: '"sometimes" is unknown',
    });
  });

  test.each([
    ['1-3 Werktage', 'is_available'],
    ['1–3 Werktage', 'is_available'],
    ['sofort lieferbar', 'is_available'],
    ['Auf Lager', 'is_available'],
    ['24h', 'is_available'],
    ['5–10 Werktage', 'not_in_stock_but_can_order'],
    ['2-3 Wochen', 'not_in_stock_but_can_order'],
    ['Nicht auf Lager, bestellbar', 'not_in_stock_but_can_order'],
    ['nicht lieferbar', 'not_available'],
    ['Derzeit nicht lieferbar', 'not_available'],
    ['ausverkauft', 'not_available'],
    ['nicht bestellbar', 'not_available'],
    ['Vorbestellung', 'pre_available'],
    ['Vorbestellung, Lieferung nach Erscheinen', 'pre_available'],
    ['Nachbestellt, ca. 2–3 Wochen', 'not_available_reordered'],
    ['wieder lieferbar ab 15.12.', 'not_available_reordered'],
    ['in_stock', 'is_available'],
  ])('idealo deliveryTime %s → %s', (text, availability) => {
    expect(parseDeliveryTime(text)).toEqual({ ok: true, value: availability });
  });

  test('an idealo deliveryTime without any known word is refused', () => {
    expect(parseDeliveryTime('irgendwann')).toEqual({ ok: false, reason: '"irgendwann" is unknown' });
  });
});

describe('other values', () => {
  test('dates', () => {
    expect(parseIsoDate('2026-12-15')).toEqual({ ok: true, value: '2026-12-15' });
    expect(parseIsoDate('2026-12-15T13:00-0800')).toEqual({ ok: true, value: '2026-12-15' });
    expect(parseIsoDate('2026-02-30')).toEqual({
      ok: false,
      reason: '"2026-02-30" is not an ISO date (YYYY-MM-DD)',
    });
    expect(parseIsoDate('15.12.2026')).toEqual({
      ok: false,
      reason: '"15.12.2026" is not an ISO date (YYYY-MM-DD)',
    });
  });

  test('URLs', () => {
    expect(parseHttpUrl('https://shop.example/p/1')).toEqual({ ok: true, value: 'https://shop.example/p/1' });
    expect(parseHttpUrl('ftp://shop.example/p/1')).toEqual({ ok: false, reason: 'not an http(s) URL' });
    expect(parseHttpUrl('/p/1')).toEqual({ ok: false, reason: 'not an http(s) URL' });
  });

  test('broken encoding', () => {
    expect(encodingProblem('title', 'Gr\uFFFDe')).toBe('encoding: replacement characters in title');
    expect(encodingProblem('title', 'Gr\u0000e')).toBe('encoding: control characters in title');
    expect(encodingProblem('title', 'Gr\u0084e')).toBe('encoding: control characters in title');
    expect(encodingProblem('title', 'GrÃ¶ÃŸe')).toBe('encoding: UTF-8 decoded as Windows-1252 in title');
    expect(encodingProblem('title', '9,99 â‚¬')).toBe('encoding: UTF-8 decoded as Windows-1252 in title');
    expect(encodingProblem('title', 'Größe\tund\nmehr – São Tomé, ÀÉÎÕÜ, 5 €')).toBeNull();
  });
});
