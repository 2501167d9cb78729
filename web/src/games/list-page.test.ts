import { describe, expect, it } from 'vitest';
import { listIndexing } from './list-page';

const at = (href: string, landingKey?: string) => {
  const url = new URL(href, 'http://localhost');
  return listIndexing({ pathname: url.pathname, search: url.search, landingKey });
};

describe('list indexing', () => {
  it('indexes the plain list, product groups and landing pages, each page canonical to itself', () => {
    expect(at('/games')).toEqual({ canonical: '/games', indexable: true, page: 1 });
    expect(at('/games?page=4')).toEqual({ canonical: '/games?page=4', indexable: true, page: 4 });
    expect(at('/games/brettspiele?page=2')).toEqual({
      canonical: '/games/brettspiele?page=2',
      indexable: true,
      page: 2,
    });
    expect(at('/kategorie/familienspiele', '1-familienspiele')).toEqual({
      canonical: '/kategorie/familienspiele',
      indexable: true,
      page: 1,
    });
    expect(at('/verlag/kosmos?page=2', '3-kosmos').canonical).toBe('/verlag/kosmos?page=2');
  });

  it('keeps further filters, texts, sorts and page sizes out, canonical to their landing page', () => {
    expect(at('/kategorie/familienspiele?filter-genre=104-horror', '1-familienspiele')).toEqual({
      canonical: '/kategorie/familienspiele',
      indexable: false,
      page: 1,
    });
    expect(at('/genre/horror?term=azul&page=2', '104-horror')).toMatchObject({
      canonical: '/genre/horror',
      indexable: false,
    });
    expect(at('/verlag/kosmos?sort=newest', '3-kosmos').indexable).toBe(false);
    expect(at('/games?rowsPerPage=24').indexable).toBe(false);
    expect(at('/games?filter-spielkategorien=9-wuerfelspiele')).toMatchObject({
      canonical: '/games',
      indexable: false,
    });
    expect(at('/games/brettspiele?filter-verlag=3-kosmos')).toMatchObject({
      canonical: '/games/brettspiele',
      indexable: false,
    });
  });

  it('sends a query that says what a landing path says to that path', () => {
    expect(at('/games?filter-verlag=3-kosmos')).toEqual({
      canonical: '/verlag/kosmos',
      indexable: false,
      page: 1,
    });
  });
});
