import iconv from 'iconv-lite';
import { FeedReadError } from '../types';

/**
 * Turns a feed's bytes into text, streaming, whatever encoding the dealer's export tool chose.
 *
 * - A byte-order mark decides first: UTF-8, UTF-16LE or UTF-16BE (Excel's "Unicode text").
 * - `auto` (CSV, JSON Lines): text without a mark is UTF-8 when its first non-ASCII bytes are valid
 *   UTF-8, otherwise Windows-1252 (the other encoding German shop exports use). The decision is
 *   taken on the first 4 KB after the first non-ASCII byte, so memory stays flat.
 * - `xml`: the encoding of the XML declaration (UTF-8 when none), and UTF-16 recognised from its
 *   first bytes as the XML specification describes.
 *
 * Bytes that do not fit the chosen encoding become U+FFFD, which row validation reports as
 * `encoding: replacement characters in <field>`, so one broken row does not sink the feed.
 * NUL bytes (UTF-16 without a mark, binary files) and compressed files cannot be text at all:
 * they throw FeedReadError("broken encoding: ..."). A file without any non-blank text throws
 * FeedReadError("feed is empty").
 */
export type DecodeMode = 'auto' | 'xml';

/** Bytes looked at after the first non-ASCII byte before choosing UTF-8 or Windows-1252. */
const SNIFF_BYTES = 4096;
/** Bytes collected before reading the XML declaration. */
const XML_HEAD_BYTES = 1024;
/** Decoded text is handed on in pieces of at most this many characters. */
const MAX_PIECE_CHARS = 64 * 1024;

interface TextDecoderLike {
  write(bytes: Buffer): string;
  end(): string;
}

function utf8Decoder(): TextDecoderLike {
  const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
  return {
    write: (bytes) => decoder.decode(bytes, { stream: true }),
    end: () => decoder.decode(),
  };
}

function iconvDecoder(encoding: string): TextDecoderLike {
  // Node's own TextDecoder('windows-1252') decodes as ISO-8859-1 (0x80 stays U+0080, not €),
  // so every non-UTF-8 encoding goes through iconv-lite.
  const decoder = iconv.getDecoder(encoding, { stripBOM: false });
  return { write: (bytes) => decoder.write(bytes), end: () => decoder.end() ?? '' };
}

function decoderFor(encoding: string): TextDecoderLike {
  return encoding === 'utf-8' ? utf8Decoder() : iconvDecoder(encoding);
}

function startsWith(bytes: Buffer, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** The encoding a byte-order mark announces, and the mark's length. */
function byteOrderMark(head: Buffer): { encoding: string; length: number } | null {
  if (startsWith(head, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', length: 3 };
  if (startsWith(head, [0xff, 0xfe])) return { encoding: 'utf-16le', length: 2 };
  if (startsWith(head, [0xfe, 0xff])) return { encoding: 'utf-16be', length: 2 };
  return null;
}

function compressedFormat(head: Buffer): string | null {
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

const ENCODING_ALIASES: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'latin-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
};

/** The encoding of an XML file without byte-order mark: UTF-16 by its first bytes, or the declaration. */
function xmlEncoding(head: Buffer): string {
  if (startsWith(head, [0x3c, 0x00, 0x3f, 0x00])) return 'utf-16le';
  if (startsWith(head, [0x00, 0x3c, 0x00, 0x3f])) return 'utf-16be';
  const declaration = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(
    head.toString('latin1'),
  );
  if (!declaration) return 'utf-8';
  const label = declaration[1]!.toLowerCase();
  const known = ENCODING_ALIASES[label];
  if (known) return known;
  if (label.startsWith('utf-16')) {
    throw new FeedReadError(
      `broken encoding: the XML declares ${label} but has no UTF-16 byte-order mark`,
      1,
    );
  }
  if (!iconv.encodingExists(label)) throw new FeedReadError(`unsupported encoding "${label}"`, 1);
  return label;
}

function looksLikeUtf8(bytes: Buffer, atEnd: boolean): boolean {
  try {
    // stream: true tolerates a sequence cut off at the end of the sample
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !atEnd });
    return true;
  } catch {
    return false;
  }
}

function firstNonAscii(bytes: Buffer): number {
  for (let index = 0; index < bytes.length; index++) if (bytes[index]! >= 0x80) return index;
  return -1;
}

const NUL_MESSAGE =
  'broken encoding: the file contains NUL bytes (UTF-16 without byte-order mark, or not a text file)';

/** Splits long text so downstream parsers check their limits often. */
function* pieces(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + MAX_PIECE_CHARS);
    // never split a surrogate pair
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
    yield text.slice(start, end);
    start = end;
  }
}

/** The decoded text of a feed, in pieces; see {@link DecodeMode}. */
export async function* decodeFeed(input: NodeJS.ReadableStream, mode: DecodeMode): AsyncGenerator<string> {
  let decoder: TextDecoderLike | null = null;
  let checkNul = true;
  /** In `auto` mode until the choice between UTF-8 and Windows-1252: the bytes held back. */
  let undecided: Buffer | null = null;
  let sawText = false;

  function emit(text: string): string {
    if (!sawText && /\S/.test(text)) sawText = true;
    return text;
  }

  /** Chooses the decoder from the first bytes; returns the bytes without byte-order mark. */
  function chooseEncoding(head: Buffer): Buffer {
    const mark = byteOrderMark(head);
    if (mark) {
      decoder = decoderFor(mark.encoding);
      checkNul = !mark.encoding.startsWith('utf-16');
      return head.subarray(mark.length);
    }
    const compressed = compressedFormat(head);
    if (compressed)
      throw new FeedReadError(`broken encoding: the feed is a ${compressed} file; unpack it first`, 1);
    if (mode === 'xml') {
      const encoding = xmlEncoding(head);
      decoder = decoderFor(encoding);
      checkNul = !encoding.startsWith('utf-16');
    } else {
      undecided = Buffer.alloc(0);
    }
    return head;
  }

  /** `auto` mode before the choice: ASCII passes, the first non-ASCII bytes decide. */
  function decodeUndecided(bytes: Buffer, atEnd: boolean): string {
    let pending: Buffer = undecided!.length === 0 ? bytes : Buffer.concat([undecided!, bytes]);
    let text = '';
    if (undecided!.length === 0) {
      const index = firstNonAscii(pending);
      if (index === -1) return pending.toString('latin1');
      text = pending.toString('latin1', 0, index);
      pending = pending.subarray(index);
    }
    if (pending.length < SNIFF_BYTES && !atEnd) {
      undecided = Buffer.from(pending);
      return text;
    }
    // a sample cut short may end inside a character: only the real end must be complete
    const complete = atEnd && pending.length <= SNIFF_BYTES;
    const chosen = decoderFor(
      looksLikeUtf8(pending.subarray(0, SNIFF_BYTES), complete) ? 'utf-8' : 'windows-1252',
    );
    decoder = chosen;
    undecided = null;
    return text + chosen.write(pending);
  }

  function decode(bytes: Buffer, atEnd: boolean): string {
    if (checkNul && bytes.includes(0)) throw new FeedReadError(NUL_MESSAGE);
    if (undecided) return decodeUndecided(bytes, atEnd);
    return decoder!.write(bytes);
  }

  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (head) {
      head = Buffer.concat([head, bytes]);
      if (head.length < XML_HEAD_BYTES) continue;
      const body = chooseEncoding(head);
      head = null;
      yield* pieces(emit(decode(body, false)));
    } else {
      yield* pieces(emit(decode(bytes, false)));
    }
  }
  if (head) {
    if (head.length === 0) throw new FeedReadError('feed is empty');
    yield* pieces(emit(decode(chooseEncoding(head), true)));
  } else if (undecided) {
    yield* pieces(emit(decodeUndecided(Buffer.alloc(0), true)));
  }
  const rest = (decoder as TextDecoderLike | null)?.end() ?? '';
  yield* pieces(emit(rest));
  if (!sawText) throw new FeedReadError('feed is empty');
}
