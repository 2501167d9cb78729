const BERLIN_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Berlin's day changes on a full minute (its offsets are whole hours), so the day of the
// current minute is worked out once, not for every analytics call
let cachedMinute = Number.NaN;
let cachedDay = '';

/**
 * The Berlin calendar day of an instant as `YYYY-MM-DD`: the analytics count per day as the
 * operators in Germany live it, not per UTC day (which would end at 1 or 2 a.m.).
 */
export function berlinDay(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute === cachedMinute) return cachedDay;
  const parts: Record<string, string> = {};
  for (const part of BERLIN_DATE.formatToParts(at)) parts[part.type] = part.value;
  cachedMinute = minute;
  cachedDay = `${parts.year}-${parts.month}-${parts.day}`;
  return cachedDay;
}
