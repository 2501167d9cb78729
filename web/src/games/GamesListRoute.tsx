import { GameSearch } from './search/GameSearch';

/**
 * The lazily loaded route module of `/games` and `/games/{cat}`: InstantSearch and the widgets
 * are only downloaded when a list is opened, not on the start page or a game's page.
 */
export function Component() {
  return <GameSearch />;
}
