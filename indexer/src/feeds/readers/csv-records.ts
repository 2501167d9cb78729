import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { FeedReadError } from '../types';
import { decodeFeed } from './decode';
import { MAX_RECORD_CHARS } from './values';

/**
 * The CSV layer shared by the CSV readers: decoded text through csv-parse's streaming parser,
 * the delimiter detected from the header line, quotes across lines allowed, each record with the
 * line it starts on and its original text. Memory stays flat: a record longer than
 * MAX_RECORD_CHARS (usually a quote that is never closed and swallows the rest of the file)
 * stops the read with a FeedReadError naming its line.
 */
export interface CsvRecord {
  /** 1-based line the record starts on. */
  line: number;
  fields: string[];
  /** The record as it stands in the file (without the line break that ends it). */
  raw: string;
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

  async function* rest(): AsyncGenerator<string> {
    yield buffered;
    yield* text;
  }

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
  const feeding = pipeline(Readable.from(rest()), parser);
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
      // a line of blanks (or blanks and delimiters) is an empty line, not a record
      if (record.fields.every((field) => field.trim() === '')) continue;
      yield record;
    }
  }
  return { header, records: records(), close };
}

/** The reason for a record whose field count differs from the header's (extra empty fields pass). */
export function fieldCountProblem(record: CsvRecord, header: readonly string[]): string | null {
  if (record.fields.length === header.length) return null;
  if (
    record.fields.length > header.length &&
    record.fields.slice(header.length).every((field) => field.trim() === '')
  )
    return null;
  const count = record.fields.length;
  return `record: ${count} field${count === 1 ? '' : 's'}, the header has ${header.length}`;
}
