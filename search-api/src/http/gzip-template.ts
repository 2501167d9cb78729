import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A text compressed once with holes for a value that changes per answer (a page's nonce).
 * The parts between the holes are deflated apart, each ending on a byte boundary (sync flush),
 * so the per-answer value is deflated alone and spliced in: raw deflate blocks concatenate.
 * What each answer pays is deflating the value, a CRC-32 over the text and the copy, instead of
 * compressing a 200 KB page again.
 */
export interface GzipTemplate {
  /** The parts' raw bytes, for the CRC. */
  raw: Buffer[];
  /** The parts deflated; all but the last end with a sync flush, the last is final. */
  deflated: Buffer[];
  rawBytes: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function gzipTemplate(text: string, hole: string): GzipTemplate {
  const raw = text.split(hole).map((part) => Buffer.from(part, 'utf8'));
  const deflated = raw.map((part, index) =>
    deflateRawSync(part, {
      finishFlush: index === raw.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
  return { raw, deflated, rawBytes: raw.reduce((sum, part) => sum + part.length, 0) };
}

/** The gzip member of the template's text with `value` in every hole. */
export function fillGzipTemplate(template: GzipTemplate, value: string): Buffer {
  const valueBytes = Buffer.from(value, 'utf8');
  const valueDeflated = deflateRawSync(valueBytes, { finishFlush: constants.Z_SYNC_FLUSH });
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  // zlib.crc32 of an empty buffer answers 0 whatever the running value (Node 20.20): skipped
  const feed = (bytes: Buffer) => {
    if (bytes.length > 0) crc = crc32(bytes, crc);
  };
  template.raw.forEach((part, index) => {
    if (index > 0) {
      chunks.push(valueDeflated);
      feed(valueBytes);
    }
    chunks.push(template.deflated[index]!);
    feed(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((template.rawBytes + valueBytes.length * (template.raw.length - 1)) >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
