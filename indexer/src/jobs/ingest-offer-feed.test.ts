import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocumentSchema } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { ingestOfferFeedJob } from './ingest-offer-feed';

describe(`ingest-offer-feed job (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let path = '';
  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database);
    path = join(platform.dataDir, 'feed.csv');
    await writeFile(
      path,
      `id,title,link,price,gtin,brand,availability,shipping\nB-1,Spiel 1,https://test.example/1,29.99 EUR,${catalogue.gtin(1)},Testverlag,in_stock,DE:::0.00 EUR\n`,
    );
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('runs once per deterministic job id and rebuilds the touched search documents', async () => {
    const payload = {
      dealerId: catalogue.dealerId,
      format: 'google_csv',
      full: false,
      source: { kind: 'file', path },
    };
    await platform.queue.enqueue(ingestOfferFeedJob.name, payload, { jobId: 'feed-1-samehash' });
    await platform.queue.enqueue(ingestOfferFeedJob.name, payload, { jobId: 'feed-1-samehash' });
    await platform.queue.drain(30_000);
    const runs = await platform.database.db.select().from(t.feedRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', jobKey: 'feed-1-samehash' });

    const [stored] = await platform.database.query<{ document: unknown }>(
      sql`select document from ${t.mergedSearchDocuments} d where product_id = ${catalogue.productIds[0]!}`,
    );
    const document = searchDocumentSchema.parse(stored?.document);
    expect(document).toMatchObject({
      title: 'Spiel 1',
      bestTotalCents: 2999,
      hasDeal: true,
      availability: 'is_available',
      dealerCount: 1,
    });
    expect(document.publishers.map((publisher) => publisher.name)).toEqual(['Testverlag']);
    const changes = await platform.database.query<{ product_id: number }>(
      sql`select product_id from search_changes`,
    );
    expect(changes.map((change) => change.product_id)).toContain(catalogue.productIds[0]);
  });

  it('fails an unreadable feed without retrying and keeps the reason', async () => {
    const broken = join(platform.dataDir, 'broken.xml');
    await writeFile(broken, '<rss><channel><item><g:id>1</g:id>');
    await platform.queue.enqueue(
      ingestOfferFeedJob.name,
      {
        dealerId: catalogue.dealerId,
        format: 'google_xml',
        full: true,
        source: { kind: 'file', path: broken },
      },
      { jobId: 'feed-1-broken' },
    );
    await platform.queue.drain(30_000);
    const failed = await platform.queue.failed(ingestOfferFeedJob.name);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.attempts).toBe(1);
    expect(failed[0]?.reason.length).toBeGreaterThan(5);
  });

  it('refuses a payload for an unknown dealer as bad input', async () => {
    await platform.queue.enqueue(
      ingestOfferFeedJob.name,
      { dealerId: 999_999, format: 'google_csv', full: false, source: { kind: 'file', path } },
      { jobId: 'feed-unknown-dealer' },
    );
    await platform.queue.drain(30_000);
    const reasons = (await platform.queue.failed(ingestOfferFeedJob.name)).map((job) => job.reason);
    expect(reasons).toContain('dealer 999999 does not exist');
  });
});
