import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, CONSENT_COOKIE, productHistoryResponseSchema } from '@spielraum/schema';
import { productViews, users } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const WITH_HISTORY = '1.100.00000000-0000-4000-8000-0000000000a1';
const WITHOUT_HISTORY = '1.011.00000000-0000-4000-8000-0000000000a2';

describe(`product history (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let catalogue: TestCatalogue;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    catalogue = await createTestCatalogue(platform.database, 53);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
  });

  /** A signed-in, verified browser whose consent cookie holds `consent`. */
  async function signedIn(email: string, consent: string | null) {
    await createTestUser(platform.database.db, { email, password: 'sicheres-passwort' });
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, 'sicheres-passwort')).status).toBe(200);
    if (consent) browser.cookies.set(CONSENT_COOKIE, { value: consent, persistent: true });
    return browser;
  }
  const view = (browser: TestBrowser, productId: unknown) =>
    browser.request('/api/userproductshistory/', { method: 'POST', json: { product_id: productId } });
  const history = async (browser: TestBrowser) =>
    productHistoryResponseSchema
      .parse(await (await browser.request('/api/userproductshistory/')).json())
      .data.games.map((game) => game.product_id);

  it('records opened games with consent, newest first, a game seen again moving to the front', async () => {
    const browser = await signedIn('verlauf@example.com', WITH_HISTORY);
    const [a, b, c] = catalogue.productIds;
    for (const id of [a, b, c, a]) expect((await view(browser, id)).status).toBe(200);
    expect(await history(browser)).toEqual([a, c, b]);
  });

  it('keeps the newest 50', async () => {
    const browser = await signedIn('viel@example.com', WITH_HISTORY);
    for (const id of catalogue.productIds.slice(0, 53)) expect((await view(browser, id)).status).toBe(200);
    const kept = await history(browser);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe(catalogue.productIds[52]);
    expect(kept).not.toContain(catalogue.productIds[2]);
  });

  it('records nothing without the consent, or for visitors, unknown games or bad input', async () => {
    const without = await signedIn('ohne@example.com', WITHOUT_HISTORY);
    const refused = await view(without, catalogue.productIds[0]);
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(await refused.json()).message).toMatch(/Cookie-Einstellungen/);
    const noCookie = await signedIn('keinkeks@example.com', null);
    expect((await view(noCookie, catalogue.productIds[0])).status).toBe(403);
    const [user] = await platform.database.db
      .select()
      .from(productViews)
      .innerJoin(users, eq(users.uuid, productViews.userUuid))
      .where(eq(users.email, 'ohne@example.com'));
    expect(user).toBeUndefined();

    const visitor = new TestBrowser(app);
    await visitor.session();
    visitor.cookies.set(CONSENT_COOKIE, { value: WITH_HISTORY, persistent: true });
    expect((await view(visitor, catalogue.productIds[0])).status).toBe(401);

    const browser = await signedIn('falsch@example.com', WITH_HISTORY);
    expect((await view(browser, 2_000_000_000)).status).toBe(404);
    for (const bad of [0, -1, 1.5, 'eins', null, 2 ** 31]) {
      const response = await view(browser, bad);
      expect(response.status, String(bad)).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).fields?.product_id).toBe(
        'Dieser Wert ist ungültig.',
      );
    }
    const forged = await app.request('/api/userproductshistory/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${CONSENT_COOKIE}=${WITH_HISTORY}` },
      body: JSON.stringify({ product_id: catalogue.productIds[0] }),
    });
    expect(forged.status).toBe(403);
    expect(await history(browser)).toEqual([]);
  });

  it('is deleted by the settings button and by withdrawing the consent', async () => {
    const browser = await signedIn('loeschen@example.com', WITH_HISTORY);
    await view(browser, catalogue.productIds[0]);
    expect(await history(browser)).toHaveLength(1);
    expect((await browser.request('/api/userproductshistory/', { method: 'DELETE' })).status).toBe(200);
    expect(await history(browser)).toEqual([]);

    await view(browser, catalogue.productIds[1]);
    const withdrawn = await browser.request('/api/consent/', {
      method: 'POST',
      json: { version: 1, history: false, analytics: true, social: false },
    });
    expect(withdrawn.status).toBe(200);
    expect(await history(browser)).toEqual([]);
  });

  it('gives the cards of a browser-kept history in its order, leaving out unknown games', async () => {
    const [a, b] = catalogue.productIds;
    const response = await app.request(`/api/gamecards/?ids=${b},1999999999,${a}`);
    expect(response.status).toBe(200);
    const { data } = productHistoryResponseSchema.parse(await response.json());
    expect(data.games.map((game) => game.product_id)).toEqual([b, a]);
    for (const bad of ['', 'a,b', '1,,2', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      expect((await app.request(`/api/gamecards/?ids=${bad}`)).status, bad).toBe(400);
    }
  });
});
