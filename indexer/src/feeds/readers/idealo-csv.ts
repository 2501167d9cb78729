import {
  IDEALO_DELIVERY_COSTS_PREFIX,
  IDEALO_OFFER_COLUMNS,
  IDEALO_REQUIRED_COLUMNS,
  type IdealoOfferColumn,
} from '@spielraum/schema/feeds';
import type { OfferRow, ParsedRow, ReaderOptions } from '../types';
import { fieldCountProblem, openCsv } from './csv-records';
import { missingColumns } from './google-csv';
import { validateIdealoOffer, type IdealoOfferFields } from './offer-row-schema';
import { readableSku, rowError } from './zod-fields';

/** idealo's columns are matched case-insensitively; `deliveryCosts_*` columns are found by prefix. */
const DELIVERY_COSTS_PREFIX = IDEALO_DELIVERY_COSTS_PREFIX.toLowerCase();

/**
 * Reads an idealo-style CSV feed: comma or semicolon (detected from the header), with or without
 * byte-order mark, UTF-8 or Windows-1252. `eans` may list several GTINs (the first valid one
 * counts), `hans` several manufacturer numbers (the first is the MPN), `imageUrls` several images
 * (the first counts); shipping is the lowest non-empty `deliveryCosts_*` column; `deliveryTime`
 * text maps to availability by the keyword table in values.ts.
 */
export async function* readIdealoCsv(
  input: NodeJS.ReadableStream,
  options: ReaderOptions = {},
): AsyncGenerator<ParsedRow<OfferRow>> {
  const table = await openCsv(input, [';', ',', '\t'], options.lines);
  try {
    const byLowerCase = new Map(IDEALO_OFFER_COLUMNS.map((name) => [name.toLowerCase(), name]));
    const columns = new Map<IdealoOfferColumn, number>();
    const deliveryCosts: Array<{ column: string; index: number }> = [];
    table.header.forEach((cell, index) => {
      const lower = cell.toLowerCase();
      const name = byLowerCase.get(lower);
      if (name && !columns.has(name)) columns.set(name, index);
      else if (lower.startsWith(DELIVERY_COSTS_PREFIX)) deliveryCosts.push({ column: cell, index });
    });
    missingColumns(IDEALO_REQUIRED_COLUMNS.filter((name) => !columns.has(name)));

    const skuColumn = columns.get('sku')!;
    for await (const record of table.records) {
      const problem = fieldCountProblem(record, table.header);
      if (problem) {
        yield {
          ok: false,
          error: rowError(record.line, problem, record.raw, readableSku(record.fields[skuColumn])),
        };
        continue;
      }
      const fields: IdealoOfferFields = {
        deliveryCosts: deliveryCosts.map(({ column, index }) => ({
          column,
          value: record.fields[index] ?? '',
        })),
      };
      for (const [name, index] of columns) fields[name] = record.fields[index];
      yield validateIdealoOffer(record.line, fields, () => record.raw);
    }
  } finally {
    await table.close();
  }
}
