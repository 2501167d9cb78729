import {
  adminDealerResponseSchema,
  adminDealersResponseSchema,
  feedRunsResponseSchema,
  queuedFeedRunResponseSchema,
  type AdminDealer,
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

function dealer(overrides: Partial<AdminDealer> = {}): AdminDealer {
  return {
    id: 4,
    slug: 'wuerfelwelt',
    name: 'Würfelwelt',
    website: 'https://wuerfelwelt.example',
    logo_image_id: null,
    rating: 4.5,
    rating_count: 120,
    shipping_cost: 495,
    free_shipping_threshold: 5000,
    shipping_info: 'DHL',
    feed_url: 'https://wuerfelwelt.example/feed.csv',
    feed_format: null,
    feed_schedule: '0 4 * * *',
    active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    // 05:52 UTC is 06:52 in Berlin in November
    last_run: {
      id: 77,
      kind: 'offers',
      status: 'failed',
      rows_failed: 3,
      created_at: '2026-11-25T05:50:00.000Z',
      finished_at: '2026-11-25T05:52:00.000Z',
    },
    ...overrides,
  };
}

function run(overrides: Partial<FeedRunListItem> = {}): FeedRunListItem {
  return {
    id: 77,
    dealer: { id: 4, slug: 'wuerfelwelt', name: 'Würfelwelt' },
    kind: 'offers',
    format: 'google_csv',
    status: 'succeeded',
    full: true,
    rows_total: 1200,
    rows_applied: 1197,
    rows_failed: 3,
    error: null,
    source_kind: 'url',
    created_at: '2026-11-25T05:50:00.000Z',
    started_at: '2026-11-25T05:51:00.000Z',
    finished_at: '2026-11-25T05:52:00.000Z',
    ...overrides,
  };
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A fake search-api: the session and the dealers' calls as `handlers` answer them (by "METHOD path"). */
function fakeApi(session: SessionResponse, handlers: Record<string, Handler>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    const key = `${method} ${url.pathname}`;
    const handler = handlers[key];
    if (handler) {
      asked.push(`${key}${url.search}`);
      return handler(url, init);
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return asked;
}

const listAnswer = (dealers: AdminDealer[], total = dealers.length, page = 1) =>
  Response.json(adminDealersResponseSchema.parse({ data: { dealers, total, page, rows_per_page: 50 } }));
const runsAnswer = (runs: FeedRunListItem[]) =>
  Response.json(
    feedRunsResponseSchema.parse({ data: { runs, total: runs.length, page: 1, rows_per_page: 50 } }),
  );

describe('/betrieb/haendler', { timeout: 30_000 }, () => {
  it('lists the dealers with their state, shipping in euros, schedule and last run', async () => {
    fakeApi(operatorSession, {
      'GET /api/admin/dealers/': () =>
        listAnswer([
          dealer(),
          dealer({
            id: 5,
            slug: 'spielkiste',
            name: 'Spielkiste',
            active: false,
            shipping_cost: 390,
            free_shipping_threshold: null,
            feed_schedule: null,
            last_run: null,
          }),
        ]),
    });
    renderApp('/betrieb/haendler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Händler' })).toBeInTheDocument();
    expect(screen.getByText('2 Händler')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: 'Würfelwelt' })).toHaveAttribute(
      'href',
      '/betrieb/haendler/4',
    );
    expect(within(first).getByText('Aktiv')).toBeInTheDocument();
    expect(within(first).getByText('4,95 €, frei ab 50,00 €')).toBeInTheDocument();
    expect(within(first).getByText('0 4 * * *')).toBeInTheDocument();
    expect(within(first).getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '25.11.2026, 06:52' })).toHaveAttribute(
      'href',
      '/betrieb/feeds/77',
    );
    const second = rows[2]!;
    expect(within(second).getByText('Deaktiviert')).toBeInTheDocument();
    expect(within(second).getByText('3,90 €')).toBeInTheDocument();
    expect(within(second).getByText('kein Zeitplan')).toBeInTheDocument();
    expect(within(second).getByText('noch kein Lauf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Händler anlegen' })).toHaveAttribute(
      'href',
      '/betrieb/haendler/neu',
    );
  });

  it('searches by name and filters active and disabled dealers in the address', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, { 'GET /api/admin/dealers/': () => listAnswer([dealer()]) });
    const { router } = renderApp('/betrieb/haendler');
    await screen.findByRole('link', { name: 'Würfelwelt' });
    await user.type(screen.getByRole('textbox', { name: 'Suche nach Name' }), 'würfel{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=w%C3%BCrfel'));
    await user.click(screen.getByText('Deaktivierte'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=w%C3%BCrfel&status=inactive'));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked).toEqual([
      'GET /api/admin/dealers/?page=1&status=all',
      'GET /api/admin/dealers/?page=1&status=all&q=w%C3%BCrfel',
      'GET /api/admin/dealers/?page=1&status=inactive&q=w%C3%BCrfel',
    ]);
  });

  it('says so when there are no dealers and when they could not be read', async () => {
    fakeApi(operatorSession, { 'GET /api/admin/dealers/': () => listAnswer([]) });
    const { router } = renderApp('/betrieb/haendler');
    expect(await screen.findByText('Noch keine Händler.')).toBeInTheDocument();
    fakeApi(operatorSession, {
      'GET /api/admin/dealers/': () =>
        Response.json(
          { status: 503, error: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' },
          { status: 503 },
        ),
    });
    await router.navigate('/betrieb/haendler?status=active');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Die Händler konnten nicht geladen werden.')).toBeInTheDocument();
    expect(within(alert).getByText('Der Dienst ist gerade nicht erreichbar.')).toBeInTheDocument();
  });

  it('is only for operators and linked from the operations page', async () => {
    const asked = fakeApi(
      { data: { ...signedInSession.data, permissions: ['editor_magazine'] } },
      { 'GET /api/admin/dealers/': () => listAnswer([dealer()]) },
    );
    const { router } = renderApp('/betrieb/haendler');
    expect(await screen.findByText('Dafür fehlt dir die Berechtigung.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(asked).toEqual([]);

    fakeApi(operatorSession, { 'GET /api/admin/dealers/': () => listAnswer([dealer()]) });
    const operations = renderApp('/betrieb');
    const card = await screen.findAllByRole('region', { name: 'Händler' });
    await userEvent.setup().click(within(card[0]!).getByRole('link', { name: 'Öffnen: Händler' }));
    await waitFor(() => expect(operations.router.state.location.pathname).toBe('/betrieb/haendler'));
  });
});

describe('/betrieb/haendler/neu and /betrieb/haendler/:id', { timeout: 30_000 }, () => {
  it('creates a dealer: German field messages first, the slug from the name, amounts in cents', async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    fakeApi(operatorSession, {
      'POST /api/admin/dealers/': (_url, init) => {
        sent = JSON.parse(String(init.body));
        return Response.json(adminDealerResponseSchema.parse({ data: dealer({ id: 9, last_run: null }) }), {
          status: 201,
        });
      },
      'GET /api/admin/dealers/9/': () => Response.json({ data: dealer({ id: 9, last_run: null }) }),
      'GET /api/admin/feed-runs/': () => runsAnswer([]),
    });
    const { router } = renderApp('/betrieb/haendler/neu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Händler anlegen' })).toBeInTheDocument();
    expect(
      screen.getByText('Ein Logo kannst du hochladen, sobald der Händler angelegt ist.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/„0 4 \* \* \*“ = täglich um 4 Uhr/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Zeitplan/ }), '0 4 * *');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'Dies ist eine Pflichtangabe.',
      ),
    );
    expect(screen.getByText(/Bitte gib einen Zeitplan mit fünf Feldern an/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Würfelwelt');
    expect(screen.getByRole('textbox', { name: /^Adresse \(Slug\)/ })).toHaveValue('wuerfelwelt');
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'https://wuerfelwelt.example');
    const shipping = screen.getByRole('textbox', { name: /^Versandkosten \(€\)/ });
    await user.clear(shipping);
    await user.type(shipping, '4,95');
    await user.type(screen.getByRole('textbox', { name: /^Versandkostenfrei ab/ }), '50');
    await user.type(screen.getByRole('textbox', { name: /^Bewertung \(0 bis 5\)/ }), '4,5');
    await user.type(
      screen.getByRole('textbox', { name: /^Feed-Adresse/ }),
      'https://wuerfelwelt.example/feed.csv',
    );
    await user.type(screen.getByRole('textbox', { name: /^Zeitplan/ }), ' *');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betrieb/haendler/9'));
    expect(sent).toEqual({
      name: 'Würfelwelt',
      slug: 'wuerfelwelt',
      website: 'https://wuerfelwelt.example',
      shipping_cost: 495,
      free_shipping_threshold: 5000,
      shipping_info: '',
      rating: 4.5,
      rating_count: 0,
      feed_url: 'https://wuerfelwelt.example/feed.csv',
      feed_format: null,
      feed_schedule: '0 4 * * *',
      active: true,
    });
  });

  it("shows the API's slug conflict on the field", async () => {
    const user = userEvent.setup();
    const text = 'Diese Adresse (Slug) hat schon ein anderer Händler. Bitte wähle eine andere.';
    fakeApi(operatorSession, {
      'GET /api/admin/dealers/4/': () => Response.json({ data: dealer() }),
      'GET /api/admin/feed-runs/': () => runsAnswer([run()]),
      'PUT /api/admin/dealers/4/': () =>
        Response.json(
          { status: 409, error: 'slug taken', message: text, fields: { slug: text } },
          { status: 409 },
        ),
    });
    renderApp('/betrieb/haendler/4');
    const slug = await screen.findByRole('textbox', { name: /^Adresse \(Slug\)/ });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Händler bearbeiten: Würfelwelt' }),
    ).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'testhaendler');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining(text)));
  });

  it('shows the last runs, uploads a logo with preview and fetches the feed now', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, {
      'GET /api/admin/dealers/4/': () => Response.json({ data: dealer() }),
      'GET /api/admin/feed-runs/': () => runsAnswer([run()]),
      'POST /api/admin/dealers/4/logo/': () => Response.json({ data: dealer({ logo_image_id: 31 }) }),
      'POST /api/admin/dealers/4/fetch/': () =>
        Response.json(
          queuedFeedRunResponseSchema.parse({ data: run({ id: 78, status: 'queued', started_at: null }) }),
          {
            status: 202,
          },
        ),
    });
    renderApp('/betrieb/haendler/4');
    const runs = await screen.findByRole('region', { name: 'Letzte Feed-Läufe' });
    expect(within(runs).getByRole('link', { name: 'Lauf 77' })).toHaveAttribute('href', '/betrieb/feeds/77');
    expect(within(runs).getByText('1200 (1197 / 3)')).toBeInTheDocument();
    expect(within(runs).getByRole('link', { name: 'Alle Feed-Läufe dieses Händlers' })).toHaveAttribute(
      'href',
      '/betrieb/feeds?dealer=4',
    );
    expect(screen.getByText('Noch kein Logo; der Preisvergleich zeigt den Namen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logo hochladen' }));
    expect(await screen.findByText('Bitte wähle zuerst eine Bilddatei aus.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/^Bilddatei/),
      new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Logo hochladen' }));
    expect(await screen.findByRole('img', { name: 'Logo von Würfelwelt' })).toHaveAttribute(
      'src',
      '/api/images/31?w=450',
    );

    await user.click(screen.getByRole('button', { name: 'Feed jetzt abrufen' }));
    expect(await screen.findByText(/Der Abruf wurde eingereiht\./)).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Zum Feed-Lauf 78' })).toHaveAttribute(
      'href',
      '/betrieb/feeds/78',
    );
    expect(asked).toContain('POST /api/admin/dealers/4/fetch/');
    expect(asked.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/admin/dealers/4/logo/',
      'POST /api/admin/dealers/4/fetch/',
    ]);
  });

  it('answers an unknown dealer with the not-found page', async () => {
    fakeApi(operatorSession, { 'GET /api/admin/feed-runs/': () => runsAnswer([]) });
    renderApp('/betrieb/haendler/999');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });
});
