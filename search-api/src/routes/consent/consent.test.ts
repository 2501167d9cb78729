import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { apiErrorSchema, CONSENT_COOKIE, consentResponseSchema, parseConsentCookie } from '@spielraum/schema';
import { consentLog } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const choice = (history: boolean, analytics: boolean, social: boolean) => ({
  version: 1,
  history,
  analytics,
  social,
});

describe(`cookie consent (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
  });
  afterAll(async () => {
    await platform?.close();
  });

  const choose = async (browser: TestBrowser, body: unknown) => {
    const response = await browser.request('/api/consent/', { method: 'POST', json: body });
    return { status: response.status, body: (await response.json()) as unknown, response };
  };

  it('logs every choice with time and version under one consent id, and the cookie carries it', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const first = await choose(browser, choice(true, true, false));
    expect(first.status).toBe(200);
    const { data } = consentResponseSchema.parse(first.body);
    expect(data).toMatchObject({ version: 1, history: true, analytics: true, social: false });
    const setCookie = first.response.headers.getSetCookie().find((line) => line.startsWith(CONSENT_COOKIE));
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/HttpOnly/);
    expect(parseConsentCookie(browser.cookie(CONSENT_COOKIE))).toEqual({
      version: 1,
      consentId: data.consent_id,
      history: true,
      analytics: true,
      social: false,
    });

    // withdrawing from the footer later: a second entry under the same id
    const withdrawn = await choose(browser, choice(false, false, false));
    expect(consentResponseSchema.parse(withdrawn.body).data.consent_id).toBe(data.consent_id);
    const rows = await platform.database.db
      .select()
      .from(consentLog)
      .where(eq(consentLog.consentId, data.consent_id))
      .orderBy(asc(consentLog.id));
    expect(rows.map((row) => [row.version, row.history, row.analytics, row.social])).toEqual([
      [1, true, true, false],
      [1, false, false, false],
    ]);
    expect(rows.every((row) => row.createdAt instanceof Date)).toBe(true);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['analytics', 'consentId', 'createdAt', 'history', 'id', 'social', 'version'].sort(),
    );
  });

  it('gives another browser its own id, also when its cookie is forged', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    browser.cookies.set(CONSENT_COOKIE, { value: '1.111.not-a-uuid', persistent: true });
    const answer = consentResponseSchema.parse((await choose(browser, choice(false, true, true))).body);
    expect(answer.data.consent_id).toMatch(/^[0-9a-f-]{36}$/);
    const other = new TestBrowser(app);
    await other.session();
    const second = consentResponseSchema.parse((await choose(other, choice(false, true, true))).body);
    expect(second.data.consent_id).not.toBe(answer.data.consent_id);
  });

  it('refuses bad input with 400, an old version too, and a call without the anti-forgery pair with 403', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    for (const body of [
      {},
      { ...choice(true, true, true), version: 0 },
      { ...choice(true, false, false), history: 'ja' },
      { ...choice(true, false, false), extra: 1 },
    ]) {
      const answer = await choose(browser, body);
      expect(answer.status).toBe(400);
      expect(apiErrorSchema.parse(answer.body).message).not.toMatch(/Invalid|expected/);
    }
    const forged = await app.request('/api/consent/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(choice(true, true, true)),
    });
    expect(forged.status).toBe(403);
  });

  it('limits the choices per address to 30 an hour', async () => {
    const limited = createApp({ platform });
    const browser = new TestBrowser(limited);
    await browser.session();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await choose(browser, choice(i % 2 === 0, false, false))).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
