import {
  adminDealersResponseSchema,
  adminFeedRunResponseSchema,
  feedRunErrorsResponseSchema,
  feedRunsResponseSchema,
  queuedFeedRunResponseSchema,
  type AdminFeedRun,
  type FeedRunListItem,
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

function run(overrides: Partial<FeedRunListItem> = {}): FeedRunListItem {
  return {
    id: 77,
    dealer: { id: 4, slug: 'wuerfelwelt', name: 'Würfelwelt' },
    kind: 'offers',
    format: 'google_csv',
    status: 'failed',
    full: true,
    rows_total: 1200,
    rows_applied: 0,
    rows_failed: 3,
    error: 'refused: mass removal',
    source_kind: 'url',
    // 05:51 UTC is 06:51 in Berlin in November
    created_at: '2026-11-25T05:50:00.000Z',
    started_at: '2026-11-25T05:51:00.000Z',
    finished_at: '2026-11-25T05:52:00.000Z',
    ...overrides,
  };
}

function runDetail(overrides: Partial<AdminFeedRun> = {}): AdminFeedRun {
  return adminFeedRunResponseSchema.parse({
    data: {
      ...run(),
      dealer_id: 4,
      format_detected: true,
      allow_mass_removal: false,
      stats: { inserted: 12, updated: 1185 },
      notes: [],
      row_errors: [],
      row_errors_url: '/api/admin/feeds/runs/77/errors/',
      source_url: 'https://wuerfelwelt.example/feed.csv',
      row_errors_csv_url: '/api/admin/feed-runs/77/errors.csv',
      rerun: { possible: true, reason: null },
      ...overrides,
    },
  }).data;
}

type Handler = (url: URL) => Response | Promise<Response>;

function fakeApi(session: SessionResponse, handlers: Record<string, Handler>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) {
      asked.push(`${method} ${url.pathname}${url.search}`);
      return handler(url);
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return asked;
}

const dealersAnswer = () =>
  Response.json(
    adminDealersResponseSchema.parse({ data: { dealers: [], total: 0, page: 1, rows_per_page: 50 } }),
  );
const runsAnswer = (runs: FeedRunListItem[], total = runs.length) =>
  Response.json(feedRunsResponseSchema.parse({ data: { runs, total, page: 1, rows_per_page: 50 } }));

describe('/betrieb/feeds', { timeout: 30_000 }, () => {
  it('lists the runs newest first with dealer, kind, state, counts and Berlin time', async () => {
    fakeApi(operatorSession, {
      'GET /api/admin/dealers/': dealersAnswer,
      'GET /api/admin/feed-runs/': () =>
        runsAnswer([
          run(),
          run({ id: 76, dealer: null, kind: 'products', status: 'queued', started_at: null, rows_failed: 0 }),
        ]),
    });
    renderApp('/betrieb/feeds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed-Läufe' })).toBeInTheDocument();
    expect(screen.getByText('2 Feed-Läufe')).toBeInTheDocument();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Lauf 77' })).toHaveAttribute(
      'href',
      '/betrieb/feeds/77',
    );
    expect(within(first!).getByRole('link', { name: 'Würfelwelt' })).toHaveAttribute(
      'href',
      '/betrieb/haendler/4',
    );
    expect(within(first!).getByText('Angebote')).toBeInTheDocument();
    expect(within(first!).getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(first!).getByText('1200 (0 / 3)')).toBeInTheDocument();
    expect(within(first!).getByText('25.11.2026, 06:51 Uhr')).toBeInTheDocument();
    expect(within(second!).getByText('Produkt-Feed')).toBeInTheDocument();
    expect(within(second!).getByText('Produkte')).toBeInTheDocument();
    expect(within(second!).getByText('Eingereiht')).toBeInTheDocument();
    expect(within(second!).getByText('eingereiht 25.11.2026, 06:50 Uhr')).toBeInTheDocument();
  });

  it('filters by kind and state in the address and asks the API with them', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, {
      'GET /api/admin/dealers/': dealersAnswer,
      'GET /api/admin/feed-runs/': () => runsAnswer([run()]),
    });
    const { router } = renderApp('/betrieb/feeds?dealer=4');
    await screen.findByRole('link', { name: 'Lauf 77' });
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Fehlgeschlagen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dealer=4&status=failed'));
    await user.click(screen.getByRole('textbox', { name: 'Art' }));
    await user.click(await screen.findByRole('option', { name: 'Produkte' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dealer=4&kind=products&status=failed'));
    await waitFor(() =>
      expect(asked.filter((call) => call.startsWith('GET /api/admin/feed-runs/'))).toEqual([
        'GET /api/admin/feed-runs/?page=1&dealer_id=4',
        'GET /api/admin/feed-runs/?page=1&dealer_id=4&status=failed',
        'GET /api/admin/feed-runs/?page=1&dealer_id=4&kind=products&status=failed',
      ]),
    );
  });

  it('says so when there are no runs and when they could not be read', async () => {
    fakeApi(operatorSession, {
      'GET /api/admin/dealers/': dealersAnswer,
      'GET /api/admin/feed-runs/': () => runsAnswer([]),
    });
    const { router } = renderApp('/betrieb/feeds');
    expect(await screen.findByText('Keine Feed-Läufe.')).toBeInTheDocument();
    fakeApi(operatorSession, {
      'GET /api/admin/dealers/': dealersAnswer,
      'GET /api/admin/feed-runs/': () =>
        Response.json(
          { status: 503, error: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' },
          { status: 503 },
        ),
    });
    await router.navigate('/betrieb/feeds?status=failed');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Die Feed-Läufe konnten nicht geladen werden.')).toBeInTheDocument();
  });

  it('is only for operators', async () => {
    const asked = fakeApi(
      { data: { ...signedInSession.data, permissions: ['editor_magazine', 'editor_moderate'] } },
      { 'GET /api/admin/feed-runs/': () => runsAnswer([run()]) },
    );
    const { router } = renderApp('/betrieb/feeds');
    expect(await screen.findByText('Dafür fehlt dir die Berechtigung.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(asked).toEqual([]);
  });
});

describe('/betrieb/feeds/:runId', { timeout: 30_000 }, () => {
  it('shows the run, its failed rows page by page, the CSV download and runs it again', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, {
      'GET /api/admin/feed-runs/77/': () => Response.json({ data: runDetail({ rows_failed: 150 }) }),
      'GET /api/admin/feeds/runs/77/errors/': (url) => {
        const page = Number(url.searchParams.get('page'));
        return Response.json(
          feedRunErrorsResponseSchema.parse({
            data: {
              errors: [{ line: page * 100, reason: `Preis fehlt (Seite ${page})`, raw: null }],
              total: 150,
              page,
              rows_per_page: 100,
            },
          }),
        );
      },
      'POST /api/admin/feed-runs/77/rerun/': () =>
        Response.json(queuedFeedRunResponseSchema.parse({ data: run({ id: 80, status: 'queued' }) }), {
          status: 202,
        }),
    });
    renderApp('/betrieb/feeds/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed-Lauf 77' })).toBeInTheDocument();
    expect(screen.getByText('Abruf von https://wuerfelwelt.example/feed.csv')).toBeInTheDocument();
    expect(screen.getByText('google_csv (erkannt)')).toBeInTheDocument();
    expect(screen.getByText('1.200')).toBeInTheDocument();
    expect(screen.getByText('refused: mass removal')).toBeInTheDocument();
    expect(screen.getByText('updated: 1.185')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fehlerhafte Zeilen als CSV herunterladen' })).toHaveAttribute(
      'href',
      '/api/admin/feed-runs/77/errors.csv',
    );
    const rows = await screen.findByRole('region', { name: 'Fehlerhafte Zeilen' });
    expect(await within(rows).findByText('Preis fehlt (Seite 1)')).toBeInTheDocument();
    const pages = within(rows).getByRole('navigation', { name: 'Seiten der fehlerhaften Zeilen' });
    await user.click(within(pages).getByRole('button', { name: 'Seite 2' }));
    expect(await within(rows).findByText('Preis fehlt (Seite 2)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Erneut ausführen' }));
    expect(await screen.findByText(/Der Feed wird erneut ausgeführt\./)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Zum neuen Feed-Lauf 80' })).toHaveAttribute(
      'href',
      '/betrieb/feeds/80',
    );
    expect(asked).toContain('POST /api/admin/feed-runs/77/rerun/');
  });

  it('says clearly why an upload cannot run again and that there are no failed rows', async () => {
    const reason =
      'Die hochgeladene Datei dieses Laufs ist nicht mehr gespeichert, darum ist kein erneuter Lauf möglich. Bitte lade den Feed neu hoch.';
    fakeApi(operatorSession, {
      'GET /api/admin/feed-runs/78/': () =>
        Response.json({
          data: runDetail({
            id: 78,
            rows_failed: 0,
            row_errors_csv_url: null,
            row_errors_url: null,
            source_kind: 'upload',
            source_url: null,
            rerun: { possible: false, reason },
          }),
        }),
    });
    renderApp('/betrieb/feeds/78');
    expect(await screen.findByText('Erneut ausführen ist nicht möglich')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut ausführen' })).toBeNull();
    expect(screen.getByText('Hochgeladene Datei')).toBeInTheDocument();
    expect(screen.getByText('Keine fehlerhaften Zeilen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fehlerhafte Zeilen als CSV herunterladen' })).toBeNull();
  });

  it('answers an unknown run with the not-found page', async () => {
    fakeApi(operatorSession, {});
    renderApp('/betrieb/feeds/999');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('is linked from the operations page', async () => {
    fakeApi(operatorSession, {});
    const { router } = renderApp('/betrieb');
    const card = await screen.findByRole('region', { name: 'Feed-Läufe' });
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Öffnen: Feed-Läufe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betrieb/feeds'));
  });
});
