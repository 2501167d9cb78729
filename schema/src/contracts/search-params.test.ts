import { describe, expect, it } from 'vitest';
import { countSearchFilters, parseSearchParams, toSearchParams } from './search-params';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search parameters', () => {
  it('reads every kind of filter in the URL form', () => {
    const parsed = parse(
      'term=Würfel&filter-spielkategorien=12-familienspiele,7-kennerspiele&filter-gruppe=brettspiele&filter-preis=10-49.5&filter-spieleranzahl=4&filter-spieleranzahl-exakt=1&filter-erweiterungen=0&filter-liste=wishlist&sort=total-asc&page=3&rowsPerPage=24',
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        text: 'Würfel',
        filters: {
          categories: ['12-familienspiele', '7-kennerspiele'],
          groups: ['brettspiele'],
          price: { min: 1000, max: 4950 },
          players: { count: 4, exact: true },
          expansions: false,
        },
        list: 'wishlist',
        sort: 'total-asc',
        page: 3,
        rowsPerPage: 24,
      },
    });
    // two categories, a group, a price range, a player count, a switch off its default, a list
    if (parsed.ok) expect(countSearchFilters(parsed.value)).toBe(7);
  });

  it('counts each selected value towards the five-filter cap, a range once', () => {
    const sevenCategories = parse(
      'filter-spielkategorien=1-familienspiele,2-kinderspiele,3-partyspiele,4-kennerspiele,5-legespiele,6-strategiespiele,7-expertenspiele',
    );
    expect(sevenCategories.ok && countSearchFilters(sevenCategories.value)).toBe(7);
    const mixed = parse(
      'filter-spielkategorien=1-familienspiele&filter-spielkategorien=2-kinderspiele&filter-genre=19-fantasy&filter-preis=10-40&filter-gruppe=brettspiele,kartenspiele',
    );
    expect(mixed.ok && countSearchFilters(mixed.value)).toBe(6);
    // the search text is no filter
    const text = parse('term=catan&filter-preis=-30');
    expect(text.ok && countSearchFilters(text.value)).toBe(1);
  });

  it('counts a switch towards the five-filter cap only when it differs from its default', () => {
    const parsed = parse('filter-erweiterungen=1&filter-zubehoer=0&filter-ohne-angebote=1&filter-preis=5-10');
    expect(parsed.ok && countSearchFilters(parsed.value)).toBe(2);
  });

  it('round-trips through toSearchParams, leaving defaults out', () => {
    const query =
      'term=catan&filter-spielkategorien=12-familienspiele&filter-preis=-30&filter-erscheinungsjahr=2020-&sort=newest&page=2';
    const parsed = parse(query);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const again = parseSearchParams(toSearchParams(parsed.value));
    expect(again).toEqual(parsed);
    expect(toSearchParams({ sort: 'relevance', page: 1, rowsPerPage: 10, filters: {} }).toString()).toBe('');
  });

  it('reports each bad parameter with a German message', () => {
    const parsed = parse(
      'filter-preis=abc&filter-spielkategorien=familie&filter-gibtsnicht=1&sort=zufall&page=0&filter-alter=12-6',
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      'filter-preis': 'Bitte gib einen gültigen Preis ein',
      'filter-spielkategorien': 'Ungültiger Wert „familie“.',
      'filter-gibtsnicht': 'Unbekannter Filter „filter-gibtsnicht“.',
      sort: 'Unbekannte Sortierung.',
      page: 'Die Seite muss eine ganze Zahl ab 1 sein.',
      'filter-alter': 'Der Mindestwert ist größer als der Höchstwert.',
    });
    expect(parse(`term=${'a'.repeat(201)}`).ok).toBe(false);
  });
});
