import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  notificationCountResponseSchema,
  notificationResponseSchema,
  notificationsChangedResponseSchema,
  notificationsResponseSchema,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`notifications (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let lea: TestBrowser;
  let noah: TestBrowser;
  let leaUuid: string;
  let noahUuid: string;

  const count = async (browser: TestBrowser) =>
    notificationCountResponseSchema.parse(await (await browser.request('/api/notifications/count/')).json())
      .data.unread;
  const page = async (browser: TestBrowser, query = '') =>
    notificationsResponseSchema.parse(await (await browser.request(`/api/notifications/${query}`)).json())
      .data;

  /** Inserts notifications as the indexer's evaluation does, oldest first. */
  async function notify(
    userUuid: string,
    rows: { type: string; name: string; price?: number; old?: number }[],
  ) {
    const start = Date.UTC(2026, 10, 1, 8);
    await platform.database.db.insert(t.notifications).values(
      rows.map((row, index) => ({
        userUuid,
        type: row.type,
        name: row.name,
        productId: row.type === 'news' ? null : 1,
        priceCents: row.price ?? null,
        oldPriceCents: row.old ?? null,
        listName: row.type === 'price' ? 'Geburtstag' : null,
        dedupeKey: `${userUuid}:${row.name}:${index}`,
        createdAt: new Date(start + index * 60_000),
      })),
    );
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    const { db } = platform.database;
    await db.insert(t.products).values({ id: 1, slug: 'azul', title: 'Azul', groupId: 3 });
    leaUuid = (await createTestUser(db, { email: 'lea@example.com', password: 'richtig-geheim' })).uuid;
    noahUuid = (await createTestUser(db, { email: 'noah@example.com', password: 'richtig-geheim' })).uuid;
    lea = new TestBrowser(app);
    await lea.session();
    await lea.login('lea@example.com', 'richtig-geheim');
    noah = new TestBrowser(app);
    await noah.session();
    await noah.login('noah@example.com', 'richtig-geheim');
  });
  beforeEach(async () => {
    await platform.database.db.delete(t.notifications);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('needs a signed-in user', async () => {
    const anonymous = new TestBrowser(app);
    await anonymous.session();
    expect((await anonymous.request('/api/notifications/count/')).status).toBe(401);
    expect((await anonymous.request('/api/notifications/')).status).toBe(401);
  });

  it('lists newest first with name, price, old price, list name and the game page, and counts unread', async () => {
    await notify(leaUuid, [
      { type: 'price', name: 'Azul', price: 2999, old: 3798 },
      { type: 'availability', name: 'Azul' },
      { type: 'news', name: 'Neu im Magazin: Spiel des Jahres' },
    ]);
    await notify(noahUuid, [{ type: 'price', name: 'Azul', price: 1000, old: 2000 }]);
    expect(await count(lea)).toBe(3);
    expect(await count(noah)).toBe(1);
    const data = await page(lea);
    expect(data).toMatchObject({ total: 3, unread: 3, page: 1, rows_per_page: 20 });
    expect(data.notifications.map((entry) => entry.type)).toEqual(['news', 'availability', 'price']);
    expect(data.notifications[2]).toMatchObject({
      name: 'Azul',
      price: 2999,
      old_price: 3798,
      list_name: 'Geburtstag',
      read: false,
      product: { product_id: 1, slug: 'azul', category: 'brettspiele' },
      path: '/games/brettspiele/azul',
      created_at: '2026-11-01T08:00:00.000Z',
    });
    expect(data.notifications[0]?.product).toBeNull();
    expect(data.notifications[0]?.path).toBeNull();
    expect((await page(lea, '?type=price')).notifications.map((entry) => entry.name)).toEqual(['Azul']);
  });

  it('pages by 20', async () => {
    await notify(
      leaUuid,
      Array.from({ length: 25 }, (_, index) => ({ type: 'news', name: `Meldung ${index + 1}` })),
    );
    const second = await page(lea, '?page=2');
    expect(second.total).toBe(25);
    expect(second.notifications.map((entry) => entry.name)).toEqual([
      'Meldung 5',
      'Meldung 4',
      'Meldung 3',
      'Meldung 2',
      'Meldung 1',
    ]);
    expect((await page(lea, '?page=3')).notifications).toEqual([]);
  });

  it('marks one read and unread again, and only the own ones', async () => {
    await notify(leaUuid, [
      { type: 'price', name: 'Azul', price: 2999, old: 3798 },
      { type: 'news', name: 'Neuigkeit' },
    ]);
    await notify(noahUuid, [{ type: 'news', name: 'Für Noah' }]);
    const [first] = (await page(lea)).notifications;
    const mark = (browser: TestBrowser, id: number, read: unknown) =>
      browser.request(`/api/notifications/${id}/`, { method: 'PATCH', json: { read } });
    const read = notificationResponseSchema.parse(await (await mark(lea, first!.id, true)).json()).data;
    expect(read).toMatchObject({ id: first!.id, read: true });
    expect(await count(lea)).toBe(1);
    expect((await page(lea, '?unread=true')).notifications.map((entry) => entry.name)).toEqual(['Azul']);
    // marking read twice keeps the first reading time
    const [row] = await platform.database.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.id, first!.id));
    await mark(lea, first!.id, true);
    const [again] = await platform.database.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.id, first!.id));
    expect(again?.readAt).toEqual(row?.readAt);

    expect(notificationResponseSchema.parse(await (await mark(lea, first!.id, false)).json()).data.read).toBe(
      false,
    );
    expect(await count(lea)).toBe(2);

    const foreign = await mark(noah, first!.id, true);
    expect(foreign.status).toBe(404);
    expect(apiErrorSchema.parse(await foreign.json()).message).toBe(
      'Diese Benachrichtigung gibt es nicht (mehr).',
    );
    expect((await mark(lea, first!.id, 'ja')).status).toBe(400);
    expect((await mark(lea, 123456789012345, true)).status).toBe(404);
    expect(await count(lea)).toBe(2);
  });

  it('marks all read for this user only', async () => {
    await notify(leaUuid, [
      { type: 'price', name: 'Azul', price: 2999, old: 3798 },
      { type: 'news', name: 'Neuigkeit' },
    ]);
    await notify(noahUuid, [{ type: 'news', name: 'Für Noah' }]);
    const response = await lea.request('/api/notifications/readall/', { method: 'POST' });
    expect(notificationsChangedResponseSchema.parse(await response.json()).data).toEqual({
      changed: 2,
      unread: 0,
    });
    expect(await count(lea)).toBe(0);
    expect(await count(noah)).toBe(1);
  });

  it('deletes by type for this user only', async () => {
    await notify(leaUuid, [
      { type: 'price', name: 'Azul', price: 2999, old: 3798 },
      { type: 'price', name: 'Patchwork', price: 1499, old: 1999 },
      { type: 'news', name: 'Neuigkeit' },
    ]);
    await notify(noahUuid, [{ type: 'price', name: 'Für Noah', price: 1, old: 2 }]);
    const response = await lea.request('/api/notifications/?type=price', { method: 'DELETE' });
    expect(notificationsChangedResponseSchema.parse(await response.json()).data).toEqual({
      changed: 2,
      unread: 1,
    });
    expect((await page(lea)).notifications.map((entry) => entry.name)).toEqual(['Neuigkeit']);
    expect(await count(noah)).toBe(1);
    const noType = await lea.request('/api/notifications/', { method: 'DELETE' });
    expect(noType.status).toBe(400);
    expect(apiErrorSchema.parse(await noType.json()).fields).toEqual({
      type: 'Bitte wähle einen Eintrag aus der Liste',
    });
  });

  it('refuses bad list queries with 400', async () => {
    for (const query of ['?page=0', '?page=abc', '?type=spam', '?unread=vielleicht'])
      expect((await lea.request(`/api/notifications/${query}`)).status, query).toBe(400);
  });
});
