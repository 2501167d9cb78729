import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameCard, gameList } from '../test/fixtures';
import { renderApp, stubApi } from '../test/render-app';

describe('games page', () => {
  it('lists the games of a category with title, total and card details', async () => {
    stubApi({
      games: gameList(
        [
          gameCard(),
          gameCard({
            product_id: 2,
            slug: 'azul',
            title: 'Azul',
            publisher: null,
            release_year: 2017,
            number_of_players_from: 2,
            number_of_players_to: 2,
            cover_image_id: null,
            best_total: null,
            availability: 'not_available',
            dealer_count: 0,
          }),
        ],
        2,
      ),
    });
    renderApp('/games/brettspiele');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brettspiele' })).toBeInTheDocument();
    expect(screen.getByText('2 Spiele')).toBeInTheDocument();

    const [catan, azul] = screen.getAllByRole('article');
    const first = within(catan!);
    expect(first.getByRole('link', { name: 'Die Siedler von Catan' })).toHaveAttribute(
      'href',
      '/games/brettspiele/die-siedler-von-catan',
    );
    expect(first.getByText('Kosmos · 1995')).toBeInTheDocument();
    expect(first.getByText('3–4 Spieler · 75 Min.')).toBeInTheDocument();
    // Testing Library collapses the no-break space of Intl's "34,94\u00a0€" into a plain space.
    expect(first.getByText('ab 34,94 €')).toBeInTheDocument();
    expect(first.getByText('Sofort lieferbar')).toBeInTheDocument();
    expect(first.getByText('bei 3 Händlern')).toBeInTheDocument();
    const cover = first.getByRole('img', { name: 'Cover von Die Siedler von Catan' });
    expect(cover).toHaveAttribute('src', '/api/images/42?w=600');
    expect(cover.getAttribute('srcset')).toBe(
      [450, 600, 768, 1024, 1200].map((w) => `/api/images/42?w=${w} ${w}w`).join(', '),
    );

    const second = within(azul!);
    expect(second.getByText('2017')).toBeInTheDocument();
    expect(second.getByText('2 Spieler · 75 Min.')).toBeInTheDocument();
    expect(second.getByText('Derzeit kein Angebot')).toBeInTheDocument();
    expect(second.getByText('Nicht lieferbar')).toBeInTheDocument();
    expect(second.getByText('Kein Bild vorhanden')).toBeInTheDocument();
  });

  it('paginates through ?page= links and marks the current page', async () => {
    stubApi({
      games: (url) => gameList([gameCard({ title: `Seite ${url.searchParams.get('page')}` })], 100),
    });
    renderApp('/games?page=2');

    expect(await screen.findByText('Seite 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Alle Spiele' })).toBeInTheDocument();
    expect(screen.getByText('100 Spiele')).toBeInTheDocument();
    const pagination = within(screen.getByRole('navigation', { name: 'Seiten' }));
    expect(pagination.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    expect(pagination.getByRole('link', { name: 'Seite 1' })).toHaveAttribute('href', '/games');
    expect(pagination.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/games?page=3');
    expect(pagination.getByRole('link', { name: 'Seite 5' })).toHaveAttribute('href', '/games?page=5');
  });

  it('shows skeletons while the next page loads', async () => {
    let releaseSecondPage: (response: Response) => void = () => {};
    stubApi({
      games: (url) =>
        url.searchParams.get('page') === '2'
          ? new Promise<Response>((resolve) => {
              releaseSecondPage = resolve;
            })
          : gameList([gameCard()], 48),
    });
    const { router } = renderApp('/games');
    await screen.findByRole('link', { name: 'Die Siedler von Catan' });

    void router.navigate('/games?page=2');
    expect(await screen.findByTestId('games-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Die Siedler von Catan' })).not.toBeInTheDocument();

    releaseSecondPage(Response.json(gameList([gameCard({ product_id: 9, title: 'Carcassonne' })], 48)));
    expect(await screen.findByRole('link', { name: 'Carcassonne' })).toBeInTheDocument();
    expect(screen.queryByTestId('games-skeleton')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no games', async () => {
    stubApi({ games: gameList([], 0) });
    renderApp('/games/tabletop');
    expect(await screen.findByText('Keine Spiele gefunden.')).toBeInTheDocument();
    expect(screen.getByText('0 Spiele')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Spiele anzeigen' })).toHaveAttribute('href', '/games');
  });

  it('redirects an unknown category to /games', async () => {
    stubApi({ games: gameList([gameCard()], 1) });
    const { router } = renderApp('/games/schach');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alle Spiele' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games');
  });
});
