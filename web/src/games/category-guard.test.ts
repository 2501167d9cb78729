import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryGuardLoader } from './category-guard';

async function outcome(path: string, cat?: string): Promise<Response | null> {
  try {
    return await categoryGuardLoader({
      request: new Request(`https://spielraum.test${path}`),
      params: cat === undefined ? {} : { cat },
      context: {},
    } as Parameters<typeof categoryGuardLoader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('the game list guard on the server', () => {
  beforeEach(() => vi.stubEnv('SSR', true));
  afterEach(() => vi.unstubAllEnvs());

  it('sends an unknown category to all games', async () => {
    const answer = await outcome('/games/quatsch', 'quatsch');
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('location')).toBe('/games');
  });

  it('moves an old filter address with a landing term to its landing page for good, keeping the rest', async () => {
    const answer = await outcome('/games?filter-verlag=7-kosmos&filter-genre=3-tiere&page=2');
    expect(answer?.status).toBe(301);
    // the first landing kind wins (categories, genres, theme worlds, publishers), as in the list
    expect(answer?.headers.get('location')).toBe('/genre/tiere?filter-verlag=7-kosmos&page=2');
    const publisher = await outcome('/games?filter-verlag=7-kosmos&sort=total-asc');
    expect(publisher?.headers.get('location')).toBe('/verlag/kosmos?sort=total-asc');
    const category = await outcome('/games?filter-spielkategorien=1-familienspiele');
    expect(category?.headers.get('location')).toBe('/kategorie/familienspiele');
  });

  it('leaves searches without a landing page, categories and plain lists where they are', async () => {
    expect(await outcome('/games')).toBeNull();
    expect(await outcome('/games?term=azul&sort=total-asc')).toBeNull();
    // a publisher without a landing page
    expect(await outcome('/games?filter-verlag=9-kleinverlag-ohne-seite')).toBeNull();
    expect(await outcome('/games/brettspiele?filter-verlag=7-kosmos', 'brettspiele')).toBeNull();
  });
});

describe('the game list guard in the browser', () => {
  it('leaves an old filter address to the list, which moves itself with the key it has', async () => {
    expect(await outcome('/games?filter-verlag=7-kosmos')).toBeNull();
  });
});
