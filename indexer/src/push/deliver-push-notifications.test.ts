import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { sendAlertMailsJob } from '../jobs/send-alert-mails';
import { sendTestPushJob } from '../jobs/deliver-push-notifications';
import { createTestPlatform } from '../testing/platform';
import { TestPushService, type TestSubscription } from '../testing/push-service';
import {
  deliverPushNotifications,
  MAX_PUSH_ATTEMPTS,
  purgePushDeliveries,
  PUSH_DELIVERY_RETENTION_DAYS,
} from './deliver-push-notifications';

describe(`push delivery (${testMode()} mode)`, () => {
  let platform: Platform;
  let service: TestPushService;
  let notes = 0;
  const mia = randomUUID();
  const tom = randomUUID();

  const deliver = (retryAfterSeconds = 60) =>
    deliverPushNotifications({ database: platform.database, push: platform.push, retryAfterSeconds });

  /** A device subscribed as a browser does, stored as the API stores it. */
  async function subscribe(
    userUuid: string,
    label = 'Chrome auf Linux',
  ): Promise<TestSubscription & { id: number }> {
    const subscription = service.subscribe();
    const [row] = await platform.database.db
      .insert(t.pushSubscriptions)
      .values({
        userUuid,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label,
        // a moment ago, so notifications written in the test are newer than the device
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    return { ...subscription, id: row!.id };
  }

  /** Writes a notification as the alert evaluation does. */
  async function notify(
    userUuid: string,
    fields: Partial<typeof t.notifications.$inferInsert> = {},
  ): Promise<number> {
    notes += 1;
    const [row] = await platform.database.db
      .insert(t.notifications)
      .values({
        userUuid,
        type: 'price',
        productId: 1,
        name: 'Azul',
        priceCents: 2999,
        oldPriceCents: 3798,
        dedupeKey: `test:${notes}`,
        ...fields,
      })
      .returning();
    return row!.id;
  }

  /** Quiet hours around (or away from) the present Berlin time. */
  async function quietHours(userUuid: string, around: boolean, dailyCap = 10) {
    const [{ minute }] = (await platform.database.query<{ minute: number }>(sql`
      select (extract(hour from now() at time zone 'Europe/Berlin') * 60
        + extract(minute from now() at time zone 'Europe/Berlin'))::int as minute`)) as [{ minute: number }];
    const from = (minute + (around ? 1440 - 60 : 120)) % 1440;
    const to = (minute + (around ? 60 : 180)) % 1440;
    await platform.database.db
      .insert(t.pushSettings)
      .values({ userUuid, quietFromMinute: from, quietToMinute: to, dailyCap })
      .onConflictDoUpdate({
        target: t.pushSettings.userUuid,
        set: { quietFromMinute: from, quietToMinute: to, dailyCap },
      });
  }

  const deliveries = () =>
    platform.database.db.select().from(t.pushDeliveries).orderBy(asc(t.pushDeliveries.id));

  beforeAll(async () => {
    platform = await createTestPlatform();
    service = await TestPushService.start();
    const { db } = platform.database;
    await db.insert(t.products).values({ id: 1, slug: 'azul', title: 'Azul', groupId: 3 });
    await db.insert(t.users).values([
      { uuid: mia, email: 'mia@example.com', displayName: 'Mia', verified: true },
      { uuid: tom, email: 'tom@example.com', displayName: 'Tom', verified: true, locale: 'en' },
    ]);
  });
  beforeEach(async () => {
    const { db } = platform.database;
    await db.delete(t.pushDeliveries);
    await db.delete(t.pushSubscriptions);
    await db.delete(t.pushSettings);
    await db.delete(t.notifications);
    service.received.length = 0;
  });
  afterAll(async () => {
    await service?.close();
    await platform?.close();
  });

  it('pushes a notification to each device in the Web Push format, encrypted and VAPID-signed', async () => {
    const phone = await subscribe(mia, 'Chrome auf Android');
    const laptop = await subscribe(mia);
    const id = await notify(mia);
    expect(await deliver()).toMatchObject({ sent: 2, capped: 0, held: 0 });
    expect(service.refused).toEqual([]);
    for (const device of [phone, laptop]) {
      const [push] = service.to(device.endpoint);
      expect(push?.payload).toEqual({
        title: 'Preisalarm: Azul',
        body: 'Jetzt 29,99\u00a0€ inkl. Versand (vorher 37,98\u00a0€)',
        url: '/games/brettspiele/azul',
        tag: `spielraum-n${id}`,
      });
      // the JWT verified with the key it names, and that key is ours
      expect(push?.vapidPublicKey).toBe(platform.push!.vapid.publicKey);
      expect(push?.claims.aud).toBe(service.origin);
      expect(push?.claims.sub).toBe('mailto:noreply@spielraum.test');
      const lifetime = push!.claims.exp - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(0);
      expect(lifetime).toBeLessThanOrEqual(24 * 3600);
      expect(push?.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        ttl: '86400',
        urgency: 'normal',
        topic: `n${id}`,
      });
    }
    const [device] = await platform.database.db
      .select()
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.id, phone.id));
    expect(device?.lastSuccessAt).toBeInstanceOf(Date);
    expect((await deliveries()).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('pushes each notification once however often it runs, and nothing older than the device', async () => {
    await notify(mia, { createdAt: new Date(Date.now() - 10 * 60_000) });
    const phone = await subscribe(mia);
    await notify(mia, { type: 'availability', name: 'Azul', priceCents: 2499, oldPriceCents: null });
    await Promise.all([deliver(), deliver()]);
    await deliver();
    expect(service.to(phone.endpoint).map((push) => push.payload)).toEqual([
      expect.objectContaining({ title: 'Wieder lieferbar: Azul', body: 'Ab 24,99\u00a0€ inkl. Versand' }),
    ]);
  });

  it('speaks English to an English user and names a news item', async () => {
    const device = await subscribe(tom);
    await notify(tom, {
      type: 'news',
      productId: null,
      name: 'Spiel des Jahres 2026',
      priceCents: null,
      oldPriceCents: null,
    });
    await deliver();
    expect(service.to(device.endpoint)[0]?.payload).toMatchObject({
      title: 'New on Spielraum',
      body: 'Spiel des Jahres 2026',
      url: '/notifications',
    });
  });

  it('holds pushes through the quiet hours and delivers them once they are over', async () => {
    const phone = await subscribe(mia);
    await quietHours(mia, true);
    await notify(mia);
    expect(await deliver()).toMatchObject({ sent: 0, held: 1 });
    expect(service.to(phone.endpoint)).toEqual([]);
    expect(await deliveries()).toEqual([]);
    // the quiet hours moved away from now, as they end
    await quietHours(mia, false);
    expect(await deliver()).toMatchObject({ sent: 1, held: 0 });
    expect(service.to(phone.endpoint)).toHaveLength(1);
  });

  it('pushes at most the daily cap of notifications per Berlin day, counted once across devices', async () => {
    const phone = await subscribe(mia);
    const laptop = await subscribe(mia);
    await quietHours(mia, false, 2);
    for (let index = 0; index < 4; index += 1) await notify(mia, { name: `Spiel ${index + 1}` });
    expect(await deliver()).toMatchObject({ sent: 4, capped: 2 });
    for (const device of [phone, laptop])
      expect(service.to(device.endpoint).map((push) => push.payload.title)).toEqual([
        'Preisalarm: Spiel 1',
        'Preisalarm: Spiel 2',
      ]);
    // the day's cap stays used: a later notification is not pushed either
    await notify(mia, { name: 'Spiel 5' });
    expect(await deliver()).toMatchObject({ sent: 0, capped: 1 });
    expect(service.to(phone.endpoint)).toHaveLength(2);
    // Tom's day is his own
    const toms = await subscribe(tom);
    await notify(tom);
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(service.to(toms.endpoint)).toHaveLength(1);
  });

  it('removes a device whose push service answers 410, and keeps the day counted', async () => {
    const gone = await subscribe(mia);
    const phone = await subscribe(mia);
    service.answer(gone.endpoint, 410);
    await notify(mia);
    expect(await deliver()).toMatchObject({ sent: 1, gone: 1 });
    const devices = await platform.database.db.select().from(t.pushSubscriptions);
    expect(devices.map((device) => device.id)).toEqual([phone.id]);
    expect((await deliveries()).map((row) => [row.status, row.subscriptionId])).toEqual([
      ['gone', null],
      ['sent', phone.id],
    ]);
  });

  it('counts a failure and retries it once, then delivers it only once', async () => {
    const phone = await subscribe(mia);
    service.answer(phone.endpoint, 500);
    await notify(mia);
    expect(await deliver()).toMatchObject({ sent: 0, retry: 1 });
    const [failing] = await platform.database.db.select().from(t.pushSubscriptions);
    expect(failing).toMatchObject({ failureCount: 1, lastSuccessAt: null });
    // not due yet
    expect(await deliver()).toMatchObject({ sent: 0, retry: 0 });
    expect(await deliver(0)).toMatchObject({ sent: 1 });
    expect(await deliver(0)).toMatchObject({ sent: 0, retry: 0 });
    expect(service.to(phone.endpoint)).toHaveLength(1);
    const [healthy] = await platform.database.db.select().from(t.pushSubscriptions);
    expect(healthy).toMatchObject({ failureCount: 0 });
    expect((await deliveries()).map((row) => [row.status, row.attempts])).toEqual([['sent', 2]]);
  });

  it(`gives a push up after ${MAX_PUSH_ATTEMPTS} failed attempts`, async () => {
    const phone = await subscribe(mia);
    service.answer(phone.endpoint, 503, 503, 503, 201);
    await notify(mia);
    for (let attempt = 0; attempt < MAX_PUSH_ATTEMPTS + 1; attempt += 1) await deliver(0);
    expect(service.to(phone.endpoint)).toEqual([]);
    expect((await deliveries()).map((row) => [row.status, row.attempts])).toEqual([
      ['failed', MAX_PUSH_ATTEMPTS],
    ]);
    const [device] = await platform.database.db.select().from(t.pushSubscriptions);
    expect(device?.failureCount).toBe(MAX_PUSH_ATTEMPTS);
  });

  it(`forgets delivery records after ${PUSH_DELIVERY_RETENTION_DAYS} days, and nothing old is pushed again`, async () => {
    const phone = await subscribe(mia);
    await notify(mia);
    await deliver();
    const day = 24 * 3600_000;
    expect(
      await purgePushDeliveries(
        platform.database,
        new Date(Date.now() + (PUSH_DELIVERY_RETENTION_DAYS - 1) * day),
      ),
    ).toBe(0);
    expect(
      await purgePushDeliveries(
        platform.database,
        new Date(Date.now() + (PUSH_DELIVERY_RETENTION_DAYS + 1) * day),
      ),
    ).toBe(1);
    // the notification is far past its freshness by then; here it is fresh, so the record was its guard
    await platform.database.db.update(t.notifications).set({ createdAt: new Date(Date.now() - 2 * day) });
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(service.to(phone.endpoint)).toHaveLength(1);
  });

  it('pushes after the immediate alert mails through the job queue, and sends the test push', async () => {
    const phone = await subscribe(mia);
    await notify(mia);
    await platform.queue.enqueue(
      sendAlertMailsJob.name,
      { mode: 'immediately' },
      { jobId: 'alert-mails-push-test' },
    );
    await platform.queue.drain(30_000);
    expect(service.to(phone.endpoint).map((push) => push.payload.title)).toEqual(['Preisalarm: Azul']);

    await quietHours(mia, true);
    await platform.queue.enqueue(sendTestPushJob.name, { userUuid: mia }, { jobId: 'test-push-1' });
    await platform.queue.drain(30_000);
    // the test push ignores the quiet hours: the user asked for it
    expect(service.to(phone.endpoint).map((push) => push.payload)).toEqual([
      expect.objectContaining({ title: 'Preisalarm: Azul' }),
      {
        title: 'Testbenachrichtigung von Spielraum',
        body: 'So sehen Push-Benachrichtigungen auf diesem Gerät aus.',
        url: '/settings',
        tag: 'spielraum-test',
      },
    ]);
  });
});
