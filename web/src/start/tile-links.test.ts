import { GENRE_TILES, PUBLISHER_TILES, THEME_WORLD_TILES } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { categoryEntries, categoryEntryHref, termHref, termKeyIndex } from './tile-links';

// Facet values as `GET /api/filter/data/` answers them for the demo catalogue (shortened).
const facets = {
  categories: [
    { key: '1-familienspiele', label: 'Familienspiele', count: 115 },
    { key: '36-spiele-fuer-2', label: 'Spiele für 2', count: 23 },
  ],
  genres: [{ key: '104-horror', label: 'Horror', count: 23 }],
  themeWorlds: [{ key: '222-star-wars', label: 'Star Wars', count: 12 }],
  publishers: [{ key: '1-kosmos', label: 'Kosmos', count: 24 }],
};

describe('start page tiles', () => {
  it('builds SPEC category entries whose filter_id carries the term key', () => {
    const entries = categoryEntries(termKeyIndex(facets));
    const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
    expect(entries).toHaveLength(12);
    expect(bySlug.get('alle-spiele')).toMatchObject({ type: 'all', filter_id: '' });
    expect(bySlug.get('living-card-games')).toMatchObject({ type: 'group', filter_id: '4' });
    expect(bySlug.get('familienspiele')).toMatchObject({
      type: 'filter',
      filter_id: 'filter-spielkategorien=1-familienspiele',
    });
    // every tile opens a page of its own: all games, a product group, a category's landing page
    expect(entries.map(categoryEntryHref).slice(0, 4)).toEqual([
      '/games',
      '/games/living-card-games-lcg',
      '/kategorie/kinderspiele',
      '/kategorie/familienspiele',
    ]);
    expect(categoryEntryHref(bySlug.get('spiele-fuer-2')!)).toBe('/kategorie/spiele-fuer-2');
  });

  it('links the landing page even when the catalogue could not be asked; other terms fall back to a text search', () => {
    const index = termKeyIndex(null);
    expect(categoryEntryHref(categoryEntries(index)[3]!)).toBe('/kategorie/familienspiele');
    expect(termHref(index, 'themeWorlds', 'dc-comics', 'DC Comics')).toBe('/themenwelt/dc-comics');
    expect(termHref(index, 'tags', 'solo-modus', 'Solo-Modus')).toBe('/games?term=Solo-Modus');
    expect(termHref(termKeyIndex({ tags: [{ key: '53-solo-modus' }] }), 'tags', 'solo-modus', 'Solo')).toBe(
      '/games?filter-tags=53-solo-modus',
    );
  });

  it('links genres, theme worlds and publishers to their landing pages', () => {
    const index = termKeyIndex(facets);
    expect(termHref(index, 'genres', null, 'Alle Spiele')).toBe('/games');
    expect(termHref(index, 'genres', 'horror', 'Horror')).toBe('/genre/horror');
    expect(termHref(index, 'themeWorlds', 'star-wars', 'Star Wars')).toBe('/themenwelt/star-wars');
    expect(termHref(index, 'publishers', 'kosmos', 'Kosmos')).toBe('/verlag/kosmos');
  });

  it('gives every tile of the start page a landing page (or all games or a product group)', () => {
    const index = termKeyIndex(null);
    const hrefs = [
      ...categoryEntries(index).map(categoryEntryHref),
      ...GENRE_TILES.map((tile) => termHref(index, 'genres', tile.term, tile.title.de)),
      ...THEME_WORLD_TILES.map((tile) => termHref(index, 'themeWorlds', tile.slug, tile.title)),
      ...PUBLISHER_TILES.map((tile) => termHref(index, 'publishers', tile.slug, tile.title)),
    ];
    expect(hrefs.filter((href) => href.includes('?'))).toEqual([]);
    expect(new Set(hrefs).size).toBe(hrefs.length - 1); // "Alle Spiele" twice
  });
});
