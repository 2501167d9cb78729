import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  curatorListResponseSchema,
  curatorListsResponseSchema,
  followResponseSchema,
  moderationQueueResponseSchema,
  PERMISSIONS,
  recommendationListResponseSchema,
  recommendationsResponseSchema,
  type CuratorListRequest,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`recommendation lists (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let visitor: TestBrowser;
  let mia: TestBrowser;
  let lea: TestBrowser;
  let ben: TestBrowser;
  let editor: TestBrowser;
  let miaUuid: string;

  const list = (fields: Partial<CuratorListRequest> = {}): CuratorListRequest => ({
    title: 'Spiele zu zweit',
    intro: 'Für Abende, an denen nur zwei am Tisch sitzen.',
    visibility: 'public',
    cover_image_id: null,
    items: [1, 2, 3, 4, 5].map((id) => ({ product_id: id, note: `Notiz ${id}` })),
    ...fields,
  });
  const create = async (browser: TestBrowser, fields: Partial<CuratorListRequest> = {}) => {
    const response = await browser.request('/api/curator/lists/', { method: 'POST', json: list(fields) });
    expect(response.status).toBe(201);
    return curatorListResponseSchema.parse(await response.json()).data;
  };
  const login = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.session();
    await browser.login(email, 'richtig-geheim');
    return browser;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    const { db } = platform.database;
    await db
      .insert(t.products)
      .values(
        [1, 2, 3, 4, 5, 6].map((id) => ({ id, slug: `spiel-${id}`, title: `Spiel ${id}`, groupId: 3 })),
      );
    await db.insert(t.productPriceStats).values([
      { productId: 1, bestTotalCents: 2000, availability: 'is_available' as const, dealerCount: 1 },
      { productId: 2, bestTotalCents: 3050, availability: 'is_available' as const, dealerCount: 2 },
    ]);
    miaUuid = (
      await createTestUser(db, { email: 'mia@example.com', password: 'richtig-geheim', displayName: 'Mia' })
    ).uuid;
    await createTestUser(db, {
      email: 'lea@example.com',
      password: 'richtig-geheim',
      displayName: 'Kuratorin Lea',
      permissions: [PERMISSIONS.recommendationListAdd],
    });
    await createTestUser(db, {
      email: 'ben@example.com',
      password: 'richtig-geheim',
      displayName: 'Ben',
      permissions: [PERMISSIONS.recommendationListEdit],
    });
    await createTestUser(db, {
      email: 'redaktion@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.moderate, PERMISSIONS.magazineEdit],
    });
    visitor = new TestBrowser(app);
    await visitor.session();
    mia = await login('mia@example.com');
    lea = await login('lea@example.com');
    ben = await login('ben@example.com');
    editor = await login('redaktion@example.com');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('lets curators with either permission manage lists, nobody else (401, 403)', async () => {
    expect((await visitor.request('/api/curator/lists/')).status).toBe(401);
    for (const browser of [mia, editor]) {
      expect((await browser.request('/api/curator/lists/')).status).toBe(403);
      expect((await browser.request('/api/curator/lists/', { method: 'POST', json: list() })).status).toBe(
        403,
      );
    }
    const own = await create(ben, { title: 'Bens Liste', visibility: 'private' });
    expect(own).toMatchObject({ slug: 'bens-liste', visibility: 'private' });
    expect((await lea.request('/api/curator/lists/')).status).toBe(200);
    const noForgery = await lea.request('/api/curator/lists/', {
      method: 'POST',
      json: list(),
      antiForgery: false,
    });
    expect(noForgery.status).toBe(403);
  });

  it('answers bad input with German field texts', async () => {
    const response = await lea.request('/api/curator/lists/', {
      method: 'POST',
      json: { ...list(), title: '', visibility: 'geheim', items: [{ product_id: 1 }, { product_id: 1 }] },
    });
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(await response.json());
    expect(error.fields?.title).toBe('Dies ist eine Pflichtangabe.');
    expect(error.fields?.visibility).toBeDefined();
    const twice = await lea.request('/api/curator/lists/', {
      method: 'POST',
      json: list({ items: [{ product_id: 1 }, { product_id: 1 }] }),
    });
    expect(apiErrorSchema.parse(await twice.json()).fields?.items).toBe(
      'Ein Spiel steht zweimal auf der Liste.',
    );
  });

  it("shows a public list with its games in order, notes and the whole list's total", async () => {
    const created = await create(lea);
    const lists = recommendationsResponseSchema.parse(
      await (await visitor.request('/api/recommendations/')).json(),
    ).data;
    expect(lists.lists.map((entry) => entry.title)).toEqual(['Spiele zu zweit']);
    expect(lists.lists[0]).toMatchObject({
      curator_name: 'Kuratorin Lea',
      game_count: 5,
      best_total_sum: 5050,
      priced_count: 2,
    });
    const shown = recommendationListResponseSchema.parse(
      await (await visitor.request(`/api/recommendations/${created.slug}/`)).json(),
    ).data.list;
    expect(shown.items.map((item) => [item.game.title, item.note])).toEqual(
      [1, 2, 3, 4, 5].map((id) => [`Spiel ${id}`, `Notiz ${id}`]),
    );
    expect(shown.items[1]!.game.best_total).toBe(3050);
    expect(shown).toMatchObject({ own: false, following: false, visibility: 'public' });
  });

  it("keeps another curator's list out of reach (404) and a private list from everyone but its curator", async () => {
    const [bens] = curatorListsResponseSchema.parse(await (await ben.request('/api/curator/lists/')).json())
      .data.lists;
    expect((await lea.request(`/api/curator/lists/${bens!.id}/`)).status).toBe(404);
    expect(
      (await lea.request(`/api/curator/lists/${bens!.id}/`, { method: 'PUT', json: list() })).status,
    ).toBe(404);
    expect((await lea.request(`/api/curator/lists/${bens!.id}/`, { method: 'DELETE' })).status).toBe(404);
    expect((await visitor.request(`/api/recommendations/${bens!.slug}/`)).status).toBe(404);
    expect((await mia.request(`/api/recommendations/${bens!.slug}/`)).status).toBe(404);
    const asOwner = recommendationListResponseSchema.parse(
      await (await ben.request(`/api/recommendations/${bens!.slug}/`)).json(),
    ).data.list;
    expect(asOwner).toMatchObject({ own: true, visibility: 'private' });
    const unlisted = await create(lea, { title: 'Nur per Link', visibility: 'unlisted' });
    expect((await visitor.request(`/api/recommendations/${unlisted.slug}/`)).status).toBe(200);
    const lists = recommendationsResponseSchema.parse(
      await (await visitor.request('/api/recommendations/')).json(),
    ).data;
    expect(lists.lists.map((entry) => entry.slug)).not.toContain(unlisted.slug);
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/recommendations/spiele-zu-zweit</loc>');
    expect(sitemap).not.toContain(unlisted.slug);
    expect(sitemap).not.toContain(bens!.slug);
  });

  it('tells a follower once when the curator adds a game', async () => {
    const [lists] = [
      curatorListsResponseSchema.parse(await (await lea.request('/api/curator/lists/')).json()).data.lists,
    ];
    const target = lists.find((entry) => entry.title === 'Spiele zu zweit')!;
    expect(
      (await visitor.request(`/api/recommendations/${target.id}/follow/`, { method: 'POST', json: {} }))
        .status,
    ).toBe(401);
    const followed = followResponseSchema.parse(
      await (
        await mia.request(`/api/recommendations/${target.id}/follow/`, { method: 'POST', json: {} })
      ).json(),
    ).data;
    expect(followed).toEqual({ following: true, follower_count: 1 });
    const withSixth = list({ items: [1, 2, 3, 4, 5, 6].map((id) => ({ product_id: id })) });
    for (let save = 0; save < 2; save++)
      expect(
        (await lea.request(`/api/curator/lists/${target.id}/`, { method: 'PUT', json: withSixth })).status,
      ).toBe(200);
    await platform.queue.drain();
    const notes = await platform.database.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userUuid, miaUuid));
    expect(notes.map((note) => [note.type, note.name, note.productId])).toEqual([
      ['list', 'Neu in „Spiele zu zweit“: Spiel 6', 6],
    ]);
    const mails = await platform.database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.to, 'mia@example.com'));
    expect(mails.filter((mail) => mail.text.includes('Spiel 6'))).toHaveLength(1);
    const unfollowed = followResponseSchema.parse(
      await (await mia.request(`/api/recommendations/${target.id}/follow/`, { method: 'DELETE' })).json(),
    ).data;
    expect(unfollowed).toEqual({ following: false, follower_count: 0 });
  });

  it('takes comments on visible lists only', async () => {
    const [bens] = curatorListsResponseSchema.parse(await (await ben.request('/api/curator/lists/')).json())
      .data.lists;
    const onPrivate = await mia.request('/api/comments/', {
      method: 'POST',
      json: { target_type: 'recommendation_list', target_id: bens!.id, text: 'Hallo' },
    });
    expect(onPrivate.status).toBe(404);
    const [leas] = curatorListsResponseSchema.parse(await (await lea.request('/api/curator/lists/')).json())
      .data.lists;
    const onPublic = await mia.request('/api/comments/', {
      method: 'POST',
      json: { target_type: 'recommendation_list', target_id: leas!.id, text: 'Tolle Auswahl!' },
    });
    expect(onPublic.status).toBe(201);
    const queue = moderationQueueResponseSchema.parse(
      await (await editor.request('/api/editor/moderation/?kind=recommendation_comment')).json(),
    );
    expect(queue.data.items[0]).toMatchObject({
      text: 'Tolle Auswahl!',
      target_path: `/recommendations/${leas!.slug}`,
    });
  });

  it("lets a curator with the edit permission moderate the comments on their own lists, not another curator's (404); nobody else (403, 401)", async () => {
    const bens = await create(ben, { title: 'Bens Empfehlungen', visibility: 'public' });
    const sent = await mia.request('/api/comments/', {
      method: 'POST',
      json: { target_type: 'recommendation_list', target_id: bens.id, text: 'Fehlt hier nicht Azul?' },
    });
    expect(sent.status).toBe(201);
    const queue = moderationQueueResponseSchema.parse(
      await (await ben.request('/api/curator/comments/')).json(),
    ).data;
    const item = queue.items.find((one) => one.text === 'Fehlt hier nicht Azul?');
    expect(item).toMatchObject({ kind: 'recommendation_comment', status: 'pending' });
    expect(queue.open).toMatchObject({ review: 0, magazine_comment: 0 });
    expect(queue.items.every((one) => one.kind === 'recommendation_comment')).toBe(true);

    // kai holds the edit permission too, but the list is ben's
    await createTestUser(platform.database.db, {
      email: 'kai@example.com',
      password: 'richtig-geheim',
      displayName: 'Kai',
      permissions: [PERMISSIONS.recommendationListEdit],
    });
    const kai = await login('kai@example.com');
    const kaisQueue = moderationQueueResponseSchema.parse(
      await (await kai.request('/api/curator/comments/')).json(),
    ).data;
    expect(kaisQueue.items.some((one) => one.id === item!.id)).toBe(false);
    const byKai = await kai.request(`/api/curator/comments/${item!.id}/`, {
      method: 'PATCH',
      json: { status: 'published' },
    });
    expect(byKai.status).toBe(404);
    // SPEC gives /recommendationscomments to the edit permission; adding lists alone is not enough
    expect((await lea.request('/api/curator/comments/')).status).toBe(403);
    for (const browser of [lea, mia]) {
      const patched = await browser.request(`/api/curator/comments/${item!.id}/`, {
        method: 'PATCH',
        json: { status: 'published' },
      });
      expect(patched.status).toBe(403);
    }
    expect((await visitor.request('/api/curator/comments/')).status).toBe(401);

    const rejected = await ben.request(`/api/curator/comments/${item!.id}/`, {
      method: 'PATCH',
      json: { status: 'rejected', reason: 'off_topic' },
    });
    expect(rejected.status).toBe(200);
    const [stored] = await platform.database.db
      .select({ status: t.comments.status })
      .from(t.comments)
      .where(eq(t.comments.id, item!.id));
    expect(stored?.status).toBe('rejected');
    const decided = moderationQueueResponseSchema.parse(
      await (await ben.request('/api/curator/comments/?status=rejected')).json(),
    ).data;
    expect(decided.items.map((one) => one.id)).toContain(item!.id);
  });
});
