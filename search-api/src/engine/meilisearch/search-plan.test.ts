import { describe, expect, it } from 'vitest';
import { parseFacetValueQuery, parseSearchQuery } from '../query-schema';
import type { StoredHit } from './documents';
import {
  EXACT_TITLE_WINDOW,
  facetOptions,
  followUpRequests,
  mergeFollowUp,
  mergeTitleTiers,
  planFacetValues,
  planSearch,
  rangeStats,
  readCounts,
  readFacetValues,
  textParams,
} from './search-plan';

const RULES = 'productType IN ["game", "booster", "book", "miniature", "expansion"] AND hasDeal = true';
const RETRIEVE = { attributesToRetrieve: ['id'], withTotal: true };
const stored = (...ids: number[]) => ids.map((id) => ({ id }) as StoredHit);
const idsOf = (hits: StoredHit[] | null) => hits?.map((hit) => hit.id) ?? null;

describe('planning a search', () => {
  it('answers a sorted search with one request: hits, total, unrefined facets and statistics', () => {
    const plan = planSearch(
      parseSearchQuery({
        sort: 'total-asc',
        page: 2,
        hitsPerPage: 24,
        facets: ['publishers', 'price', 'players'],
      }),
      RETRIEVE,
    );
    expect(plan.requests).toEqual([
      {
        filter: RULES,
        sort: ['bestTotalCents:asc', 'popularity:desc', 'id:asc'],
        page: 3,
        hitsPerPage: 24,
        attributesToRetrieve: ['id'],
        facets: ['publishersOptions', 'bestTotalCents', 'playersFrom', 'playersTo'],
      },
    ]);
    expect(plan.hits).toEqual({ kind: 'single', request: 0 });
    expect(plan.total).toBe(0);
    expect(plan.counts).toEqual([{ facet: 'publishers', request: 0 }]);
    expect(plan.stats).toEqual({ names: ['price', 'players'], request: 0 });
  });

  it('counts a refined facet disjunctively in its own request without its own filter', () => {
    const plan = planSearch(
      parseSearchQuery({
        filters: { publishers: ['2-pegasus-spiele'], categories: ['11-strategiespiele'] },
        facets: ['publishers', 'categories', 'mechanics'],
      }),
      RETRIEVE,
    );
    const publishers = 'publishersKeys IN ["2-pegasus-spiele"]';
    const categories = 'categoriesKeys IN ["11-strategiespiele"]';
    expect(plan.requests).toEqual([
      {
        filter: `${RULES} AND ${publishers} AND ${categories}`,
        page: 1,
        hitsPerPage: 10,
        attributesToRetrieve: ['id'],
        facets: ['mechanicsOptions'],
      },
      { filter: `${RULES} AND ${categories}`, facets: ['publishersOptions'], page: 0, hitsPerPage: 1 },
      { filter: `${RULES} AND ${publishers}`, facets: ['categoriesOptions'], page: 0, hitsPerPage: 1 },
    ]);
    expect(plan.counts).toEqual([
      { facet: 'publishers', request: 1 },
      { facet: 'categories', request: 2 },
      { facet: 'mechanics', request: 0 },
    ]);
  });

  it('splits relevance with text into exact titles and the rest, with a count-only request', () => {
    const plan = planSearch(
      parseSearchQuery({ text: 'Dominion ', page: 3, hitsPerPage: 10, facets: ['groups'] }),
      RETRIEVE,
    );
    const text = { q: 'dominion ', matchingStrategy: 'all', locales: ['deu'] };
    expect(plan.requests).toEqual([
      {
        ...text,
        filter: `${RULES} AND titleKey = "dominion"`,
        sort: ['popularity:desc', 'id:asc'],
        page: 1,
        hitsPerPage: EXACT_TITLE_WINDOW,
        attributesToRetrieve: ['id'],
      },
      {
        ...text,
        filter: `${RULES} AND titleKey != "dominion"`,
        offset: 30 - EXACT_TITLE_WINDOW,
        limit: 10 + EXACT_TITLE_WINDOW,
        attributesToRetrieve: ['id'],
      },
      { ...text, filter: RULES, page: 0, hitsPerPage: 1, facets: ['groupsOptions'] },
    ]);
    expect(plan.hits).toEqual({ kind: 'split', exact: 0, rest: 1, restOffset: 10 });
    expect(plan.total).toBe(2);
    expect(plan.counts).toEqual([{ facet: 'groups', request: 2 }]);
  });

  it('sorts text searches by the chosen order without splitting', () => {
    const plan = planSearch(parseSearchQuery({ text: 'Azu', sort: 'rating-desc' }), RETRIEVE);
    expect(plan.requests).toHaveLength(1);
    expect(plan.requests[0]).toMatchObject({ q: 'azu', sort: ['rating:desc', 'popularity:desc', 'id:asc'] });
  });

  it('skips the count-only request of a type-ahead', () => {
    const plan = planSearch(parseSearchQuery({ titleText: 'Azu' }), { ...RETRIEVE, withTotal: false });
    expect(plan.requests).toHaveLength(2);
    expect(plan.total).toBeNull();
    expect(plan.requests[0]).toMatchObject({ attributesToSearchOn: ['titleFolded'] });
  });

  it('searches title text on the title only, and joins it with free text', () => {
    expect(textParams({ titleText: 'Dominion' }).params).toEqual({
      q: 'dominion',
      matchingStrategy: 'all',
      locales: ['deu'],
      attributesToSearchOn: ['titleFolded'],
    });
    expect(textParams({ text: 'Kosmos ', titleText: 'Catan' })).toEqual({
      params: { q: 'kosmos catan', matchingStrategy: 'all', locales: ['deu'] },
      exactTitleKey: 'catan kosmos',
    });
    expect(textParams({ text: ' ' })).toEqual({ params: {}, exactTitleKey: null });
  });
});

describe('merging exact titles and the rest', () => {
  it('puts exact titles before the rest and pages across both', () => {
    const exact = { hits: stored(12), total: 1 };
    expect(
      idsOf(mergeTitleTiers({ offset: 0, limit: 2 }, exact, { hits: stored(14, 13, 15), offset: 0 })),
    ).toEqual([12, 14]);
    expect(
      idsOf(mergeTitleTiers({ offset: 2, limit: 2 }, exact, { hits: stored(14, 13, 15), offset: 0 })),
    ).toEqual([13, 15]);
    expect(
      idsOf(mergeTitleTiers({ offset: 0, limit: 2 }, { hits: [], total: 0 }, { hits: stored(7), offset: 0 })),
    ).toEqual([7]);
  });

  it('reads deep pages from the window fetched before them', () => {
    const rest = { hits: stored(...Array.from({ length: 30 }, (_, index) => 1000 + 80 + index)), offset: 80 };
    // with 3 exact titles, hits 100–109 are rest positions 97–106
    const page = mergeTitleTiers({ offset: 100, limit: 10 }, { hits: stored(1, 2, 3), total: 3 }, rest);
    expect(idsOf(page)).toEqual(Array.from({ length: 10 }, (_, index) => 1000 + 97 + index));
  });

  it('asks for a follow-up when the page reaches past the exact titles fetched', () => {
    const many = {
      hits: stored(...Array.from({ length: EXACT_TITLE_WINDOW }, (_, index) => index)),
      total: 50,
    };
    expect(mergeTitleTiers({ offset: 10, limit: 10 }, many, { hits: [], offset: 0 })).toHaveLength(10);
    expect(mergeTitleTiers({ offset: 15, limit: 10 }, many, { hits: [], offset: 0 })).toBeNull();
    const plan = planSearch(parseSearchQuery({ text: 'Catan ', page: 3, hitsPerPage: 10 }), RETRIEVE);
    const [exact, rest] = followUpRequests(plan, 50);
    expect(exact).toMatchObject({ offset: 30, limit: 10, sort: ['popularity:desc', 'id:asc'] });
    expect(exact).not.toHaveProperty('page');
    expect(exact).not.toHaveProperty('hitsPerPage');
    expect(rest).toMatchObject({ offset: 0, limit: 10, filter: `${RULES} AND titleKey != "catan"` });
    expect(idsOf(mergeFollowUp(stored(1, 2), stored(3, 4, 5), 3))).toEqual([1, 2, 3]);
  });
});

describe('reading answers', () => {
  it('orders options by count, then German label order, merging a renamed value', () => {
    expect(
      facetOptions({
        '4-zebra|Zebra': 2,
        '3-apfel|apfel': 2,
        '2-aepfel|Äpfel': 2,
        '1-kosmos|Kosmos': 5,
        '1-kosmos|Kosmos Verlag': 1,
        '9-none|None': 0,
      }),
    ).toEqual([
      { key: '1-kosmos', label: 'Kosmos', count: 6 },
      { key: '2-aepfel', label: 'Äpfel', count: 2 },
      { key: '3-apfel', label: 'apfel', count: 2 },
      { key: '4-zebra', label: 'Zebra', count: 2 },
    ]);
    expect(facetOptions(undefined)).toEqual([]);
  });

  it('reports players from the lowest minimum to the highest maximum', () => {
    expect(
      rangeStats(['price', 'players', 'minAge'], {
        bestTotalCents: { min: 799, max: 1494 },
        playersFrom: { min: 1, max: 3 },
        playersTo: { min: 2, max: 6 },
      }),
    ).toEqual({ price: { min: 799, max: 1494 }, players: { min: 1, max: 6 } });
    expect(rangeStats(['players'], { playersTo: { min: 2, max: 4 } })).toEqual({
      players: { min: 2, max: 4 },
    });
  });

  it('takes total, capped facets and statistics from the requests that answer them', () => {
    const plan = planSearch(
      parseSearchQuery({
        filters: { publishers: ['1-kosmos'] },
        facets: ['publishers', 'groups', 'price'],
        maxValuesPerFacet: 1,
      }),
      RETRIEVE,
    );
    const counts = readCounts(
      plan,
      [
        {
          hits: [],
          totalHits: 7,
          facetDistribution: {
            groupsOptions: { 'brettspiele|Brettspiele': 6, 'kartenspiele|Kartenspiele': 1 },
          },
          facetStats: { bestTotalCents: { min: 100, max: 200 } },
        },
        { hits: [], facetDistribution: { publishersOptions: { '1-kosmos|Kosmos': 7, '4-amigo|Amigo': 3 } } },
      ],
      1,
    );
    expect(counts).toEqual({
      total: 7,
      facets: {
        publishers: [{ key: '1-kosmos', label: 'Kosmos', count: 7 }],
        groups: [{ key: 'brettspiele', label: 'Brettspiele', count: 6 }],
      },
      facetStats: { price: { min: 100, max: 200 } },
    });
  });
});

describe('facet-value search', () => {
  const distribution = {
    publishersOptions: {
      '1-kosmos|Kosmos': 5,
      '5-asmodee|Asmodee': 4,
      '4-amigo|Amigo': 3,
      '2-pegasus-spiele|Pegasus Spiele': 3,
      '6-queen-games|Queen Games': 2,
      '3-hans-im-glueck|Hans im Glück': 1,
    },
  };

  it('counts the facet under every filter but its own', () => {
    const query = parseFacetValueQuery({
      facet: 'publishers',
      term: 'a',
      filters: { categories: ['14-wuerfelspiele'], publishers: ['1-kosmos'] },
    });
    expect(planFacetValues(query)).toEqual({
      filter: `${RULES} AND categoriesKeys IN ["14-wuerfelspiele"]`,
      facets: ['publishersOptions'],
      page: 0,
      hitsPerPage: 1,
    });
  });

  it('matches folded prefixes and infixes of labels and pages with a more flag', () => {
    const read = (term: string, offset: number, limit: number) =>
      readFacetValues(parseFacetValueQuery({ facet: 'publishers', term, offset, limit }), {
        hits: [],
        facetDistribution: distribution,
      });
    expect(read('glu', 0, 10)).toEqual({
      options: [{ key: '3-hans-im-glueck', label: 'Hans im Glück', count: 1 }],
      more: false,
    });
    expect(read('GLÜCK', 0, 10).options).toHaveLength(1);
    const first = read('', 0, 2);
    expect(first.options.map((option) => option.label)).toEqual(['Kosmos', 'Asmodee']);
    expect(first.more).toBe(true);
    const last = read('', 4, 2);
    expect(last.options.map((option) => option.label)).toEqual(['Queen Games', 'Hans im Glück']);
    expect(last.more).toBe(false);
  });
});
