import {
  isCategorySlug,
  LANDING_KINDS,
  landingPageOfPath,
  landingPageOfTermKey,
  landingPath,
  LIMITS,
  parseSearchParams,
  SEARCH_FIELDS,
  toSearchParams,
  type CategorySlug,
  type RangeValue,
  type SearchFieldName,
  type SearchFilterValues,
  type SearchParams,
} from '@spielraum/schema';
import type { IndexUiState, Router, StateMapping, UiState } from 'instantsearch.js';
import { useEffect, useState } from 'react';
import { useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import {
  indexNameForSort,
  isListFilter,
  isRangeAttribute,
  isToggleAttribute,
  LIST_ATTRIBUTE,
  SHOW_IGNORED_ATTRIBUTE,
  SHOW_IGNORED_ON,
  playerCountOf,
  SEARCH_INDEX_NAME,
  searchFieldByAttribute,
  sortForIndexName,
  TITLE_ATTRIBUTE,
  TOGGLE_ON_VALUES,
  toEngineNumber,
  toUiNumber,
} from './search-attributes';
import { rememberLandingKey } from './landing-keys';

/**
 * Search state ↔ URL, the one place for it (STYLE "The web client"). The route state is
 * schema's SearchParams: the router reads and writes it with parseSearchParams /
 * toSearchParams (`/games?term=…&filter-spielkategorien=12-familienspiele&page=2`, defaults
 * left out, a lone category group as the path `/games/{cat}`), and the state mapping turns it
 * into InstantSearch's UI state and back:
 *
 * | SearchParams              | UI state of index `games`                                   |
 * | ------------------------- | ----------------------------------------------------------- |
 * | text                      | query                                                       |
 * | terms / keyword filters   | refinementList[name] (keys)                                 |
 * | ranges                    | range[name] = "min:max" (price in euros)                    |
 * | players {count, exact}    | range.players = "n:n", toggle.exactPlayers                  |
 * | toggles                   | toggle[name] = true when set to TOGGLE_ON_VALUES[name]      |
 * | list, title               | menu.list, menu.title                                       |
 * | sort                      | sortBy (index name, SORT_INDICES)                           |
 * | page, rowsPerPage         | page, hitsPerPage                                           |
 */

/** Path of the game list; `/games/{cat}` adds a category group. */
export const SEARCH_PATH = '/games';

const DEFAULT_WRITE_DELAY_MS = 400;

export interface SearchLocation {
  pathname: string;
  search: string;
  /**
   * On a landing path (`/verlag/kosmos`): the `<id>-<slug>` key of its term, which the path
   * leaves out (ids come from the database; the route's loader looks the key up).
   */
  landingKey?: string | undefined;
}

/** How the router reaches the URL: react-router in the app, a fixed URL on the server. */
export interface SearchNavigation {
  location(): SearchLocation;
  /** Opens `href` (path and query) as a new history entry. */
  push(href: string): void;
  /** Calls `onChange` after every location change; returns the unsubscribe. */
  listen(onChange: () => void): () => void;
}

function groupsOf(filters: SearchFilterValues): string[] {
  const groups = filters.groups;
  return Array.isArray(groups) ? groups : [];
}

function withoutGroups(filters: SearchFilterValues): SearchFilterValues {
  return Object.fromEntries(Object.entries(filters).filter(([name]) => name !== 'groups'));
}

/**
 * True for `/games`, `/games/{cat}` and the landing paths, the paths a search lives on (not a
 * game's page).
 */
export function isSearchPath(pathname: string): boolean {
  return /^\/games(\/[^/]+)?\/?$/.test(pathname) || landingPageOfPath(pathname) !== undefined;
}

function categoryOfPath(pathname: string): CategorySlug | undefined {
  const match = /^\/games\/([^/]+)\/?$/.exec(pathname);
  const slug = match?.[1];
  return slug !== undefined && isCategorySlug(slug) ? slug : undefined;
}

/**
 * Parses URL parameters with schema's parseSearchParams. Invalid parameters are dropped
 * instead of the whole search, so a shared link with one broken filter still shows the rest.
 */
export function searchFromParams(params: URLSearchParams): SearchParams {
  const remaining = new URLSearchParams(params);
  for (;;) {
    const parsed = parseSearchParams(remaining);
    if (parsed.ok) return parsed.value;
    const invalid = Object.keys(parsed.errors).filter((name) => remaining.has(name));
    // Errors that name no parameter cannot be fixed by dropping one: fall back to no search.
    if (invalid.length === 0) return emptySearch();
    for (const name of invalid) remaining.delete(name);
  }
}

function emptySearch(): SearchParams {
  return { filters: {}, sort: 'relevance', page: 1, rowsPerPage: LIMITS.rowsPerPage };
}

function termsOf(filters: SearchFilterValues, attribute: SearchFieldName): string[] {
  const values = filters[attribute];
  return Array.isArray(values) ? values : [];
}

/**
 * The search a game-list URL describes: the `{cat}` of `/games/{cat}` becomes a `groups`
 * filter, a landing path's term (its `landingKey`) the first value of its facet.
 */
export function searchFromLocation(location: SearchLocation): SearchParams {
  const search = searchFromParams(new URLSearchParams(location.search));
  const category = categoryOfPath(location.pathname);
  if (category) {
    const groups = [category, ...groupsOf(search.filters).filter((group) => group !== category)];
    return { ...search, filters: { ...search.filters, groups } };
  }
  const landing = landingPageOfPath(location.pathname);
  if (!landing || location.landingKey === undefined) return search;
  const key = location.landingKey;
  const terms = [key, ...termsOf(search.filters, landing.attribute).filter((value) => value !== key)];
  return { ...search, filters: { ...search.filters, [landing.attribute]: terms } };
}

/** The landing term a location stands on (its path's page and the loader's key), if any. */
function landingTermOf(location: SearchLocation | undefined): LandingTerm | undefined {
  if (location?.landingKey === undefined) return undefined;
  const landing = landingPageOfPath(location.pathname);
  return landing ? { attribute: landing.attribute, key: location.landingKey } : undefined;
}

interface LandingTerm {
  attribute: SearchFieldName;
  key: string;
}

function onLanding(
  search: SearchParams,
  term: LandingTerm,
): { path: string; rest: SearchParams } | undefined {
  const values = termsOf(search.filters, term.attribute);
  const landing = landingPageOfTermKey(term.attribute, term.key);
  if (!landing || !values.includes(term.key)) return undefined;
  const others = values.filter((value) => value !== term.key);
  const filters: SearchFilterValues = { ...search.filters, [term.attribute]: others };
  if (others.length === 0) delete filters[term.attribute];
  return { path: landingPath(landing), rest: { ...search, filters } };
}

/**
 * Where a search lives: `/games/{cat}` for a lone product group; else the landing page the
 * list stands on (`from`) while its term is still chosen, so further filters keep the path;
 * else the landing page of the first value of the first landing facet (categories, genres,
 * theme worlds, publishers) that has one; else `/games`. `rest` is the search without what the
 * path says.
 */
export function searchBase(
  search: SearchParams,
  from?: SearchLocation,
): { path: string; rest: SearchParams } {
  const [onlyGroup, ...otherGroups] = groupsOf(search.filters);
  if (onlyGroup !== undefined && otherGroups.length === 0 && isCategorySlug(onlyGroup))
    return {
      path: `${SEARCH_PATH}/${onlyGroup}`,
      rest: { ...search, filters: withoutGroups(search.filters) },
    };
  if (groupsOf(search.filters).length === 0) {
    const current = landingTermOf(from);
    const kept = current && onLanding(search, current);
    if (kept) return kept;
    for (const { attribute } of LANDING_KINDS) {
      const first = termsOf(search.filters, attribute)[0];
      const moved = first === undefined ? undefined : onLanding(search, { attribute, key: first });
      if (moved) return moved;
    }
  }
  return { path: SEARCH_PATH, rest: search };
}

function rememberLandingOf(search: SearchParams, from: SearchLocation): void {
  const { path } = searchBase(search, from);
  const landing = landingPageOfPath(path);
  const key =
    landing &&
    termsOf(search.filters, landing.attribute).find(
      (value) => landingPageOfTermKey(landing.attribute, value) === landing,
    );
  if (key !== undefined) rememberLandingKey(path, key);
}

/**
 * The game-list URL (path and query) of a search; inverse of searchFromLocation. `from`, the
 * list's current location, keeps a landing path while its term stays chosen.
 */
export function searchHref(search: SearchParams, from?: SearchLocation): string {
  const { path, rest } = searchBase(search, from);
  // Commas separate values; left unescaped they keep shared links readable.
  const query = toSearchParams(rest).toString().replace(/%2C/g, ',');
  return `${path}${query ? `?${query}` : ''}`;
}

function rangeFromUi(attribute: string, value: string): RangeValue | undefined {
  const [minText = '', maxText = ''] = value.split(':');
  const min = minText === '' ? Number.NaN : Number(minText);
  const max = maxText === '' ? Number.NaN : Number(maxText);
  const range: RangeValue = {};
  if (Number.isFinite(min)) range.min = toEngineNumber(attribute, min);
  if (Number.isFinite(max)) range.max = toEngineNumber(attribute, max);
  return range.min === undefined && range.max === undefined ? undefined : range;
}

function rangeToUi(attribute: string, range: RangeValue): string {
  const show = (value: number | undefined) =>
    value === undefined ? '' : String(toUiNumber(attribute, value));
  return `${show(range.min)}:${show(range.max)}`;
}

/** The UI state of the main index for a search (routeToState). */
export function uiStateFromSearch(search: SearchParams): UiState {
  const refinementList: Record<string, string[]> = {};
  const range: Record<string, string> = {};
  const toggle: Record<string, boolean> = {};
  const menu: Record<string, string> = {};
  for (const field of SEARCH_FIELDS) {
    const value = search.filters[field.name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      refinementList[field.name] = value;
    } else if (typeof value === 'boolean') {
      if (isToggleAttribute(field.name) && value === TOGGLE_ON_VALUES[field.name]) toggle[field.name] = true;
    } else if ('count' in value) {
      range.players = `${value.count}:${value.count}`;
      if (value.exact) toggle.exactPlayers = true;
    } else {
      range[field.name] = rangeToUi(field.name, value);
    }
  }
  if (search.list) menu[LIST_ATTRIBUTE] = search.list;
  if (search.showIgnored) menu[SHOW_IGNORED_ATTRIBUTE] = SHOW_IGNORED_ON;
  if (search.title) menu[TITLE_ATTRIBUTE] = search.title;

  const state: IndexUiState = {};
  if (search.text) state.query = search.text;
  if (Object.keys(refinementList).length > 0) state.refinementList = refinementList;
  if (Object.keys(range).length > 0) state.range = range;
  if (Object.keys(toggle).length > 0) state.toggle = toggle;
  if (Object.keys(menu).length > 0) state.menu = menu;
  if (search.sort !== 'relevance') state.sortBy = indexNameForSort(search.sort);
  if (search.page > 1) state.page = search.page;
  if (search.rowsPerPage !== LIMITS.rowsPerPage) state.hitsPerPage = search.rowsPerPage;
  return { [SEARCH_INDEX_NAME]: state };
}

/**
 * The search the UI state of the main index describes (stateToRoute). The result goes once
 * through toSearchParams and parseSearchParams, so only what a URL can carry, valid, is kept.
 */
export function searchFromUiState(uiState: UiState): SearchParams {
  const state = uiState[SEARCH_INDEX_NAME] ?? {};
  const filters: SearchFilterValues = {};
  for (const [attribute, values] of Object.entries(state.refinementList ?? {})) {
    const field = searchFieldByAttribute(attribute);
    if (field && (field.kind === 'terms' || field.kind === 'keyword') && values.length > 0)
      filters[field.name] = values;
  }
  for (const [attribute, value] of Object.entries(state.range ?? {})) {
    const range = rangeFromUi(attribute, value);
    if (!range || !isRangeAttribute(attribute)) continue;
    if (attribute === 'players') {
      const count = playerCountOf(range);
      if (count !== undefined) filters.players = { count, exact: state.toggle?.exactPlayers === true };
    } else {
      filters[attribute] = range;
    }
  }
  for (const [attribute, isOn] of Object.entries(state.toggle ?? {})) {
    if (isOn && isToggleAttribute(attribute) && attribute !== 'exactPlayers')
      filters[attribute] = TOGGLE_ON_VALUES[attribute];
  }
  const list = state.menu?.[LIST_ATTRIBUTE];
  const showIgnored = state.menu?.[SHOW_IGNORED_ATTRIBUTE] === SHOW_IGNORED_ON;
  const title = state.menu?.[TITLE_ATTRIBUTE];
  return searchFromParams(
    toSearchParams({
      ...(state.query ? { text: state.query } : {}),
      ...(title ? { title } : {}),
      filters,
      ...(isListFilter(list) ? { list } : {}),
      ...(showIgnored ? { showIgnored } : {}),
      sort: sortForIndexName(state.sortBy ?? SEARCH_INDEX_NAME) ?? 'relevance',
      page: state.page ?? 1,
      rowsPerPage: state.hitsPerPage ?? LIMITS.rowsPerPage,
    }),
  );
}

/** InstantSearch's state mapping between its UI state and our route state (SearchParams). */
export const searchStateMapping: StateMapping<UiState, SearchParams> = {
  $$type: 'spielraum.stateMapping',
  stateToRoute: searchFromUiState,
  routeToState: uiStateFromSearch,
};

/**
 * An InstantSearch router over a SearchNavigation. Writes wait `writeDelay` ms (typing makes
 * one history entry, not one per letter); location changes it did not make itself (links,
 * back and forward) are read back into InstantSearch.
 */
export function createSearchRouter(
  navigation: SearchNavigation,
  options: { writeDelay?: number } = {},
): Router<SearchParams> {
  const writeDelay = options.writeDelay ?? DEFAULT_WRITE_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unlisten: (() => void) | undefined;
  // Our own pushes whose location change has not arrived yet, oldest first.
  const pushed: string[] = [];
  const currentHref = () => {
    const { pathname, search } = navigation.location();
    return `${pathname}${search}`;
  };
  const cancelWrite = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    $$type: 'spielraum.router',
    read: () => searchFromLocation(navigation.location()),
    write(route) {
      const href = searchHref(route, navigation.location());
      rememberLandingOf(route, navigation.location());
      cancelWrite();
      timer = setTimeout(() => {
        timer = undefined;
        if (href === (pushed.at(-1) ?? currentHref())) return;
        pushed.push(href);
        navigation.push(href);
      }, writeDelay);
    },
    createURL: (route) => searchHref(route, navigation.location()),
    onUpdate(callback) {
      unlisten?.();
      unlisten = navigation.listen(() => {
        // Leaving the list (e.g. for a game's page) is not a new search.
        if (!isSearchPath(navigation.location().pathname)) return;
        const own = pushed.indexOf(currentHref());
        if (own >= 0) {
          pushed.splice(0, own + 1);
          return;
        }
        pushed.length = 0;
        cancelWrite();
        callback(searchFromLocation(navigation.location()));
      });
    },
    dispose() {
      cancelWrite();
      unlisten?.();
      unlisten = undefined;
      pushed.length = 0;
    },
  };
}

export interface SearchRouting {
  router: Router<SearchParams>;
  stateMapping: StateMapping<UiState, SearchParams>;
}

/** The `routing` prop of `<InstantSearch>` for a navigation. */
export function createSearchRouting(
  navigation: SearchNavigation,
  options: { writeDelay?: number } = {},
): SearchRouting {
  return { router: createSearchRouter(navigation, options), stateMapping: searchStateMapping };
}

/** A navigation fixed at one URL: server rendering, and reading a search without writing it. */
export function staticNavigation(url: string | URL, landingKey?: string): SearchNavigation {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { location: () => ({ pathname, search, landingKey }), push: () => {}, listen: () => () => {} };
}

/** The react-router location as a SearchNavigation; `update` is fed from `useLocation()`. */
class ReactRouterNavigation implements SearchNavigation {
  private current: SearchLocation;
  private readonly listeners = new Set<() => void>();
  private attached = true;
  private leaving = false;

  constructor(
    location: SearchLocation,
    private readonly navigate: (href: string) => void,
  ) {
    this.current = location;
  }

  location(): SearchLocation {
    return this.current;
  }

  push(href: string): void {
    if (this.attached && !this.leaving) this.navigate(href);
  }

  /**
   * While a navigation away from the list is pending (a suggestion's game page loads its data),
   * a search write that was still waiting must not replace it: it would cancel that navigation
   * and keep the visitor on the list.
   */
  setLeaving(leaving: boolean): void {
    this.leaving = leaving;
  }

  /**
   * While the list is mounted. Leaving it (for a game's page) unmounts the widgets, and
   * InstantSearch then writes the emptied state; that write must not navigate back to /games.
   */
  setAttached(attached: boolean): void {
    this.attached = attached;
  }

  listen(onChange: () => void): () => void {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }

  update(location: SearchLocation): void {
    if (
      location.pathname === this.current.pathname &&
      location.search === this.current.search &&
      location.landingKey === this.current.landingKey
    )
      return;
    this.current = location;
    for (const onChange of this.listeners) onChange();
  }
}

/**
 * The term key of the landing page the router stands on: the loader of a landing route
 * answers `{ landingKey }` (the path names the term by slug, the search needs its id).
 */
export function useLandingKey(): string | undefined {
  for (const match of useMatches()) {
    const data = match.loaderData;
    if (
      typeof data === 'object' &&
      data !== null &&
      'landingKey' in data &&
      typeof data.landingKey === 'string'
    )
      return data.landingKey;
  }
  return undefined;
}

/**
 * The `routing` prop for `<InstantSearch>` inside react-router: writes go through
 * `navigate()` (so loaders, `useLocation` and scroll restoration know about them; the scroll
 * position is kept), and navigations by links or back/forward update the search.
 * Stable for the life of the component, as InstantSearch reads `routing` only once.
 * With `serverUrl` (server rendering) the URL is fixed: InstantSearch reads it, and its writes
 * go nowhere instead of calling navigate() while rendering.
 */
export function useSearchRouting(options: { writeDelay?: number; serverUrl?: string } = {}): SearchRouting {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const landingKey = useLandingKey();
  const [navigation] = useState(() =>
    options.serverUrl === undefined
      ? new ReactRouterNavigation(
          { pathname, search, landingKey },
          (href) => void navigate(href, { preventScrollReset: true }),
        )
      : null,
  );
  const [routing] = useState(() =>
    createSearchRouting(navigation ?? staticNavigation(options.serverUrl ?? pathname, landingKey), options),
  );
  useEffect(
    () => navigation?.update({ pathname, search, landingKey }),
    [navigation, pathname, search, landingKey],
  );
  const pending = useNavigation().location;
  const leaving = pending !== undefined && !isSearchPath(pending.pathname);
  useEffect(() => navigation?.setLeaving(leaving), [navigation, leaving]);
  useEffect(() => {
    navigation?.setAttached(true);
    return () => navigation?.setAttached(false);
  }, [navigation]);
  return routing;
}
