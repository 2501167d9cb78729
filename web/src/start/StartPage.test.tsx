import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { familyGamesAnswer } from '../search/test-fixtures';
import { anonymousSession } from '../test/fixtures';
import { renderApp, stubApi } from '../test/render-app';

describe('start page', () => {
  it('links the tiles through the term keys of the catalogue and shows current deals', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
        if (url.pathname === '/api/session/') return Response.json(anonymousSession);
        if (url.pathname === '/api/filter/data/' && url.searchParams.get('sort') === 'discount-desc')
          return Response.json({ data: familyGamesAnswer });
        return Response.json(
          { status: 404, error: 'not found', message: 'Nicht gefunden.' },
          { status: 404 },
        );
      }),
    );
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Spielraum – Preise vergleichen, Spiele entdecken',
      }),
    ).toBeInTheDocument();

    const categories = within(screen.getByRole('region', { name: 'Kategorien' }));
    expect(categories.getAllByRole('link')).toHaveLength(12);
    expect(categories.getByRole('link', { name: 'Familienspiele' })).toHaveAttribute(
      'href',
      '/games?filter-spielkategorien=1-familienspiele',
    );
    expect(categories.getByRole('link', { name: 'Living Card Games' })).toHaveAttribute(
      'href',
      '/games/living-card-games-lcg',
    );

    // Only games with a real discount count as deals.
    const deals = within(screen.getByRole('region', { name: 'Aktuelle Angebote' }));
    expect(deals.getAllByRole('article')).toHaveLength(2);
    expect(deals.getByRole('link', { name: 'Sky Team' })).toHaveAttribute(
      'href',
      '/games/brettspiele/sky-team',
    );

    const publishers = within(screen.getByRole('region', { name: 'Verlage' }));
    expect(publishers.getAllByRole('link')).toHaveLength(8);
    expect(publishers.getByRole('link', { name: 'Kosmos' })).toHaveAttribute(
      'href',
      '/games?filter-verlag=1-kosmos',
    );
    expect(within(screen.getByRole('region', { name: 'Themenwelten' })).getAllByRole('link')).toHaveLength(6);
  });

  it('still links every tile when the search cannot be asked', async () => {
    stubApi();
    renderApp('/');
    const genres = within(await screen.findByRole('region', { name: 'Genres' }));
    expect(genres.getByRole('link', { name: 'Horror' })).toHaveAttribute('href', '/games?term=Horror');
    expect(screen.queryByRole('region', { name: 'Aktuelle Angebote' })).not.toBeInTheDocument();
  });
});
