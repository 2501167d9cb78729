import {
  GOOGLE_OFFER_ATTRIBUTES,
  GOOGLE_REQUIRED_ATTRIBUTES,
  type GoogleOfferAttribute as GoogleAttribute,
} from '@spielraum/schema/feeds';
import { FeedReadError, type OfferRow, type ParsedRow, type ReaderOptions } from '../types';
import { fieldCountProblem, openCsv } from './csv-records';
import { validateGoogleOffer, type GoogleOfferFields } from './offer-row-schema';
import { readableSku, rowError } from './zod-fields';

/** A header cell as a Google attribute name: `Sale Price`, `g:sale_price` and `sale_price` alike. */
export function googleAttributeName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/^g:/, '')
    .replace(/[\s-]+/g, '_');
}

/** Column index per Google attribute; FeedReadError naming the required columns that are missing. */
export function googleColumns(header: readonly string[]): Array<[GoogleAttribute, number]> {
  const columns = new Map<GoogleAttribute, number>();
  header.forEach((cell, index) => {
    const name = googleAttributeName(cell) as GoogleAttribute;
    if ((GOOGLE_OFFER_ATTRIBUTES as readonly string[]).includes(name) && !columns.has(name))
      columns.set(name, index);
  });
  missingColumns(GOOGLE_REQUIRED_ATTRIBUTES.filter((name) => !columns.has(name)));
  return [...columns];
}

/** Throws FeedReadError naming the missing required columns, if any. */
export function missingColumns(missing: readonly string[]): void {
  if (missing.length === 1) throw new FeedReadError(`missing required column "${missing[0]}"`, 1);
  if (missing.length > 1)
    throw new FeedReadError(`missing required columns ${missing.map((name) => `"${name}"`).join(', ')}`, 1);
}

/**
 * Reads Google's CSV/TSV form: a header with Google's attribute names, the delimiter (tab, comma
 * or semicolon) detected from it, `shipping` in Google's text form (`DE:::4.95 EUR`, several
 * entries comma-separated). UTF-8 or Windows-1252, with or without byte-order mark.
 */
export async function* readGoogleCsv(
  input: NodeJS.ReadableStream,
  options: ReaderOptions = {},
): AsyncGenerator<ParsedRow<OfferRow>> {
  const table = await openCsv(input, [',', '\t', ';'], options.lines);
  try {
    const columns = googleColumns(table.header);
    const idColumn = columns.find(([name]) => name === 'id')![1];
    for await (const record of table.records) {
      const problem = fieldCountProblem(record, table.header);
      if (problem) {
        yield {
          ok: false,
          error: rowError(record.line, problem, record.raw, readableSku(record.fields[idColumn])),
        };
        continue;
      }
      const fields: GoogleOfferFields = {};
      for (const [name, index] of columns) fields[name] = record.fields[index];
      yield validateGoogleOffer(record.line, fields, () => record.raw);
    }
  } finally {
    await table.close();
  }
}
