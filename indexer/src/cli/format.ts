/**
 * Numbers as the operator CLI prints them, German like the back office: 1.234.567 rows,
 * "12,3 s", "48,2 MB", "25 %". Every figure the CLI prints goes through here, so a count reads
 * the same in every command.
 */
const count = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A whole number with German grouping: 1234567 → "1.234.567". */
export function formatCount(value: number): string {
  return count.format(value);
}

/** Milliseconds as a duration: 12_345 → "12,3 s", 125_000 → "2 min 5 s". */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${oneDecimal.format(seconds)} s`;
  const whole = Math.round(seconds);
  return `${count.format(Math.floor(whole / 60))} min ${count.format(whole % 60)} s`;
}

const BYTE_UNITS = [
  { unit: 'GB', bytes: 1024 ** 3 },
  { unit: 'MB', bytes: 1024 ** 2 },
  { unit: 'kB', bytes: 1024 },
] as const;

/** The unit a size reads best in: the largest that keeps at least 1 of it (bytes below 1 kB). */
function byteUnit(bytes: number): { unit: string; bytes: number } {
  return BYTE_UNITS.find((candidate) => bytes >= candidate.bytes) ?? { unit: 'B', bytes: 1 };
}

function inUnit(bytes: number, unit: { bytes: number }): string {
  return unit.bytes === 1 ? count.format(bytes) : oneDecimal.format(bytes / unit.bytes);
}

/** A size in binary units, as the upload limit counts them: 50_541_363 → "48,2 MB". */
export function formatBytes(bytes: number): string {
  const unit = byteUnit(bytes);
  return `${inUnit(bytes, unit)} ${unit.unit}`;
}

/** Bytes done of a total, both in the total's unit: "12,4 von 48,2 MB". */
export function formatBytesOf(done: number, total: number): string {
  const unit = byteUnit(total);
  return `${inUnit(done, unit)} von ${inUnit(total, unit)} ${unit.unit}`;
}

/** A share as whole percent, rounded down so 100 % means done: 0.259 → "25 %". */
export function formatPercent(share: number): string {
  return `${count.format(Math.floor(Math.min(Math.max(share, 0), 1) * 100))} %`;
}
