import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertResponseSchema,
  alertsResponseSchema,
  apiErrorSchema,
  basketResponseSchema,
  excludedDealersResponseSchema,
  listAlertRuleResponseSchema,
  listAlertRulesResponseSchema,
  message,
  sessionResponseSchema,
  userListResponseSchema,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

interface FeedLine {
  product: number;
  euros: string;
  /** The edition's GTIN (the catalogue's GTIN of the product by default). */
  gtin?: string;
}

describe(`wish list alert rules, low alerts and excluded dealers (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let catalogue: TestCatalogue;
  let otherDealerId: number;
  let lea: TestBrowser;
  let noah: TestBrowser;
  let wishlistId: number;
  let feeds = 0;

  const product = (index: number) => catalogue.productIds[index - 1]!;
  const englishGtin = () => catalogue.gtin(99);

  /** A partial offer feed of one dealer through the job queue, as the indexer runs it (alerts evaluated after). */
  async function ingest(lines: FeedLine[], dealerId = catalogue.dealerId) {
    const jobId = `rules-feed-${++feeds}`;
    const path = join(platform.dataDir, `${jobId}.csv`);
    const rows = lines.map(
      (line) =>
        `S-${line.product}-${line.gtin ?? 'de'},Spiel ${line.product},https://test.example/${line.product},${line.euros} EUR,${line.gtin ?? catalogue.gtin(line.product)},Testverlag,in_stock,DE:::0.00 EUR`,
    );
    await writeFile(path, `id,title,link,price,gtin,brand,availability,shipping\n${rows.join('\n')}\n`);
    await platform.queue.enqueue(
      'ingest-offer-feed',
      { dealerId, format: 'google_csv', full: false, source: { kind: 'file', path } },
      { jobId },
    );
    await platform.queue.drain(30_000);
  }

  const rulesPath = (listId = wishlistId) => `/api/userlists/${listId}/alertrules/`;
  const createRule = (browser: TestBrowser, json: unknown, listId = wishlistId) =>
    browser.request(rulesPath(listId), { method: 'POST', json });
  const alertsOf = async (browser: TestBrowser) =>
    alertsResponseSchema.parse(await (await browser.request('/api/alerts/')).json()).data;
  const addGame = (browser: TestBrowser, productId: number, listId = wishlistId) =>
    browser.request(`/api/userlists/${listId}/items/`, { method: 'POST', json: { product_id: productId } });
  async function createList(browser: TestBrowser, kind: 'wishlist' | 'collection', name: string) {
    const response = await browser.request('/api/userlists/', { method: 'POST', json: { kind, name } });
    expect(response.status).toBe(201);
    return userListResponseSchema.parse(await response.json()).data.id;
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    catalogue = await createTestCatalogue(platform.database, 6);
    const { db } = platform.database;
    const [other] = await db
      .insert(t.dealers)
      .values({
        slug: 'zweithaendler',
        name: 'Zweithändler',
        website: 'https://zwei.example',
        shippingCostDeCents: 0,
      })
      .returning();
    otherDealerId = other!.id;
    await db.insert(t.productVersions).values({ productId: product(5), gtin: englishGtin(), language: 'en' });
    await ingest([1, 2, 3, 4, 5].map((index) => ({ product: index, euros: '40.00' })));
    // the second dealer sells games 4 and 5 cheaper, game 5 in its English edition
    await ingest(
      [
        { product: 4, euros: '30.00' },
        { product: 5, euros: '30.00', gtin: englishGtin() },
      ],
      otherDealerId,
    );
    await createTestUser(db, { email: 'lea@example.com', password: 'richtig-geheim' });
    await createTestUser(db, { email: 'noah@example.com', password: 'richtig-geheim' });
    lea = new TestBrowser(app);
    await lea.session();
    await lea.login('lea@example.com', 'richtig-geheim');
    noah = new TestBrowser(app);
    await noah.session();
    await noah.login('noah@example.com', 'richtig-geheim');
    wishlistId = await createList(lea, 'wishlist', 'Geburtstag');
    for (const index of [1, 2]) expect((await addGame(lea, product(index))).status).toBe(200);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it("makes one alert per game of the list with each game's best total as reference, not counted against the limit", async () => {
    const response = await createRule(lea, { kind: 'discount', discount_percent: 20 });
    expect(response.status).toBe(201);
    const rule = listAlertRuleResponseSchema.parse(await response.json()).data;
    expect(rule).toMatchObject({ list_id: wishlistId, kind: 'discount', discount_percent: 20, alerts: 2 });

    const mine = await alertsOf(lea);
    expect(mine.total).toBe(0);
    expect(
      mine.alerts
        .map((alert) => [alert.product?.product_id, alert.reference_price, alert.threshold_price, alert.rule])
        .sort(),
    ).toEqual(
      [product(1), product(2)]
        .map((id) => [
          id,
          4000,
          3200,
          { rule_id: rule.rule_id, list_id: wishlistId, list_name: 'Geburtstag' },
        ])
        .sort(),
    );
    const listed = listAlertRulesResponseSchema.parse(await (await lea.request(rulesPath())).json()).data;
    expect(listed.rules).toEqual([rule]);
  });

  it('gives a game added later its rule alert, which fires once when a feed lowers it enough', async () => {
    expect((await addGame(lea, product(3))).status).toBe(200);
    const alert = (await alertsOf(lea)).alerts.find((entry) => entry.product?.product_id === product(3));
    expect(alert).toMatchObject({ reference_price: 4000, threshold_price: 3200, state: 'active' });

    await ingest([{ product: 3, euros: '32.01' }]);
    await ingest([{ product: 3, euros: '32.00' }]);
    await ingest([{ product: 3, euros: '32.00' }]);
    const notifications = await platform.database.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.alertId, alert!.id));
    expect(notifications).toMatchObject([{ type: 'price', priceCents: 3200, listName: 'Geburtstag' }]);
    expect((await alertsOf(lea)).alerts.find((entry) => entry.id === alert!.id)?.state).toBe('triggered');
  });

  it('changes a rule alert only through the rule: pausing yes, a new threshold or deleting it no', async () => {
    const alert = (await alertsOf(lea)).alerts.find((entry) => entry.product?.product_id === product(1))!;
    const expected = message('alertOfListRule', { list: 'Geburtstag' });
    const patch = await lea.request(`/api/alerts/${alert.id}/`, {
      method: 'PATCH',
      json: { desired_price: 1000 },
    });
    expect(patch.status).toBe(409);
    expect(apiErrorSchema.parse(await patch.json()).message).toBe(expected);
    const remove = await lea.request(`/api/alerts/${alert.id}/`, { method: 'DELETE' });
    expect(remove.status).toBe(409);
    expect(apiErrorSchema.parse(await remove.json()).message).toBe(expected);
    const pause = await lea.request(`/api/alerts/${alert.id}/`, { method: 'PATCH', json: { paused: true } });
    expect(alertResponseSchema.parse(await pause.json()).data).toMatchObject({
      paused: true,
      state: 'paused',
    });
  });

  it('removes the alert with the game, and the rule with all of its alerts', async () => {
    expect(
      (await lea.request(`/api/userlists/${wishlistId}/items/${product(2)}/`, { method: 'DELETE' })).status,
    ).toBe(200);
    const [rule] = listAlertRulesResponseSchema.parse(await (await lea.request(rulesPath())).json()).data
      .rules;
    expect(rule?.alerts).toBe(2);
    expect((await alertsOf(lea)).alerts.map((alert) => alert.product?.product_id).sort()).toEqual(
      [product(1), product(3)].sort(),
    );
    expect((await lea.request(`${rulesPath()}${rule!.rule_id}/`, { method: 'DELETE' })).status).toBe(200);
    expect((await alertsOf(lea)).alerts).toEqual([]);
    expect((await lea.request(`${rulesPath()}${rule!.rule_id}/`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses bad rules with German messages: ranges, windows, languages, duplicates, the limit, collections', async () => {
    const fieldsOf = async (json: unknown) => {
      const response = await createRule(lea, json);
      expect(response.status).toBe(400);
      return apiErrorSchema.parse(await response.json()).fields;
    };
    expect(await fieldsOf({ kind: 'discount', discount_percent: 3 })).toEqual({
      discount_percent: message('alertDiscountRange', { min: 5, max: 90 }),
    });
    expect(await fieldsOf({ kind: 'low', low_window: '7d' })).toEqual({
      low_window: message('chooseFromList'),
    });
    expect(await fieldsOf({ kind: 'low', low_window: '30d', language: 'xx' })).toEqual({
      language: message('chooseFromList'),
    });
    expect(await fieldsOf({ kind: 'sometimes' })).toMatchObject({ kind: message('chooseFromList') });

    expect((await createRule(lea, { kind: 'low', low_window: 'all' })).status).toBe(201);
    const duplicate = await createRule(lea, { kind: 'low', low_window: 'all' });
    expect(duplicate.status).toBe(409);
    expect(apiErrorSchema.parse(await duplicate.json()).message).toBe(message('alertRuleExists'));
    for (const json of [
      { kind: 'low', low_window: '30d' },
      { kind: 'low', low_window: '52w' },
      { kind: 'low', low_window: 'all', language: 'de' },
      { kind: 'discount', discount_percent: 30 },
    ])
      expect((await createRule(lea, json)).status).toBe(201);
    const sixth = await createRule(lea, { kind: 'discount', discount_percent: 40 });
    expect(sixth.status).toBe(409);
    expect(apiErrorSchema.parse(await sixth.json()).message).toBe(message('alertRuleLimit', { amount: 5 }));

    const collectionId = await createList(lea, 'collection', 'Regal');
    const onCollection = await createRule(lea, { kind: 'low', low_window: '30d' }, collectionId);
    expect(onCollection.status).toBe(400);
    expect(apiErrorSchema.parse(await onCollection.json()).message).toBe(message('alertRuleWishlistOnly'));
  });

  it("answers 404 for another user's list and rules, and 401 without a session", async () => {
    const [rule] = listAlertRulesResponseSchema.parse(await (await lea.request(rulesPath())).json()).data
      .rules;
    expect((await noah.request(rulesPath())).status).toBe(404);
    expect((await createRule(noah, { kind: 'low', low_window: '30d' })).status).toBe(404);
    expect((await noah.request(`${rulesPath()}${rule!.rule_id}/`, { method: 'DELETE' })).status).toBe(404);
    const noahsList = await createList(noah, 'wishlist', 'Meins');
    expect(
      (await noah.request(`${rulesPath(noahsList)}${rule!.rule_id}/`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await noah.request(`${rulesPath()}abc/`, { method: 'DELETE' })).status).toBe(404);
    const anonymous = new TestBrowser(app);
    await anonymous.session();
    expect((await anonymous.request(rulesPath())).status).toBe(401);
    // the rule is untouched
    expect(
      listAlertRulesResponseSchema
        .parse(await (await lea.request(rulesPath())).json())
        .data.rules.map((entry) => entry.rule_id),
    ).toContain(rule!.rule_id);
  });

  it('refuses every new unsafe call without the anti-forgery pair (403)', async () => {
    const [rule] = listAlertRulesResponseSchema.parse(await (await lea.request(rulesPath())).json()).data
      .rules;
    const calls = [
      lea.request(rulesPath(), {
        method: 'POST',
        json: { kind: 'low', low_window: '30d' },
        antiForgery: false,
      }),
      lea.request(`${rulesPath()}${rule!.rule_id}/`, { method: 'DELETE', antiForgery: false }),
      lea.request('/api/profile/excludeddealers/', {
        method: 'PUT',
        json: { dealer_ids: [] },
        antiForgery: false,
      }),
      lea.request('/api/alerts/', {
        method: 'POST',
        json: { kind: 'price', product_id: product(6), low_window: '30d' },
        antiForgery: false,
      }),
    ];
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual([403, 403, 403, 403]);
  });

  it('creates low alerts without a price, refuses identical ones and mixed conditions', async () => {
    const create = (json: Record<string, unknown>) =>
      lea.request('/api/alerts/', {
        method: 'POST',
        json: { kind: 'price', product_id: product(6), ...json },
      });
    const response = await create({ low_window: '30d' });
    expect(response.status).toBe(201);
    expect(alertResponseSchema.parse(await response.json()).data).toMatchObject({
      low_window: '30d',
      desired_price: null,
      threshold_price: null,
      language: null,
      rule: null,
    });
    expect((await create({ low_window: '30d' })).status).toBe(409);
    expect((await create({ low_window: '52w' })).status).toBe(201);
    expect((await create({ low_window: '30d', language: 'de' })).status).toBe(201);
    const mixed = await create({ low_window: '30d', desired_price: 2000 });
    expect(mixed.status).toBe(400);
    expect(apiErrorSchema.parse(await mixed.json()).fields).toEqual({
      low_window: message('alertOneCondition'),
    });
    expect((await alertsOf(lea)).total).toBe(3);
  });

  it('stores excluded dealers, answers them in the session and leaves their offers out of references and the basket', async () => {
    const unknown = await lea.request('/api/profile/excludeddealers/', {
      method: 'PUT',
      json: { dealer_ids: [otherDealerId, 999_999] },
    });
    expect(unknown.status).toBe(400);
    expect(apiErrorSchema.parse(await unknown.json()).fields).toEqual({
      dealer_ids: message('excludedDealerUnknown'),
    });

    const saved = await lea.request('/api/profile/excludeddealers/', {
      method: 'PUT',
      json: { dealer_ids: [otherDealerId, otherDealerId] },
    });
    expect(excludedDealersResponseSchema.parse(await saved.json()).data).toEqual({
      dealer_ids: [otherDealerId],
    });
    const session = sessionResponseSchema.parse(await (await lea.request('/api/session/')).json());
    expect(session.data.user?.excluded_dealer_ids).toEqual([otherDealerId]);

    // game 4: 40 € at the first dealer, 30 € at the excluded one
    const discount = await lea.request('/api/alerts/', {
      method: 'POST',
      json: { kind: 'price', product_id: product(4), desired_discount_percent: 10 },
    });
    // what /alerts shows as "Aktuell" is what the alert compares: without the excluded dealer
    expect(alertResponseSchema.parse(await discount.json()).data).toMatchObject({
      reference_price: 4000,
      compared_total: 4000,
      product: { best_total: 3000 },
    });
    const noahs = await noah.request('/api/alerts/', {
      method: 'POST',
      json: { kind: 'price', product_id: product(4), desired_discount_percent: 10 },
    });
    expect(alertResponseSchema.parse(await noahs.json()).data).toMatchObject({
      reference_price: 3000,
      compared_total: 3000,
    });

    const basketList = await createList(lea, 'wishlist', 'Korb');
    await addGame(lea, product(4), basketList);
    const basket = basketResponseSchema.parse(
      await (await lea.request(`/api/userlists/${basketList}/basket/`)).json(),
    ).data;
    // the basket counts the dealer's own shipping rate once per order (4.95 € below 50 €)
    expect(basket.orders.map((order) => [order.dealer.id, order.total])).toEqual([
      [catalogue.dealerId, 4495],
    ]);

    // a rule made now takes the personal best total too
    const rule = await createRule(lea, { kind: 'discount', discount_percent: 25 }, basketList);
    expect(rule.status).toBe(201);
    const [ruleAlert] = await platform.database.db
      .select()
      .from(t.alerts)
      .where(and(eq(t.alerts.productId, product(4)), isNotNull(t.alerts.ruleId)));
    expect(ruleAlert).toMatchObject({ referencePriceCents: 4000 });

    await lea.request('/api/profile/excludeddealers/', { method: 'PUT', json: { dealer_ids: [] } });
    const listed = alertsResponseSchema.parse(await (await lea.request('/api/alerts/')).json()).data;
    expect(
      listed.alerts.find((alert) => alert.product?.product_id === product(4) && alert.rule === null),
    ).toMatchObject({ compared_total: 3000 });
    const again = basketResponseSchema.parse(
      await (await lea.request(`/api/userlists/${basketList}/basket/`)).json(),
    );
    expect(again.data.orders.map((order) => order.dealer.id)).toEqual([otherDealerId]);
  });

  it("takes a language-limited saving alert's reference from that edition's offers", async () => {
    // game 5: German edition 40 € at the first dealer, English edition 30 € at the second
    const create = (language: string | null) =>
      lea.request('/api/alerts/', {
        method: 'POST',
        json: { kind: 'price', product_id: product(5), desired_discount_percent: 10, language },
      });
    const german = alertResponseSchema.parse(await (await create('de')).json()).data;
    expect(german).toMatchObject({ language: 'de', reference_price: 4000, compared_total: 4000 });
    const english = alertResponseSchema.parse(await (await create('en')).json()).data;
    expect(english).toMatchObject({ language: 'en', reference_price: 3000, compared_total: 3000 });
    expect((await create('fr')).status).toBe(400);
  });
});
