import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsOverviewResponseSchema,
  apiErrorSchema,
  dealerAnalyticsResponseSchema,
  PERMISSIONS,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { analyticsPeriod } from '../../analytics/analytics-period';
import { createApp } from '../../app';

const PASSWORD = 'richtig-geheim';

describe(`operators' web analytics (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let catalogue: TestCatalogue;
  let otherDealerId: number;
  let operator: TestBrowser;
  /** Berlin days counted back from today: day(0) is today. */
  let day: (daysAgo: number) => string;

  async function signedIn(email: string) {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    return browser;
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    catalogue = await createTestCatalogue(platform.database, 25);
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
    const users: Array<[string, string[], number?]> = [
      ['ops@example.com', [PERMISSIONS.operator]],
      ['mia@example.com', []],
      ['kuratorin@example.com', [PERMISSIONS.recommendationListAdd, PERMISSIONS.recommendationListEdit]],
      ['redaktion@example.com', [PERMISSIONS.magazineEdit, PERMISSIONS.moderate]],
      ['haendler@example.com', [], catalogue.dealerId],
    ];
    for (const [email, permissions, dealerId] of users)
      await createTestUser(db, { email, password: PASSWORD, permissions, dealerId });
    operator = await signedIn('ops@example.com');

    day = (daysAgo) => analyticsPeriod(daysAgo + 1).from;
    const ids = catalogue.productIds;
    // games 1..22 viewed 100, 99, … times today, so the top 20 is games 1..20
    await db.insert(t.analyticsPageViews).values([
      ...ids
        .slice(0, 22)
        .map((productId, index) => ({ day: day(0), page: 'game', productId, views: 100 - index })),
      { day: day(0), page: 'start', productId: null, views: 500 },
      { day: day(2), page: 'start', productId: null, views: 40 },
      { day: day(2), page: 'game', productId: ids[1]!, views: 10 },
      // outside a 7-day period, inside 30 days
      { day: day(10), page: 'magazine', productId: null, views: 7 },
    ]);
    await db.insert(t.analyticsClickOuts).values([
      { day: day(0), productId: ids[0]!, dealerId: catalogue.dealerId, clicks: 25 },
      { day: day(0), productId: ids[0]!, dealerId: otherDealerId, clicks: 5 },
      { day: day(2), productId: ids[1]!, dealerId: otherDealerId, clicks: 11 },
      // a game without views in the period
      { day: day(1), productId: ids[24]!, dealerId: catalogue.dealerId, clicks: 2 },
      { day: day(10), productId: ids[2]!, dealerId: catalogue.dealerId, clicks: 4 },
    ]);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('gives the operators page views and click-outs per day, the top games with conversion and clicks per dealer', async () => {
    const response = await operator.request('/api/admin/analytics/?days=7');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = analyticsOverviewResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ days: 7, from: day(6), to: day(0) });
    expect(data.per_day.map((row) => row.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(day));
    const gameViewsToday = Array.from({ length: 22 }, (_, index) => 100 - index).reduce((a, b) => a + b, 0);
    expect(data.per_day.at(-1)).toEqual({ day: day(0), page_views: gameViewsToday + 500, click_outs: 30 });
    expect(data.per_day.at(-2)).toEqual({ day: day(1), page_views: 0, click_outs: 2 });
    expect(data.per_day.at(-3)).toEqual({ day: day(2), page_views: 50, click_outs: 11 });
    expect(data.per_day[0]).toEqual({ day: day(6), page_views: 0, click_outs: 0 });
    expect(data.totals).toEqual({ page_views: gameViewsToday + 550, click_outs: 43 });
    expect(data.pages).toEqual([
      { page: 'game', views: gameViewsToday + 10 },
      { page: 'start', views: 540 },
    ]);

    expect(data.top_games).toHaveLength(20);
    const [first, second, third] = data.top_games;
    // game 2: 99 views today and 10 two days ago, 11 clicks
    expect(first).toMatchObject({ product_id: catalogue.productIds[1], page_views: 109, click_outs: 11 });
    expect(first!.conversion).toBeCloseTo(11 / 109);
    expect(second).toEqual({
      product_id: catalogue.productIds[0],
      slug: 'spiel-1',
      title: 'Spiel 1',
      category: 'brettspiele',
      page_views: 100,
      click_outs: 30,
      conversion: 0.3,
    });
    expect(third).toMatchObject({
      product_id: catalogue.productIds[2],
      page_views: 98,
      click_outs: 0,
      conversion: 0,
    });
    expect(data.top_games.map((game) => game.product_id)).not.toContain(catalogue.productIds[20]);

    expect(data.dealers).toEqual([
      { dealer_id: catalogue.dealerId, name: 'Testhändler', click_outs: 27 },
      { dealer_id: otherDealerId, name: 'Zweithändler', click_outs: 16 },
    ]);

    const month = analyticsOverviewResponseSchema.parse(
      await (await operator.request('/api/admin/analytics/')).json(),
    ).data;
    expect(month.days).toBe(30);
    expect(month.per_day).toHaveLength(30);
    expect(month.totals.click_outs).toBe(47);
    expect(month.pages.map((row) => row.page)).toEqual(['game', 'start', 'magazine']);
  });

  it("gives one dealer's click-outs per day and per game", async () => {
    const response = await operator.request(`/api/admin/analytics/dealers/${otherDealerId}/?days=3`);
    expect(response.status).toBe(200);
    const { data } = dealerAnalyticsResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      days: 3,
      from: day(2),
      to: day(0),
      dealer: { id: otherDealerId, name: 'Zweithändler' },
      total_click_outs: 16,
    });
    expect(data.per_day).toEqual([
      { day: day(2), click_outs: 11 },
      { day: day(1), click_outs: 0 },
      { day: day(0), click_outs: 5 },
    ]);
    expect(data.games).toEqual([
      {
        product_id: catalogue.productIds[1],
        slug: 'spiel-2',
        title: 'Spiel 2',
        category: 'brettspiele',
        click_outs: 11,
      },
      {
        product_id: catalogue.productIds[0],
        slug: 'spiel-1',
        title: 'Spiel 1',
        category: 'brettspiele',
        click_outs: 5,
      },
    ]);
    const quiet = dealerAnalyticsResponseSchema.parse(
      await (await operator.request(`/api/admin/analytics/dealers/${catalogue.dealerId}/?days=1`)).json(),
    ).data;
    expect(quiet.per_day).toEqual([{ day: day(0), click_outs: 25 }]);

    for (const unknown of ['999999', '0', 'abc', '2147483648', '01']) {
      const missing = await operator.request(`/api/admin/analytics/dealers/${unknown}/`);
      expect(missing.status, unknown).toBe(404);
      expect(apiErrorSchema.parse(await missing.json()).message).toBe('Diesen Händler gibt es nicht.');
    }
  });

  it('refuses periods outside 1 to 365 days with German messages', async () => {
    for (const days of ['0', '366', '-1', '1.5', 'dreißig', '']) {
      for (const path of ['/api/admin/analytics/', `/api/admin/analytics/dealers/${otherDealerId}/`]) {
        const response = await operator.request(`${path}?days=${encodeURIComponent(days)}`);
        expect(response.status, `${path} ${days}`).toBe(400);
        const error = apiErrorSchema.parse(await response.json());
        expect(error.message).toBe('Die Anfrage ist ungültig.');
        expect(error.fields?.days).toMatch(
          /^(Dieser Wert ist ungültig\.|Bitte gib mindestens 1 ein\.|Bitte gib höchstens 365 ein\.)$/,
        );
      }
    }
    expect((await operator.request('/api/admin/analytics/?days=365')).status).toBe(200);
  });

  it('is only for operators: 401 for visitors, 403 for users, curators, editors and dealers', async () => {
    const paths = ['/api/admin/analytics/?days=7', `/api/admin/analytics/dealers/${catalogue.dealerId}/`];
    const visitor = new TestBrowser(app);
    await visitor.session();
    for (const path of paths) {
      const response = await visitor.request(path);
      expect(response.status, path).toBe(401);
      apiErrorSchema.parse(await response.json());
    }
    for (const email of [
      'mia@example.com',
      'kuratorin@example.com',
      'redaktion@example.com',
      'haendler@example.com',
    ]) {
      const browser = await signedIn(email);
      for (const path of paths) {
        const response = await browser.request(path);
        expect(response.status, `${email} ${path}`).toBe(403);
        expect(apiErrorSchema.parse(await response.json()).message).toMatch(/\S/);
      }
    }
    for (const path of paths) expect((await operator.request(path)).status, path).toBe(200);
  });
});
