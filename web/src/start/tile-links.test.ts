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
    expect(entries.map(categoryEntryHref).slice(0, 3)).toEqual([
      '/games',
      '/games/living-card-games-lcg',
      '/games?term=Kinderspiele',
    ]);
    expect(categoryEntryHref(bySlug.get('spiele-fuer-2')!)).toBe(
      '/games?filter-spielkategorien=36-spiele-fuer-2',
    );
  });

  it('falls back to a text search for a term the catalogue does not know', () => {
    const index = termKeyIndex(null);
    expect(categoryEntryHref(categoryEntries(index)[3]!)).toBe('/games?term=Familienspiele');
    expect(termHref(index, 'themeWorlds', 'dc-comics', 'DC Comics')).toBe('/games?term=DC+Comics');
  });

  it('links genres, theme worlds and publishers to their filters', () => {
    const index = termKeyIndex(facets);
    expect(termHref(index, 'genres', null, 'Alle Spiele')).toBe('/games');
    expect(termHref(index, 'genres', 'horror', 'Horror')).toBe('/games?filter-genre=104-horror');
    expect(termHref(index, 'themeWorlds', 'star-wars', 'Star Wars')).toBe(
      '/games?filter-themenwelt=222-star-wars',
    );
    expect(termHref(index, 'publishers', 'kosmos', 'Kosmos')).toBe('/games?filter-verlag=1-kosmos');
  });
});
