import { availabilityValues, readGtin, type Availability } from '@spielraum/schema';
import { OFFER_FEED_LIMITS } from '@spielraum/schema/feeds';

/**
 * Parsers for single feed values (money, GTIN, availability, dates, URLs), shared by the zod row
 * schemas. Each returns the value or a reason without the field name; the schema puts the field
 * in front (`price: -3.00 is negative`).
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (reason: string): Parsed<never> => ({ ok: false, reason });

/**
 * A record (CSV line, JSON line, XML item) longer than this is a row error; in CSV a record that
 * spans several lines and grows beyond it (a quote that is never closed) is a read error.
 */
export const MAX_RECORD_CHARS = 1_000_000;
/** The reason a record (CSV record, JSON line) longer than MAX_RECORD_CHARS is rejected with. */
export const RECORD_TOO_LONG = `record: longer than ${MAX_RECORD_CHARS} characters`;
/** `RowError.raw` keeps at most this many characters of the original record. */
export const MAX_RAW_CHARS = 2000;

// C0 controls but tab, line feed and carriage return; DEL and the C1 controls, which appear when
// UTF-8 is decoded with the wrong table
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

// UTF-8 bytes read as Windows-1252 ("Ã¼" for "ü", "â‚¬" for "€"): a lead byte Ã or Â followed by
// what a continuation byte 0x80-0xBF becomes in Windows-1252; dealer systems that encode twice
// produce it, and so does a file that mixes both encodings
const UTF8_AS_WINDOWS_1252 =
  /[ÃÂ][\u00A0-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]|â‚¬|â€/;

/**
 * The `encoding: ...` reason when text is garbled, else null: U+FFFD (bytes that were not valid in
 * the file's encoding), control characters, or UTF-8 that was decoded as Windows-1252.
 */
export function encodingProblem(field: string, text: string): string | null {
  if (text.includes('\uFFFD')) return `encoding: replacement characters in ${field}`;
  if (CONTROL_CHARACTERS.test(text)) return `encoding: control characters in ${field}`;
  if (UTF8_AS_WINDOWS_1252.test(text)) return `encoding: UTF-8 decoded as Windows-1252 in ${field}`;
  return null;
}

/** Formats cents as `12.34` (the form used in reasons). */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const SIMPLE_EURO = /^(\d{1,7})(?:[.,](\d{1,2}))?(?: ?(?:EUR|€))?$/;
const MONEY =
  /^(?<before>[A-Za-z]{3}|€)?\s*(?<number>[+-]?\s*\d[\d.,' \u00A0\u202F]*?)\s*(?<after>[A-Za-z]{3}|€)?$/;

/**
 * An amount of money in cents, with the currency when the text names one (`29.99 EUR`, `EUR 29.99`,
 * `29,99 €`). Both German (`1.299,00`, `29,99`) and dot (`1,299.00`, `29.99`) formats parse; when
 * both separators occur the last one is the decimal separator. A single separator followed by
 * exactly three digits (`1.299`) is ambiguous and refused rather than guessed.
 */
export function parseMoney(text: string): Parsed<{ cents: number; currency: string }> {
  // fast path for the forms nearly every feed uses: `12.34 EUR`, `12,34`, `12 €`
  const simple = SIMPLE_EURO.exec(text);
  if (simple) {
    const cents = Number(simple[1]) * 100 + Number((simple[2] ?? '').padEnd(2, '0'));
    return ok({ cents, currency: 'EUR' });
  }
  const match = MONEY.exec(text.trim());
  if (!match?.groups) return fail(`"${text}" is not a price`);
  const { before, after } = match.groups;
  if (before && after) return fail(`"${text}" is not a price`);
  const currencyText = (before ?? after ?? 'EUR').toUpperCase();
  const currency = currencyText === '€' ? 'EUR' : currencyText;
  const negative = match.groups.number!.trim().startsWith('-');
  const number = match.groups.number!.replace(/^[+-]/, '').replace(/[\s'\u00A0\u202F]/g, '');
  const lastDot = number.lastIndexOf('.');
  const lastComma = number.lastIndexOf(',');
  let integerPart: string;
  let fraction = '';
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [whole, decimals, ...extra] = number.split(decimal);
    if (extra.length > 0) return fail(`"${text}" is not a price`);
    integerPart = whole!.split(thousands).join('');
    fraction = decimals!;
  } else if (lastDot !== -1 || lastComma !== -1) {
    const separator = lastDot !== -1 ? '.' : ',';
    const parts = number.split(separator);
    if (parts.length > 2) {
      integerPart = parts.join('');
    } else if (parts[1]!.length === 3) {
      return fail(`"${text}" is ambiguous (thousands separator or decimals?)`);
    } else {
      integerPart = parts[0]!;
      fraction = parts[1]!;
    }
  } else {
    integerPart = number;
  }
  if (!/^\d+$/.test(integerPart) || !/^\d*$/.test(fraction)) return fail(`"${text}" is not a price`);
  if (fraction.length > 2) return fail(`"${text}" has more than 2 decimals`);
  const significant = integerPart.replace(/^0+(?=\d)/, '');
  // 13 integer digits keep cents below Number.MAX_SAFE_INTEGER
  if (significant.length > 13) return fail(`"${text}" is too large`);
  const cents = Number(significant) * 100 + Number(fraction.padEnd(2, '0'));
  return ok({ cents: negative && cents !== 0 ? -cents : cents, currency });
}

/**
 * A GTIN (EAN, UPC) with its check digit verified, normalised for matching: spaces and hyphens
 * dropped, GTIN-8 and GTIN-12 padded to 13 digits, a GTIN-14 with a leading zero shortened to the
 * GTIN-13 it wraps, other GTIN-14 kept.
 */
export function normalizeGtin(text: string): Parsed<string> {
  const read = readGtin(text);
  if (read.ok) return ok(read.gtin);
  const { digits } = read;
  if (read.problem === 'not_digits') return fail(`"${text}" is not a GTIN (digits only)`);
  if (read.problem === 'length')
    return fail(`${digits} has ${digits.length} digits (8, 12, 13 or 14 expected)`);
  if (read.problem === 'check_digit') return fail(`${digits} has a wrong check digit`);
  return fail(`${digits} is not a GTIN (all zeros)`);
}

/** How Google's availability values (and our own five, accepted as they are) map to SPEC §3. */
export const GOOGLE_AVAILABILITY_TABLE: Readonly<Record<string, Availability>> = {
  in_stock: 'is_available',
  backorder: 'not_in_stock_but_can_order',
  preorder: 'pre_available',
  // with an availability_date the dealer has reordered: not_available_reordered
  out_of_stock: 'not_available',
  ...Object.fromEntries(availabilityValues.map((value) => [value, value])),
};

/** A Google availability text as a key of {@link GOOGLE_AVAILABILITY_TABLE} (`In Stock` → `in_stock`). */
export function googleAvailabilityKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * A Google availability (`in_stock`, `in stock`, `IN_STOCK`, `out_of_stock` ...) or one of our five
 * values. `out_of_stock` with an availability date becomes `not_available_reordered`.
 */
export function parseGoogleAvailability(text: string, hasAvailabilityDate: boolean): Parsed<Availability> {
  const key = googleAvailabilityKey(text);
  const value = GOOGLE_AVAILABILITY_TABLE[key];
  if (!value) return fail(`"${text}" is unknown`);
  return ok(key === 'out_of_stock' && hasAvailabilityDate ? 'not_available_reordered' : value);
}

/**
 * Keyword table for idealo's free-text `deliveryTime`, tried in this order on the lower-cased text;
 * the first match wins. When none matches, a duration decides (see {@link parseDeliveryTime}).
 */
export const DELIVERY_TIME_KEYWORDS: ReadonlyArray<{
  pattern: RegExp;
  availability: Availability;
  example: string;
}> = [
  {
    pattern: /vorbestell|vorverkauf|pre-?order|erscheint|erscheinungs|neuerscheinung/,
    availability: 'pre_available',
    example: 'Vorbestellung, Lieferung nach Erscheinen',
  },
  {
    pattern:
      /nachbestellt|nachlieferung|wird nachgeliefert|wieder (?:lieferbar|verfügbar|vorrätig|auf lager) ab|bald wieder|in kürze wieder/,
    availability: 'not_available_reordered',
    example: 'Nachbestellt, ca. 2–3 Wochen',
  },
  {
    pattern: /auf bestellung|(?<!nicht )bestellbar|bestellartikel|backorder|lieferzeit auf anfrage/,
    availability: 'not_in_stock_but_can_order',
    example: 'Nicht auf Lager, bestellbar',
  },
  {
    pattern:
      /nicht (?:mehr )?(?:lieferbar|verfügbar|vorrätig|bestellbar|auf lager|erhältlich)|ausverkauft|vergriffen|out of stock|sold out|unavailable/,
    availability: 'not_available',
    example: 'Derzeit nicht lieferbar',
  },
];

/** Words meaning "in stock" when no other rule and no duration applies. */
const IN_STOCK_WORDS =
  /sofort|auf lager|lagernd|vorrätig|lieferbar|verfügbar|versandfertig|in stock|available/;

/** At most this many working days counts as in stock; longer as orderable but not in stock. */
export const IN_STOCK_MAX_WORKING_DAYS = OFFER_FEED_LIMITS.inStockMaxWorkingDays;

const DURATION =
  /(\d+)(?:\s*(?:-|–|—|bis)\s*(\d+))?\s*(werktag|arbeitstag|tag|stunde|std|h\b|woche|monat|business day|day|hour|week|month)/;

function workingDays(amount: number, unit: string): number {
  if (/^(stunde|std|h|hour)/.test(unit)) return Math.ceil(amount / 24);
  if (/^(woche|week)/.test(unit)) return amount * 5;
  if (/^(monat|month)/.test(unit)) return amount * 20;
  return amount;
}

/**
 * idealo's `deliveryTime` text as one of the five availability values: a Google or SPEC value as
 * it is, else the first rule of {@link DELIVERY_TIME_KEYWORDS} that matches, else a duration
 * ("1-3 Werktage": in stock up to {@link IN_STOCK_MAX_WORKING_DAYS} working days, orderable
 * beyond), else in-stock words ("sofort lieferbar"). Anything else is unknown.
 */
export function parseDeliveryTime(text: string): Parsed<Availability> {
  const direct = GOOGLE_AVAILABILITY_TABLE[googleAvailabilityKey(text)];
  if (direct) return ok(direct);
  const lower = text.toLowerCase();
  for (const rule of DELIVERY_TIME_KEYWORDS) if (rule.pattern.test(lower)) return ok(rule.availability);
  const duration = DURATION.exec(lower);
  if (duration) {
    const longest = Number(duration[2] ?? duration[1]);
    return ok(
      workingDays(longest, duration[3]!) <= IN_STOCK_MAX_WORKING_DAYS
        ? 'is_available'
        : 'not_in_stock_but_can_order',
    );
  }
  if (IN_STOCK_WORDS.test(lower)) return ok('is_available');
  return fail(`"${text}" is unknown`);
}

/** An ISO 8601 date or date-time (`2026-12-15`, `2026-12-15T13:00-0800`) as `YYYY-MM-DD`. */
export function parseIsoDate(text: string): Parsed<string> {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.+\-Z]*)?$/.exec(text.trim());
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day)
      return ok(`${match[1]}-${match[2]}-${match[3]}`);
  }
  return fail(`"${text}" is not an ISO date (YYYY-MM-DD)`);
}

/** The URL when it is an absolute http or https URL. */
export function parseHttpUrl(text: string): Parsed<string> {
  try {
    const url = new URL(text.trim());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '')
      return ok(text.trim());
  } catch {
    // falls through to the reason below
  }
  return fail('not an http(s) URL');
}

/** A whole number written as digits (an optional minus sign allowed, checked by the caller). */
export function parseWholeNumber(text: string): Parsed<number> {
  const trimmed = text.trim();
  if (!/^-?\d{1,9}$/.test(trimmed)) return fail(`"${text}" is not a whole number`);
  return ok(Number(trimmed));
}

/** A decimal number with a dot or a German comma (`4.5`, `4,5`). */
export function parseDecimal(text: string): Parsed<number> {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d{1,9}(\.\d+)?$/.test(trimmed)) return fail(`"${text}" is not a number`);
  return ok(Number(trimmed));
}

/** Cuts a record's original text for `RowError.raw`. */
export function cutRaw(raw: string): string {
  return raw.length > MAX_RAW_CHARS ? raw.slice(0, MAX_RAW_CHARS) : raw;
}
