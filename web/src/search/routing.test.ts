import type { SearchFilterValues } from '@spielraum/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSearchRouter,
  createSearchRouting,
  isSearchPath,
  searchFromLocation,
  searchHref,
  searchStateMapping,
  staticNavigation,
  type SearchNavigation,
} from './routing';

const ROUND_TRIP_URLS = [
  '/games',
  '/games?term=azul',
  '/games?term=die+siedler+von+catan&page=2',
  '/games?filter-spielkategorien=12-wuerfelspiele',
  '/games?term=w%C3%BCrfel&filter-spielkategorien=1-wuerfelspiele,2-strategiespiele&page=2',
  '/games/brettspiele',
  '/games/brettspiele?filter-verlag=1-kosmos,6-pegasus-spiele&sort=total-asc',
  '/games/trading-card-games-tcg?filter-tcg=pokemon',
  '/games?filter-gruppe=brettspiele,kartenspiele',
  '/games?filter-erscheinungsjahr=2000-2020&filter-alter=8-&filter-spieldauer=-60&filter-preis=10-30.5',
  '/games?filter-spieleranzahl=2&filter-spieleranzahl-exakt=1',
  '/games?filter-spieleranzahl=4',
  '/games?filter-erweiterungen=0&filter-zubehoer=1&filter-ohne-angebote=1',
  '/games?title=Catan&filter-liste=wishlist',
  '/games?filter-produkttyp=expansion&filter-verfuegbarkeit=is_available&sort=discount-desc',
  '/games?filter-sprache=13-de&filter-mechaniken=3-wuerfeln&filter-genre=19-abenteuer&filter-serie=213-arkham-horror&filter-tags=53-solo-modus',
  '/games?filter-spieldesign=44-uwe-rosenberg&filter-autoren=265-mike-mearls&sort=newest&page=3&rowsPerPage=24',
];

/** Landing URLs with the term key their route's loader found. */
const LANDING_ROUND_TRIPS: Array<[string, string]> = [
  ['/kategorie/familienspiele', '12-familienspiele'],
  [
    '/kategorie/familienspiele?term=w%C3%BCrfel&filter-spielkategorien=2-strategiespiele&page=2',
    '1-familienspiele',
  ],
  ['/genre/fantasy?filter-verlag=1-kosmos&filter-sprache=13-de', '19-fantasy'],
  ['/themenwelt/star-wars?filter-genre=104-horror&sort=newest', '222-star-wars'],
  ['/verlag/kosmos?page=3', '1-kosmos'],
];

function locationOf(href: string, landingKey?: string) {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, landingKey };
}

describe('search routing: URL ↔ UI state', () => {
  it.each(ROUND_TRIP_URLS)('keeps %s identical through URL → UI state → URL', (href) => {
    const { router, stateMapping } = createSearchRouting(staticNavigation(href));
    const uiState = stateMapping.routeToState(router.read());
    expect(router.createURL(stateMapping.stateToRoute(uiState))).toBe(href);
  });

  it.each(LANDING_ROUND_TRIPS)('keeps landing URL %s identical through URL → UI state → URL', (href, key) => {
    const { router, stateMapping } = createSearchRouting(staticNavigation(href, key));
    const uiState = stateMapping.routeToState(router.read());
    expect(router.createURL(stateMapping.stateToRoute(uiState))).toBe(href);
  });

  it('presets a landing path’s term as the first value of its facet', () => {
    expect(
      searchFromLocation(
        locationOf(
          '/kategorie/familienspiele?filter-spielkategorien=2-strategiespiele,1-familienspiele',
          '1-familienspiele',
        ),
      ).filters,
    ).toEqual({ categories: ['1-familienspiele', '2-strategiespiele'] });
    expect(
      searchFromLocation(locationOf('/verlag/kosmos?filter-genre=104-horror', '1-kosmos')).filters,
    ).toEqual({
      publishers: ['1-kosmos'],
      genres: ['104-horror'],
    });
    // an unknown landing is no search filter
    expect(searchFromLocation(locationOf('/verlag/niemand', '1-niemand')).filters).toEqual({});
  });

  it('moves a search whose landing facet has a page of its own onto that page', () => {
    const search = (filters: SearchFilterValues) => ({
      filters,
      sort: 'relevance' as const,
      page: 1,
      rowsPerPage: 10,
    });
    expect(searchHref(search({ categories: ['1-familienspiele'] }))).toBe('/kategorie/familienspiele');
    expect(searchHref(search({ genres: ['104-horror'], publishers: ['1-kosmos'] }))).toBe(
      '/genre/horror?filter-verlag=1-kosmos',
    );
    // the first value of the first landing facet decides; a term without a page stays a filter
    expect(searchHref(search({ categories: ['9-wuerfelspiele'], themeWorlds: ['222-star-wars'] }))).toBe(
      '/themenwelt/star-wars?filter-spielkategorien=9-wuerfelspiele',
    );
    // a lone product group keeps its path; several groups stay query filters
    expect(searchHref(search({ groups: ['brettspiele'], publishers: ['1-kosmos'] }))).toBe(
      '/games/brettspiele?filter-verlag=1-kosmos',
    );
    expect(searchHref(search({ groups: ['brettspiele', 'kartenspiele'], publishers: ['1-kosmos'] }))).toBe(
      '/games?filter-gruppe=brettspiele,kartenspiele&filter-verlag=1-kosmos',
    );
    // standing on a landing page, further filters keep its path
    expect(
      searchHref(search({ genres: ['104-horror'], themeWorlds: ['222-star-wars'] }), {
        pathname: '/themenwelt/star-wars',
        search: '',
        landingKey: '222-star-wars',
      }),
    ).toBe('/themenwelt/star-wars?filter-genre=104-horror');
    // an old tile link (`/games?filter-…`) reads as the landing page's search
    expect(searchHref(searchFromLocation(locationOf('/games?filter-spielkategorien=1-familienspiele')))).toBe(
      '/kategorie/familienspiele',
    );
  });

  it('knows the list’s paths from a game’s page', () => {
    expect(isSearchPath('/games')).toBe(true);
    expect(isSearchPath('/games/brettspiele')).toBe(true);
    expect(isSearchPath('/verlag/kosmos')).toBe(true);
    expect(isSearchPath('/themenwelt/star-wars/')).toBe(true);
    expect(isSearchPath('/verlag/unbekannt')).toBe(false);
    expect(isSearchPath('/games/brettspiele/azul')).toBe(false);
  });

  it('maps the URL onto the widgets’ UI state', () => {
    const route = searchFromLocation(
      locationOf(
        '/games/brettspiele?term=azul&filter-verlag=1-kosmos&filter-preis=10-30.5&filter-spieleranzahl=2&filter-spieleranzahl-exakt=1&filter-erweiterungen=0&filter-liste=collection&sort=total-asc&page=2&rowsPerPage=24',
      ),
    );
    expect(searchStateMapping.routeToState(route)).toEqual({
      games: {
        query: 'azul',
        refinementList: { groups: ['brettspiele'], publishers: ['1-kosmos'] },
        range: { players: '2:2', price: '10:30.5' },
        toggle: { exactPlayers: true, expansions: true },
        menu: { list: 'collection' },
        sortBy: 'games_total_asc',
        page: 2,
        hitsPerPage: 24,
      },
    });
  });

  it('reads the widgets’ UI state into a search, prices in cents', () => {
    const search = searchStateMapping.stateToRoute({
      games: {
        query: 'azul',
        refinementList: { categories: ['1-familienspiele'], groups: [] },
        range: { price: '9.99:', playTime: ':60' },
        toggle: { accessories: true, withoutDeals: false },
        sortBy: 'games_rating_desc',
        page: 3,
        configure: { hitsPerPage: 24 },
      },
    });
    expect(search).toEqual({
      text: 'azul',
      filters: {
        categories: ['1-familienspiele'],
        price: { min: 999 },
        playTime: { max: 60 },
        accessories: true,
      },
      sort: 'rating-desc',
      page: 3,
      rowsPerPage: 10,
    });
    expect(searchHref(search)).toBe(
      '/kategorie/familienspiele?term=azul&filter-spieldauer=-60&filter-preis=9.99-&filter-zubehoer=1&sort=rating-desc&page=3',
    );
  });

  it('leaves defaults out of the URL', () => {
    const { stateMapping, router } = createSearchRouting(staticNavigation('/games'));
    const href = router.createURL(
      stateMapping.stateToRoute({
        games: { query: '', page: 1, sortBy: 'games', hitsPerPage: 10, toggle: { expansions: false } },
      }),
    );
    expect(href).toBe('/games');
  });

  it('drops invalid parameters but keeps the rest of a shared link', () => {
    expect(
      searchHref(searchFromLocation(locationOf('/games?term=azul&filter-preis=abc&page=-1&sort=colour'))),
    ).toBe('/games?term=azul');
    expect(searchHref(searchFromLocation(locationOf('/games?filter-farbe=rot&filter-verlag=1-kosmos')))).toBe(
      '/verlag/kosmos',
    );
  });

  it('takes only valid category slugs from the path', () => {
    expect(searchFromLocation(locationOf('/games/schach')).filters).toEqual({});
    expect(searchFromLocation(locationOf('/games/tabletop?filter-gruppe=kartenspiele')).filters).toEqual({
      groups: ['tabletop', 'kartenspiele'],
    });
  });

  it('refuses a player range it cannot send', () => {
    expect(searchStateMapping.stateToRoute({ games: { range: { players: '2:4' } } }).filters).toEqual({});
  });
});

/** A navigation over an in-memory history, as react-router would give it. */
function memoryNavigation(start: string) {
  let current = locationOf(start);
  const listeners = new Set<() => void>();
  const go = (href: string) => {
    current = locationOf(href);
    for (const listener of listeners) listener();
  };
  const navigation: SearchNavigation = {
    location: () => current,
    push: vi.fn(go),
    listen: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  return { navigation, go, href: () => `${current.pathname}${current.search}` };
}

describe('search router', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes once the user pauses, and only when the URL changes', () => {
    const memory = memoryNavigation('/games');
    const router = createSearchRouter(memory.navigation, { writeDelay: 400 });
    router.onUpdate(() => {});
    const search = (text: string) => ({
      text,
      filters: {},
      sort: 'relevance' as const,
      page: 1,
      rowsPerPage: 10,
    });
    router.write(search('a'));
    vi.advanceTimersByTime(200);
    router.write(search('az'));
    vi.advanceTimersByTime(400);
    expect(memory.navigation.push).toHaveBeenCalledTimes(1);
    expect(memory.href()).toBe('/games?term=az');
    router.write(search('az'));
    vi.advanceTimersByTime(400);
    expect(memory.navigation.push).toHaveBeenCalledTimes(1);
  });

  it('reads navigations it did not make (links, back and forward) back into InstantSearch', () => {
    const memory = memoryNavigation('/games');
    const router = createSearchRouter(memory.navigation, { writeDelay: 0 });
    const updates: string[] = [];
    router.onUpdate((route) => updates.push(searchHref(route)));
    router.write({
      filters: { categories: ['1-wuerfelspiele'] },
      sort: 'relevance',
      page: 1,
      rowsPerPage: 10,
    });
    vi.runAllTimers();
    expect(memory.href()).toBe('/games?filter-spielkategorien=1-wuerfelspiele');
    expect(updates).toEqual([]);

    memory.go('/games/kartenspiele?page=2');
    memory.go('/games?filter-spielkategorien=1-wuerfelspiele');
    expect(updates).toEqual(['/games/kartenspiele?page=2', '/games?filter-spielkategorien=1-wuerfelspiele']);

    // Opening a game's page is not a search.
    memory.go('/games/brettspiele/catan');
    expect(updates).toHaveLength(2);

    router.dispose();
    memory.go('/games');
    expect(updates).toHaveLength(2);
  });
});
