import { parseSearchParams } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { searchFromLocation, searchFromUiState, searchHref, uiStateFromSearch } from '../search/routing';

describe('show-ignored=1 (the "Ignorierte Spiele anzeigen" switch)', () => {
  it('goes from the URL to the UI state and back, without counting as a filter', () => {
    const search = searchFromLocation({ pathname: '/games', search: '?term=azul&show-ignored=1' });
    expect(search.showIgnored).toBe(true);
    const ui = uiStateFromSearch(search);
    expect(ui.games?.menu).toEqual({ showIgnored: '1' });
    expect(searchHref(searchFromUiState(ui))).toBe('/games?term=azul&show-ignored=1');
    expect(searchFromLocation({ pathname: '/games', search: '?show-ignored=0' }).showIgnored).toBeUndefined();
  });

  it('refuses other values with a German message', () => {
    const parsed = parseSearchParams(new URLSearchParams('show-ignored=vielleicht'));
    expect(parsed).toEqual({ ok: false, errors: { 'show-ignored': 'Erwartet wird 1 oder 0.' } });
  });
});
