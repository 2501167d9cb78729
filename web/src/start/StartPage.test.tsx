import { screen, waitFor, within } from '@testing-library/react';
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
      '/kategorie/familienspiele',
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
    expect(publishers.getByRole('link', { name: 'Kosmos' })).toHaveAttribute('href', '/verlag/kosmos');
    expect(within(screen.getByRole('region', { name: 'Themenwelten' })).getAllByRole('link')).toHaveLength(6);
  });

  it('still links every tile when the search cannot be asked', async () => {
    stubApi();
    renderApp('/');
    const genres = within(await screen.findByRole('region', { name: 'Genres' }));
    expect(genres.getByRole('link', { name: 'Horror' })).toHaveAttribute('href', '/genre/horror');
    expect(screen.queryByRole('region', { name: 'Aktuelle Angebote' })).not.toBeInTheDocument();
  });
});

describe('the start page head', () => {
  it('names the site, is canonical to itself and describes the site with a search into the game list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
        if (url.pathname === '/api/session/') return Response.json(anonymousSession);
        if (url.pathname === '/api/filter/data/') return Response.json({ data: familyGamesAnswer });
        return Response.json(
          { status: 404, error: 'not found', message: 'Nicht gefunden.' },
          { status: 404 },
        );
      }),
    );
    renderApp('/');
    await waitFor(() =>
      expect(document.title).toBe('Spielraum – Preisvergleich für Brettspiele, Kartenspiele und Tabletop'),
    );
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', '/');
    expect(meta('meta[name="description"]')).toMatch(/^Preise vieler Händler für Brettspiele/);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toBe('/');
    // the cover of the first deal, Sky Team, as the 1200 px raster
    expect(meta('meta[property="og:image"]')).toBe('/api/images/10?w=1200');
    expect(meta('meta[name="robots"]')).toBeUndefined();
    const script = document.querySelector('script[type="application/ld+json"]');
    const graph = (JSON.parse(script?.textContent ?? '{}') as { '@graph': Array<Record<string, unknown>> })[
      '@graph'
    ];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graph[1]!.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: '/games?term={search_term_string}' },
    });
  });
});
