import type { FeedFormat } from '@spielraum/schema';
import type { FeedReader, OfferRow, ProductRow } from '../types';
import { readGoogleCsv } from './google-csv';
import { readGoogleXml } from './google-xml';
import { readIdealoCsv } from './idealo-csv';
import { readOfferJsonLines } from './jsonl';
import { readProductCsv } from './product-csv';
import { readProductJsonLines } from './product-jsonl';

export {
  readGoogleCsv,
  readGoogleXml,
  readIdealoCsv,
  readOfferJsonLines,
  readProductCsv,
  readProductJsonLines,
};
export { DELIVERY_TIME_KEYWORDS, GOOGLE_AVAILABILITY_TABLE, MAX_RECORD_CHARS } from './values';

/** The formats that carry dealer offers (the others carry product attributes). */
export const OFFER_FEED_FORMATS = [
  'google_xml',
  'google_csv',
  'idealo_csv',
  'jsonl',
] as const satisfies readonly FeedFormat[];
export type OfferFeedFormat = (typeof OFFER_FEED_FORMATS)[number];
export type ProductFeedFormat = 'product_jsonl' | 'product_csv';

const OFFER_READERS: Record<OfferFeedFormat, FeedReader<OfferRow>> = {
  google_xml: readGoogleXml,
  google_csv: readGoogleCsv,
  idealo_csv: readIdealoCsv,
  jsonl: readOfferJsonLines,
};

const PRODUCT_READERS: Record<ProductFeedFormat, FeedReader<ProductRow>> = {
  product_jsonl: readProductJsonLines,
  product_csv: readProductCsv,
};

/** True for the formats that carry dealer offers (the others carry product attributes). */
export function isOfferFeedFormat(format: FeedFormat): format is OfferFeedFormat {
  return format in OFFER_READERS;
}

/** The streaming reader for a feed format of schema's `feedFormatValues`. */
export function readerFor(format: OfferFeedFormat): FeedReader<OfferRow>;
export function readerFor(format: ProductFeedFormat): FeedReader<ProductRow>;
export function readerFor(format: FeedFormat): FeedReader<OfferRow> | FeedReader<ProductRow>;
export function readerFor(format: FeedFormat): FeedReader<OfferRow> | FeedReader<ProductRow> {
  return isOfferFeedFormat(format) ? OFFER_READERS[format] : PRODUCT_READERS[format];
}

/** The first line of the head as text: UTF-16 and byte-order marks handled, lower case. */
function headText(firstBytes: Uint8Array): string {
  const bytes = Buffer.from(firstBytes.buffer, firstBytes.byteOffset, firstBytes.byteLength);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = bytes.subarray(2).toString('utf16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  else if (bytes[0] === 0x3c && bytes[1] === 0x00) text = bytes.toString('utf16le');
  else text = bytes.toString('latin1').replace(/^\xEF\xBB\xBF/, '');
  return text.trimStart();
}

/**
 * A feed's format as its first bytes (a few KB are plenty) show it: XML is Google-Merchant XML;
 * JSON Lines with `product_id` or `label` are product feeds, other JSON Lines offers; CSV by its
 * header (split at commas, semicolons and tabs): `product_id` → product CSV,
 * `sku`/`eans`/`deliveryCosts_*` → idealo, `id` with `price` or `link` → Google. Null when the
 * bytes do not tell.
 */
export function detectFormatFromContent(firstBytes: Uint8Array): FeedFormat | null {
  const text = headText(firstBytes);
  if (text.startsWith('<')) return 'google_xml';
  if (text.startsWith('{'))
    return /"(product_id|label)"\s*:/.test(text.split('\n')[0]!) ? 'product_jsonl' : 'jsonl';
  const headerLine = text.split(/\r?\n/)[0]!.toLowerCase();
  const cells = headerLine
    .split(/[,;\t]/)
    .map((cell) => cell.trim().replace(/^"|"$/g, '').replace(/^g:/, ''));
  if (cells.includes('product_id')) return 'product_csv';
  if (
    cells.includes('sku') ||
    cells.includes('eans') ||
    cells.some((cell) => cell.startsWith('deliverycosts'))
  )
    return 'idealo_csv';
  if (cells.includes('id') && (cells.includes('price') || cells.includes('link'))) return 'google_csv';
  return null;
}

/** A feed's format as its file name's extension tells it (`.xml`, `.jsonl`, `.tsv`), or null. */
export function detectFormatFromFileName(fileName: string): FeedFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (extension === 'xml' || extension === 'rss' || extension === 'atom') return 'google_xml';
  if (extension === 'jsonl' || extension === 'ndjson') return 'jsonl';
  if (extension === 'tsv') return 'google_csv';
  return null;
}

/** Guesses a feed's format from its first bytes, and from its file name only when the bytes do not tell. */
export function detectFormat(fileName: string, firstBytes: Uint8Array): FeedFormat | null {
  return detectFormatFromContent(firstBytes) ?? detectFormatFromFileName(fileName);
}
