import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  apiErrorSchema,
  editorPostResponseSchema,
  editorPostsResponseSchema,
  magazineCategoryResponseSchema,
  magazineHomeResponseSchema,
  magazineImageResponseSchema,
  magazinePostResponseSchema,
  PERMISSIONS,
  type EditorPostRequest,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const REQUIRED = 'Dies ist eine Pflichtangabe.';

function doc(...paragraphs: string[]) {
  return {
    type: 'doc' as const,
    content: paragraphs.map((text) => ({
      type: 'paragraph' as const,
      content: [{ type: 'text' as const, text }],
    })),
  };
}

describe(`magazine (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let visitor: TestBrowser;
  let mia: TestBrowser;
  let editor: TestBrowser;
  let industryId: number;
  let testsId: number;

  const post = (fields: Partial<EditorPostRequest> = {}): EditorPostRequest => ({
    title: 'Städte & Ritter im Test',
    category_id: testsId,
    teaser: 'Wie gut trägt die Erweiterung nach all den Jahren?',
    lead: 'Wir haben sie an fünf Abenden gespielt.',
    body: doc('Der erste Absatz.', 'Der zweite Absatz.'),
    cover_image_id: null,
    featured_product_ids: [1],
    ...fields,
  });
  const create = async (fields: Partial<EditorPostRequest> = {}) => {
    const response = await editor.request('/api/editor/magazine/posts/', {
      method: 'POST',
      json: post(fields),
    });
    expect(response.status).toBe(201);
    return editorPostResponseSchema.parse(await response.json()).data;
  };
  const publish = async (id: number, publishAt?: string) => {
    const response = await editor.request(`/api/editor/magazine/posts/${id}/publish/`, {
      method: 'POST',
      json: publishAt ? { publish_at: publishAt } : {},
    });
    expect(response.status).toBe(200);
    return editorPostResponseSchema.parse(await response.json()).data;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    const { db } = platform.database;
    await db.insert(t.publishers).values({ id: 7, slug: 'kosmos', name: 'Kosmos' });
    await db.insert(t.products).values([
      { id: 1, slug: 'catan', title: 'Catan', groupId: 3, publisherId: 7, playersFrom: 3, playersTo: 4 },
      { id: 2, slug: 'azul', title: 'Azul', groupId: 3 },
    ]);
    await db.insert(t.productPriceStats).values({
      productId: 1,
      bestPriceCents: 2599,
      bestTotalCents: 2849,
      availability: 'is_available',
      dealerCount: 5,
    });
    const categories = await db.select().from(t.magazineCategories);
    industryId = categories.find((category) => category.slug === 'branchen-news')!.id;
    testsId = categories.find((category) => category.slug === 'tests')!.id;
    await createTestUser(db, { email: 'mia@example.com', password: 'richtig-geheim', displayName: 'Mia' });
    await createTestUser(db, {
      email: 'redaktion@example.com',
      password: 'richtig-geheim',
      displayName: 'Jana Redaktion',
      permissions: [PERMISSIONS.magazineEdit, PERMISSIONS.moderate],
    });
    visitor = new TestBrowser(app);
    await visitor.session();
    mia = new TestBrowser(app);
    await mia.session();
    await mia.login('mia@example.com', 'richtig-geheim');
    editor = new TestBrowser(app);
    await editor.session();
    await editor.login('redaktion@example.com', 'richtig-geheim');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('lets only editors write, publish, preview and upload (401 visitors, 403 users)', async () => {
    const { id } = await create({ title: 'Nur für die Redaktion' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/editor/magazine/posts/'],
      ['POST', '/api/editor/magazine/posts/', post()],
      ['GET', `/api/editor/magazine/posts/${id}/`],
      ['PUT', `/api/editor/magazine/posts/${id}/`, post()],
      ['GET', `/api/editor/magazine/posts/${id}/preview/`],
      ['POST', `/api/editor/magazine/posts/${id}/publish/`, {}],
      ['POST', `/api/editor/magazine/posts/${id}/unpublish/`, {}],
    ];
    for (const [method, path, json] of calls) {
      expect((await visitor.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await mia.request(path, { method, json })).status, `${method} ${path}`).toBe(403);
    }
    const form = new FormData();
    form.set('file', new File([Buffer.from('x')], 'bild.png', { type: 'image/png' }));
    expect((await mia.request('/api/editor/magazine/images/', { method: 'POST', body: form })).status).toBe(
      403,
    );
    const [row] = await platform.database.db.select().from(t.magazinePosts).where(eq(t.magazinePosts.id, id));
    expect(row!.status).toBe('draft');
  });

  it('refuses unsafe calls without the anti-forgery pair', async () => {
    const response = await editor.request('/api/editor/magazine/posts/', {
      method: 'POST',
      json: post(),
      antiForgery: false,
    });
    expect(response.status).toBe(403);
    expect(apiErrorSchema.parse(await response.json()).error).toBe('anti-forgery token missing or invalid');
  });

  it('answers bad input with German field messages', async () => {
    const response = await editor.request('/api/editor/magazine/posts/', {
      method: 'POST',
      json: {
        ...post(),
        title: '  ',
        body: { type: 'doc', content: [{ type: 'iframe', attrs: { src: 'x' } }] },
      },
    });
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(await response.json());
    expect(error.fields?.title).toBe(REQUIRED);
    expect(Object.entries(error.fields ?? {}).find(([key]) => key.startsWith('body'))?.[1]).toBe(
      'Der Artikeltext enthält ein Element, das hier nicht erlaubt ist.',
    );
    const unknownGame = await editor.request('/api/editor/magazine/posts/', {
      method: 'POST',
      json: post({ featured_product_ids: [999] }),
    });
    expect(apiErrorSchema.parse(await unknownGame.json()).fields?.featured_product_ids).toBe(
      'Dieses Spiel gibt es nicht.',
    );
  });

  it('keeps a draft from readers, previews it for editors and publishes it with live game cards', async () => {
    const draft = await create({
      body: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Aufbau' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'Man baut Siedlungen.' }] },
          { type: 'gameCard', attrs: { productId: 1 } },
        ],
      },
    });
    expect(draft).toMatchObject({
      slug: 'staedte-und-ritter-im-test',
      state: 'draft',
      path: '/magazine/tests/staedte-und-ritter-im-test',
    });
    expect((await visitor.request(`/api/magazine/posts/tests/${draft.slug}/`)).status).toBe(404);
    const preview = await editor.request(`/api/editor/magazine/posts/${draft.id}/preview/`);
    expect(magazinePostResponseSchema.parse(await preview.json()).data.post.state).toBe('draft');

    const published = await publish(draft.id);
    expect(published.state).toBe('published');
    const answer = magazinePostResponseSchema.parse(
      await (await visitor.request(`/api/magazine/posts/tests/${draft.slug}/`)).json(),
    ).data;
    expect(answer.post.body_html).toContain('<h2 id="aufbau">Aufbau</h2>');
    expect(answer.post.body_html).toContain('ab 28,49\u00a0€ inkl. Versand bei 5 Händlern');
    expect(answer.post.body_html).toContain('href="/games/brettspiele/catan"');
    expect(answer.post.featured_games.map((game) => game.title)).toEqual(['Catan']);
    expect(answer.post.speech_blocks.slice(0, 3)).toEqual([
      'Städte & Ritter im Test',
      'Wir haben sie an fünf Abenden gespielt.',
      'Aufbau',
    ]);
    expect(answer.post.author_name).toBe('Jana Redaktion');

    const home = magazineHomeResponseSchema.parse(
      await (await visitor.request('/api/magazine/')).json(),
    ).data;
    expect(home.posts.map((card) => card.slug)).toContain(draft.slug);
    expect(home.categories.map((category) => category.slug)).toEqual([
      'branchen-news',
      'tests',
      'neuheiten',
      'ratgeber',
      'messen',
    ]);
    const tests = magazineCategoryResponseSchema.parse(
      await (await visitor.request('/api/magazine/categories/tests/')).json(),
    ).data;
    expect(tests.category.post_count).toBeGreaterThanOrEqual(1);
    expect((await visitor.request('/api/magazine/categories/gibt-es-nicht/')).status).toBe(404);
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/magazine/tests/${draft.slug}</loc>`);
    expect(sitemap).toContain('/magazine/branchen-news</loc>');

    // a post found under another category is answered with its own category; the page redirects
    const elsewhere = magazinePostResponseSchema.parse(
      await (await visitor.request(`/api/magazine/posts/ratgeber/${draft.slug}/`)).json(),
    ).data;
    expect(elsewhere.post.category_slug).toBe('tests');

    await editor.request(`/api/editor/magazine/posts/${draft.id}/unpublish/`, { method: 'POST', json: {} });
    expect((await visitor.request(`/api/magazine/posts/tests/${draft.slug}/`)).status).toBe(404);
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain(draft.slug);
  });

  it('schedules a post: hidden until its time, then visible', async () => {
    const { id, slug } = await create({ title: 'Geplanter Bericht' });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await publish(id, later);
    expect(scheduled.state).toBe('scheduled');
    expect((await visitor.request(`/api/magazine/posts/tests/${slug}/`)).status).toBe(404);
    const list = editorPostsResponseSchema.parse(
      await (await editor.request('/api/editor/magazine/posts/?state=scheduled')).json(),
    ).data;
    expect(list.posts.map((entry) => entry.id)).toEqual([id]);
    await platform.database.db
      .update(t.magazinePosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(t.magazinePosts.id, id));
    expect((await visitor.request(`/api/magazine/posts/tests/${slug}/`)).status).toBe(200);
  });

  it('numbers a title slug that is taken, refuses a chosen one, and refuses a stale save', async () => {
    const first = await create({ title: 'Doppelt gemoppelt' });
    const second = await create({ title: 'Doppelt gemoppelt' });
    expect(second.slug).toBe('doppelt-gemoppelt-2');
    const taken = await editor.request(`/api/editor/magazine/posts/${second.id}/`, {
      method: 'PUT',
      json: post({ title: 'Doppelt gemoppelt', slug: first.slug, updated_at: second.updated_at }),
    });
    expect(taken.status).toBe(409);
    expect(apiErrorSchema.parse(await taken.json()).fields?.slug).toBe(
      'Diese Adresse hat bereits ein anderer Artikel.',
    );
    const saved = await editor.request(`/api/editor/magazine/posts/${second.id}/`, {
      method: 'PUT',
      json: post({ title: 'Neu betitelt', slug: 'neu-betitelt', updated_at: second.updated_at }),
    });
    expect(saved.status).toBe(200);
    const stale = await editor.request(`/api/editor/magazine/posts/${second.id}/`, {
      method: 'PUT',
      json: post({ title: 'Alter Stand', updated_at: second.updated_at }),
    });
    expect(stale.status).toBe(409);
    expect(apiErrorSchema.parse(await stale.json()).message).toContain('von jemand anderem geändert');
  });

  it('refuses to publish a post without teaser or text', async () => {
    const { id } = await create({ title: 'Leer', teaser: '', body: doc() });
    const response = await editor.request(`/api/editor/magazine/posts/${id}/publish/`, {
      method: 'POST',
      json: {},
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(
      'Zum Veröffentlichen braucht der Artikel einen Titel, einen Teaser und Text.',
    );
  });

  it('renders hostile documents without script, event handlers or unsafe links', async () => {
    const { id, slug } = await create({
      title: 'Feindseliger Text',
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(2)>' }],
          },
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'Klick',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)' } }],
              },
              {
                type: 'text',
                text: ' mich',
                marks: [{ type: 'link', attrs: { href: ' JAVASCRIPT:alert(4)', onclick: 'x' } }],
              },
            ],
          },
        ],
      } as EditorPostRequest['body'],
    });
    await publish(id);
    const { post: shown } = magazinePostResponseSchema.parse(
      await (await visitor.request(`/api/magazine/posts/tests/${slug}/`)).json(),
    ).data;
    expect(shown.body_html).not.toMatch(/<script|javascript:|<img|<[^>]*\son\w+=/i);
    expect(shown.body_html).toContain('&#60;script&#62;');
    // a row written past the API (by hand or by an old version) is not trusted either
    await platform.database.db
      .update(t.magazinePosts)
      .set({ body: { type: 'doc', content: [{ type: 'html', html: '<script>alert(5)</script>' }] } })
      .where(eq(t.magazinePosts.id, id));
    const again = magazinePostResponseSchema.parse(
      await (await visitor.request(`/api/magazine/posts/tests/${slug}/`)).json(),
    ).data;
    expect(again.post.body_html).toBe('');
  });

  it('stores an uploaded image, resizes it to WebP widths and serves them', async () => {
    const png = await sharp({ create: { width: 1300, height: 700, channels: 3, background: '#2f5d50' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new File([png], 'tisch.png', { type: 'image/png' }));
    form.set('alt', 'Ein Spieltisch');
    const response = await editor.request('/api/editor/magazine/images/', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    const image = magazineImageResponseSchema.parse(await response.json()).data;
    expect(image).toMatchObject({ width: 1300, height: 700, alt: 'Ein Spieltisch' });
    await platform.queue.drain();
    const [row] = await platform.database.db
      .select()
      .from(t.magazineImages)
      .where(eq(t.magazineImages.id, image.id));
    expect(row!.widths).toEqual([450, 600, 768, 1024, 1200]);
    const webp = await visitor.request(`/api/magazine/images/${image.id}/768.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(768);
    expect((await visitor.request(`/api/magazine/images/${image.id}/700.webp`)).status).toBe(404);
    expect((await visitor.request(`/api/magazine/images/${image.id}/original`)).status).toBe(200);

    const text = new FormData();
    text.set(
      'file',
      new File([Buffer.from('<svg onload="alert(1)"/>')], 'bild.svg', { type: 'image/svg+xml' }),
    );
    const refused = await editor.request('/api/editor/magazine/images/', { method: 'POST', body: text });
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(await refused.json()).fields?.file).toBe(
      'Bitte lade ein Bild im Format PNG, JPEG, WebP oder GIF hoch.',
    );
  });

  it('notifies news subscribers once per alert and post when the post appears', async () => {
    const { db } = platform.database;
    const [reader] = await db.select().from(t.users).where(eq(t.users.email, 'mia@example.com'));
    await db.update(t.users).set({ alertMail: 'immediately' }).where(eq(t.users.uuid, reader!.uuid));
    await db.insert(t.alerts).values([
      { userUuid: reader!.uuid, kind: 'news', newsType: 'magazine_industry' },
      { userUuid: reader!.uuid, kind: 'news', newsType: 'games', productId: 2 },
      { userUuid: reader!.uuid, kind: 'news', newsType: 'magazine_tests', paused: true },
    ]);
    const { id } = await create({
      title: 'Neues aus der Branche',
      category_id: industryId,
      featured_product_ids: [2],
    });
    await publish(id);
    await platform.queue.drain();
    await publish(id);
    await platform.queue.drain();
    const notes = await db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userUuid, reader!.uuid), eq(t.notifications.type, 'news')));
    const aboutPost = notes.filter((note) => note.name === 'Neues aus der Branche');
    expect(aboutPost).toHaveLength(2);
    expect(aboutPost.every((note) => note.productId === null)).toBe(true);
    const [stamped] = await db.select().from(t.magazinePosts).where(eq(t.magazinePosts.id, id));
    expect(stamped!.alertsEvaluatedAt).not.toBeNull();
    const mails = await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, 'mia@example.com'));
    const postMails = mails.filter((mail) => mail.text.includes('Neues aus der Branche'));
    expect(postMails).toHaveLength(1);
    expect(postMails[0]!.text).toContain('/magazine/branchen-news/neues-aus-der-branche');
  });
});
