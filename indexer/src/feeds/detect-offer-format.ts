import { basename } from 'node:path';
import type { FeedFormat } from '@spielraum/schema';
import {
  detectFormatFromContent,
  detectFormatFromFileName,
  isOfferFeedFormat,
  OFFER_FEED_FORMATS,
  type OfferFeedFormat,
} from './readers/index';
import { UnknownFeedFormatError } from './types';

/** Bytes of a feed's beginning that format detection looks at. */
export const FORMAT_HEAD_BYTES = 64 * 1024;

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
  return basename(name);
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

/** The first `bytes` of a stream (fewer when it is shorter); the stream is closed afterwards. */
export async function readHead(stream: NodeJS.ReadableStream, bytes = FORMAT_HEAD_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(buffer);
      length += buffer.length;
      if (length >= bytes) break;
    }
  } finally {
    (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}
