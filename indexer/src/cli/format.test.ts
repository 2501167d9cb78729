import { describe, expect, it } from 'vitest';
import { formatBytes, formatBytesOf, formatCount, formatDuration, formatPercent } from './format';

describe('the CLI formats numbers German', () => {
  it('groups thousands with points', () => {
    expect(formatCount(1_234_567)).toBe('1.234.567');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(2.6)).toBe('3');
  });

  it('says durations in seconds with a decimal comma, long ones in minutes', () => {
    expect(formatDuration(12_345)).toBe('12,3 s');
    expect(formatDuration(40)).toBe('0,0 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });

  it('says sizes in the unit that fits, binary like the upload limit', () => {
    expect(formatBytes(50_541_363)).toBe('48,2 MB');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3,0 GB');
  });

  it('gives bytes done in the unit of the total', () => {
    expect(formatBytesOf(13_002_342, 50_541_363)).toBe('12,4 von 48,2 MB');
    expect(formatBytesOf(0, 2048)).toBe('0,0 von 2,0 kB');
  });

  it('rounds percent down, so 100 % means done', () => {
    expect(formatPercent(0.259)).toBe('25 %');
    expect(formatPercent(0.999)).toBe('99 %');
    expect(formatPercent(1)).toBe('100 %');
    expect(formatPercent(1.2)).toBe('100 %');
  });
});
