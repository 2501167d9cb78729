import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OAuth2Server, Events } from 'oauth2-mock-server';
import {
  oauthProvidersResponseSchema,
  oauthStartResponseSchema,
  sessionResponseSchema,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { PROVIDER_DEFAULTS } from '../../accounts/oauth';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`Google sign-in against a local OAuth2 server (${testMode()} mode)`, () => {
  let platform: Platform;
  let server: OAuth2Server;
  let app: ReturnType<typeof createApp>;
  let identity: Record<string, unknown> = {};

  beforeAll(async () => {
    platform = await createTestPlatform();
    server = new OAuth2Server();
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    server.service.on(Events.BeforeUserinfo, (response) => {
      response.body = identity;
    });
    const base = server.issuer.url!;
    app = createApp({
      platform,
      oauth: {
        google: {
          ...PROVIDER_DEFAULTS.google,
          clientId: 'spielraum-test',
          clientSecret: 'test-secret',
          authorizationUrl: `${base}/authorize`,
          tokenUrl: `${base}/token`,
          userinfoUrl: `${base}/userinfo`,
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await platform?.close();
  });

  /** Runs the redirect dance: our start call, the provider's authorize step, our callback. */
  async function signInWithGoogle(
    browser: TestBrowser,
    options: { tamperState?: boolean; redirectTo?: string } = {},
  ) {
    const start = await browser.request('/api/loginwithgoogle/', {
      method: 'POST',
      json: { redirect_to: options.redirectTo ?? '/wishlists#oben' },
    });
    expect(start.status).toBe(200);
    const { data } = oauthStartResponseSchema.parse(await start.json());
    const authorizeUrl = new URL(data.url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.pathname).toBe('/api/oauth/google/callback');
    if (options.tamperState) callback.searchParams.set('state', 'fremd');
    return browser.request(`${callback.pathname}${callback.search}`);
  }

  it('lists the configured providers', async () => {
    const providers = await (await app.request('/api/oauth/providers')).json();
    expect(oauthProvidersResponseSchema.parse(providers)).toEqual({ data: ['google'] });
  });

  it('creates a verified account, signs in with a new session and returns to the wanted page', async () => {
    identity = { sub: 'google-123', email: 'gina@example.com', email_verified: true, name: 'Gina' };
    const browser = new TestBrowser(app);
    await browser.session();
    const done = await signInWithGoogle(browser);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/wishlists#oben');
    const session = sessionResponseSchema.parse(await (await browser.session()).json());
    expect(session.data.user).toMatchObject({
      email: 'gina@example.com',
      display_name: 'Gina',
      verified: true,
    });

    // the second time the linked account is found, even with a changed address at Google
    identity = { sub: 'google-123', email: 'gina.neu@example.com', email_verified: true, name: 'Gina' };
    const again = new TestBrowser(app);
    await again.session();
    await signInWithGoogle(again);
    expect(sessionResponseSchema.parse(await (await again.session()).json()).data.user?.email).toBe(
      'gina@example.com',
    );
  });

  it('links an existing account by verified e-mail; an unverified one loses its password', async () => {
    const { db } = platform.database;
    const squatted = await createTestUser(db, {
      email: 'opfer@example.com',
      password: 'vom-angreifer',
      verified: false,
    });
    identity = { sub: 'google-456', email: 'opfer@example.com', email_verified: true, name: 'Opfer' };
    const browser = new TestBrowser(app);
    await browser.session();
    await signInWithGoogle(browser);
    const [row] = await db.select().from(t.users).where(eq(t.users.uuid, squatted.uuid));
    expect(row).toMatchObject({ verified: true, passwordHash: null });
    const links = await db.select().from(t.oauthAccounts).where(eq(t.oauthAccounts.userUuid, squatted.uuid));
    expect(links).toHaveLength(1);
  });

  it('refuses a foreign state and unverified provider e-mails', async () => {
    identity = { sub: 'google-789', email: 'x@example.com', email_verified: true };
    const tampered = new TestBrowser(app);
    await tampered.session();
    const answer = await signInWithGoogle(tampered, { tamperState: true });
    expect(answer.headers.get('location')).toBe('/?oauth=failed');
    expect(sessionResponseSchema.parse(await (await tampered.session()).json()).data.user).toBeNull();

    identity = { sub: 'google-790', email: 'y@example.com', email_verified: false };
    const unverified = new TestBrowser(app);
    await unverified.session();
    expect((await signInWithGoogle(unverified)).headers.get('location')).toBe('/?oauth=failed');
  });

  it('never sends the browser to another host after sign-in', async () => {
    // a browser drops tabs and line breaks from URLs: "/\t/evil.example" becomes "//evil.example"
    for (const target of ['/\t/evil.example/x', '/\n/evil.example', '/\\\tevil.example']) {
      const browser = new TestBrowser(app);
      await browser.session();
      const start = await browser.request('/api/loginwithgoogle/', {
        method: 'POST',
        json: { redirect_to: target },
      });
      expect(start.status, JSON.stringify(target)).toBe(400);
    }
    identity = { sub: 'google-999', email: 'redirect@example.com', email_verified: true, name: 'R' };
    const browser = new TestBrowser(app);
    await browser.session();
    const done = await signInWithGoogle(browser, {
      redirectTo: '/games/brettspiele?filter-preis=10-50#liste',
    });
    expect(done.headers.get('location')).toBe('/games/brettspiele?filter-preis=10-50#liste');
  });

  it('answers 404 for providers that are not configured', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.request('/api/loginwithfacebook/', { method: 'POST', json: {} })).status).toBe(404);
  });
});
