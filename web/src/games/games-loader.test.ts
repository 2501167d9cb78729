import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameCard, gameList } from '../test/fixtures';
import { callsTo, stubApi } from '../test/render-app';
import { gamesLoader, parsePage, searchForPage } from './games-loader';

function load(path: string, cat?: string) {
  const url = new URL(`http://localhost${path}`);
  return gamesLoader({
    request: new Request(url),
    url,
    pattern: cat === undefined ? '/games' : '/games/:cat',
    params: cat === undefined ? {} : { cat },
    context: {},
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gamesLoader', () => {
  it('redirects an unknown category to /games without calling the API', async () => {
    const fetchMock = stubApi();
    const thrown: unknown = await load('/games/schach', 'schach').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown instanceof Response ? thrown : null;
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/games');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads a valid category with the page from the URL', async () => {
    const hits = [gameCard()];
    const fetchMock = stubApi({ games: gameList(hits, 30) });
    const result = await load('/games/tabletop?page=2', 'tabletop');
    expect(callsTo(fetchMock, '/api/games/')).toEqual([
      '/api/games/?page=2&rowsPerPage=24&category=tabletop',
    ]);
    expect(result).toEqual({ category: 'tabletop', page: 2, total: 30, hits });
  });

  it('loads all games without a category', async () => {
    const fetchMock = stubApi();
    const result = await load('/games');
    expect(callsTo(fetchMock, '/api/games/')).toEqual(['/api/games/?page=1&rowsPerPage=24']);
    expect(result.category).toBeNull();
  });
});

describe('page parameter', () => {
  it('treats a missing or invalid page as page 1', () => {
    expect(parsePage(new URLSearchParams(''))).toBe(1);
    expect(parsePage(new URLSearchParams('page=abc'))).toBe(1);
    expect(parsePage(new URLSearchParams('page=0'))).toBe(1);
    expect(parsePage(new URLSearchParams('page=7'))).toBe(7);
  });

  it('leaves page 1 out of URLs and keeps other parameters', () => {
    const params = new URLSearchParams('filter-tcg=pokemon&page=3');
    expect(searchForPage(params, 1)).toBe('?filter-tcg=pokemon');
    expect(searchForPage(params, 4)).toBe('?filter-tcg=pokemon&page=4');
    expect(searchForPage(new URLSearchParams('page=2'), 1)).toBe('');
  });
});
