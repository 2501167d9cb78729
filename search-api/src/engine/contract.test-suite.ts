import { beforeAll, describe, expect, it } from 'vitest';
import { facetKey, type SearchDocument, type SortOption } from '@spielraum/schema';
import { COUNTED_FACETS } from './catalogue';
import { SearchQueryError } from './query-error';
import { countFilters } from './query-schema';
import {
  bruteForceCompare,
  bruteForceFacetCounts,
  bruteForceMatches,
  facetKeysOf,
} from './testing/brute-force';
import { CATEGORIES, FIXTURE_DOCUMENTS, PUBLISHERS, makeDocument } from './testing/fixture-documents';
import { generateDocuments } from './testing/generate-documents';
import { SeededRandom } from '@spielraum/schema/synthetic';
import type { CountedFacetName, FilterSet, SearchEngine, SearchQuery, SearchResult } from './types';

/** Makes an empty engine; the suite indexes what it needs. */
export type EngineFactory = () => SearchEngine | Promise<SearchEngine>;

const SORTS: SortOption[] = [
  'relevance',
  'total-asc',
  'total-desc',
  'price-asc',
  'rating-desc',
  'newest',
  'discount-desc',
];

function query(partial: Partial<SearchQuery> = {}): SearchQuery {
  return { filters: {}, sort: 'relevance', page: 0, hitsPerPage: 100, facets: [], ...partial };
}

const ids = (result: SearchResult) => result.hits.map((hit) => hit.id);
const sorted = (values: number[]) => [...values].sort((left, right) => left - right);
const key = facetKey;

async function engineWith(factory: EngineFactory, documents: SearchDocument[]): Promise<SearchEngine> {
  const engine = await factory();
  await engine.index(documents);
  return engine;
}

/**
 * The contract every `SearchEngine` fulfils, run by each implementation's test file with its
 * factory: German analysis, typos, prefixes, synonyms, ranking, every filter kind, the default
 * product rules, disjunctive facets, facet-value search, type-ahead, sorting, paging, id lists,
 * index/replace/delete, validation, and a property test against brute-force counts on a
 * generated catalogue.
 */
export function describeSearchEngineContract(name: string, factory: EngineFactory): void {
  describe(`SearchEngine contract: ${name}`, () => {
    let engine: SearchEngine;
    const inScope = (filters: FilterSet = {}) => bruteForceMatches(FIXTURE_DOCUMENTS, { filters });
    const idsOf = (documents: SearchDocument[]) => sorted(documents.map((document) => document.id));
    const matching = async (partial: Partial<SearchQuery>) =>
      sorted(ids(await engine.search(query(partial))));

    beforeAll(async () => {
      engine = await engineWith(factory, FIXTURE_DOCUMENTS);
    });

    describe('German text analysis', () => {
      it('folds umlauts and their ae/oe/ue spellings so wuerfel, wurfel and würfel find the same games', async () => {
        const [spelled, plain, umlaut] = await Promise.all(
          ['wuerfel ', 'wurfel ', 'würfel '].map((text) => matching({ text })),
        );
        expect(umlaut).toEqual(expect.arrayContaining([8, 9]));
        expect(spelled).toEqual(umlaut);
        expect(plain).toEqual(umlaut);
        // four letters allow no typo, so only folding can make these meet
        for (const text of ['tuer ', 'tur ', 'tür ', 'TÜR ']) expect(await matching({ text })).toEqual([21]);
        expect(await matching({ text: 'groessenwahn' })).toEqual([20]);
        expect(await matching({ text: 'GRÖSSENWAHN' })).toEqual([20]);
      });

      it('matches words by their German stem', async () => {
        expect(await matching({ text: 'Spiele ' })).toContain(4);
        expect(await matching({ text: 'Seefahrers ' })).toEqual([5]);
      });

      it('tolerates one typo from 5 letters and two from 9, on titles and names', async () => {
        expect(await matching({ text: 'Carcasone' })).toContain(7);
        expect(await matching({ text: 'Carcassone ' })).toContain(7);
        expect(await matching({ text: 'Karcassone ' })).toContain(7);
        expect(await matching({ text: 'Katan ' })).toEqual(expect.arrayContaining([4, 5]));
        expect(await matching({ text: 'Tauber ' })).toEqual(expect.arrayContaining([4, 5]));
        // four letters: no typo allowed
        expect(await matching({ text: 'Azol ' })).toEqual([]);
      });

      it('matches the last word as a prefix while typing, and only then', async () => {
        expect(await matching({ text: 'Azu' })).toEqual([1, 2, 3]);
        expect(await matching({ text: 'Azu ' })).toEqual([]);
        expect(await matching({ text: 'Catan Seef' })).toEqual([5]);
      });

      it('matches an unfinished last word with a typo where nothing begins with it as typed', async () => {
        // "carcaso" is one edit from "carcass", the beginning of "carcassonne"
        expect(await matching({ text: 'Carcaso' })).toContain(7);
        expect(await matching({ text: 'Karcass' })).toContain(7);
        // finished, the word is compared whole: four edits from "carcassonne"
        expect(await matching({ text: 'Carcaso ' })).toEqual([]);
        // four letters allow no typo, unfinished or not
        expect(await matching({ text: 'Azlu' })).toEqual([]);
      });

      it('expands synonyms, also phrases', async () => {
        const cardGames = await matching({ text: 'Kartenspiel ' });
        expect(cardGames).toEqual(expect.arrayContaining([10, 11]));
        expect(await matching({ text: 'card game ' })).toEqual(expect.arrayContaining([10, 11]));
        expect(await matching({ text: 'Expansion ' })).toEqual(expect.arrayContaining([3, 5, 18]));
        expect(await matching({ text: 'Erweiterung ' })).toEqual(expect.arrayContaining([3, 5, 18]));
      });

      it('requires every word to match, leaving words out, the last first, only when nothing matches all', async () => {
        expect(await matching({ text: 'Catan Seefahrer ' })).toEqual([5]);
        expect(await matching({ text: 'Catan Azul ' })).toEqual([4, 5]);
        expect(await matching({ text: 'Seefahrer Azul ' })).toEqual([5]);
      });

      it('does not require stop words unless the query has nothing else', async () => {
        expect(await matching({ text: 'Seefahrer von Catan ' })).toEqual([5]);
        expect(await matching({ text: 'die Tür ' })).toEqual([21]);
      });

      it('ranks the exact title first, then the name before a subtitle, then title matches, then other fields, ties by popularity', async () => {
        const result = await engine.search(query({ text: 'Dominion ' }));
        expect(ids(result)).toEqual([12, 13, 14, 15]);
      });

      it('ranks base products ahead of expansions and accessories that match as well', async () => {
        const azul = ids(await engine.search(query({ text: 'Azul ', filters: { accessories: true } })));
        expect(azul).toEqual([1, 2, 3, 16]);
        // a less popular game ahead of a more popular expansion of the same tier
        const withGame = await engineWith(factory, [
          ...FIXTURE_DOCUMENTS,
          makeDocument({ id: 98, title: 'Azul Kristallmosaik', popularity: 1 }),
        ]);
        expect(ids(await withGame.search(query({ text: 'Kristallmosaik ' })))).toEqual([98, 3]);
      });

      it('restricts title text to the title', async () => {
        expect(await matching({ titleText: 'Dominion' })).toEqual([12, 13, 14]);
        expect(await matching({ text: 'Teuber ' })).toEqual(expect.arrayContaining([4, 5]));
        expect(await matching({ titleText: 'Teuber ' })).toEqual([]);
      });
    });

    describe('filters and product rules', () => {
      it('shows base games, boosters, books and expansions but no accessories or products without deals by default', async () => {
        const all = await matching({});
        expect(all).toEqual(idsOf(inScope()));
        expect(all).not.toContain(16);
        expect(all).not.toContain(6);
        expect(all).toEqual(expect.arrayContaining([3, 14, 19]));
      });

      it('honours the product switches', async () => {
        expect(await matching({ filters: { accessories: true } })).toContain(16);
        expect(await matching({ filters: { withoutDeals: true } })).toContain(6);
        const withoutExpansions = await matching({ filters: { expansions: false } });
        for (const id of [3, 5, 13, 18]) expect(withoutExpansions).not.toContain(id);
      });

      it('ORs values inside a terms facet and ANDs across facets', async () => {
        expect(await matching({ filters: { publishers: [key(PUBLISHERS.pegasus)] } })).toEqual([1, 2, 3]);
        expect(
          await matching({ filters: { publishers: [key(PUBLISHERS.pegasus), key(PUBLISHERS.hig)] } }),
        ).toEqual([1, 2, 3, 7]);
        expect(
          await matching({
            filters: { publishers: [key(PUBLISHERS.pegasus)], categories: [key(CATEGORIES.strategy)] },
          }),
        ).toEqual([1]);
        expect(await matching({ filters: { publishers: ['999-unknown'] } })).toEqual([]);
      });

      it('filters keyword facets', async () => {
        expect(await matching({ filters: { productType: ['expansion'] } })).toEqual([3, 5, 13, 18]);
        expect(await matching({ filters: { groups: ['kartenspiele'] } })).toEqual([10, 11, 12, 13, 14]);
        expect(await matching({ filters: { tcg: ['pokemon'] } })).toEqual([19]);
        expect(await matching({ filters: { availability: ['pre_available'] } })).toEqual([20]);
      });

      it('filters numeric ranges, open on either side', async () => {
        const cases: FilterSet[] = [
          { price: { min: 1000, max: 2000 } },
          { price: { min: 3000 } },
          { price: { max: 999 } },
          { yearOfPublication: { min: 2015 } },
          { minAge: { max: 6 } },
          { playTime: { min: 60, max: 75 } },
        ];
        for (const filters of cases) expect(await matching({ filters })).toEqual(idsOf(inScope(filters)));
        expect(await matching({ filters: { price: { min: 1000, max: 2000 } } })).toEqual([3, 8, 10, 11]);
      });

      it('filters player counts, normal and exact', async () => {
        expect(await matching({ filters: { players: { count: 1, exact: false } } })).toEqual([9, 17]);
        expect(await matching({ filters: { players: { count: 2, exact: true } } })).toEqual([8]);
        expect(
          await matching({ filters: { players: { count: 2, exact: false }, exactPlayers: true } }),
        ).toEqual([8]);
        expect(await matching({ filters: { players: { count: 5, exact: false } } })).toEqual([7, 9, 10]);
      });

      it('applies allow- and deny-lists of product ids', async () => {
        expect(await matching({ includeIds: [1, 4, 7, 16, 999] })).toEqual([1, 4, 7]);
        expect(await matching({ includeIds: [] })).toEqual([]);
        const withoutAzul = await matching({ excludeIds: [1, 2] });
        expect(withoutAzul).not.toContain(1);
        expect(withoutAzul).toHaveLength(inScope().length - 2);
      });
    });

    describe('facets', () => {
      it('counts every facet value under the current result', async () => {
        const result = await engine.search(query({ facets: ['publishers', 'productType', 'groups'] }));
        expect(result.facets.publishers).toContainEqual({
          key: key(PUBLISHERS.amigo),
          label: 'Amigo',
          count: 3,
        });
        expect(result.facets.productType).toContainEqual({ key: 'expansion', label: 'expansion', count: 4 });
        expect(result.facets.groups).toContainEqual({ key: 'kartenspiele', label: 'Kartenspiele', count: 5 });
        expect(result.facets.productType?.map((option) => option.key)).not.toContain('accessory');
      });

      it('counts disjunctively: a facet ignores its own filter but honours the others', async () => {
        const filters: FilterSet = {
          publishers: [key(PUBLISHERS.pegasus)],
          categories: [key(CATEGORIES.strategy)],
        };
        const result = await engine.search(
          query({ filters, facets: ['publishers', 'categories', 'mechanics'] }),
        );
        expect(result.total).toBe(1);
        // publishers counted under the category filter only: Azul, Catan, Dominion, Größenwahn
        expect(result.facets.publishers).toEqual([
          { key: key(PUBLISHERS.kosmos), label: 'Kosmos', count: 2 },
          { key: key(PUBLISHERS.asmodee), label: 'Asmodee', count: 1 },
          { key: key(PUBLISHERS.pegasus), label: 'Pegasus Spiele', count: 1 },
        ]);
        // categories counted under the publisher filter only: Azul, Sommerpavillon, Kristallmosaik
        expect(result.facets.categories).toEqual([
          { key: key(CATEGORIES.family), label: 'Familienspiele', count: 3 },
          { key: key(CATEGORIES.strategy), label: 'Strategiespiele', count: 1 },
        ]);
        for (const facet of ['publishers', 'categories', 'mechanics'] as const) {
          expect(countsOf(result, facet)).toEqual(
            bruteForceFacetCounts(FIXTURE_DOCUMENTS, { filters }, facet),
          );
        }
      });

      it('sorts options by count, then label, and caps them per facet', async () => {
        const result = await engine.search(query({ facets: ['publishers'], maxValuesPerFacet: 2 }));
        expect(result.facets.publishers).toEqual([
          { key: key(PUBLISHERS.kosmos), label: 'Kosmos', count: 5 },
          { key: key(PUBLISHERS.asmodee), label: 'Asmodee', count: 4 },
        ]);
        const amigoQueenPegasus = (
          await engine.search(query({ facets: ['publishers'] }))
        ).facets.publishers?.slice(2, 5);
        expect(amigoQueenPegasus?.map((option) => option.label)).toEqual([
          'Amigo',
          'Pegasus Spiele',
          'Queen Games',
        ]);
      });

      it('reports min and max of ranges inside the result', async () => {
        const result = await engine.search(
          query({
            filters: { publishers: [key(PUBLISHERS.amigo)] },
            facets: ['price', 'players', 'yearOfPublication'],
          }),
        );
        expect(result.facetStats.price).toEqual({ min: 799, max: 1494 });
        expect(result.facetStats.players).toEqual({ min: 1, max: 6 });
        expect(result.facetStats.yearOfPublication).toEqual({ min: 2020, max: 2020 });
      });

      it('searches inside a facet’s values with German folding, counts and a more flag', async () => {
        const folded = await engine.searchFacetValues({
          facet: 'publishers',
          term: 'glu',
          offset: 0,
          limit: 10,
          filters: {},
        });
        expect(folded).toEqual({
          options: [{ key: key(PUBLISHERS.hig), label: 'Hans im Glück', count: 1 }],
          more: false,
        });
        const first = await engine.searchFacetValues({
          facet: 'publishers',
          term: '',
          offset: 0,
          limit: 2,
          filters: {},
        });
        expect(first.options.map((option) => option.label)).toEqual(['Kosmos', 'Asmodee']);
        expect(first.more).toBe(true);
        const last = await engine.searchFacetValues({
          facet: 'publishers',
          term: '',
          offset: 4,
          limit: 2,
          filters: {},
        });
        expect(last.options.map((option) => option.label)).toEqual(['Queen Games', 'Hans im Glück']);
        expect(last.more).toBe(false);
        const filtered = await engine.searchFacetValues({
          facet: 'publishers',
          term: 'a',
          offset: 0,
          limit: 10,
          filters: { categories: [key(CATEGORIES.dice)], publishers: [key(PUBLISHERS.kosmos)] },
        });
        expect(filtered.options).toEqual([{ key: key(PUBLISHERS.amigo), label: 'Amigo', count: 2 }]);
      });
    });

    describe('type-ahead', () => {
      it('suggests titles by prefix, best first, honouring filters', async () => {
        const suggestions = await engine.suggestTitles({ term: 'Azu', limit: 5, filters: {} });
        expect(suggestions.map((suggestion) => suggestion.id)).toEqual([1, 2, 3]);
        expect(suggestions[0]).toEqual({ id: 1, slug: 'azul-1', title: 'Azul', group: 'brettspiele' });
        const expansions = await engine.suggestTitles({
          term: 'Azu',
          limit: 5,
          filters: { productType: ['expansion'] },
        });
        expect(expansions.map((suggestion) => suggestion.id)).toEqual([3]);
        expect(
          (await engine.suggestTitles({ term: 'Carcasone', limit: 5, filters: {} })).map((s) => s.id),
        ).toEqual([7]);
        expect(await engine.suggestTitles({ term: 'Teuber', limit: 5, filters: {} })).toEqual([]);
      });
    });

    describe('sorting and paging', () => {
      it.each(SORTS)('orders by %s with popularity and id as tie-breakers', async (sort) => {
        const expected = inScope()
          .sort(bruteForceCompare(sort))
          .map((document) => document.id);
        expect(ids(await engine.search(query({ sort })))).toEqual(expected);
      });

      it('pages through the same order without gaps', async () => {
        const full = ids(await engine.search(query({ sort: 'total-asc' })));
        const pages: number[] = [];
        for (let page = 0; page < 5; page++) {
          const result = await engine.search(query({ sort: 'total-asc', page, hitsPerPage: 4 }));
          expect(result.total).toBe(full.length);
          pages.push(...ids(result));
        }
        expect(pages).toEqual(full);
        const text = ids(await engine.search(query({ text: 'Dominion ', page: 1, hitsPerPage: 2 })));
        expect(text).toEqual([14, 15]);
      });

      it('returns the hit card fields', async () => {
        const [hit] = (await engine.search(query({ text: 'Catan Das Spiel ' }))).hits;
        expect(hit).toEqual({
          id: 4,
          slug: 'catan-das-spiel-4',
          title: 'Catan – Das Spiel',
          group: 'brettspiele',
          productType: 'game',
          publisher: 'Kosmos',
          releaseYear: 1995,
          playersFrom: 3,
          playersTo: 4,
          playingTimeMinutes: 75,
          ageFrom: 10,
          coverImageId: 1004,
          bestPriceCents: 2799,
          bestTotalCents: 3294,
          availability: 'is_available',
          dealerCount: 3,
          rating: 4.2,
          realDiscount: false,
          realDiscountPercent: null,
          discountPercent: 0,
        });
      });
    });

    describe('bad input', () => {
      const rejects = async (partial: Record<string, unknown>, message?: string) => {
        const error = await rejection(engine.search({ ...query(), ...partial } as SearchQuery));
        expect(error).toBeInstanceOf(SearchQueryError);
        if (message) expect((error as SearchQueryError).message).toBe(message);
      };

      it('refuses more than five filters with a German message', async () => {
        const filters: FilterSet = {
          publishers: [key(PUBLISHERS.kosmos)],
          categories: [key(CATEGORIES.family)],
          groups: ['brettspiele'],
          price: { min: 100 },
          players: { count: 2, exact: false },
          withoutDeals: true,
        };
        expect(countFilters(filters)).toBe(6);
        await rejects({ filters }, 'Es können höchstens 5 Filter gleichzeitig gesetzt werden.');
        // switches at their default do not count
        const five = { ...filters, withoutDeals: false, expansions: true };
        await expect(engine.search(query({ filters: five }))).resolves.toBeDefined();
        // every selected value counts, not the facets: six publishers are six filters
        const sixPublishers: FilterSet = { publishers: Object.values(PUBLISHERS).map(key) };
        expect(sixPublishers.publishers).toHaveLength(6);
        await rejects(
          { filters: sixPublishers },
          'Es können höchstens 5 Filter gleichzeitig gesetzt werden.',
        );
        const fivePublishers = { publishers: sixPublishers.publishers!.slice(0, 5) };
        await expect(engine.search(query({ filters: fivePublishers }))).resolves.toBeDefined();
      });

      it('refuses unknown facets and filters, reversed ranges, negative pages and overlong text', async () => {
        await rejects({ facets: ['colour'] });
        await rejects({ filters: { colour: ['red'] } }, 'Unbekannter Filter: colour.');
        await rejects(
          { filters: { price: { min: 50, max: 10 } } },
          'Der Mindestwert darf nicht größer als der Höchstwert sein.',
        );
        await rejects({ filters: { price: '10-20' } });
        await rejects({ page: -1 });
        await rejects({ text: 'x'.repeat(201) }, 'Bitte gib höchstens 200 Zeichen ein.');
        await rejects({ text: 'x'.repeat(10_240) });
        await expect(
          engine.searchFacetValues({
            facet: 'colour',
            term: '',
            offset: -1,
            limit: 10,
            filters: {},
          } as never),
        ).rejects.toThrow(SearchQueryError);
      });
    });

    describe('index, replace, delete', () => {
      it('replaces documents by id and deletes them', async () => {
        const own = await engineWith(factory, FIXTURE_DOCUMENTS);
        expect(own.size()).toBe(FIXTURE_DOCUMENTS.length);
        const azul = FIXTURE_DOCUMENTS[0]!;
        await own.index([{ ...azul, title: 'Blaue Fliesen', series: [], publishers: [PUBLISHERS.hig] }]);
        expect(own.size()).toBe(FIXTURE_DOCUMENTS.length);
        expect(ids(await own.search(query({ text: 'Azul ' })))).not.toContain(1);
        expect(ids(await own.search(query({ text: 'Fliesen ' })))).toEqual([1]);
        const counts = countsOf(await own.search(query({ facets: ['publishers'] })), 'publishers');
        expect(counts.get(key(PUBLISHERS.pegasus))).toBe(2);
        expect(counts.get(key(PUBLISHERS.hig))).toBe(2);

        await own.delete([1, 2, 12345]);
        expect(own.size()).toBe(FIXTURE_DOCUMENTS.length - 2);
        expect(ids(await own.search(query({ text: 'Azu' })))).toEqual([3]);
        expect(ids(await own.search(query({ text: 'Fliesen ' })))).toEqual([]);

        await own.index([FIXTURE_DOCUMENTS[1]!, makeDocument({ id: 99, title: 'Azul Mini' })]);
        // the expansion after the games that match as well
        expect(ids(await own.search(query({ text: 'Azu' })))).toEqual([2, 99, 3]);
        expect(own.stats().documents).toBe(FIXTURE_DOCUMENTS.length);
        expect(own.stats().memoryBytes).toBeGreaterThan(0);
      });
    });

    describeFacetCountProperty(name, factory);
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the engine to refuse the query');
}

function countsOf(result: SearchResult, facet: CountedFacetName): Map<string, number> {
  return new Map((result.facets[facet] ?? []).map((option) => [option.key, option.count]));
}

/** Random filter sets of one to five filters drawn from the catalogue's real values. */
function randomFilters(random: SeededRandom, documents: SearchDocument[]): FilterSet {
  const filters: FilterSet = {};
  const wanted = random.int(1, 5);
  const valuesOf = (facet: CountedFacetName) => {
    const keys = facetKeysOf(random.pick(documents), facet);
    return keys.length > 0 ? keys : facetKeysOf(random.pick(documents), facet);
  };
  for (let attempt = 0; attempt < 20 && countFilters(filters) < wanted; attempt++) {
    const roll = random.next();
    if (roll < 0.45) {
      const facet = random.pick(COUNTED_FACETS);
      const keys = [...new Set([...valuesOf(facet), ...(random.chance(0.4) ? valuesOf(facet) : [])])];
      if (keys.length > 0) filters[facet] = keys;
    } else if (roll < 0.75) {
      const range = random.pick([
        ['price', 500, 16_000],
        ['yearOfPublication', 1975, 2026],
        ['minAge', 3, 18],
        ['playTime', 10, 240],
      ] as const);
      const [name, low, high] = range;
      const min = random.chance(0.7) ? random.int(low, high) : undefined;
      const max = random.chance(0.7) ? random.int(min ?? low, high) : undefined;
      filters[name] = { min, max: min === undefined && max === undefined ? high : max };
    } else if (roll < 0.87) {
      filters.players = { count: random.int(1, 7), exact: random.chance(0.3) };
    } else {
      const toggle = random.pick(['expansions', 'accessories', 'withoutDeals'] as const);
      filters[toggle] = toggle !== 'expansions';
    }
  }
  while (countFilters(filters) > 5) delete filters[Object.keys(filters)[0] as keyof FilterSet];
  return filters;
}

/**
 * The property test: for random combinations of up to five filters on a generated catalogue,
 * the total, every facet's disjunctive counts and the first page of a random sort order equal a
 * brute-force evaluation over the plain documents.
 */
export function describeFacetCountProperty(
  name: string,
  factory: EngineFactory,
  options: { documents?: number; runs?: number; seed?: number } = {},
): void {
  const { documents: size = 3000, runs = 120, seed = 7 } = options;
  describe(`facet count property: ${name}`, () => {
    const documents = generateDocuments(size, seed);
    let engine: SearchEngine;

    beforeAll(async () => {
      engine = await engineWith(factory, documents);
    });

    it(`matches brute force on ${runs} random filter combinations over ${size} documents`, async () => {
      const random = new SeededRandom(seed);
      let nonEmpty = 0;
      for (let run = 0; run < runs; run++) {
        const filters = randomFilters(random, documents);
        const sort = random.pick(SORTS);
        const result = await engine.search(
          query({ filters, sort, hitsPerPage: 20, facets: [...COUNTED_FACETS], maxValuesPerFacet: 10_000 }),
        );
        const matches = bruteForceMatches(documents, { filters });
        const context = JSON.stringify({ run, filters, sort });
        expect(result.total, context).toBe(matches.length);
        if (matches.length > 0) nonEmpty += 1;
        for (const facet of COUNTED_FACETS) {
          expect(countsOf(result, facet), `${context} ${facet}`).toEqual(
            bruteForceFacetCounts(documents, { filters }, facet),
          );
        }
        const expectedPage = matches
          .sort(bruteForceCompare(sort))
          .slice(0, 20)
          .map((document) => document.id);
        expect(ids(result), context).toEqual(expectedPage);
      }
      // the generator must produce meaningful cases, not only empty results
      expect(nonEmpty).toBeGreaterThan(runs / 3);
    });
  });
}
