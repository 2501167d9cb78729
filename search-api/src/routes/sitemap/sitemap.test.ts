import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, LANDING_PAGES, STATIC_PAGES } from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createApp } from '../../app';
import { seedGameCatalogue } from '../game/test-catalogue';

describe(`/sitemap.xml (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform, publicUrl: 'https://spielraum.example/' });
    await seedGameCatalogue(platform);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('lists the start page, all categories, every game, the magazine, the static pages and the dealers with absolute URLs', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://spielraum.example/',
      'https://spielraum.example/games',
      ...CATEGORY_SLUGS.map((slug) => `https://spielraum.example/games/${slug}`),
      ...LANDING_PAGES.map((page) => `https://spielraum.example/${page.kind}/${page.slug}`),
      'https://spielraum.example/preisstuerze',
      'https://spielraum.example/games/brettspiele/azul',
      'https://spielraum.example/games/brettspiele/azul-steinchen',
      'https://spielraum.example/games/brettspiele/patchwork',
      'https://spielraum.example/games/kartenspiele/ohne-angebot',
      'https://spielraum.example/games/brettspiele/boese',
      'https://spielraum.example/magazine',
      ...['branchen-news', 'tests', 'neuheiten', 'ratgeber', 'messen'].map(
        (slug) => `https://spielraum.example/magazine/${slug}`,
      ),
      'https://spielraum.example/recommendations',
      ...STATIC_PAGES.map((page) => `https://spielraum.example/${page.path}`),
      // the active dealers' pages, by name
      'https://spielraum.example/dealers-details/meeple-markt',
      'https://spielraum.example/dealers-details/spielekiste',
      'https://spielraum.example/dealers-details/wuerfelwelt',
    ]);
    expect(locs).toContain('https://spielraum.example/jobs');
    // one landing page per category, genre, theme-world and publisher tile
    expect(locs).toContain('https://spielraum.example/kategorie/familienspiele');
    expect(locs).toContain('https://spielraum.example/genre/horror');
    expect(locs).toContain('https://spielraum.example/themenwelt/star-wars');
    expect(locs).toContain('https://spielraum.example/verlag/kosmos');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('has no parts while everything fits into one file', async () => {
    expect((await app.request('/sitemap-1.xml')).status).toBe(404);
  });
});
