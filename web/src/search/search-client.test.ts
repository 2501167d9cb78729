import { describe, expect, it } from 'vitest';
import { facetLabel } from './facet-labels';
import {
  createSpielraumSearchClient,
  SearchRequestError,
  type FacetValuesResult,
  type SearchHitsResult,
  type SpielraumSearchResult,
} from './search-client';
import { familyGamesAnswer, filterDataAnswer, readable, stubSearchApi } from './test-fixtures';

/** A request as algoliasearch-helper 3.29 builds it. */
function request(params: Record<string, unknown>, indexName = 'games') {
  return { indexName, params };
}

function hitsResult(result: SpielraumSearchResult | undefined): SearchHitsResult {
  if (!result || !('hits' in result)) throw new Error('expected a hits result');
  return result;
}

function facetValuesResult(result: SpielraumSearchResult | undefined): FacetValuesResult {
  if (!result || !('facetHits' in result)) throw new Error('expected a facet values result');
  return result;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error('expected the promise to reject');
  return error;
}

describe('search client: requests', () => {
  it('translates query, page, page size, disjunctive facets and a price range into one filter/data call', async () => {
    const { requests } = stubSearchApi();
    await createSpielraumSearchClient().search([
      request({
        query: 'azul',
        page: 2,
        hitsPerPage: 24,
        facets: ['categories', 'price', 'publishers'],
        facetFilters: [
          ['categories:1-familienspiele', 'categories:2-strategiespiele'],
          ['publishers:1-kosmos'],
        ],
        numericFilters: ['price>=10', 'price<=30.5'],
        highlightPreTag: '__ais-highlight__',
        highlightPostTag: '__/ais-highlight__',
        maxValuesPerFacet: 10,
        tagFilters: '',
      }),
    ]);
    expect(requests).toEqual([
      '/api/filter/data/?term=azul&filter-verlag=1-kosmos&filter-spielkategorien=1-familienspiele%2C2-strategiespiele&filter-preis=10-30.5&page=3&rowsPerPage=24',
    ]);
  });

  it('leaves defaults out: no query, first page, ten rows, relevance', async () => {
    const { requests } = stubSearchApi();
    await createSpielraumSearchClient().search([request({ query: '', page: 0, facets: [] })]);
    expect(requests).toEqual(['/api/filter/data/']);
  });

  it('maps sort index names to the sort parameter and refuses unknown indices', async () => {
    const { requests } = stubSearchApi();
    const client = createSpielraumSearchClient();
    await client.search([request({ hitsPerPage: 10 }, 'games_total_asc')]);
    await client.search([request({ hitsPerPage: 10 }, 'games_discount_desc')]);
    expect(requests.map(readable)).toEqual([
      '/api/filter/data/?sort=total-asc',
      '/api/filter/data/?sort=discount-desc',
    ]);
    const error = await rejection(client.search([request({}, 'games_by_colour')]));
    expect(error.message).toMatch(/unknown index "games_by_colour"/);
  });

  it('refuses requests whose read fields have the wrong type, before any call', async () => {
    const { requests } = stubSearchApi();
    const client = createSpielraumSearchClient();
    for (const [bad, expected] of [
      [request({ page: -1 }), /params\.page has an unsupported value/],
      [request({ hitsPerPage: 2.5 }), /params\.hitsPerPage has an unsupported value/],
      [request({ facetFilters: [['categories:1-familienspiele', 7]] }), /params\.facetFilters/],
      [request({ query: 42 }), /params\.query/],
      [{ indexName: 'games', type: 'everything' }, /unknown request type "everything"/],
      [{ params: {} }, /needs an indexName/],
    ] as const) {
      const error = await rejection(client.search([bad as never]));
      expect(error.message).toMatch(expected);
    }
    expect(requests).toEqual([]);
  });

  it('sends a single player count, exact when the exactPlayers toggle is on', async () => {
    const { requests } = stubSearchApi();
    const client = createSpielraumSearchClient();
    await client.search([
      request({ numericFilters: ['players>=2', 'players<=2'], facetFilters: [['exactPlayers:true']] }),
    ]);
    await client.search([request({ numericFilters: ['players=4'] })]);
    expect(requests.map(readable)).toEqual([
      '/api/filter/data/?filter-spieleranzahl=2&filter-spieleranzahl-exakt=1',
      '/api/filter/data/?filter-spieleranzahl=4',
    ]);
    const error = await rejection(client.search([request({ numericFilters: ['players>=2', 'players<=4'] })]));
    expect(error.message).toMatch(/"players" takes one count/);
  });

  it('sends toggles only when they differ from the API default', async () => {
    const { requests } = stubSearchApi();
    const client = createSpielraumSearchClient();
    await client.search([
      request({ facetFilters: [['expansions:false'], ['accessories:true'], ['withoutDeals:true']] }),
    ]);
    await client.search([request({ facetFilters: [['expansions:true'], ['accessories:false']] })]);
    expect(requests.map(readable)).toEqual([
      '/api/filter/data/?filter-erweiterungen=0&filter-zubehoer=1&filter-ohne-angebote=1',
      '/api/filter/data/',
    ]);
  });

  it('sends the title, the list filter, groups and other strict bounds', async () => {
    const { requests } = stubSearchApi();
    await createSpielraumSearchClient().search([
      request({
        facetFilters: ['title:Catan: Seefahrer', 'list:wishlist', ['groups:brettspiele']],
        numericFilters: ['yearOfPublication>1999', 'playTime<61', 'minAge>=8'],
      }),
    ]);
    expect(requests.map(readable)).toEqual([
      '/api/filter/data/?title=Catan:+Seefahrer&filter-gruppe=brettspiele&filter-erscheinungsjahr=2000-&filter-alter=8-&filter-spieldauer=-60&filter-liste=wishlist',
    ]);
  });

  it('refuses what the API cannot express instead of searching for something else', async () => {
    stubSearchApi();
    const client = createSpielraumSearchClient();
    const and = await rejection(
      client.search([
        request({ facetFilters: ['categories:1-familienspiele', 'categories:2-strategiespiele'] }),
      ]),
    );
    expect(and.message).toMatch(/only be combined with OR/);
    const exclusion = await rejection(
      client.search([request({ facetFilters: ['categories:-1-familienspiele'] })]),
    );
    expect(exclusion.message).toMatch(/excluding values/);
    const unknown = await rejection(client.search([request({ facets: ['colour'] })]));
    expect(unknown.message).toMatch(/unknown attribute "colour"/);
  });
});

describe('search client: answers', () => {
  it('answers in Algolia format: objectID, 0-based page, page count, facet counts and euro stats', async () => {
    stubSearchApi();
    const { results } = await createSpielraumSearchClient().search([
      request({
        query: 'familie',
        hitsPerPage: 3,
        facets: ['availability', 'categories', 'price'],
        facetFilters: [['categories:1-familienspiele']],
      }),
    ]);
    const result = hitsResult(results[0]);
    expect(result.hits.map((hit) => [hit.objectID, hit.title])).toEqual([
      ['10', 'Sky Team'],
      ['56', 'Dorfromantik – Das Brettspiel'],
      ['50', 'Kingdomino'],
    ]);
    expect(result.hits[0]).toMatchObject({ product_id: 10, best_total: 2849, slug: 'sky-team' });
    expect(result).toMatchObject({
      index: 'games',
      nbHits: 115,
      page: 0,
      nbPages: 39,
      hitsPerPage: 3,
      query: 'familie',
      params: 'term=familie&filter-spielkategorien=1-familienspiele&rowsPerPage=3',
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
    });
    expect(result.facets).toEqual({
      availability: { is_available: 111, not_available_reordered: 2 },
      categories: {
        '1-familienspiele': 115,
        '2-strategiespiele': 79,
        '15-kooperative-spiele': 62,
        '16-kennerspiele': 56,
      },
      price: {},
    });
    expect(result.facets_stats).toEqual({ price: { min: 9.99, max: 47.89 } });
    expect(typeof result.processingTimeMS).toBe('number');
  });

  it('remembers facet labels for the widgets', async () => {
    stubSearchApi();
    await createSpielraumSearchClient().search([request({ facets: ['categories'] })]);
    expect(facetLabel('categories', '15-kooperative-spiele')).toBe('Kooperative Spiele');
    expect(facetLabel('publishers', '1-kosmos')).toBe('Kosmos');
    // a key no answer named is read from its slug, never shown raw
    expect(facetLabel('categories', '999-unbekannt')).toBe('Unbekannt');
    expect(facetLabel('groups', 'pen-and-paper')).toBe('Pen & Paper');
  });

  it('serves the extra requests of refined disjunctive facets from the main call', async () => {
    const { requests } = stubSearchApi();
    const refined = [['categories:1-familienspiele'], ['publishers:1-kosmos']];
    const { results } = await createSpielraumSearchClient().search([
      request({ facets: ['categories', 'publishers'], facetFilters: refined, hitsPerPage: 3 }),
      // InstantSearch's request per refined facet: that facet's own filter left out, no hits.
      request({ facets: 'categories', facetFilters: [['publishers:1-kosmos']], hitsPerPage: 0, page: 0 }),
      request({
        facets: 'publishers',
        facetFilters: [['categories:1-familienspiele']],
        hitsPerPage: 0,
        page: 0,
      }),
    ]);
    expect(requests).toHaveLength(1);
    const categories = hitsResult(results[1]);
    expect(categories.hits).toEqual([]);
    expect(categories.hitsPerPage).toBe(0);
    expect(categories.facets).toEqual({ categories: hitsResult(results[0]).facets.categories });
    expect(hitsResult(results[2]).facets).toEqual({
      publishers: { '10-asmodee': 16, '1-kosmos': 13, '3-ravensburger': 11 },
    });
  });

  it("computes a refined range's bounds without its own selection", async () => {
    const { requests } = stubSearchApi((url) =>
      url.searchParams.has('filter-preis')
        ? familyGamesAnswer
        : filterDataAnswer({ facetStats: { price: { min: 898, max: 18899 } } }),
    );
    const { results } = await createSpielraumSearchClient().search([
      request({ facets: ['price'], numericFilters: ['price>=10', 'price<=30'], hitsPerPage: 3 }),
      request({ facets: 'price', hitsPerPage: 0, page: 0 }),
    ]);
    expect(requests.map(readable)).toEqual([
      '/api/filter/data/?filter-preis=10-30&rowsPerPage=3',
      '/api/filter/data/?rowsPerPage=1',
    ]);
    expect(hitsResult(results[0]).facets_stats.price).toEqual({ min: 9.99, max: 47.89 });
    expect(hitsResult(results[1]).facets_stats.price).toEqual({ min: 8.98, max: 188.99 });
  });

  it('counts a toggle as the hits with the switch on, 0 when that would be a sixth filter', async () => {
    const { requests } = stubSearchApi((url) => {
      if (url.searchParams.has('filter-zubehoer')) return filterDataAnswer({ total: 118 });
      if (url.searchParams.has('filter-ohne-angebote')) {
        return Response.json(
          {
            status: 400,
            error: 'too many filters',
            message: 'Es können höchstens 5 Filter gleichzeitig gesetzt werden.',
          },
          { status: 400 },
        );
      }
      return familyGamesAnswer;
    });
    const { results } = await createSpielraumSearchClient().search([
      request({
        facets: ['accessories', 'expansions', 'withoutDeals'],
        facetFilters: [['expansions:false']],
      }),
      request({ facets: 'expansions', hitsPerPage: 0, page: 0 }),
    ]);
    const main = hitsResult(results[0]);
    expect(main.facets).toEqual({
      accessories: { true: 118 },
      expansions: { false: 115 },
      withoutDeals: { true: 0 },
    });
    expect(hitsResult(results[1]).facets).toEqual({ expansions: { false: 115 } });
    expect(requests.map(readable).sort()).toEqual([
      '/api/filter/data/?filter-erweiterungen=0',
      '/api/filter/data/?filter-erweiterungen=0&filter-ohne-angebote=1&rowsPerPage=1',
      '/api/filter/data/?filter-erweiterungen=0&filter-zubehoer=1&rowsPerPage=1',
    ]);
  });

  it('reuses answers for identical parameters for a few seconds, and not after clearCache', async () => {
    const { requests } = stubSearchApi();
    let time = 0;
    const client = createSpielraumSearchClient({ cacheTtlMs: 5_000, now: () => time });
    const search = () => client.search([request({ query: 'azul' })]);
    await search();
    await search();
    expect(requests).toHaveLength(1);
    time = 6_000;
    await search();
    expect(requests).toHaveLength(2);
    client.clearCache();
    await search();
    expect(requests).toHaveLength(3);
  });
});

describe('search client: facet values and names', () => {
  it('searches inside a facet through filter/{name}/ with the current filters', async () => {
    const { requests } = stubSearchApi((url) =>
      url.pathname === '/api/filter/publishers/'
        ? Response.json({
            data: [
              { key: '1-kosmos', label: 'Kosmos', count: 24 },
              { key: '52-games-workshop', label: 'Games Workshop', count: 9 },
            ],
            more: true,
          })
        : familyGamesAnswer,
    );
    // How the helper sends a facet search to a client without searchForFacetValues.
    const { results } = await createSpielraumSearchClient().search([
      {
        type: 'facet',
        facet: 'publishers',
        indexName: 'games',
        params: {
          facetQuery: 'kos',
          maxFacetHits: 10,
          facets: ['categories', 'publishers'],
          facetFilters: [['categories:1-familienspiele']],
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
        },
      },
    ]);
    expect(requests.map(readable)).toEqual([
      '/api/filter/publishers/?filter-spielkategorien=1-familienspiele&search=kos&offset=0&rowsPerPage=10',
    ]);
    expect(facetValuesResult(results[0])).toEqual({
      facetHits: [
        { value: '1-kosmos', highlighted: '__ais-highlight__Kos__/ais-highlight__mos', count: 24 },
        { value: '52-games-workshop', highlighted: 'Games Workshop', count: 9 },
      ],
      exhaustiveFacetsCount: false,
      processingTimeMS: expect.any(Number),
    });
    expect(facetLabel('publishers', '52-games-workshop')).toBe('Games Workshop');
  });

  it('asks filter/namesearch/ for game names with the current search and an extra value', async () => {
    const { requests } = stubSearchApi(() =>
      Response.json({ data: [{ id: 45, slug: 'azul', title: 'Azul', group: 'brettspiele' }] }),
    );
    const names = await createSpielraumSearchClient().suggestGameNames({
      term: 'azu',
      search: { filters: { categories: ['1-familienspiele'] } },
      extra: { attribute: 'publishers', value: '1-kosmos' },
    });
    expect(names).toEqual([{ id: 45, slug: 'azul', title: 'Azul', group: 'brettspiele' }]);
    expect(requests.map(readable)).toEqual([
      '/api/filter/namesearch/?term=azu&filter-spielkategorien=1-familienspiele&key=filter-verlag&value=1-kosmos',
    ]);
  });
});

describe('search client: errors', () => {
  it('fails with "Request failed (Status: 500): …" when the API answers 500', async () => {
    stubSearchApi(() =>
      Response.json(
        { status: 500, error: 'internal error', message: 'Es ist ein unerwarteter Fehler aufgetreten.' },
        { status: 500 },
      ),
    );
    const error = await rejection(createSpielraumSearchClient().search([request({ query: 'azul' })]));
    expect(error).toBeInstanceOf(SearchRequestError);
    expect(error.message).toBe('Request failed (Status: 500): internal error');
  });

  it("keeps the server's German message, e.g. for the five-filter cap", async () => {
    stubSearchApi(() =>
      Response.json(
        {
          status: 400,
          error: 'too many filters',
          message: 'Es können höchstens 5 Filter gleichzeitig gesetzt werden.',
        },
        { status: 400 },
      ),
    );
    const error = await rejection(createSpielraumSearchClient().search([request({})]));
    if (!(error instanceof SearchRequestError)) throw error;
    expect(error.message).toBe('Request failed (Status: 400): too many filters');
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Es können höchstens 5 Filter gleichzeitig gesetzt werden.');
  });

  it('fails the same way when the answer carries no data, and forgets the failed answer', async () => {
    let broken = true;
    const { requests } = stubSearchApi(() => (broken ? Response.json({ nothing: true }) : familyGamesAnswer));
    const client = createSpielraumSearchClient();
    const error = await rejection(client.search([request({})]));
    expect(error.message).toBe('Request failed (Status: 502): unexpected response');
    broken = false;
    await expect(client.search([request({})])).resolves.toBeTruthy();
    expect(requests).toHaveLength(2);
  });
});
