import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  assignOfferResponseSchema,
  PERMISSIONS,
  productVersionsResponseSchema,
  unmatchedOffersResponseSchema,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { ingestOfferFeedContract, type Platform } from '@spielraum/platform';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const PASSWORD = 'richtig-geheim';
const LIST = '/api/admin/unmatched-offers/';
const assignPath = (id: number | string) => `/api/admin/unmatched-offers/${id}/assign/`;
const versionsPath = (id: number | string) => `/api/admin/products/${id}/versions/`;
/** A valid GTIN no edition of the test catalogue carries. */
const FOREIGN_GTIN = '4002051693602';

async function signedIn(app: ReturnType<typeof createApp>, email: string) {
  const browser = new TestBrowser(app);
  await browser.session();
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

describe(`operators' unmatched offers (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let app: ReturnType<typeof createApp>;
  let operator: TestBrowser;
  let otherDealerId: number;
  let feeds = 0;
  const mia = randomUUID();
  /** Offer ids by dealer SKU. */
  const offerIds = new Map<string, number>();

  /** Ingests a dealer's offer feed through the job queue, as production does, and waits for its jobs. */
  async function ingest(dealerId: number, rows: string[]) {
    const jobId = `feed-unmatched-${++feeds}`;
    const path = join(platform.dataDir, `${jobId}.csv`);
    await writeFile(path, `id,title,link,price,gtin,brand,availability,shipping\n${rows.join('\n')}\n`);
    await platform.queue.enqueue(
      ingestOfferFeedContract.name,
      { dealerId, format: 'google_csv', full: false, source: { kind: 'file', path } },
      { jobId },
    );
    await platform.queue.drain(30_000);
  }

  const product = (index: number) => catalogue.productIds[index - 1]!;

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database, 5);
    const { db } = platform.database;
    const [other] = await db
      .insert(t.dealers)
      .values({
        slug: 'zweithaendler',
        name: 'Zweithändler',
        website: 'https://z.example',
        shippingCostDeCents: 0,
      })
      .returning();
    otherDealerId = other!.id;
    app = createApp({ platform });
    const people: Array<[string, string[], number?]> = [
      ['ops@example.com', [PERMISSIONS.operator]],
      ['mia@example.com', []],
      ['haendler@example.com', [], catalogue.dealerId],
    ];
    for (const [email, permissions, dealerId] of people)
      await createTestUser(db, { email, password: PASSWORD, permissions, dealerId });
    await db.insert(t.users).values({
      uuid: mia,
      email: 'mia-alarm@example.com',
      displayName: 'Mia',
      verified: true,
      alertMail: 'never',
    });
    operator = await signedIn(app, 'ops@example.com');
    await ingest(catalogue.dealerId, [
      `S-1,Spiel 1,https://test.example/1,29.99 EUR,${catalogue.gtin(1)},Testverlag,in_stock,DE:::0.00 EUR`,
      `U-1,Spiel 2 Deluxe,https://test.example/u1,49.99 EUR,${FOREIGN_GTIN},,in_stock,DE:::0.00 EUR`,
      `U-2,Spiel 2 Sonderausgabe,https://test.example/u2,24.99 EUR,,,in_stock,DE:::0.00 EUR`,
      `U-3,Würfelturm 50% Rabatt,https://test.example/u3,9.99 EUR,,,in_stock,DE:::0.00 EUR`,
      `U-4,Spiel 4 Schachtel,https://test.example/u4,19.99 EUR,,,in_stock,DE:::0.00 EUR`,
    ]);
    await ingest(
      otherDealerId,
      Array.from(
        { length: 27 },
        (_, index) =>
          `Z-${index + 1},Zubehör ${index + 1},https://z.example/${index + 1},5.00 EUR,,,in_stock,`,
      ),
    );
    const rows = await db.select({ id: t.offers.id, sku: t.offers.dealerSku }).from(t.offers);
    for (const row of rows) offerIds.set(row.sku, row.id);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('lists the live unmatched offers newest first, 25 a page, with counts and dealers', async () => {
    const response = await operator.request(LIST);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = unmatchedOffersResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      total: 31,
      page: 1,
      rows_per_page: 25,
      counts: { all: 31, with_gtin: 1, without_gtin: 30 },
      dealers: [
        { id: catalogue.dealerId, name: 'Testhändler', unmatched: 4 },
        { id: otherDealerId, name: 'Zweithändler', unmatched: 27 },
      ],
    });
    expect(data.offers).toHaveLength(25);
    expect(data.offers[0]).toMatchObject({
      sku: 'Z-27',
      title: 'Zubehör 27',
      dealer: { name: 'Zweithändler' },
    });
    expect(data.offers.map((offer) => offer.sku)).not.toContain('S-1');
    const second = unmatchedOffersResponseSchema.parse(
      await (await operator.request(`${LIST}?page=2`)).json(),
    );
    expect(second.data.offers.map((offer) => offer.sku)).toEqual(['Z-2', 'Z-1', 'U-4', 'U-3', 'U-2', 'U-1']);
    expect(second.data.offers.at(-1)).toEqual({
      id: offerIds.get('U-1'),
      dealer: { id: catalogue.dealerId, name: 'Testhändler' },
      sku: 'U-1',
      title: 'Spiel 2 Deluxe',
      url: 'https://test.example/u1',
      price_cents: 4999,
      shipping_cents: 0,
      availability: 'is_available',
      gtin: FOREIGN_GTIN,
      mpn: null,
      brand: null,
      first_seen_at: expect.any(String),
    });
  });

  it('filters by dealer, by words in the title (wildcards as letters) and by GTIN', async () => {
    const read = async (query: string) =>
      unmatchedOffersResponseSchema.parse(await (await operator.request(`${LIST}?${query}`)).json()).data;
    const dealer = await read(`dealer=${catalogue.dealerId}`);
    expect(dealer.offers.map((offer) => offer.sku)).toEqual(['U-4', 'U-3', 'U-2', 'U-1']);
    expect(dealer.counts).toEqual({ all: 4, with_gtin: 1, without_gtin: 3 });
    // the dealer list stays whole for the filter's choices
    expect(dealer.dealers).toHaveLength(2);
    const words = await read('q=spiel%202');
    expect(words.offers.map((offer) => offer.sku)).toEqual(['U-2', 'U-1']);
    expect((await read('q=50%25')).offers.map((offer) => offer.sku)).toEqual(['U-3']);
    expect((await read('q=%25')).offers.map((offer) => offer.sku)).toEqual(['U-3']);
    expect((await read('q=_')).total).toBe(0);
    const withGtin = await read('gtin=with');
    expect(withGtin).toMatchObject({ total: 1, counts: { all: 31, with_gtin: 1, without_gtin: 30 } });
    expect(withGtin.offers.map((offer) => offer.sku)).toEqual(['U-1']);
    const without = await read(`gtin=without&dealer=${catalogue.dealerId}&q=&page=1`);
    expect(without.offers.map((offer) => offer.sku)).toEqual(['U-4', 'U-3', 'U-2']);
    expect(without.total).toBe(3);
  });

  it('refuses bad filters with German messages', async () => {
    for (const query of [
      'page=0',
      'page=zwei',
      'dealer=abc',
      'dealer=0',
      'dealer=2147483648',
      'gtin=vielleicht',
      `q=${'x'.repeat(201)}`,
    ]) {
      const response = await operator.request(`${LIST}?${query}`);
      expect(response.status, query).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      expect(error.message).toBe('Die Anfrage ist ungültig.');
      for (const text of Object.values(error.fields ?? {}))
        expect(text, query).toMatch(/^(Dieser Wert ist ungültig\.|Bitte (gib|wähle) .*)$/);
    }
  });

  it('assigns an offer by a typed GTIN with the effects of a feed match: price, search document, alerts', async () => {
    const { db } = platform.database;
    const [alert] = await db
      .insert(t.alerts)
      .values({ userUuid: mia, kind: 'price', productId: product(2), desiredPriceCents: 3000 })
      .returning();
    const offerId = offerIds.get('U-2')!;
    // typed with spaces and hyphens, as printed on a box
    const typed = catalogue.gtin(2).replace(/^(\d{4})(\d{4})(\d+)$/, '$1 $2-$3');
    const response = await operator.request(assignPath(offerId), { method: 'POST', json: { gtin: typed } });
    expect(response.status).toBe(200);
    const { data } = assignOfferResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      offer_id: offerId,
      product: { id: product(2), slug: 'spiel-2', title: 'Spiel 2' },
    });
    const [offer] = await db.select().from(t.offers).where(eq(t.offers.id, offerId));
    expect(offer).toMatchObject({ productId: product(2), productVersionId: data.product_version_id });
    // the follow-up jobs of a feed run: search document and alerts
    await platform.queue.drain(30_000);
    const [stats] = await db
      .select()
      .from(t.productPriceStats)
      .where(eq(t.productPriceStats.productId, product(2)));
    expect(stats).toMatchObject({ bestTotalCents: 2499, bestOfferId: offerId, dealerCount: 1 });
    const [document] = await platform.database.query<{ document: Record<string, unknown> }>(
      sql`select document from ${t.mergedSearchDocuments} d where d.product_id = ${product(2)}`,
    );
    expect(document?.document).toMatchObject({
      bestTotalCents: 2499,
      dealerCount: 1,
      availability: 'is_available',
    });
    const notifications = await db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.alertId, alert!.id));
    expect(notifications).toEqual([
      expect.objectContaining({ type: 'price', productId: product(2), priceCents: 2499 }),
    ]);
    const list = unmatchedOffersResponseSchema.parse(await (await operator.request(LIST)).json()).data;
    expect(list.counts.all).toBe(30);
    // assigned is assigned: a second try says so
    const again = await operator.request(assignPath(offerId), {
      method: 'POST',
      json: { gtin: catalogue.gtin(2) },
    });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).message).toBe(
      'Dieses Angebot ist inzwischen einem Spiel zugeordnet.',
    );
  });

  it('says in German when no edition carries the GTIN, and refuses GTINs that are none', async () => {
    const offerId = offerIds.get('U-1')!;
    const unknown = await operator.request(assignPath(offerId), {
      method: 'POST',
      json: { gtin: FOREIGN_GTIN },
    });
    expect(unknown.status).toBe(400);
    expect(apiErrorSchema.parse(await unknown.json())).toMatchObject({
      message: `Keine Ausgabe im Katalog trägt die GTIN ${FOREIGN_GTIN}. Wähle das Spiel über die Suche und dann seine Ausgabe.`,
      fields: { gtin: expect.stringContaining(FOREIGN_GTIN) },
    });
    for (const body of [
      { gtin: '4002051693603' },
      { gtin: 'abc' },
      { gtin: '0000000000000' },
      { gtin: 4002051693602 },
      { gtin: '' },
    ]) {
      const response = await operator.request(assignPath(offerId), { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).fields?.gtin).toBe(
        'Bitte gib eine gültige GTIN (EAN) mit 8, 12, 13 oder 14 Ziffern ein.',
      );
    }
    const nothing = await operator.request(assignPath(offerId), { method: 'POST', json: null });
    expect(nothing.status).toBe(400);
    expect(apiErrorSchema.parse(await nothing.json()).message).toBe('Die Anfrage ist ungültig.');
    for (const body of [{}, { gtin: catalogue.gtin(1), product_version_id: 1 }]) {
      const response = await operator.request(assignPath(offerId), { method: 'POST', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.values(apiErrorSchema.parse(await response.json()).fields ?? {})).toContain(
        'Bitte gib eine GTIN ein oder wähle eine Ausgabe eines Spiels.',
      );
    }
    const [offer] = await platform.database.db.select().from(t.offers).where(eq(t.offers.id, offerId));
    expect(offer?.productVersionId).toBeNull();
  });

  it('assigns an offer to an edition chosen through its game', async () => {
    const versions = await operator.request(versionsPath(product(4)));
    expect(versions.status).toBe(200);
    const { data } = productVersionsResponseSchema.parse(await versions.json());
    expect(data).toEqual({
      product: { id: product(4), slug: 'spiel-4', title: 'Spiel 4' },
      versions: [
        {
          id: expect.any(Number),
          gtin: catalogue.gtin(4),
          mpn: 'MPN-4',
          language: 'de',
          edition: null,
          label: null,
        },
      ],
    });
    const offerId = offerIds.get('U-4')!;
    const response = await operator.request(assignPath(offerId), {
      method: 'POST',
      json: { product_version_id: data.versions[0]!.id },
    });
    expect(response.status).toBe(200);
    expect(assignOfferResponseSchema.parse(await response.json()).data.product.id).toBe(product(4));
    await platform.queue.drain(30_000);
    const [stats] = await platform.database.db
      .select()
      .from(t.productPriceStats)
      .where(eq(t.productPriceStats.productId, product(4)));
    expect(stats?.bestTotalCents).toBe(1999);

    const missing = await operator.request(assignPath(offerIds.get('U-3')!), {
      method: 'POST',
      json: { product_version_id: 2_000_000_000 },
    });
    expect(missing.status).toBe(400);
    expect(apiErrorSchema.parse(await missing.json()).message).toBe('Diese Ausgabe gibt es nicht (mehr).');
    for (const id of ['999999', '0', 'abc', '2147483648'])
      expect((await operator.request(versionsPath(id))).status, id).toBe(404);
  });

  it('answers unknown, gone and malformed offer ids with a German 404', async () => {
    const { db } = platform.database;
    await db
      .update(t.offers)
      .set({ goneAt: new Date() })
      .where(eq(t.offers.id, offerIds.get('Z-1')!));
    for (const id of ['999999999', String(offerIds.get('Z-1')), '0', 'abc', '9007199254740993', '-1']) {
      const response = await operator.request(assignPath(id), {
        method: 'POST',
        json: { gtin: catalogue.gtin(3) },
      });
      expect(response.status, id).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).message).toBe(
        'Dieses Angebot ohne Zuordnung gibt es nicht (mehr).',
      );
    }
  });

  it('refuses an assignment without the anti-forgery pair', async () => {
    const offerId = offerIds.get('U-3')!;
    const response = await operator.request(assignPath(offerId), {
      method: 'POST',
      json: { gtin: catalogue.gtin(3) },
      antiForgery: false,
    });
    expect(response.status).toBe(403);
    apiErrorSchema.parse(await response.json());
    const [offer] = await platform.database.db.select().from(t.offers).where(eq(t.offers.id, offerId));
    expect(offer?.productVersionId).toBeNull();
  });

  it('is only for operators: 401 for visitors, 403 for users and dealers', async () => {
    const offerId = offerIds.get('U-3')!;
    const calls: Array<[string, 'GET' | 'POST', unknown?]> = [
      [LIST, 'GET'],
      [versionsPath(product(3)), 'GET'],
      [assignPath(offerId), 'POST', { gtin: catalogue.gtin(3) }],
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
    const [offer] = await platform.database.db
      .select()
      .from(t.offers)
      .where(and(eq(t.offers.id, offerId)));
    expect(offer?.productVersionId).toBeNull();
    for (const [path, method, json] of calls)
      expect((await operator.request(path, { method, ...(json ? { json } : {}) })).status, path).toBe(200);
  });
});
