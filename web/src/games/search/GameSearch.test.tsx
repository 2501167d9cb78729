import type { SessionResponse } from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { familyGamesAnswer } from '../../search/test-fixtures';
import { anonymousSession, signedInSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** A fake search API: the session, `filter/data/` with the recorded demo answer, facet searches. */
function stubPortalApi(
  filterData: () => Response = () => Response.json({ data: familyGamesAnswer }),
  session: SessionResponse = anonymousSession,
) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      requests.push(decodeURIComponent(`${url.pathname}${url.search}`));
      if (url.pathname === '/api/session/') return Response.json(session);
      if (url.pathname === '/api/filter/data/') return filterData();
      return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
    }),
  );
  return requests;
}

describe('game list with filters', () => {
  it('shows cards, the total and the filters of the URL', { timeout: 30_000 }, async () => {
    const requests = stubPortalApi();
    // an old tile link: the list moves onto the category's landing page
    const { router } = renderApp('/games?filter-spielkategorien=1-familienspiele');

    expect(await screen.findByRole('heading', { name: 'Sky Team' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kategorie/familienspiele'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Familienspiele' })).toBeInTheDocument();
    // the key came with the list: the landing page asked the search nothing more
    expect(requests.filter((request) => request.startsWith('/api/filter/categories/'))).toEqual([]);
    expect(screen.getByText('115 Spiele')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Familienspiele/ })).toBeChecked();
    expect(screen.getAllByText('Echter Rabatt')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Sky Team' })).toHaveAttribute(
      'href',
      '/games/brettspiele/sky-team',
    );
    // The list filter needs the user's lists: anonymous visitors are not offered it.
    expect(screen.queryByRole('radiogroup', { name: 'Listenfilter' })).not.toBeInTheDocument();
    const active = within(screen.getByRole('group', { name: 'Gesetzte Filter' }));
    expect(active.getByText('Kategorie: Familienspiele')).toBeInTheDocument();
  });

  it('disables options that would add a sixth filter and says why', { timeout: 30_000 }, async () => {
    stubPortalApi();
    const user = userEvent.setup();
    // five filters: each ticked value counts (two categories), each range once
    const { router } = renderApp(
      '/games?filter-spielkategorien=1-familienspiele,2-strategiespiele&filter-verlag=1-kosmos&filter-preis=10-40&filter-spieldauer=10-60',
    );

    const notice = await screen.findByText(
      'Es können höchstens 5 Filter gleichzeitig gesetzt werden.',
      {},
      { timeout: 10_000 },
    );
    expect(notice).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verfügbarkeit' }));
    const available = screen.getByRole('checkbox', { name: /Sofort lieferbar/ });
    expect(available).toBeDisabled();
    expect(available).toHaveAccessibleDescription(
      'Es können höchstens 5 Filter gleichzeitig gesetzt werden.',
    );
    // Another value of a facet already set is a sixth filter too; the set ones can be unticked.
    const cooperative = screen.getByRole('checkbox', { name: /Kooperative Spiele/ });
    expect(cooperative).toBeDisabled();
    expect(cooperative).toHaveAccessibleDescription(
      'Es können höchstens 5 Filter gleichzeitig gesetzt werden.',
    );
    expect(screen.getByRole('checkbox', { name: /Strategiespiele/ })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Zubehör anzeigen' })).toBeDisabled();

    // Removing one filter lifts the cap.
    await user.click(screen.getByRole('button', { name: 'Filter „Verlag: Kosmos“ entfernen' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Sofort lieferbar/ })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: /Kooperative Spiele/ })).toBeEnabled();
    await waitFor(() => expect(router.state.location.search).not.toContain('filter-verlag'));
  });

  it('redirects an unknown category to all games', async () => {
    stubPortalApi();
    const { router } = renderApp('/games/quatsch');
    await waitFor(() => expect(router.state.location.pathname).toBe('/games'));
  });

  it(
    'shows the German error of a failed search and searches again on request',
    { timeout: 30_000 },
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      let failing = true;
      stubPortalApi(() =>
        failing
          ? Response.json(
              { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
              { status: 500 },
            )
          : Response.json({ data: familyGamesAnswer }),
      );
      const user = userEvent.setup();
      renderApp('/games');

      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(within(alert).getByText('Die Suche hat nicht geklappt')).toBeInTheDocument();
      expect(
        within(alert).getByText(
          'Bei der Anfrage ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
        ),
      ).toBeInTheDocument();

      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
      expect(
        await screen.findByRole('heading', { name: 'Sky Team' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
  );

  it('offers the list filter to signed-in users only', { timeout: 30_000 }, async () => {
    stubPortalApi(undefined, signedInSession);
    const user = userEvent.setup();
    const { router } = renderApp('/games');
    const listFilter = await screen.findByRole('radiogroup', { name: 'Listenfilter' }, { timeout: 10_000 });
    await user.click(within(listFilter).getByRole('radio', { name: 'In meiner Sammlung' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter-liste=collection'));
    await waitFor(() =>
      expect(within(listFilter).getByRole('radio', { name: 'In meiner Sammlung' })).toBeChecked(),
    );
  });
});
