import { describe, expect, it } from 'vitest';
import { searchHref } from '../search/routing';
import { buildExtendedSearch, emptyExtendedSearch, type ExtendedSearchValues } from './extended-search';

function form(values: Partial<ExtendedSearchValues>): ExtendedSearchValues {
  return { ...emptyExtendedSearch(), ...values };
}

describe('buildExtendedSearch', () => {
  it('turns a valid form into the list URL with exactly these filters', () => {
    const result = buildExtendedSearch(
      form({
        title: ' Catan ',
        choices: { ...emptyExtendedSearch().choices, publishers: ['1-kosmos'] },
        priceFrom: '10',
        priceTo: '60,50',
        yearFrom: '2015',
        players: '2',
        exactPlayers: true,
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(searchHref(result.search)).toBe(
      // one publisher is that publisher's landing page; the other filters follow as parameters
      '/verlag/kosmos?title=Catan&filter-erscheinungsjahr=2015-&filter-spieleranzahl=2&filter-spieleranzahl-exakt=1&filter-preis=10-60.5',
    );
  });

  it('refuses invalid prices and years with the SPEC texts', () => {
    const result = buildExtendedSearch(
      form({ priceFrom: 'zehn', priceTo: '12,999', yearFrom: '15', yearTo: '20155' }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        priceFrom: { key: 'invalidPrice' },
        priceTo: { key: 'invalidPrice' },
        yearFrom: { key: 'invalidYear' },
        yearTo: { key: 'invalidYear' },
      },
    });
    expect(buildExtendedSearch(form({ priceFrom: '50', priceTo: '10' }))).toMatchObject({
      ok: false,
      errors: { priceTo: { key: 'invalidPrice' } },
    });
  });

  it('refuses publisher, author and designer text that was not chosen from the list', () => {
    const result = buildExtendedSearch(
      form({ unpicked: { publishers: 'Kosm', authors: ' ', designer: 'Knizia' } }),
    );
    expect(result).toEqual({
      ok: false,
      errors: { publishers: { key: 'chooseFromList' }, designer: { key: 'chooseFromList' } },
    });
  });

  it('refuses a sixth filter', () => {
    const result = buildExtendedSearch(
      form({
        choices: {
          ...emptyExtendedSearch().choices,
          genres: ['19-fantasy'],
          categories: ['1-familienspiele'],
        },
        priceTo: '30',
        minAge: '8',
        withAccessories: true,
        withoutDeals: true,
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: { form: { key: 'tooManyFilters', params: { amount: 5 } } },
    });
  });
});
