import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { ingestOfferFeedJob } from '../jobs/ingest-offer-feed';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { runOfferFeed } from './run-feed';

/**
 * A dealer's feed served by a real local HTTP server: fetched with conditional GET, and
 * fetched again on a per-dealer schedule (BullMQ job scheduler / in-process timer).
 */
describe(`feeds from a URL (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let server: Server;
  let base = '';
  let body = '';
  const requests: Array<{ ifNoneMatch?: string; ifModifiedSince?: string }> = [];
  const etag = () => `"${createHash('sha1').update(body).digest('hex')}"`;

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database);
    body = `id,title,link,price,gtin,brand,availability,shipping\nU-1,Spiel 1,https://test.example/1,19.99 EUR,${catalogue.gtin(1)},Testverlag,in_stock,DE:::2.00 EUR\n`;
    server = createServer((request, response) => {
      requests.push({
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
      });
      if (request.url !== '/feed.csv') return void response.writeHead(404).end();
      if (request.headers['if-none-match'] === etag()) return void response.writeHead(304).end();
      response
        .writeHead(200, {
          'content-type': 'text/csv',
          etag: etag(),
          'last-modified': 'Sat, 21 Nov 2026 08:00:00 GMT',
        })
        .end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await platform?.close();
  });

  const fetchFeed = (jobId: string, path = '/feed.csv') =>
    runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId,
        dataDir: platform.dataDir,
      },
      dealerId: catalogue.dealerId,
      format: 'google_csv',
      full: true,
      source: { kind: 'url', url: `${base}${path}` },
    });

  it('downloads the feed, applies it and keeps the validators', async () => {
    const result = await fetchFeed('url-1');
    expect(result).toMatchObject({ status: 'succeeded', rowsTotal: 1 });
    const [dealer] = await platform.database.db
      .select()
      .from(t.dealers)
      .where(eq(t.dealers.id, catalogue.dealerId));
    expect(dealer).toMatchObject({ feedEtag: etag(), feedLastModified: 'Sat, 21 Nov 2026 08:00:00 GMT' });
  });

  it('asks conditionally next time and changes nothing on 304 Not Modified', async () => {
    const result = await fetchFeed('url-2');
    expect(result.status).toBe('not_modified');
    expect(requests.at(-1)).toEqual({
      ifNoneMatch: etag(),
      ifModifiedSince: 'Sat, 21 Nov 2026 08:00:00 GMT',
    });
  });

  it('fails the run with the reason when the URL answers an error', async () => {
    const result = await fetchFeed('url-3', '/missing.csv');
    expect(result).toMatchObject({ status: 'failed', error: expect.stringContaining('404') });
  });

  it("fetches the dealer's feed on its schedule", async () => {
    body = body.replace('19.99 EUR', '17.99 EUR');
    const payload = {
      dealerId: catalogue.dealerId,
      format: 'google_csv',
      full: true,
      source: { kind: 'url', url: `${base}/feed.csv` },
    };
    await platform.queue.schedule(
      ingestOfferFeedJob.name,
      `dealer-${catalogue.dealerId}`,
      '* * * * * *',
      payload,
    );
    try {
      const deadline = Date.now() + 15_000;
      let price = 0;
      while (Date.now() < deadline) {
        const [offer] = await platform.database.db
          .select()
          .from(t.offers)
          .where(eq(t.offers.dealerSku, 'U-1'));
        price = offer?.priceCents ?? 0;
        if (price === 1799) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(price).toBe(1799);
    } finally {
      await platform.queue.unschedule(ingestOfferFeedJob.name, `dealer-${catalogue.dealerId}`);
    }
  });
});
