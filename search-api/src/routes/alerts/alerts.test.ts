import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alertResponseSchema, alertsResponseSchema, apiErrorSchema, ALERT_LIMITS } from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const IDENTICAL = 'Ein identischer Preisalarm existiert bereits.';

describe(`alerts (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let lea: TestBrowser;
  let noah: TestBrowser;

  const create = (browser: TestBrowser, json: unknown) =>
    browser.request('/api/alerts/', { method: 'POST', json });
  const list = async (browser: TestBrowser) =>
    alertsResponseSchema.parse(await (await browser.request('/api/alerts/')).json()).data;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    const { db } = platform.database;
    await db.insert(t.publishers).values({ id: 7, slug: 'next-move', name: 'Next Move' });
    await db.insert(t.products).values([
      { id: 1, slug: 'azul', title: 'Azul', groupId: 3, publisherId: 7 },
      { id: 2, slug: 'ohne-angebot', title: 'Ohne Angebot', groupId: 3 },
    ]);
    await db.insert(t.productPriceStats).values({
      productId: 1,
      bestPriceCents: 3299,
      bestTotalCents: 3798,
      availability: 'is_available',
      dealerCount: 2,
    });
    await createTestUser(db, { email: 'lea@example.com', password: 'richtig-geheim' });
    await createTestUser(db, { email: 'noah@example.com', password: 'richtig-geheim' });
    lea = new TestBrowser(app);
    await lea.session();
    await lea.login('lea@example.com', 'richtig-geheim');
    noah = new TestBrowser(app);
    await noah.session();
    await noah.login('noah@example.com', 'richtig-geheim');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestBrowser(app);
    await anonymous.session();
    expect((await anonymous.request('/api/alerts/')).status).toBe(401);
    expect((await create(anonymous, { kind: 'availability', product_id: 1 })).status).toBe(401);
  });

  it('creates a price alert with a desired total and lists it with the current best total', async () => {
    const response = await create(lea, { kind: 'price', product_id: 1, desired_price: 2999 });
    expect(response.status).toBe(201);
    const alert = alertResponseSchema.parse(await response.json()).data;
    expect(alert).toMatchObject({
      kind: 'price',
      desired_price: 2999,
      threshold_price: 2999,
      state: 'active',
      paused: false,
      product: { product_id: 1, title: 'Azul', best_total: 3798 },
    });
    const alerts = await list(lea);
    expect(alerts.alerts.map((entry) => entry.id)).toEqual([alert.id]);
    expect(alerts.limit).toBe(ALERT_LIMITS.maxAlertsPerUser);
  });

  it('refuses an identical price alert with the SPEC text', async () => {
    const response = await create(lea, { kind: 'price', product_id: 1, desired_price: 2999 });
    expect(response.status).toBe(409);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({
      error: 'identical alert exists',
      message: IDENTICAL,
    });
    // another user may set the same price
    expect((await create(noah, { kind: 'price', product_id: 1, desired_price: 2999 })).status).toBe(201);
  });

  it('the partial unique index decides when identical alerts arrive together', async () => {
    const answers = await Promise.all(
      [0, 1, 2].map(() => create(lea, { kind: 'price', product_id: 1, desired_price: 2500 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((entry) => entry.status === 409))
      expect(apiErrorSchema.parse(await answer.json()).message).toBe(IDENTICAL);
    // savings have no unique index: the per-user lock keeps simultaneous ones apart too
    const savings = await Promise.all(
      [0, 1, 2].map(() => create(lea, { kind: 'price', product_id: 1, desired_discount_percent: 40 })),
    );
    expect(savings.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('stores the best total as reference of a discount alert and refuses one without an offer', async () => {
    const response = await create(lea, { kind: 'price', product_id: 1, desired_discount_percent: 20 });
    const alert = alertResponseSchema.parse(await response.json()).data;
    expect(alert).toMatchObject({
      desired_price: null,
      desired_discount_percent: 20,
      reference_price: 3798,
      threshold_price: 3038,
    });
    const [row] = await platform.database.db.select().from(t.alerts).where(eq(t.alerts.id, alert.id));
    expect(row).toMatchObject({ referencePriceCents: 3798, desiredDiscountPercent: 20, armed: true });

    const again = await create(lea, { kind: 'price', product_id: 1, desired_discount_percent: 20 });
    expect(apiErrorSchema.parse(await again.json()).message).toBe(IDENTICAL);

    const noOffer = await create(lea, { kind: 'price', product_id: 2, desired_discount_percent: 20 });
    expect(noOffer.status).toBe(400);
    expect(apiErrorSchema.parse(await noOffer.json()).fields).toEqual({
      desired_discount_percent: expect.stringContaining('kein Angebot'),
    });
    // a desired price works without an offer
    expect((await create(lea, { kind: 'price', product_id: 2, desired_price: 1999 })).status).toBe(201);
  });

  it('validates thresholds and targets with German messages', async () => {
    const cases: [unknown, number, Record<string, string> | undefined][] = [
      [
        { kind: 'price', product_id: 1 },
        400,
        { desired_price: expect.stringContaining('entweder') as string },
      ],
      [
        { kind: 'price', product_id: 1, desired_price: 1000, desired_discount_percent: 10 },
        400,
        { desired_price: expect.stringContaining('entweder') as string },
      ],
      [
        { kind: 'price', product_id: 1, desired_price: 0 },
        400,
        { desired_price: expect.stringContaining('100.000') as string },
      ],
      [
        { kind: 'price', product_id: 1, desired_price: 10_000_001 },
        400,
        { desired_price: expect.stringContaining('100.000') as string },
      ],
      [
        { kind: 'price', product_id: 1, desired_price: 12.5 },
        400,
        { desired_price: 'Bitte gib einen gültigen Preis ein' },
      ],
      [
        { kind: 'price', product_id: 1, desired_discount_percent: 99 },
        400,
        { desired_discount_percent: expect.stringContaining('Ersparnis') as string },
      ],
      [{ kind: 'news', news_type: 'gossip' }, 400, undefined],
      [{ kind: 'news', news_type: 'publishers' }, 400, undefined],
      [{ kind: 'lottery' }, 400, undefined],
      [{ kind: 'availability', product_id: 999 }, 404, undefined],
      [{ kind: 'news', news_type: 'publishers', publisher_id: 999 }, 404, undefined],
    ];
    for (const [json, status, fields] of cases) {
      const response = await create(lea, json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      const body = apiErrorSchema.parse(await response.json());
      if (fields) expect(body.fields, JSON.stringify(json)).toEqual(fields);
    }
  });

  it('creates availability and the four kinds of news alerts, each once', async () => {
    const bodies = [
      { kind: 'availability', product_id: 2 },
      { kind: 'news', news_type: 'games', product_id: 1 },
      { kind: 'news', news_type: 'publishers', publisher_id: 7 },
      { kind: 'news', news_type: 'magazine_industry' },
      { kind: 'news', news_type: 'magazine_tests' },
    ];
    for (const body of bodies) {
      expect((await create(noah, body)).status, JSON.stringify(body)).toBe(201);
      const twice = await create(noah, body);
      expect(twice.status).toBe(409);
      expect(apiErrorSchema.parse(await twice.json()).message).toBe('Diesen Alarm hast du bereits angelegt.');
    }
    const alerts = (await list(noah)).alerts;
    expect(alerts.find((alert) => alert.news_type === 'publishers')?.publisher).toEqual({
      publisher_id: 7,
      name: 'Next Move',
    });
    expect(alerts.find((alert) => alert.kind === 'availability')?.product?.slug).toBe('ohne-angebot');
  });

  it('pauses, resumes and edits; a new threshold re-arms the alert', async () => {
    const alert = alertResponseSchema.parse(
      await (await create(lea, { kind: 'price', product_id: 1, desired_price: 3333 })).json(),
    ).data;
    const patch = (json: unknown) => lea.request(`/api/alerts/${alert.id}/`, { method: 'PATCH', json });
    expect(alertResponseSchema.parse(await (await patch({ paused: true })).json()).data).toMatchObject({
      paused: true,
      state: 'paused',
    });
    expect(alertResponseSchema.parse(await (await patch({ paused: false })).json()).data.state).toBe(
      'active',
    );

    // the evaluation fired it: triggered until the price rises again or the threshold changes
    await platform.database.db.update(t.alerts).set({ armed: false }).where(eq(t.alerts.id, alert.id));
    expect((await list(lea)).alerts.find((entry) => entry.id === alert.id)?.state).toBe('triggered');
    const edited = alertResponseSchema.parse(await (await patch({ desired_price: 3100 })).json()).data;
    expect(edited).toMatchObject({ desired_price: 3100, state: 'active' });

    // to a saving relative to the best total now, and to a price that another alert already has
    const discount = alertResponseSchema.parse(
      await (await patch({ desired_discount_percent: 10 })).json(),
    ).data;
    expect(discount).toMatchObject({
      desired_price: null,
      desired_discount_percent: 10,
      reference_price: 3798,
    });
    const identical = await patch({ desired_price: 2999 });
    expect(identical.status).toBe(409);
    expect(apiErrorSchema.parse(await identical.json()).message).toBe(IDENTICAL);
    expect((await patch({})).status).toBe(400);
  });

  it("keeps users' alerts apart: other ids are 404 for edit and delete", async () => {
    const mine = (await list(lea)).alerts[0]!;
    for (const method of ['PATCH', 'DELETE']) {
      const response = await noah.request(`/api/alerts/${mine.id}/`, { method, json: { paused: true } });
      expect(response.status, method).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).message).toBe('Diesen Alarm gibt es nicht (mehr).');
    }
    expect((await noah.request('/api/alerts/99999999999/', { method: 'DELETE' })).status).toBe(404);
    expect((await noah.request('/api/alerts/abc/', { method: 'DELETE' })).status).toBe(404);
    expect((await list(lea)).alerts.find((alert) => alert.id === mine.id)?.paused).toBe(mine.paused);
    expect((await list(noah)).alerts.some((alert) => alert.id === mine.id)).toBe(false);
  });

  it('deletes an alert', async () => {
    const before = (await list(lea)).alerts;
    const target = before[0]!;
    expect((await lea.request(`/api/alerts/${target.id}/`, { method: 'DELETE' })).status).toBe(200);
    expect((await list(lea)).alerts.map((alert) => alert.id)).toEqual(
      before.slice(1).map((alert) => alert.id),
    );
    expect((await lea.request(`/api/alerts/${target.id}/`, { method: 'DELETE' })).status).toBe(404);
  });

  it('allows at most 500 alerts per user', async () => {
    const user = await createTestUser(platform.database.db, {
      email: 'viel@example.com',
      password: 'richtig-geheim',
    });
    await platform.database.db.insert(t.alerts).values(
      Array.from({ length: ALERT_LIMITS.maxAlertsPerUser }, (_, index) => ({
        userUuid: user.uuid,
        kind: 'price' as const,
        productId: 1,
        desiredPriceCents: index + 1,
      })),
    );
    const browser = new TestBrowser(app);
    await browser.session();
    await browser.login('viel@example.com', 'richtig-geheim');
    const response = await create(browser, { kind: 'availability', product_id: 1 });
    expect(response.status).toBe(409);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(
      'Du kannst höchstens 500 Alarme anlegen. Bitte lösche zuerst einen anderen Alarm.',
    );
  });
});
