import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  editorSitePageResponseSchema,
  editorSitePagesResponseSchema,
  PERMISSIONS,
  SITE_PAGE_CONTENT,
  SITE_PAGE_PATHS,
  sitePageResponseSchema,
  STATIC_PAGES,
  type EditorSitePageRequest,
  type RenderPage,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const PUBLIC_URL = 'https://spielraum.example';
// the web client's server entry from source (production loads its build, see http/web.ts)
const ENTRY_SERVER = resolve(import.meta.dirname, '../../../../web/src/entry-server.tsx');
const PASSWORD = 'richtig-geheim';
const DESCRIPTION = 'Wer Spielraum betreibt und wie du uns erreichst: Anschrift, Vertretung und Kontakt.';
const STALE =
  'Die Seite wurde inzwischen von jemand anderem geändert. Bitte lade sie neu, bevor du speicherst.';
const NO_MEDIA =
  'Bilder, Videos und Spielkarten gibt es auf dieser Seite nicht. Bitte entferne sie aus dem Text.';

function doc(...paragraphs: string[]) {
  return {
    type: 'doc' as const,
    content: paragraphs.map((text) => ({
      type: 'paragraph' as const,
      content: [{ type: 'text' as const, text }],
    })),
  };
}

const request = (fields: Partial<EditorSitePageRequest> = {}): EditorSitePageRequest => ({
  description: DESCRIPTION,
  document: doc('Spielraum wird betrieben von der Spielraum GmbH.'),
  expected_updated_at: null,
  ...fields,
});

describe(`static pages (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let distDir: string;
  let visitor: TestBrowser;
  let editor: TestBrowser;
  let secondEditor: TestBrowser;
  /** Signed-in browsers without `editor_magazine`, by the role they stand for. */
  const others: Record<string, TestBrowser> = {};

  const signIn = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    return browser;
  };
  const save = async (browser: TestBrowser, path: string, body: unknown) =>
    browser.request(`/api/editor/pages/${path}/`, { method: 'PUT', json: body });
  const publicPage = async (path: string) => {
    const response = await visitor.request(`/api/pages/${path}/`);
    expect(response.status).toBe(200);
    return sitePageResponseSchema.parse(await response.json()).data;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    // pages are rendered on the server as in production, so the page cache is in play
    distDir = mkdtempSync(join(tmpdir(), 'spielraum-site-pages-'));
    writeFileSync(
      join(distDir, 'index.html'),
      readFileSync(resolve(import.meta.dirname, '../../../../web/index.html')),
    );
    const { render } = (await import(/* @vite-ignore */ ENTRY_SERVER)) as { render: RenderPage };
    app = createApp({ platform, webDistDir: distDir, publicUrl: PUBLIC_URL, renderPage: render });
    const { db } = platform.database;
    const [dealer] = await db
      .insert(t.dealers)
      .values({
        slug: 'spielekiste',
        name: 'Spielekiste',
        website: 'https://spielekiste.example',
        shippingCostDeCents: 495,
      })
      .returning();
    const users: Array<[string, Parameters<typeof createTestUser>[1]]> = [
      ['user', { email: 'mia@example.com' }],
      ['curator', { email: 'kurator@example.com', permissions: [PERMISSIONS.recommendationListAdd] }],
      ['dealer', { email: 'shop@example.com', dealerId: dealer!.id }],
      ['operator', { email: 'betrieb@example.com', permissions: [PERMISSIONS.operator] }],
      ['moderator', { email: 'moderation@example.com', permissions: [PERMISSIONS.moderate] }],
    ];
    for (const [, values] of users) await createTestUser(db, { ...values, password: PASSWORD });
    await createTestUser(db, {
      email: 'redaktion@example.com',
      password: PASSWORD,
      displayName: 'Jana Redaktion',
      permissions: [PERMISSIONS.magazineEdit, PERMISSIONS.moderate],
    });
    await createTestUser(db, {
      email: 'zweite@example.com',
      password: PASSWORD,
      displayName: 'Ole Redaktion',
      permissions: [PERMISSIONS.magazineEdit],
    });
    visitor = new TestBrowser(app);
    await visitor.session();
    for (const [role, values] of users) others[role] = await signIn(values.email);
    editor = await signIn('redaktion@example.com');
    secondEditor = await signIn('zweite@example.com');
  });
  afterAll(async () => {
    await platform?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  it('answers every static page with its shipped text, description and safe HTML', async () => {
    expect(SITE_PAGE_PATHS).toContain('jobs');
    for (const { path, title } of STATIC_PAGES) {
      const response = await visitor.request(`/api/pages/${path}/`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const page = sitePageResponseSchema.parse(await response.json()).data;
      expect(page).toMatchObject({
        path,
        title: title.de,
        description: SITE_PAGE_CONTENT[path].description,
        updated_at: null,
      });
      expect(page.html.length, path).toBeGreaterThan(100);
      expect(page.html).not.toContain('<script');
      expect(page.html).not.toContain('<h1');
    }
    const jobs = await publicPage('jobs');
    expect(jobs.html).toContain('<h2 id="offene-stellen">Offene Stellen</h2>');
    expect(jobs.html).toContain('href="mailto:jobs@spielraum.example"');
  });

  it('answers an unknown page with 404 and a German message', async () => {
    for (const path of ['gibt-es-nicht', 'Jobs', 'jobs%2F..']) {
      const response = await visitor.request(`/api/pages/${path}/`);
      expect(response.status, path).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).message).toBe('Diese Seite gibt es nicht.');
    }
    const editorCall = await editor.request('/api/editor/pages/gibt-es-nicht/');
    expect(editorCall.status).toBe(404);
    expect(apiErrorSchema.parse(await editorCall.json()).message).toBe('Diese Seite gibt es nicht.');
    expect((await save(editor, 'gibt-es-nicht', request())).status).toBe(404);
    expect((await editor.request('/api/editor/pages/gibt-es-nicht/', { method: 'DELETE' })).status).toBe(404);
  });

  it('lets only editors with the magazine permission list, load, save and reset (401 visitors, 403 others)', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/editor/pages/'],
      ['GET', '/api/editor/pages/about-us/'],
      ['PUT', '/api/editor/pages/about-us/', request()],
      ['DELETE', '/api/editor/pages/about-us/'],
    ];
    for (const [method, path, json] of calls) {
      expect((await visitor.request(path, { method, json })).status, `visitor ${method} ${path}`).toBe(401);
      for (const [role, browser] of Object.entries(others))
        expect((await browser.request(path, { method, json })).status, `${role} ${method} ${path}`).toBe(403);
    }
    expect(await platform.database.db.select().from(t.sitePages)).toEqual([]);
    for (const [method, path, json] of calls)
      expect((await editor.request(path, { method, json })).status, `editor ${method} ${path}`).toBe(200);
  });

  it('refuses unsafe calls without the anti-forgery pair', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const response = await editor.request('/api/editor/pages/about-us/', {
        method,
        json: method === 'PUT' ? request() : undefined,
        antiForgery: false,
      });
      expect(response.status, method).toBe(403);
      expect(apiErrorSchema.parse(await response.json()).error).toBe('anti-forgery token missing or invalid');
    }
  });

  it('saves an editor’s version, shows it to readers and the editors’ list, and resets to the shipped text', async () => {
    const list = async () =>
      editorSitePagesResponseSchema.parse(await (await editor.request('/api/editor/pages/')).json()).data
        .pages;
    expect((await list()).map((page) => page.path)).toEqual(STATIC_PAGES.map((page) => page.path));
    expect((await list()).find((page) => page.path === 'legal-notice')).toEqual({
      path: 'legal-notice',
      title: 'Impressum',
      edited: false,
      updated_at: null,
      updated_by_name: null,
    });
    const loaded = editorSitePageResponseSchema.parse(
      await (await editor.request('/api/editor/pages/legal-notice/')).json(),
    ).data;
    expect(loaded).toEqual({
      path: 'legal-notice',
      title: 'Impressum',
      description: SITE_PAGE_CONTENT['legal-notice'].description,
      document: { type: 'doc', content: SITE_PAGE_CONTENT['legal-notice'].body },
      updated_at: null,
      shipped: true,
    });

    const response = await save(
      editor,
      'legal-notice',
      request({
        description: `  ${DESCRIPTION}  `,
        document: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Anbieter' }] },
            { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'böse',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(2)' } }],
                },
              ],
            },
          ],
        },
      }),
    );
    expect(response.status).toBe(200);
    const saved = editorSitePageResponseSchema.parse(await response.json()).data;
    expect(saved).toMatchObject({ description: DESCRIPTION, shipped: false });
    expect(saved.updated_at).not.toBeNull();

    const page = await publicPage('legal-notice');
    expect(page.description).toBe(DESCRIPTION);
    expect(page.updated_at).toBe(saved.updated_at);
    expect(page.html).toBe(
      '<h2 id="anbieter">Anbieter</h2><p>&#60;script&#62;alert(1)&#60;/script&#62;</p><p>böse</p>',
    );
    expect((await list()).find((entry) => entry.path === 'legal-notice')).toEqual({
      path: 'legal-notice',
      title: 'Impressum',
      edited: true,
      updated_at: saved.updated_at,
      updated_by_name: 'Jana Redaktion',
    });

    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(
      `<url><loc>${PUBLIC_URL}/legal-notice</loc><lastmod>${saved.updated_at!.slice(0, 10)}</lastmod></url>`,
    );
    expect(sitemap).toContain(`<url><loc>${PUBLIC_URL}/jobs</loc></url>`);

    const reset = await editor.request('/api/editor/pages/legal-notice/', { method: 'DELETE' });
    expect(reset.status).toBe(200);
    expect(editorSitePageResponseSchema.parse(await reset.json()).data).toEqual(loaded);
    expect(await publicPage('legal-notice')).toMatchObject({
      description: SITE_PAGE_CONTENT['legal-notice'].description,
      updated_at: null,
    });
    // resetting a page that shows the shipped text changes nothing
    expect((await editor.request('/api/editor/pages/legal-notice/', { method: 'DELETE' })).status).toBe(200);
  });

  it('refuses a stale save with 409 instead of overwriting another editor’s text', async () => {
    const first = await save(editor, 'dealers', request());
    expect(first.status).toBe(200);
    const version = editorSitePageResponseSchema.parse(await first.json()).data.updated_at;
    // the second editor loaded the shipped text before the first one saved
    const stale = await save(secondEditor, 'dealers', request({ description: `${DESCRIPTION} Neu.` }));
    expect(stale.status).toBe(409);
    expect(apiErrorSchema.parse(await stale.json()).message).toBe(STALE);

    const second = await save(
      secondEditor,
      'dealers',
      request({ description: `${DESCRIPTION} Neu.`, expected_updated_at: version }),
    );
    expect(second.status).toBe(200);
    // the first editor's version is now old, too
    const old = await save(editor, 'dealers', request({ expected_updated_at: version }));
    expect(old.status).toBe(409);
    expect(apiErrorSchema.parse(await old.json()).message).toBe(STALE);
    expect((await publicPage('dealers')).description).toBe(`${DESCRIPTION} Neu.`);

    // a reset in between makes a loaded version stale as well
    const latest = editorSitePageResponseSchema.parse(await second.json()).data.updated_at;
    expect((await editor.request('/api/editor/pages/dealers/', { method: 'DELETE' })).status).toBe(200);
    expect((await save(secondEditor, 'dealers', request({ expected_updated_at: latest }))).status).toBe(409);
  });

  it('refuses images and game cards in the text with a German field message', async () => {
    const bodies = [
      { type: 'image', attrs: { imageId: 1, alt: 'Logo' } },
      { type: 'gameCard', attrs: { productId: 1 } },
      {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [{ type: 'image', attrs: { imageId: 1 } }] }],
      },
    ];
    for (const node of bodies) {
      const response = await save(editor, 'about-us', {
        ...request(),
        document: { type: 'doc', content: [doc('Text').content[0], node] },
      });
      expect(response.status, node.type).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).fields?.document).toBe(NO_MEDIA);
    }
  });

  it('answers bad input with German field messages', async () => {
    const fieldsOf = async (body: unknown) => {
      const response = await save(editor, 'about-us', body);
      expect(response.status).toBe(400);
      return apiErrorSchema.parse(await response.json()).fields ?? {};
    };
    expect((await fieldsOf(request({ description: 'Zu kurz.' }))).description).toBe(
      'Bitte gib mindestens 50 Zeichen ein.',
    );
    expect((await fieldsOf(request({ description: 'x'.repeat(161) }))).description).toBe(
      'Bitte gib höchstens 160 Zeichen ein.',
    );
    expect((await fieldsOf(request({ description: '   ' }))).description).toBe(
      'Dies ist eine Pflichtangabe.',
    );
    const { description, ...withoutDescription } = request();
    expect(description).toBe(DESCRIPTION);
    expect((await fieldsOf(withoutDescription)).description).toBe('Dies ist eine Pflichtangabe.');
    const iframe = await fieldsOf({ ...request(), document: { type: 'doc', content: [{ type: 'iframe' }] } });
    expect(Object.entries(iframe).find(([key]) => key.startsWith('document'))?.[1]).toBe(
      'Der Artikeltext enthält ein Element, das hier nicht erlaubt ist.',
    );
    expect((await fieldsOf({ ...request(), expected_updated_at: 'gestern' })).expected_updated_at).toBe(
      'Die Anfrage ist ungültig.',
    );
    const { expected_updated_at: _, ...withoutVersion } = request();
    expect(Object.keys(await fieldsOf(withoutVersion))).toEqual(['expected_updated_at']);
    const notJson = await editor.request('/api/editor/pages/about-us/', {
      method: 'PUT',
      body: 'kein JSON',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(apiErrorSchema.parse(await notJson.json()).message).toBe('Die Anfrage ist ungültig.');
  });

  it('keeps the editor’s name out of the list once the account is deleted', async () => {
    const { db } = platform.database;
    const [ole] = await db.select().from(t.users).where(eq(t.users.email, 'zweite@example.com'));
    const response = await save(secondEditor, 'terms-and-conditions', request());
    expect(response.status).toBe(200);
    await db.delete(t.users).where(eq(t.users.uuid, ole!.uuid));
    const pages = editorSitePagesResponseSchema.parse(
      await (await editor.request('/api/editor/pages/')).json(),
    ).data.pages;
    expect(pages.find((page) => page.path === 'terms-and-conditions')).toMatchObject({
      edited: true,
      updated_by_name: null,
    });
    expect((await publicPage('terms-and-conditions')).description).toBe(DESCRIPTION);
  });

  it('shows a saved page to anonymous visitors at once, although their pages are kept', async () => {
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    const pageHtml = async () => {
      const response = await app.request('/jobs');
      expect(response.status).toBe(200);
      return response.text();
    };
    const first = await pageHtml();
    const head = first.slice(0, first.indexOf('</head>'));
    expect(head).toContain('<title>Jobs – Spielraum</title>');
    expect(head).toContain(`<meta name="description" content="${SITE_PAGE_CONTENT.jobs.description}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs"/>`);
    expect(first).toMatch(/<h1[^>]*>Jobs<\/h1>/);
    expect(first).toContain('Offene Stellen');
    expect(first).not.toContain('Stand:');
    // kept: a change past the API (no back-office edit) does not show, the kept page answers
    const [row] = await platform.database.db
      .insert(t.sitePages)
      .values({ path: 'jobs', description: DESCRIPTION, document: doc('Direkt in der Datenbank.') })
      .returning();
    const again = await pageHtml();
    expect(withoutNonce(again)).toBe(withoutNonce(first));
    expect(again).not.toBe(first);

    const saved = await save(
      editor,
      'jobs',
      request({
        document: doc('Gerade suchen wir niemanden.'),
        expected_updated_at: row!.updatedAt.toISOString(),
      }),
    );
    expect(saved.status).toBe(200);
    const changed = await pageHtml();
    expect(changed).toContain('Gerade suchen wir niemanden.');
    expect(changed).not.toContain('Offene Stellen');
    expect(changed).toContain('Stand:');
    expect(changed).toContain(`<meta name="description" content="${DESCRIPTION}"/>`);

    expect((await editor.request('/api/editor/pages/jobs/', { method: 'DELETE' })).status).toBe(200);
    expect(await pageHtml()).toContain('Offene Stellen');
  });
});
