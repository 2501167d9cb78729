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
