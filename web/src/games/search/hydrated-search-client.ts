import type { InstantSearchServerState } from 'react-instantsearch';
import type { SpielraumSearchClient, SpielraumSearchResult } from '../../search/search-client';

/** One search as InstantSearch asks for it: the index and parameters of each request, in order. */
function searchKey(requests: readonly { indexName?: unknown; params?: unknown }[]): string {
  // through JSON, as the server's parameters came: undefined values drop out on both sides
  return JSON.stringify(requests.map(({ indexName, params }) => ({ indexName, params })));
}

/** The search the server rendered the list from, and its answer; undefined without both. */
function serverAnswer(
  serverState: InstantSearchServerState | undefined,
): { key: string; results: SpielraumSearchResult[] } | undefined {
  const entries = Object.values(serverState?.initialResults ?? {});
  const requests: { indexName?: unknown; params?: unknown }[] = [];
  const results: SpielraumSearchResult[] = [];
  for (const { state, results: indexResults, requestParams } of entries) {
    if (!indexResults || !requestParams || requestParams.length !== indexResults.length) return undefined;
    requests.push(...requestParams.map((params) => ({ indexName: state?.index, params })));
    results.push(...(indexResults as SpielraumSearchResult[]));
  }
  if (requests.length === 0) return undefined;
  return { key: searchKey(JSON.parse(JSON.stringify(requests)) as typeof requests), results };
}

/**
 * The search client of a list that hydrates from the server's results, answering the search
 * those results belong to from them while the list still shows it. InstantSearch searches
 * again whenever a widget mounts or unmounts, even when the parameters stay the same, as when
 * the phone's filter drawer opens a second filter panel beside the hidden desktop one;
 * algoliasearch clients are primed the same way by InstantSearch itself (`hydrateSearchClient`),
 * ours is not an algoliasearch client. The first different search, or `clearCache()` (a
 * refresh), forgets the server's answer.
 */
export function withServerResults(
  client: SpielraumSearchClient,
  serverState: InstantSearchServerState | undefined,
): SpielraumSearchClient {
  let answer = serverAnswer(serverState);
  if (!answer) return client;
  return {
    ...client,
    search(requests) {
      const asked = JSON.parse(JSON.stringify(requests)) as { indexName?: unknown; params?: unknown }[];
      if (answer && searchKey(asked) === answer.key)
        return Promise.resolve({ results: structuredClone(answer.results) });
      answer = undefined;
      return client.search(requests);
    },
    clearCache() {
      answer = undefined;
      client.clearCache();
    },
  };
}
