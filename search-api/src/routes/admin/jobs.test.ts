import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  jobQueuesResponseSchema,
  PERMISSIONS,
  reindexRunResponseSchema,
  reindexStatusResponseSchema,
  retryJobsResponseSchema,
  type JobQueuesResponse,
  type ReindexRun,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { buildSearchDocumentsContract, jobContracts, type Platform } from '@spielraum/platform';
import { createTestCatalogue, createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const PASSWORD = 'richtig-geheim';
const JOBS = '/api/admin/jobs/';
const REINDEX = '/api/admin/reindex/';
const BUILD = buildSearchDocumentsContract.name;
const retryOne = (name: string, id: string) =>
  `/api/admin/jobs/${encodeURIComponent(name)}/failed/${encodeURIComponent(id)}/retry/`;
const retryAll = (name: string) => `/api/admin/jobs/${encodeURIComponent(name)}/failed/retry/`;
/** Games of the catalogue: more than one step (5,000) of the reindex, so it reports progress between. */
const PRODUCTS = 12_000;

async function signedIn(app: ReturnType<typeof createApp>, email: string) {
  const browser = new TestBrowser(app);
  await browser.session();
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

describe(`operators' job queues and reindex (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let operator: TestBrowser;
  let dealerId: number;

  async function kinds(): Promise<JobQueuesResponse['data']> {
    const response = await operator.request(JOBS);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return jobQueuesResponseSchema.parse(await response.json()).data;
  }
  const kind = (data: JobQueuesResponse['data'], name: string) =>
    data.kinds.find((entry) => entry.name === name)!;

  beforeAll(async () => {
    platform = await createTestPlatform();
    const catalogue = await createTestCatalogue(platform.database, 3);
    dealerId = catalogue.dealerId;
    const { db } = platform.database;
    app = createApp({ platform });
    const people: Array<[string, string[], number?]> = [
      ['ops@example.com', [PERMISSIONS.operator]],
      ['mia@example.com', []],
      ['haendler@example.com', [], dealerId],
    ];
    for (const [email, permissions, dealer] of people)
      await createTestUser(db, { email, password: PASSWORD, permissions, dealerId: dealer });
    operator = await signedIn(app, 'ops@example.com');
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('lists every job kind with its counts, in both modes', async () => {
    const data = await kinds();
    expect(data.mode).toBe(platform.queue.mode);
    expect(data.dashboard_path).toBe(testMode() === 'server' ? '/api/admin/queues' : null);
    expect(data.kinds.map((entry) => entry.name)).toEqual(jobContracts.map((job) => job.name));
    for (const entry of data.kinds)
      expect(Object.keys(entry.counts).sort()).toEqual([
        'active',
        'completed',
        'delayed',
        'failed',
        'waiting',
      ]);
  });

  it('shows failed jobs with their reason and retries one, then all of a kind', async () => {
    // payloads the job's contract refuses: they fail at once, without retries, with the reason
    await platform.queue.enqueue(BUILD, { productIds: [] }, { jobId: 'broken-1' });
    await platform.queue.enqueue(BUILD, { productIds: 'alle' }, { jobId: 'broken-2' });
    await platform.queue.drain(30_000);
    const before = kind(await kinds(), BUILD);
    expect(before.counts.failed).toBe(2);
    expect(before.failed.map((job) => job.id).sort()).toEqual(['broken-1', 'broken-2']);
    for (const job of before.failed) {
      expect(job.reason).toMatch(/^invalid payload/);
      expect(job.attempts).toBe(1);
    }
    const first = before.failed.find((job) => job.id === 'broken-1')!;
    const second = before.failed.find((job) => job.id === 'broken-2')!;

    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await operator.request(retryOne(BUILD, 'broken-1'), { method: 'POST' });
    expect(response.status).toBe(200);
    expect(retryJobsResponseSchema.parse(await response.json()).data).toEqual({ retried: 1 });
    await platform.queue.drain(30_000);
    // it ran again (and failed again, its payload is still bad); the other was left alone
    const after = kind(await kinds(), BUILD);
    expect(after.counts.failed).toBe(2);
    const again = after.failed.find((job) => job.id === 'broken-1')!;
    expect(Date.parse(again.failed_at)).toBeGreaterThan(Date.parse(first.failed_at));
    expect(after.failed.find((job) => job.id === 'broken-2')).toEqual(second);
    // the newest first
    expect(after.failed[0]?.id).toBe('broken-1');

    const all = await operator.request(retryAll(BUILD), { method: 'POST' });
    expect(all.status).toBe(200);
    expect(retryJobsResponseSchema.parse(await all.json()).data).toEqual({ retried: 2 });
    await platform.queue.drain(30_000);
    const last = kind(await kinds(), BUILD);
    expect(Date.parse(last.failed.find((job) => job.id === 'broken-2')!.failed_at)).toBeGreaterThan(
      Date.parse(second.failed_at),
    );
  });

  it('answers unknown kinds and failed jobs with a German 404', async () => {
    for (const [path, text] of [
      [retryAll('no-such-job'), 'Diese Warteschlange gibt es nicht.'],
      [retryOne('no-such-job', 'broken-1'), 'Diese Warteschlange gibt es nicht.'],
      [retryOne(BUILD, 'no-such-id'), 'Diesen fehlgeschlagenen Auftrag gibt es nicht (mehr).'],
      [retryOne(BUILD, 'x'.repeat(301)), 'Diesen fehlgeschlagenen Auftrag gibt es nicht (mehr).'],
    ] as const) {
      const response = await operator.request(path, { method: 'POST' });
      expect(response.status, path).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).message).toBe(text);
    }
    const unknown = await operator.request(`${REINDEX}reindex-all-1/`);
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(await unknown.json()).message).toBe(
      'Diese Neuindexierung ist nicht (mehr) bekannt.',
    );
    expect((await operator.request(`${REINDEX}broken-1/`)).status).toBe(404);
  });

  it('reindexes one game: price statistics and its search document', async () => {
    const [productRow] = await platform.database.db.select({ id: t.products.id }).from(t.products).limit(1);
    const productId = productRow!.id;
    await platform.database.db.delete(t.searchDocuments).where(eq(t.searchDocuments.productId, productId));
    const response = await operator.request(REINDEX, {
      method: 'POST',
      json: { scope: 'product', product_id: productId },
    });
    expect(response.status).toBe(202);
    const { data } = reindexRunResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ scope: 'product', product_id: productId, reason: null });
    await platform.queue.drain(30_000);
    const done = reindexRunResponseSchema.parse(
      await (await operator.request(`${REINDEX}${data.job_id}/`)).json(),
    );
    expect(done.data).toMatchObject({ state: 'completed', done: 1, total: 1 });
    const documents = await platform.database.db
      .select()
      .from(t.searchDocuments)
      .where(eq(t.searchDocuments.productId, productId));
    expect(documents).toHaveLength(1);
    const [stats] = await platform.database.db
      .select()
      .from(t.productPriceStats)
      .where(eq(t.productPriceStats.productId, productId));
    expect(stats).toBeDefined();
  });

  it(
    'reindexes every game with progress up to 100 %, refusing a second one meanwhile',
    { timeout: 180_000 },
    async () => {
      await platform.database.query(
        sql`
        insert into products (slug, title, group_id)
        select 'masse-' || i, 'Masse ' || i, 3 from generate_series(1, ${PRODUCTS - 3}::int) i`,
      );
      const response = await operator.request(REINDEX, { method: 'POST', json: { scope: 'all' } });
      expect(response.status).toBe(202);
      const started = reindexRunResponseSchema.parse(await response.json()).data;
      expect(started).toMatchObject({ scope: 'all', product_id: null });

      const refused = await operator.request(REINDEX, { method: 'POST', json: { scope: 'all' } });
      expect(refused.status).toBe(409);
      expect(apiErrorSchema.parse(await refused.json()).message).toBe(
        'Es läuft bereits eine Neuindexierung aller Spiele. Bitte warte, bis sie fertig ist.',
      );

      // what the page polls: the running one with its progress, until it has ended
      const seen: ReindexRun[] = [];
      for (;;) {
        const status = reindexStatusResponseSchema.parse(await (await operator.request(REINDEX)).json());
        if (!status.data.running) break;
        expect(status.data.running.job_id).toBe(started.job_id);
        seen.push(status.data.running);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const dones = seen.map((run) => run.done ?? 0);
      expect(dones).toEqual(dones.toSorted((a, b) => a - b));
      for (const run of seen) if (run.total !== null) expect(run.total).toBe(PRODUCTS);
      const finished = reindexRunResponseSchema.parse(
        await (await operator.request(`${REINDEX}${started.job_id}/`)).json(),
      ).data;
      expect(finished).toMatchObject({ state: 'completed', done: PRODUCTS, total: PRODUCTS, reason: null });
      const [counted] = await platform.database.query<{ n: number }>(
        sql`select count(*)::int as n from search_documents`,
      );
      expect(counted?.n).toBe(PRODUCTS);

      // once it has ended, another may start
      const next = await operator.request(REINDEX, { method: 'POST', json: { scope: 'all' } });
      expect(next.status).toBe(202);
      await platform.queue.drain(120_000);
    },
  );

  it('refuses bad reindex requests with German messages', async () => {
    for (const body of [
      {},
      { scope: 'alles' },
      { scope: 'product' },
      { scope: 'product', product_id: 0 },
      { scope: 'product', product_id: 'x' },
      null,
    ]) {
      const response = await operator.request(REINDEX, { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      expect(error.message).toBe('Die Anfrage ist ungültig.');
      for (const text of Object.values(error.fields ?? {})) expect(text).not.toMatch(/Invalid|expected/);
    }
    const unknown = await operator.request(REINDEX, {
      method: 'POST',
      json: { scope: 'product', product_id: 2_000_000_000 },
    });
    expect(unknown.status).toBe(400);
    expect(apiErrorSchema.parse(await unknown.json()).message).toBe('Dieses Spiel gibt es nicht.');
  });

  it('refuses the calls that change something without the anti-forgery pair', async () => {
    for (const [path, json] of [
      [retryAll(BUILD), undefined],
      [retryOne(BUILD, 'broken-1'), undefined],
      [REINDEX, { scope: 'all' }],
    ] as const) {
      const response = await operator.request(path, {
        method: 'POST',
        antiForgery: false,
        ...(json ? { json } : {}),
      });
      expect(response.status, path).toBe(403);
      apiErrorSchema.parse(await response.json());
    }
    expect(
      reindexStatusResponseSchema.parse(await (await operator.request(REINDEX)).json()).data.running,
    ).toBeNull();
  });

  it('is only for operators: 401 for visitors, 403 for users and dealers', async () => {
    const calls: Array<[string, 'GET' | 'POST', unknown?]> = [
      [JOBS, 'GET'],
      [retryAll(BUILD), 'POST'],
      [retryOne(BUILD, 'broken-1'), 'POST'],
      [REINDEX, 'GET'],
      [REINDEX, 'POST', { scope: 'all' }],
      [`${REINDEX}reindex-all-1/`, 'GET'],
    ];
    const visitor = new TestBrowser(app);
    await visitor.session();
    for (const [path, method, json] of calls) {
      const response = await visitor.request(path, { method, ...(json ? { json } : {}) });
      expect(response.status, path).toBe(401);
      apiErrorSchema.parse(await response.json());
    }
    for (const email of ['mia@example.com', 'haendler@example.com']) {
      const browser = await signedIn(app, email);
      for (const [path, method, json] of calls) {
        const response = await browser.request(path, { method, ...(json ? { json } : {}) });
        expect(response.status, `${email} ${path}`).toBe(403);
        expect(apiErrorSchema.parse(await response.json()).message).toBe('Dafür fehlt dir die Berechtigung.');
      }
    }
    expect(
      reindexStatusResponseSchema.parse(await (await operator.request(REINDEX)).json()).data.running,
    ).toBeNull();
    expect((await operator.request(JOBS)).status).toBe(200);
    expect((await operator.request(retryAll(BUILD), { method: 'POST' })).status).toBe(200);
    await platform.queue.drain(30_000);
  });
});
