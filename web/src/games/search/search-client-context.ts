import { createContext, useContext } from 'react';
import type { SpielraumSearchClient } from '../../search/search-client';

/** The search client of the surrounding game search, for calls widgets make outside InstantSearch (type-ahead). */
export const SearchClientContext = createContext<SpielraumSearchClient | null>(null);

export function useSpielraumSearchClient(): SpielraumSearchClient {
  const client = useContext(SearchClientContext);
  if (!client) throw new Error('useSpielraumSearchClient() outside <GameSearch>');
  return client;
}
