import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookieValue, type RenderPage } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { eq } from 'drizzle-orm';
import { buildSearchDocuments, recomputePriceStats } from '@spielraum/indexer';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { ANTI_FORGERY_COOKIE } from '../accounts/anti-forgery';
import { hashSessionId, SESSION_COOKIE } from '../accounts/find-session';
import { TestBrowser } from '../accounts/testing';
import { createApp } from '../app';
import { createBitmapEngine } from '../engine/bitmap-engine';
import { SearchReplica } from '../search/replica';
import { HOSTILE_TITLE, seedGameCatalogue } from '../routes/game/test-catalogue';

const PUBLIC_URL = 'https://spielraum.example';
// the web client's server entry from source (production loads its build, see web.ts)
const ENTRY_SERVER = resolve(import.meta.dirname, '../../../web/src/entry-server.tsx');

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

describe(`server-rendered pages (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let distDir: string;
  let replica: SearchReplica;

  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedGameCatalogue(platform);
    await buildSearchDocuments({ database: platform.database, productIds: null });
    replica = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
    await replica.load();
    distDir = mkdtempSync(join(tmpdir(), 'spielraum-ssr-'));
    writeFileSync(
      join(distDir, 'index.html'),
      readFileSync(resolve(import.meta.dirname, '../../../web/index.html')),
    );
    const { render } = (await import(/* @vite-ignore */ ENTRY_SERVER)) as { render: RenderPage };
    app = createApp({
      platform,
      webDistDir: distDir,
      publicUrl: PUBLIC_URL,
      renderPage: render,
      search: replica,
    });
  });
  afterAll(async () => {
    await replica?.stop();
    await platform?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the document security headers with pages and only the subresource ones with assets', async () => {
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'assets', 'probe-abc123.js'), 'export {};');
    const asset = await app.request('/assets/probe-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('x-frame-options')).toBeNull();
    expect(asset.headers.get('strict-transport-security')).toBeNull();
    const page = await app.request('/');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).not.toBeNull();
  });

  it('renders the game page with title, best total, canonical URL, Open Graph and JSON-LD', async () => {
    const response = await app.request('/games/brettspiele/azul');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Azul – Spielraum</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/games/brettspiele/azul"/>`);
    expect(head).toContain('<meta property="og:title" content="Azul"/>');
    expect(head).toContain('<meta property="og:type" content="product"/>');
    expect(head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/images/11?w=1200"/>`);
    expect(head).toMatch(
      /<meta name="description" content="Azul im Preisvergleich: ab 33,48\s€ bei 3 Händlern/,
    );
    expect(head.match(/name="description"/g)).toHaveLength(1);

    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain('<h1');
    expect(body).toMatch(/ab 33,48\s€/);
    expect(body).toContain('Meeple-Markt');
    expect(body).toContain('zum Shop');
    expect(body).toContain('Wunderschön');
    expect(body).not.toContain('Noch nicht geprüft');
    expect(body).toContain('data-testid="price-history-chart"');
    expect(body).toContain('window.__staticRouterHydrationData');

    // one script: the product and the breadcrumb trail in one graph
    expect(jsonLdOf(html)).toEqual([
      { '@context': 'https://schema.org', '@graph': [expect.anything(), expect.anything()] },
    ]);
    const [{ '@graph': graph }] = jsonLdOf(html) as [{ '@graph': unknown[] }];
    expect(graph).toEqual([
      expect.objectContaining({
        '@type': 'Product',
        name: 'Azul',
        url: `${PUBLIC_URL}/games/brettspiele/azul`,
        gtin: '4005556000011',
        brand: { '@type': 'Brand', name: 'Next Move' },
        aggregateRating: expect.objectContaining({ ratingValue: 4.5, reviewCount: 2 }),
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'EUR',
          lowPrice: '33.48',
          highPrice: '55.00',
          offerCount: 4,
          availability: 'https://schema.org/InStock',
        },
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
  });

  it('keeps a hostile title inside its script and attributes', async () => {
    const response = await app.request('/games/brettspiele/boese');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><!--');
    const [{ '@graph': graph }] = jsonLdOf(html) as [{ '@graph': Array<Record<string, unknown>> }];
    expect(graph.find((node) => node['@type'] === 'Product')).toMatchObject({
      name: HOSTILE_TITLE,
      description: '</script><!--',
    });
    const hydration = /window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(html);
    expect(hydration).not.toBeNull();
    const data = JSON.parse(JSON.parse(hydration![1]!)) as {
      loaderData: Record<string, { product?: { title: string } }>;
    };
    expect(Object.values(data.loaderData).find((entry) => entry.product)?.product?.title).toBe(HOSTILE_TITLE);
  });

  it('answers an unknown game with status 404 and the German not-found page', async () => {
    const response = await app.request('/games/brettspiele/gibt-es-nicht');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('Zur Startseite');
  });

  it('answers an unknown path with 404, and redirects invalid categories to /games', async () => {
    const unknown = await app.request('/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Seite nicht gefunden');
    for (const path of ['/games/quatsch', '/games/quatsch/azul']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/games');
    }
  });

  it('sends a game asked for under another category to its canonical address', async () => {
    const response = await app.request('/games/kartenspiele/azul');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/games/brettspiele/azul');
  });

  it('renders with the visitor’s session from the cookie', async () => {
    await platform.database.db.insert(t.users).values({
      uuid: '2b6f1c1e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
      email: 'mara@example.com',
      displayName: 'Mara Spielfreundin',
      verified: true,
    });
    await platform.database.db.insert(t.sessions).values({
      idHash: hashSessionId('ssr-session'),
      userUuid: '2b6f1c1e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const anonymous = await (await app.request('/games/brettspiele/azul')).text();
    expect(anonymous).not.toContain('Mara Spielfreundin');
    const response = await app.request('/games/brettspiele/azul', {
      headers: { cookie: `${SESSION_COOKIE}=ssr-session` },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toContain('Mara Spielfreundin');
  });

  it('renders the start page on the server too, not the empty client shell', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('window.__staticRouterHydrationData');
    expect(html).toMatch(/<h1[^>]*>Spielraum/);
    expect((await app.request('/index.html')).status).toBe(404);
  });

  it('renders the other pages too, with their own title', async () => {
    const response = await app.request('/games/brettspiele');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<title>Brettspiele – Spielraum</title>');
    expect(html).toContain('Azul');
  });

  it('renders a game list with the search applied and hands its search state to the browser', async () => {
    const response = await app.request('/games/brettspiele?term=azul');
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/games/brettspiele"/>`);
    expect(head).toMatch(/<meta name="description" content="Brettspiele im Preisvergleich/);
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain('href="/games/brettspiele/azul"');
    expect(body).not.toContain('Keine Spiele gefunden.');
    const state = /<script[^>]*>window\.__SEARCH_SERVER_STATE__=(.*?);(?:window\.|<\/script>)/.exec(html);
    expect(state).not.toBeNull();
    const serverState = JSON.parse(state![1]!) as {
      initialResults: Record<string, { state: { query: string } }>;
    };
    expect(Object.values(serverState.initialResults)[0]!.state.query).toBe('azul');

    const nothing = await (await app.request('/games/brettspiele?term=zzzqqq')).text();
    expect(nothing).toContain('Keine Spiele gefunden.');
    expect(nothing).not.toContain('href="/games/brettspiele/azul"');
  });

  it('arms the anti-forgery pair with the page, so a mail link opened first can make its call', async () => {
    // a fresh browser: the verification page is its very first request, no API call before
    const browser = new TestBrowser(app);
    const page = await browser.request(
      '/verification/2b6f1c1e-3b4d-4c5e-8f90-000000000000/' + 'a'.repeat(43),
    );
    expect(page.status).toBe(200);
    expect(browser.cookie(ANTI_FORGERY_COOKIE)).toBeDefined();
    const verify = await browser.request('/api/verify/', {
      method: 'POST',
      json: { uuid: '2b6f1c1e-3b4d-4c5e-8f90-000000000000', token: 'a'.repeat(43) },
    });
    // the call reaches the verification (an unknown link), not the anti-forgery refusal
    expect(verify.status).not.toBe(403);
    expect(((await verify.json()) as { error: string }).error).not.toBe('csrf failed');
    // assets stay cookie-free
    mkdirSync(join(distDir, 'assets'), { recursive: true });
    writeFileSync(join(distDir, 'assets', 'probe-def456.js'), 'export {};');
    expect((await app.request('/assets/probe-def456.js')).headers.getSetCookie()).toEqual([]);
  });

  it('sends a Content-Security-Policy whose nonce is on every inline script of the page', async () => {
    for (const path of ['/', '/games/brettspiele?term=azul', '/games/brettspiele/azul', '/gibt-es-nicht']) {
      const response = await app.request(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(policy)?.[1];
      expect(nonce, `${path}: ${policy}`).toBeDefined();
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("base-uri 'self'");
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter((attributes) => !attributes.includes('application/ld+json'));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes, path).toContain(`nonce="${nonce}"`);
      // a new nonce for every page
      const again = (await app.request(path)).headers.get('content-security-policy');
      expect(again).not.toBe(policy);
    }
  });

  it('says in Server-Timing how long the page and its parts took to render, or that it came from the page cache', async () => {
    const rendered = await app.request('/games/brettspiele?term=catan');
    // the whole render, then the route loaders, the list's search and the rest of the HTML
    expect(rendered.headers.get('server-timing')).toMatch(
      /^render;dur=\d+(\.\d)?, loaders;dur=\d+\.\d, search;dur=\d+\.\d, html;dur=\d+\.\d$/,
    );
    // a page no earlier test asked for, so it is rendered, not taken from the cache
    const game = await app.request('/games/brettspiele/azul?timing');
    expect(game.headers.get('server-timing')).toMatch(
      /^render;dur=[\d.]+, loaders;dur=[\d.]+, html;dur=[\d.]+$/,
    );
    const cached = await app.request('/games/brettspiele?term=catan');
    expect(cached.headers.get('server-timing')).toBe('render;desc="page cache"');
  });

  it('puts the consent dialog into the page of a visitor who has not chosen yet, and caches the two pages apart', async () => {
    const chosen = {
      cookie: `${CONSENT_COOKIE}=${consentCookieValue(
        { history: false, analytics: true, social: false },
        '6f1c2a3e-1111-4222-8333-944455556666',
      )}`,
    };
    const dialog = /role="dialog"[^>]*aria-modal="true"/;
    const path = '/games/brettspiele/azul?consent';
    const first = await (await app.request(path)).text();
    expect(first).toMatch(dialog);
    expect(first).toContain('Datenschutz-Einstellungen');
    expect(first).toContain('Alle ablehnen');
    const withChoice = await (await app.request(path, { headers: chosen })).text();
    expect(withChoice).not.toMatch(dialog);
    expect(withChoice).not.toContain('Alle ablehnen');
    // each variant again, now from the page cache
    const again = await app.request(path);
    expect(again.headers.get('server-timing')).toBe('render;desc="page cache"');
    expect(await again.text()).toContain('Alle ablehnen');
    const withChoiceAgain = await app.request(path, { headers: chosen });
    expect(withChoiceAgain.headers.get('server-timing')).toBe('render;desc="page cache"');
    expect(await withChoiceAgain.text()).not.toContain('Alle ablehnen');
    // a cookie of an outdated or broken form counts as no choice
    const broken = await (
      await app.request(path, { headers: { cookie: `${CONSENT_COOKIE}=0.111.x` } })
    ).text();
    expect(broken).toContain('Alle ablehnen');
  });

  it('keeps an anonymous visitor’s page until a price changes it, never a signed-in visitor’s', async () => {
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    const first = await (await app.request('/games/brettspiele/azul')).text();
    const second = await (await app.request('/games/brettspiele/azul')).text();
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(second).not.toBe(first);
    expect(first).toMatch(/ab 33,48\s€/);

    await platform.database.db.update(t.offers).set({ priceCents: 2499 }).where(eq(t.offers.id, 1));
    await recomputePriceStats({ database: platform.database, productIds: [1] });
    await buildSearchDocuments({ database: platform.database, productIds: [1], only: 'prices' });
    await replica.follow();
    const changed = await (await app.request('/games/brettspiele/azul')).text();
    expect(changed).toMatch(/ab 28,48\s€/);
    // a session's page is rendered for it alone, with its own name in the menu
    const signedIn = await app.request('/games/brettspiele/azul', {
      headers: { cookie: `${SESSION_COOKIE}=ssr-session` },
    });
    expect(await signedIn.text()).toContain('Mara Spielfreundin');

    await platform.database.db.update(t.offers).set({ priceCents: 2999 }).where(eq(t.offers.id, 1));
    await recomputePriceStats({ database: platform.database, productIds: [1] });
    await buildSearchDocuments({ database: platform.database, productIds: [1], only: 'prices' });
    await replica.follow();
  });
});
