import { describe, expect, it } from 'vitest';
import {
  CATEGORY_TILES,
  CATEGORY_SLUGS,
  GENRE_TILES,
  PUBLISHER_TILES,
  THEME_WORLD_TILES,
} from './categories';
import {
  LANDING_PAGES,
  landingDescription,
  landingPageOfPath,
  landingPageOfTermKey,
  landingPath,
  landingTitle,
} from './landing-pages';
import { landingIntro, PRODUCT_GROUP_INTROS } from './landing-intros';
import { slugify } from './text';

describe('landing pages', () => {
  it('gives every category, genre, theme-world and publisher tile a page', () => {
    const paths = LANDING_PAGES.map(landingPath);
    const tilePaths = [
      ...CATEGORY_TILES.flatMap((tile) =>
        tile.term === null || tile.term.startsWith('group:') ? [] : [`/kategorie/${tile.term}`],
      ),
      ...GENRE_TILES.flatMap((tile) => (tile.term === null ? [] : [`/genre/${tile.term}`])),
      ...THEME_WORLD_TILES.map((tile) => `/themenwelt/${tile.slug}`),
      ...PUBLISHER_TILES.map((tile) => `/verlag/${tile.slug}`),
    ];
    expect(paths).toEqual(tilePaths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names each term as the catalogue slugs it', () => {
    for (const page of LANDING_PAGES) expect(slugify(page.name), page.name).toBe(page.slug);
  });

  it('has its own title, description and an intro of two or three sentences', () => {
    const titles = new Set(LANDING_PAGES.map(landingTitle));
    const descriptions = new Set(LANDING_PAGES.map(landingDescription));
    expect(titles.size).toBe(LANDING_PAGES.length);
    expect(descriptions.size).toBe(LANDING_PAGES.length);
    for (const page of [
      ...LANDING_PAGES.map((entry) => landingIntro(entry) ?? ''),
      ...Object.values(PRODUCT_GROUP_INTROS),
    ]) {
      // sentence ends: a full stop or "!" before a space or the end, not inside "J. R. R." or "Yu-Gi-Oh!"
      const sentences = page.split(/(?<=[a-zäöüß“)][.!])\s+(?=[A-ZÄÖÜ„])/);
      expect(sentences.length, page).toBeGreaterThanOrEqual(1);
      expect(sentences.length, page).toBeLessThanOrEqual(3);
      expect(page.length, page).toBeLessThan(320);
    }
    expect(Object.keys(PRODUCT_GROUP_INTROS).sort()).toEqual([...CATEGORY_SLUGS].sort());
  });

  it('finds a page by its path and by a facet key of its term', () => {
    expect(landingPageOfPath('/verlag/kosmos')?.name).toBe('Kosmos');
    expect(landingPageOfPath('/themenwelt/star-wars/')?.heading).toBe('Star-Wars-Spiele');
    expect(landingPageOfPath('/verlag/unbekannt')).toBeUndefined();
    expect(landingPageOfPath('/games/brettspiele')).toBeUndefined();
    expect(landingPageOfPath('/genre/kosmos')).toBeUndefined();
    expect(landingPageOfTermKey('genres', '104-horror')?.kind).toBe('genre');
    expect(landingPageOfTermKey('categories', '104-horror')).toBeUndefined();
    expect(landingPageOfTermKey('publishers', 'kosmos')).toBeUndefined();
  });
});
