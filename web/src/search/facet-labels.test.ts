import { describe, expect, it } from 'vitest';
import { facetKeysOf } from '../games/search/server-facet-keys';
import {
  facetLabel,
  facetLabelSnapshot,
  rememberFacetLabels,
  rememberFacetLabelSnapshot,
} from './facet-labels';

describe('facet labels of a server-rendered list', () => {
  it('hands over the labels of the keys the page shows, and only those', () => {
    rememberFacetLabels('genres', [
      { key: '29-tiere', label: 'Tiere' },
      { key: '30-humor', label: 'Humor' },
      { key: '31-horror', label: 'Horror' },
    ]);
    rememberFacetLabels('categories', [{ key: '1-familienspiele', label: 'Familienspiele' }]);
    const keys = facetKeysOf({
      initialResults: {
        games: {
          state: { index: 'games', disjunctiveFacetsRefinements: { categories: ['1-familienspiele'] } },
          results: [{ facets: { genres: { '29-tiere': 3, '30-humor': 1 } } } as never],
        },
      },
    });
    const snapshot = facetLabelSnapshot(keys);
    expect(snapshot).toEqual({
      genres: { '29-tiere': 'Tiere', '30-humor': 'Humor' },
      categories: { '1-familienspiele': 'Familienspiele' },
    });
    // a browser that has not searched yet learns them before hydrating
    expect(facetLabel('designers', '7-uwe-rosenberg')).toBe('7-uwe-rosenberg');
    rememberFacetLabelSnapshot({ designers: { '7-uwe-rosenberg': 'Uwe Rosenberg' } });
    expect(facetLabel('designers', '7-uwe-rosenberg')).toBe('Uwe Rosenberg');
  });
});
