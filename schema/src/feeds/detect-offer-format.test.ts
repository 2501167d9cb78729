import { describe, expect, it, test } from 'vitest';
import { detectFormat, detectOfferFormat, UnknownFeedFormatError } from './detect-offer-format';

const detect = (
  name: string,
  head: string,
  declared: Parameters<typeof detectOfferFormat>[0]['declared'] = null,
) => detectOfferFormat({ name, head: Buffer.from(head), declared });

describe('detectOfferFormat', () => {
  it('reads the format from the content: header names and delimiter, XML root, JSON lines', () => {
    expect(
      detect('feed.csv', 'sku;title;url;price;deliveryTime;eans\nA;Spiel;https://s.example/a;9,99;sofort;\n'),
    ).toEqual({
      format: 'idealo_csv',
      by: 'content',
    });
    expect(detect('feed.csv', 'id,title,link,price,availability\n', 'idealo_csv')).toEqual({
      format: 'google_csv',
      by: 'content',
    });
    expect(detect('export.txt', 'id\ttitle\tlink\tprice\tavailability\n')).toEqual({
      format: 'google_csv',
      by: 'content',
    });
    expect(detect('feed.csv', '<?xml version="1.0"?>\n<rss version="2.0">', 'idealo_csv')).toEqual({
      format: 'google_xml',
      by: 'content',
    });
    expect(detect('https://shop.example/export?x=1', '{"id":"A","price":"5 EUR"}\n')).toEqual({
      format: 'jsonl',
      by: 'content',
    });
  });

  it('falls back to the file name, then to the dealer’s declared format', () => {
    expect(detect('feed.ndjson', '')).toEqual({ format: 'jsonl', by: 'file name' });
    expect(detect('https://shop.example/feed.xml?x=1', 'mystery')).toEqual({
      format: 'google_xml',
      by: 'file name',
    });
    expect(detect('feed', 'a,b,c\n', 'idealo_csv')).toEqual({ format: 'idealo_csv', by: 'dealer' });
  });

  it('refuses what it cannot tell, and product feeds, naming --format', () => {
    expect(() => detect('feed.bin', 'a,b,c\n')).toThrow(UnknownFeedFormatError);
    expect(() => detect('feed.bin', 'a,b,c\n')).toThrow(
      'cannot tell the format of "feed.bin" from its content or name; pass --format (google_xml, google_csv, idealo_csv, jsonl)',
    );
    expect(() => detect('products.csv', 'product_id,label,group\n', 'google_csv')).toThrow(
      '"products.csv" is a product feed (product_csv); ingest it with `indexer ingest-products`',
    );
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
