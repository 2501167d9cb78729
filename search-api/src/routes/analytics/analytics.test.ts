import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { apiErrorSchema, CONSENT_COOKIE, successResponseSchema } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import {
  createTestCatalogue,
  createTestPlatform,
  deleteQueuePrefix,
  type TestCatalogue,
} from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { AnalyticsBuffer } from '../../analytics/analytics-buffer';
import { createRateLimitStore } from '../../rate-limit/create-store';
import { createMemoryRateLimitStore, type RateLimitStore } from '../../rate-limit/store';
import { createApp } from '../../app';

const CONSENT_ID = '00000000-0000-4000-8000-0000000000b1';
const WITH_ANALYTICS = `1.010.${CONSENT_ID}`;
const WITHOUT_ANALYTICS = '1.101.00000000-0000-4000-8000-0000000000b2';
// 00:30 in Berlin on the 25th while it is still the 24th in UTC: counts go to the Berlin day
const NOW = new Date('2026-11-24T23:30:00Z');
const DAY = '2026-11-25';

/** Counts nothing, so the tests' hundreds of calls from one address are not what they test. */
function unlimited(): RateLimitStore {
  return { ...createMemoryRateLimitStore(), hit: async () => 1 };
}

describe(`web analytics events (${testMode()} mode)`, () => {
  let platform: Platform;
  let buffer: AnalyticsBuffer;
  let app: ReturnType<typeof createApp>;
  let catalogue: TestCatalogue;
  let otherDealerId: number;
  let offerIds: number[];

  beforeAll(async () => {
    platform = await createTestPlatform();
    buffer = new AnalyticsBuffer({
      database: platform.database,
      logger: platform.logger,
      // the tests write when they want to
      flushIntervalMs: 3_600_000,
      now: () => NOW,
    });
    app = createApp({ platform, analytics: buffer, rateLimits: unlimited() });
    catalogue = await createTestCatalogue(platform.database, 3);
    const [other] = await platform.database.db
      .insert(t.dealers)
      .values({
        slug: 'zweithaendler',
        name: 'Zweithändler',
        website: 'https://zwei.example',
        shippingCostDeCents: 0,
      })
      .returning();
    otherDealerId = other!.id;
    const [first, second] = catalogue.productIds;
    const offer = (dealerId: number, productId: number, sku: string) => ({
      dealerId,
      dealerSku: sku,
      productId,
      title: sku,
      url: `https://shop.example/${sku}`,
      priceCents: 1999,
      availability: 'is_available' as const,
    });
    const offers = await platform.database.db
      .insert(t.offers)
      .values([
        offer(catalogue.dealerId, first!, 'a-1'),
        offer(otherDealerId, first!, 'b-1'),
        offer(otherDealerId, second!, 'b-2'),
      ])
      .returning({ id: t.offers.id });
    offerIds = offers.map((row) => row.id);
  }, 60_000);
  afterAll(async () => {
    await buffer?.close();
    await platform?.close();
  });
  beforeEach(async () => {
    await buffer.flush();
    await platform.database.query(sql`delete from analytics_page_views`);
    await platform.database.query(sql`delete from analytics_click_outs`);
  });

  /** A browser that loaded a page (anti-forgery pair armed) with the given consent cookie. */
  async function visitor(consent: string | null, target = app) {
    const browser = new TestBrowser(target);
    await browser.session();
    if (consent) browser.cookies.set(CONSENT_COOKIE, { value: consent, persistent: true });
    return browser;
  }
  const send = (browser: TestBrowser, body: unknown, headers: Record<string, string> = {}) =>
    browser.request('/api/analytics/events/', { method: 'POST', json: body, headers });
  const views = (...paths: string[]) => paths.map((path) => ({ kind: 'page_view', path }));
  const clicks = (...ids: number[]) => ids.map((offer_id) => ({ kind: 'click_out', offer_id }));

  async function storedPageViews() {
    return platform.database.query<{ day: string; page: string; product_id: number | null; views: number }>(
      sql`select day::text as day, page, product_id, views from analytics_page_views order by page, product_id nulls first`,
    );
  }
  async function storedClickOuts() {
    return platform.database.query<{ day: string; product_id: number; dealer_id: number; clicks: number }>(
      sql`select day::text as day, product_id, dealer_id, clicks from analytics_click_outs order by product_id, dealer_id`,
    );
  }

  it('adds page views up by Berlin day, kind of page and game, and click-outs by game and dealer', async () => {
    const [first, second] = catalogue.productIds;
    const browser = await visitor(WITH_ANALYTICS);
    const response = await send(browser, {
      events: [
        ...views(
          '/',
          '/games',
          '/games/brettspiele',
          '/games/brettspiele/spiel-1',
          '/games/brettspiele/spiel-1/',
        ),
        ...views('/games/brettspiele/spiel-2', '/games/brettspiele/unbekannt', '/games/quatsch/spiel-1'),
        ...views('/extendedsearch', '/magazine', '/magazine/tests/azul-im-test', '/recommendations/beste'),
        ...clicks(offerIds[0]!),
      ],
    });
    expect(response.status).toBe(200);
    successResponseSchema.parse(await response.json());
    const more = await send(browser, {
      events: [
        ...views('/wishlistview/abc', '/collectionview/def', '/privacy-policy', '/contact', '/settings'),
        ...views(
          '/wishlists/3',
          '/redaktion/magazin',
          '/recommendationsmanagement',
          '/constructor',
          '/x/y/z',
        ),
      ],
    });
    expect(more.status).toBe(200);
    // nothing is written per call
    expect(await storedPageViews()).toEqual([]);
    expect(buffer.size).toBeGreaterThan(0);

    // the second call adds to the same keys, a game twice, two dealers' offers of one game
    await send(browser, {
      events: [...views('/', '/games/brettspiele/spiel-1'), ...clicks(...offerIds, 9_999_999)],
    });
    await buffer.flush();
    expect(buffer.size).toBe(0);

    const row = (page: string, productId: number | null, count: number) => ({
      day: DAY,
      page,
      product_id: productId,
      views: count,
    });
    expect(await storedPageViews()).toEqual([
      // unknown slugs are dropped; an unknown category is no game page
      row('account', null, 2),
      row('game', first!, 3),
      row('game', second!, 1),
      row('games', null, 3),
      row('lists', null, 2),
      row('magazine', null, 2),
      row('other', null, 5),
      row('recommendations', null, 1),
      row('start', null, 2),
      row('static', null, 2),
    ]);
    // the unknown offer is dropped
    expect(await storedClickOuts()).toEqual([
      { day: DAY, product_id: first!, dealer_id: catalogue.dealerId, clicks: 2 },
      { day: DAY, product_id: first!, dealer_id: otherDealerId, clicks: 1 },
      { day: DAY, product_id: second!, dealer_id: otherDealerId, clicks: 1 },
    ]);
  });

  it('adds to the stored sums, so several processes with their own buffers count right', async () => {
    const [first] = catalogue.productIds;
    const secondProcess = new AnalyticsBuffer({
      database: platform.database,
      logger: platform.logger,
      flushIntervalMs: 3_600_000,
      now: () => NOW,
    });
    const secondApp = createApp({ platform, analytics: secondProcess, rateLimits: unlimited() });
    for (const target of [app, secondApp, app]) {
      const browser = await visitor(WITH_ANALYTICS, target);
      expect(
        (await send(browser, { events: [...views('/games/brettspiele/spiel-1'), ...clicks(offerIds[0]!)] }))
          .status,
      ).toBe(200);
    }
    await Promise.all([buffer.flush(), secondProcess.close()]);
    await buffer.flush();
    expect(await storedPageViews()).toEqual([{ day: DAY, page: 'game', product_id: first!, views: 3 }]);
    expect(await storedClickOuts()).toEqual([
      { day: DAY, product_id: first!, dealer_id: catalogue.dealerId, clicks: 3 },
    ]);
  });

  it('writes by itself after its interval and when many keys wait', async () => {
    const timed = new AnalyticsBuffer({
      database: platform.database,
      logger: platform.logger,
      flushIntervalMs: 50,
      flushAtKeys: 1_000,
      now: () => NOW,
    });
    timed.record(views('/games/brettspiele/spiel-2') as never);
    await expect.poll(async () => (await storedPageViews()).length, { timeout: 5_000 }).toBe(1);
    // past the key limit a write starts at once, without waiting for the timer
    const many = new AnalyticsBuffer({
      database: platform.database,
      logger: platform.logger,
      flushIntervalMs: 3_600_000,
      flushAtKeys: 3,
      now: () => NOW,
    });
    many.record(clicks(offerIds[0]!, offerIds[1]!, offerIds[2]!) as never);
    await expect.poll(async () => (await storedClickOuts()).length, { timeout: 5_000 }).toBe(3);
    await Promise.all([timed.close(), many.close()]);
  });

  it('stores nothing about the person: no address, IP, user, session, consent id or browser', async () => {
    await createTestUser(platform.database.db, {
      email: 'zaehler@example.com',
      password: 'sicheres-passwort',
    });
    const browser = await visitor(WITH_ANALYTICS);
    expect((await browser.login('zaehler@example.com', 'sicheres-passwort')).status).toBe(200);
    const personal = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Geheimbrowser/1.0',
      'x-forwarded-for': '203.0.113.77',
      referer: 'https://anderswo.example/seite?suche=geheim',
    };
    const response = await send(
      browser,
      {
        events: [
          ...views('/games/brettspiele/spiel-1', '/wishlistview/geheimer-link-abc'),
          ...clicks(offerIds[1]!),
        ],
      },
      personal,
    );
    expect(response.status).toBe(200);
    await buffer.flush();

    const columns = await platform.database.query<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name like 'analytics_%' order by table_name, ordinal_position`);
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
      'analytics_click_outs.day',
      'analytics_click_outs.product_id',
      'analytics_click_outs.dealer_id',
      'analytics_click_outs.clicks',
      'analytics_page_views.day',
      'analytics_page_views.page',
      'analytics_page_views.product_id',
      'analytics_page_views.views',
    ]);
    const [user] = await platform.database.query<{ uuid: string }>(
      sql`select uuid::text as uuid from users where email = 'zaehler@example.com'`,
    );
    const stored = JSON.stringify([
      ...(await platform.database.query(sql`select * from analytics_page_views`)),
      ...(await platform.database.query(sql`select * from analytics_click_outs`)),
    ]);
    const session = browser.cookie('spielraum_session');
    expect(session).toBeDefined();
    for (const secret of [
      user!.uuid,
      session!,
      CONSENT_ID,
      '203.0.113.77',
      'Geheimbrowser',
      'anderswo',
      'geheimer-link',
      'spiel-1',
      '/games',
    ])
      expect(stored, secret).not.toContain(secret);
    // every value of every row is a day, a kind of page, an id of ours or a count
    for (const row of await platform.database.query<Record<string, unknown>>(
      sql`select day::text as day, page, product_id, views from analytics_page_views
          union all select day::text, null, product_id, clicks from analytics_click_outs`,
    )) {
      expect(row.day).toBe(DAY);
      expect([null, 'game', 'lists']).toContain(row.page);
      expect(row.product_id).toBe(row.page === 'lists' ? null : catalogue.productIds[0]);
      expect(row.views).toBe(1);
    }
  });

  it('refuses without the analytics consent or without the anti-forgery header, and counts nothing', async () => {
    for (const consent of [
      WITHOUT_ANALYTICS,
      null,
      '1.010.keine-uuid',
      '2.010.00000000-0000-4000-8000-0000000000b3',
    ]) {
      const browser = await visitor(consent);
      const refused = await send(browser, { events: views('/') });
      expect(refused.status, String(consent)).toBe(403);
      expect(apiErrorSchema.parse(await refused.json()).message).toBe(
        'Die Web-Analyse ist ausgeschaltet. Du kannst sie in den Cookie-Einstellungen am Seitenende einschalten.',
      );
    }
    const browser = await visitor(WITH_ANALYTICS);
    const forged = await browser.request('/api/analytics/events/', {
      method: 'POST',
      json: { events: views('/') },
      antiForgery: false,
    });
    expect(forged.status).toBe(403);
    expect(apiErrorSchema.parse(await forged.json()).error).toBe('anti-forgery token missing or invalid');
    const crossSite = await app.request('/api/analytics/events/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${CONSENT_COOKIE}=${WITH_ANALYTICS}` },
      body: JSON.stringify({ events: views('/') }),
    });
    expect(crossSite.status).toBe(403);
    expect(buffer.size).toBe(0);
  });

  it('answers bad bodies with 400 and German messages, never 500', async () => {
    const browser = await visitor(WITH_ANALYTICS);
    const bad: unknown[] = [
      null,
      'events',
      [],
      {},
      { events: 'viele' },
      { events: [] },
      { events: views(...Array.from({ length: 21 }, () => '/')) },
      { events: [{ kind: 'page_view', path: `/${'x'.repeat(5_000)}` }] },
      { events: [{ kind: 'page_view', path: 'games' }] },
      { events: [{ kind: 'page_view', path: '/games?q=geheim' }] },
      { events: [{ kind: 'page_view', path: '/games#oben' }] },
      { events: [{ kind: 'page_view', path: 42 }] },
      { events: [{ kind: 'page_view' }] },
      { events: [{ kind: 'page_view', path: '/', referrer: 'https://x.example' }] },
      { events: [{ kind: 'click_out', offer_id: 0 }] },
      { events: [{ kind: 'click_out', offer_id: -3 }] },
      { events: [{ kind: 'click_out', offer_id: 1.5 }] },
      { events: [{ kind: 'click_out', offer_id: '7' }] },
      { events: [{ kind: 'click_out', offer_id: 2 ** 60 }] },
      { events: [{ kind: 'scroll', depth: 80 }] },
      { events: [{ path: '/' }] },
      { events: [null] },
      { events: views('/'), user: 'jemand' },
      { events: [{ kind: 'page_view', path: '/\u0000' }] },
    ];
    for (const body of bad) {
      const response = await send(browser, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      expect(error.message).toBe('Die Anfrage ist ungültig.');
      for (const text of Object.values(error.fields ?? {})) expect(text).not.toMatch(/Invalid|expected/);
    }
    const notJson = await browser.request('/api/analytics/events/', {
      method: 'POST',
      body: '{"events": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const huge = await browser.request('/api/analytics/events/', {
      method: 'POST',
      body: JSON.stringify({ events: views(`/${'x'.repeat(100_000)}`) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(apiErrorSchema.parse(await huge.json()).message).toBe('Die Anfrage ist ungültig.');

    // generated bodies with the call's field names and hostile values, or no shape at all
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('', '/', '/games/brettspiele/spiel-1', '\u0000', '/?a=b'),
    );
    const event = fc.oneof(
      fc.record(
        {
          kind: fc.oneof(fc.constantFrom('page_view', 'click_out'), text),
          path: fc.oneof(text, fc.integer()),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          kind: fc.constantFrom('click_out', 'page_view'),
          offer_id: fc.oneof(fc.integer(), fc.double(), text),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const body = fc.oneof(
      fc.record(
        { events: fc.oneof(fc.array(event, { maxLength: 25 }), fc.anything()) },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await send(browser, value);
        expect([200, 400]).toContain(response.status);
        if (response.status === 400)
          expect(apiErrorSchema.parse(await response.json()).message).toBe('Die Anfrage ist ungültig.');
      }),
      { numRuns: 200 },
    );
  });

  it('limits a client to 120 calls a minute, answering 429 in German', async () => {
    // the mode's store: Redis in server mode, as every search-api process shares it there
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `spielraum-test-${randomBytes(4).toString('hex')}`;
    const rateLimits = createRateLimitStore({
      redisUrl: testMode() === 'server' ? redisUrl : undefined,
      prefix,
    });
    try {
      const limited = createApp({ platform, analytics: buffer, rateLimits });
      const browser = await visitor(WITH_ANALYTICS, limited);
      for (let call = 1; call <= 120; call += 1)
        expect((await send(browser, { events: views('/') })).status, `call ${call}`).toBe(200);
      const refused = await send(browser, { events: views('/') });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(apiErrorSchema.parse(await refused.json()).message).toBe(
        'Zu viele Anfragen. Bitte warte einen Moment.',
      );
    } finally {
      await rateLimits.close();
      if (testMode() === 'server') await deleteQueuePrefix(redisUrl, prefix);
    }
  });
});
