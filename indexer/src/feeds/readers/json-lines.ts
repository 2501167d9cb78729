import type { FeedLines } from '../feed-fingerprint';
import type { RowError } from '../types';
import { decodeFeed } from './decode';
import { splitLines, type TextLine } from './lines';
import { RECORD_TOO_LONG } from './values';
import { rowError } from './zod-fields';

/**
 * The JSON Lines layer shared by the offer and product JSONL readers: one JSON object per line,
 * blank lines skipped. A line that is too long, not JSON or not an object is a row error.
 */
export type JsonLine =
  { ok: true; line: number; object: Record<string, unknown>; raw: string } | { ok: false; error: RowError };

function parseLine({ line, text, tooLong }: TextLine): JsonLine {
  if (tooLong) return { ok: false, error: rowError(line, RECORD_TOO_LONG, text) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: rowError(line, `not JSON (${(error as Error).message})`, text) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, error: rowError(line, 'not a JSON object', text) };
  return { ok: true, line, object: value as Record<string, unknown>, raw: text };
}

/** The JSON objects of a JSON Lines feed, line by line. */
export async function* readJsonLines(
  input: NodeJS.ReadableStream,
  lines?: FeedLines,
): AsyncGenerator<JsonLine> {
  const text = decodeFeed(input, 'auto');
  for await (const textLine of splitLines(lines ? lines.filter(text, null) : text)) {
    if (!textLine.tooLong && textLine.text.trim() === '') continue;
    yield parseLine(textLine);
  }
}

/** A JSON value as feed text: strings as they are, numbers printed, `{value, currency}` money joined. */
export function jsonText(
  value: unknown,
): { ok: true; text: string | undefined } | { ok: false; found: string } {
  if (value === undefined || value === null) return { ok: true, text: undefined };
  if (typeof value === 'string') return { ok: true, text: value };
  if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, text: String(value) };
  if (typeof value === 'object' && !Array.isArray(value)) {
    const money = value as { value?: unknown; currency?: unknown };
    if (
      (typeof money.value === 'string' || typeof money.value === 'number') &&
      typeof money.currency === 'string'
    )
      return { ok: true, text: `${money.value} ${money.currency}` };
  }
  return { ok: false, found: Array.isArray(value) ? 'a list' : typeof value };
}
