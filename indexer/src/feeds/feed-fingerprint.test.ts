import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import {
  FeedFingerprint,
  FeedLines,
  FINGERPRINT_READING_VERSION,
  fieldsClosed,
  FingerprintEntries,
} from './feed-fingerprint';
import { readGoogleCsv } from './readers/google-csv';
import type { ApplyStats } from './apply-offer-feed';
import { runOfferFeed } from './run-feed';
import type { OfferRow } from './types';

describe('a CSV line is a record on its own', () => {
  const closed = (line: string, delimiter = ',') => fieldsClosed(line, 0, line.length, delimiter);
  it.each([
    ['A-1,Spiel,9.99 EUR', true],
    ['A-1,"Spiel, groß",9.99 EUR', true],
    ['"A-1","Das ""beste"" Spiel",""', true],
    ['A-1,"Spiel",9.99 EUR\r', true],
    ['A-1;"x;y";z', true],
  ])('%j is one record: %s', (line, expected) =>
    expect(closed(line, line.includes(';') ? ';' : ',')).toBe(expected),
  );
  it.each([
    'A-1,"Beschreibung über',
    'A-1,5" Figur,9.99',
    'A-1,"zu"viel,9.99',
    'A-1, "Leerzeichen davor",9.99',
  ])('%j is not judged', (line) => expect(closed(line)).toBe(false));
});

describe('FeedLines', () => {
  const HEADER = 'id,title,link,price,gtin,availability,condition';
  const row = (sku: string, price: string) =>
    `${sku},Spiel ${sku},https://test.example/${sku},${price} EUR,,in_stock,new`;

  async function read(text: string, lines: FeedLines) {
    const rows: OfferRow[] = [];
    const errors: number[] = [];
    for await (const parsed of readGoogleCsv(Readable.from([Buffer.from(text)]), { lines }))
      if (parsed.ok) rows.push(parsed.row);
      else errors.push(parsed.error.line);
    return { rows, errors };
  }

  /** A fingerprint of every judged line of `text` (offer id = line number). */
  async function fingerprintOf(text: string): Promise<{ context: string; fingerprint: FeedFingerprint }> {
    const lines = new FeedLines('google_csv:v1', null);
    const { rows } = await read(text, lines);
    const entries = new FingerprintEntries();
    for (const row of rows) {
      const hash = lines.lineHash(row.line)!;
      entries.push(hash[0], hash[1], 1, row.line, row.line);
    }
    return { context: lines.context!, fingerprint: FeedFingerprint.fromEntries(entries) };
  }

  it('passes known lines over, reads the others with their own line numbers', async () => {
    const before = [HEADER, row('A', '1.00'), row('B', '2.00'), row('C', '3.00'), ''].join('\n');
    const previous = await fingerprintOf(before);
    const after = [
      HEADER,
      row('A', '1.00'),
      row('B', '2.50'),
      '',
      row('C', '3.00'),
      'kaputt',
      row('D', '4'),
    ].join('\n');
    const lines = new FeedLines('google_csv:v1', previous);
    const { rows, errors } = await read(after, lines);
    expect(rows.map((r) => [r.sku, r.line])).toEqual([
      ['B', 3],
      ['D', 7],
    ]);
    expect(errors).toEqual([6]);
    expect(lines.skippedCount).toBe(2);
    expect([...lines.skippedEntries()].map((entry) => previous.fingerprint.entries.offerId[entry])).toEqual([
      2, 4,
    ]);
    expect(lines.complete).toBe(true);
  });

  it('knows nothing under another header or another reading', async () => {
    const text = [HEADER, row('A', '1.00'), ''].join('\n');
    const previous = await fingerprintOf(text);
    const otherHeader = new FeedLines('google_csv:v1', previous);
    await read(text.replace('condition', 'Condition'), otherHeader);
    expect(otherHeader.skippedCount).toBe(0);
    const otherVersion = new FeedLines('google_csv:v2', previous);
    await read(text, otherVersion);
    expect(otherVersion.skippedCount).toBe(0);
  });

  it('stops judging at a record that continues on the next line, and never skips its lines', async () => {
    const continued = row('X', '9.00').replace('Spiel X', '"Spiel\nX"');
    const before = [HEADER, row('A', '1.00'), row('B', '2.00'), row('C', '3.00')].join('\n');
    const previous = await fingerprintOf(before);
    const lines = new FeedLines('google_csv:v1', previous);
    // "row B" inside the quoted field is text of record X, not a record
    const after = [
      HEADER,
      row('A', '1.00'),
      continued.replace('X"', `X\n${row('B', '2.00')}"`),
      row('C', '3.00'),
    ].join('\n');
    const { rows } = await read(after, lines);
    expect(rows.map((r) => r.sku)).toEqual(['X', 'C']);
    expect(rows[0]!.title).toContain(row('B', '2.00'));
    expect(lines.skippedCount).toBe(1);
    expect(lines.complete).toBe(false);
  });

  it('reads the parts the database packs', () => {
    const part = (lines: Array<[number, number, number, number, bigint]>) => {
      const bytes = Buffer.alloc(4 + lines.length * 24);
      bytes.writeUInt32BE(lines.length, 0);
      lines.forEach(([hi, lo, skuHi, skuLo, offer], i) => {
        bytes.writeUInt32BE(hi, 4 + i * 24);
        bytes.writeUInt32BE(lo, 8 + i * 24);
        bytes.writeUInt32BE(skuHi, 12 + i * 24);
        bytes.writeUInt32BE(skuLo, 16 + i * 24);
        bytes.writeBigInt64BE(offer, 20 + i * 24);
      });
      return bytes;
    };
    const loaded = new FingerprintEntries();
    expect(FeedFingerprint.decodePart(part([[0xffffffff, 7, 1, 2, 2n ** 40n]]), loaded)).toBe(true);
    expect(
      FeedFingerprint.decodePart(
        part(Array.from({ length: 3000 }, (_, i) => [i * 7 + 1, i * 13, i, i + 1, BigInt(i)])),
        loaded,
      ),
    ).toBe(true);
    const read = FeedFingerprint.fromEntries(loaded);
    expect(read.entries.size).toBe(3001);
    expect(read.find(0xffffffff, 7)).toBe(0);
    expect(read.entries.offerId[0]).toBe(2 ** 40);
    expect(read.find(7 * 1233 + 1, 13 * 1233)).toBe(1234);
    expect(read.entries.skuLo[1234]).toBe(1234);
    expect(read.find(1, 1)).toBe(-1);
    expect(FeedFingerprint.decodePart(Buffer.from([0, 0, 0, 1, 1]), loaded)).toBe(false);
  });

  it('is read the way it was written: a reader change bumps FINGERPRINT_READING_VERSION', () => {
    // Lines are skipped because the same text read the same way last time. When a reader (or the
    // value parsing it uses) changes so that a line may now give another row, bump the version
    // in feed-fingerprint.ts; then update the hash below.
    const folder = join(import.meta.dirname, 'readers');
    const sources = readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort()
      .map((name) => readFileSync(join(folder, name), 'utf8'));
    const hash = createHash('sha256').update(sources.join('\0')).digest('hex').slice(0, 16);
    // (the product feed's `bgg_id` changed the product reader only: offer lines read as before)
    expect({ version: FINGERPRINT_READING_VERSION, readers: hash }).toEqual({
      version: 2,
      readers: 'fe84e479b8147c45',
    });
  });
});

describe(`offer feeds skip the lines they repeat (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  /** A second dealer that gets every feed read in full, for comparison. */
  let fullReadDealer: number;
  let runs = 0;
  const PRODUCTS = 40;

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database, PRODUCTS);
    const [dealer] = await platform.database.db
      .insert(t.dealers)
      .values({
        slug: 'vergleich',
        name: 'Vergleich',
        website: 'https://v.example',
        shippingCostDeCents: 495,
      })
      .returning();
    fullReadDealer = dealer!.id;
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
  });

  const ingest = async (dealerId: number, content: string, full: boolean) => {
    const path = join(platform.dataDir, `fingerprint-${++runs}.csv`);
    await writeFile(path, content);
    const result = await runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId: `fingerprint-${runs}`,
        dataDir: platform.dataDir,
      },
      dealerId,
      format: 'google_csv',
      full,
      source: { kind: 'file', path },
    });
    expect(result.status, result.error ?? '').toBe('succeeded');
    return result;
  };
  const fingerprinted = async (dealerId: number) =>
    (
      await platform.database.query<{ n: number }>(
        sql`select count(*)::int as n from offer_feed_fingerprints where dealer_id = ${dealerId}`,
      )
    )[0]!.n === 1;
  /** The dealer's offers and price history as business content, comparable across dealers. */
  const state = async (dealerId: number) =>
    platform.database.query<Record<string, unknown>>(sql`
      select o.dealer_sku, o.product_version_id, o.title, o.url, o.price_cents, o.former_price_cents,
        o.shipping_cents, o.availability, o.condition, o.gtin, o.mpn, o.gone_at is null as live,
        (select string_agg(concat_ws('/', h.price_cents, h.shipping_cents, h.availability), ' ' order by h.id)
         from price_history h where h.offer_id = o.id) as history
      from offers o where o.dealer_id = ${dealerId} order by o.dealer_sku`);

  /** A seeded generator of feed lines: offers that change, go, come back, break and repeat. */
  function feedGenerator(seed: number) {
    let state = seed;
    const random = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    const offers = new Map<string, { product: number; price: number; title: string }>();
    for (let i = 1; i <= 60; i++)
      offers.set(`S-${i}`, {
        product: 1 + (i % PRODUCTS),
        price: 1000 + i * 37,
        title: i % 7 === 0 ? `"Spiel ${i}, Sonderedition"` : `Spiel ${i}`,
      });
    const line = (sku: string, offer: { product: number; price: number; title: string }) =>
      [
        sku,
        offer.title,
        `https://test.example/${sku}`,
        `${(offer.price / 100).toFixed(2)} EUR`,
        // a few offers without a product match (an unknown GTIN): never remembered
        sku.endsWith('9') ? '4006381333931' : catalogue.gtin(offer.product),
        'in_stock',
        'DE:::4.95 EUR',
        'new',
      ].join(',');
    return () => {
      for (const [sku, offer] of offers) {
        const roll = random();
        if (roll < 0.1) offer.price += random() < 0.5 ? 50 : -50;
        else if (roll < 0.13) offers.delete(sku);
      }
      for (let i = 0; i < 3; i++) {
        const sku = `S-${1 + Math.floor(random() * 80)}`;
        if (!offers.has(sku))
          offers.set(sku, {
            product: 1 + Math.floor(random() * PRODUCTS),
            price: 900,
            title: `Spiel ${sku}`,
          });
      }
      const body = [...offers].map(([sku, offer]) => line(sku, offer));
      // now and then a broken row, a SKU twice, or the same line twice
      const roll = random();
      if (roll < 0.15) body.splice(3, 0, 'S-1,kaputt,https://x,abc EUR,,in_stock,,new');
      else if (roll < 0.25) body.push(line('S-2', { product: 2, price: 4242, title: 'Doppelt' }));
      else if (roll < 0.35) body.push(body[5]!);
      return ['id,title,link,price,gtin,availability,shipping,condition', ...body].join(
        random() < 0.2 ? '\r\n' : '\n',
      );
    };
  }

  it('ends every run exactly where reading every line ends it, through changes, removals, repeats and broken rows', async () => {
    const next = feedGenerator(17);
    let skippedRuns = 0;
    for (let round = 0; round < 14; round++) {
      const feed = next();
      const full = round % 3 !== 2;
      const result = await ingest(catalogue.dealerId, feed, full);
      // the comparison dealer forgets its fingerprint before each run: every line is read
      await platform.database.query(
        sql`delete from offer_feed_fingerprints where dealer_id = ${fullReadDealer}`,
      );
      const reference = await ingest(fullReadDealer, feed, full);
      expect(reference.stats!.known).toBe(0);
      // price drops and availability changes are the products' (both dealers offer the same
      // games), everything else is the dealer's own
      const own = ({ known: _known, priceDrops: _drops, availabilityChanges: _moves, ...rest }: ApplyStats) =>
        rest;
      expect(own(result.stats!), `round ${round}`).toEqual(own(reference.stats!));
      expect(result.rowsTotal).toBe(reference.rowsTotal);
      expect(result.rowsFailed).toBe(reference.rowsFailed);
      expect(await state(catalogue.dealerId), `round ${round}`).toEqual(await state(fullReadDealer));
      if (result.stats!.known > 0) skippedRuns++;
    }
    // the generator's feeds repeat most lines, so most runs after the first two skip some
    expect(skippedRuns).toBeGreaterThanOrEqual(6);
  }, 180_000);

  it('forgets a fingerprint when something else writes offers or a new edition takes a GTIN', async () => {
    const next = feedGenerator(5);
    const feed = next();
    await ingest(catalogue.dealerId, feed, true);
    await ingest(catalogue.dealerId, feed, true);
    expect(await fingerprinted(catalogue.dealerId)).toBe(true);
    expect((await ingest(catalogue.dealerId, feed, true)).stats!.known).toBeGreaterThan(40);

    // an operator's assignment (any write outside the feed apply)
    await platform.database.query(
      sql`update offers set title = title where dealer_id = ${catalogue.dealerId} and dealer_sku = 'S-1'`,
    );
    expect(await fingerprinted(catalogue.dealerId)).toBe(false);
    const reread = await ingest(catalogue.dealerId, feed, true);
    expect(reread.stats!.known).toBe(0);
    expect(await fingerprinted(catalogue.dealerId)).toBe(true);

    // a new edition with a GTIN the dealer's offers carry
    await platform.database.query(
      sql`insert into product_versions (product_id, gtin, language) values (${catalogue.productIds[0]!}, '4006381333931', 'de')`,
    );
    expect(await fingerprinted(catalogue.dealerId)).toBe(false);
    // which the formerly unmatched offers now find, as a full read finds them
    const matched = await ingest(catalogue.dealerId, feed, true);
    expect(matched.stats!.known).toBe(0);
    const unmatched = await platform.database.query<{ n: number }>(
      sql`select count(*)::int as n from offers where dealer_id = ${catalogue.dealerId} and gone_at is null and product_version_id is null`,
    );
    expect(unmatched[0]!.n).toBe(0);
  }, 120_000);
});
