import { describe, expect, it } from 'vitest';
import { facetKeysOf } from './server-facet-keys';
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
    // a browser that has not searched yet learns them before hydrating (until then it can only
    // read words from the slug)
    expect(facetLabel('designers', '7-klaus-juergen-wrede')).toBe('Klaus Juergen Wrede');
    rememberFacetLabelSnapshot({ designers: { '7-klaus-juergen-wrede': 'Klaus-Jürgen Wrede' } });
    expect(facetLabel('designers', '7-klaus-juergen-wrede')).toBe('Klaus-Jürgen Wrede');
  });
});

describe('facet labels without an answer of the search API', () => {
  it('come from the schema where it knows the value, else from the slug, never the raw key', () => {
    expect(facetLabel('categories', '36-spiele-fuer-2')).toBe('Spiele für 2');
    expect(facetLabel('themeWorlds', '222-dc-comics')).toBe('DC Comics');
    expect(facetLabel('language', '7-fr')).toBe('Französisch');
    expect(facetLabel('groups', 'kartenspiele')).toBe('Kartenspiele');
    expect(facetLabel('mechanics', '12-plaettchen-legen')).toBe('Plaettchen Legen');
  });
});
