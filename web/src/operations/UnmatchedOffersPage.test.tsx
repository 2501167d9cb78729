import {
  assignOfferResponseSchema,
  nameSuggestionsResponseSchema,
  productVersionsResponseSchema,
  unmatchedOffersResponseSchema,
  type SessionResponse,
  type UnmatchedOffer,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const operatorSession: SessionResponse = {
  data: { ...signedInSession.data, permissions: ['operator_queues'] },
};

function offer(overrides: Partial<UnmatchedOffer> = {}): UnmatchedOffer {
  return {
    id: 41,
    dealer: { id: 3, name: 'Spielwaren Meier' },
    sku: 'AZ-2',
    title: 'Azul – Sonderedition',
    url: 'https://meier.example/azul',
    price_cents: 2999,
    shipping_cents: 495,
    availability: 'is_available',
    gtin: null,
    mpn: 'AZ-02',
    brand: 'Plan B',
    first_seen_at: '2026-11-25T05:52:00.000Z',
    ...overrides,
  };
}

function listAnswer(offers: UnmatchedOffer[], { page = 1, total = offers.length, withGtin = 1 } = {}) {
  return Response.json(
    unmatchedOffersResponseSchema.parse({
      data: {
        offers,
        total,
        page,
        rows_per_page: 25,
        counts: { all: total, with_gtin: withGtin, without_gtin: total - withGtin },
        dealers: [
          { id: 3, name: 'Spielwaren Meier', unmatched: 1234 },
          { id: 5, name: 'Brettspielhaus', unmatched: 2 },
        ],
      },
    }),
  );
}

type Handler = (url: URL, method: string, body: unknown) => Response | Promise<Response>;

/** A fake search-api: the session, the list, the assignment, the type-ahead and a game's editions. */
function fakeApi(session: SessionResponse, handlers: { list: Handler; assign?: Handler }) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    if (url.pathname === '/api/admin/unmatched-offers/') {
      asked.push(`${method} ${url.search}`);
      return handlers.list(url, method, body);
    }
    if (/^\/api\/admin\/unmatched-offers\/\d+\/assign\/$/.test(url.pathname) && handlers.assign) {
      asked.push(`${method} ${url.pathname} ${JSON.stringify(body)}`);
      return handlers.assign(url, method, body);
    }
    if (url.pathname === '/api/filter/namesearch/') {
      asked.push(`${method} ${url.pathname}${url.search}`);
      return Response.json(
        nameSuggestionsResponseSchema.parse({
          data: [
            { id: 7, slug: 'azul', title: 'Azul', group: 'brettspiele' },
            { id: 8, slug: 'azul-sommerpavillon', title: 'Azul: Sommerpavillon', group: 'brettspiele' },
          ],
        }),
      );
    }
    if (url.pathname === '/api/admin/products/7/versions/') {
      asked.push(`${method} ${url.pathname}`);
      return Response.json(
        productVersionsResponseSchema.parse({
          data: {
            product: { id: 7, slug: 'azul', title: 'Azul' },
            versions: [
              { id: 70, gtin: '4002051693602', mpn: null, language: 'de', edition: null, label: null },
              { id: 71, gtin: null, mpn: 'AZ-EN', language: 'en', edition: 'Erstauflage', label: null },
            ],
          },
        }),
      );
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return asked;
}

const assigned = (title: string) =>
  Response.json(
    assignOfferResponseSchema.parse({
      data: { offer_id: 41, product_version_id: 70, product: { id: 7, slug: 'azul', title } },
    }),
  );

describe('/betrieb/unzugeordnet', { timeout: 30_000 }, () => {
  it('lists the unmatched offers with dealer, codes, German price and date, and the filters with counts', async () => {
    fakeApi(operatorSession, {
      list: () => listAnswer([offer(), offer({ id: 40, gtin: '4002051693602', title: 'Kniffel' })]),
    });
    renderApp('/betrieb/unzugeordnet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Angebote ohne Zuordnung' }),
    ).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Azul – Sonderedition');
    expect(within(first!).getByRole('link', { name: 'Azul – Sonderedition' })).toHaveAttribute(
      'href',
      'https://meier.example/azul',
    );
    expect(within(first!).getByText(/Spielwaren Meier · Art\.-Nr\. AZ-2/)).toBeInTheDocument();
    expect(within(first!).getByText('29,99 €')).toBeInTheDocument();
    expect(within(first!).getByText('zzgl. 4,95 € Versand')).toBeInTheDocument();
    expect(within(first!).getByText('keine GTIN')).toBeInTheDocument();
    expect(within(first!).getByText('MPN AZ-02')).toBeInTheDocument();
    expect(within(first!).getByText('Seit 25.11.2026')).toBeInTheDocument();
    expect(within(second!).getByText('GTIN 4002051693602')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Händler' })).toHaveDisplayValue('Alle Händler');
    expect(screen.getByRole('option', { name: 'Spielwaren Meier (1.234)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ohne GTIN (1)' })).toBeInTheDocument();
    expect(screen.getByText('2 Angebote')).toBeInTheDocument();
  });

  it('filters by dealer, title words and GTIN through the address, and pages', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, {
      list: (url) => listAnswer([offer()], { total: 60, withGtin: url.searchParams.has('q') ? 2 : 1 }),
    });
    const { router } = renderApp('/betrieb/unzugeordnet');
    await screen.findAllByRole('listitem');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Händler' }), 'Spielwaren Meier (1.234)');
    await waitFor(() => expect(router.state.location.search).toBe('?dealer=3'));
    await user.type(screen.getByRole('searchbox', { name: 'Titel enthält' }), 'azul{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?dealer=3&q=azul'));
    // the counts of the new filter are shown: the page has taken the address
    await user.click(await screen.findByText('Mit GTIN (2)'));
    await waitFor(() => expect(router.state.location.search).toBe('?dealer=3&q=azul&gtin=with'));
    const pagination = await screen.findByRole('navigation', { name: 'Seiten der Angebote ohne Zuordnung' });
    await user.click(within(pagination).getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dealer=3&q=azul&gtin=with&page=2'));
    expect(asked).toEqual([
      'GET ?page=1&gtin=all',
      'GET ?page=1&gtin=all&dealer=3',
      'GET ?page=1&gtin=all&dealer=3&q=azul',
      'GET ?page=1&gtin=with&dealer=3&q=azul',
      'GET ?page=2&gtin=with&dealer=3&q=azul',
    ]);
  });

  it('assigns by a typed GTIN, shows the German reason when no edition has it, and focuses the result', async () => {
    const user = userEvent.setup();
    let known = false;
    const asked = fakeApi(operatorSession, {
      list: () => listAnswer([offer()]),
      assign: () =>
        known
          ? assigned('Azul')
          : Response.json(
              {
                status: 400,
                error: 'unknown gtin',
                message: 'Keine Ausgabe im Katalog trägt die GTIN 4002051693602.',
                fields: { gtin: 'Keine Ausgabe im Katalog trägt die GTIN 4002051693602.' },
              },
              { status: 400 },
            ),
    });
    renderApp('/betrieb/unzugeordnet');
    const item = await screen.findByRole('listitem', { name: 'Azul – Sonderedition' });
    await user.click(within(item).getByRole('button', { name: 'Zuordnen: Azul – Sonderedition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot zuordnen' });
    const field = within(dialog).getByRole('textbox', { name: /GTIN \(EAN\)/ });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, '4002 0516-93602{Enter}');
    expect(
      await within(dialog).findByText('Keine Ausgabe im Katalog trägt die GTIN 4002051693602.'),
    ).toBeInTheDocument();
    known = true;
    await user.click(within(dialog).getByRole('button', { name: 'Per GTIN zuordnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const note = await within(item).findByRole('status');
    expect(note).toHaveTextContent('Zugeordnet zu Azul');
    await waitFor(() => expect(note).toHaveFocus());
    expect(within(item).queryByRole('button', { name: /Zuordnen/ })).toBeNull();
    expect(asked.filter((entry) => entry.startsWith('POST'))).toEqual([
      'POST /api/admin/unmatched-offers/41/assign/ {"gtin":"4002 0516-93602"}',
      'POST /api/admin/unmatched-offers/41/assign/ {"gtin":"4002 0516-93602"}',
    ]);
  });

  it('assigns to an edition chosen through the type-ahead, with the keyboard', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, {
      list: () => listAnswer([offer()]),
      assign: () => assigned('Azul'),
    });
    renderApp('/betrieb/unzugeordnet');
    const item = await screen.findByRole('listitem', { name: 'Azul – Sonderedition' });
    within(item).getByRole('button', { name: 'Zuordnen: Azul – Sonderedition' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Angebot zuordnen' });
    await user.click(within(dialog).getByRole('tab', { name: 'Über die Spielsuche' }));
    const picker = await within(dialog).findByRole('textbox', { name: 'Spiel' });
    await user.type(picker, 'azu');
    await screen.findByRole('option', { name: 'Azul' });
    await user.keyboard('{ArrowDown}{Enter}');
    const editions = await within(dialog).findByRole('radiogroup', { name: /Ausgabe/ });
    expect(
      within(editions).getByRole('radio', { name: 'Sprache de · GTIN 4002051693602' }),
    ).toBeInTheDocument();
    await user.click(within(editions).getByRole('radio', { name: 'Erstauflage · Sprache en · MPN AZ-EN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Dieser Ausgabe zuordnen' }));
    expect(await within(item).findByRole('status')).toHaveTextContent('Zugeordnet zu Azul');
    expect(asked).toContain('GET /api/admin/products/7/versions/');
    expect(asked).toContain('POST /api/admin/unmatched-offers/41/assign/ {"product_version_id":71}');
    expect(asked.some((entry) => entry.startsWith('GET /api/filter/namesearch/?term=azu'))).toBe(true);
  });

  it('says so while empty and when the list could not be read', async () => {
    const user = userEvent.setup();
    fakeApi(operatorSession, { list: () => listAnswer([]) });
    const { router } = renderApp('/betrieb/unzugeordnet');
    expect(await screen.findByText('Alle Angebote sind einem Spiel zugeordnet.')).toBeInTheDocument();
    await router.navigate('/betrieb/unzugeordnet?gtin=without');
    expect(await screen.findByText('Keine Angebote ohne Zuordnung zu diesen Filtern.')).toBeInTheDocument();
    fakeApi(operatorSession, {
      list: () =>
        Response.json(
          { status: 503, error: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' },
          { status: 503 },
        ),
    });
    await router.navigate('/betrieb/unzugeordnet?page=2');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Die Angebote konnten nicht geladen werden.')).toBeInTheDocument();
    fakeApi(operatorSession, { list: () => listAnswer([offer()]) });
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('listitem', { name: 'Azul – Sonderedition' })).toBeInTheDocument();
  });

  it('is only for operators and linked from the operations page', async () => {
    const asked = fakeApi(
      { data: { ...signedInSession.data, permissions: [] } },
      { list: () => listAnswer([offer()]) },
    );
    const { router } = renderApp('/betrieb/unzugeordnet');
    expect(await screen.findByText('Dafür fehlt dir die Berechtigung.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(asked).toEqual([]);

    fakeApi(operatorSession, { list: () => listAnswer([offer()]) });
    const operations = renderApp('/betrieb');
    const card = await screen.findByRole('region', { name: 'Angebote ohne Zuordnung' });
    await userEvent
      .setup()
      .click(within(card).getByRole('link', { name: 'Öffnen: Angebote ohne Zuordnung' }));
    await waitFor(() => expect(operations.router.state.location.pathname).toBe('/betrieb/unzugeordnet'));
  });
});
