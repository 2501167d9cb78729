import { GameSearch } from './search/GameSearch';
import { useServerSearchState } from './search/server-search-state';

/**
 * The lazily loaded route module of `/games` and `/games/{cat}`: InstantSearch and the widgets
 * are only downloaded when a list is opened, not on the start page or a game's page. A
 * server-rendered list starts from the server's search state (server-search-state.tsx).
 */
export function Component() {
  return <GameSearch {...useServerSearchState()} />;
}
