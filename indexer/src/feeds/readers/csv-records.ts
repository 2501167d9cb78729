import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import type { FeedLines } from '../feed-fingerprint';
import { FeedReadError } from '../types';
import { decodeFeed } from './decode';
import { MAX_RECORD_CHARS, RECORD_TOO_LONG } from './values';

/**
 * The CSV layer shared by the CSV readers: decoded text through csv-parse's streaming parser,
 * the delimiter detected from the header line, quotes across lines allowed, each record with the
 * line it starts on and its original text. Memory stays flat: a line longer than
 * MAX_RECORD_CHARS never reaches the parser (it comes out as a record marked `tooLong` and the
 * next line is read as usual); a record of several shorter lines that grows beyond it (a quote
 * that is never closed and swallows the rest of the file) stops the read with a FeedReadError
 * naming its line.
 */
export interface CsvRecord {
  /** 1-based line the record starts on. */
  line: number;
  /** For a `tooLong` record the fields its beginning holds completely (often none). */
  fields: string[];
  /** The record as it stands in the file (without the line break that ends it); its beginning when `tooLong`. */
  raw: string;
  /** A line longer than MAX_RECORD_CHARS: skipped unparsed, to be reported as RECORD_TOO_LONG. */
  tooLong?: boolean;
}

export interface CsvTable {
  /** Column names as written in the header (trimmed). */
  header: string[];
  records: AsyncGenerator<CsvRecord>;
  /** Stops reading and releases the input; call it in a `finally`. */
  close: () => Promise<void>;
}

/** The header line may not be longer than this. */
const MAX_HEADER_CHARS = 64 * 1024;

const LINE_BREAK = /\r\n|\r|\n/g;
const LEADING_BREAKS = /^(?:\r\n|\r|\n)+/;

function countLineBreaks(text: string): number {
  return text.match(LINE_BREAK)?.length ?? 0;
}

/** The candidate that occurs most often in the header line (outside quotes); the first on a tie. */
export function detectDelimiter(headerLine: string, candidates: readonly string[]): string {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  let best = candidates[0]!;
  let bestCount = 0;
  for (const candidate of candidates) {
    const count = unquoted.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Takes the place of a line longer than the limit in the text the parser reads: a Unicode
 * noncharacter (reserved for a program's internal use, so no feed carries it), without quotes or
 * delimiters, so it parses as a record of its own and keeps the line numbers.
 */
const TOO_LONG_MARKER = '\uFDD0';
/** Of a line that is too long, this much is kept for the row error (and its first fields). */
const TOO_LONG_PREFIX_CHARS = 4096;

/**
 * Passes text on in whole lines and replaces every line longer than `maxChars` by
 * TOO_LONG_MARKER, handing its beginning to `onTooLong`: at most `maxChars` of a line is ever
 * held, and the parser never sees the long line. Lines end at LF (a CR before it is part of the
 * line, as for the parser's CRLF records).
 */
export async function* capLineLength(
  text: AsyncIterable<string>,
  maxChars: number,
  onTooLong: (beginning: string) => void,
): AsyncGenerator<string> {
  /** The current line as far as it came, not passed on yet. */
  let held = '';
  /** Inside a line already replaced by the marker: its rest is dropped. */
  let skipping = false;
  const beginning = (piece: string, from: number, to: number): string =>
    held.length >= TOO_LONG_PREFIX_CHARS
      ? held.slice(0, TOO_LONG_PREFIX_CHARS)
      : held + piece.slice(from, Math.min(to, from + TOO_LONG_PREFIX_CHARS - held.length));
  const tooLong = (piece: string, from: number, to: number): string => {
    onTooLong(beginning(piece, from, to));
    held = '';
    return `${TOO_LONG_MARKER}\n`;
  };
  for await (const piece of text) {
    const out: string[] = [];
    let position = 0;
    while (position < piece.length) {
      const end = piece.indexOf('\n', position);
      if (skipping) {
        if (end === -1) break;
        skipping = false;
        position = end + 1;
        continue;
      }
      if (end === -1) {
        if (held.length + piece.length - position > maxChars) {
          out.push(tooLong(piece, position, piece.length));
          skipping = true;
        } else {
          held += piece.slice(position);
        }
        break;
      }
      if (held.length + end - position > maxChars) {
        out.push(tooLong(piece, position, end));
        position = end + 1;
        continue;
      }
      // every line between this line break and the piece's last one is shorter than that stretch:
      // when it is within the limit, pass it in one go
      const last = piece.lastIndexOf('\n');
      const through = last > end && last - end <= maxChars ? last : end;
      out.push(held, piece.slice(position, through + 1));
      held = '';
      position = through + 1;
    }
    const passed = out.join('');
    if (passed !== '') yield passed;
  }
  if (!skipping && held !== '') yield held;
}

/** The fields the beginning of a long line holds completely (its last one may be cut off). */
function completeFields(beginning: string, delimiter: string): string[] {
  try {
    const [record] = parseSync(beginning, {
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      to_line: 1,
    }) as string[][];
    return record ? record.slice(0, -1) : [];
  } catch {
    // a quote opened and not closed within the beginning: no field can be trusted
    return [];
  }
}

function readError(error: unknown, line: number): unknown {
  if (!(error instanceof CsvError)) return error;
  switch (error.code) {
    case 'CSV_MAX_RECORD_SIZE':
      return new FeedReadError(
        `line ${line}: record is longer than ${MAX_RECORD_CHARS} characters (a quote that is never closed?)`,
        line,
      );
    case 'CSV_QUOTE_NOT_CLOSED':
      return new FeedReadError(`line ${line}: quote not closed before the end of the file`, line);
    default:
      return new FeedReadError(`line ${line}: not valid CSV (${error.message})`, line);
  }
}

/**
 * Opens a CSV feed: reads up to the header line to detect the delimiter among `delimiters`, then
 * streams the records. Throws FeedReadError for an empty feed or an overlong header line.
 */
export async function openCsv(
  input: NodeJS.ReadableStream,
  delimiters: readonly string[],
  lines?: FeedLines,
): Promise<CsvTable> {
  const text = decodeFeed(input, 'auto');
  let buffered = '';
  let headerLine: string | null = null;
  // not `for await`: leaving it early would close the text before the parser reads the rest
  for (let piece = await text.next(); !piece.done; piece = await text.next()) {
    buffered += piece.value;
    const start = buffered.search(/\S/);
    const end = start === -1 ? -1 : buffered.indexOf('\n', start);
    if (end !== -1) {
      headerLine = buffered.slice(start, end);
      break;
    }
    if (buffered.length > MAX_HEADER_CHARS) {
      await text.return(undefined);
      throw new FeedReadError(`line 1: header line is longer than ${MAX_HEADER_CHARS} characters`, 1);
    }
  }
  // decodeFeed throws "feed is empty" for blank files, so here the header is the whole text
  headerLine ??= buffered.slice(buffered.search(/\S/));
  const delimiter = detectDelimiter(headerLine, delimiters);

  async function* whole(): AsyncGenerator<string> {
    yield buffered;
    yield* text;
  }
  const rest = () => (lines ? lines.filter(whole(), delimiter) : whole());
  /** Beginnings of the lines that were too long, in file order, until their record comes out. */
  const tooLongLines: string[] = [];

  /** Line breaks parsed so far: the next record starts after them (and any blank lines). */
  let linesBefore = 0;
  const toRecord = ({ record, raw }: { record: string[]; raw: string }): CsvRecord => {
    // csv-parse's `raw` holds the blank lines skipped before the record and, depending on the
    // line break, its first character: count line breaks in it rather than trusting info.lines
    const leading = LEADING_BREAKS.exec(raw)?.[0] ?? '';
    const line = linesBefore + countLineBreaks(leading) + 1;
    linesBefore += countLineBreaks(raw);
    return { line, fields: record, raw: raw.slice(leading.length).replace(/[\r\n]+$/, '') };
  };
  const parser = parse({
    delimiter,
    record_delimiter: ['\r\n', '\n'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    raw: true,
  });
  // Each record is numbered as the parser emits it, before it queues up for us, so linesBefore is
  // current when the parser fails further on (the queued records are lost then). Not csv-parse's
  // on_record: with it the parser builds an info object and decodes the raw text a second time for
  // every record (~2 s per million rows).
  const emit = parser.push.bind(parser);
  parser.push = (parsed: { record: string[]; raw: string } | null, encoding?: BufferEncoding) =>
    emit(parsed === null ? null : toRecord(parsed), encoding);
  const feeding = pipeline(
    Readable.from(capLineLength(rest(), MAX_RECORD_CHARS, (beginning) => tooLongLines.push(beginning))),
    parser,
  );
  // the iteration below sees every error; this only keeps the promise from being unhandled
  feeding.catch(() => undefined);
  const iterator: AsyncIterator<CsvRecord> = parser[Symbol.asyncIterator]();

  async function next(): Promise<CsvRecord | null> {
    try {
      const result = await iterator.next();
      return result.done ? null : result.value;
    } catch (error) {
      throw readError(error, linesBefore + 1);
    }
  }

  const close = async (): Promise<void> => {
    await iterator.return?.();
  };
  const headerRecord = await next().catch(async (error: unknown) => {
    await close();
    throw error;
  });
  if (!headerRecord) throw new FeedReadError('feed is empty');
  const header = headerRecord.fields.map((name) => name.trim());

  async function* records(): AsyncGenerator<CsvRecord> {
    for (let record = await next(); record; record = await next()) {
      if (tooLongLines.length > 0 && record.raw.includes(TOO_LONG_MARKER)) {
        // the marker alone on its line, as a rule; inside a quoted field it ends up in that
        // record, which is then just as unusable
        const markers = record.raw.split(TOO_LONG_MARKER).length - 1;
        const beginning = tooLongLines.splice(0, markers)[0] ?? '';
        yield {
          line: record.line,
          fields: completeFields(beginning, delimiter),
          raw: beginning,
          tooLong: true,
        };
        continue;
      }
      // a line of blanks (or blanks and delimiters) is an empty line, not a record
      if (record.fields.every((field) => field.trim() === '')) continue;
      yield record;
    }
  }
  return { header, records: records(), close };
}

/**
 * The reason a record cannot be read field by field: too long, or a field count that differs from
 * the header's (extra empty fields pass).
 */
export function fieldCountProblem(record: CsvRecord, header: readonly string[]): string | null {
  if (record.tooLong) return RECORD_TOO_LONG;
  if (record.fields.length === header.length) return null;
  if (
    record.fields.length > header.length &&
    record.fields.slice(header.length).every((field) => field.trim() === '')
  )
    return null;
  const count = record.fields.length;
  return `record: ${count} field${count === 1 ? '' : 's'}, the header has ${header.length}`;
}
