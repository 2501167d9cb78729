import { describe, expect, it } from 'vitest';
import { formatEuroAmount } from '@spielraum/schema';
import { parseEuroInput } from './euro-input';

describe('parseEuroInput', () => {
  it('reads German prices as cents', () => {
    expect(parseEuroInput('12,99')).toBe(1299);
    expect(parseEuroInput(' 12,9 € ')).toBe(1290);
    expect(parseEuroInput('12')).toBe(1200);
    expect(parseEuroInput('1.299,50')).toBe(129950);
    expect(parseEuroInput('12.99')).toBe(1299);
    expect(parseEuroInput('0,01')).toBe(1);
  });

  it('refuses what is not a positive amount with at most two decimals', () => {
    for (const input of ['', 'abc', '12,999', '-3', '0', '0,00', '1,2,3', '12.5.1', '1e3'])
      expect(parseEuroInput(input), input).toBeNull();
  });

  it('formats cents for the input', () => {
    expect(formatEuroAmount(1299)).toBe('12,99');
    expect(formatEuroAmount(5)).toBe('0,05');
  });
});
