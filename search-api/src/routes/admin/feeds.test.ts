import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, feedRunResponseSchema, PERMISSIONS } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/indexer';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`operator feed upload (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let catalogue: TestCatalogue;
  let operator: TestBrowser;

  const feed = (euros: string) =>
    `id,title,link,price,gtin,brand,availability,shipping\nB-1,Spiel 1,https://test.example/1,${euros} EUR,${catalogue.gtin(1)},Testverlag,in_stock,DE:::0.00 EUR\n`;

  function upload(
    browser: TestBrowser,
    dealer: string,
    content: string,
    name = 'feed.csv',
    extra: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.set('file', new File([content], name, { type: 'text/csv' }));
    for (const [key, value] of Object.entries(extra)) form.set(key, value);
    return browser.request(`/api/admin/feeds/${dealer}/`, { method: 'POST', body: form });
  }

  async function waitForRun(id: number) {
    await platform.queue.drain(30_000);
    const response = await operator.request(`/api/admin/feeds/runs/${id}/`);
    expect(response.status).toBe(200);
    return feedRunResponseSchema.parse(await response.json()).data;
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    catalogue = await createTestCatalogue(platform.database, 2);
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
    await platform?.close();
  });

  it('ingests an uploaded feed through the feed job and answers the run with its counts', async () => {
    const response = await upload(operator, 'testhaendler', feed('19.99'));
    expect(response.status).toBe(202);
    const queued = feedRunResponseSchema.parse(await response.json()).data;
    expect(queued).toMatchObject({
      dealer_id: catalogue.dealerId,
      kind: 'offers',
      format: 'google_csv',
      full: false,
    });
    const run = await waitForRun(queued.id);
    expect(run).toMatchObject({
      id: queued.id,
      status: 'succeeded',
      rows_total: 1,
      rows_applied: 1,
      rows_failed: 0,
    });
    expect(run.stats).toMatchObject({ inserted: 1 });
    const [stats] = await platform.database.db
      .select()
      .from(t.productPriceStats)
      .where(eq(t.productPriceStats.productId, catalogue.productIds[0]!));
    expect(stats?.bestTotalCents).toBe(1999);

    // the same file again is the same run (deterministic job id), a changed one a new run
    const again = feedRunResponseSchema.parse(
      await (await upload(operator, 'testhaendler', feed('19.99'))).json(),
    ).data;
    expect(again.id).toBe(queued.id);
    const byId = await upload(operator, String(catalogue.dealerId), feed('17.99'), 'feed.jsonl.csv', {
      full: 'true',
    });
    const changed = await waitForRun(feedRunResponseSchema.parse(await byId.json()).data.id);
    expect(changed).toMatchObject({ status: 'succeeded', full: true });
    expect(changed.id).not.toBe(queued.id);
  });

  it('refuses unknown dealers, unknown formats, empty files and bad flags with German messages', async () => {
    const unknown = await upload(operator, 'niemand', feed('1.00'));
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(await unknown.json()).message).toBe('Diesen Händler gibt es nicht.');
    const format = await upload(operator, 'testhaendler', feed('1.00'), 'feed.bin');
    expect(format.status).toBe(400);
    expect(apiErrorSchema.parse(await format.json()).fields?.file).toContain(
      'Das Format des Feeds ist unbekannt',
    );
    const empty = await upload(operator, 'testhaendler', '', 'feed.csv');
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(await empty.json()).fields).toEqual({ file: 'Dies ist eine Pflichtangabe.' });
    const flag = await upload(operator, 'testhaendler', feed('1.00'), 'feed.csv', { full: 'vielleicht' });
    expect(flag.status).toBe(400);
    expect((await operator.request('/api/admin/feeds/runs/999999/')).status).toBe(404);
    expect((await operator.request('/api/admin/feeds/runs/abc/')).status).toBe(404);
  });

  it('reports a feed that cannot be read as a failed run with the reason', async () => {
    const response = await upload(
      operator,
      'testhaendler',
      '<rss><channel><item><g:id>1</g:id>',
      'kaputt.xml',
    );
    expect(response.status).toBe(202);
    const run = await waitForRun(feedRunResponseSchema.parse(await response.json()).data.id);
    expect(run.status).toBe('failed');
    expect(run.error?.length).toBeGreaterThan(5);
  });

  it('is only for operators, and only with the anti-forgery header', async () => {
    const anonymous = new TestBrowser(app);
    await anonymous.session();
    expect((await upload(anonymous, 'testhaendler', feed('1.00'))).status).toBe(401);
    expect((await anonymous.request('/api/admin/feeds/runs/1/')).status).toBe(401);
    const user = new TestBrowser(app);
    await user.session();
    await user.login('mia@example.com', 'richtig-geheim');
    expect((await upload(user, 'testhaendler', feed('1.00'))).status).toBe(403);
    const form = new FormData();
    form.set('file', new File([feed('1.00')], 'feed.csv'));
    const forged = await operator.request('/api/admin/feeds/testhaendler/', {
      method: 'POST',
      body: form,
      antiForgery: false,
    });
    expect(forged.status).toBe(403);
  });
});
