import iconv from 'iconv-lite';
import { describe, expect, test } from 'vitest';
import type { OfferRow } from '../types';
import { readGoogleCsv } from './google-csv';
import { readAll, readFailure } from './testing';

const HEADER =
  'id,title,link,price,sale_price,gtin,mpn,brand,availability,availability_date,shipping,condition,image_link,product_type';

const CATAN: OfferRow = {
  line: 2,
  sku: 'SK-1',
  title: 'Catan, "Das Spiel"',
  url: 'https://shop.example/p/catan',
  priceCents: 2999,
  formerPriceCents: 3999,
  shippingCents: 395,
  availability: 'is_available',
  availabilityDate: null,
  deliveryTime: null,
  condition: 'new',
  gtin: '4002051693602',
  mpn: 'KOS-1',
  brand: 'Kosmos',
  imageUrl: 'https://shop.example/img/catan.jpg',
  productType: 'Spiele > Brettspiele',
};

const CATAN_LINE =
  'SK-1,"Catan, ""Das Spiel""",https://shop.example/p/catan,39.99 EUR,29.99 EUR,4002051693602,KOS-1,Kosmos,in stock,,"DE:::4.95 EUR,AT:::9.90 EUR,DE::Sparversand:3,95 EUR",new,https://shop.example/img/catan.jpg,Spiele > Brettspiele';

describe('readGoogleCsv', () => {
  test.each([1, 5, 65536])('reads comma-separated rows (chunks of %i bytes)', async (chunkSize) => {
    const outcome = await readAll(readGoogleCsv, `${HEADER}\n${CATAN_LINE}\n`, chunkSize);
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows).toEqual([CATAN]);
  });

  test('reads tab-separated rows with CRLF, header names in any spelling, columns in any order', async () => {
    const tsv = [
      'g:id\tTitle\tPrice\tLink\tAvailability\tAvailability Date\tShipping\tunknown_column',
      'A-1\tAzul\t25,00 EUR\thttps://shop.example/azul\tout of stock\t2026-12-15\tDE:::0.00 EUR\twhatever',
      'A-2\tAzul 2\t25.00\thttps://shop.example/azul2\tOUT_OF_STOCK\t\t\t',
    ].join('\r\n');
    const outcome = await readAll(readGoogleCsv, tsv);
    expect(outcome.errors).toEqual([]);
    expect(
      outcome.rows.map((row) => [
        row.line,
        row.sku,
        row.priceCents,
        row.shippingCents,
        row.availability,
        row.availabilityDate,
      ]),
    ).toEqual([
      [2, 'A-1', 2500, 0, 'not_available_reordered', '2026-12-15'],
      [3, 'A-2', 2500, null, 'not_available', null],
    ]);
  });

  test('quotes across lines: the record keeps its first line, later lines stay right', async () => {
    const csv = [
      'id,title,link,price,availability',
      'Q-1,"Titel über',
      'zwei Zeilen",https://shop.example/1,5 EUR,in_stock',
      '',
      'Q-2,Zwei,https://shop.example/2,-5 EUR,in_stock',
      'Q-3,Drei,https://shop.example/3,5 EUR,in_stock',
    ].join('\r\n');
    const outcome = await readAll(readGoogleCsv, csv);
    expect(outcome.rows.map((row) => [row.line, row.sku, row.title])).toEqual([
      [2, 'Q-1', 'Titel über\r\nzwei Zeilen'],
      [6, 'Q-3', 'Drei'],
    ]);
    expect(outcome.errors).toEqual([
      {
        line: 5,
        reason: 'price: -5.00 is negative',
        raw: 'Q-2,Zwei,https://shop.example/2,-5 EUR,in_stock',
        sku: 'Q-2',
      },
    ]);
  });

  test('bad rows: every reason names the field; wrong field counts are row errors', async () => {
    const csv = [
      'id,title,link,price,availability,gtin,shipping',
      'B-1,Eins,https://shop.example/1,,in_stock,,',
      'B-2,Zwei,https://shop.example/2,5 EUR,sometimes,4002051693603,',
      'B-3,Drei,https://shop.example/3,5 EUR,in_stock,,DE:4.95',
      'B-4,Vier,https://shop.example/4,5 EUR',
      'B-5,Fünf,https://shop.example/5,5 EUR,in_stock,,,,',
    ].join('\n');
    const outcome = await readAll(readGoogleCsv, csv);
    expect(outcome.rows.map((row) => row.sku)).toEqual(['B-5']);
    expect(outcome.errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 2, reason: 'price: missing' },
      {
        line: 3,
        reason: 'availability: "sometimes" is unknown; gtin: 4002051693603 has a wrong check digit',
      },
      { line: 4, reason: 'shipping: "DE:4.95" is not country:region:service:price' },
      { line: 5, reason: 'record: 4 fields, the header has 7' },
    ]);
  });

  test('a Windows-1252 file reads like its UTF-8 twin; a UTF-16 file with byte-order mark too', async () => {
    const csv = `id,title,link,price,availability\nW-1,Spaß für Groß & Klein,https://shop.example/w,9.99 €,in_stock\n`;
    const utf8 = await readAll(readGoogleCsv, csv);
    expect(utf8.rows.map((row) => [row.title, row.priceCents])).toEqual([['Spaß für Groß & Klein', 999]]);
    expect(await readAll(readGoogleCsv, iconv.encode(csv, 'windows-1252'))).toEqual(utf8);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(csv.replaceAll(',', '\t'), 'utf16le'),
    ]);
    expect(await readAll(readGoogleCsv, utf16, 3)).toEqual(utf8);
  });

  test('missing required columns are named', async () => {
    expect(
      (await readFailure(readGoogleCsv, 'id,title,link,availability\n1,a,https://s.example,in_stock\n'))
        .message,
    ).toBe('missing required column "price"');
    expect((await readFailure(readGoogleCsv, 'id;title\n1;a\n')).message).toBe(
      'missing required columns "link", "price", "availability"',
    );
  });
});
