import { SORT_OPTIONS } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { currentRefinementsWithLabels, rememberFacetLabels, withFacetLabels } from './facet-labels';
import {
  indexNameForSort,
  SEARCH_INDEX_NAME,
  sortByItems,
  sortForIndexName,
  toEngineNumber,
  toUiNumber,
} from './search-attributes';

describe('sort indices', () => {
  it('names one index per sort option, relevance being the main index', () => {
    expect(SORT_OPTIONS.map((option) => [option.value, indexNameForSort(option.value)])).toEqual([
      ['relevance', 'games'],
      ['total-asc', 'games_total_asc'],
      ['total-desc', 'games_total_desc'],
      ['price-asc', 'games_price_asc'],
      ['rating-desc', 'games_rating_desc'],
      ['newest', 'games_newest'],
      ['discount-desc', 'games_discount_desc'],
    ]);
    expect(indexNameForSort('relevance')).toBe(SEARCH_INDEX_NAME);
  });

  it('maps index names back to sort options and knows no others', () => {
    for (const option of SORT_OPTIONS)
      expect(sortForIndexName(indexNameForSort(option.value))).toBe(option.value);
    expect(sortForIndexName('games_total')).toBeUndefined();
  });

  it('offers SortBy items with German labels', () => {
    expect(sortByItems().slice(0, 2)).toEqual([
      { value: 'games', label: 'Relevanz' },
      { value: 'games_total_asc', label: 'Preis inkl. Versand aufsteigend' },
    ]);
    expect(sortByItems('en')[6]).toEqual({ value: 'games_discount_desc', label: 'Biggest discount' });
  });
});

describe('units', () => {
  it('shows prices in euros and keeps them in cents', () => {
    expect(toEngineNumber('price', 12.34)).toBe(1234);
    expect(toEngineNumber('price', 0.1 + 0.2)).toBe(30);
    expect(toUiNumber('price', 4789)).toBe(47.89);
    expect(toEngineNumber('playTime', 60)).toBe(60);
    expect(toUiNumber('yearOfPublication', 2020)).toBe(2020);
  });
});

describe('facet labels', () => {
  it('puts labels on refinement list items and current refinements, keeping values', () => {
    rememberFacetLabels('mechanics', [{ key: '3-wuerfeln', label: 'Würfeln' }]);
    const items = [
      { value: '3-wuerfeln', label: '3-wuerfeln', count: 73, isRefined: false, highlighted: '' },
    ];
    expect(withFacetLabels('mechanics')(items)).toEqual([{ ...items[0], label: 'Würfeln' }]);

    const refine = () => {};
    const current = currentRefinementsWithLabels([
      {
        indexName: 'games',
        indexId: 'games',
        attribute: 'mechanics',
        label: 'mechanics',
        refine,
        refinements: [
          { attribute: 'mechanics', type: 'disjunctive', value: '3-wuerfeln', label: '3-wuerfeln' },
          { attribute: 'price', type: 'numeric', value: 10, operator: '>=', label: '≥ 10' },
        ],
      },
    ]);
    expect(current[0]?.refinements.map((refinement) => refinement.label)).toEqual(['Würfeln', '≥ 10']);
  });
});
