import type { Availability } from '@spielraum/schema';

const berlinDateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});
const shortDay = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  timeZone: 'UTC',
});
const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A UTC instant as Berlin date and time, e.g. "21.11.2026, 11:05". */
export function formatBerlinDateTime(iso: string): string {
  return berlinDateTime.format(new Date(iso));
}

/** A UTC instant as Berlin date, e.g. "21.11.2026" (one formatter for the game page and the magazine). */
export { formatBerlinDate } from '../shared/format';

/** A calendar day (YYYY-MM-DD, already a Berlin day) as "21.11.26". */
export function formatDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** A rating with one decimal in German, e.g. 4.7 → "4,7". */
export function formatRating(value: number): string {
  return decimal.format(value);
}

/** schema.org ItemAvailability of our availability values (SPEC §3). */
export const SCHEMA_ORG_AVAILABILITY: Record<Availability, string> = {
  is_available: 'https://schema.org/InStock',
  not_in_stock_but_can_order: 'https://schema.org/BackOrder',
  pre_available: 'https://schema.org/PreOrder',
  not_available_reordered: 'https://schema.org/BackOrder',
  not_available: 'https://schema.org/OutOfStock',
};
