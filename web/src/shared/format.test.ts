import { availabilityValues } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { availabilityKey, formatCount, formatEuroCents } from './format';

describe('formatEuroCents', () => {
  it('formats integer cents as a German euro amount', () => {
    expect(formatEuroCents(3494)).toBe('34,94\u00a0€');
    expect(formatEuroCents(5)).toBe('0,05\u00a0€');
    expect(formatEuroCents(123456)).toBe('1.234,56\u00a0€');
  });
});

describe('formatCount', () => {
  it('uses German thousands separators', () => {
    expect(formatCount(12345)).toBe('12.345');
  });
});

describe('availability words', () => {
  it('names every availability value in German', () => {
    const { t } = createI18n('de');
    expect(availabilityValues.map((value) => t(availabilityKey(value)))).toEqual([
      'Sofort lieferbar',
      'Bestellbar, nicht auf Lager',
      'Vorbestellbar',
      'Nachbestellt',
      'Nicht lieferbar',
    ]);
  });

  it('falls back to English words when English is active', () => {
    const { t } = createI18n('en');
    expect(t(availabilityKey('is_available'))).toBe('In stock');
  });
});
