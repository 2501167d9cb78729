import {
  jobQueuesResponseSchema,
  nameSuggestionsResponseSchema,
  reindexRunResponseSchema,
  reindexStatusResponseSchema,
  retryJobsResponseSchema,
  type JobKind,
  type ReindexRun,
  type SessionResponse,
} from '@spielraum/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { QUEUES_REFRESH_MS } from './QueuesPage';

const operatorSession: SessionResponse = {
  data: { ...signedInSession.data, permissions: ['operator_queues'] },
};

const counts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };

function kinds(failedMail: number): JobKind[] {
  return [
    {
      name: 'send-mail',
      counts: { ...counts, completed: 1234, failed: failedMail },
      failed: Array.from({ length: failedMail }, (_, index) => ({
        id: `mail-${index + 1}`,
        reason: 'connect ECONNREFUSED 127.0.0.1:25',
        attempts: 8,
        // 05:52 UTC is 06:52 in Berlin in November
        failed_at: `2026-11-25T05:5${index}:00.000Z`,
      })),
    },
    { name: 'build-search-documents', counts: { ...counts, waiting: 2, active: 1 }, failed: [] },
  ];
}

interface FakeState {
  mode: 'in-process' | 'bullmq';
  failedMail: number;
  running: ReindexRun | null;
  ended?: ReindexRun;
  startAnswer?: () => Response;
}

const RUN: ReindexRun = {
  job_id: 'reindex-all-1',
  scope: 'all',
  product_id: null,
  state: 'active',
  done: 5000,
  total: 12000,
  reason: null,
};

/** A fake search-api over `state`: the jobs, retries, the reindex and the type-ahead. */
function fakeApi(session: SessionResponse, state: FakeState) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : '';
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    asked.push(`${method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
    if (url.pathname === '/api/admin/jobs/')
      return Response.json(
        jobQueuesResponseSchema.parse({
          data: {
            mode: state.mode,
            dashboard_path: state.mode === 'bullmq' ? '/api/admin/queues' : null,
            kinds: kinds(state.failedMail),
          },
        }),
      );
    if (url.pathname === '/api/admin/jobs/send-mail/failed/mail-1/retry/') {
      state.failedMail -= 1;
      return Response.json(retryJobsResponseSchema.parse({ data: { retried: 1 } }));
    }
    if (url.pathname === '/api/admin/jobs/send-mail/failed/retry/') {
      const retried = state.failedMail;
      state.failedMail = 0;
      return Response.json(retryJobsResponseSchema.parse({ data: { retried } }));
    }
    if (url.pathname === '/api/admin/reindex/' && method === 'GET')
      return Response.json(reindexStatusResponseSchema.parse({ data: { running: state.running } }));
    if (url.pathname === '/api/admin/reindex/' && method === 'POST') {
      if (state.startAnswer) return state.startAnswer();
      const product = JSON.parse(body) as { scope: string; product_id?: number };
      const run: ReindexRun =
        product.scope === 'all'
          ? { ...RUN, job_id: 'reindex-all-2', state: 'waiting', done: null, total: null }
          : { ...RUN, job_id: 'reindex-product-7-2', scope: 'product', product_id: 7, state: 'waiting' };
      if (product.scope === 'all') state.running = run;
      return Response.json(reindexRunResponseSchema.parse({ data: run }), { status: 202 });
    }
    if (url.pathname.startsWith('/api/admin/reindex/') && state.ended)
      return Response.json(reindexRunResponseSchema.parse({ data: state.ended }));
    if (url.pathname === '/api/filter/namesearch/')
      return Response.json(
        nameSuggestionsResponseSchema.parse({
          data: [{ id: 7, slug: 'azul', title: 'Azul', group: 'brettspiele' }],
        }),
      );
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return asked;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('/betrieb/warteschlangen', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('shows every job kind with German names, counts and failed jobs, without bull-board in embedded mode', async () => {
    fakeApi(operatorSession, { mode: 'in-process', failedMail: 2, running: null });
    renderApp('/betrieb/warteschlangen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warteschlangen' })).toBeInTheDocument();
    const mail = screen.getByRole('region', { name: 'E-Mails' });
    expect(within(mail).getByText('Erledigt').nextElementSibling).toHaveTextContent('1.234');
    expect(within(mail).getByText('Fehlgeschlagen').nextElementSibling).toHaveTextContent('2');
    const table = within(mail).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('mail-1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('8')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('25.11.2026, 06:50:00')).toBeInTheDocument();
    const index = screen.getByRole('region', { name: 'Suchindex' });
    expect(within(index).queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ausführliches Dashboard (Bull Board)' })).toBeNull();
  });

  it('links to the bull-board dashboard in server mode', async () => {
    fakeApi(operatorSession, { mode: 'bullmq', failedMail: 0, running: null });
    renderApp('/betrieb/warteschlangen');
    expect(await screen.findByRole('link', { name: 'Ausführliches Dashboard (Bull Board)' })).toHaveAttribute(
      'href',
      '/api/admin/queues',
    );
  });

  it('retries one failed job and then all of a kind, and reads the queues again', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, { mode: 'in-process', failedMail: 3, running: null });
    renderApp('/betrieb/warteschlangen');
    const mail = await screen.findByRole('region', { name: 'E-Mails' });
    await user.click(within(mail).getByRole('button', { name: 'Erneut versuchen: Auftrag mail-1' }));
    expect(await screen.findByText('1 Auftrag wurde erneut eingereiht.')).toBeInTheDocument();
    await waitFor(() => expect(within(mail).getAllByRole('row')).toHaveLength(3));
    await user.click(
      within(mail).getByRole('button', {
        name: 'Alle erneut versuchen: fehlgeschlagene Aufträge von E-Mails',
      }),
    );
    expect(await screen.findByText('2 Aufträge wurden erneut eingereiht.')).toBeInTheDocument();
    await waitFor(() => expect(within(mail).queryByRole('table')).toBeNull());
    expect(asked.filter((entry) => entry.startsWith('POST'))).toEqual([
      'POST /api/admin/jobs/send-mail/failed/mail-1/retry/',
      'POST /api/admin/jobs/send-mail/failed/retry/',
    ]);
  });

  it('reads the queues again every few seconds while the tab is visible, not while hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = fakeApi(operatorSession, { mode: 'in-process', failedMail: 0, running: null });
    renderApp('/betrieb/warteschlangen');
    await screen.findByRole('heading', { level: 1, name: 'Warteschlangen' });
    const reads = () => asked.filter((entry) => entry === 'GET /api/admin/jobs/').length;
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(QUEUES_REFRESH_MS));
    await waitFor(() => expect(reads()).toBe(2));
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(QUEUES_REFRESH_MS * 3));
    expect(reads()).toBe(2);
    // back in view: at once
    act(() => setVisibility('visible'));
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('shows a running reindex of all with its progress after a reload, and how it ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state: FakeState = { mode: 'in-process', failedMail: 0, running: RUN };
    fakeApi(operatorSession, state);
    renderApp('/betrieb/warteschlangen');
    expect(await screen.findByText('Neuindexierung aller Spiele läuft')).toBeInTheDocument();
    expect(screen.getByText('5.000 von 12.000 Spielen (41 %)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt der Neuindexierung' })).toHaveAttribute(
      'aria-valuenow',
      '41',
    );
    expect(screen.getByRole('button', { name: 'Alles neu indexieren' })).toBeDisabled();
    state.running = null;
    state.ended = { ...RUN, state: 'completed', done: 12000 };
    await act(() => vi.advanceTimersByTimeAsync(QUEUES_REFRESH_MS));
    expect(
      await screen.findByText('Neuindexierung abgeschlossen: 12.000 von 12.000 Spielen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alles neu indexieren' })).toBeEnabled();
  });

  it('starts a reindex of all, says so when one runs already, and reindexes one game chosen by name', async () => {
    const user = userEvent.setup();
    const state: FakeState = {
      mode: 'in-process',
      failedMail: 0,
      running: null,
      startAnswer: () =>
        Response.json(
          {
            status: 409,
            error: 'reindex running',
            message: 'Es läuft bereits eine Neuindexierung aller Spiele. Bitte warte, bis sie fertig ist.',
          },
          { status: 409 },
        ),
    };
    const asked = fakeApi(operatorSession, state);
    renderApp('/betrieb/warteschlangen');
    await user.click(await screen.findByRole('button', { name: 'Alles neu indexieren' }));
    expect(
      await screen.findByText(
        'Es läuft bereits eine Neuindexierung aller Spiele. Bitte warte, bis sie fertig ist.',
      ),
    ).toBeInTheDocument();
    state.startAnswer = undefined;
    await user.click(screen.getByRole('button', { name: 'Alles neu indexieren' }));
    expect(await screen.findByText('Die Neuindexierung aller Spiele wurde gestartet.')).toBeInTheDocument();
    expect(
      await screen.findByText('Die Neuindexierung aller Spiele wartet auf ihren Start.'),
    ).toBeInTheDocument();

    const picker = screen.getByRole('textbox', { name: 'Spiel' });
    await user.type(picker, 'azu');
    await screen.findByRole('option', { name: 'Azul' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Spiel neu indexieren' }));
    expect(await screen.findByText('Azul wird neu indexiert.')).toBeInTheDocument();
    expect(asked.filter((entry) => entry.startsWith('POST'))).toEqual([
      'POST /api/admin/reindex/ {"scope":"all"}',
      'POST /api/admin/reindex/ {"scope":"all"}',
      'POST /api/admin/reindex/ {"scope":"product","product_id":7}',
    ]);
  });

  it('says so when the queues could not be read, and reads them again on request', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/session/') return Response.json(operatorSession);
      if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
      return Response.json(
        { status: 503, error: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' },
        { status: 503 },
      );
    });
    renderApp('/betrieb/warteschlangen');
    const alert = (
      await screen.findByText('Die Warteschlangen konnten nicht geladen werden.')
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText('Der Dienst ist gerade nicht erreichbar.')).toBeInTheDocument();
    fakeApi(operatorSession, { mode: 'in-process', failedMail: 1, running: null });
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'E-Mails' })).toBeInTheDocument();
  });

  it('is only for operators: others go to the start page, told why', async () => {
    const asked = fakeApi(
      { data: { ...signedInSession.data, permissions: [] } },
      {
        mode: 'in-process',
        failedMail: 0,
        running: null,
      },
    );
    const { router } = renderApp('/betrieb/warteschlangen');
    expect(await screen.findByText('Dafür fehlt dir die Berechtigung.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(asked.filter((entry) => entry.includes('/api/admin/'))).toEqual([]);
  });
});
