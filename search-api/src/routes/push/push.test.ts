import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  pushDeviceResponseSchema,
  pushDevicesResponseSchema,
  pushKeyResponseSchema,
  pushSettingsResponseSchema,
  pushTestResponseSchema,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform, TestPushService } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe(`web push API (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let service: TestPushService;
  let lea: TestBrowser;
  let noah: TestBrowser;

  const signIn = async (email: string, application = app) => {
    const browser = new TestBrowser(application);
    await browser.session();
    await browser.login(email, 'richtig-geheim');
    return browser;
  };
  const subscribe = (browser: TestBrowser, json: unknown, userAgent = ANDROID_CHROME) =>
    browser.request('/api/push/devices/', { method: 'POST', json, headers: { 'user-agent': userAgent } });
  const devices = async (browser: TestBrowser) =>
    pushDevicesResponseSchema.parse(await (await browser.request('/api/push/devices/')).json()).data.devices;
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json());

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    service = await TestPushService.start();
    const { db } = platform.database;
    for (const email of ['lea@example.com', 'noah@example.com'])
      await createTestUser(db, { email, password: 'richtig-geheim' });
    await createTestUser(db, { email: 'neu@example.com', password: 'richtig-geheim' });
    lea = await signIn('lea@example.com');
    noah = await signIn('noah@example.com');
  });
  beforeEach(async () => {
    await platform.database.db.delete(t.pushSubscriptions);
    await platform.database.db.delete(t.pushSettings);
  });
  afterAll(async () => {
    await service?.close();
    await platform?.close();
  });

  it('hands out the VAPID public key to anyone, and null when push is not set up', async () => {
    const visitor = new TestBrowser(app);
    const answer = pushKeyResponseSchema.parse(await (await visitor.request('/api/push/key/')).json());
    expect(answer.data.public_key).toBe(platform.push!.vapid.publicKey);
    expect(answer.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const withoutPush = createApp({ platform: { ...platform, push: null } });
    const off = new TestBrowser(withoutPush);
    expect(
      pushKeyResponseSchema.parse(await (await off.request('/api/push/key/')).json()).data.public_key,
    ).toBeNull();
    const user = await signIn('lea@example.com', withoutPush);
    const refused = await subscribe(user, service.subscribe());
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      'Push-Benachrichtigungen sind auf diesem Portal nicht eingerichtet.',
    );
  });

  it('needs a signed-in, verified user', async () => {
    const visitor = new TestBrowser(app);
    await visitor.session();
    for (const [method, path] of [
      ['GET', '/api/push/devices/'],
      ['POST', '/api/push/devices/'],
      ['DELETE', '/api/push/devices/1/'],
      ['GET', '/api/push/settings/'],
      ['PUT', '/api/push/settings/'],
      ['POST', '/api/push/test/'],
    ] as const)
      expect(
        (await visitor.request(path, { method, json: method === 'GET' ? undefined : {} })).status,
        path,
      ).toBe(401);
    // signed in, then the account is no longer verified (a changed address)
    const unverified = await signIn('neu@example.com');
    await platform.database.db
      .update(t.users)
      .set({ verified: false })
      .where(eq(t.users.email, 'neu@example.com'));
    const refused = await unverified.request('/api/push/devices/');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).error).toBe('user not verified');
  });

  it('refuses every unsafe call without the anti-forgery header', async () => {
    const subscription = service.subscribe();
    const calls = [
      lea.request('/api/push/devices/', { method: 'POST', json: subscription, antiForgery: false }),
      lea.request('/api/push/devices/1/', { method: 'DELETE', antiForgery: false }),
      lea.request('/api/push/settings/', {
        method: 'PUT',
        json: { quiet_hours: null, daily_cap: 5 },
        antiForgery: false,
      }),
      lea.request('/api/push/test/', { method: 'POST', antiForgery: false }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect((await errorOf(response)).error).toBe('anti-forgery token missing or invalid');
    }
    expect(await devices(lea)).toEqual([]);
  });

  it('subscribes a device named by its browser, once per endpoint, and lists only the own devices', async () => {
    const subscription = service.subscribe();
    const created = await subscribe(lea, subscription);
    expect(created.status).toBe(201);
    const device = pushDeviceResponseSchema.parse(await created.json()).data;
    expect(device).toMatchObject({
      label: 'Chrome auf Android',
      endpoint: subscription.endpoint,
      last_success_at: null,
      failure_count: 0,
    });
    // the same browser again (keys renewed) is the same device
    const again = await subscribe(lea, { ...subscription, expirationTime: null }, WINDOWS_FIREFOX);
    expect(again.status).toBe(200);
    expect(pushDeviceResponseSchema.parse(await again.json()).data).toMatchObject({
      id: device.id,
      label: 'Firefox auf Windows',
    });
    expect((await devices(lea)).map((entry) => entry.id)).toEqual([device.id]);
    expect(await devices(noah)).toEqual([]);
  });

  it('removes only the own devices; another user gets 404', async () => {
    const device = pushDeviceResponseSchema.parse(
      await (await subscribe(lea, service.subscribe())).json(),
    ).data;
    const foreign = await noah.request(`/api/push/devices/${device.id}/`, { method: 'DELETE' });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe('Dieses Gerät gibt es nicht (mehr).');
    expect(await devices(lea)).toHaveLength(1);
    expect((await lea.request(`/api/push/devices/${device.id}/`, { method: 'DELETE' })).status).toBe(200);
    expect(await devices(lea)).toEqual([]);
    expect((await lea.request(`/api/push/devices/${device.id}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await lea.request('/api/push/devices/99999999999/', { method: 'DELETE' })).status).toBe(404);
    expect((await lea.request('/api/push/devices/abc/', { method: 'DELETE' })).status).toBe(404);
  });

  it('moves a browser that signs in to another account to that account as a new device', async () => {
    const subscription = service.subscribe();
    const first = pushDeviceResponseSchema.parse(await (await subscribe(lea, subscription)).json()).data;
    const moved = await subscribe(noah, subscription);
    expect(moved.status).toBe(201);
    expect(pushDeviceResponseSchema.parse(await moved.json()).data.id).not.toBe(first.id);
    expect(await devices(lea)).toEqual([]);
    expect(await devices(noah)).toHaveLength(1);
  });

  it('validates the subscription', async () => {
    const good = service.subscribe();
    for (const bad of [
      {},
      { ...good, endpoint: 'kein Link' },
      { ...good, endpoint: 'ftp://push.example/abc' },
      { ...good, keys: { p256dh: good.keys.p256dh.slice(1), auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: `${good.keys.auth}AAAA` } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: 'ü'.repeat(22) } },
      { endpoint: good.endpoint },
    ]) {
      const response = await subscribe(lea, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect((await errorOf(response)).fields).toBeDefined();
    }
    expect(await devices(lea)).toEqual([]);
  });

  it('refuses endpoints that are not https on a public address in a deployment', async () => {
    const strict = createApp({
      platform: { ...platform, push: { ...platform.push!, allowInternalEndpoints: false } },
    });
    const user = await signIn('lea@example.com', strict);
    for (const endpoint of [
      'http://push.example/abc',
      'https://127.0.0.1/abc',
      'https://[::1]/abc',
      'https://10.0.0.8/x',
    ]) {
      const response = await subscribe(user, { ...service.subscribe(), endpoint });
      expect(response.status, endpoint).toBe(400);
      expect((await errorOf(response)).message).toBe('Dieser Push-Dienst wird nicht unterstützt.');
    }
    expect(await devices(lea)).toEqual([]);
  });

  it('allows at most 20 devices per user', async () => {
    for (let index = 0; index < 20; index += 1)
      expect((await subscribe(lea, service.subscribe())).status).toBe(201);
    const refused = await subscribe(lea, service.subscribe());
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain('höchstens 20 Geräten');
  });

  it('reads and stores quiet hours and the daily cap, and validates them', async () => {
    const read = async (browser: TestBrowser) =>
      pushSettingsResponseSchema.parse(await (await browser.request('/api/push/settings/')).json()).data;
    expect(await read(lea)).toEqual({ quiet_hours: null, daily_cap: 10 });
    const put = (json: unknown) => lea.request('/api/push/settings/', { method: 'PUT', json });
    const saved = await put({ quiet_hours: { from: '22:00', to: '07:30' }, daily_cap: 3 });
    expect(saved.status).toBe(200);
    expect(pushSettingsResponseSchema.parse(await saved.json()).data).toEqual({
      quiet_hours: { from: '22:00', to: '07:30' },
      daily_cap: 3,
    });
    expect(await read(lea)).toEqual({ quiet_hours: { from: '22:00', to: '07:30' }, daily_cap: 3 });
    expect(await read(noah)).toEqual({ quiet_hours: null, daily_cap: 10 });
    const [row] = await platform.database.db.select().from(t.pushSettings);
    expect(row).toMatchObject({ quietFromMinute: 22 * 60, quietToMinute: 7 * 60 + 30, dailyCap: 3 });

    for (const [bad, field, text] of [
      [
        { quiet_hours: { from: '22:00', to: '22:00' }, daily_cap: 3 },
        'quiet_hours.to',
        'Beginn und Ende der Ruhezeit dürfen nicht gleich sein.',
      ],
      [
        { quiet_hours: { from: '24:00', to: '07:00' }, daily_cap: 3 },
        'quiet_hours.from',
        'Bitte gib eine Uhrzeit im Format HH:MM an.',
      ],
      [
        { quiet_hours: { from: '7:00', to: '08:00' }, daily_cap: 3 },
        'quiet_hours.from',
        'Bitte gib eine Uhrzeit im Format HH:MM an.',
      ],
      [{ quiet_hours: null, daily_cap: 0 }, 'daily_cap', 'Bitte gib mindestens 1 ein.'],
      [{ quiet_hours: null, daily_cap: 51 }, 'daily_cap', 'Bitte gib höchstens 50 ein.'],
      [{ quiet_hours: null, daily_cap: 2.5 }, 'daily_cap', 'Dieser Wert ist ungültig.'],
    ] as const) {
      const response = await put(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(text);
    }
    expect((await put({ quiet_hours: null, daily_cap: 3, extra: true })).status).toBe(400);
    expect(await read(lea)).toEqual({ quiet_hours: { from: '22:00', to: '07:30' }, daily_cap: 3 });
  });

  it('sends the test notification to the devices, signed with the key it hands out, and limits the clicks', async () => {
    const none = await lea.request('/api/push/test/', { method: 'POST' });
    expect(none.status).toBe(409);
    expect((await errorOf(none)).message).toBe(
      'Für dein Konto ist noch kein Gerät für Push-Benachrichtigungen angemeldet.',
    );

    const subscription = service.subscribe();
    await subscribe(lea, subscription);
    const queued = await lea.request('/api/push/test/', { method: 'POST' });
    expect(queued.status).toBe(202);
    expect(pushTestResponseSchema.parse(await queued.json()).data).toEqual({ devices: 1 });
    await platform.queue.drain(30_000);
    const [push] = service.to(subscription.endpoint);
    expect(push?.payload.title).toBe('Testbenachrichtigung von Spielraum');
    const key = pushKeyResponseSchema.parse(await (await lea.request('/api/push/key/')).json()).data
      .public_key;
    expect(push?.vapidPublicKey).toBe(key);
    const [device] = await devices(lea);
    expect(device?.last_success_at).not.toBeNull();

    // the refused first click counts too: five clicks in ten minutes
    for (let click = 3; click <= 5; click += 1)
      expect((await lea.request('/api/push/test/', { method: 'POST' })).status).toBe(202);
    expect((await lea.request('/api/push/test/', { method: 'POST' })).status).toBe(429);
    await platform.queue.drain(30_000);
  });
});
