import { publishPostRequestSchema } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { berlinLocalToIso, formatBerlinDateTime, isoToBerlinLocal } from './berlin-time';

describe('Berlin times of the back office', () => {
  it('turns a local Berlin time into ISO with the offset of that day', () => {
    expect(berlinLocalToIso('2026-12-01T10:30')).toBe('2026-12-01T10:30:00+01:00');
    expect(berlinLocalToIso('2026-07-15T08:05')).toBe('2026-07-15T08:05:00+02:00');
    expect(Date.parse(berlinLocalToIso('2026-07-15T08:05')!)).toBe(Date.UTC(2026, 6, 15, 6, 5));
    // the API's contract takes it
    expect(
      publishPostRequestSchema.safeParse({ publish_at: berlinLocalToIso('2026-12-01T10:30') }).success,
    ).toBe(true);
  });

  it('handles the change to and from summer time', () => {
    // 2026-03-29: 02:00 becomes 03:00; 02:30 does not exist and means the same instant as 03:30
    expect(berlinLocalToIso('2026-03-29T01:59')).toBe('2026-03-29T01:59:00+01:00');
    expect(berlinLocalToIso('2026-03-29T03:00')).toBe('2026-03-29T03:00:00+02:00');
    expect(berlinLocalToIso('2026-03-29T02:30')).toBe('2026-03-29T03:30:00+02:00');
    // 2026-10-25: 03:00 becomes 02:00 again
    expect(berlinLocalToIso('2026-10-25T04:00')).toBe('2026-10-25T04:00:00+01:00');
    expect(berlinLocalToIso('2026-10-25T01:00')).toBe('2026-10-25T01:00:00+02:00');
  });

  it('refuses what is no time', () => {
    expect(berlinLocalToIso('')).toBeNull();
    expect(berlinLocalToIso('2026-02-30T10:00')).toBeNull();
    expect(berlinLocalToIso('2026-12-01T24:00')).toBeNull();
    expect(berlinLocalToIso('morgen')).toBeNull();
  });

  it('shows stored instants as Berlin time', () => {
    expect(isoToBerlinLocal('2026-12-01T09:30:00.000Z')).toBe('2026-12-01T10:30');
    expect(isoToBerlinLocal('2026-07-15T06:05:00Z')).toBe('2026-07-15T08:05');
    expect(formatBerlinDateTime('2026-12-01T09:30:00.000Z')).toBe('01.12.2026, 10:30');
  });
});
