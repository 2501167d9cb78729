import type { ParsedRow, ProductRow } from '../types';
import { readJsonLines } from './json-lines';
import { validateProduct } from './product-row-schema';

/**
 * Reads a product-attribute feed in JSON Lines: one object per line with the SPEC §3 attribute
 * names; multi-valued attributes are lists (a single text is one value), numbers may be JSON
 * numbers or text. A line that is not a JSON object is a row error.
 */
export async function* readProductJsonLines(
  input: NodeJS.ReadableStream,
): AsyncGenerator<ParsedRow<ProductRow>> {
  for await (const parsed of readJsonLines(input)) {
    if (!parsed.ok) yield parsed;
    else yield validateProduct(parsed.line, parsed.object, () => parsed.raw);
  }
}
