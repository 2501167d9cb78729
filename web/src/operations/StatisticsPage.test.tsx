import {
  analyticsOverviewResponseSchema,
  type AnalyticsOverview,
  type SessionResponse,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const operatorSession: SessionResponse = {
  data: { ...signedInSession.data, permissions: ['operator_queues'] },
};

function overview(days: number, overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview {
  return {
    days,
    from: '2026-10-27',
    to: '2026-11-25',
    totals: { page_views: 12_345, click_outs: 1_234 },
    per_day: [
      { day: '2026-11-24', page_views: 2_000, click_outs: 200 },
      { day: '2026-11-25', page_views: 10_345, click_outs: 1_034 },
    ],
    pages: [
      { page: 'game', views: 8_000 },
      { page: 'start', views: 4_345 },
    ],
    top_games: [
      {
        product_id: 5,
        slug: 'azul',
        title: 'Azul',
        category: 'brettspiele',
        page_views: 4_000,
        click_outs: 500,
        conversion: 0.125,
      },
      {
        product_id: 9,
        slug: 'catan',
        title: 'Die Siedler von Catan',
        category: 'brettspiele',
        page_views: 1_500,
        click_outs: 0,
        conversion: 0,
      },
    ],
    dealers: [
      { dealer_id: 1, name: 'Spielwarenladen Müller', click_outs: 1_000 },
      { dealer_id: 2, name: 'Brettspielversand', click_outs: 234 },
    ],
    ...overrides,
  };
}

const EMPTY: Partial<AnalyticsOverview> = {
  totals: { page_views: 0, click_outs: 0 },
  per_day: [{ day: '2026-11-25', page_views: 0, click_outs: 0 }],
  pages: [],
  top_games: [],
  dealers: [],
};

/** A fake search-api: the session, and the analytics as `answer` gives them for the asked days. */
function fakeApi(session: SessionResponse, answer: (days: number) => Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    if (url.pathname === '/api/admin/analytics/') {
      asked.push(url.search);
      return answer(Number(url.searchParams.get('days')));
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return asked;
}

/** The answer as the API's contract describes it. */
function answerWith(data: AnalyticsOverview) {
  return Response.json(analyticsOverviewResponseSchema.parse({ data }));
}

describe('/betrieb/statistik', { timeout: 30_000 }, () => {
  it('shows the totals, the top games with conversion, clicks per dealer and the days, in German numbers', async () => {
    fakeApi(operatorSession, (days) => answerWith(overview(days)));
    renderApp('/betrieb/statistik');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistik' })).toBeInTheDocument();
    expect(screen.getByText('12.345')).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();
    // 1,234 click-outs per 8,000 game page views
    expect(screen.getByText('15,4 %')).toBeInTheDocument();
    expect(screen.getByText('27.10.2026 bis 25.11.2026')).toBeInTheDocument();

    const games = screen.getByRole('table', { name: 'Beliebteste Spiele' });
    const [head, azul, catan] = within(games).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Spiel', 'Aufrufe', 'Klicks zum Shop', 'Quote']);
    expect(within(azul!).getByRole('link', { name: 'Azul' })).toHaveAttribute(
      'href',
      '/games/brettspiele/azul',
    );
    expect(
      within(azul!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Azul', '4.000', '500', '12,5\u00a0%']);
    expect(
      within(catan!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Die Siedler von Catan', '1.500', '0', '0\u00a0%']);

    const dealers = screen.getByRole('table', { name: 'Klicks zum Shop je Händler' });
    expect(
      within(dealers)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Spielwarenladen Müller1.000', 'Brettspielversand234']);
    const pages = screen.getByRole('table', { name: 'Aufrufe nach Seitenart' });
    expect(within(pages).getByText('Spielseiten')).toBeInTheDocument();
    expect(within(pages).getByText('Startseite')).toBeInTheDocument();
    const perDay = screen.getByRole('table', { name: 'Verlauf je Tag' });
    const [, today, yesterday] = within(perDay).getAllByRole('row');
    expect(
      within(today!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mi., 25.11.',
      '10.345',
      // the bar is for the eye; the number next to it says the same
      '1.034',
    ]);
    expect(within(yesterday!).getByText('Di., 24.11.')).toBeInTheDocument();
  });

  it('switches the period between 7, 30 and 90 days', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, (days) => answerWith(overview(days)));
    const { router } = renderApp('/betrieb/statistik');
    await screen.findByRole('table', { name: 'Beliebteste Spiele' });
    expect(screen.getByRole('radio', { name: '30 Tage' })).toBeChecked();
    await user.click(screen.getByText('7 Tage'));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    await waitFor(() => expect(screen.getByRole('radio', { name: '7 Tage' })).toBeChecked());
    await user.click(screen.getByText('90 Tage'));
    await waitFor(() => expect(router.state.location.search).toBe('?days=90'));
    await user.click(screen.getByText('30 Tage'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(asked).toEqual(['?days=30', '?days=7', '?days=90', '?days=30']);
  });

  it('says so while loading, when nothing was counted yet, and when the figures could not be read', async () => {
    let release: () => void = () => {};
    fakeApi(operatorSession, (days) => answerWith(overview(days, EMPTY)));
    const user = userEvent.setup();
    const { router } = renderApp('/betrieb/statistik');
    expect(
      await screen.findByText(
        'Noch keine Daten in diesem Zeitraum. Gezählt wird nur, wer der Web-Analyse zugestimmt hat.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    // a slow answer shows the loading state
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname === '/api/session/'
        ? Response.json(operatorSession)
        : new Promise<Response>((resolve) => {
            release = () => resolve(answerWith(overview(7, EMPTY)));
          }),
    );
    await user.click(screen.getByText('7 Tage'));
    expect(await screen.findByText('Die Zahlen werden geladen …')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Die Zahlen werden geladen …')).toBeNull());

    fakeApi(operatorSession, () =>
      Response.json(
        { status: 503, error: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' },
        { status: 503 },
      ),
    );
    await router.navigate('/betrieb/statistik?days=90');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Die Zahlen konnten nicht geladen werden.')).toBeInTheDocument();
    expect(within(alert).getByText('Der Dienst ist gerade nicht erreichbar.')).toBeInTheDocument();
    fakeApi(operatorSession, (days) => answerWith(overview(days)));
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('table', { name: 'Beliebteste Spiele' })).toBeInTheDocument();
  });

  it('is only for operators: others go to the start page, told why', async () => {
    const asked = fakeApi(
      { data: { ...signedInSession.data, permissions: ['editor_magazine', 'editor_moderate'] } },
      (days) => answerWith(overview(days)),
    );
    const { router } = renderApp('/betrieb/statistik');
    expect(await screen.findByText('Dafür fehlt dir die Berechtigung.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/betrieb');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(asked).toEqual([]);
  });
});

describe('/betrieb', { timeout: 30_000 }, () => {
  it('links the operators to the statistics and the queue dashboard', async () => {
    fakeApi(operatorSession, (days) => answerWith(overview(days)));
    const { router } = renderApp('/betrieb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Betrieb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öffnen: Warteschlangen' })).toHaveAttribute(
      'href',
      '/betrieb/warteschlangen',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Öffnen: Statistik' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betrieb/statistik'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistik' })).toBeInTheDocument();
  });

  it('is in the user menu of operators', async () => {
    fakeApi(operatorSession, (days) => answerWith(overview(days)));
    renderApp('/');
    const user = userEvent.setup();
    const placeholder = await screen.findByTestId('signed-in-user');
    await user.hover(placeholder);
    await waitFor(() => expect(screen.getByTestId('signed-in-user')).not.toBe(placeholder));
    await user.click(screen.getByTestId('signed-in-user'));
    expect(await screen.findByRole('menuitem', { name: 'Betrieb' })).toHaveAttribute('href', '/betrieb');
  });
});
