import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FeedFormat } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '../../testing/platform';
import { runOfferFeed, type OfferFormat } from '../run-feed';
import { FeedReadError, type FeedReader } from '../types';
import { readerFor } from './index';
import { readAll } from './testing';

/**
 * The malformed-feed corpus, generated here rather than committed: each feed with the exact
 * outcome its reader must give — a FeedReadError with message and line, or rows and row errors.
 * Every case must also finish quickly (no hang on 10 MB lines).
 */
type Outcome =
  | { fails: string; line: number | null }
  | {
      rows: number;
      errors: Array<{ line: number; reason: string }>;
      /** The SKU each row error kept (null: unreadable); checked only where a case names them. */
      skus?: Array<string | null>;
    };

interface Case {
  name: string;
  format: FeedFormat;
  content: () => string | Buffer;
  outcome: Outcome;
}

const TEN_MB = 10 * 1024 * 1024;
const GOOGLE_HEADER = 'id,title,link,price,availability,gtin';
const IDEALO_HEADER = 'sku;title;url;price;deliveryTime;eans';
const PRODUCT_HEADER = 'product_id,label,group';

const googleRow = (id: string, price = '9.99 EUR', availability = 'in_stock', gtin = '') =>
  `${id},Spiel ${id},https://shop.example/${id},${price},${availability},${gtin}`;

const xmlItem = (id: string, title = `Spiel ${id}`, price = '9.99 EUR') =>
  `<item><g:id>${id}</g:id><title>${title}</title><link>https://shop.example/${id}</link><g:price>${price}</g:price><g:availability>in_stock</g:availability></item>`;

const rss = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${items}\n</channel>\n</rss>\n`;

const jsonOffer = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    title: `Spiel ${id}`,
    link: `https://shop.example/${id}`,
    price: '9.99 EUR',
    availability: 'in_stock',
    ...extra,
  });

const withBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
const utf16 = (text: string, mark: boolean) =>
  Buffer.concat([Buffer.from(mark ? [0xff, 0xfe] : []), Buffer.from(text, 'utf16le')]);

const RECORD_TOO_LONG = 'record: longer than 1000000 characters';
const QUOTE_SWALLOWS = (line: number) =>
  `line ${line}: record is longer than 1000000 characters (a quote that is never closed?)`;

const EMPTY_FEED_CASES: Case[] = (
  ['google_xml', 'google_csv', 'idealo_csv', 'jsonl', 'product_jsonl', 'product_csv'] as const
).flatMap((format) => [
  {
    name: `empty file (${format})`,
    format,
    content: () => '',
    outcome: { fails: 'feed is empty', line: null },
  },
  {
    name: `blank lines only (${format})`,
    format,
    content: () => '\r\n  \n',
    outcome: { fails: 'feed is empty', line: null },
  },
]);

const CASES: Case[] = [
  // XML
  {
    name: 'truncated XML',
    format: 'google_xml',
    content: () => {
      const feed = rss(`${xmlItem('A')}\n${xmlItem('B')}`);
      return feed.slice(0, feed.indexOf('<title>Spiel B'));
    },
    outcome: { fails: 'truncated XML: the file ends at line 5 inside <item>', line: 5 },
  },
  {
    name: 'XML that is not XML (a CSV file)',
    format: 'google_xml',
    content: () => `${GOOGLE_HEADER}\n${googleRow('A')}\n`,
    outcome: { fails: 'not well-formed XML at line 1: Non-whitespace before first tag', line: 1 },
  },
  {
    name: 'XML with two root elements',
    format: 'google_xml',
    content: () => `${rss(xmlItem('A'))}<rss></rss>`,
    outcome: { fails: 'not well-formed XML at line 7: a second root element <rss>', line: 7 },
  },
  {
    name: 'XML without items',
    format: 'google_xml',
    content: () => rss(''),
    outcome: { rows: 0, errors: [] },
  },
  {
    name: 'Windows-1252 bytes in a UTF-8 declared XML',
    format: 'google_xml',
    content: () => iconv.encode(rss(`${xmlItem('A', 'Spaß')}\n${xmlItem('B')}`), 'windows-1252'),
    outcome: { rows: 1, errors: [{ line: 4, reason: 'encoding: replacement characters in title' }] },
  },
  {
    name: 'UTF-16 XML with byte-order mark',
    format: 'google_xml',
    content: () => utf16(rss(xmlItem('A', 'Spaß')).replace('UTF-8', 'UTF-16'), true),
    outcome: { rows: 1, errors: [] },
  },
  {
    name: 'XML with only bad items and a 10 MB one: every rejected item keeps its SKU',
    format: 'google_xml',
    content: () =>
      rss(
        [
          xmlItem('A', 'Spiel A', 'abc'),
          xmlItem('B', 'x'.repeat(TEN_MB)),
          xmlItem('C', 'Spiel C', 'abc'),
        ].join('\n'),
      ),
    outcome: {
      rows: 0,
      errors: [
        { line: 4, reason: 'price: "abc" is not a price' },
        { line: 5, reason: 'record: item longer than 1000000 characters' },
        { line: 6, reason: 'price: "abc" is not a price' },
      ],
      skus: ['A', 'B', 'C'],
    },
  },
  {
    name: 'XML on a single 10 MB line',
    format: 'google_xml',
    content: () => rss(`${xmlItem('HUGE', 'x'.repeat(TEN_MB))}${xmlItem('B')}`).replace(/\n/g, ''),
    outcome: { rows: 1, errors: [{ line: 1, reason: 'record: item longer than 1000000 characters' }] },
  },
  // Google CSV
  {
    name: 'Google CSV with byte-order mark',
    format: 'google_csv',
    content: () => withBom(`${GOOGLE_HEADER}\n${googleRow('A')}\n`),
    outcome: { rows: 1, errors: [] },
  },
  {
    name: 'Google CSV with semicolons',
    format: 'google_csv',
    content: () =>
      `${GOOGLE_HEADER.replaceAll(',', ';')}\nA;Spiel A;https://shop.example/A;9,99 EUR;in_stock;\n`,
    outcome: { rows: 1, errors: [] },
  },
  {
    name: 'Google CSV in Windows-1252',
    format: 'google_csv',
    content: () => iconv.encode(`${GOOGLE_HEADER}\n${googleRow('Spaß')}\n`, 'windows-1252'),
    outcome: { rows: 1, errors: [] },
  },
  {
    name: 'Google CSV: Windows-1252 bytes after UTF-8 text',
    format: 'google_csv',
    content: () =>
      Buffer.concat([
        Buffer.from(`${GOOGLE_HEADER}\n${googleRow('Größe')}\n`),
        Buffer.from(Array.from({ length: 100 }, (_row, index) => `${googleRow(`A${index}`)}\n`).join('')),
        iconv.encode(`${googleRow('Spaß')}\n`, 'windows-1252'),
      ]),
    outcome: {
      rows: 101,
      errors: [
        {
          line: 103,
          reason:
            'encoding: replacement characters in id; encoding: replacement characters in title; encoding: replacement characters in link',
        },
      ],
    },
  },
  {
    name: 'Google CSV: UTF-8 and Windows-1252 mixed early, read as Windows-1252',
    format: 'google_csv',
    content: () =>
      Buffer.concat([
        Buffer.from(
          `${GOOGLE_HEADER}\n${googleRow('A', '9.99 EUR', 'in_stock')}\nG,Größe,https://shop.example/G,5 EUR,in_stock,\n`,
        ),
        iconv.encode(`${googleRow('Spaß')}\n`, 'windows-1252'),
      ]),
    outcome: { rows: 2, errors: [{ line: 3, reason: 'encoding: UTF-8 decoded as Windows-1252 in title' }] },
  },
  {
    name: 'Google CSV in UTF-16 without byte-order mark',
    format: 'google_csv',
    content: () => utf16(`${GOOGLE_HEADER}\n${googleRow('A')}\n`, false),
    outcome: {
      fails:
        'broken encoding: the file contains NUL bytes (UTF-16 without byte-order mark, or not a text file)',
      line: null,
    },
  },
  {
    name: 'Google CSV with quotes across lines',
    format: 'google_csv',
    content: () =>
      `${GOOGLE_HEADER}\nA,"Zwei\nZeilen",https://shop.example/A,5 EUR,in_stock,\n${googleRow('B', '-1')}\n`,
    outcome: { rows: 1, errors: [{ line: 4, reason: 'price: -1.00 is negative' }] },
  },
  {
    name: 'Google CSV: header only',
    format: 'google_csv',
    content: () => `${GOOGLE_HEADER}\n`,
    outcome: { rows: 0, errors: [] },
  },
  {
    name: 'Google CSV: header only, without line break',
    format: 'google_csv',
    content: () => GOOGLE_HEADER,
    outcome: { rows: 0, errors: [] },
  },
  {
    name: 'Google CSV without availability column',
    format: 'google_csv',
    content: () => 'id,title,link,price\nA,B,https://shop.example/A,5\n',
    outcome: { fails: 'missing required column "availability"', line: 1 },
  },
  {
    name: 'Google CSV with a 10 MB line: that record is rejected, the next one read',
    format: 'google_csv',
    content: () =>
      `${GOOGLE_HEADER}\n${googleRow('A')}\n${googleRow('x'.repeat(TEN_MB))}\n${googleRow('B')}\n`,
    outcome: { rows: 2, errors: [{ line: 3, reason: RECORD_TOO_LONG }] },
  },
  {
    name: 'Google CSV with a 10 MB title: the rejected record keeps its SKU',
    format: 'google_csv',
    content: () =>
      `${GOOGLE_HEADER}\nC,${'x'.repeat(TEN_MB)},https://shop.example/C,5 EUR,in_stock,\n${googleRow('D')}\n`,
    outcome: { rows: 1, errors: [{ line: 2, reason: RECORD_TOO_LONG }], skus: ['C'] },
  },
  {
    name: 'Google CSV with only bad rows: every rejected row keeps its SKU',
    format: 'google_csv',
    content: () => [GOOGLE_HEADER, ...['A', 'B', 'C'].map((id) => googleRow(id, 'abc')), 'D,kurz'].join('\n'),
    outcome: {
      rows: 0,
      errors: [
        { line: 2, reason: 'price: "abc" is not a price' },
        { line: 3, reason: 'price: "abc" is not a price' },
        { line: 4, reason: 'price: "abc" is not a price' },
        { line: 5, reason: 'record: 2 fields, the header has 6' },
      ],
      skus: ['A', 'B', 'C', 'D'],
    },
  },
  {
    name: 'Google CSV with two 10 MB lines, CRLF, the last one without line break',
    format: 'google_csv',
    content: () =>
      [GOOGLE_HEADER, googleRow('y'.repeat(TEN_MB)), googleRow('A'), googleRow('x'.repeat(TEN_MB))].join(
        '\r\n',
      ),
    outcome: {
      rows: 1,
      errors: [
        { line: 2, reason: RECORD_TOO_LONG },
        { line: 4, reason: RECORD_TOO_LONG },
      ],
    },
  },
  {
    name: 'Google CSV with a quote never closed that swallows 10 MB of lines',
    format: 'google_csv',
    content: () =>
      `${GOOGLE_HEADER}\n${googleRow('A')}\nB,"kaputt,https://shop.example/B,5 EUR,in_stock,\n${`${googleRow('C')}\n`.repeat(TEN_MB / 40)}`,
    outcome: { fails: QUOTE_SWALLOWS(3), line: 3 },
  },
  {
    name: 'Google CSV whose header is a 10 MB line',
    format: 'google_csv',
    content: () => `id,${'x'.repeat(TEN_MB)}\n${googleRow('A')}\n`,
    outcome: { fails: 'line 1: header line is longer than 65536 characters', line: 1 },
  },
  {
    name: 'Google CSV with blank-looking lines and one field short',
    format: 'google_csv',
    content: () => `${GOOGLE_HEADER}\n   \n,,,,,\n${googleRow('A')}\nB\n`,
    outcome: { rows: 1, errors: [{ line: 5, reason: 'record: 1 field, the header has 6' }] },
  },
  {
    name: 'Google CSV with a quote never closed',
    format: 'google_csv',
    content: () =>
      `${GOOGLE_HEADER}\n${googleRow('A')}\nB,"kaputt,https://shop.example/B,5 EUR,in_stock,\n${googleRow('C')}\n`,
    outcome: { fails: 'line 3: quote not closed before the end of the file', line: 3 },
  },
  {
    // the parser has emitted many records that wait in its queue when it fails: the line must
    // still count them (and the line break inside the quoted title)
    name: 'Google CSV with a quote never closed after 20,000 rows',
    format: 'google_csv',
    content: () =>
      [
        GOOGLE_HEADER,
        ...Array.from({ length: 20_000 }, (_, index) =>
          index === 10_000
            ? `Q,"Spiel\nmit Umbruch",https://shop.example/Q,5 EUR,in_stock,`
            : googleRow(`A${index}`),
        ),
        'B,"kaputt,https://shop.example/B,5 EUR,in_stock,',
        googleRow('C'),
        '',
      ].join('\n'),
    outcome: { fails: 'line 20003: quote not closed before the end of the file', line: 20_003 },
  },
  {
    name: 'Google CSV bad rows: unknown availability, bad GTIN, negative, absurd and missing price',
    format: 'google_csv',
    content: () =>
      [
        GOOGLE_HEADER,
        googleRow('A', '9.99 EUR', 'sometimes'),
        googleRow('B', '9.99 EUR', 'in_stock', '4002051693603'),
        googleRow('C', '-3.00 EUR'),
        googleRow('D', '250000.00 EUR'),
        googleRow('E', ''),
        googleRow('F'),
      ].join('\n'),
    outcome: {
      rows: 1,
      errors: [
        { line: 2, reason: 'availability: "sometimes" is unknown' },
        { line: 3, reason: 'gtin: 4002051693603 has a wrong check digit' },
        { line: 4, reason: 'price: -3.00 is negative' },
        { line: 5, reason: 'price: 250000.00 EUR is absurd (max 20000 EUR)' },
        { line: 6, reason: 'price: missing' },
      ],
    },
  },
  // idealo CSV
  {
    name: 'idealo CSV with byte-order mark and semicolons',
    format: 'idealo_csv',
    content: () => withBom(`${IDEALO_HEADER}\nA;Spaß;https://s.example/a;9,99;sofort;\n`),
    outcome: { rows: 1, errors: [] },
  },
  {
    name: 'idealo CSV in Windows-1252',
    format: 'idealo_csv',
    content: () =>
      iconv.encode(`${IDEALO_HEADER}\nA;Spaß;https://s.example/a;9,99;sofort;\n`, 'windows-1252'),
    outcome: { rows: 1, errors: [] },
  },
  {
    name: 'idealo CSV: a UTF-8 byte-order mark on Windows-1252 bytes (the mark wins)',
    format: 'idealo_csv',
    content: () =>
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        iconv.encode(`${IDEALO_HEADER}\nA;Spaß;https://s.example/a;9,99;sofort;\n`, 'windows-1252'),
      ]),
    outcome: { rows: 0, errors: [{ line: 2, reason: 'encoding: replacement characters in title' }] },
  },
  {
    name: 'idealo CSV in UTF-16 with byte-order mark',
    format: 'idealo_csv',
    content: () => utf16(`${IDEALO_HEADER}\nA;Spaß;https://s.example/a;9,99;sofort;\n`, true),
    outcome: { rows: 1, errors: [] },
  },
  {
    name: 'idealo CSV: header only',
    format: 'idealo_csv',
    content: () => `${IDEALO_HEADER}\r\n`,
    outcome: { rows: 0, errors: [] },
  },
  {
    name: 'idealo CSV without sku column',
    format: 'idealo_csv',
    content: () => 'title;url;price;deliveryTime\nA;https://s.example;1;sofort\n',
    outcome: { fails: 'missing required column "sku"', line: 1 },
  },
  {
    name: 'idealo CSV with a 10 MB line: that record is rejected, the next one read',
    format: 'idealo_csv',
    content: () =>
      `${IDEALO_HEADER}\nA;${'x'.repeat(TEN_MB)};https://s.example/a;9,99;sofort;\nB;Spiel;https://s.example/b;9,99;sofort;\n`,
    outcome: { rows: 1, errors: [{ line: 2, reason: RECORD_TOO_LONG }] },
  },
  {
    name: 'idealo CSV with only bad rows and a 10 MB one: every rejected row keeps its SKU',
    format: 'idealo_csv',
    content: () =>
      [
        IDEALO_HEADER,
        'A;Spiel;https://s.example/a;abc;sofort;',
        `B;${'x'.repeat(TEN_MB)};https://s.example/b;9,99;sofort;`,
        ';Spiel;https://s.example/c;9,99;sofort;',
      ].join('\n'),
    outcome: {
      rows: 0,
      errors: [
        { line: 2, reason: 'price: "abc" is not a price' },
        { line: 3, reason: RECORD_TOO_LONG },
        { line: 4, reason: 'sku: missing' },
      ],
      skus: ['A', 'B', null],
    },
  },
  {
    name: 'idealo CSV bad rows',
    format: 'idealo_csv',
    content: () =>
      [
        IDEALO_HEADER,
        'A;Spiel;https://s.example/a;;sofort;',
        'B;Spiel;https://s.example/b;9,99;manchmal;',
        'C;Spiel;https://s.example/c;9,99;sofort;4002051693603',
        'D;Spiel;https://s.example/d;-9,99;sofort;',
      ].join('\n'),
    outcome: {
      rows: 0,
      errors: [
        { line: 2, reason: 'price: missing' },
        { line: 3, reason: 'deliveryTime: "manchmal" is unknown' },
        { line: 4, reason: 'eans: 4002051693603 has a wrong check digit' },
        { line: 5, reason: 'price: -9.99 is negative' },
      ],
    },
  },
  // JSON Lines
  {
    name: 'JSON Lines with a 10 MB line',
    format: 'jsonl',
    content: () => `${jsonOffer('A', { title: 'x'.repeat(TEN_MB) })}\n${jsonOffer('B')}\n`,
    outcome: { rows: 1, errors: [{ line: 1, reason: RECORD_TOO_LONG }] },
  },
  {
    name: 'JSON Lines with only bad rows and a 10 MB one: the SKUs that can be read are kept',
    format: 'jsonl',
    content: () =>
      [
        jsonOffer('A', { price: 'abc' }),
        jsonOffer('B', { title: 'x'.repeat(TEN_MB) }),
        JSON.stringify({ title: 'x'.repeat(TEN_MB), id: 'C' }),
        jsonOffer('D', { price: [1] }),
        '{"id": "E", kaputt',
      ].join('\n'),
    outcome: {
      rows: 0,
      errors: [
        { line: 1, reason: 'price: "abc" is not a price' },
        { line: 2, reason: RECORD_TOO_LONG },
        { line: 3, reason: RECORD_TOO_LONG },
        { line: 4, reason: 'price: expected text or a number, found a list' },
        {
          line: 5,
          reason: 'not JSON (Expected double-quoted property name in JSON at position 12)',
        },
      ],
      skus: ['A', 'B', null, 'D', 'E'],
    },
  },
  {
    name: 'JSON Lines with byte-order mark and bad rows',
    format: 'jsonl',
    content: () =>
      withBom(
        [
          jsonOffer('A'),
          'kein json',
          jsonOffer('B', { availability: 'sometimes' }),
          jsonOffer('C', { gtin: '4002051693603' }),
          jsonOffer('D', { price: 250000 }),
          jsonOffer('E', { price: null }),
        ].join('\n'),
      ),
    outcome: {
      rows: 1,
      errors: [
        { line: 2, reason: `not JSON (Unexpected token 'k', "kein json" is not valid JSON)` },
        { line: 3, reason: 'availability: "sometimes" is unknown' },
        { line: 4, reason: 'gtin: 4002051693603 has a wrong check digit' },
        { line: 5, reason: 'price: 250000.00 EUR is absurd (max 20000 EUR)' },
        { line: 6, reason: 'price: missing' },
      ],
    },
  },
  // product feeds
  {
    name: 'product JSON Lines with a 10 MB line',
    format: 'product_jsonl',
    content: () =>
      `${JSON.stringify({ product_id: 1, label: 'x'.repeat(TEN_MB), group: 'tabletop' })}\n{"product_id":2,"label":"B","group":"tabletop"}\n`,
    outcome: { rows: 1, errors: [{ line: 1, reason: 'record: longer than 1000000 characters' }] },
  },
  {
    name: 'product CSV: header only',
    format: 'product_csv',
    content: () => `${PRODUCT_HEADER}\n`,
    outcome: { rows: 0, errors: [] },
  },
  {
    name: 'product CSV with a 10 MB line: that record is rejected, the next one read',
    format: 'product_csv',
    content: () => `${PRODUCT_HEADER}\n1,${'x'.repeat(TEN_MB)},tabletop\n2,Azul,tabletop\n`,
    outcome: { rows: 1, errors: [{ line: 2, reason: RECORD_TOO_LONG }] },
  },
  ...EMPTY_FEED_CASES,
];

async function outcomeOf(
  reader: FeedReader<unknown>,
  content: string | Buffer,
  withSkus: boolean,
): Promise<Outcome> {
  try {
    const { rows, errors } = await readAll(reader, content);
    const outcome = { rows: rows.length, errors: errors.map(({ line, reason }) => ({ line, reason })) };
    return withSkus ? { ...outcome, skus: errors.map((error) => error.sku ?? null) } : outcome;
  } catch (error) {
    if (error instanceof FeedReadError) return { fails: error.message, line: error.line };
    throw error;
  }
}

describe('malformed feed corpus', () => {
  test.each(CASES.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const started = Date.now();
    const reader = readerFor(entry.format) as FeedReader<unknown>;
    expect(await outcomeOf(reader, entry.content(), 'skus' in entry.outcome)).toEqual(entry.outcome);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

/**
 * The same kinds of malformed feeds as full feeds of a dealer with 30 live offers, in every offer
 * format: none of them may take the dealer's offers away. Rows that are rejected still name their
 * SKU, a feed without rows is refused, and an oversized record costs only its own row.
 */
const LIVE_SKUS = Array.from({ length: 30 }, (_, i) => `L${i + 1}`);

interface FullFeedCase {
  name: string;
  format: OfferFormat;
  content: () => string;
  outcome: { status: 'succeeded' | 'failed'; rowsTotal: number; rowsFailed: number; error?: RegExp };
}

const feedOf: Record<
  OfferFormat,
  (skus: string[], price: string, title?: (sku: string) => string) => string
> = {
  google_csv: (skus, price, title = (sku) => `Spiel ${sku}`) =>
    [
      GOOGLE_HEADER,
      ...skus.map((sku) => `${sku},${title(sku)},https://shop.example/${sku},${price},in_stock,`),
    ].join('\n') + '\n',
  idealo_csv: (skus, price, title = (sku) => `Spiel ${sku}`) =>
    [
      IDEALO_HEADER,
      ...skus.map((sku) => `${sku};${title(sku)};https://s.example/${sku};${price};sofort;`),
    ].join('\n') + '\n',
  jsonl: (skus, price, title = (sku) => `Spiel ${sku}`) =>
    skus.map((sku) => jsonOffer(sku, { price, title: title(sku) })).join('\n') + (skus.length ? '\n' : ''),
  google_xml: (skus, price, title = (sku) => `Spiel ${sku}`) =>
    rss(skus.map((sku) => xmlItem(sku, title(sku), price)).join('\n')),
};

const FULL_FEED_CASES: FullFeedCase[] = (
  ['google_csv', 'idealo_csv', 'jsonl', 'google_xml'] as const
).flatMap((format) => [
  {
    name: `${format}: a full feed with only bad rows`,
    format,
    content: () => feedOf[format](LIVE_SKUS, 'abc'),
    outcome: { status: 'succeeded' as const, rowsTotal: 30, rowsFailed: 30 },
  },
  {
    name: `${format}: a full feed without rows (${format === 'jsonl' ? 'an empty file' : 'header only'})`,
    format,
    content: () => feedOf[format]([], '9.99 EUR'),
    outcome: {
      status: 'failed' as const,
      rowsTotal: 0,
      rowsFailed: 0,
      error: format === 'jsonl' ? /^feed is empty$/ : /^refused: this full feed has no rows/,
    },
  },
  {
    name: `${format}: a full feed with an oversized record`,
    format,
    content: () =>
      feedOf[format](LIVE_SKUS, format === 'idealo_csv' ? '9,99' : '9.99 EUR', (sku) =>
        sku === 'L5' ? 'x'.repeat(TEN_MB) : `Spiel ${sku}`,
      ),
    outcome: { status: 'succeeded' as const, rowsTotal: 30, rowsFailed: 1 },
  },
]);

describe(`malformed full feeds against a dealer's live offers (${testMode()} mode)`, () => {
  let platform: Platform;
  let runs = 0;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  async function ingest(dealerId: number, format: OfferFormat, content: string) {
    const path = join(platform.dataDir, `full-${++runs}`);
    await writeFile(path, content);
    return runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId: `full-${runs}`,
        dataDir: platform.dataDir,
      },
      dealerId,
      format,
      full: true,
      source: { kind: 'file', path },
    });
  }

  test.each(FULL_FEED_CASES.map((entry) => [entry.name, entry] as const))(
    '%s keeps the offers',
    async (_name, entry) => {
      const [dealer] = await platform.database.db
        .insert(t.dealers)
        .values({
          slug: `full-${runs}`,
          name: 'Vollfeed',
          website: 'https://shop.example',
          shippingCostDeCents: 0,
        })
        .returning();
      const seeded = await ingest(dealer!.id, 'google_csv', feedOf.google_csv(LIVE_SKUS, '9.99 EUR'));
      expect(seeded.stats?.inserted).toBe(30);

      const result = await ingest(dealer!.id, entry.format, entry.content());
      expect(result).toMatchObject({
        status: entry.outcome.status,
        rowsTotal: entry.outcome.rowsTotal,
        rowsFailed: entry.outcome.rowsFailed,
      });
      if (entry.outcome.error) expect(result.error).toMatch(entry.outcome.error);
      if (result.status === 'succeeded') expect(result.stats?.gone).toBe(0);
      const live = await platform.database.db
        .select({ sku: t.offers.dealerSku })
        .from(t.offers)
        .where(and(eq(t.offers.dealerId, dealer!.id), isNull(t.offers.goneAt)));
      expect(live).toHaveLength(30);
    },
  );
});
