import iconv from 'iconv-lite';
import { describe, expect, test } from 'vitest';
import type { OfferRow } from '../types';
import { readGoogleXml } from './google-xml';
import { readAll, readFailure } from './testing';

const RSS_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>Spielekiste</title>`;
const RSS_TAIL = `
</channel>
</rss>
`;

const FULL_ITEM = `
<item>
  <title>Catan – Das Spiel</title>
  <link>https://shop.example/p/catan</link>
  <description>Handeln &amp; bauen</description>
  <g:id>SK-1</g:id>
  <g:price>39.99 EUR</g:price>
  <g:sale_price>29.99 EUR</g:sale_price>
  <g:gtin>96385074</g:gtin>
  <g:mpn>KOS-1</g:mpn>
  <g:brand>Kosmos</g:brand>
  <g:availability>in stock</g:availability>
  <g:shipping><g:country>AT</g:country><g:price>9.90 EUR</g:price></g:shipping>
  <g:shipping><g:country>DE</g:country><g:service>Express</g:service><g:price>7.90 EUR</g:price></g:shipping>
  <g:shipping><g:country>DE</g:country><g:service>Standard</g:service><g:price>4.95 EUR</g:price></g:shipping>
  <g:condition>used</g:condition>
  <g:image_link>https://shop.example/img/catan.jpg</g:image_link>
  <g:product_type><![CDATA[Spiele > Brettspiele]]></g:product_type>
</item>`;

const REORDERED_ITEM = `
<item>
  <g:title>Azul</g:title><title>ignored plain title</title>
  <g:link>https://shop.example/p/azul</g:link>
  <g:id>SK-2</g:id>
  <g:price>1.299,00 EUR</g:price>
  <g:availability>out_of_stock</g:availability>
  <g:availability_date>2026-12-15T00:00+0100</g:availability_date>
</item>`;

const CATAN: OfferRow = {
  line: 5,
  sku: 'SK-1',
  title: 'Catan – Das Spiel',
  url: 'https://shop.example/p/catan',
  priceCents: 2999,
  formerPriceCents: 3999,
  shippingCents: 495,
  availability: 'is_available',
  availabilityDate: null,
  deliveryTime: null,
  condition: 'used',
  gtin: '0000096385074',
  mpn: 'KOS-1',
  brand: 'Kosmos',
  imageUrl: 'https://shop.example/img/catan.jpg',
  productType: 'Spiele > Brettspiele',
};

const AZUL: OfferRow = {
  line: 23,
  sku: 'SK-2',
  title: 'Azul',
  url: 'https://shop.example/p/azul',
  priceCents: 129900,
  formerPriceCents: null,
  shippingCents: null,
  availability: 'not_available_reordered',
  availabilityDate: '2026-12-15',
  deliveryTime: null,
  condition: 'new',
  gtin: null,
  mpn: null,
  brand: null,
  imageUrl: null,
  productType: null,
};

function rss(...items: string[]): string {
  return `${RSS_HEAD}${items.join('')}${RSS_TAIL}`;
}

function item(fields: Record<string, string>): string {
  const all = {
    id: 'X-1',
    title: 'Spiel',
    link: 'https://shop.example/x',
    price: '9.99 EUR',
    availability: 'in_stock',
    ...fields,
  };
  const elements = Object.entries(all)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `<g:${name}>${value}</g:${name}>`)
    .join('');
  return `\n<item>${elements}</item>`;
}

describe('readGoogleXml', () => {
  test.each([1, 7, 64, 65536])(
    'reads RSS items with every attribute (chunks of %i bytes)',
    async (chunkSize) => {
      const outcome = await readAll(readGoogleXml, rss(FULL_ITEM, REORDERED_ITEM), chunkSize);
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows).toEqual([CATAN, AZUL]);
    },
  );

  test('reads Atom entries with <link href>', async () => {
    const atom = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Shop</title>
  <entry>
    <title>Carcassonne</title>
    <link rel="alternate" href="https://shop.example/p/carcassonne"/>
    <id>tag:shop.example,2026:1</id>
    <g:id>C-1</g:id>
    <g:price>25 EUR</g:price>
    <g:availability>preorder</g:availability>
    <g:availability_date>2026-11-01</g:availability_date>
  </entry>
</feed>`;
    const outcome = await readAll(readGoogleXml, atom);
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows).toMatchObject([
      {
        line: 4,
        sku: 'C-1',
        title: 'Carcassonne',
        url: 'https://shop.example/p/carcassonne',
        priceCents: 2500,
        availability: 'pre_available',
        availabilityDate: '2026-11-01',
      },
    ]);
  });

  test('bad items are row errors with line, precise reason and raw item text; the rest lands', async () => {
    const feed = rss(
      item({ price: '' }),
      item({ availability: 'sometimes' }),
      item({ gtin: '4002051693603', price: '-3.00 EUR' }),
      item({ price: '250000 EUR', title: '' }),
      item({ link: 'shop.example/x', price: '19.99 USD' }),
      item({ id: 'GOOD' }),
    );
    const outcome = await readAll(readGoogleXml, feed);
    expect(outcome.rows.map((row) => [row.line, row.sku])).toEqual([[10, 'GOOD']]);
    expect(outcome.errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 5, reason: 'price: missing' },
      { line: 6, reason: 'availability: "sometimes" is unknown' },
      { line: 7, reason: 'price: -3.00 is negative; gtin: 4002051693603 has a wrong check digit' },
      { line: 8, reason: 'title: missing; price: 250000.00 EUR is absurd (max 20000 EUR)' },
      { line: 9, reason: 'link: not an http(s) URL; price: 19.99 USD is not in EUR' },
    ]);
    expect(outcome.errors[0]!.raw).toBe(item({ price: '' }).trim());
  });

  test('raw item text is cut to 2000 characters, also across chunks', async () => {
    const long = item({ title: 'T'.repeat(3000), price: 'gratis' });
    const outcome = await readAll(readGoogleXml, rss(long), 100);
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]!.reason).toBe(
      'title: 3000 characters is too long (max 1000); price: "gratis" is not a price',
    );
    expect(outcome.errors[0]!.raw).toBe(long.trim().slice(0, 2000));
  });

  test('HTML entities, a common slip in dealer feeds, are read rather than refused', async () => {
    const outcome = await readAll(readGoogleXml, rss(item({ title: 'Spiel&nbsp;&amp;&nbsp;Spa&szlig;' })));
    expect(outcome.rows.map((row) => row.title)).toEqual(['Spiel\u00A0&\u00A0Spaß']);
  });

  test('shipping only to other countries leaves shipping unknown; a bad DE price is a row error', async () => {
    const abroad =
      '<item><g:id>A</g:id><title>A</title><link>https://s.example/a</link><g:price>5 EUR</g:price><g:availability>in_stock</g:availability><g:shipping><g:country>AT</g:country><g:price>5 EUR</g:price></g:shipping></item>';
    const broken =
      '<item><g:id>B</g:id><title>B</title><link>https://s.example/b</link><g:price>5 EUR</g:price><g:availability>in_stock</g:availability><g:shipping><g:country>DE</g:country><g:price>teuer</g:price></g:shipping></item>';
    const outcome = await readAll(readGoogleXml, rss(abroad, broken));
    expect(outcome.rows.map((row) => [row.sku, row.shippingCents])).toEqual([['A', null]]);
    expect(outcome.errors.map((error) => error.reason)).toEqual(['shipping: "teuer" is not a price']);
  });

  test('Windows-1252 bytes in a UTF-8 declared feed are row errors; declared ISO-8859-1 reads', async () => {
    const feed = rss(item({ id: 'U', title: 'Größe' }), item({ id: 'A', title: 'Azul' }));
    const latinBytes = iconv.encode(feed, 'windows-1252');
    const misdeclared = await readAll(readGoogleXml, latinBytes);
    expect(misdeclared.rows.map((row) => row.sku)).toEqual(['A']);
    expect(misdeclared.errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 5, reason: 'encoding: replacement characters in title' },
    ]);
    const declared = iconv.encode(feed.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'windows-1252');
    expect((await readAll(readGoogleXml, declared)).rows.map((row) => row.title)).toEqual(['Größe', 'Azul']);
  });

  test('a UTF-16 feed with byte-order mark reads', async () => {
    const feed = rss(item({ id: 'U', title: 'Größe' }));
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(feed.replace('UTF-8', 'UTF-16'), 'utf16le'),
    ]);
    expect((await readAll(readGoogleXml, bytes, 5)).rows.map((row) => row.title)).toEqual(['Größe']);
  });

  test('an item with 10 MB of text is a row error and reading goes on, quickly', async () => {
    const started = Date.now();
    const huge = `\n<item><g:id>HUGE</g:id><title>${'x'.repeat(10 * 1024 * 1024)}</title></item>`;
    const outcome = await readAll(readGoogleXml, rss(huge, item({ id: 'AFTER' })));
    expect(outcome.rows.map((row) => row.sku)).toEqual(['AFTER']);
    expect(outcome.errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 5, reason: 'record: item longer than 1000000 characters' },
    ]);
    expect(outcome.errors[0]!.raw).toHaveLength(2000);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  describe('feeds that cannot be read', () => {
    test('truncated XML names the line and the open element', async () => {
      const feed = rss(item({ id: 'A' }), item({ id: 'B' }));
      const error = await readFailure(readGoogleXml, feed.slice(0, feed.indexOf('<g:id>B') + 3));
      expect(error.message).toBe('truncated XML: the file ends at line 6 inside <item>');
      expect(error.line).toBe(6);
    });

    test('a feed cut between items is truncated too', async () => {
      const feed = rss(item({ id: 'A' }));
      const error = await readFailure(readGoogleXml, feed.slice(0, feed.indexOf('</channel>')));
      expect(error.message).toBe('truncated XML: the file ends at line 6 inside <channel>');
    });

    test.each([
      ['plain text', 'this is not xml', 'not well-formed XML at line 1: Non-whitespace before first tag'],
      ['JSON', '{"id": 1}', 'not well-formed XML at line 1: Non-whitespace before first tag'],
      [
        'a mismatched close tag',
        `${RSS_HEAD}\n<item><g:id>A</g:price></item>${RSS_TAIL}`,
        'not well-formed XML at line 5: Unexpected close tag',
      ],
      [
        'an unknown entity',
        `${RSS_HEAD}\n<item><title>A&spiel;B</title></item>${RSS_TAIL}`,
        'not well-formed XML at line 5: Invalid character entity',
      ],
      [
        'an undeclared g: prefix',
        '<rss version="2.0"><channel><item><g:id>A</g:id></item></channel></rss>',
        'not well-formed XML at line 1: Unbound namespace prefix: "g:id"',
      ],
      [
        'an HTML page',
        '<html><body><p>Wartung</p></body></html>',
        'not a Google-Merchant feed: the root element is <html>, expected <rss> or <feed>',
      ],
      ['only a declaration', '<?xml version="1.0"?>\n', 'not a Google-Merchant feed: no root element'],
      ['an empty file', '', 'feed is empty'],
    ])('%s', async (_name, content, message) => {
      expect((await readFailure(readGoogleXml, content)).message).toBe(message);
    });
  });
});
