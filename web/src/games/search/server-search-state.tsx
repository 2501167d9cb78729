import type { InstantSearchServerState } from 'react-instantsearch';
import { createContext, useContext, useState } from 'react';

/**
 * InstantSearch's server state of a server-rendered game list, handed from the entry points
 * (entry-server.tsx on the server, main.tsx in the browser) to the list route.
 *
 * - On the server: entry-server first renders the page with an empty holder (react-instantsearch's
 *   `getServerState` collects the search results), then renders again with `state` filled in, and
 *   writes the state into the page as `window.__SEARCH_SERVER_STATE__`.
 * - In the browser: main.tsx puts that state in a holder with `once: true`, so the list that
 *   hydrates starts from the server's results without a first search, and a list mounted later
 *   (after navigating away and back) searches afresh instead of showing stale results.
 *
 * This module imports InstantSearch only as a type, so the start page and the game page do not
 * download it.
 */
export class ServerSearchState {
  #state: InstantSearchServerState | undefined;

  /**
   * @param state what getServerState collected (none on the server's first pass)
   * @param url the absolute request URL while rendering on the server
   * @param once browser: hand the state to the first list only
   */
  constructor(
    state?: InstantSearchServerState,
    readonly url?: string,
    private readonly once = false,
  ) {
    this.#state = state;
  }

  /** The state for the list being mounted; with `once`, later lists get none. */
  take(): InstantSearchServerState | undefined {
    const state = this.#state;
    if (this.once) this.#state = undefined;
    return state;
  }
}

/** Route id of the game list: the server collects search state only for pages that show it. */
export const GAME_LIST_ROUTE_ID = 'game-list';

export const SERVER_SEARCH_STATE_GLOBAL = '__SEARCH_SERVER_STATE__';

export const ServerSearchStateContext = createContext<ServerSearchState | null>(null);

/** The state and URL for the list being mounted (taken once per mount). */
export function useServerSearchState(): { serverState?: InstantSearchServerState; serverUrl?: string } {
  const holder = useContext(ServerSearchStateContext);
  const [taken] = useState(() => {
    const state = holder?.take();
    const url = holder?.url;
    return { ...(state ? { serverState: state } : {}), ...(url ? { serverUrl: url } : {}) };
  });
  return taken;
}
