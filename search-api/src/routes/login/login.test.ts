import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, loginResponseSchema, sessionResponseSchema } from '@spielraum/schema';
import { sessions, users } from '@spielraum/schema/db';
import { legacyScryptHash } from '@spielraum/schema/security';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform, deleteQueuePrefix } from '@spielraum/indexer/testing';
import { createRateLimitStore } from '../../rate-limit/create-store';
import { createMemoryRateLimitStore, type RateLimitStore } from '../../rate-limit/store';
import { ANTI_FORGERY_COOKIE } from '../../accounts/anti-forgery';
import { hashSessionId, SESSION_COOKIE } from '../../accounts/find-session';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`login and logout (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let rateLimits: RateLimitStore;
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `spielraum-test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    platform = await createTestPlatform();
    // server mode counts login failures in Redis like a deployment does
    rateLimits =
      testMode() === 'server'
        ? createRateLimitStore({ redisUrl: REDIS_URL, prefix })
        : createMemoryRateLimitStore();
    app = createApp({ platform, sessionSecret: 'test-secret-'.padEnd(40, 'x'), rateLimits });
    await createTestUser(platform.database.db, {
      email: 'Lea@Example.com',
      password: 'richtig-geheim',
      permissions: ['influencers_recommendationList_edit'],
    });
    await createTestUser(platform.database.db, {
      email: 'noah@example.com',
      password: 'richtig-geheim',
      verified: false,
    });
  });
  afterAll(async () => {
    await rateLimits?.close();
    if (testMode() === 'server') await deleteQueuePrefix(REDIS_URL, prefix);
    await platform?.close();
  });

  it('signs in: answers data.user_data, sets an HttpOnly Lax session cookie, the session knows the user', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const response = await browser.login('lea@example.com', 'richtig-geheim');
    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(await response.json());
    expect(body.data.user_data).toMatchObject({ email: 'Lea@Example.com', verified: true });
    expect(body.data.permissions).toEqual(['influencers_recommendationList_edit']);
    const sessionCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).not.toMatch(/Secure/); // localhost
    expect(sessionCookie).not.toMatch(/Max-Age/); // ends with the browser
    // at least 128 bits: 32 random bytes in base64url
    expect(browser.cookie(SESSION_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = sessionResponseSchema.parse(await (await browser.session()).json());
    expect(session.data.user?.email).toBe('Lea@Example.com');
    expect(session.data.permissions).toEqual(['influencers_recommendationList_edit']);
  });

  it('marks cookies Secure outside localhost', async () => {
    const publicApp = createApp({ platform, publicUrl: 'https://spielraum.example' });
    const browser = new TestBrowser(publicApp);
    const first = await browser.session();
    expect(first.headers.getSetCookie().find((line) => line.startsWith(ANTI_FORGERY_COOKIE))).toMatch(
      /Secure/,
    );
    const response = await browser.login('lea@example.com', 'richtig-geheim');
    expect(response.headers.getSetCookie().find((line) => line.startsWith(SESSION_COOKIE))).toMatch(/Secure/);
  });

  it('rotates the session id on login and drops the old session', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    await browser.login('lea@example.com', 'richtig-geheim');
    const first = browser.cookie(SESSION_COOKIE)!;
    await browser.login('lea@example.com', 'richtig-geheim');
    const second = browser.cookie(SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    const { db } = platform.database;
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashSessionId(first))),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashSessionId(second))),
    ).toHaveLength(1);
  });

  it('"stay logged in" survives a browser restart, the other session does not', async () => {
    const staying = new TestBrowser(app);
    await staying.session();
    const response = await staying.login('lea@example.com', 'richtig-geheim', true);
    expect(response.headers.getSetCookie().find((line) => line.startsWith(SESSION_COOKIE))).toMatch(
      /Max-Age=2592000/,
    );
    staying.restart();
    expect(sessionResponseSchema.parse(await (await staying.session()).json()).data.user).not.toBeNull();

    const leaving = new TestBrowser(app);
    await leaving.session();
    await leaving.login('lea@example.com', 'richtig-geheim', false);
    leaving.restart();
    expect(sessionResponseSchema.parse(await (await leaving.session()).json()).data.user).toBeNull();
  });

  it('refuses a wrong password with 400 and the German notice', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const response = await browser.login('lea@example.com', 'falsch-falsch');
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({
      error: 'invalid credentials',
      message: 'Die Anmeldung ist fehlgeschlagen. Bitte überprüfe deine Eingaben.',
    });
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('answers 400 "user not verified" with the uuid for unverified accounts and starts no session', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const response = await browser.login('noah@example.com', 'richtig-geheim');
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(await response.json());
    expect(error.error).toBe('user not verified');
    expect(error.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('answers the 6th wrong password in a row within a minute with 429', async () => {
    await createTestUser(platform.database.db, { email: 'guess@example.com', password: 'richtig-geheim' });
    const browser = new TestBrowser(app);
    await browser.session();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await browser.login('guess@example.com', `falsch-${attempt}`)).status,
        `attempt ${attempt}`,
      ).toBe(400);
    }
    const sixth = await browser.login('guess@example.com', 'falsch-6');
    expect(sixth.status).toBe(429);
    expect(apiErrorSchema.parse(await sixth.json()).message).toBe(
      'Zu viele Anfragen. Bitte warte einen Moment.',
    );
    // even the right password is refused until the minute is over
    expect((await browser.login('guess@example.com', 'richtig-geheim')).status).toBe(429);
  });

  it('accepts old scrypt hashes and replaces them with argon2id', async () => {
    const { db } = platform.database;
    const user = await createTestUser(db, { email: 'alt@example.com' });
    await db
      .update(users)
      .set({ passwordHash: await legacyScryptHash('altes-passwort') })
      .where(eq(users.uuid, user.uuid));
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login('alt@example.com', 'altes-passwort')).status).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.uuid, user.uuid));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('signs out: data "success", the session row is gone and the user is anonymous', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    await browser.login('lea@example.com', 'richtig-geheim');
    const value = browser.cookie(SESSION_COOKIE)!;
    const response = await browser.request('/api/logout/');
    expect(await response.json()).toEqual({ data: 'success' });
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    const rows = await platform.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(value)));
    expect(rows).toHaveLength(0);
    // the stolen old cookie no longer works either
    const replay = await app.request('/api/session/', { headers: { cookie: `${SESSION_COOKIE}=${value}` } });
    expect(sessionResponseSchema.parse(await replay.json()).data.user).toBeNull();
  });

  it('validates the body with German field messages', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const response = await browser.request('/api/login/', {
      method: 'POST',
      json: { email: 'kein-at', password: '' },
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).fields).toEqual({
      email: 'Keine oder ungültige E-Mail Adresse.',
      password: 'Dies ist eine Pflichtangabe.',
    });
  });
});
