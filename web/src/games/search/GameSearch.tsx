import { useState } from 'react';
import { InstantSearch, InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch';
import { useSearchRouting } from '../../search/routing';
import { SEARCH_INDEX_NAME } from '../../search/search-attributes';
import { createSpielraumSearchClient } from '../../search/search-client';
import { GameSearchLayout } from './GameSearchLayout';
import { withServerResults } from './hydrated-search-client';
import { RoutedAttributes } from './RoutedAttributes';
import { SearchClientContext } from './search-client-context';

export interface GameSearchProps {
  /**
   * What `getServerState(<GameSearch serverUrl={…} />, { renderToString })` collected on the
   * server; the browser hydrates with it and starts without a first search.
   */
  serverState?: InstantSearchServerState;
  /**
   * The absolute URL of the request when rendering on a server: search calls go to its origin
   * (`/api/filter/data/` needs a host there). The route state itself is read from the router's
   * location, which on the server is the request's.
   */
  serverUrl?: string;
}

/**
 * The whole InstantSearch tree of the game list (`/games`, `/games/{cat}`, the landing pages): search client,
 * URL routing, every widget. Nothing in it touches browser globals at module load or during
 * render, so a server can render it with react-instantsearch's getServerState and the browser
 * hydrate it from `serverState`.
 */
export function GameSearch({ serverState, serverUrl }: GameSearchProps) {
  // One client per mounted list: a new client would mean a new search on every render.
  const [searchClient] = useState(() =>
    withServerResults(createSpielraumSearchClient(serverUrl ? { baseUrl: serverUrl } : {}), serverState),
  );
  const routing = useSearchRouting(serverUrl === undefined ? {} : { serverUrl });
  return (
    <InstantSearchSSRProvider {...serverState}>
      <SearchClientContext value={searchClient}>
        <InstantSearch
          searchClient={searchClient}
          indexName={SEARCH_INDEX_NAME}
          routing={routing}
          future={{ preserveSharedStateOnUnmount: true }}
        >
          <RoutedAttributes />
          <GameSearchLayout />
        </InstantSearch>
      </SearchClientContext>
    </InstantSearchSSRProvider>
  );
}
