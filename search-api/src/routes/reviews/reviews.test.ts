import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  gamePageResponseSchema,
  moderationItemResponse,
  moderationQueueResponseSchema,
  ownReviewResponseSchema,
  PERMISSIONS,
  reviewsResponseSchema,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`reviews, reports and the moderation queue (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let visitor: TestBrowser;
  let mia: TestBrowser;
  let noah: TestBrowser;
  let curator: TestBrowser;
  let writer: TestBrowser;
  let editor: TestBrowser;
  let miaUuid: string;

  const reviews = async (browser: TestBrowser, query = '') =>
    reviewsResponseSchema.parse(await (await browser.request(`/api/game/1/reviews/${query}`)).json()).data;
  const write = (browser: TestBrowser, json: unknown, productId = 1) =>
    browser.request(`/api/game/${productId}/review/`, { method: 'PUT', json });
  const queue = async (query = '') =>
    moderationQueueResponseSchema.parse(
      await (await editor.request(`/api/editor/moderation/${query}`)).json(),
    ).data;
  const decide = (id: number, json: unknown) =>
    editor.request(`/api/editor/moderation/review/${id}/`, { method: 'PATCH', json });
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
    await db.insert(t.products).values([
      { id: 1, slug: 'azul', title: 'Azul', groupId: 3 },
      { id: 2, slug: 'patchwork', title: 'Patchwork', groupId: 3 },
    ]);
    const user = await createTestUser(db, {
      email: 'mia@example.com',
      password: 'richtig-geheim',
      displayName: 'Mia',
    });
    miaUuid = user.uuid;
    await createTestUser(db, { email: 'noah@example.com', password: 'richtig-geheim', displayName: 'Noah' });
    await createTestUser(db, {
      email: 'kuratorin@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.recommendationListAdd, PERMISSIONS.recommendationListEdit],
    });
    await createTestUser(db, {
      email: 'schreiber@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.magazineEdit],
    });
    await createTestUser(db, {
      email: 'redaktion@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.moderate],
    });
    visitor = new TestBrowser(app);
    await visitor.session();
    mia = await login('mia@example.com');
    noah = await login('noah@example.com');
    curator = await login('kuratorin@example.com');
    writer = await login('schreiber@example.com');
    editor = await login('redaktion@example.com');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it("asks for a rating with SPEC's text and lets only signed-in users write", async () => {
    expect((await write(visitor, { title: 'Schön', rating: 5, text: '' })).status).toBe(401);
    const noRating = await write(mia, { title: 'Schön', text: 'Gefällt uns.' });
    expect(noRating.status).toBe(400);
    expect(apiErrorSchema.parse(await noRating.json()).fields?.rating).toBe('Bitte bewerte das Spiel');
    const zero = await write(mia, { title: 'Schön', rating: 0, text: '' });
    expect(apiErrorSchema.parse(await zero.json()).fields?.rating).toBe('Bitte bewerte das Spiel');
    expect((await write(mia, { title: 'x', rating: 4, text: '' }, 999)).status).toBe(404);
    const noForgery = await mia.request('/api/game/1/review/', {
      method: 'PUT',
      json: { title: 'x', rating: 4, text: '' },
      antiForgery: false,
    });
    expect(noForgery.status).toBe(403);
  });

  it('keeps a new review pending, visible to its author only, and one per user and game', async () => {
    const saved = await write(mia, {
      title: 'Fliesen mit Biss',
      rating: 4,
      text: 'Schnell erklärt, lange gespielt.',
    });
    expect(saved.status).toBe(200);
    expect(ownReviewResponseSchema.parse(await saved.json()).data).toMatchObject({
      status: 'pending',
      rating: 4,
    });
    expect((await reviews(visitor)).count).toBe(0);
    expect((await reviews(noah)).own).toBeNull();
    expect((await reviews(mia)).own).toMatchObject({ title: 'Fliesen mit Biss', status: 'pending' });
    // a second save changes the same review
    await write(mia, { title: 'Fliesen mit Biss', rating: 5, text: 'Schnell erklärt, lange gespielt.' });
    const rows = await platform.database.db
      .select()
      .from(t.reviews)
      .where(and(eq(t.reviews.productId, 1), eq(t.reviews.userUuid, miaUuid)));
    expect(rows.map((row) => row.rating)).toEqual([5]);
  });

  it('lets only moderators see and decide the queue (401 visitors; 403 users, curators, writers)', async () => {
    for (const browser of [mia, curator, writer]) {
      expect((await browser.request('/api/editor/moderation/')).status).toBe(403);
      expect(
        (
          await browser.request('/api/editor/moderation/review/1/', {
            method: 'PATCH',
            json: { status: 'published' },
          })
        ).status,
      ).toBe(403);
    }
    expect((await visitor.request('/api/editor/moderation/')).status).toBe(401);
    expect(
      (
        await editor.request('/api/editor/moderation/nonsense/1/', {
          method: 'PATCH',
          json: { status: 'published' },
        })
      ).status,
    ).toBe(404);
    expect((await decide(999_999, { status: 'published' })).status).toBe(404);
  });

  it('publishes after a correction, tells the author, and shows the review with the new average and in the JSON-LD data', async () => {
    const open = await queue('?kind=review');
    const item = open.items.find((entry) => entry.title === 'Fliesen mit Biss')!;
    expect(item).toMatchObject({ target_title: 'Azul', target_path: '/games/brettspiele/azul', rating: 5 });
    const response = await decide(item.id, {
      status: 'published',
      text: 'Schnell erklärt und lange gespielt.',
    });
    expect(moderationItemResponse.parse(await response.json()).data).toMatchObject({
      status: 'published',
      text: 'Schnell erklärt und lange gespielt.',
    });
    const shown = await reviews(visitor);
    expect(shown).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    expect(shown.reviews[0]).toMatchObject({
      author_name: 'Mia',
      text: 'Schnell erklärt und lange gespielt.',
    });
    const page = gamePageResponseSchema.parse(await (await visitor.request('/api/game/azul/')).json()).data;
    expect(page.reviews).toMatchObject({ count: 1, average: 5 });
    await platform.queue.drain();
    const notes = await platform.database.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userUuid, miaUuid));
    expect(notes.map((note) => [note.type, note.name, note.productId])).toEqual([
      ['moderation', 'Deine Bewertung „Fliesen mit Biss“ zu Azul ist veröffentlicht.', 1],
    ]);
    const mails = await platform.database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.to, 'mia@example.com'));
    expect(mails.filter((mail) => mail.text.includes('Fliesen mit Biss'))).toHaveLength(1);
  });

  it('rejects with a reason that only the author sees, and an edit goes back to the queue', async () => {
    await write(noah, { title: 'Langweilig', rating: 1, text: 'Ruf mich an: 0171 1234567' }, 2);
    const item = (await queue('?kind=review')).items.find((entry) => entry.title === 'Langweilig')!;
    const refused = await decide(item.id, { status: 'rejected' });
    expect(apiErrorSchema.parse(await refused.json()).fields?.reason).toBe(
      'Bitte wähle einen Grund für die Ablehnung.',
    );
    await decide(item.id, { status: 'rejected', reason: 'personal_data', note: 'Bitte ohne Telefonnummer.' });
    const own = reviewsResponseSchema.parse(await (await noah.request('/api/game/2/reviews/')).json()).data
      .own;
    expect(own).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Enthält persönliche Daten',
      moderator_note: 'Bitte ohne Telefonnummer.',
    });
    const others = reviewsResponseSchema.parse(await (await mia.request('/api/game/2/reviews/')).json()).data;
    expect(others).toMatchObject({ count: 0, own: null });
    await write(noah, { title: 'Langweilig', rating: 2, text: 'Nicht unser Spiel.' }, 2);
    const again = reviewsResponseSchema.parse(await (await noah.request('/api/game/2/reviews/')).json()).data
      .own;
    expect(again).toMatchObject({ status: 'pending', rejection_reason: null });
  });

  it('counts "Hilfreich" once per user, never on one\'s own review', async () => {
    const [review] = (await reviews(visitor)).reviews;
    expect(
      (await mia.request(`/api/reviews/${review!.id}/helpful/`, { method: 'POST', json: {} })).status,
    ).toBe(400);
    for (let n = 0; n < 2; n++)
      await noah.request(`/api/reviews/${review!.id}/helpful/`, { method: 'POST', json: {} });
    const shown = await reviews(noah, '?sort=helpful');
    expect(shown.reviews[0]).toMatchObject({ helpful_count: 1, voted: true });
    await noah.request(`/api/reviews/${review!.id}/helpful/`, { method: 'DELETE' });
    expect((await reviews(noah)).reviews[0]).toMatchObject({ helpful_count: 0, voted: false });
  });

  it('sends a reported review back to the queue once per reporter; a decision answers all reports', async () => {
    const [review] = (await reviews(visitor)).reviews;
    const report = (browser: TestBrowser) =>
      browser.request('/api/reports/', {
        method: 'POST',
        json: { item_type: 'review', item_id: review!.id, reason: 'Klingt nach Werbung.' },
      });
    expect((await report(visitor)).status).toBe(401);
    expect((await report(mia)).status).toBe(400);
    expect((await report(noah)).status).toBe(200);
    const twice = await report(noah);
    expect(twice.status).toBe(409);
    expect(apiErrorSchema.parse(await twice.json()).message).toContain('bereits gemeldet');
    const reported = (await queue()).items.find(
      (entry) => entry.kind === 'review' && entry.id === review!.id,
    );
    expect(reported).toMatchObject({
      status: 'published',
      report_count: 1,
      reports: ['Klingt nach Werbung.'],
    });
    // still shown while the editors look at it
    expect((await reviews(visitor)).count).toBe(1);
    await decide(review!.id, { status: 'published' });
    expect((await queue()).items.some((entry) => entry.kind === 'review' && entry.id === review!.id)).toBe(
      false,
    );
    // no second notification for a review that was published already
    const notes = await platform.database.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userUuid, miaUuid));
    expect(notes).toHaveLength(1);
  });

  it('lets the author withdraw their own review only', async () => {
    expect((await noah.request('/api/game/1/review/', { method: 'DELETE' })).status).toBe(404);
    expect((await mia.request('/api/game/1/review/', { method: 'DELETE' })).status).toBe(200);
    expect((await reviews(visitor)).count).toBe(0);
  });
});
