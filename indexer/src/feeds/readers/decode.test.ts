import iconv from 'iconv-lite';
import { describe, expect, test } from 'vitest';
import { FeedReadError } from '../types';
import { decodeFeed, type DecodeMode } from './decode';
import { feedStream } from './testing';

async function decodeAll(bytes: Buffer, mode: DecodeMode = 'auto', chunkSize?: number): Promise<string> {
  let text = '';
  for await (const piece of decodeFeed(feedStream(bytes, chunkSize), mode)) text += piece;
  return text;
}

async function decodeFailure(bytes: Buffer, mode: DecodeMode = 'auto'): Promise<FeedReadError> {
  const error = await decodeAll(bytes, mode).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedReadError);
  return error as FeedReadError;
}

const GERMAN = 'Größe;Preis €;Spaß für Groß und Klein\n';

describe('decodeFeed', () => {
  test.each([1, 2, 3, 7, 4096])('UTF-8 survives chunks of %i bytes', async (chunkSize) => {
    expect(await decodeAll(Buffer.from(GERMAN.repeat(50)), 'auto', chunkSize)).toBe(GERMAN.repeat(50));
  });

  test.each([1, 5, 4096])(
    'Windows-1252 is recognised and decoded (chunks of %i bytes)',
    async (chunkSize) => {
      const bytes = iconv.encode(GERMAN.repeat(50), 'windows-1252');
      expect(bytes.includes(0xe4) || bytes.includes(0xf6)).toBe(true);
      expect(await decodeAll(bytes, 'auto', chunkSize)).toBe(GERMAN.repeat(50));
    },
  );

  test('the choice waits for the first non-ASCII byte, however late it comes', async () => {
    const text = `${'a,b,c\n'.repeat(40_000)}Spaß €\n`;
    expect(await decodeAll(iconv.encode(text, 'windows-1252'))).toBe(text);
    expect(await decodeAll(Buffer.from(text))).toBe(text);
  });

  test('a UTF-8 character cut by the end of the 4 KB sample does not make the file Windows-1252', async () => {
    // the first non-ASCII byte starts the sample; "ü" is 2 bytes, so 2049 of them end mid-character
    const text = `x${'ü'.repeat(2049)}\n`;
    for (const chunkSize of [64 * 1024, 1000])
      expect(await decodeAll(Buffer.from(text), 'auto', chunkSize)).toBe(text);
  });

  test('invalid UTF-8 after valid UTF-8 becomes replacement characters (a row error later)', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`Größe\n${'x'.repeat(5000)}\n`),
      Buffer.from([0x47, 0x72, 0xf6, 0xdf, 0x65]),
    ]);
    expect((await decodeAll(bytes)).endsWith('Gr\uFFFD\uFFFDe')).toBe(true);
  });

  test('byte-order marks: UTF-8 stripped, UTF-16LE and UTF-16BE decoded', async () => {
    expect(await decodeAll(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(GERMAN)]))).toBe(
      GERMAN,
    );
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(GERMAN, 'utf16le')]);
    expect(await decodeAll(utf16le, 'auto', 3)).toBe(GERMAN);
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(GERMAN, 'utf16le').swap16()]);
    expect(await decodeAll(utf16be)).toBe(GERMAN);
  });

  test('XML: the declared encoding counts, UTF-8 without a declaration', async () => {
    const latin = `<?xml version="1.0" encoding="ISO-8859-1"?><a>Größe €</a>`;
    expect(await decodeAll(iconv.encode(latin, 'windows-1252'), 'xml')).toBe(latin);
    const undeclared = Buffer.concat([Buffer.from('<a>Gr'), Buffer.from([0xf6]), Buffer.from('e</a>')]);
    expect(await decodeAll(undeclared, 'xml')).toBe('<a>Gr\uFFFDe</a>');
    const utf16 = '<?xml version="1.0" encoding="UTF-16"?><a>Größe</a>';
    expect(await decodeAll(Buffer.from(utf16, 'utf16le'), 'xml')).toBe(utf16);
  });

  test('XML with an encoding nobody knows', async () => {
    const error = await decodeFailure(Buffer.from('<?xml version="1.0" encoding="klingon-7"?><a/>'), 'xml');
    expect(error.message).toBe('unsupported encoding "klingon-7"');
  });

  test('UTF-16 without byte-order mark and binary files are broken encoding', async () => {
    const error = await decodeFailure(Buffer.from('id,title\n1,Spiel\n', 'utf16le'));
    expect(error.message).toBe(
      'broken encoding: the file contains NUL bytes (UTF-16 without byte-order mark, or not a text file)',
    );
    const gzip = await decodeFailure(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01]));
    expect(gzip.message).toBe('broken encoding: the feed is a gzip file; unpack it first');
  });

  test.each([
    ['no bytes', Buffer.alloc(0)],
    ['a byte-order mark only', Buffer.from([0xef, 0xbb, 0xbf])],
    ['white space only', Buffer.from(' \r\n\n\t\n')],
  ])('%s is an empty feed', async (_name, bytes) => {
    expect((await decodeFailure(bytes)).message).toBe('feed is empty');
  });

  test('long text comes out in pieces of at most 64 KB', async () => {
    const pieces: string[] = [];
    for await (const piece of decodeFeed(feedStream(Buffer.from('x'.repeat(300_000)), 300_000), 'auto'))
      pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(4);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(64 * 1024);
  });
});
