import { describe, expect, test } from 'vitest';
import { feedFormatValues } from '@spielraum/schema';
import { detectFormat, readerFor } from './index';
import { readGoogleCsv } from './google-csv';
import { readGoogleXml } from './google-xml';
import { readIdealoCsv } from './idealo-csv';
import { readOfferJsonLines } from './jsonl';
import { readProductCsv } from './product-csv';
import { readProductJsonLines } from './product-jsonl';

describe('readerFor', () => {
  test('every feed format of the schema has its reader', () => {
    expect(feedFormatValues.map((format) => readerFor(format))).toEqual([
      readGoogleXml,
      readGoogleCsv,
      readIdealoCsv,
      readOfferJsonLines,
      readProductJsonLines,
      readProductCsv,
    ]);
  });
});

describe('detectFormat', () => {
  test.each([
    ['feed.xml', '<?xml version="1.0"?><rss>', 'google_xml'],
    ['feed', '\uFEFF  <rss version="2.0">', 'google_xml'],
    ['offers.jsonl', '{"id":"1","price":"5 EUR"}\n', 'jsonl'],
    ['products.jsonl', '{"product_id":1,"label":"Azul"}\n', 'product_jsonl'],
    ['p.csv', 'product_id;label;group\n', 'product_csv'],
    ['idealo.csv', 'sku;title;url;price;deliveryTime\n', 'idealo_csv'],
    ['idealo.csv', '"SKU","EANs","deliveryCosts_dhl"\n', 'idealo_csv'],
    ['google.csv', 'id,title,link,price\n', 'google_csv'],
    ['google.tsv', 'id\ttitle\tlink\tprice\n', 'google_csv'],
    ['feed.xml', 'something else', 'google_xml'],
    ['mystery.bin', 'a,b,c\n', null],
  ])('%s starting %j → %s', (fileName, head, format) => {
    expect(detectFormat(fileName, Buffer.from(head))).toBe(format);
  });

  test('UTF-16 with byte-order mark is looked into', () => {
    const head = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('id\ttitle\tlink\tprice\n', 'utf16le'),
    ]);
    expect(detectFormat('export.txt', head)).toBe('google_csv');
  });
});
