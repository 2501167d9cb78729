import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  dealerFeedRunResponseSchema,
  dealerFeedRunsResponseSchema,
  dealerUnmatchedOffersResponseSchema,
  feedRunErrorsResponseSchema,
  gamePageResponseSchema,
  PERMISSIONS,
  suggestGtinResponseSchema,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const PASSWORD = 'richtig-geheim';
const HEADER = 'id,title,link,price,gtin,brand,availability,shipping';

describe(`a dealer's own feed in the dealer area (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let catalogue: TestCatalogue;
  let shopA: number;
  let shopB: number;
  let dealerA: TestBrowser;
  let dealerB: TestBrowser;
  /** A run of shop A with a skipped row, from a real upload. */
  let runA: number;
  /** A live offer of shop A that matches no game. */
  let unmatchedA: number;

  const base = (shop: number) => `/api/dealer-area/shops/${shop}/`;
  const runsPath = (shop: number) => `${base(shop)}feed-runs/`;
  const runPath = (shop: number, run: number) => `${runsPath(shop)}${run}/`;
  const unmatchedPath = (shop: number) => `${base(shop)}unmatched-offers/`;
  const suggestPath = (shop: number, offer: number) => `${unmatchedPath(shop)}${offer}/gtin/`;
  const uploadPath = (shop: number) => `${base(shop)}feed-upload/`;

  function feedForm(content: string, extra: Record<string, string> = {}, name = 'feed.csv') {
    const form = new FormData();
    form.set('file', new File([content], name, { type: 'text/csv' }));
    for (const [key, value] of Object.entries(extra)) form.set(key, value);
    return form;
  }

  async function signedIn(email: string) {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    return browser;
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    catalogue = await createTestCatalogue(platform.database, 3);
    const { db } = platform.database;
    shopA = catalogue.dealerId;
    await db
      .update(t.dealers)
      .set({ feedUrl: 'https://testhaendler.example/feed.csv', feedSchedule: '0 */6 * * *' })
      .where(eq(t.dealers.id, shopA));
    const [other] = await db
      .insert(t.dealers)
      .values({
        slug: 'zweithaendler',
        name: 'Zweithändler',
        website: 'https://z.example',
        shippingCostDeCents: 0,
      })
      .returning();
    shopB = other!.id;
    await createTestUser(db, { email: 'a@example.com', password: PASSWORD, dealerId: shopA });
    await createTestUser(db, { email: 'b@example.com', password: PASSWORD, dealerId: shopB });
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD });
    await createTestUser(db, {
      email: 'ops@example.com',
      password: PASSWORD,
      permissions: [PERMISSIONS.operator],
    });
    dealerA = await signedIn('a@example.com');
    dealerB = await signedIn('b@example.com');

    // a real upload by the dealer: one row matched, one without a game, one skipped
    const feed = [
      HEADER,
      `A-1,Spiel 1,https://test.example/1,29.99 EUR,${catalogue.gtin(1)},Testverlag,in_stock,DE:::0.00 EUR`,
      `A-2,Spiel 2 Sonderausgabe,https://test.example/2,24.99 EUR,,,in_stock,DE:::0.00 EUR`,
      `A-3,Spiel 3,https://test.example/3,kostenlos,,,in_stock,DE:::0.00 EUR`,
    ].join('\n');
    const response = await dealerA.request(uploadPath(shopA), {
      method: 'POST',
      body: feedForm(`${feed}\n`),
    });
    expect(response.status).toBe(202);
    const queued = dealerFeedRunResponseSchema.parse(await response.json()).data;
    expect(queued).toMatchObject({
      dealer_id: shopA,
      kind: 'offers',
      full: false,
      allow_mass_removal: false,
    });
    expect(['queued', 'running', 'succeeded']).toContain(queued.status);
    runA = queued.id;
    await platform.queue.drain(30_000);
    const [offer] = await db.select({ id: t.offers.id }).from(t.offers).where(eq(t.offers.dealerSku, 'A-2'));
    unmatchedA = offer!.id;
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it("runs an uploaded feed and shows the run with its counts and its skipped row's line and reason", async () => {
    const response = await dealerA.request(runPath(shopA, runA));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const run = dealerFeedRunResponseSchema.parse(await response.json()).data;
    expect(run).toMatchObject({
      id: runA,
      status: 'succeeded',
      rows_total: 3,
      rows_applied: 2,
      rows_failed: 1,
      format: 'google_csv',
      source_kind: 'upload',
      row_errors_url: `/api/dealer-area/shops/${shopA}/feed-runs/${runA}/errors/`,
      row_errors_csv_url: `/api/dealer-area/shops/${shopA}/feed-runs/${runA}/errors.csv`,
    });
    expect(run).not.toHaveProperty('rerun');
    expect(run.row_errors).toHaveLength(1);
    expect(run.row_errors[0]!.line).toBe(4);
    expect(run.row_errors[0]!.reason).not.toBe('');

    const errors = feedRunErrorsResponseSchema.parse(
      await (await dealerA.request(`${runPath(shopA, runA)}errors/?page=1`)).json(),
    ).data;
    expect(errors).toMatchObject({ total: 1, page: 1 });
    expect(errors.errors[0]).toMatchObject({ line: 4, reason: run.row_errors[0]!.reason });

    const csv = await dealerA.request(`${runPath(shopA, runA)}errors.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toMatch(/^Zeile;Grund\r\n4;.+\r\n$/);
  });

  it("lists the shop's runs newest first with its feed address and schedule", async () => {
    const response = await dealerA.request(runsPath(shopA));
    expect(response.status).toBe(200);
    const { data } = dealerFeedRunsResponseSchema.parse(await response.json());
    expect(data.feed).toEqual({
      url: 'https://testhaendler.example/feed.csv',
      format: null,
      schedule: '0 */6 * * *',
    });
    expect(data.runs[0]).toMatchObject({ id: runA, status: 'succeeded', rows_failed: 1 });
    expect(data.runs.every((run) => run.dealer?.id === shopA)).toBe(true);
    expect(data).toMatchObject({ page: 1, rows_per_page: 50 });
    const empty = dealerFeedRunsResponseSchema.parse(await (await dealerB.request(runsPath(shopB))).json());
    expect(empty.data).toMatchObject({ runs: [], total: 0, feed: { url: null, schedule: null } });
  });

  it("lists the shop's offers without a game, searchable by title", async () => {
    const { data } = dealerUnmatchedOffersResponseSchema.parse(
      await (await dealerA.request(unmatchedPath(shopA))).json(),
    );
    expect(data.offers.map((offer) => offer.sku)).toEqual(['A-2']);
    expect(data).toMatchObject({ total: 1, page: 1, rows_per_page: 25 });
    const none = dealerUnmatchedOffersResponseSchema.parse(
      await (await dealerA.request(`${unmatchedPath(shopA)}?q=Würfel`)).json(),
    );
    expect(none.data.offers).toEqual([]);
    const other = dealerUnmatchedOffersResponseSchema.parse(
      await (await dealerB.request(unmatchedPath(shopB))).json(),
    );
    expect(other.data.offers).toEqual([]);
  });

  it("answers another shop's runs, CSV, offers, suggestions and upload with 404", async () => {
    const calls: Array<[string, string, { json?: unknown; body?: FormData }]> = [
      [runsPath(shopA), 'GET', {}],
      [runPath(shopA, runA), 'GET', {}],
      [`${runPath(shopA, runA)}errors/`, 'GET', {}],
      [`${runPath(shopA, runA)}errors.csv`, 'GET', {}],
      [unmatchedPath(shopA), 'GET', {}],
      [suggestPath(shopA, unmatchedA), 'POST', { json: { gtin: catalogue.gtin(2) } }],
      [uploadPath(shopA), 'POST', { body: feedForm(`${HEADER}\n`) }],
    ];
    for (const [path, method, init] of calls) {
      const response = await dealerB.request(path, { ...init, method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).message).toBe(
        'Diesen Shop gibt es nicht oder du verwaltest ihn nicht.',
      );
    }
    // within their own shop, A's run and offer do not exist
    expect((await dealerB.request(runPath(shopB, runA))).status).toBe(404);
    expect((await dealerB.request(`${runPath(shopB, runA)}errors.csv`)).status).toBe(404);
    const offer = await dealerB.request(suggestPath(shopB, unmatchedA), {
      method: 'POST',
      json: { gtin: catalogue.gtin(2) },
    });
    expect(offer.status).toBe(404);
    expect(apiErrorSchema.parse(await offer.json()).message).toBe(
      'Dieses Angebot ohne Zuordnung gibt es nicht (mehr).',
    );
    const [stored] = await platform.database.db.select().from(t.offers).where(eq(t.offers.id, unmatchedA));
    expect(stored?.productVersionId).toBeNull();
    expect((await dealerA.request(runPath(shopA, 999_999))).status).toBe(404);
    expect((await dealerA.request(runPath(shopA, 'abc' as unknown as number))).status).toBe(404);
  });

  it('is for dealer accounts: 401 for visitors, 403 for users and operators', async () => {
    const visitor = new TestBrowser(app);
    await visitor.session();
    const paths = [
      runsPath(shopA),
      runPath(shopA, runA),
      `${runPath(shopA, runA)}errors.csv`,
      unmatchedPath(shopA),
    ];
    for (const path of paths) expect((await visitor.request(path)).status, path).toBe(401);
    expect(
      (
        await visitor.request(suggestPath(shopA, unmatchedA), {
          method: 'POST',
          json: { gtin: catalogue.gtin(2) },
        })
      ).status,
    ).toBe(401);
    expect(
      (await visitor.request(uploadPath(shopA), { method: 'POST', body: feedForm(`${HEADER}\n`) })).status,
    ).toBe(401);
    for (const email of ['mia@example.com', 'ops@example.com']) {
      const browser = await signedIn(email);
      for (const path of paths) expect((await browser.request(path)).status, `${email} ${path}`).toBe(403);
      const upload = await browser.request(uploadPath(shopA), {
        method: 'POST',
        body: feedForm(`${HEADER}\n`),
      });
      expect(upload.status).toBe(403);
      expect(apiErrorSchema.parse(await upload.json()).message).toBe(
        'Dieses Konto ist mit keinem Shop verknüpft.',
      );
    }
  });

  it('refuses the suggestion and the upload without the anti-forgery pair', async () => {
    const suggest = await dealerA.request(suggestPath(shopA, unmatchedA), {
      method: 'POST',
      json: { gtin: catalogue.gtin(2) },
      antiForgery: false,
    });
    expect(suggest.status).toBe(403);
    const upload = await dealerA.request(uploadPath(shopA), {
      method: 'POST',
      body: feedForm(`${HEADER}\nX-1,Spiel 1,https://test.example/x,1.00 EUR,,,in_stock,\n`),
      antiForgery: false,
    });
    expect(upload.status).toBe(403);
    const [stored] = await platform.database.db.select().from(t.offers).where(eq(t.offers.id, unmatchedA));
    expect(stored?.productVersionId).toBeNull();
  });

  it('refuses bad input with German messages', async () => {
    for (const body of [{}, { gtin: 'abc' }, { gtin: 12 }]) {
      const response = await dealerA.request(suggestPath(shopA, unmatchedA), { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).fields?.gtin).toBe(
        'Bitte gib eine gültige GTIN (EAN) mit 8, 12, 13 oder 14 Ziffern ein.',
      );
    }
    const nothing = await dealerA.request(suggestPath(shopA, unmatchedA), { method: 'POST', json: null });
    expect(nothing.status).toBe(400);
    const upload = (form: FormData) => dealerA.request(uploadPath(shopA), { method: 'POST', body: form });
    const empty = await upload(feedForm(''));
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(await empty.json()).fields).toEqual({ file: 'Dies ist eine Pflichtangabe.' });
    const format = await upload(feedForm('a,b,c\n1,2,3\n', {}, 'feed.bin'));
    expect(format.status).toBe(400);
    expect(apiErrorSchema.parse(await format.json()).fields?.file).toContain(
      'Das Format des Feeds ist unbekannt',
    );
    const flag = await upload(feedForm(`${HEADER}\n`, { full: 'vielleicht' }));
    expect(flag.status).toBe(400);
    expect(apiErrorSchema.parse(await flag.json()).fields?.full).toBe(
      'Bitte wähle einen Eintrag aus der Liste',
    );
  });

  it('offers a full feed to dealers, but never the override of the mass-removal guard', async () => {
    const response = await dealerA.request(uploadPath(shopA), {
      method: 'POST',
      body: feedForm(`${HEADER}\n`, { full: 'true', allow_mass_removal: 'true' }, 'leer.csv'),
    });
    expect(response.status).toBe(202);
    const queued = dealerFeedRunResponseSchema.parse(await response.json()).data;
    expect(queued).toMatchObject({ full: true, allow_mass_removal: false });
    await platform.queue.drain(30_000);
    const run = dealerFeedRunResponseSchema.parse(
      await (await dealerA.request(runPath(shopA, queued.id))).json(),
    ).data;
    expect(run.status).toBe('failed');
    const live = await platform.database.db.select().from(t.offers).where(eq(t.offers.dealerId, shopA));
    expect(live.filter((offer) => offer.goneAt === null)).toHaveLength(2);
  });

  it('says in German when no game carries the suggested GTIN, and changes nothing', async () => {
    const response = await dealerA.request(suggestPath(shopA, unmatchedA), {
      method: 'POST',
      json: { gtin: '96385074' },
    });
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(await response.json());
    expect(error.message).toBe(
      'Kein Spiel in unserem Katalog trägt die GTIN 0000096385074. Bitte prüfe die Nummer; das Angebot bleibt vorerst ohne Zuordnung.',
    );
    expect(error.fields?.gtin).toBe(error.message);
    const [stored] = await platform.database.db.select().from(t.offers).where(eq(t.offers.id, unmatchedA));
    expect(stored?.productVersionId).toBeNull();
  });

  it('matches the offer at once by a suggested GTIN, and the game page then lists it', async () => {
    const typed = catalogue.gtin(2).replace(/^(\d{4})(\d{4})(\d+)$/, '$1 $2-$3');
    const response = await dealerA.request(suggestPath(shopA, unmatchedA), {
      method: 'POST',
      json: { gtin: typed },
    });
    expect(response.status).toBe(200);
    const { data } = suggestGtinResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      offer_id: unmatchedA,
      product: { id: catalogue.productIds[1], slug: 'spiel-2' },
    });
    const [stored] = await platform.database.db.select().from(t.offers).where(eq(t.offers.id, unmatchedA));
    expect(stored).toMatchObject({
      productId: catalogue.productIds[1],
      productVersionId: data.product_version_id,
    });
    await platform.queue.drain(30_000);
    const game = await app.request('/api/game/spiel-2/');
    expect(game.status).toBe(200);
    const page = gamePageResponseSchema.parse(await game.json());
    expect(page.data.offers.map((offer) => offer.dealer.name)).toContain('Testhändler');
    const list = dealerUnmatchedOffersResponseSchema.parse(
      await (await dealerA.request(unmatchedPath(shopA))).json(),
    );
    expect(list.data.offers).toEqual([]);
    const again = await dealerA.request(suggestPath(shopA, unmatchedA), {
      method: 'POST',
      json: { gtin: typed },
    });
    expect(again.status).toBe(409);
  });
});
