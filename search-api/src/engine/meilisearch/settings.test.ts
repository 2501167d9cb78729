import { describe, expect, it } from 'vitest';
import { SEARCH_FIELDS, SORT_OPTIONS } from '@spielraum/schema';
import { COUNTED_FACETS, STAT_NAMES } from '../catalogue';
import { SYNONYM_GROUPS } from '../synonyms';
import {
  FACET_FILTER_ATTRIBUTES,
  FACET_OPTION_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  STAT_ATTRIBUTES,
} from './fields';
import { filterConditions, filterExpression } from './filter-expression';
import { sortParams } from './search-plan';
import { filterableAttributes, indexSettings, rankingRules, synonymsOf } from './settings';

const settings = indexSettings({
  maxValuesPerFacet: 10_000,
  maxTotalHits: 1_000_000,
  serverVersion: '1.40.2',
});
const filterable = new Set(settings.filterableAttributes as string[]);

/** Attribute names a filter expression reads (the word before each operator). */
function attributesIn(expression: string): string[] {
  return [...expression.matchAll(/(\w+) (?:IN|NOT IN|=|!=|>=|<=) /g)].map((match) => match[1]!);
}

describe('index settings from the facet catalogue', () => {
  it('makes every faceted field filterable by key and countable by option', () => {
    const faceted = SEARCH_FIELDS.filter((field) => field.faceted).map((field) => field.name);
    expect(faceted.length).toBeGreaterThan(0);
    for (const name of faceted) {
      const facet = COUNTED_FACETS.find((candidate) => candidate.toString() === name);
      expect(facet, name).toBeDefined();
      expect(filterable, name).toContain(FACET_FILTER_ATTRIBUTES[facet!]);
      expect(filterable, name).toContain(FACET_OPTION_ATTRIBUTES[facet!]);
    }
  });

  it('stores terms facets as flattened key arrays and keyword facets in their document field', () => {
    expect(FACET_FILTER_ATTRIBUTES.categories).toBe('categoriesKeys');
    expect(FACET_OPTION_ATTRIBUTES.categories).toBe('categoriesOptions');
    expect(FACET_FILTER_ATTRIBUTES.groups).toBe('group');
    expect(FACET_FILTER_ATTRIBUTES.productType).toBe('productType');
    expect(FACET_FILTER_ATTRIBUTES.availability).toBe('availability');
    expect(FACET_FILTER_ATTRIBUTES.tcg).toBe('tcg');
  });

  it('makes the ranges, player figures, switches, ids and the title key filterable', () => {
    for (const field of SEARCH_FIELDS) {
      if (field.kind === 'range' && field.name !== 'players') expect(filterable).toContain(field.field);
      if (field.kind === 'toggle' && field.field !== null) expect(filterable).toContain(field.field);
    }
    expect(RANGE_ATTRIBUTES).toEqual({
      yearOfPublication: 'releaseYear',
      minAge: 'ageFrom',
      playTime: 'playingTimeMinutes',
      price: 'bestTotalCents',
    });
    for (const attribute of ['playersFrom', 'playersTo', 'hasDeal', 'productType', 'id', 'titleKey']) {
      expect(filterable).toContain(attribute);
    }
    expect(filterableAttributes()).toEqual([...new Set(filterableAttributes())]);
  });

  it('makes every attribute a filter expression can read filterable', () => {
    const everyFilter = filterConditions({
      filters: {
        ...Object.fromEntries(COUNTED_FACETS.map((facet) => [facet, ['1-x']])),
        price: { min: 1, max: 2 },
        yearOfPublication: { min: 1 },
        minAge: { max: 9 },
        playTime: { min: 5 },
        players: { count: 2, exact: false },
      },
      includeIds: [1],
      excludeIds: [2],
    });
    const expression = filterExpression(everyFilter, { extra: ['titleKey = "x"'] });
    const read = attributesIn(expression);
    expect(read).toEqual(expect.arrayContaining(['productType', 'hasDeal', 'id', 'titleKey', 'playersTo']));
    expect(read.length).toBeGreaterThan(COUNTED_FACETS.length + 8);
    for (const attribute of read) expect(filterable, attribute).toContain(attribute);
  });

  it('reports statistics only from filterable numeric attributes', () => {
    for (const name of STAT_NAMES) {
      for (const attribute of STAT_ATTRIBUTES[name]) expect(filterable, name).toContain(attribute);
    }
  });

  it('makes every sort order sortable, with popularity and id as tie-breaks', () => {
    expect(settings.sortableAttributes).toEqual(
      expect.arrayContaining([
        'bestTotalCents',
        'bestPriceCents',
        'rating',
        'createdAt',
        'discountPercent',
        'popularity',
        'id',
      ]),
    );
    for (const { value } of SORT_OPTIONS) {
      for (const rule of sortParams(value) ?? []) {
        expect(settings.sortableAttributes, value).toContain(rule.split(':')[0]);
      }
    }
    expect(sortParams('total-asc')).toEqual(['bestTotalCents:asc', 'popularity:desc', 'id:asc']);
    expect(sortParams('newest')).toEqual(['createdAt:desc', 'popularity:desc', 'id:asc']);
    expect(sortParams('relevance')).toBeUndefined();
  });

  it('searches title first, then people, publishers, series, tags, taxonomy and description', () => {
    expect(settings.searchableAttributes).toEqual([
      'titleFolded',
      'peopleFolded',
      'publishersFolded',
      'seriesFolded',
      'tagsFolded',
      'taxonomyFolded',
      'descriptionFolded',
    ]);
    const [rule] = settings.localizedAttributes ?? [];
    expect(rule?.locales).toEqual(['deu']);
    const pattern = new RegExp(`^${rule!.attributePatterns[0]!.replace('*', '.*')}$`);
    for (const attribute of SEARCHABLE_ATTRIBUTES) expect(attribute).toMatch(pattern);
  });

  it('ranks an explicit sort first and popularity then id last', () => {
    expect(settings.rankingRules).toEqual([
      'sort',
      'words',
      'attributeRank',
      'typo',
      'popularity:desc',
      'id:asc',
    ]);
    expect(rankingRules('1.35.1')).toContain('attribute');
    expect(rankingRules('1.35.1')).not.toContain('attributeRank');
    expect(rankingRules('2.0.0')).toContain('attributeRank');
  });

  it('allows one typo from 5 letters and two from 9, none outside titles and names', () => {
    expect(settings.typoTolerance).toEqual({
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnAttributes: ['tagsFolded', 'taxonomyFolded', 'descriptionFolded'],
    });
  });

  it('counts facet values by frequency, with the configured limits', () => {
    expect(settings.faceting).toEqual({ maxValuesPerFacet: 10_000, sortFacetValuesBy: { '*': 'count' } });
    expect(settings.pagination).toEqual({ maxTotalHits: 1_000_000 });
  });

  it('maps every synonym to the rest of its group, folded like a query', () => {
    const synonyms = synonymsOf(SYNONYM_GROUPS);
    expect(synonyms.erweiterung).toEqual(['expansion', 'add on']);
    expect(synonyms['card game']).toEqual(['kartenspiel']);
    expect(synonyms.wurfelspiel).toEqual(['dice game']);
    expect(synonyms.zubehor).toEqual(['accessories']);
    const members = SYNONYM_GROUPS.reduce((sum, group) => sum + group.length, 0);
    expect(Object.keys(synonyms)).toHaveLength(members);
    expect(settings.synonyms).toEqual(synonyms);
    expect(
      synonymsOf([
        ['A', 'B'],
        ['A', 'C'],
      ]),
    ).toEqual({ a: ['b', 'c'], b: ['a'], c: ['a'] });
  });
});
