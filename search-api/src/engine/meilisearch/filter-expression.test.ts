import { describe, expect, it } from 'vitest';
import { COUNTED_FACETS } from '../catalogue';
import { SeededRandom } from '@spielraum/schema/synthetic';
import type { FilterSet } from '../types';
import {
  filterConditions,
  filterExpression,
  idConditions,
  playersCondition,
  productRuleConditions,
  quoteFilterValue,
  rangeCondition,
} from './filter-expression';

const DEFAULT_RULES = [
  'productType IN ["game", "booster", "book", "miniature", "expansion"]',
  'hasDeal = true',
];

const expressionOf = (filters: FilterSet, ids: { includeIds?: number[]; excludeIds?: number[] } = {}) =>
  filterExpression(filterConditions({ filters, ...ids }));

/**
 * Reads a double-quoted filter value the way Meilisearch's filter parser does
 * (`filter-parser/src/value.rs`): a backslash protects the next character while scanning for
 * the closing quote, `\"` becomes `"`, then Rust-style escapes (`\\` → `\`) are resolved.
 */
function readQuoted(filterValue: string): { value: string; rest: string } {
  expect(filterValue.startsWith('"')).toBe(true);
  let index = 1;
  while (index < filterValue.length && filterValue[index] !== '"')
    index += filterValue[index] === '\\' ? 2 : 1;
  const inner = filterValue.slice(1, index).replaceAll('\\"', '"');
  return { value: inner.replace(/\\(.)/g, '$1'), rest: filterValue.slice(index + 1) };
}

describe('filter expressions', () => {
  it('applies the default product rules to an empty filter set', () => {
    expect(expressionOf({})).toBe(DEFAULT_RULES.join(' AND '));
  });

  it('follows the product switches', () => {
    expect(productRuleConditions({ expansions: false })).toEqual([
      'productType IN ["game", "booster", "book", "miniature"]',
      'hasDeal = true',
    ]);
    expect(productRuleConditions({ accessories: true })).toEqual([
      'productType IN ["game", "booster", "book", "miniature", "expansion", "accessory"]',
      'hasDeal = true',
    ]);
    expect(productRuleConditions({ withoutDeals: true })).toEqual([DEFAULT_RULES[0]]);
  });

  it('ORs the keys of a terms facet with IN on its key array and ANDs across facets', () => {
    expect(
      expressionOf({ publishers: ['1-kosmos', '2-pegasus-spiele'], categories: ['12-familienspiele'] }),
    ).toBe(
      [
        ...DEFAULT_RULES,
        'publishersKeys IN ["1-kosmos", "2-pegasus-spiele"]',
        'categoriesKeys IN ["12-familienspiele"]',
      ].join(' AND '),
    );
  });

  it('filters keyword facets on their document fields', () => {
    expect(
      filterConditions({
        filters: {
          groups: ['kartenspiele'],
          productType: ['expansion'],
          availability: ['pre_available'],
          tcg: ['pokemon'],
        },
      }).filters,
    ).toEqual([
      { name: 'groups', expression: 'group IN ["kartenspiele"]' },
      { name: 'productType', expression: 'productType IN ["expansion"]' },
      { name: 'availability', expression: 'availability IN ["pre_available"]' },
      { name: 'tcg', expression: 'tcg IN ["pokemon"]' },
    ]);
  });

  it('gives every counted facet of the catalogue a condition', () => {
    for (const facet of COUNTED_FACETS) {
      const { filters } = filterConditions({ filters: { [facet]: ['1-x'] } });
      expect(filters, facet).toEqual([{ name: facet, expression: expect.stringMatching(/ IN \["1-x"\]$/) }]);
    }
  });

  it('leaves empty key lists out', () => {
    expect(expressionOf({ publishers: [] })).toBe(DEFAULT_RULES.join(' AND '));
  });

  it('translates ranges with >= and <=, open on either side, on the catalogue’s fields', () => {
    expect(filterConditions({ filters: { price: { min: 1000, max: 2000 } } }).filters).toEqual([
      { name: 'price', expression: 'bestTotalCents >= 1000 AND bestTotalCents <= 2000' },
    ]);
    expect(filterConditions({ filters: { yearOfPublication: { min: 2015 } } }).filters).toEqual([
      { name: 'yearOfPublication', expression: 'releaseYear >= 2015' },
    ]);
    expect(filterConditions({ filters: { minAge: { max: 6 } } }).filters).toEqual([
      { name: 'minAge', expression: 'ageFrom <= 6' },
    ]);
    expect(filterConditions({ filters: { playTime: { min: 60, max: 75 } } }).filters).toEqual([
      { name: 'playTime', expression: 'playingTimeMinutes >= 60 AND playingTimeMinutes <= 75' },
    ]);
    expect(filterConditions({ filters: { price: {} } }).filters).toEqual([]);
  });

  it('rounds fractional bounds inwards and never prints exponents', () => {
    expect(rangeCondition('bestTotalCents', { min: 10.2, max: 19.8 })).toBe(
      'bestTotalCents >= 11 AND bestTotalCents <= 19',
    );
    expect(rangeCondition('bestTotalCents', { min: -0.5 })).toBe('bestTotalCents >= 0');
    expect(rangeCondition('bestTotalCents', { min: 1e300, max: 1e300 })).toBe(
      'bestTotalCents >= 9007199254740991 AND bestTotalCents <= 9007199254740991',
    );
    expect(rangeCondition('releaseYear', { max: -1e300 })).toBe('releaseYear <= -9007199254740991');
  });

  it('matches player counts normally or exactly', () => {
    expect(playersCondition({ count: 3, exact: false }, false)).toBe('playersFrom <= 3 AND playersTo >= 3');
    expect(playersCondition({ count: 2, exact: true }, false)).toBe('playersFrom = 2 AND playersTo = 2');
    expect(
      filterConditions({ filters: { players: { count: 2, exact: false }, exactPlayers: true } }).filters,
    ).toEqual([{ name: 'players', expression: 'playersFrom = 2 AND playersTo = 2' }]);
  });

  it('restricts to and excludes product ids', () => {
    expect(idConditions([1, 4, 7], [2, 3])).toEqual(['id IN [1, 4, 7]', 'id NOT IN [2, 3]']);
    expect(idConditions(undefined, [])).toEqual([]);
    expect(idConditions([5, 1e300, 2 ** 60], [Number.MAX_SAFE_INTEGER + 2])).toEqual(['id IN [5]']);
    expect(expressionOf({}, { includeIds: [1, 2], excludeIds: [2] })).toBe(
      [...DEFAULT_RULES, 'id IN [1, 2]', 'id NOT IN [2]'].join(' AND '),
    );
  });

  it('drops only the counted facet’s own filter for its disjunctive count', () => {
    const conditions = filterConditions({
      filters: { publishers: ['1-kosmos'], categories: ['12-familienspiele'], price: { max: 2000 } },
      excludeIds: [9],
    });
    expect(filterExpression(conditions, { without: 'publishers' })).toBe(
      [
        ...DEFAULT_RULES,
        'id NOT IN [9]',
        'categoriesKeys IN ["12-familienspiele"]',
        'bestTotalCents <= 2000',
      ].join(' AND '),
    );
    expect(filterExpression(conditions, { without: 'tags', extra: ['titleKey = "azul"'] })).toBe(
      [
        ...DEFAULT_RULES,
        'id NOT IN [9]',
        'publishersKeys IN ["1-kosmos"]',
        'categoriesKeys IN ["12-familienspiele"]',
        'bestTotalCents <= 2000',
        'titleKey = "azul"',
      ].join(' AND '),
    );
  });

  it('builds one expression from every kind of filter', () => {
    expect(
      expressionOf(
        {
          expansions: false,
          withoutDeals: true,
          tags: ['7-koop'],
          groups: ['brettspiele'],
          price: { min: 500 },
          players: { count: 4, exact: false },
        },
        { excludeIds: [13] },
      ),
    ).toBe(
      [
        'productType IN ["game", "booster", "book", "miniature"]',
        'id NOT IN [13]',
        'tagsKeys IN ["7-koop"]',
        'group IN ["brettspiele"]',
        'bestTotalCents >= 500',
        'playersFrom <= 4 AND playersTo >= 4',
      ].join(' AND '),
    );
  });
});

describe('quoting filter values', () => {
  it('escapes quotes and backslashes', () => {
    expect(quoteFilterValue('1-kosmos')).toBe('"1-kosmos"');
    expect(quoteFilterValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteFilterValue('back\\slash')).toBe('"back\\\\slash"');
    expect(quoteFilterValue('ends with \\')).toBe('"ends with \\\\"');
    expect(quoteFilterValue('" OR id EXISTS')).toBe('"\\" OR id EXISTS"');
  });

  it('keeps any value inside its quotes as the filter parser reads it', () => {
    const random = new SeededRandom(3);
    const alphabet = ['a', 'Ü', ' ', '"', "'", '\\', 'n', ']', ',', '(', 'OR'];
    for (let run = 0; run < 500; run++) {
      const length = random.int(0, 8);
      const value = Array.from({ length }, () => random.pick(alphabet)).join('');
      const { value: read, rest } = readQuoted(`${quoteFilterValue(value)} AND x = 1`);
      expect(read, JSON.stringify(value)).toBe(value);
      expect(rest).toBe(' AND x = 1');
    }
  });

  it('quotes every key of an IN list', () => {
    const [condition] = filterConditions({ filters: { publishers: ['a"]', 'b'] } }).filters;
    expect(condition?.expression).toBe('publishersKeys IN ["a\\"]", "b"]');
  });
});
