import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminFeedRunResponseSchema,
  apiErrorSchema,
  feedRunErrorsResponseSchema,
  feedRunsResponseSchema,
  PERMISSIONS,
  queuedFeedRunResponseSchema,
} from '@spielraum/schema';
import { dealers, feedRowErrors, feedRuns } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';
import { feedRunErrorsCsv } from '../../feed-runs/feed-run-errors-csv';
import { listFeedRuns } from '../../feed-runs/list-feed-runs';
import { readFeedRun } from '../../feed-runs/read-feed-run';

const PASSWORD = 'richtig-geheim';
const LIST = '/api/admin/feed-runs/';
const runPath = (id: number | string) => `/api/admin/feed-runs/${id}/`;

async function signedIn(app: ReturnType<typeof createApp>, email: string) {
  const browser = new TestBrowser(app);
  await browser.session();
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

describe(`operators' feed runs (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let operator: TestBrowser;
  let catalogue: TestCatalogue;
  let otherDealerId = 0;
  let server: Server;
  let feedBase = '';
  let body = '';
  /** Runs by name: `urlRun` fetched an address, `uploadRun` an upload, `fileRun` a CLI file, `products` a product feed. */
  const runs: Record<string, number> = {};

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    catalogue = await createTestCatalogue(platform.database);
    const { db } = platform.database;
    const [other] = await db
      .insert(dealers)
      .values({
        slug: 'spielkiste',
        name: 'Spielkiste',
        website: 'https://kiste.example',
        shippingCostDeCents: 0,
      })
      .returning();
    otherDealerId = other!.id;
    await createTestUser(db, {
      email: 'ops@example.com',
      password: PASSWORD,
      permissions: [PERMISSIONS.operator],
    });
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD, permissions: [] });
    await createTestUser(db, {
      email: 'haendler@example.com',
      password: PASSWORD,
      permissions: [],
      dealerId: catalogue.dealerId,
    });
    operator = await signedIn(app, 'ops@example.com');
    body = `id,title,link,price,gtin,brand,availability\nK-1,Spiel 1,https://test.example/1,19.99 EUR,${catalogue.gtin(1)},Testverlag,in_stock\nK-2,Kaputt,https://test.example/2,gratis,,,in_stock\n`;
    server = createServer((incoming, response) => {
      if (incoming.url !== '/feed.csv') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/csv' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const insert = async (name: string, values: Partial<typeof feedRuns.$inferInsert>) => {
      const [row] = await db
        .insert(feedRuns)
        .values({ jobKey: `test-${name}`, kind: 'offers', source: `${feedBase}/feed.csv`, ...values })
        .returning();
      runs[name] = row!.id;
    };
    await insert('urlRun', {
      dealerId: catalogue.dealerId,
      status: 'succeeded',
      full: true,
      format: 'google_csv',
      formatDetected: true,
      rowsTotal: 4,
      rowsApplied: 1,
      rowsFailed: 3,
      stats: { inserted: 1 },
      finishedAt: new Date(),
    });
    await db.insert(feedRowErrors).values([
      { feedRunId: runs.urlRun!, line: 3, reason: 'Preis fehlt; "gratis" ist kein Preis' },
      { feedRunId: runs.urlRun!, line: 2, reason: '=HYPERLINK("http://böse.example") ist keine GTIN' },
      { feedRunId: runs.urlRun!, line: 4, reason: 'Titel über\nzwei Zeilen, Größe ÄÖÜß' },
    ]);
    await insert('uploadRun', {
      dealerId: otherDealerId,
      status: 'failed',
      source: 'upload:feeds/dealer-9/abc.csv',
      error: 'refused: mass removal',
    });
    await insert('fileRun', { dealerId: otherDealerId, status: 'succeeded', source: 'file:/tmp/feed.csv' });
    await insert('products', {
      kind: 'products',
      status: 'succeeded',
      format: 'product_jsonl',
      source: 'file:/tmp/products.jsonl',
    });
    await insert('running', { dealerId: catalogue.dealerId, status: 'running' });
  }, 60_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await platform?.close();
  });

  it('lists the runs of every dealer and the product feeds, newest first, filtered', async () => {
    const response = await operator.request(LIST);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = feedRunsResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ total: 5, page: 1, rows_per_page: 50 });
    expect(data.runs.map((run) => run.id)).toEqual(
      [runs.running, runs.products, runs.fileRun, runs.uploadRun, runs.urlRun].map(Number),
    );
    expect(data.runs.find((run) => run.id === runs.products)).toMatchObject({
      kind: 'products',
      dealer: null,
      source_kind: 'file',
    });
    expect(data.runs.find((run) => run.id === runs.urlRun)).toMatchObject({
      dealer: { id: catalogue.dealerId, slug: 'testhaendler', name: 'Testhändler' },
      source_kind: 'url',
      rows_total: 4,
      rows_applied: 1,
      rows_failed: 3,
    });

    const ids = async (query: string) =>
      feedRunsResponseSchema
        .parse(await (await operator.request(`${LIST}?${query}`)).json())
        .data.runs.map((run) => run.id);
    expect(await ids(`dealer_id=${otherDealerId}`)).toEqual([runs.fileRun, runs.uploadRun]);
    expect(await ids('kind=products')).toEqual([runs.products]);
    expect(await ids('status=failed')).toEqual([runs.uploadRun]);
    expect(await ids(`dealer_id=${catalogue.dealerId}&status=succeeded&kind=offers`)).toEqual([runs.urlRun]);
    expect(await ids('page=2')).toEqual([]);

    for (const query of ['page=0', 'dealer_id=abc', 'dealer_id=2147483648', 'kind=angebote', 'status=ok']) {
      const bad = await operator.request(`${LIST}?${query}`);
      expect(bad.status, query).toBe(400);
      const fields = Object.values(apiErrorSchema.parse(await bad.json()).fields ?? {});
      expect(fields, query).toEqual([expect.stringMatching(/^(Dieser Wert ist ungültig\.|Bitte )/)]);
    }
  });

  it('keeps a dealer to its own runs when scoped to its ids', async () => {
    const own = await listFeedRuns({ db: platform.database.db, page: 1, dealerIds: [catalogue.dealerId] });
    expect(own.runs.map((run) => run.id)).toEqual([runs.running, runs.urlRun]);
    expect((await listFeedRuns({ db: platform.database.db, page: 1, dealerIds: [] })).total).toBe(0);
    const foreign = {
      database: platform.database,
      files: platform.files,
      id: runs.uploadRun!,
      dealerIds: [catalogue.dealerId],
    };
    expect(await readFeedRun(foreign)).toBeNull();
    expect(
      await feedRunErrorsCsv({
        db: platform.database.db,
        id: runs.products!,
        dealerIds: [catalogue.dealerId],
      }),
    ).toBeNull();
    expect(await readFeedRun({ ...foreign, id: runs.urlRun! })).toMatchObject({ id: runs.urlRun });
  });

  it('reads a run with its counts, first skipped rows, source and whether it can run again', async () => {
    const response = await operator.request(runPath(runs.urlRun!));
    expect(response.status).toBe(200);
    const { data } = adminFeedRunResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      id: runs.urlRun,
      dealer: { id: catalogue.dealerId, name: 'Testhändler' },
      status: 'succeeded',
      rows_total: 4,
      rows_applied: 1,
      rows_failed: 3,
      stats: { inserted: 1 },
      source_kind: 'url',
      source_url: `${feedBase}/feed.csv`,
      row_errors_url: `/api/admin/feeds/runs/${runs.urlRun}/errors/`,
      row_errors_csv_url: `/api/admin/feed-runs/${runs.urlRun}/errors.csv`,
      rerun: { possible: true, reason: null },
    });
    expect(data.row_errors.map((row) => row.line)).toEqual([2, 3, 4]);
    // the failed rows page by page through the existing errors call
    const errors = feedRunErrorsResponseSchema.parse(
      await (await operator.request(data.row_errors_url!)).json(),
    );
    expect(errors.data.total).toBe(3);

    const reasons = async (name: string) =>
      adminFeedRunResponseSchema.parse(await (await operator.request(runPath(runs[name]!))).json()).data
        .rerun;
    expect(await reasons('uploadRun')).toEqual({
      possible: false,
      reason:
        'Die hochgeladene Datei dieses Laufs ist nicht mehr gespeichert, darum ist kein erneuter Lauf möglich. Bitte lade den Feed neu hoch.',
    });
    expect(await reasons('fileRun')).toEqual({
      possible: false,
      reason: expect.stringContaining('indexer ingest'),
    });
    expect(await reasons('running')).toEqual({
      possible: false,
      reason: expect.stringContaining('noch nicht beendet'),
    });
    const products = adminFeedRunResponseSchema.parse(
      await (await operator.request(runPath(runs.products!))).json(),
    ).data;
    expect(products).toMatchObject({ kind: 'products', dealer: null, row_errors_csv_url: null });
  });

  it('downloads the skipped rows as CSV for Excel: BOM, semicolons, quoting, no formulas', async () => {
    const response = await operator.request(`${runPath(runs.urlRun!)}errors.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="feed-lauf-${runs.urlRun}-fehler.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFZeile;Grund\r\n' +
        `2;"'=HYPERLINK(""http://böse.example"") ist keine GTIN"\r\n` +
        '3;"Preis fehlt; ""gratis"" ist kein Preis"\r\n' +
        '4;"Titel über\nzwei Zeilen, Größe ÄÖÜß"\r\n',
    );
    // Response.text() drops the byte order mark; read the bytes as they came
    const empty = await operator.request(`${runPath(runs.products!)}errors.csv`);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await empty.arrayBuffer())).toBe(
      '\uFEFFZeile;Grund\r\n',
    );
  });

  it('streams a large error report in batches, every row once, by line', async () => {
    const [big] = await platform.database.db
      .insert(feedRuns)
      .values({
        jobKey: 'test-big',
        dealerId: catalogue.dealerId,
        kind: 'offers',
        source: 'x',
        status: 'succeeded',
      })
      .returning();
    await platform.database.copyInto(
      'feed_row_errors',
      ['feed_run_id', 'line', 'reason'],
      Array.from({ length: 12_001 }, (_, index) => [big!.id, 12_001 - index, `Grund ${12_001 - index}`]),
    );
    const text = await (await operator.request(`${runPath(big!.id)}errors.csv`)).text();
    const lines = text.split('\r\n');
    expect(lines.length).toBe(12_003);
    expect(lines[1]).toBe('1;Grund 1');
    expect(lines[12_001]).toBe('12001;Grund 12001');
    await platform.database.db.delete(feedRuns).where(eq(feedRuns.id, big!.id));
  });

  it('runs a fetched feed again as a new run and refuses what cannot run again', async () => {
    const response = await operator.request(`${runPath(runs.urlRun!)}rerun/`, { method: 'POST' });
    expect(response.status).toBe(202);
    const { data } = queuedFeedRunResponseSchema.parse(await response.json());
    expect(data.id).not.toBe(runs.urlRun);
    expect(data).toMatchObject({
      dealer: { id: catalogue.dealerId },
      kind: 'offers',
      full: true,
      source_kind: 'url',
    });
    await platform.queue.drain(60_000);
    const [rerun] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.id, data.id));
    expect(rerun).toMatchObject({
      status: 'succeeded',
      rowsTotal: 2,
      rowsApplied: 1,
      rowsFailed: 1,
      full: true,
    });

    const refused = await operator.request(`${runPath(runs.uploadRun!)}rerun/`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json()).message).toContain('nicht mehr gespeichert');
    expect((await operator.request(`${runPath(runs.fileRun!)}rerun/`, { method: 'POST' })).status).toBe(409);
  }, 90_000);

  it('runs a kept upload again', async () => {
    const form = new FormData();
    form.append('file', new File([body], 'feed.csv', { type: 'text/csv' }));
    const uploaded = await operator.request('/api/admin/feeds/testhaendler/', { method: 'POST', body: form });
    expect(uploaded.status).toBe(202);
    const first = (await uploaded.json()) as { data: { id: number } };
    await platform.queue.drain(60_000);
    const read = adminFeedRunResponseSchema.parse(
      await (await operator.request(runPath(first.data.id))).json(),
    ).data;
    expect(read).toMatchObject({
      source_kind: 'upload',
      source_url: null,
      rerun: { possible: true, reason: null },
    });
    const response = await operator.request(`${runPath(first.data.id)}rerun/`, { method: 'POST' });
    expect(response.status).toBe(202);
    const { data } = queuedFeedRunResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ source_kind: 'upload', kind: 'offers' });
    await platform.queue.drain(60_000);
    const [rerun] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.id, data.id));
    expect(rerun).toMatchObject({ status: 'succeeded', rowsTotal: 2, rowsFailed: 1 });
  }, 90_000);

  it('answers unknown runs with a German 404', async () => {
    for (const unknown of ['999999', '0', 'abc', '2147483648', '01']) {
      for (const [path, method] of [
        [runPath(unknown), 'GET'],
        [`${runPath(unknown)}errors.csv`, 'GET'],
        [`${runPath(unknown)}rerun/`, 'POST'],
      ] as const) {
        const response = await operator.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(apiErrorSchema.parse(await response.json()).message).toBe('Diesen Feed-Lauf gibt es nicht.');
      }
    }
  });

  it('refuses to run again without the anti-forgery pair', async () => {
    const before = await platform.database.db.$count(feedRuns);
    const response = await operator.request(`${runPath(runs.urlRun!)}rerun/`, {
      method: 'POST',
      antiForgery: false,
    });
    expect(response.status).toBe(403);
    apiErrorSchema.parse(await response.json());
    expect(await platform.database.db.$count(feedRuns)).toBe(before);
  });

  it('is only for operators: 401 for visitors, 403 for users and dealer accounts', async () => {
    const calls: Array<[string, string]> = [
      [LIST, 'GET'],
      [runPath(runs.urlRun!), 'GET'],
      [`${runPath(runs.urlRun!)}errors.csv`, 'GET'],
      [`${runPath(runs.urlRun!)}rerun/`, 'POST'],
    ];
    const before = await platform.database.db.$count(feedRuns);
    const visitor = new TestBrowser(app);
    await visitor.session();
    for (const [path, method] of calls) {
      const response = await visitor.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
      apiErrorSchema.parse(await response.json());
    }
    for (const email of ['mia@example.com', 'haendler@example.com']) {
      const browser = await signedIn(app, email);
      for (const [path, method] of calls) {
        const response = await browser.request(path, { method });
        expect(response.status, `${email} ${method} ${path}`).toBe(403);
        expect(apiErrorSchema.parse(await response.json()).message).toBe('Dafür fehlt dir die Berechtigung.');
      }
    }
    expect(await platform.database.db.$count(feedRuns)).toBe(before);
  });
});
