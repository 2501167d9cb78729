import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  commentResponseSchema,
  commentThreadResponseSchema,
  moderationItemResponse,
  moderationQueueResponseSchema,
  PERMISSIONS,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`comments and their moderation (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let visitor: TestBrowser;
  let mia: TestBrowser;
  let noah: TestBrowser;
  let unverified: TestBrowser;
  let moderator: TestBrowser;
  let writerOnly: TestBrowser;
  let postId: number;
  let draftId: number;

  const thread = async (browser: TestBrowser, id = postId) =>
    commentThreadResponseSchema.parse(
      await (await browser.request(`/api/comments/?target_type=magazine_post&target_id=${id}`)).json(),
    ).data;
  const write = (browser: TestBrowser, text: string, parentId?: number, targetId = postId) =>
    browser.request('/api/comments/', {
      method: 'POST',
      json: { target_type: 'magazine_post', target_id: targetId, text, parent_id: parentId ?? null },
    });
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
    const [category] = await db
      .select()
      .from(t.magazineCategories)
      .where(eq(t.magazineCategories.slug, 'branchen-news'));
    const [published, draft] = await db
      .insert(t.magazinePosts)
      .values([
        {
          categoryId: category!.id,
          slug: 'veroeffentlicht',
          title: 'Veröffentlicht',
          body: { type: 'doc', content: [] },
          authorName: 'Redaktion',
          status: 'published',
          publishedAt: new Date(Date.now() - 60_000),
        },
        {
          categoryId: category!.id,
          slug: 'entwurf',
          title: 'Entwurf',
          body: { type: 'doc', content: [] },
          authorName: 'Redaktion',
        },
      ])
      .returning();
    postId = published!.id;
    draftId = draft!.id;
    await createTestUser(db, { email: 'mia@example.com', password: 'richtig-geheim', displayName: 'Mia' });
    await createTestUser(db, { email: 'noah@example.com', password: 'richtig-geheim', displayName: 'Noah' });
    await createTestUser(db, { email: 'neu@example.com', password: 'richtig-geheim' });
    await createTestUser(db, {
      email: 'moderation@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.moderate],
    });
    await createTestUser(db, {
      email: 'schreiberin@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.magazineEdit],
    });
    visitor = new TestBrowser(app);
    await visitor.session();
    mia = await login('mia@example.com');
    noah = await login('noah@example.com');
    unverified = await login('neu@example.com');
    // signed in, then the address is no longer verified (e.g. changed): the session stays
    await db.update(t.users).set({ verified: false }).where(eq(t.users.email, 'neu@example.com'));
    moderator = await login('moderation@example.com');
    writerOnly = await login('schreiberin@example.com');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('lets only signed-in, verified users write', async () => {
    expect((await write(visitor, 'Hallo')).status).toBe(401);
    const refused = await write(unverified, 'Hallo');
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(await refused.json()).error).toBe('user not verified');
    const empty = await write(mia, '   ');
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(await empty.json()).fields?.text).toBe('Dies ist eine Pflichtangabe.');
    expect((await write(mia, 'Zu früh', undefined, draftId)).status).toBe(404);
    const noForgery = await mia.request('/api/comments/', {
      method: 'POST',
      json: { target_type: 'magazine_post', target_id: postId, text: 'x' },
      antiForgery: false,
    });
    expect(noForgery.status).toBe(403);
  });

  it('shows a pending comment to its author only, marked as waiting, and publishes it once approved', async () => {
    const response = await write(mia, 'Toller Bericht,\ndanke!');
    expect(response.status).toBe(201);
    const comment = commentResponseSchema.parse(await response.json()).data;
    expect(comment).toMatchObject({ status: 'pending', own: true, author_name: 'Mia' });
    expect((await thread(mia)).comments.map((entry) => [entry.text, entry.status])).toEqual([
      ['Toller Bericht,\ndanke!', 'pending'],
    ]);
    expect((await thread(noah)).comments).toEqual([]);
    expect((await thread(visitor)).comments).toEqual([]);

    const queue = moderationQueueResponseSchema.parse(
      await (await moderator.request('/api/editor/moderation/?kind=magazine_comment')).json(),
    ).data;
    expect(queue.items.map((item) => [item.id, item.target_title, item.target_path])).toEqual([
      [comment.id, 'Veröffentlicht', `/magazine/branchen-news/veroeffentlicht`],
    ]);
    expect(queue.open.magazine_comment).toBe(1);
    const approved = await moderator.request(`/api/editor/moderation/magazine_comment/${comment.id}/`, {
      method: 'PATCH',
      json: { status: 'published' },
    });
    expect(moderationItemResponse.parse(await approved.json()).data.status).toBe('published');
    const seen = await thread(visitor);
    expect(seen.count).toBe(1);
    expect(seen.comments[0]).toMatchObject({
      text: 'Toller Bericht,\ndanke!',
      own: false,
      status: 'published',
    });
  });

  it('threads one level of replies and hides rejected ones', async () => {
    const [top] = (await thread(visitor)).comments;
    const reply = commentResponseSchema.parse(
      await (await write(noah, 'Sehe ich auch so.', top!.id)).json(),
    ).data;
    await moderator.request(`/api/editor/moderation/magazine_comment/${reply.id}/`, {
      method: 'PATCH',
      json: { status: 'published' },
    });
    const toReply = await write(mia, 'Und ich erst.', reply.id);
    expect(toReply.status).toBe(400);
    expect(apiErrorSchema.parse(await toReply.json()).fields?.parent_id).toBe(
      'Auf eine Antwort kann nicht weiter geantwortet werden.',
    );
    const withoutReason = await moderator.request(`/api/editor/moderation/magazine_comment/${reply.id}/`, {
      method: 'PATCH',
      json: { status: 'rejected' },
    });
    expect(apiErrorSchema.parse(await withoutReason.json()).fields?.reason).toBe(
      'Bitte wähle einen Grund für die Ablehnung.',
    );
    await moderator.request(`/api/editor/moderation/magazine_comment/${reply.id}/`, {
      method: 'PATCH',
      json: { status: 'rejected', reason: 'insult', note: 'Bitte sachlich bleiben.' },
    });
    expect((await thread(noah)).comments[0]!.replies).toEqual([]);
    const second = commentResponseSchema.parse(await (await write(mia, 'Nachtrag', top!.id)).json()).data;
    await moderator.request(`/api/editor/moderation/magazine_comment/${second.id}/`, {
      method: 'PATCH',
      json: { status: 'published' },
    });
    expect((await thread(visitor)).comments[0]!.replies.map((entry) => entry.text)).toEqual(['Nachtrag']);
    const rejected = moderationQueueResponseSchema.parse(
      await (await moderator.request('/api/editor/moderation/?status=rejected')).json(),
    ).data;
    expect(rejected.items[0]).toMatchObject({ id: reply.id, parent_text: 'Toller Bericht,\ndanke!' });
  });

  it('lets only moderators see the queue and decide (401 visitors, 403 users and writers)', async () => {
    for (const browser of [mia, writerOnly]) {
      expect((await browser.request('/api/editor/moderation/')).status).toBe(403);
      expect(
        (
          await browser.request('/api/editor/moderation/magazine_comment/1/', {
            method: 'PATCH',
            json: { status: 'published' },
          })
        ).status,
      ).toBe(403);
    }
    expect((await visitor.request('/api/editor/moderation/')).status).toBe(401);
    const unknown = await moderator.request('/api/editor/moderation/magazine_comment/999999/', {
      method: 'PATCH',
      json: { status: 'published' },
    });
    expect(unknown.status).toBe(404);
    const bad = await moderator.request('/api/editor/moderation/magazine_comment/1/', {
      method: 'PATCH',
      json: { status: 'pending' },
    });
    expect(bad.status).toBe(400);
  });
});
