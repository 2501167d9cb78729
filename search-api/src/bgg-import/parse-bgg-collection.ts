import { CsvError, parse } from 'csv-parse/sync';
import { BGG_IMPORT_LIMITS, BGG_REQUIRED_COLUMNS, serverMessage } from '@spielraum/schema';
import { AppError } from '../http/errors';

/** A readable row of a BoardGameGeek collection export that owns, wishes or wants a game. */
export interface BggCollectionRow {
  line: number;
  bggId: number;
  title: string;
  /** `originalname`: the title in the game's first edition, when BGG names one. */
  originalTitle: string | null;
  year: number | null;
  /** `version_publishers`: the publisher of the edition the user marked, when set. */
  publisher: string | null;
  own: boolean;
  wishlist: boolean;
  wishlistPriority: number | null;
  wantToBuy: boolean;
}

export interface ParsedBggCollection {
  rows: BggCollectionRow[];
  errors: Array<{ line: number; message: string }>;
  /** Data rows in the file. */
  total: number;
  /** Readable rows with nothing to import (neither owned, wished nor wanted). */
  ignored: number;
}

const MAX_TITLE = 300;

function refuse(text: string): AppError {
  return new AppError('validation_failed', {
    error: 'not a bgg collection',
    message: text,
    fields: { file: text },
  });
}

/**
 * The separator of the header line: BoardGameGeek writes commas; a file saved again by a German
 * spreadsheet has semicolons, which are read as well.
 */
function separatorOf(text: string): ',' | ';' {
  const header = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

/** 0/1 columns; an empty cell is 0 (BGG leaves some empty), anything else is a row error. */
function flag(value: string | undefined): boolean | null {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (text === '1') return true;
  return null;
}

function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/**
 * Reads the CSV of BoardGameGeek's collection export ("Collection" → "Export"): UTF-8 with or
 * without byte-order mark, a header naming the columns (`objectname`, `objectid`, `own`,
 * `wishlist`, `wishlistpriority`, `wanttobuy`, `yearpublished`, `originalname`,
 * `version_publishers`, …; unknown ones are ignored). A file that is no such CSV is refused with
 * a German message naming what is missing; a bad row is reported with its line and skipped.
 */
export function parseBggCollection(bytes: Uint8Array): ParsedBggCollection {
  if (bytes.byteLength > BGG_IMPORT_LIMITS.maxBytes)
    throw new AppError('payload_too_large', {
      error: 'file too large',
      message: serverMessage('bggImportTooLarge', { amount: BGG_IMPORT_LIMITS.maxBytes / 1024 / 1024 }),
      fields: {
        file: serverMessage('bggImportTooLarge', { amount: BGG_IMPORT_LIMITS.maxBytes / 1024 / 1024 }),
      },
    });
  const text = new TextDecoder('utf-8').decode(bytes);
  // NUL bytes and replacement characters in the header mean a binary file or another encoding
  if (text.includes('\u0000') || text.slice(0, 2000).includes('\uFFFD'))
    throw refuse(serverMessage('bggImportNotCsv'));

  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // the limit of the rows is checked below; this keeps a garbage file from filling memory
      to: BGG_IMPORT_LIMITS.maxRows + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError)
      throw refuse(serverMessage('bggImportUnreadable', { line: (error as { lines?: number }).lines ?? 1 }));
    throw error;
  }
  const [header, ...data] = records;
  const columns = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const missing = BGG_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw refuse(serverMessage('bggImportMissingColumns', { columns: missing.join(', ') }));
  if (data.length === 0) throw refuse(serverMessage('bggImportEmpty'));
  if (data.length > BGG_IMPORT_LIMITS.maxRows)
    throw new AppError('payload_too_large', {
      error: 'too many rows',
      message: serverMessage('bggImportTooManyRows', { amount: BGG_IMPORT_LIMITS.maxRows }),
      fields: { file: serverMessage('bggImportTooManyRows', { amount: BGG_IMPORT_LIMITS.maxRows }) },
    });

  const index = new Map(columns.map((name, position) => [name, position] as const));
  const rows: BggCollectionRow[] = [];
  const errors: ParsedBggCollection['errors'] = [];
  let ignored = 0;
  for (const { record, info } of data) {
    // csv-parse counts to a record's last line; a quoted field may span lines before it
    const line = info.lines - record.reduce((sum, field) => sum + (field.match(/\n/g)?.length ?? 0), 0);
    const cell = (name: string) => {
      const position = index.get(name);
      return position === undefined ? undefined : record[position];
    };
    const bggId = wholeNumber(cell('objectid'), 1, 2_147_483_647);
    if (bggId === null) {
      errors.push({ line, message: serverMessage('bggImportBadId', { line }) });
      continue;
    }
    const title = (cell('objectname') ?? '').trim();
    if (title === '' || title.length > MAX_TITLE) {
      errors.push({ line, message: serverMessage('bggImportBadTitle', { line }) });
      continue;
    }
    const flags = { own: 'own', wishlist: 'wishlist', wantToBuy: 'wanttobuy' } as const;
    const values: Partial<Record<keyof typeof flags, boolean>> = {};
    let badFlag: string | null = null;
    for (const [key, column] of Object.entries(flags) as Array<[keyof typeof flags, string]>) {
      const value = flag(cell(column));
      if (value === null) {
        badFlag = column;
        break;
      }
      values[key] = value;
    }
    if (badFlag !== null) {
      errors.push({
        line,
        message: serverMessage('bggImportBadFlag', {
          line,
          column: badFlag,
          value: (cell(badFlag) ?? '').trim().slice(0, 20),
        }),
      });
      continue;
    }
    const own = values.own ?? false;
    const wishlist = values.wishlist ?? false;
    const wantToBuy = values.wantToBuy ?? false;
    if (!own && !wishlist && !wantToBuy) {
      ignored += 1;
      continue;
    }
    const originalTitle = (cell('originalname') ?? '').trim();
    const publisher = (cell('version_publishers') ?? '').trim();
    rows.push({
      line,
      bggId,
      title,
      originalTitle: originalTitle && originalTitle !== title ? originalTitle.slice(0, MAX_TITLE) : null,
      year: wholeNumber(cell('yearpublished'), 1, 2100),
      publisher: publisher ? publisher.slice(0, MAX_TITLE) : null,
      own,
      wishlist,
      wishlistPriority: wishlist ? wholeNumber(cell('wishlistpriority'), 1, 5) : null,
      wantToBuy,
    });
  }
  return { rows, errors, total: data.length, ignored };
}
