import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { buildSearchDocuments } from '@spielraum/indexer';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';
import { createBitmapEngine } from '../../engine/bitmap-engine';
import { SearchReplica } from '../../search/replica';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one series in Prometheus's text format, by its exact name and labels. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`GET /api/metrics (${testMode()} mode)`, () => {
  let platform: Platform;
  let replica: SearchReplica;
  let app: ReturnType<typeof createApp>;
  let catalogue: TestCatalogue;
  let operator: TestBrowser;

  const scrape = async () => {
    const response = await app.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database, 2);
    await buildSearchDocuments({ database: platform.database, productIds: null });
    replica = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
    await replica.load();
    app = createApp({ platform, search: replica, metricsToken: TOKEN });
    await createTestUser(platform.database.db, {
      email: 'ops@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.operator],
    });
    await createTestUser(platform.database.db, { email: 'mia@example.com', password: 'richtig-geheim' });
    operator = new TestBrowser(app);
    await operator.session();
    expect((await operator.login('ops@example.com', 'richtig-geheim')).status).toBe(200);
  });
  afterAll(async () => {
    await replica?.stop();
    await platform?.close();
  });

  it('answers a scraper with the token and a signed-in operator, nobody else', async () => {
    expect((await app.request('/api/metrics')).status).toBe(401);
    const wrong = await app.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const user = new TestBrowser(app);
    await user.session();
    expect((await user.login('mia@example.com', 'richtig-geheim')).status).toBe(200);
    expect((await user.request('/api/metrics')).status).toBe(403);
    const asOperator = await operator.request('/api/metrics');
    expect(asOperator.status).toBe(200);
    expect(await asOperator.text()).toContain('# TYPE spielraum_http_request_duration_seconds histogram');
  });

  it('counts calls by route pattern, times searches, and reads feed runs, queues, alerts and notifications', async () => {
    const before = await scrape();
    const listSearches = (text: string) =>
      valueOf(text, 'spielraum_search_duration_seconds_count{endpoint="list"}') ?? 0;
    const gamePages = (text: string) =>
      valueOf(
        text,
        'spielraum_http_request_duration_seconds_count{method="GET",route="/game/:slug/",status="200"}',
      ) ?? 0;

    expect((await app.request('/api/filter/data/?term=Spiel')).status).toBe(200);
    expect((await app.request('/api/filter/data/?rowsPerPage=5')).status).toBe(200);
    expect((await app.request('/api/suggest/?q=Spi')).status).toBe(200);
    expect((await app.request('/api/game/spiel-1/')).status).toBe(200);
    expect((await app.request('/api/game/spiel-2/')).status).toBe(200);
    expect((await app.request('/api/kein-aufruf/12345/')).status).toBe(404);

    // a feed run, through the upload and the feed job
    const form = new FormData();
    const feed = `id,title,link,price,gtin,brand,availability,shipping\nB-1,Spiel 1,https://test.example/1,19.99 EUR,${catalogue.gtin(1)},Testverlag,in_stock,DE:::0.00 EUR\n`;
    form.set('file', new File([feed], 'feed.csv', { type: 'text/csv' }));
    const upload = await operator.request('/api/admin/feeds/testhaendler/', { method: 'POST', body: form });
    expect(upload.status).toBe(202);
    await platform.queue.drain(30_000);

    const after = await scrape();
    expect(listSearches(after) - listSearches(before)).toBe(2);
    expect(valueOf(after, 'spielraum_search_duration_seconds_count{endpoint="suggest"}')).toBe(1);
    // one series for both games: the route's pattern, not its path
    expect(gamePages(after) - gamePages(before)).toBe(2);
    expect(after).not.toContain('route="/game/spiel-1/"');
    // a path no route knows counts as one series, whatever it was
    expect(
      valueOf(
        after,
        'spielraum_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBe(1);
    expect(valueOf(after, 'spielraum_feed_runs{kind="offers",status="succeeded"}')).toBe(1);
    expect(valueOf(after, 'spielraum_feed_run_rows{kind="offers",outcome="applied"}')).toBe(1);
    expect(valueOf(after, 'spielraum_feed_run_rows{kind="offers",outcome="failed"}')).toBe(0);
    expect(
      valueOf(after, 'spielraum_feed_run_duration_seconds{kind="offers",quantile="1"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(valueOf(after, 'spielraum_queue_jobs{queue="ingest-offer-feed",state="waiting"}')).toBe(0);
    expect(
      valueOf(after, 'spielraum_queue_jobs{queue="ingest-offer-feed",state="completed"}'),
    ).toBeGreaterThanOrEqual(1);
    for (const family of ['spielraum_alerts', 'spielraum_alert_crossings', 'spielraum_notifications'])
      expect(after).toContain(`# TYPE ${family} gauge`);
    expect(valueOf(after, 'spielraum_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
