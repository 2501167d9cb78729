import { z } from 'zod';
import type { Availability, OfferCondition } from '@spielraum/schema';
import {
  OFFER_FEED_LIMITS,
  type GoogleOfferAttribute,
  type IdealoOfferColumn,
} from '@spielraum/schema/feeds';
import type { OfferRow, ParsedRow } from '../types';
import {
  formatEuros,
  encodingProblem,
  googleAvailabilityKey,
  normalizeGtin,
  parseDeliveryTime,
  parseGoogleAvailability,
  parseHttpUrl,
  parseIsoDate,
  parseMoney,
  type Parsed,
} from './values';
import {
  NEEDS_ZOD,
  optionalCheck,
  MAX_SKU_CHARS,
  optionalField,
  readableSku,
  requiredCheck,
  reportIssue,
  requiredField,
  validateRow,
} from './zod-fields';

/**
 * The zod schemas every offer reader applies after its format-specific extraction: one for
 * Google's attribute names (Google XML, Google CSV/TSV, JSON Lines) and one for idealo's CSV
 * columns. Input values are text as found in the feed; output is an OfferRow without its line.
 * A failing row gets every problem as `<field>: <reason>`, `; `-separated.
 */

/** The most a price can be before it is taken for a typing error. */
export const MAX_PRICE_CENTS = OFFER_FEED_LIMITS.priceMaxCents;
/** The most a shipping charge can be before it is taken for a typing error. */
export const MAX_SHIPPING_CENTS = OFFER_FEED_LIMITS.shippingMaxCents;

/** One shipping entry of a Google feed (XML `<g:shipping>` or its text form `DE:::4.95 EUR`). */
export interface ShippingQuote {
  country: string;
  price: string;
}

/**
 * A Google offer as extracted from XML, CSV/TSV or JSON Lines: Google's attribute names (schema's
 * field catalogue, which the "Für Händler" page shows), text values.
 */
export type GoogleOfferFields = {
  [Name in Exclude<GoogleOfferAttribute, 'shipping'>]?: string;
} & {
  /** Text form (`DE:::4.95 EUR,AT:::9.90 EUR`) or structured entries. */
  shipping?: string | ShippingQuote[];
};

/** An idealo-style CSV record (schema's column catalogue); `deliveryCosts` holds every `deliveryCosts_*` column. */
export type IdealoOfferFields = { [Name in IdealoOfferColumn]?: string } & {
  deliveryCosts?: Array<{ column: string; value: string }>;
};

type OfferData = Omit<OfferRow, 'line'>;

function euroAmount(options: { maxCents: number; allowZero: boolean }) {
  return (text: string): Parsed<number> => {
    const money = parseMoney(text);
    if (!money.ok) return money;
    const { cents, currency } = money.value;
    if (currency !== 'EUR') return { ok: false, reason: `${formatEuros(cents)} ${currency} is not in EUR` };
    if (cents < 0) return { ok: false, reason: `${formatEuros(cents)} is negative` };
    if (cents === 0 && !options.allowZero) return { ok: false, reason: `${formatEuros(cents)} is zero` };
    if (cents > options.maxCents)
      return {
        ok: false,
        reason: `${formatEuros(cents)} EUR is absurd (max ${options.maxCents / 100} EUR)`,
      };
    return { ok: true, value: cents };
  };
}

const priceAmount = euroAmount({ maxCents: MAX_PRICE_CENTS, allowZero: false });
const formerPriceAmount = euroAmount({ maxCents: MAX_PRICE_CENTS, allowZero: true });
const shippingAmount = euroAmount({ maxCents: MAX_SHIPPING_CENTS, allowZero: true });

const CONDITIONS: Record<string, OfferCondition> = {
  new: 'new',
  neu: 'new',
  used: 'used',
  gebraucht: 'used',
  refurbished: 'refurbished',
  generalüberholt: 'refurbished',
};

function parseCondition(text: string): Parsed<OfferCondition> {
  const condition = CONDITIONS[text.toLowerCase()];
  return condition ? { ok: true, value: condition } : { ok: false, reason: `"${text}" is unknown` };
}

function parseGoogleAvailabilityField(
  text: string,
): Parsed<{ availability: Availability; outOfStock: boolean }> {
  const parsed = parseGoogleAvailability(text, false);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    value: { availability: parsed.value, outOfStock: googleAvailabilityKey(text) === 'out_of_stock' },
  };
}

/** Splits Google's shipping text form into entries: `DE:::4.95 EUR,AT::Express:9,90 EUR`. */
function parseShippingText(text: string): Parsed<ShippingQuote[]> {
  const quotes: ShippingQuote[] = [];
  // most feeds quote one country: no regular expression split for those
  const entries = text.includes(',') ? text.split(/,(?=\s*[A-Za-z]{2}\s*:)/) : [text];
  for (const entry of entries) {
    const parts = entry.split(':');
    if (parts.length < 4)
      return { ok: false, reason: `"${entry.trim()}" is not country:region:service:price` };
    quotes.push({ country: parts[0]!, price: parts[3]! });
  }
  return { ok: true, value: quotes };
}

/** The cheapest shipping to Germany among the quotes; null when none is for DE. */
function germanShipping(field: string, quotes: ShippingQuote[], ctx: Parameters<typeof reportIssue>[0]) {
  let cheapest: number | null = null;
  for (const quote of quotes) {
    if (quote.country.trim().toUpperCase() !== 'DE') continue;
    const price = shippingAmount(quote.price.trim());
    if (!price.ok) return reportIssue(ctx, `${field}: ${price.reason}`);
    cheapest = cheapest === null ? price.value : Math.min(cheapest, price.value);
  }
  return cheapest;
}

const googleShipping = z
  .union([z.string(), z.array(z.object({ country: z.string(), price: z.string() }))])
  .optional()
  .transform((input, ctx): number | null => {
    if (input === undefined) return null;
    if (Array.isArray(input)) return germanShipping('shipping', input, ctx);
    const text = input.trim();
    if (text === '') return null;
    const problem = encodingProblem('shipping', text);
    if (problem) return reportIssue(ctx, problem);
    const quotes = parseShippingText(text);
    if (!quotes.ok) return reportIssue(ctx, `shipping: ${quotes.reason}`);
    return germanShipping('shipping', quotes.value, ctx);
  });

/**
 * Google's text fields: each a zod schema and a fast check with the same steps (see requiredCheck);
 * one per attribute of schema's catalogue, whose `required` the reader test holds to these checks.
 */
const GOOGLE_FIELDS = {
  id: requiredCheck('id', MAX_SKU_CHARS),
  title: requiredCheck('title', 1000),
  link: requiredCheck('link', 2048, parseHttpUrl),
  price: requiredCheck('price', 100, priceAmount),
  sale_price: optionalCheck('sale_price', 100, priceAmount),
  availability: requiredCheck('availability', 100, parseGoogleAvailabilityField),
  availability_date: optionalCheck('availability_date', 100, parseIsoDate),
  condition: optionalCheck('condition', 50, parseCondition),
  gtin: optionalCheck('gtin', 100, normalizeGtin),
  mpn: optionalCheck('mpn', 200),
  brand: optionalCheck('brand', 200),
  image_link: optionalCheck('image_link', 2048, parseHttpUrl),
  product_type: optionalCheck('product_type', 1000),
} satisfies Record<Exclude<GoogleOfferAttribute, 'shipping'>, unknown>;

type GoogleValidated = {
  [K in keyof typeof GOOGLE_FIELDS]: z.output<(typeof GOOGLE_FIELDS)[K]['schema']>;
} & { shipping: number | null };

function googleOfferData(fields: GoogleValidated): OfferData {
  return {
    sku: fields.id,
    title: fields.title,
    url: fields.link,
    priceCents: fields.sale_price ?? fields.price,
    formerPriceCents: fields.sale_price === null ? null : fields.price,
    shippingCents: fields.shipping,
    availability:
      fields.availability.outOfStock && fields.availability_date !== null
        ? 'not_available_reordered'
        : fields.availability.availability,
    availabilityDate: fields.availability_date,
    deliveryTime: null,
    condition: fields.condition ?? 'new',
    gtin: fields.gtin,
    mpn: fields.mpn,
    brand: fields.brand,
    imageUrl: fields.image_link,
    productType: fields.product_type,
  };
}

/** Google's attribute names → OfferRow. */
export const googleOfferSchema = z
  .object({
    id: GOOGLE_FIELDS.id.schema,
    title: GOOGLE_FIELDS.title.schema,
    link: GOOGLE_FIELDS.link.schema,
    price: GOOGLE_FIELDS.price.schema,
    sale_price: GOOGLE_FIELDS.sale_price.schema,
    availability: GOOGLE_FIELDS.availability.schema,
    availability_date: GOOGLE_FIELDS.availability_date.schema,
    shipping: googleShipping,
    condition: GOOGLE_FIELDS.condition.schema,
    gtin: GOOGLE_FIELDS.gtin.schema,
    mpn: GOOGLE_FIELDS.mpn.schema,
    brand: GOOGLE_FIELDS.brand.schema,
    image_link: GOOGLE_FIELDS.image_link.schema,
    product_type: GOOGLE_FIELDS.product_type.schema,
  })
  .transform(googleOfferData);

const GOOGLE_FIELD_NAMES = Object.keys(GOOGLE_FIELDS) as Array<keyof typeof GOOGLE_FIELDS>;

/** The fast form of googleShipping: the cheapest German shipping, or NEEDS_ZOD on any problem. */
function fastGoogleShipping(input: GoogleOfferFields['shipping']): number | null | typeof NEEDS_ZOD {
  if (input === undefined) return null;
  let quotes: ShippingQuote[];
  if (Array.isArray(input)) {
    if (!input.every((quote) => typeof quote.country === 'string' && typeof quote.price === 'string'))
      return NEEDS_ZOD;
    quotes = input;
  } else {
    if (typeof input !== 'string') return NEEDS_ZOD;
    const text = input.trim();
    if (text === '') return null;
    if (encodingProblem('shipping', text) !== null) return NEEDS_ZOD;
    const parsed = parseShippingText(text);
    if (!parsed.ok) return NEEDS_ZOD;
    quotes = parsed.value;
  }
  let cheapest: number | null = null;
  for (const quote of quotes) {
    if (quote.country.trim().toUpperCase() !== 'DE') continue;
    const price = shippingAmount(quote.price.trim());
    if (!price.ok) return NEEDS_ZOD;
    cheapest = cheapest === null ? price.value : Math.min(cheapest, price.value);
  }
  return cheapest;
}

/**
 * The common case without zod: every field valid. Null when any field has a problem (or the
 * input is not what the readers produce); the row then goes through googleOfferSchema, which
 * reports every problem.
 */
export function fastGoogleOffer(fields: GoogleOfferFields): OfferData | null {
  const shipping = fastGoogleShipping(fields.shipping);
  if (shipping === NEEDS_ZOD) return null;
  const values: Record<string, unknown> = { shipping };
  for (const name of GOOGLE_FIELD_NAMES) {
    const value = GOOGLE_FIELDS[name].fast(fields[name]);
    if (value === NEEDS_ZOD) return null;
    values[name] = value;
  }
  return googleOfferData(values as GoogleValidated);
}

/** Splits idealo's list fields (`eans`, `hans`): `,`, `;`, `|` or white space between entries. */
function listEntries(text: string): string[] {
  return text
    .split(/[,;|\s]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The first valid GTIN of idealo's `eans`; the first one's problem when none is valid. */
function firstValidGtin(text: string): Parsed<string> {
  let firstProblem: Parsed<string> | null = null;
  for (const entry of listEntries(text)) {
    const gtin = normalizeGtin(entry);
    if (gtin.ok) return gtin;
    firstProblem ??= gtin;
  }
  return firstProblem ?? { ok: false, reason: 'no GTIN' };
}

function firstEntry(text: string): Parsed<string> {
  return { ok: true, value: listEntries(text)[0] ?? text };
}

/** The first of idealo's `imageUrls` (commas inside URLs survive: only `,` before `http` splits). */
function firstImageUrl(text: string): Parsed<string> {
  const first = text.split(/[;|\s]+|,(?=\s*https?:)/).find((entry) => entry.trim() !== '') ?? '';
  return parseHttpUrl(first);
}

const USED_FLAGS: Record<string, OfferCondition> = {
  '0': 'new',
  false: 'new',
  no: 'new',
  nein: 'new',
  '1': 'used',
  true: 'used',
  yes: 'used',
  ja: 'used',
};

function parseUsedFlag(text: string): Parsed<OfferCondition> {
  const condition = USED_FLAGS[text.toLowerCase()];
  return condition
    ? { ok: true, value: condition }
    : { ok: false, reason: `"${text}" is not 0, 1, true or false` };
}

function deliveryTimeAvailability(text: string): Parsed<{ text: string; availability: Availability }> {
  const availability = parseDeliveryTime(text);
  return availability.ok ? { ok: true, value: { text, availability: availability.value } } : availability;
}

/** The lowest non-empty `deliveryCosts_*` column; null when all are empty. */
const idealoDeliveryCosts = z
  .array(z.object({ column: z.string(), value: z.string() }))
  .optional()
  .transform((columns, ctx): number | null => {
    let cheapest: number | null = null;
    for (const { column, value } of columns ?? []) {
      const text = value.trim();
      if (text === '') continue;
      const problem = encodingProblem(column, text);
      if (problem) return reportIssue(ctx, problem);
      const cents = shippingAmount(text);
      if (!cents.ok) return reportIssue(ctx, `${column}: ${cents.reason}`);
      cheapest = cheapest === null ? cents.value : Math.min(cheapest, cents.value);
    }
    return cheapest;
  });

/** idealo's CSV columns → OfferRow. */
export const idealoOfferSchema = z
  .object({
    sku: requiredField('sku', MAX_SKU_CHARS),
    title: requiredField('title', 1000),
    url: requiredField('url', 2048, parseHttpUrl),
    price: requiredField('price', 100, priceAmount),
    formerPrice: optionalField('formerPrice', 100, formerPriceAmount),
    deliveryTime: requiredField('deliveryTime', 500, deliveryTimeAvailability),
    deliveryCosts: idealoDeliveryCosts,
    used: optionalField('used', 10, parseUsedFlag),
    eans: optionalField('eans', 2000, firstValidGtin),
    hans: optionalField('hans', 2000, firstEntry),
    brand: optionalField('brand', 200),
    imageUrls: optionalField('imageUrls', 20_000, firstImageUrl),
    categoryPath: optionalField('categoryPath', 1000),
  })
  .transform((fields): OfferData => ({
    sku: fields.sku,
    title: fields.title,
    url: fields.url,
    priceCents: fields.price,
    // idealo feeds write 0 for "no former price"
    formerPriceCents: fields.formerPrice || null,
    shippingCents: fields.deliveryCosts,
    availability: fields.deliveryTime.availability,
    availabilityDate: null,
    deliveryTime: fields.deliveryTime.text,
    condition: fields.used ?? 'new',
    gtin: fields.eans,
    mpn: fields.hans,
    brand: fields.brand,
    imageUrl: fields.imageUrls,
    productType: fields.categoryPath,
  }));

/** Validates a Google offer; `raw` is only called for a failing row. */
export function validateGoogleOffer(
  line: number,
  fields: GoogleOfferFields,
  raw: () => string,
): ParsedRow<OfferRow> {
  const fast = fastGoogleOffer(fields);
  if (fast) return { ok: true, row: { line, ...fast } };
  return validateRow(googleOfferSchema, line, fields, raw, readableSku(fields.id));
}

/** Validates an idealo offer; `raw` is only called for a failing row. */
export function validateIdealoOffer(
  line: number,
  fields: IdealoOfferFields,
  raw: () => string,
): ParsedRow<OfferRow> {
  return validateRow(idealoOfferSchema, line, fields, raw, readableSku(fields.sku));
}
