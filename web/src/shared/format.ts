import type { Availability } from '@spielraum/schema';

/** Integer euro cents as a German price, e.g. 3494 → "34,94 €" (one formatter for pages and mails). */
export { formatEuroCents } from '@spielraum/schema';

const berlinDate = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' });

/** A UTC instant as Berlin date, e.g. "21.11.2026" (SPEC: time is shown in Europe/Berlin). */
export function formatBerlinDate(iso: string): string {
  return berlinDate.format(new Date(iso));
}

const count = new Intl.NumberFormat('de-DE');

/** A count with German thousands separators, e.g. 1234 → "1.234". */
export function formatCount(value: number): string {
  return count.format(value);
}

const rating = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rating out of 5 with one decimal, e.g. 4.52 → "4,5". */
export function formatRating(value: number): string {
  return rating.format(value);
}

/** Mantine colour of the availability badge, from best (green) to worst (grey). */
export const AVAILABILITY_COLORS: Record<Availability, string> = {
  is_available: 'green',
  not_in_stock_but_can_order: 'teal',
  pre_available: 'blue',
  not_available_reordered: 'orange',
  not_available: 'gray',
};

/** The i18n key of the German availability words (`availability.is_available` → "Sofort lieferbar"). */
export function availabilityKey(availability: Availability) {
  return `availability.${availability}` as const;
}
