import { GOOGLE_OFFER_ATTRIBUTES } from '@spielraum/schema/feeds';
import type { OfferRow, ParsedRow, ReaderOptions } from '../types';
import { jsonText, readJsonLines } from './json-lines';
import { validateGoogleOffer, type GoogleOfferFields, type ShippingQuote } from './offer-row-schema';
import { readableSku, rowError } from './zod-fields';

/**
 * `shipping` of a JSON line: Google's text form (`"DE:::4.95 EUR"`), one `{country, price}` object
 * or a list of them (`price` as text, number or `{value, currency}`).
 */
function jsonShipping(
  value: unknown,
): { ok: true; shipping: string | ShippingQuote[] | undefined } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, shipping: undefined };
  if (typeof value === 'string') return { ok: true, shipping: value };
  const entries = Array.isArray(value) ? value : [value];
  const quotes: ShippingQuote[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) return { ok: false };
    const { country, price } = entry as { country?: unknown; price?: unknown };
    const priceText = jsonText(price);
    if (typeof country !== 'string' || !priceText.ok) return { ok: false };
    quotes.push({ country, price: priceText.text ?? '' });
  }
  return { ok: true, shipping: quotes };
}

/** `"id": "A-1"` (or a number) as the first member of a line that is no whole JSON object. */
const LEADING_ID = /^\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)\s*[,}]/;

/** The id of a JSON line too long or too broken to parse, when it comes first (exports usually put it there). */
function leadingId(raw: string): string | undefined {
  const match = LEADING_ID.exec(raw);
  if (!match) return undefined;
  try {
    return readableSku(JSON.parse(match[1]!) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Reads offers from JSON Lines: one object per line with Google's attribute names (same meaning
 * as in Google's CSV form). Numbers are accepted where text is expected (`"price": 29.99` is
 * 29.99 EUR), and `{value, currency}` for money. A line that is not a JSON object is a row error.
 */
export async function* readOfferJsonLines(
  input: NodeJS.ReadableStream,
  options: ReaderOptions = {},
): AsyncGenerator<ParsedRow<OfferRow>> {
  for await (const parsed of readJsonLines(input, options.lines)) {
    if (!parsed.ok) {
      const sku = leadingId(parsed.error.raw);
      yield sku === undefined ? parsed : { ok: false, error: { ...parsed.error, sku } };
      continue;
    }
    const { line, object, raw } = parsed;
    const fields: GoogleOfferFields = {};
    const problems: string[] = [];
    for (const name of GOOGLE_OFFER_ATTRIBUTES) {
      if (name === 'shipping') {
        const shipping = jsonShipping(object.shipping);
        if (shipping.ok) fields.shipping = shipping.shipping;
        else problems.push('shipping: expected Google text form or {country, price} objects');
        continue;
      }
      const value = jsonText(object[name]);
      if (value.ok) fields[name] = value.text;
      else problems.push(`${name}: expected text or a number, found ${value.found}`);
    }
    if (problems.length > 0)
      yield { ok: false, error: rowError(line, problems.join('; '), raw, readableSku(object.id)) };
    else yield validateGoogleOffer(line, fields, () => raw);
  }
}
