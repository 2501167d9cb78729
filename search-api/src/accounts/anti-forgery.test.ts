import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createApp } from '../app';
import { ANTI_FORGERY_COOKIE, createAntiForgeryToken, isValidAntiForgeryToken } from './anti-forgery';
import { createTestUser, TestBrowser } from './testing';

const SECRET = 'anti-forgery-test-secret'.padEnd(40, 'x');

describe(`anti-forgery (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform, sessionSecret: SECRET });
    await createTestUser(platform.database.db, { email: 'lea@example.com', password: 'richtig-geheim' });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('signs tokens for one session only', () => {
    const token = createAntiForgeryToken(SECRET, 'session-a');
    expect(isValidAntiForgeryToken(SECRET, token, 'session-a')).toBe(true);
    expect(isValidAntiForgeryToken(SECRET, token, 'session-b')).toBe(false);
    expect(isValidAntiForgeryToken(SECRET, token, undefined)).toBe(false);
    expect(isValidAntiForgeryToken('another-secret'.padEnd(40, 'y'), token, 'session-a')).toBe(false);
    expect(isValidAntiForgeryToken(SECRET, `${token}x`, 'session-a')).toBe(false);
  });

  it('hands out the cookie on the session call', async () => {
    const browser = new TestBrowser(app);
    const response = await browser.session();
    const line = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${ANTI_FORGERY_COOKIE}=`));
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/);
    // a valid token is not replaced on every call
    expect((await browser.session()).headers.getSetCookie()).toEqual([]);
  });

  it('refuses every unsafe API call without the cookie and header pair with 403', async () => {
    const unsafeRoutes = app.routes.filter(
      (route) => route.path.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    );
    // the one exception: a mail client posts the one-click unsubscribe (RFC 8058) without
    // cookies, and the secret token in its address authenticates it
    const exempt = ['POST /api/unsubscribe/:token/'];
    expect(unsafeRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(exempt),
    );
    const unsafe = unsafeRoutes.filter((route) => !exempt.includes(`${route.method} ${route.path}`));
    // the account calls of SPEC §7 that are built so far must all be in the list
    expect(unsafe.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/login/',
        'POST /api/userlists/',
        'PATCH /api/userlists/:id/',
        'DELETE /api/userlists/:id/',
        'POST /api/userlists/items/',
        'POST /api/userlists/:id/items/',
        'PATCH /api/userlists/:id/items/:productId/',
        'DELETE /api/userlists/:id/items/:productId/',
        'POST /api/userlists/:id/share/',
        'DELETE /api/userlists/:id/share/',
        'POST /api/ignoredgames/',
        'DELETE /api/ignoredgames/:productId/',
        'POST /api/alerts/',
        'PATCH /api/alerts/:id/',
        'DELETE /api/alerts/:id/',
        'PATCH /api/notifications/:id/',
        'POST /api/notifications/readall/',
        'DELETE /api/notifications/',
      ]),
    );
    const browser = new TestBrowser(app);
    await browser.session();
    const other = new TestBrowser(app);
    await other.session();
    await other.login('lea@example.com', 'richtig-geheim');
    const foreignToken = other.cookie(ANTI_FORGERY_COOKIE)!;

    for (const route of unsafe) {
      const path = route.path.replace(/:\w+/g, '1').replace(/\*$/, '');
      const attempts: { name: string; response: Response }[] = [
        { name: 'no cookie, no header', response: await app.request(path, { method: route.method }) },
        {
          name: 'cookie without header',
          response: await browser.request(path, { method: route.method, antiForgery: false }),
        },
        {
          name: 'header not equal to the cookie',
          response: await browser.request(path, {
            method: route.method,
            antiForgery: false,
            headers: { 'x-xsrf-token': 'a.b' },
          }),
        },
        {
          name: "another session's pair",
          response: await browser.request(path, {
            method: route.method,
            antiForgery: false,
            headers: { 'x-xsrf-token': foreignToken, cookie: `${ANTI_FORGERY_COOKIE}=${foreignToken}` },
          }),
        },
      ];
      for (const { name, response } of attempts) {
        expect(response.status, `${route.method} ${path}: ${name}`).toBe(403);
        expect(apiErrorSchema.parse(await response.json()).message).toBe(
          'Die Sicherheitsprüfung der Anfrage ist fehlgeschlagen. Bitte lade die Seite neu.',
        );
      }
    }
  });

  it('binds the token to the session: the pre-login token stops working after login', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const anonymousToken = browser.cookie(ANTI_FORGERY_COOKIE)!;
    await browser.login('lea@example.com', 'richtig-geheim');
    const sessionToken = browser.cookie(ANTI_FORGERY_COOKIE)!;
    expect(sessionToken).not.toBe(anonymousToken);
    const stale = await browser.request('/api/login/', {
      method: 'POST',
      antiForgery: false,
      headers: {
        'x-xsrf-token': anonymousToken,
        cookie: `spielraum_session=${browser.cookie('spielraum_session')}; ${ANTI_FORGERY_COOKIE}=${anonymousToken}`,
      },
      json: { email: 'lea@example.com', password: 'richtig-geheim' },
    });
    expect(stale.status).toBe(403);
  });
});
