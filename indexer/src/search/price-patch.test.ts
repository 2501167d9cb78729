import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedSearchDocuments } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { runOfferFeed } from '../feeds/run-feed';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { buildSearchDocuments } from './build-search-documents';

const HEADER = 'id,title,link,price,gtin,availability,shipping,condition';

/**
 * After an offer feed only the price fields of a document can change; the build patches them
 * in place. The patched documents must be exactly what a full build writes.
 */
describe(`search documents after an offer feed (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let runs = 0;

  const ingest = async (rows: string[]) => {
    const path = join(platform.dataDir, `feed-${++runs}.csv`);
    await writeFile(path, [HEADER, ...rows].join('\n'));
    const { database, files, logger, dataDir } = platform;
    const result = await runOfferFeed({
      context: { database, files, logger, dataDir, jobId: `patch-${runs}` },
      dealerId: catalogue.dealerId,
      format: 'google_csv',
      full: true,
      source: { kind: 'file', path },
    });
    expect(result.status).toBe('succeeded');
    const ids = await platform.database.query<{ product_id: number }>(
      sql`select product_id from indexer_events where feed_run_id = ${result.feedRunId} and kind = 'document'`,
    );
    return ids.map((row) => row.product_id);
  };
  const documents = () =>
    platform.database.query<{ product_id: number; document: Record<string, unknown> }>(
      sql`select product_id, document from ${mergedSearchDocuments} d order by product_id`,
    );
  const offerRow = (sku: string, product: number, price: string, availability = 'in_stock') =>
    `${sku},Spiel ${product},https://test.example/${sku},${price} EUR,${catalogue.gtin(product)},${availability},DE:::4.95 EUR,new`;

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database, 4);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('patches the price fields of existing documents exactly as a full build would write them', async () => {
    // products 1-3 get documents without offers; product 4 has none yet
    await buildSearchDocuments({ database: platform.database, productIds: catalogue.productIds.slice(0, 3) });
    const before = await documents();
    expect(before.map((row) => row.document.hasDeal)).toEqual([false, false, false]);
    const stored = () =>
      platform.database.query<{ document: unknown }>(
        sql`select document from search_documents order by product_id`,
      );
    const storedBefore = await stored();
    const [changesBefore] = await platform.database.query<{ n: number }>(
      sql`select count(*)::int as n from search_changes`,
    );

    const touched = await ingest([
      offerRow('A', 1, '39.99'),
      offerRow('B', 2, '59.99'),
      offerRow('C', 4, '9.99'),
    ]);
    expect(touched.sort()).toEqual([1, 2, 4].map((i) => catalogue.productIds[i - 1]).sort());
    const written = await buildSearchDocuments({
      database: platform.database,
      productIds: touched,
      only: 'prices',
    });
    expect(written).toBe(3);
    const patched = await documents();
    expect(patched).toHaveLength(4);
    const [changesAfter] = await platform.database.query<{ n: number }>(
      sql`select count(*)::int as n from search_changes`,
    );
    expect(changesAfter!.n - changesBefore!.n).toBe(3);
    // replicas update the price columns of the patched documents and index the new one whole
    const logged = await platform.database.query<{ product_id: number; prices_only: boolean }>(
      sql`select product_id, prices_only from search_changes order by seq desc limit 3`,
    );
    expect(Object.fromEntries(logged.map((row) => [row.product_id, row.prices_only]))).toEqual({
      [catalogue.productIds[0]!]: true,
      [catalogue.productIds[1]!]: true,
      [catalogue.productIds[3]!]: false,
    });
    // only the small price rows were written; the stored documents are the ones built before
    expect((await stored()).slice(0, 3)).toEqual(storedBefore);
    const first = patched.find((row) => row.product_id === catalogue.productIds[0])!.document;
    expect(first).toMatchObject({
      bestPriceCents: 3999,
      bestTotalCents: 4494,
      hasDeal: true,
      dealerCount: 1,
    });

    // a full build of everything finds nothing left to write: the patch wrote the same documents
    expect(await buildSearchDocuments({ database: platform.database, productIds: null })).toBe(0);
    expect(await documents()).toEqual(patched);
  });

  it('writes nothing when the prices did not change, and follows a price drop and a sell-out', async () => {
    const all = catalogue.productIds;
    expect(await buildSearchDocuments({ database: platform.database, productIds: all, only: 'prices' })).toBe(
      0,
    );

    const touched = await ingest([
      offerRow('A', 1, '29.99'),
      offerRow('B', 2, '59.99', 'out_of_stock'),
      offerRow('C', 4, '9.99'),
    ]);
    expect(
      await buildSearchDocuments({ database: platform.database, productIds: touched, only: 'prices' }),
    ).toBe(2);
    const patched = await documents();
    const byProduct = (index: number) => patched.find((row) => row.product_id === all[index - 1])!.document;
    expect(byProduct(1)).toMatchObject({ bestPriceCents: 2999, hasDeal: true });
    expect(byProduct(2)).toMatchObject({ hasDeal: false, availability: 'not_available', dealerCount: 0 });
    expect(await buildSearchDocuments({ database: platform.database, productIds: null })).toBe(0);
  });
});
