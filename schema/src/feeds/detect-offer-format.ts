import type { FeedFormat } from '../constants/values';

/** The formats that carry dealer offers (the others carry product attributes). */
export const OFFER_FEED_FORMATS = [
  'google_xml',
  'google_csv',
  'idealo_csv',
  'jsonl',
] as const satisfies readonly FeedFormat[];
export type OfferFeedFormat = (typeof OFFER_FEED_FORMATS)[number];
/** The formats that carry product attributes. */
export const PRODUCT_FEED_FORMATS = ['product_jsonl', 'product_csv'] as const satisfies readonly FeedFormat[];
export type ProductFeedFormat = (typeof PRODUCT_FEED_FORMATS)[number];

/** True for the formats that carry dealer offers (the others carry product attributes). */
export function isOfferFeedFormat(format: FeedFormat): format is OfferFeedFormat {
  return (OFFER_FEED_FORMATS as readonly FeedFormat[]).includes(format);
}

/** Bytes of a feed's beginning that format detection looks at. */
export const FORMAT_HEAD_BYTES = 64 * 1024;

/** A feed whose format was not named and cannot be told from its content or name. */
export class UnknownFeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownFeedFormatError';
  }
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

export interface DetectedOfferFormat {
  format: OfferFeedFormat;
  /** What told it: the feed's first bytes, its file name's extension, or the dealer's declared format. */
  by: 'content' | 'file name' | 'dealer';
}

const isOfferFormat = (format: FeedFormat | null | undefined): format is OfferFeedFormat =>
  format !== null && format !== undefined && isOfferFeedFormat(format);

/** The last path segment of a file name or URL, for messages. */
function displayName(name: string): string {
  if (/^https?:\/\//.test(name)) return name;
  return name.slice(name.lastIndexOf('/') + 1);
}

/**
 * The format of an offer feed whose format the operator did not name: from its content (the CSV
 * header's names and delimiter, XML, JSON Lines; see detectFormatFromContent), else from the
 * extension of its name (a URL's path counts), else the dealer's declared format. Throws
 * UnknownFeedFormatError when none tells, or when the content is a product feed.
 */
export function detectOfferFormat({
  name,
  head,
  declared,
}: {
  /** File name, path or URL. */
  name: string;
  head: Uint8Array;
  declared: FeedFormat | null | undefined;
}): DetectedOfferFormat {
  const fromContent = detectFormatFromContent(head);
  if (isOfferFormat(fromContent)) return { format: fromContent, by: 'content' };
  if (fromContent !== null)
    throw new UnknownFeedFormatError(
      `"${displayName(name)}" is a product feed (${fromContent}); ingest it with \`indexer ingest-products\``,
    );
  const path = /^https?:\/\//.test(name) ? new URL(name).pathname : name;
  const fromName = detectFormatFromFileName(path);
  if (isOfferFormat(fromName)) return { format: fromName, by: 'file name' };
  if (isOfferFormat(declared)) return { format: declared, by: 'dealer' };
  throw new UnknownFeedFormatError(
    `cannot tell the format of "${displayName(name)}" from its content or name; pass --format (${OFFER_FEED_FORMATS.join(', ')})`,
  );
}
