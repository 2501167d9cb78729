import { describe, expect, it } from 'vitest';
import { isValidCronPattern } from './cron-pattern';

describe('isValidCronPattern', () => {
  it('accepts five-field patterns with numbers, ranges, steps, lists and names', () => {
    for (const pattern of [
      '0 4 * * *',
      '*/15 * * * *',
      '30 */6 * * mon-fri',
      '0 8,12,18 * * *',
      '0 3 1 jan,jul *',
      '0 0 * * 7',
      '5-50/15 2-4 1-15 1-12 0-6',
      '  0   4 * * *  ',
    ])
      expect(isValidCronPattern(pattern), pattern).toBe(true);
  });

  it('refuses other field counts, values out of range, empty parts and unsupported syntax', () => {
    for (const pattern of [
      '',
      '0 4 * *',
      '0 0 4 * * *',
      '60 4 * * *',
      '0 24 * * *',
      '0 4 0 * *',
      '0 4 * 13 *',
      '0 4 * * 8',
      '0 4 * * mon-',
      '5-1 * * * *',
      '*/0 * * * *',
      '5/15 * * * *',
      '0 4 ? * *',
      '0 4 L * *',
      '0 4 * * 1#2',
      '0,,4 * * * *',
      'x'.repeat(101),
    ])
      expect(isValidCronPattern(pattern), pattern).toBe(false);
  });
});
