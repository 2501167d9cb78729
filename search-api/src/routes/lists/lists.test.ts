import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addListItemResponseSchema,
  apiErrorSchema,
  filterDataResponseSchema,
  ignoredGamesResponseSchema,
  message,
  nameSuggestionsResponseSchema,
  sharedListResponseSchema,
  shareListResponseSchema,
  userGameStatesResponseSchema,
  userListDetailResponseSchema,
  userListResponseSchema,
  userListsResponseSchema,
  successResponseSchema,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { buildSearchDocuments } from '@spielraum/indexer';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';
import { createBitmapEngine } from '../../engine/bitmap-engine';
import { SearchReplica } from '../../search/replica';
import { seedGameCatalogue } from '../game/test-catalogue';

const PASSWORD = 'richtig-geheim';

describe(`wish lists, collections and ignored games (${testMode()} mode)`, () => {
  let platform: Platform;
  let replica: SearchReplica;
  let app: ReturnType<typeof createApp>;
  let mia: TestBrowser;
  let ben: TestBrowser;

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    return browser;
  };
  const createList = async (browser: TestBrowser, kind: string, name: string) => {
    const response = await browser.request('/api/userlists/', { method: 'POST', json: { kind, name } });
    expect(response.status).toBe(201);
    return userListResponseSchema.parse(await response.json()).data;
  };
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json());
  /** A call that succeeds with `{ data: 'success' }`. */
  const succeeds = async (response: Promise<Response>) => {
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(successResponseSchema.parse(await answer.json()).data).toBe('success');
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedGameCatalogue(platform);
    await buildSearchDocuments({ database: platform.database, productIds: null });
    replica = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
    await replica.load();
    app = createApp({ platform, search: replica });
    const { db } = platform.database;
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD, displayName: 'Mia' });
    await createTestUser(db, { email: 'ben@example.com', password: PASSWORD, displayName: 'Ben' });
    mia = await signedIn('mia@example.com');
    ben = await signedIn('ben@example.com');
  }, 120_000);
  afterAll(async () => {
    await replica?.stop();
    await platform?.close();
  });

  it('refuses adding a game before a list of that kind exists, with SPEC’s text', async () => {
    const response = await mia.request('/api/userlists/items/', {
      method: 'POST',
      json: { kind: 'wishlist', product_id: 1 },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.error).toBe('no list exists');
    expect(error.message).toBe(message('noListExists'));
    expect(error.message).toBe(
      'Bitte lege zuerst eine Wunschliste oder Sammlung an, bevor du Spiele hinzufügst.',
    );
  });

  it('creates, renames, fills, annotates and deletes a wish list with best totals and their sum', async () => {
    const list = await createList(mia, 'wishlist', '  Geburtstag ');
    expect(list).toMatchObject({ kind: 'wishlist', name: 'Geburtstag', item_count: 0, share_hash: null });

    for (const productId of [1, 3, 4]) {
      const added = await mia.request('/api/userlists/items/', {
        method: 'POST',
        json: { kind: 'wishlist', product_id: productId },
      });
      expect(added.status).toBe(200);
      expect(addListItemResponseSchema.parse(await added.json()).data).toEqual({
        list_id: list.id,
        list_name: 'Geburtstag',
        product_id: productId,
      });
    }
    // adding again changes nothing
    const again = await mia.request(`/api/userlists/${list.id}/items/`, {
      method: 'POST',
      json: { product_id: 1 },
    });
    expect(again.status).toBe(200);
    expect(addListItemResponseSchema.parse(await again.json()).data.list_id).toBe(list.id);
    await succeeds(
      mia.request(`/api/userlists/${list.id}/items/3/`, {
        method: 'PATCH',
        json: { note: 'Für Papa', priority: 1 },
      }),
    );
    const renamed = await mia.request(`/api/userlists/${list.id}/`, {
      method: 'PATCH',
      json: { name: 'Weihnachten' },
    });
    expect(renamed.status).toBe(200);
    expect(userListResponseSchema.parse(await renamed.json()).data.name).toBe('Weihnachten');

    const detail = userListDetailResponseSchema.parse(
      await (await mia.request(`/api/userlists/${list.id}/`)).json(),
    ).data;
    expect(detail.name).toBe('Weihnachten');
    expect(detail.item_count).toBe(3);
    // priority 1 first
    expect(detail.items[0]).toMatchObject({ note: 'Für Papa', priority: 1, game: { product_id: 3 } });
    const { db } = platform.database;
    const stats = await db.select().from(t.productPriceStats);
    const expectedSum = [1, 3, 4]
      .map((id) => stats.find((row) => row.productId === id)?.bestTotalCents ?? null)
      .filter((total): total is number => total !== null);
    expect(expectedSum.length).toBeGreaterThan(0);
    expect(detail.priced_count).toBe(expectedSum.length);
    expect(detail.best_total_sum).toBe(expectedSum.reduce((a, b) => a + b, 0));
    const azul = detail.items.find((item) => item.game.product_id === 1)!;
    expect(azul.game.best_total).toBe(stats.find((row) => row.productId === 1)!.bestTotalCents);

    await succeeds(mia.request(`/api/userlists/${list.id}/items/4/`, { method: 'DELETE' }));
    expect((await mia.request(`/api/userlists/${list.id}/items/4/`, { method: 'DELETE' })).status).toBe(404);
    const overview = userListsResponseSchema.parse(
      await (await mia.request('/api/userlists/?kind=wishlist')).json(),
    ).data;
    expect(overview.map((entry) => [entry.name, entry.item_count])).toEqual([['Weihnachten', 2]]);
    expect(
      userListsResponseSchema.parse(await (await mia.request('/api/userlists/?kind=collection')).json()).data,
    ).toEqual([]);

    await succeeds(mia.request(`/api/userlists/${list.id}/`, { method: 'DELETE' }));
    expect((await mia.request(`/api/userlists/${list.id}/`)).status).toBe(404);
    expect(await db.select().from(t.userListItems).where(eq(t.userListItems.listId, list.id))).toEqual([]);
  });

  it("never shows or changes another user's list (404, not 403)", async () => {
    const list = await createList(mia, 'collection', 'Regal');
    await mia.request(`/api/userlists/${list.id}/items/`, { method: 'POST', json: { product_id: 1 } });
    const attempts = [
      ben.request(`/api/userlists/${list.id}/`),
      ben.request(`/api/userlists/${list.id}/`, { method: 'PATCH', json: { name: 'Meins' } }),
      ben.request(`/api/userlists/${list.id}/`, { method: 'DELETE' }),
      ben.request(`/api/userlists/${list.id}/items/`, { method: 'POST', json: { product_id: 3 } }),
      ben.request(`/api/userlists/${list.id}/items/1/`, { method: 'PATCH', json: { priority: 2 } }),
      ben.request(`/api/userlists/${list.id}/items/1/`, { method: 'DELETE' }),
      ben.request(`/api/userlists/${list.id}/share/`, { method: 'POST' }),
      ben.request(`/api/userlists/${list.id}/share/`, { method: 'DELETE' }),
      ben.request('/api/userlists/items/', {
        method: 'POST',
        json: { kind: 'collection', list_id: list.id, product_id: 3 },
      }),
      ben.request('/api/userlists/999999/'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('Diese Liste gibt es nicht.');
    }
    expect(userListsResponseSchema.parse(await (await ben.request('/api/userlists/')).json()).data).toEqual(
      [],
    );
    const mine = userListDetailResponseSchema.parse(
      await (await mia.request(`/api/userlists/${list.id}/`)).json(),
    );
    expect(mine.data).toMatchObject({ name: 'Regal', item_count: 1 });
  });

  it('shares a list by a 128-bit hash that anyone can read until it is revoked', async () => {
    const list = await createList(mia, 'wishlist', 'Geteilt');
    await mia.request(`/api/userlists/${list.id}/items/`, {
      method: 'POST',
      json: { product_id: 1, note: 'Bitte die deutsche Ausgabe', priority: 2 },
    });
    const shared = shareListResponseSchema.parse(
      await (await mia.request(`/api/userlists/${list.id}/share/`, { method: 'POST' })).json(),
    ).data.share_hash;
    expect(shared).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // sharing again keeps the address
    const again = shareListResponseSchema.parse(
      await (await mia.request(`/api/userlists/${list.id}/share/`, { method: 'POST' })).json(),
    ).data.share_hash;
    expect(again).toBe(shared);

    const visitor = await app.request(`/api/sharedlists/${shared}/`);
    expect(visitor.status).toBe(200);
    const view = sharedListResponseSchema.parse(await visitor.json()).data;
    expect(view).toMatchObject({ kind: 'wishlist', name: 'Geteilt', owner_name: 'Mia', priced_count: 1 });
    expect(view.items[0]).toMatchObject({ note: 'Bitte die deutsche Ausgabe', priority: 2 });
    expect(JSON.stringify(view)).not.toMatch(/mia@example|"id"/);

    await succeeds(mia.request(`/api/userlists/${list.id}/share/`, { method: 'DELETE' }));
    expect((await app.request(`/api/sharedlists/${shared}/`)).status).toBe(404);
    const renewed = shareListResponseSchema.parse(
      await (await mia.request(`/api/userlists/${list.id}/share/`, { method: 'POST' })).json(),
    ).data.share_hash;
    expect(renewed).not.toBe(shared);
    expect((await app.request(`/api/sharedlists/${shared}/`)).status).toBe(404);
    expect((await app.request(`/api/sharedlists/${renewed}/`)).status).toBe(200);
    expect((await app.request('/api/sharedlists/kurz/')).status).toBe(404);
  });

  it('validates input with German messages and keeps the limits', async () => {
    const empty = await mia.request('/api/userlists/', {
      method: 'POST',
      json: { kind: 'wishlist', name: ' ' },
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields).toEqual({ name: 'Dies ist eine Pflichtangabe.' });
    const long = await mia.request('/api/userlists/', {
      method: 'POST',
      json: { kind: 'regal', name: 'x'.repeat(81) },
    });
    expect((await errorOf(long)).fields).toEqual({
      kind: 'Bitte wähle einen Eintrag aus der Liste',
      name: 'Bitte gib höchstens 80 Zeichen ein.',
    });
    const list = await createList(mia, 'wishlist', 'Prüfung');
    await mia.request(`/api/userlists/${list.id}/items/`, { method: 'POST', json: { product_id: 3 } });
    const priority = await mia.request(`/api/userlists/${list.id}/items/3/`, {
      method: 'PATCH',
      json: { priority: 6, note: 'x'.repeat(1001) },
    });
    expect((await errorOf(priority)).fields).toEqual({
      priority: 'Die Priorität muss zwischen 1 und 5 liegen.',
      note: 'Bitte gib höchstens 1000 Zeichen ein.',
    });
    const unknownGame = await mia.request(`/api/userlists/${list.id}/items/`, {
      method: 'POST',
      json: { product_id: 424242 },
    });
    expect(unknownGame.status).toBe(400);
    expect((await errorOf(unknownGame)).message).toBe('Dieses Spiel gibt es nicht.');
    expect((await mia.request('/api/userlists/abc/')).status).toBe(404);
    expect((await mia.request('/api/usergamestates/?product_ids=1;drop')).status).toBe(400);

    // at most 50 lists per user
    const { db } = platform.database;
    const [user] = await db.select().from(t.users).where(eq(t.users.email, 'mia@example.com'));
    const existing = (await db.select().from(t.userLists).where(eq(t.userLists.userUuid, user!.uuid))).length;
    await db.insert(t.userLists).values(
      Array.from({ length: 50 - existing }, (_, index) => ({
        userUuid: user!.uuid,
        kind: 'collection' as const,
        name: `Füller ${index}`,
      })),
    );
    const tooMany = await mia.request('/api/userlists/', {
      method: 'POST',
      json: { kind: 'wishlist', name: 'Eine mehr' },
    });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).message).toBe('Du kannst höchstens 50 Listen anlegen.');
    await db.delete(t.userLists).where(eq(t.userLists.userUuid, user!.uuid));
  });

  it('needs a signed-in, verified user and the anti-forgery pair', async () => {
    const anonymous = new TestBrowser(app);
    await anonymous.session();
    expect((await anonymous.request('/api/userlists/')).status).toBe(401);
    expect((await anonymous.request('/api/ignoredgames/')).status).toBe(401);
    expect(
      (await anonymous.request('/api/userlists/', { method: 'POST', json: { kind: 'wishlist', name: 'x' } }))
        .status,
    ).toBe(401);
    const withoutPair = await mia.request('/api/userlists/', {
      method: 'POST',
      json: { kind: 'wishlist', name: 'ohne Schutz' },
      antiForgery: false,
    });
    expect(withoutPair.status).toBe(403);
    expect(
      (
        await mia.request('/api/ignoredgames/', {
          method: 'POST',
          json: { product_id: 1 },
          antiForgery: false,
        })
      ).status,
    ).toBe(403);
    expect(userListsResponseSchema.parse(await (await mia.request('/api/userlists/')).json()).data).toEqual(
      [],
    );
  });

  it('hides ignored games from that user’s search, facet counts and type-ahead until undone or asked', async () => {
    const search = async (browser: TestBrowser, query = '') => {
      const response = await browser.request(
        `/api/filter/data/?filter-ohne-angebote=1&rowsPerPage=50${query}`,
      );
      expect(response.status).toBe(200);
      return filterDataResponseSchema.parse(await response.json());
    };
    const familyCount = (answer: Awaited<ReturnType<typeof search>>) =>
      answer.data.facets.categories?.find((option) => option.key.endsWith('familienspiele'))?.count ?? 0;
    const before = await search(mia);
    expect(before.data.hits.map((hit) => hit.product_id)).toContain(1);

    await succeeds(mia.request('/api/ignoredgames/', { method: 'POST', json: { product_id: 1 } }));
    const hidden = await search(mia);
    expect(hidden.data.hits.map((hit) => hit.product_id)).not.toContain(1);
    expect(hidden.data.total).toBe(before.data.total - 1);
    expect(familyCount(hidden)).toBe(familyCount(before) - 1);
    const typeAhead = await mia.request('/api/filter/namesearch/?term=azul');
    expect(
      nameSuggestionsResponseSchema.parse(await typeAhead.json()).data.map((hit) => hit.id),
    ).not.toContain(1);
    // other users and the switch still see it
    expect((await search(ben)).data.hits.map((hit) => hit.product_id)).toContain(1);
    const asked = await search(mia, '&show-ignored=1');
    expect(asked.data.total).toBe(before.data.total);
    expect(familyCount(asked)).toBe(familyCount(before));

    const states = userGameStatesResponseSchema.parse(
      await (await mia.request('/api/usergamestates/?product_ids=1,3')).json(),
    ).data;
    expect(states.games).toEqual([
      { product_id: 1, list_ids: [], ignored: true },
      { product_id: 3, list_ids: [], ignored: false },
    ]);
    const list = ignoredGamesResponseSchema.parse(
      await (await mia.request('/api/ignoredgames/')).json(),
    ).data;
    expect(list.map((entry) => entry.game.product_id)).toEqual([1]);

    await succeeds(mia.request('/api/ignoredgames/1/', { method: 'DELETE' }));
    expect((await search(mia)).data.total).toBe(before.data.total);
    expect(
      ignoredGamesResponseSchema.parse(await (await mia.request('/api/ignoredgames/')).json()).data,
    ).toEqual([]);
  });
});
