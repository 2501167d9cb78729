import type { SearchDocument, SearchFieldName } from '@spielraum/schema';
import { COUNTED_FACETS, STAT_NAMES } from '../src/engine/catalogue';
import { facetKeysOf } from '../src/engine/testing/brute-force';
import type { SeededRandom } from '@spielraum/schema/synthetic';
import type {
  CountedFacetName,
  FacetValueQuery,
  SearchQuery,
  TitleSuggestionQuery,
} from '../src/engine/types';

/** One request of a benchmark run, answered by the engine and by the PostgreSQL baseline. */
export type BenchOperation =
  | { kind: 'search'; query: SearchQuery }
  | { kind: 'facetValues'; query: FacetValueQuery }
  | { kind: 'suggest'; query: TitleSuggestionQuery };

export interface QueryClass {
  name: string;
  /** Broad queries carry the ≥ 40× goal against PostgreSQL. */
  broad: boolean;
  make(random: SeededRandom): BenchOperation;
}

/** Facet keys and title words seen in a sample of the catalogue, drawn as users would click them. */
export interface BenchVocabulary {
  keys: Record<CountedFacetName, string[]>;
  titleWords: string[];
}

/** Collects facet keys (with repetition, so popular values come up more often) and title words. */
export function sampleVocabulary(documents: SearchDocument[]): BenchVocabulary {
  const keys = Object.fromEntries(COUNTED_FACETS.map((facet) => [facet, [] as string[]])) as Record<
    CountedFacetName,
    string[]
  >;
  const titleWords: string[] = [];
  for (const document of documents) {
    for (const facet of COUNTED_FACETS) keys[facet].push(...facetKeysOf(document, facet));
    const first = document.title.split(/[\s:–-]+/).find((word) => word.length >= 4);
    if (first) titleWords.push(first);
  }
  return { keys, titleWords };
}

const ALL_FACETS: SearchFieldName[] = [...COUNTED_FACETS, ...STAT_NAMES];
const BROAD_WORDS = ['spiel', 'die', 'das', 'karten', 'würfel', 'spiele'];
const MIDDLE_WORDS = ['drache', 'burg', 'insel', 'ritter', 'schatz', 'garten', 'reise', 'händler', 'quest'];
const FRAGMENTS = ['ko', 'spi', 'mül', 'ra', 'ste', 'ga', 'sch', 'an'];

function search(partial: Partial<SearchQuery>): BenchOperation {
  return {
    kind: 'search',
    query: { filters: {}, sort: 'relevance', page: 0, hitsPerPage: 24, facets: ALL_FACETS, ...partial },
  };
}

/** The query classes the issue names, each drawing varied but comparable requests per run. */
export function queryClasses(vocabulary: BenchVocabulary): QueryClass[] {
  const key = (random: SeededRandom, facet: CountedFacetName) => random.pick(vocabulary.keys[facet]);
  return [
    {
      name: 'empty query, all facets',
      broad: true,
      make: () => search({}),
    },
    {
      name: 'broad text ("spiel" …), all facets',
      broad: true,
      make: (random) => search({ text: random.pick(BROAD_WORDS) }),
    },
    {
      name: 'text + 3 filters, all facets',
      broad: false,
      make: (random) => {
        const min = random.int(5, 40) * 100;
        return search({
          text: random.pick(MIDDLE_WORDS),
          filters: {
            categories: [key(random, 'categories')],
            price: { min, max: min + random.int(10, 60) * 100 },
            players: { count: random.int(2, 4), exact: false },
          },
        });
      },
    },
    {
      name: '5 filters sorted by total, all facets',
      broad: false,
      make: (random) => {
        const min = random.int(5, 30) * 100;
        return search({
          sort: 'total-asc',
          filters: {
            categories: [key(random, 'categories')],
            mechanics: [key(random, 'mechanics')],
            language: [key(random, 'language')],
            price: { min, max: min + random.int(20, 80) * 100 },
            players: { count: random.int(2, 4), exact: false },
          },
        });
      },
    },
    {
      // five selected values, the most a search may carry (each value counts): two categories
      // (ORed, so the category counts are disjunctive) and three other facets
      name: 'disjunctive facet set of a 5-value filter search',
      broad: false,
      make: (random) =>
        search({
          hitsPerPage: 1,
          facets: [...COUNTED_FACETS],
          filters: {
            categories: [key(random, 'categories'), key(random, 'categories')],
            mechanics: [key(random, 'mechanics')],
            language: [key(random, 'language')],
            groups: [key(random, 'groups')],
          },
        }),
    },
    {
      name: 'facet-value search (publishers/designers)',
      broad: false,
      make: (random) => ({
        kind: 'facetValues',
        query: {
          facet: random.pick(['publishers', 'designer'] as const),
          term: random.pick(FRAGMENTS),
          offset: 0,
          limit: 10,
          filters: { categories: [key(random, 'categories')] },
        },
      }),
    },
    {
      name: 'type-ahead',
      broad: false,
      make: (random) => {
        const word = random.pick(vocabulary.titleWords);
        return {
          kind: 'suggest',
          query: { term: word.slice(0, random.int(3, word.length)), limit: 10, filters: {} },
        };
      },
    },
  ];
}
