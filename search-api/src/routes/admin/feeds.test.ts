import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  feedRunErrorsResponseSchema,
  feedRunResponseSchema,
  PERMISSIONS,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
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
    const format = await upload(operator, 'testhaendler', 'a,b,c\n1,2,3\n', 'feed.bin');
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

  it('reads the format from the content when none is named, and says it detected it', async () => {
    const idealo = `sku;title;url;price;deliveryTime;eans\nI-1;Spiel 2;https://test.example/i1;24,99;sofort lieferbar;${catalogue.gtin(2)}\n`;
    const response = await upload(operator, 'testhaendler', idealo, 'feed.csv');
    expect(response.status).toBe(202);
    const queued = feedRunResponseSchema.parse(await response.json()).data;
    expect(queued).toMatchObject({ format: 'idealo_csv', format_detected: true });
    expect(await waitForRun(queued.id)).toMatchObject({
      status: 'succeeded',
      format: 'idealo_csv',
      format_detected: true,
      rows_applied: 1,
    });
    const named = await upload(operator, 'testhaendler', feed('18.99'), 'feed.csv', { format: 'google_csv' });
    expect(feedRunResponseSchema.parse(await named.json()).data).toMatchObject({
      format: 'google_csv',
      format_detected: false,
    });
  });

  it('runs the same file again when it comes with another format or as a full feed', async () => {
    const idealo = `sku;title;url;price;deliveryTime;eans\nI-3;Spiel 1;https://test.example/i3;21,99;sofort lieferbar;${catalogue.gtin(1)}\n`;
    const runOf = async (response: Response) =>
      waitForRun(feedRunResponseSchema.parse(await response.json()).data.id);
    const wrong = await runOf(
      await upload(operator, 'testhaendler', idealo, 'i3.csv', { format: 'google_csv' }),
    );
    expect(wrong).toMatchObject({ status: 'failed', format: 'google_csv' });
    const corrected = await runOf(
      await upload(operator, 'testhaendler', idealo, 'i3.csv', { format: 'idealo_csv' }),
    );
    expect(corrected.id).not.toBe(wrong.id);
    expect(corrected).toMatchObject({ status: 'succeeded', format: 'idealo_csv', rows_applied: 1 });
    const full = await runOf(
      await upload(operator, 'testhaendler', idealo, 'i3.csv', { format: 'idealo_csv', full: 'true' }),
    );
    expect(full.id).not.toBe(corrected.id);
    expect(full).toMatchObject({ status: 'succeeded', full: true });
  });

  it('refuses a full feed that would wipe the dealer until allow_mass_removal confirms it', async () => {
    const headerOnly = 'id,title,link,price,availability\n';
    const runOf = async (response: Response) =>
      waitForRun(feedRunResponseSchema.parse(await response.json()).data.id);
    const refused = await runOf(
      await upload(operator, 'testhaendler', headerOnly, 'leer.csv', { full: 'true' }),
    );
    expect(refused).toMatchObject({
      status: 'failed',
      full: true,
      allow_mass_removal: false,
      rows_applied: 0,
    });
    expect(refused.error).toMatch(
      /^refused: this full feed has no rows and would mark \d+ of the dealer's \d+ live offers gone/,
    );
    const live = await platform.database.db.select().from(t.offers).where(isNull(t.offers.goneAt));
    expect(live.length).toBeGreaterThan(0);

    const confirmed = await runOf(
      await upload(operator, 'testhaendler', headerOnly, 'leer.csv', {
        full: 'true',
        allow_mass_removal: 'true',
      }),
    );
    expect(confirmed).toMatchObject({ status: 'succeeded', allow_mass_removal: true });
    expect(confirmed.stats.gone).toBe(live.length);
    const flag = await upload(operator, 'testhaendler', headerOnly, 'leer.csv', { allow_mass_removal: 'ja' });
    expect(flag.status).toBe(400);
  });

  it('answers a feed without rows with a note saying so', async () => {
    const response = await upload(operator, 'testhaendler', 'id,title,link,price,availability\n', 'leer.csv');
    const run = await waitForRun(feedRunResponseSchema.parse(await response.json()).data.id);
    expect(run).toMatchObject({
      status: 'succeeded',
      rows_total: 0,
      notes: ['Der Feed hatte 0 Zeilen; nichts wurde übernommen.'],
    });
    expect((await waitForRun(1)).notes).toEqual([]);
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

  it('answers the first skipped rows with line and reason, and all of them page by page', async () => {
    const bad = Array.from(
      { length: 25 },
      (_, i) => `X-${i},Spiel,https://test.example/x,abc EUR,,Testverlag,in_stock,DE:::0.00 EUR`,
    );
    const content = `${feed('12.00').trimEnd()}\n${bad.join('\n')}\n`;
    const response = await upload(operator, 'testhaendler', content, 'mit-fehlern.csv');
    expect(response.status).toBe(202);
    const run = await waitForRun(feedRunResponseSchema.parse(await response.json()).data.id);
    expect(run).toMatchObject({ status: 'succeeded', rows_total: 26, rows_failed: 25 });
    expect(run.row_errors).toHaveLength(20);
    expect(run.row_errors[0]).toEqual({ line: 3, reason: expect.stringMatching(/price/) });
    expect(run.row_errors.map((error) => error.line)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
    expect(run.row_errors_url).toBe(`/api/admin/feeds/runs/${run.id}/errors/`);

    const all = await operator.request(run.row_errors_url!);
    expect(all.status).toBe(200);
    const page = feedRunErrorsResponseSchema.parse(await all.json()).data;
    expect(page).toMatchObject({ total: 25, page: 1 });
    expect(page.errors).toHaveLength(25);
    expect(page.errors[24]).toMatchObject({ line: 27, raw: expect.stringContaining('X-24') });
    const beyond = feedRunErrorsResponseSchema.parse(
      await (await operator.request(`${run.row_errors_url}?page=2`)).json(),
    ).data;
    expect(beyond).toMatchObject({ errors: [], total: 25, page: 2 });

    const wrongPage = await operator.request(`${run.row_errors_url}?page=0`);
    expect(wrongPage.status).toBe(400);
    expect(apiErrorSchema.parse(await wrongPage.json()).fields?.page).toMatch(/mindestens/i);
    expect((await operator.request('/api/admin/feeds/runs/2147483648/errors/')).status).toBe(404);
    expect((await operator.request('/api/admin/feeds/runs/999999/errors/')).status).toBe(404);

    const clean = await waitForRun(
      feedRunResponseSchema.parse(await (await upload(operator, 'testhaendler', feed('12.50'))).json()).data
        .id,
    );
    expect(clean).toMatchObject({ rows_failed: 0, row_errors: [], row_errors_url: null });
  });

  it('is only for operators, and only with the anti-forgery header', async () => {
    const anonymous = new TestBrowser(app);
    await anonymous.session();
    expect((await upload(anonymous, 'testhaendler', feed('1.00'))).status).toBe(401);
    expect((await anonymous.request('/api/admin/feeds/runs/1/')).status).toBe(401);
    expect((await anonymous.request('/api/admin/feeds/runs/1/errors/')).status).toBe(401);
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
