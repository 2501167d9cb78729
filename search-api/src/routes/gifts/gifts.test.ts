import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  reserveGiftResponseSchema,
  sharedListResponseSchema,
  shareListResponseSchema,
  successResponseSchema,
  userListDetailResponseSchema,
  userListResponseSchema,
  type SharedList,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';
import { createMemoryRateLimitStore } from '../../rate-limit/store';
import { seedGameCatalogue } from '../game/test-catalogue';

const PASSWORD = 'richtig-geheim';
const ALREADY_RESERVED = 'Dieses Spiel hat gerade jemand anderes reserviert.';

describe(`gift mode of shared wish lists (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let mia: TestBrowser;
  let ben: TestBrowser;
  let wishlistId: number;
  let wishlistHash: string;
  let collectionHash: string;
  let collectionId: number;

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    return browser;
  };
  // every browser calls from its own address (behind our proxy), as visitors do; the limits count per address
  const addresses = new WeakMap<TestBrowser, string>();
  let lastAddress = 0;
  /** A visitor in a fresh browser, no account: only the anti-forgery cookie a first page load gives. */
  const visitor = async (on = app, address = `198.51.100.${(lastAddress += 1) % 250}`) => {
    const browser = new TestBrowser(on);
    addresses.set(browser, address);
    await browser.session();
    return browser;
  };
  const from = (browser: TestBrowser) => ({ 'x-forwarded-for': addresses.get(browser) ?? '192.0.2.1' });
  const createShared = async (kind: string, name: string, productIds: number[]) => {
    const created = await mia.request('/api/userlists/', { method: 'POST', json: { kind, name } });
    const list = userListResponseSchema.parse(await created.json()).data;
    for (const productId of productIds)
      await mia.request(`/api/userlists/${list.id}/items/`, {
        method: 'POST',
        json: { product_id: productId },
      });
    const shared = await mia.request(`/api/userlists/${list.id}/share/`, { method: 'POST' });
    return { id: list.id, hash: shareListResponseSchema.parse(await shared.json()).data.share_hash };
  };
  const reservationPath = (productId: number | string, hash = wishlistHash) =>
    `/api/sharedlists/${hash}/items/${productId}/reservation/`;
  const reserve = (
    browser: TestBrowser,
    productId: number | string,
    json: unknown = {},
    hash = wishlistHash,
  ) => browser.request(reservationPath(productId, hash), { method: 'POST', json, headers: from(browser) });
  const undo = (browser: TestBrowser, productId: number | string, json: unknown) =>
    browser.request(reservationPath(productId), { method: 'DELETE', json, headers: from(browser) });
  const sharedView = async (browser: TestBrowser, hash = wishlistHash): Promise<SharedList> => {
    const response = await browser.request(`/api/sharedlists/${hash}/`);
    expect(response.status).toBe(200);
    return sharedListResponseSchema.parse(await response.json()).data;
  };
  const reservationOf = (list: { items: SharedList['items'] }, productId: number) =>
    list.items.find((item) => item.game.product_id === productId)?.reservation;
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json());
  const setShowReservations = async (show: boolean, listId = wishlistId) =>
    mia.request(`/api/userlists/${listId}/settings/`, { method: 'PATCH', json: { show_reservations: show } });

  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedGameCatalogue(platform);
    app = createApp({ platform, trustProxy: 1 });
    const { db } = platform.database;
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD, displayName: 'Mia' });
    await createTestUser(db, { email: 'ben@example.com', password: PASSWORD, displayName: 'Ben' });
    mia = await signedIn('mia@example.com');
    ben = await signedIn('ben@example.com');
    ({ id: wishlistId, hash: wishlistHash } = await createShared('wishlist', 'Geburtstag', [1, 3, 4]));
    ({ id: collectionId, hash: collectionHash } = await createShared('collection', 'Regal', [1]));
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('lets an anonymous visitor reserve a game, refuses a second visitor with 409 and undoes with the secret', async () => {
    const anna = await visitor();
    const before = await sharedView(anna);
    expect(before).toMatchObject({ can_reserve: true, reservations_shown: true });
    expect(before.items.map((item) => item.reservation)).toEqual([null, null, null]);

    const reserved = await reserve(anna, 1, { gifter_name: '  Tante Erna ' });
    expect(reserved.status).toBe(201);
    const { data } = reserveGiftResponseSchema.parse(await reserved.json());
    expect(data).toMatchObject({ product_id: 1, reservation: { gifter_name: 'Tante Erna' } });
    expect(data.undo_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // only the secret's hash is stored
    const [row] = await platform.database.db
      .select()
      .from(t.giftReservations)
      .where(eq(t.giftReservations.listId, wishlistId));
    expect(row!.undoSecretHash).toBe(createHash('sha256').update(data.undo_secret).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(data.undo_secret);

    const bert = await visitor();
    const second = await reserve(bert, 1, { gifter_name: 'Onkel Bert' });
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toMatchObject({ status: 409, message: ALREADY_RESERVED });
    // other gifters see it reserved, with the name the gifter chose to show, never the secret
    const seen = await sharedView(bert);
    expect(reservationOf(seen, 1)).toEqual(data.reservation);
    expect(JSON.stringify(seen)).not.toContain(data.undo_secret);
    // a signed-in visitor sees the same
    expect(reservationOf(await sharedView(ben), 1)?.gifter_name).toBe('Tante Erna');

    const wrong = await undo(bert, 1, { undo_secret: 'A'.repeat(43) });
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).message).toMatch(/Nur wer reserviert hat/);
    expect(reservationOf(await sharedView(bert), 1)).not.toBeNull();

    // the undo link works from any browser: it carries the secret
    const undone = await undo(bert, 1, { undo_secret: data.undo_secret });
    expect(undone.status).toBe(200);
    expect(successResponseSchema.parse(await undone.json()).data).toBe('success');
    expect(reservationOf(await sharedView(anna), 1)).toBeNull();
    const again = await undo(anna, 1, { undo_secret: data.undo_secret });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe('Dieses Spiel ist nicht (mehr) reserviert.');

    // now Bert gets it, anonymously
    const bertReserves = await reserve(bert, 1);
    expect(bertReserves.status).toBe(201);
    const bertData = reserveGiftResponseSchema.parse(await bertReserves.json()).data;
    expect(bertData.reservation.gifter_name).toBeNull();
    expect((await undo(anna, 1, { undo_secret: data.undo_secret })).status).toBe(403);
    expect((await undo(bert, 1, { undo_secret: bertData.undo_secret })).status).toBe(200);
  });

  it('lets exactly one of several visitors win when they reserve at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const browsers = await Promise.all([visitor(), visitor(), visitor(), visitor()]);
      const answers = await Promise.all(
        browsers.map((browser, index) => reserve(browser, 3, { gifter_name: `Gast ${index}` })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      const winner = answers.find((answer) => answer.status === 201)!;
      const { data } = reserveGiftResponseSchema.parse(await winner.json());
      for (const loser of answers.filter((answer) => answer.status === 409))
        expect((await errorOf(loser)).message).toBe(ALREADY_RESERVED);
      const rows = await platform.database.db
        .select()
        .from(t.giftReservations)
        .where(eq(t.giftReservations.productId, 3));
      expect(rows.map((row) => row.id)).toEqual([data.reservation.id]);
      expect((await undo(browsers[0]!, 3, { undo_secret: data.undo_secret })).status).toBe(200);
    }
  });

  it('keeps reservations from the owner unless the owner chooses to see them', async () => {
    const anna = await visitor();
    const reserved = await reserve(anna, 4, { gifter_name: 'Geheimnisträgerin' });
    expect(reserved.status).toBe(201);
    const secret = reserveGiftResponseSchema.parse(await reserved.json()).data.undo_secret;

    // off by default: neither the own list nor the own shared link sends anything of it
    const own = await mia.request(`/api/userlists/${wishlistId}/`);
    const ownText = await own.text();
    const ownList = userListDetailResponseSchema.parse(JSON.parse(ownText)).data;
    expect(ownList.show_reservations).toBe(false);
    expect(ownList.items.every((item) => item.reservation === null)).toBe(true);
    expect(ownText).not.toContain('Geheimnisträgerin');
    const ownShared = await mia.request(`/api/sharedlists/${wishlistHash}/`);
    const ownSharedText = await ownShared.text();
    const ownView = sharedListResponseSchema.parse(JSON.parse(ownSharedText)).data;
    expect(ownView).toMatchObject({ can_reserve: false, reservations_shown: false });
    expect(ownView.items.every((item) => item.reservation === null)).toBe(true);
    expect(ownSharedText).not.toContain('Geheimnisträgerin');
    // reserving on the own list would reveal by a 409 what is reserved: refused for every game
    const ownReserve = await reserve(mia, 4);
    expect(ownReserve.status).toBe(403);
    expect((await errorOf(ownReserve)).message).toBe(
      'Auf deiner eigenen Wunschliste kannst du keine Spiele reservieren.',
    );
    expect((await reserve(mia, 1)).status).toBe(403);

    // opting in shows them in both places
    const on = await setShowReservations(true);
    expect(on.status).toBe(200);
    expect(userListResponseSchema.parse(await on.json()).data.show_reservations).toBe(true);
    const visible = userListDetailResponseSchema.parse(
      await (await mia.request(`/api/userlists/${wishlistId}/`)).json(),
    ).data;
    expect(reservationOf(visible, 4)?.gifter_name).toBe('Geheimnisträgerin');
    const visibleShared = await sharedView(mia);
    expect(visibleShared).toMatchObject({ can_reserve: false, reservations_shown: true });
    expect(reservationOf(visibleShared, 4)?.gifter_name).toBe('Geheimnisträgerin');

    // and off again
    expect((await setShowReservations(false)).status).toBe(200);
    expect(JSON.stringify(await sharedView(mia))).not.toContain('Geheimnisträgerin');
    // another user only changes their own lists' settings
    expect(
      (
        await ben.request(`/api/userlists/${wishlistId}/settings/`, {
          method: 'PATCH',
          json: { show_reservations: true },
        })
      ).status,
    ).toBe(404);
    expect((await undo(anna, 4, { undo_secret: secret })).status).toBe(200);
  });

  it('drops the reservation with the game the owner removes from the list', async () => {
    const anna = await visitor();
    expect((await reserve(anna, 4)).status).toBe(201);
    const removed = await mia.request(`/api/userlists/${wishlistId}/items/4/`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const { db } = platform.database;
    expect(await db.select().from(t.giftReservations).where(eq(t.giftReservations.productId, 4))).toEqual([]);
    const gone = await reserve(anna, 4);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe('Dieses Spiel steht nicht auf der Liste.');
    await mia.request(`/api/userlists/${wishlistId}/items/`, { method: 'POST', json: { product_id: 4 } });
    expect(reservationOf(await sharedView(anna), 4)).toBeNull();
  });

  it('takes no gifts on collections', async () => {
    const anna = await visitor();
    const view = await sharedView(anna, collectionHash);
    expect(view).toMatchObject({ kind: 'collection', can_reserve: false, reservations_shown: false });
    const refused = await reserve(anna, 1, {}, collectionHash);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(
      'Nur Spiele auf Wunschlisten lassen sich zum Verschenken reservieren.',
    );
    expect((await setShowReservations(true, collectionId)).status).toBe(400);
    expect(await platform.database.db.select().from(t.giftReservations)).toEqual([]);
  });

  it('answers garbage with 400 or 404 and German messages, never 500', async () => {
    const anna = await visitor();
    const cases: [string, RequestInit & { json?: unknown; body?: string }, number][] = [
      [reservationPath(1, 'kurz'), { json: {} }, 404],
      [reservationPath(1, 'A'.repeat(22)), { json: {} }, 404],
      [reservationPath(1, "'%20or%201=1--aaaaaaaaaa"), { json: {} }, 404],
      [reservationPath('abc'), { json: {} }, 404],
      [reservationPath(0), { json: {} }, 404],
      [reservationPath('99999999999'), { json: {} }, 404],
      [reservationPath(424242), { json: {} }, 404],
      [reservationPath(1), { body: 'kein json' }, 400],
      [reservationPath(1), { json: [] }, 400],
      [reservationPath(1), { json: { gifter_name: 42 } }, 400],
      [reservationPath(1), { json: { gifter_name: 'x'.repeat(41) } }, 400],
      [reservationPath(1), { json: { gifter_name: '<script>alert(1)</script>' } }, 400],
      [reservationPath(1), { json: { gifter_name: 'Erna\u0000' } }, 400],
    ];
    for (const [path, init, status] of cases) {
      const response = await anna.request(path, { method: 'POST', headers: from(anna), ...init } as never);
      expect(response.status, path).toBe(status);
      const error = await errorOf(response);
      expect(error.message).toMatch(/[a-zäöüß]/);
    }
    const tooLong = await reserve(anna, 1, { gifter_name: 'x'.repeat(41) });
    expect((await errorOf(tooLong)).fields).toEqual({ gifter_name: 'Bitte gib höchstens 40 Zeichen ein.' });
    const badName = await reserve(anna, 1, { gifter_name: '<b>Erna</b>' });
    expect((await errorOf(badName)).fields?.gifter_name).toBe(
      'Bitte verwende für den Namen nur Buchstaben, Ziffern, Leerzeichen und Bindestriche.',
    );
    for (const json of [
      {},
      { undo_secret: 'kurz' },
      { undo_secret: 7 },
      { undo_secret: `${'A'.repeat(42)}!` },
    ]) {
      const response = await undo(anna, 1, json);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.undo_secret).toBe(
        'Dieser Link zum Aufheben der Reservierung ist ungültig.',
      );
    }
    expect((await undo(anna, 'x', { undo_secret: 'A'.repeat(43) })).status).toBe(404);
    expect(await platform.database.db.select().from(t.giftReservations)).toEqual([]);
  });

  it('needs the anti-forgery pair for both calls', async () => {
    const anna = await visitor();
    const post = await anna.request(reservationPath(1), { method: 'POST', json: {}, antiForgery: false });
    expect(post.status).toBe(403);
    const bare = await app.request(reservationPath(1), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bare.status).toBe(403);
    const del = await anna.request(reservationPath(1), {
      method: 'DELETE',
      json: { undo_secret: 'A'.repeat(43) },
      antiForgery: false,
    });
    expect(del.status).toBe(403);
    expect(await platform.database.db.select().from(t.giftReservations)).toEqual([]);
  });

  it('limits reservations per client address', async () => {
    const limited = createApp({ platform, trustProxy: 1, rateLimits: createMemoryRateLimitStore() });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      // every attempt counts, also the ones refused because the game is taken
      const browser = await visitor(limited, '203.0.113.7');
      const response = await reserve(browser, 1);
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409), 429]);
    // another address is not held back
    expect((await reserve(await visitor(limited), 1)).status).toBe(409);
  });
});
