import { CATEGORY_TILES, GENRE_TILES } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { categoryTileHref, genreHref, themeWorldHref } from './tile-links';

describe('start page links', () => {
  it('maps every category tile to its games URL', () => {
    const hrefs = Object.fromEntries(CATEGORY_TILES.map((tile) => [tile.slug, categoryTileHref(tile.term)]));
    expect(hrefs['alle-spiele']).toBe('/games');
    expect(hrefs['living-card-games']).toBe('/games/living-card-games-lcg');
    expect(hrefs['kinderspiele']).toBe('/games?filter-spielkategorien=kinderspiele');
    expect(hrefs['spiele-fuer-2']).toBe('/games?filter-spielkategorien=spiele-fuer-2');
  });

  it('sends an unknown group to all games', () => {
    expect(categoryTileHref('group:99')).toBe('/games');
  });

  it('links genres and theme worlds to their filters', () => {
    expect(GENRE_TILES.map((genre) => genreHref(genre.term))).toEqual([
      '/games',
      '/games?filter-genre=fantasy',
      '/games?filter-genre=horror',
      '/games?filter-genre=science-fiction',
      '/games?filter-genre=strategie',
      '/games?filter-genre=tiere',
    ]);
    expect(themeWorldHref('star-wars')).toBe('/games?filter-themenwelt=star-wars');
  });
});
