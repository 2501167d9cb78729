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
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) return false;
  const digits = [...gtin].map(Number);
  const check = digits.pop();
  return check === gtinCheckDigit(digits.join(''));
}

/** The check digit for the GTIN body (all digits but the last). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  const digits = [...body].map(Number).reverse();
  digits.forEach((digit, index) => {
    sum += digit * (index % 2 === 0 ? 3 : 1);
  });
  return (10 - (sum % 10)) % 10;
}
