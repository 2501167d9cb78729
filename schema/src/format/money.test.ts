import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';
import { formatEuroAmount, formatEuroCents } from './money';

describe('formatEuroCents', () => {
  it('formats integer cents as a German price by default', () => {
    expect(formatEuroCents(2849)).toBe('28,49\u00a0€');
    expect(formatEuroCents(123456)).toBe('1.234,56\u00a0€');
  });

  it('formats British for English mails', () => {
    expect(formatEuroCents(2849, 'en')).toBe('€28.49');
  });
});

describe('formatEuroAmount', () => {
  it('formats cents as a price input shows them', () => {
    expect(formatEuroAmount(1299)).toBe('12,99');
    expect(formatEuroAmount(5)).toBe('0,05');
    expect(formatEuroAmount(129950)).toBe('1299,50');
  });
});

describe('escapeHtml', () => {
  it('escapes markup and both quotes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
  });
});
