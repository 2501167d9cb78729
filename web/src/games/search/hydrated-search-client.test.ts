import type { InstantSearchServerState } from 'react-instantsearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpielraumSearchClient } from '../../search/search-client';
import { familyGamesAnswer } from '../../search/test-fixtures';
import { withServerResults } from './hydrated-search-client';

/** The search a list of family games asks for, as InstantSearch sends it. */
const listParams = { facets: ['categories'], facetFilters: [['categories:1-familienspiele']], page: 0 };
const otherParams = { ...listParams, page: 1 };

function stubFilterData() {
  const fetchMock = vi.fn(async () => Response.json({ data: familyGamesAnswer }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What getServerState collected for that search, after its trip through the page as JSON. */
async function serverStateOf(params: object): Promise<InstantSearchServerState> {
  const server = createSpielraumSearchClient({ baseUrl: 'http://localhost' });
  const { results } = await server.search([{ indexName: 'games', params }]);
  return JSON.parse(
    JSON.stringify({
      initialResults: { games: { state: { index: 'games' }, results, requestParams: [params] } },
    }),
  ) as InstantSearchServerState;
}

describe('the search client of a hydrated list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("answers the server's search from the page, as often as it is asked", async () => {
    const fetchMock = stubFilterData();
    const state = await serverStateOf(listParams);
    fetchMock.mockClear();
    const client = withServerResults(createSpielraumSearchClient(), state);

    const first = await client.search([{ indexName: 'games', params: { ...listParams, query: undefined } }]);
    const again = await client.search([{ indexName: 'games', params: listParams }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(first.results).toEqual(state.initialResults.games!.results);
    expect(again.results).toEqual(first.results);
  });

  it('asks the API for any other search and forgets the server answer after it', async () => {
    const fetchMock = stubFilterData();
    const state = await serverStateOf(listParams);
    fetchMock.mockClear();
    const client = withServerResults(createSpielraumSearchClient({ cacheTtlMs: 0 }), state);

    await client.search([{ indexName: 'games', params: otherParams }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // back at the first search, the page no longer shows what the server rendered
    await client.search([{ indexName: 'games', params: listParams }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets the server answer on refresh', async () => {
    const fetchMock = stubFilterData();
    const state = await serverStateOf(listParams);
    fetchMock.mockClear();
    const client = withServerResults(createSpielraumSearchClient(), state);

    client.clearCache();
    await client.search([{ indexName: 'games', params: listParams }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is the plain client without a server state', () => {
    const client = createSpielraumSearchClient();
    expect(withServerResults(client, undefined)).toBe(client);
  });
});
