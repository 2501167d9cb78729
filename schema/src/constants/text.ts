/** Makes a URL slug: lower case, German umlauts and ß spelled out, other accents dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' und ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True when a GTIN-8, -12, -13 or -14 has a correct check digit. */
export function isValidGtin(gtin: string): boolean {
  // character codes, no arrays: every row of a million-row feed passes here
  const { length } = gtin;
  if (length !== 8 && length !== 12 && length !== 13 && length !== 14) return false;
  for (let index = 0; index < length; index++) {
    const code = gtin.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return gtinCheckDigit(gtin.slice(0, -1)) === gtin.charCodeAt(length - 1) - 48;
}

/** Why a text is no GTIN (see readGtin). */
export type GtinProblem = 'not_digits' | 'length' | 'check_digit' | 'all_zeros';

/**
 * A GTIN (EAN, UPC) as offers and product versions store it, so one typed by hand finds what the
 * feeds wrote: spaces, hyphens and a spreadsheet's leading apostrophe dropped, the check digit
 * verified, GTIN-8 and GTIN-12 padded to 13 digits, a GTIN-14 with a leading zero shortened to the
 * GTIN-13 it wraps, other GTIN-14 kept. `digits` is what was checked, for the reason.
 */
export function readGtin(
  text: string,
): { ok: true; gtin: string } | { ok: false; problem: GtinProblem; digits: string } {
  const digits = text.trim().replace(/^'/, '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return { ok: false, problem: 'not_digits', digits };
  if (![8, 12, 13, 14].includes(digits.length)) return { ok: false, problem: 'length', digits };
  if (!isValidGtin(digits)) return { ok: false, problem: 'check_digit', digits };
  if (/^0+$/.test(digits)) return { ok: false, problem: 'all_zeros', digits };
  const padded = digits.padStart(13, '0');
  return { ok: true, gtin: padded.length === 14 && padded.startsWith('0') ? padded.slice(1) : padded };
}

/** The check digit for the GTIN body (all digits but the last). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  // from the right: the last digit of the body counts three times, the one before once, ...
  for (let index = 0; index < body.length; index++) {
    const digit = body.charCodeAt(index) - 48;
    sum += (body.length - 1 - index) % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}
