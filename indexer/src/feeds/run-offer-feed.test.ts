import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, offerChecksums, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { runOfferFeed } from './run-feed';

const HEADER =
  'id,title,link,price,sale_price,gtin,mpn,brand,availability,availability_date,shipping,condition';
const line = (fields: Array<string | number>) => fields.join(',');

describe(`offer feeds end to end (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let runs = 0;

  const ingest = async (
    name: string,
    content: string,
    full = false,
    format: 'google_csv' | 'google_xml' = 'google_csv',
  ) => {
    const path = join(platform.dataDir, name);
    await writeFile(path, content);
    runs++;
    return runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId: `test-${runs}`,
        dataDir: platform.dataDir,
      },
      dealerId: catalogue.dealerId,
      format,
      full,
      source: { kind: 'file', path },
    });
  };
  const offer = (sku: string) =>
    platform.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.dealerSku, sku))
      .then((rows) => rows[0]);
  const stats = (productId: number) =>
    platform.database.db
      .select()
      .from(t.productPriceStats)
      .where(eq(t.productPriceStats.productId, productId))
      .then((rows) => rows[0]);
  const events = (feedRunId: number) =>
    platform.database.db.select().from(t.indexerEvents).where(eq(t.indexerEvents.feedRunId, feedRunId));

  const firstFeed = () =>
    [
      HEADER,
      line([
        'A-1',
        'Spiel 1',
        'https://test.example/1',
        '39.99 EUR',
        '',
        catalogue.gtin(1),
        '',
        'Testverlag',
        'in_stock',
        '',
        'DE:::4.95 EUR',
        'new',
      ]),
      line([
        'A-2',
        'Spiel 2',
        'https://test.example/2',
        '59.99 EUR',
        '',
        '',
        'MPN-2',
        'Testverlag',
        'in_stock',
        '',
        'DE:::4.95 EUR',
        'new',
      ]),
      line([
        'A-3',
        'Unbekannt',
        'https://test.example/3',
        '9.99 EUR',
        '',
        '',
        'X-9',
        'Fremdverlag',
        'backorder',
        '',
        'DE:::4.95 EUR',
        'new',
      ]),
      line([
        'A-4',
        'Kaputt',
        'https://test.example/4',
        '-3.00 EUR',
        '',
        catalogue.gtin(4),
        '',
        'Testverlag',
        'in_stock',
        '',
        '',
        'new',
      ]),
      line([
        'A-5',
        'Falsche GTIN',
        'https://test.example/5',
        '19.99 EUR',
        '',
        '4002051693603',
        '',
        'Testverlag',
        'in_stock',
        '',
        '',
        'new',
      ]),
      line([
        'A-6',
        'Spiel 3',
        'https://test.example/6',
        '24.99 EUR',
        '',
        catalogue.gtin(3),
        '',
        'Testverlag',
        'out_of_stock',
        '',
        'DE:::3.00 EUR',
        'new',
      ]),
    ].join('\n') + '\n';

  let firstRunId = 0;
  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database);
    const result = await ingest('first.csv', firstFeed());
    firstRunId = result.feedRunId;
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('lands the good rows, matches by GTIN then publisher + MPN, keeps the rest unmatched', async () => {
    expect((await offer('A-1'))?.productId).toBe(catalogue.productIds[0]);
    expect((await offer('A-2'))?.productId).toBe(catalogue.productIds[1]);
    expect(await offer('A-3')).toMatchObject({
      productId: null,
      productVersionId: null,
      availability: 'not_in_stock_but_can_order',
    });
    expect(await offer('A-4')).toBeUndefined();
    expect(await offer('A-5')).toBeUndefined();
  });

  it('reports every bad row with its line and reason in the run', async () => {
    const [run] = await platform.database.db.select().from(t.feedRuns).where(eq(t.feedRuns.id, firstRunId));
    expect(run).toMatchObject({ status: 'succeeded', rowsTotal: 6, rowsFailed: 2, rowsApplied: 4 });
    const errors = await platform.database.db
      .select()
      .from(t.feedRowErrors)
      .where(eq(t.feedRowErrors.feedRunId, firstRunId));
    expect(errors.map((error) => error.line).sort()).toEqual([5, 6]);
    expect(errors.find((error) => error.line === 5)?.reason).toMatch(/price/);
    expect(errors.find((error) => error.line === 6)?.reason).toMatch(/gtin/);
  });

  it('computes best totals with shipping and free-shipping thresholds, and the availability', async () => {
    expect(await stats(catalogue.productIds[0]!)).toMatchObject({
      bestPriceCents: 3999,
      bestTotalCents: 4494,
      availability: 'is_available',
      dealerCount: 1,
    });
    expect(await stats(catalogue.productIds[1]!)).toMatchObject({ bestTotalCents: 5999 });
    expect(await stats(catalogue.productIds[2]!)).toMatchObject({
      bestTotalCents: null,
      availability: 'not_available',
      dealerCount: 0,
    });
  });

  it('writes one history point per new offer and document events for the touched products', async () => {
    const [history] = await platform.database.query<{ n: number }>(
      sql`select count(*)::int as n from price_history`,
    );
    expect(history?.n).toBe(4);
    const documents = (await events(firstRunId))
      .filter((event) => event.kind === 'document')
      .map((event) => event.productId);
    expect(documents.sort()).toEqual(
      [catalogue.productIds[0], catalogue.productIds[1], catalogue.productIds[2]].sort(),
    );
  });

  it('changes nothing and emits no events when the same feed comes again', async () => {
    const before = await offerChecksums(platform.database);
    const again = await ingest('again.csv', firstFeed());
    expect(again.stats).toMatchObject({
      received: 4,
      inserted: 0,
      updated: 0,
      unchanged: 4,
      historyPoints: 0,
      affectedProducts: 0,
    });
    expect(await events(again.feedRunId)).toHaveLength(0);
    expect(await offerChecksums(platform.database)).toEqual(before);
  });

  it('appends history and emits price-drop and availability events only for real changes', async () => {
    const changed = firstFeed()
      .replace('39.99 EUR', '34.99 EUR')
      .replace(/(A-6,.*?)out_of_stock/, '$1in_stock');
    const result = await ingest('changed.csv', changed);
    expect(result.stats).toMatchObject({
      inserted: 0,
      updated: 2,
      historyPoints: 2,
      priceDrops: 1,
      availabilityChanges: 1,
    });
    const kinds = (await events(result.feedRunId)).map((event) => `${event.kind}:${event.productId}`).sort();
    expect(kinds).toEqual(
      [
        `availability_change:${catalogue.productIds[2]}`,
        `document:${catalogue.productIds[0]}`,
        `document:${catalogue.productIds[2]}`,
        `price_drop:${catalogue.productIds[0]}`,
      ].sort(),
    );
    expect(await stats(catalogue.productIds[0]!)).toMatchObject({
      bestTotalCents: 3994,
      // lows are totals like the best price: 34.99 € plus the dealer's 4.95 € shipping
      lowestAllTimeCents: 3994,
    });
  });

  it('marks offers missing from a full feed as gone, keeping their history; partial feeds do not', async () => {
    const onlyFirstTwo =
      firstFeed().split('\n').slice(0, 3).join('\n').replace('39.99 EUR', '34.99 EUR') + '\n';
    const partial = await ingest('partial.csv', onlyFirstTwo);
    expect(partial.stats?.gone).toBe(0);
    const full = await ingest('full.csv', onlyFirstTwo, true);
    expect(full.stats?.gone).toBe(2);
    expect((await offer('A-6'))?.goneAt).toBeInstanceOf(Date);
    const history = await platform.database.query<{ availability: string }>(
      sql`select h.availability from price_history h join offers o on o.id = h.offer_id where o.dealer_sku = 'A-6' order by h.id`,
    );
    expect(history.map((point) => point.availability)).toEqual([
      'not_available',
      'is_available',
      'not_available',
    ]);
    expect(await stats(catalogue.productIds[2]!)).toMatchObject({
      availability: 'not_available',
      dealerCount: 0,
    });
  });

  it("keeps an operator's manual assignment when later feeds still carry no GTIN", async () => {
    const unmatched = await offer('A-3');
    await platform.database.db
      .update(t.offers)
      .set({ productId: catalogue.productIds[4]!, productVersionId: null })
      .where(eq(t.offers.id, unmatched!.id));
    const [version] = await platform.database.db
      .select()
      .from(t.productVersions)
      .where(eq(t.productVersions.productId, catalogue.productIds[4]!));
    await platform.database.db
      .update(t.offers)
      .set({ productVersionId: version!.id })
      .where(eq(t.offers.id, unmatched!.id));
    await ingest('after-assign.csv', firstFeed());
    expect(await offer('A-3')).toMatchObject({
      productId: catalogue.productIds[4],
      productVersionId: version!.id,
    });
  });

  it('applies the last line of a SKU that a feed repeats', async () => {
    const row = (price: string) =>
      line([
        'DUP-1',
        'Spiel 1',
        'https://test.example/d',
        price,
        '',
        catalogue.gtin(1),
        '',
        '',
        'in_stock',
        '',
        '',
        'new',
      ]);
    const result = await ingest(
      'repeated.csv',
      [HEADER, row('19.99 EUR'), row('17.49 EUR'), row('18.99 EUR')].join('\n'),
    );
    expect(result.stats).toMatchObject({ received: 1, inserted: 1, historyPoints: 1 });
    expect((await offer('DUP-1'))?.priceCents).toBe(1899);
  });

  it('fails a feed that cannot be read, with the reason, and changes nothing', async () => {
    const before = await offerChecksums(platform.database);
    const truncated =
      '<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>A-1</g:id><title>Spiel 1</title><link>https://test.example/1</link><g:price>1.00 EUR</g:price></item><item><g:id>A-2';
    const result = await ingest('truncated.xml', truncated, true, 'google_xml');
    expect(result.status).toBe('failed');
    expect(result.error).toBeTruthy();
    expect(await offerChecksums(platform.database)).toEqual(before);
    const [staged] = await platform.database.query<{ n: number }>(
      sql`select count(*)::int as n from feed_staging_offers`,
    );
    expect(staged?.n).toBe(0);
    const [run] = await platform.database.db
      .select()
      .from(t.feedRuns)
      .where(eq(t.feedRuns.id, result.feedRunId));
    expect(run).toMatchObject({ status: 'failed' });
  });

  it('rejects a 10 MB record with its line and reason and goes on with the next row', async () => {
    const row = (sku: string, title: string) =>
      line([sku, title, 'https://test.example/l', '12.99 EUR', '', '', '', '', 'in_stock', '', '', 'new']);
    const result = await ingest(
      'long-line.csv',
      [HEADER, row('L-1', 'Spiel'), row('L-2', 'x'.repeat(10 * 1024 * 1024)), row('L-3', 'Spiel'), ''].join(
        '\n',
      ),
    );
    expect(result).toMatchObject({ status: 'succeeded', rowsTotal: 3, rowsFailed: 1 });
    const errors = await platform.database.db
      .select()
      .from(t.feedRowErrors)
      .where(eq(t.feedRowErrors.feedRunId, result.feedRunId));
    expect(errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 3, reason: 'record: longer than 1000000 characters' },
    ]);
    expect(errors[0]?.raw?.length).toBeLessThanOrEqual(2000);
    expect((await offer('L-3'))?.priceCents).toBe(1299);
  });

  it('names the line of a feed that cannot be read once', async () => {
    const result = await ingest(
      'open-quote.csv',
      `${HEADER}\nQ-1,"kaputt,https://test.example/q,5 EUR,,,,,in_stock,,,new\n`,
    );
    expect(result).toMatchObject({
      status: 'failed',
      error: 'line 2: quote not closed before the end of the file',
    });
    const missing = await ingest('no-columns.csv', 'id,title\nQ-2,Spiel\n');
    expect(missing.error).toBe('line 1: missing required columns "link", "price", "availability"');
  });
});
