import { formatCount } from './format';
import { feedRunStatus } from './texts.de';

/** Columns whose numbers are ids: printed as typed, without grouping (run 1234, not 1.234). */
const ID_COLUMNS = new Set(['id', 'run', 'dealer']);

function cell(key: string, value: unknown): { text: string; number: boolean } {
  if (typeof value === 'number')
    return { text: ID_COLUMNS.has(key) ? String(value) : formatCount(value), number: true };
  if (key === 'status' && typeof value === 'string') return { text: feedRunStatus(value), number: false };
  if (value === null || value === undefined) return { text: '', number: false };
  return { text: String(value), number: false };
}

/**
 * Rows as a plain text table under German column names (`columns`, by the rows' keys), numbers
 * German and right-aligned, a feed run's status in the back office's words. Written instead of
 * console.table, which adds an English "(index)" column and quotes every string.
 */
export function formatTable(rows: Array<Record<string, unknown>>, columns: Record<string, string>): string {
  const keys = Object.keys(rows[0] ?? {});
  const cells = rows.map((row) => keys.map((key) => cell(key, row[key])));
  const headers = keys.map((key) => columns[key] ?? key);
  const widths = keys.map((_, i) =>
    Math.max(headers[i]!.length, ...cells.map((line) => line[i]!.text.length)),
  );
  const line = (texts: Array<{ text: string; number: boolean }>) =>
    texts
      .map(({ text, number }, i) => (number ? text.padStart(widths[i]!) : text.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const numeric = keys.map((_, i) => cells.some((texts) => texts[i]!.number));
  return [
    line(headers.map((text, i) => ({ text, number: numeric[i]! }))),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.map(line),
  ].join('\n');
}
