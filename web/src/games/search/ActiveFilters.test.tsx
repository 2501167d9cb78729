import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** A search API whose search fails: the list never learns the labels of the URL's filter keys. */
function stubFailingSearch() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(anonymousSession);
    if (url.pathname.startsWith('/api/filter/'))
      return Response.json(
        { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
        { status: 500 },
      );
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
}

describe('the filter chips of a failed search', () => {
  it('show readable labels, never the raw filter keys', { timeout: 30_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFailingSearch();
    renderApp(
      '/games?filter-spielkategorien=1-familienspiele&filter-genre=104-science-fiction&filter-sprache=7-de&filter-verlag=55-hans-im-glueck&filter-mechaniken=12-worker-placement',
    );
    await screen.findByRole('alert', {}, { timeout: 10_000 });
    const chips = within(screen.getByRole('group', { name: 'Gesetzte Filter' }));
    // the start page's tiles and the language names know these labels
    expect(chips.getByText('Kategorie: Familienspiele')).toBeInTheDocument();
    expect(chips.getByText('Genre: Science-Fiction')).toBeInTheDocument();
    expect(chips.getByText('Sprache: Deutsch')).toBeInTheDocument();
    expect(chips.getByText('Verlag: Hans im Glück')).toBeInTheDocument();
    // a value nobody named yet is read from its slug
    expect(chips.getByText('Mechanik: Worker Placement')).toBeInTheDocument();
    expect(chips.queryByText(/\d+-[a-z]/)).toBeNull();
  });
});
