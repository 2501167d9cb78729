import type { ParsedRow, ProductRow } from '../types';
import { fieldCountProblem, openCsv } from './csv-records';
import { missingColumns } from './google-csv';
import {
  PRODUCT_ATTRIBUTES,
  PRODUCT_LIST_ATTRIBUTES,
  PRODUCT_REQUIRED_ATTRIBUTES,
  validateProduct,
} from './product-row-schema';
import { rowError } from './zod-fields';

/** Multi-valued attributes in CSV cells are separated by this character. */
export const PRODUCT_CSV_LIST_SEPARATOR = '|';

/**
 * Reads a product-attribute feed in CSV: a header with the SPEC §3 attribute names (case-insensitive),
 * comma, semicolon or tab (detected from the header), multi-valued attributes `|`-separated in
 * their cell. UTF-8 or Windows-1252, with or without byte-order mark.
 */
export async function* readProductCsv(input: NodeJS.ReadableStream): AsyncGenerator<ParsedRow<ProductRow>> {
  const table = await openCsv(input, [',', ';', '\t']);
  try {
    const known = new Set<string>(PRODUCT_ATTRIBUTES);
    const columns: Array<[string, number]> = [];
    table.header.forEach((cell, index) => {
      const name = cell.toLowerCase();
      if (known.has(name) && !columns.some(([existing]) => existing === name)) columns.push([name, index]);
    });
    missingColumns(
      PRODUCT_REQUIRED_ATTRIBUTES.filter((name) => !columns.some(([existing]) => existing === name)),
    );

    for await (const record of table.records) {
      const problem = fieldCountProblem(record, table.header);
      if (problem) {
        yield { ok: false, error: rowError(record.line, problem, record.raw) };
        continue;
      }
      const attributes: Record<string, unknown> = {};
      for (const [name, index] of columns) {
        const cell = record.fields[index] ?? '';
        attributes[name] = name in PRODUCT_LIST_ATTRIBUTES ? cell.split(PRODUCT_CSV_LIST_SEPARATOR) : cell;
      }
      yield validateProduct(record.line, attributes, () => record.raw);
    }
  } finally {
    await table.close();
  }
}
