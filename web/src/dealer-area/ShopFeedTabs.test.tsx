import {
  dealerAreaShopsResponseSchema,
  dealerFeedRunResponseSchema,
  dealerFeedRunsResponseSchema,
  dealerUnmatchedOffersResponseSchema,
  feedRunErrorsResponseSchema,
  suggestGtinResponseSchema,
  type DealerFeedRun,
  type SessionResponse,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const dealerSession: SessionResponse = {
  data: { user: { ...signedInSession.data.user!, user_type: 'dealer' }, permissions: [] },
};
const SHOP = {
  id: 1,
  slug: 'spielekiste',
  name: 'Spielekiste',
  active: true,
  offer_count: 2,
  last_feed_run: null,
  logo_image_id: null,
  website: 'https://spielekiste.example',
  social_links: {},
};

function run(overrides: Partial<DealerFeedRun> = {}): DealerFeedRun {
  return dealerFeedRunResponseSchema.parse({
    data: {
      id: 7,
      dealer_id: 1,
      kind: 'offers',
      format: 'google_csv',
      format_detected: true,
      full: false,
      allow_mass_removal: false,
      status: 'succeeded',
      rows_total: 3,
      rows_applied: 2,
      rows_failed: 1,
      stats: {},
      error: null,
      notes: [],
      row_errors: [{ line: 4, reason: 'Preis fehlt oder ist ungültig' }],
      row_errors_url: '/api/dealer-area/shops/1/feed-runs/7/errors/',
      started_at: '2026-11-02T08:00:00.000Z',
      finished_at: '2026-11-02T08:01:00.000Z',
      dealer: { id: 1, slug: 'spielekiste', name: 'Spielekiste' },
      source_kind: 'upload',
      source_url: null,
      created_at: '2026-11-02T08:00:00.000Z',
      row_errors_csv_url: '/api/dealer-area/shops/1/feed-runs/7/errors.csv',
      ...overrides,
    },
  }).data;
}

/** A run as the list answers it. */
function listItem(full: DealerFeedRun) {
  const { id, dealer, kind, format, status, rows_total, rows_applied, rows_failed, error } = full;
  return {
    ...{ id, dealer, kind, format, status, full: full.full, rows_total, rows_applied, rows_failed, error },
    source_kind: full.source_kind,
    created_at: full.created_at,
    started_at: full.started_at,
    finished_at: full.finished_at,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake search-api for the shop's feed tabs. */
function fakeApi({ runs = [run()], runStates = [run()], unknownGtin = false, failRuns = false } = {}) {
  const calls: Call[] = [];
  let runRead = 0;
  let matched = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path: url.pathname, body });
    const path = url.pathname;
    if (path === '/api/session/') return Response.json(dealerSession);
    if (path === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    if (path === '/api/dealer-area/shops/')
      return Response.json(dealerAreaShopsResponseSchema.parse({ data: { shops: [SHOP] } }));
    if (path === '/api/dealer-area/shops/1/click-outs/')
      return Response.json({ status: 500, error: 'x', message: 'Fehler.' }, { status: 500 });
    if (path === '/api/dealer-area/shops/1/feed-runs/') {
      if (failRuns)
        return Response.json(
          { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
          { status: 500 },
        );
      return Response.json(
        dealerFeedRunsResponseSchema.parse({
          data: {
            feed: { url: 'https://spielekiste.example/feed.csv', format: null, schedule: '0 */6 * * *' },
            runs: runs.map(listItem),
            total: runs.length,
            page: 1,
            rows_per_page: 50,
          },
        }),
      );
    }
    if (path === '/api/dealer-area/shops/1/feed-runs/7/') {
      const state = runStates[Math.min(runRead, runStates.length - 1)]!;
      runRead += 1;
      return Response.json({ data: state });
    }
    if (path === '/api/dealer-area/shops/1/feed-runs/7/errors/')
      return Response.json(
        feedRunErrorsResponseSchema.parse({
          data: {
            errors: [{ line: 4, reason: 'Preis fehlt oder ist ungültig', raw: 'A-3,Spiel 3' }],
            total: 1,
            page: 1,
            rows_per_page: 100,
          },
        }),
      );
    if (path === '/api/dealer-area/shops/1/unmatched-offers/')
      return Response.json(
        dealerUnmatchedOffersResponseSchema.parse({
          data: {
            offers: matched
              ? []
              : [
                  {
                    id: 42,
                    dealer: { id: 1, name: 'Spielekiste' },
                    sku: 'A-2',
                    title: 'Azul Sonderausgabe',
                    url: 'https://spielekiste.example/a2',
                    price_cents: 2499,
                    shipping_cents: 0,
                    availability: 'is_available',
                    gtin: null,
                    mpn: null,
                    brand: null,
                    first_seen_at: '2026-11-02T08:00:00.000Z',
                  },
                ],
            total: matched ? 0 : 1,
            page: 1,
            rows_per_page: 25,
          },
        }),
      );
    if (path === '/api/dealer-area/shops/1/unmatched-offers/42/gtin/' && method === 'POST') {
      if (unknownGtin) {
        const text =
          'Kein Spiel in unserem Katalog trägt die GTIN 0000096385074. Bitte prüfe die Nummer; das Angebot bleibt vorerst ohne Zuordnung.';
        return Response.json(
          { status: 400, error: 'unknown gtin', message: text, fields: { gtin: text } },
          { status: 400 },
        );
      }
      matched = true;
      return Response.json(
        suggestGtinResponseSchema.parse({
          data: { offer_id: 42, product_version_id: 3, product: { id: 1, slug: 'azul', title: 'Azul' } },
        }),
      );
    }
    if (path === '/api/dealer-area/shops/1/feed-upload/' && method === 'POST')
      return Response.json({ data: runStates[0] }, { status: 202 });
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return calls;
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  const tab = await screen.findByRole('tab', { name });
  await user.click(tab);
  return tab;
}

describe("the shop's feed tabs in the dealer area", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the feed address, the schedule and the runs; a run with its skipped rows and CSV link', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderApp('/haendlerbereich/shops/1');
    await openTab(user, 'Feed-Läufe');
    expect(
      await screen.findByText('Wir rufen deinen Feed unter https://spielekiste.example/feed.csv ab.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/nach diesem Zeitplan ab: 0 \*\/6 \* \* \*/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Feed-Läufe, neueste zuerst' });
    expect(within(table).getByText('erfolgreich')).toBeInTheDocument();
    // keyboard: the run opens from its button
    within(table)
      .getByRole('button', { name: /Lauf vom .* ansehen/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /Feed-Lauf vom/ })).toBeInTheDocument();
    const rows = await screen.findByRole('table', { name: 'Übersprungene Zeilen mit Grund' });
    expect(within(rows).getByText('4')).toBeInTheDocument();
    expect(within(rows).getByText('Preis fehlt oder ist ungültig')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Alle übersprungenen Zeilen als CSV herunterladen' }),
    ).toHaveAttribute('href', '/api/dealer-area/shops/1/feed-runs/7/errors.csv');
    await user.click(screen.getByRole('button', { name: 'Zurück zu den Feed-Läufen' }));
    expect(await screen.findByRole('table', { name: 'Feed-Läufe, neueste zuerst' })).toBeInTheDocument();
  });

  it('says so when there is no run, and offers a retry when the runs cannot be read', async () => {
    const user = userEvent.setup();
    fakeApi({ runs: [] });
    renderApp('/haendlerbereich/shops/1');
    await openTab(user, 'Feed-Läufe');
    expect(await screen.findByText('Für diesen Shop gab es noch keinen Feed-Lauf.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeApi({ failRuns: true });
    await openTab(user, 'Profil');
    await openTab(user, 'Feed-Läufe');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Das konnte nicht geladen werden: Ein unerwarteter Fehler ist aufgetreten.',
    );
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('suggests a GTIN: an unknown one shows the German answer, a known one matches the offer', async () => {
    const user = userEvent.setup();
    fakeApi({ unknownGtin: true });
    renderApp('/haendlerbereich/shops/1');
    await openTab(user, 'Angebote ohne Zuordnung');
    const field = await screen.findByRole('textbox', { name: 'GTIN für Azul Sonderausgabe' });
    await user.type(field, '96385074{Enter}');
    expect(
      await screen.findByText(/Kein Spiel in unserem Katalog trägt die GTIN 0000096385074/, {
        selector: '.mantine-TextInput-error, .mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
    const calls = fakeApi();
    await user.click(screen.getByRole('button', { name: 'GTIN vorschlagen' }));
    expect(
      await screen.findByText('Alle Angebote deines Shops sind einem Spiel zugeordnet.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/gtin/'))?.body).toEqual({ gtin: '96385074' });
  });

  it('uploads a feed as full feed and follows the run until it ends', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      runStates: [
        run({
          status: 'queued',
          rows_total: 0,
          rows_applied: 0,
          rows_failed: 0,
          row_errors: [],
          row_errors_url: null,
          row_errors_csv_url: null,
          finished_at: null,
        }),
        run({
          status: 'running',
          rows_total: 0,
          rows_applied: 0,
          rows_failed: 0,
          row_errors: [],
          row_errors_url: null,
          row_errors_csv_url: null,
          finished_at: null,
        }),
        run(),
      ],
    });
    renderApp('/haendlerbereich/shops/1');
    await openTab(user, 'Feed hochladen');
    await screen.findByRole('button', { name: /Feed-Datei/ });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['id,title\n'], 'feed.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('checkbox', { name: /Vollständiger Feed/ }));
    await user.click(screen.getByRole('button', { name: 'Feed hochladen' }));
    expect(
      await screen.findByText('Der Lauf ist noch nicht beendet; diese Seite zeigt seinen Stand laufend.'),
    ).toBeInTheDocument();
    const upload = calls.find((call) => call.path === '/api/dealer-area/shops/1/feed-upload/')!;
    expect((upload.body as FormData).get('full')).toBe('true');
    expect(((upload.body as FormData).get('file') as File).name).toBe('feed.csv');
    await waitFor(() => expect(screen.getByText('erfolgreich')).toBeInTheDocument(), { timeout: 8000 });
    expect(
      calls.filter((call) => call.path === '/api/dealer-area/shops/1/feed-runs/7/').length,
    ).toBeGreaterThanOrEqual(3);
  });
});
