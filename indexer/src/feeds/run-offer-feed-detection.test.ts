import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { ingestOfferFeedJob } from '../jobs/ingest-offer-feed';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';

/** Feed jobs without a named format read it from the feed's content (files, uploads, URLs). */
describe(`offer feed format from the content (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let server: Server;
  let base = '';
  const served = new Map<string, string>();

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database);
    server = createServer((request, response) => {
      const body = served.get(request.url ?? '');
      if (body === undefined) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await platform?.close();
  });

  async function run(jobId: string, source: unknown) {
    await platform.queue.enqueue(
      ingestOfferFeedJob.name,
      { dealerId: catalogue.dealerId, full: false, source },
      { jobId },
    );
    await platform.queue.drain(30_000);
    const [run] = await platform.database.db.select().from(t.feedRuns).where(eq(t.feedRuns.jobKey, jobId));
    return run;
  }

  it('reads an idealo CSV named .csv as idealo CSV and records that the format was detected', async () => {
    const path = join(platform.dataDir, 'idealo.csv');
    await writeFile(
      path,
      `sku;title;url;price;deliveryTime;eans\nI-1;Spiel 1;https://test.example/i1;19,99;sofort lieferbar;${catalogue.gtin(1)}\n`,
    );
    expect(await run('detect-file', { kind: 'file', path })).toMatchObject({
      status: 'succeeded',
      format: 'idealo_csv',
      formatDetected: true,
      rowsApplied: 1,
    });
  });

  it('detects the format of a URL feed when it is fetched', async () => {
    served.set(
      '/export',
      `${JSON.stringify({ id: 'J-1', title: 'Spiel 2', link: 'https://test.example/j1', price: '9.99 EUR', availability: 'in_stock', gtin: catalogue.gtin(2) })}\n`,
    );
    expect(await run('detect-url', { kind: 'url', url: `${base}/export` })).toMatchObject({
      status: 'succeeded',
      format: 'jsonl',
      formatDetected: true,
      rowsApplied: 1,
    });
  });

  it('fails the run with the reason when the content does not tell the format', async () => {
    served.set('/mystery', 'a,b,c\n1,2,3\n');
    const failed = await run('detect-unknown', { kind: 'url', url: `${base}/mystery` });
    expect(failed).toMatchObject({ status: 'failed', format: null, formatDetected: false });
    expect(failed?.error).toMatch(
      /^cannot tell the format of ".*\/mystery" from its content or name; pass --format/,
    );
  });
});
