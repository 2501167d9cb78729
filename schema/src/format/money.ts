import type { Locale } from '../constants/messages';

const currency = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
} as const;
const amount = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * Integer euro cents as a price for people: German by default (3494 → "34,94 €", with a
 * non-breaking space before the sign), British for English mails (3494 → "€34.94"). The web
 * pages, the alert mails and the e2e expectations all format through here, so a price reads
 * the same in every place.
 */
export function formatEuroCents(cents: number, locale: Locale = 'de'): string {
  return currency[locale].format(cents / 100);
}

/** Integer euro cents as the German amount a price input shows, without the sign: 1299 → "12,99". */
export function formatEuroAmount(cents: number): string {
  return amount.format(cents / 100);
}
