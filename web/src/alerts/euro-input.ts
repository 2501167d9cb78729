/**
 * Reads a price typed the German way ("12,99", "1.299,50", "12", "12,9 €") as integer euro
 * cents; a point followed by one or two digits at the end is read as decimals too ("12.99").
 * Answers null for anything that is not a positive amount with at most two decimals.
 */
export function parseEuroInput(input: string): number | null {
  let value = input.replace(/\s|€/g, '');
  if (value === '') return null;
  if (/^\d+\.\d{1,2}$/.test(value)) value = value.replace('.', ',');
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.replace(/\./g, '').split(',');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}
