import type { Basket, ListAlertRule, UserListDetail } from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gameCard, signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

function detail(overrides: Partial<UserListDetail> = {}): UserListDetail {
  return {
    id: 7,
    kind: 'wishlist',
    name: 'Geburtstag',
    item_count: 3,
    share_hash: null,
    show_reservations: false,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    items: [
      {
        game: gameCard({ product_id: 1, slug: 'azul', title: 'Azul', best_total: 3348 }),
        note: 'Bitte deutsch',
        priority: 1,
        added_at: '2026-11-21T10:00:00.000Z',
        reservation: null,
      },
      {
        game: gameCard({ product_id: 2, slug: 'patchwork', title: 'Patchwork', best_total: 1999 }),
        note: null,
        priority: 3,
        added_at: '2026-11-21T10:00:00.000Z',
        reservation: null,
      },
      {
        game: gameCard({ product_id: 3, slug: 'ohne', title: 'Ohne Angebot', best_total: null }),
        note: null,
        priority: 3,
        added_at: '2026-11-21T10:00:00.000Z',
        reservation: null,
      },
    ],
    best_total_sum: 5347,
    priced_count: 2,
    ...overrides,
  };
}

const BASKET: Basket = {
  orders: [
    {
      dealer: { id: 2, slug: 'meeple-markt', name: 'Meeple-Markt' },
      items: [
        {
          product_id: 1,
          title: 'Azul',
          slug: 'azul',
          group: 'brettspiele',
          offer_id: 11,
          price: 2999,
          url: 'https://meeple.example/azul',
        },
        {
          product_id: 2,
          title: 'Patchwork',
          slug: 'patchwork',
          group: 'brettspiele',
          offer_id: 12,
          price: 1999,
          url: 'https://meeple.example/patchwork',
        },
      ],
      subtotal: 4998,
      shipping: 349,
      total: 5347,
    },
  ],
  total: 5347,
  separate_total: 5696,
  missing: [{ product_id: 3, title: 'Ohne Angebot', slug: 'ohne', group: 'brettspiele' }],
  exact: true,
  lower_bound: 5347,
  feasible: true,
};
const INFEASIBLE: Basket = { ...BASKET, orders: [], total: 0, feasible: false, missing: [] };

/** A fake search-api with the session and one wish list that can be shared. */
function stubListApi() {
  let list = detail();
  let rules: ListAlertRule[] = [];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/session/') return Response.json(signedInSession);
    if (url.pathname === '/api/userlists/7/' && method === 'GET') return Response.json({ data: list });
    if (url.pathname === '/api/userlists/7/basket/') {
      calls.push(`query ${url.search}`);
      return Response.json({ data: url.searchParams.get('max_dealers') === '1' ? INFEASIBLE : BASKET });
    }
    if (url.pathname === '/api/userlists/7/alertrules/' && method === 'GET')
      return Response.json({ data: { rules, limit: 5 } });
    if (url.pathname === '/api/userlists/7/alertrules/' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      calls.push(`rule ${JSON.stringify(body)}`);
      const rule: ListAlertRule = {
        rule_id: rules.length + 1,
        list_id: 7,
        kind: body.kind as ListAlertRule['kind'],
        discount_percent: (body.discount_percent as number | undefined) ?? null,
        low_window: (body.low_window as ListAlertRule['low_window'] | undefined) ?? null,
        language: (body.language as string | null | undefined) ?? null,
        alerts: 3,
        created_at: '2026-11-21T10:00:00.000Z',
      };
      rules = [...rules, rule];
      return Response.json({ data: rule }, { status: 201 });
    }
    if (url.pathname.startsWith('/api/userlists/7/alertrules/') && method === 'DELETE') {
      rules = rules.filter((rule) => !url.pathname.endsWith(`/${rule.rule_id}/`));
      return Response.json({ data: 'success' });
    }
    if (url.pathname === '/api/userlists/7/share/' && method === 'POST') {
      list = { ...list, share_hash: 'AAAAAAAAAAAAAAAAAAAAAA' };
      return Response.json({ data: { share_hash: list.share_hash } });
    }
    return Response.json(
      { status: 404, error: 'list not found', message: 'Diese Liste gibt es nicht.' },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('a wish list page', () => {
  // lazy route modules and Mantine's Select are slow on a busy machine: a longer budget than 5 s
  it(
    'shows best totals, their sum over the games with an offer, note and priority, and shares',
    { timeout: 20_000 },
    async () => {
      const calls = stubListApi();
      renderApp('/wishlists/7');
      expect(await screen.findByRole('heading', { level: 1, name: 'Geburtstag' })).toBeInTheDocument();
      expect(screen.getByTestId('best-total-sum')).toHaveTextContent('53,47 €');
      expect(screen.getByText('2 von 3 Spielen mit Angebot')).toBeInTheDocument();
      expect(screen.getByText('Zurzeit kein Angebot')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Notiz zu Azul' })).toHaveValue('Bitte deutsch');
      expect(screen.getByRole('textbox', { name: 'Priorität für Azul' })).toHaveValue('1 – sehr wichtig');

      await userEvent.click(screen.getByRole('button', { name: 'Liste teilen' }));
      const link = await screen.findByRole('textbox', { name: 'Link zum Teilen' });
      expect((link as HTMLInputElement).value).toMatch(/\/wishlistview\/AAAAAAAAAAAAAAAAAAAAAA$/);
      expect(calls).toContain('POST /api/userlists/7/share/');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Teilen beenden' })).toBeInTheDocument());
    },
  );

  it(
    'answers the German 404 page for a list of the other kind or an unknown id',
    { timeout: 20_000 },
    async () => {
      stubListApi();
      const { router } = renderApp('/collections/7');
      expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
      await router.navigate('/wishlists/8');
      expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    },
  );

  it(
    'finds the cheapest purchase with its saving, and says when no shop limit fits',
    { timeout: 20_000 },
    async () => {
      const calls = stubListApi();
      renderApp('/wishlists/7');
      const basket = await screen.findByRole('region', { name: 'Günstigster Einkauf' });
      await userEvent.click(within(basket).getByRole('button', { name: 'Günstigsten Einkauf berechnen' }));
      expect(await within(basket).findByTestId('basket-total')).toHaveTextContent('53,47 €');
      expect(within(basket).getByTestId('basket-saving')).toHaveTextContent(
        'Du sparst 3,49 € gegenüber dem Einzelkauf jedes Spiels zum besten Preis (56,96 €).',
      );
      const order = within(basket).getByRole('region', { name: 'Meeple-Markt' });
      expect(within(order).getByRole('link', { name: 'Azul bei Meeple-Markt kaufen' })).toHaveAttribute(
        'href',
        'https://meeple.example/azul',
      );
      expect(within(order).getByText('3,49 €')).toBeInTheDocument();
      expect(within(basket).getByText('Ohne Angebot')).toBeInTheDocument();
      expect(calls).toContain('query ');

      await userEvent.selectOptions(within(basket).getByRole('combobox', { name: 'Händler' }), '1');
      await userEvent.click(within(basket).getByRole('checkbox', { name: 'nur sofort lieferbar' }));
      await userEvent.click(within(basket).getByRole('button', { name: 'Günstigsten Einkauf berechnen' }));
      expect(
        await within(basket).findByText(
          'Bei höchstens 1 Händler gibt es nicht alle Spiele. Erlaube mehr Händler oder wähle weniger Spiele.',
        ),
      ).toBeInTheDocument();
      expect(calls).toContain('query ?max_dealers=1&in_stock=1');

      // a selection of the list's games
      await userEvent.selectOptions(within(basket).getByRole('combobox', { name: 'Händler' }), '');
      await userEvent.click(within(basket).getByRole('button', { name: 'Spiele auswählen (3 von 3)' }));
      await userEvent.click(within(basket).getByRole('checkbox', { name: 'Ohne Angebot' }));
      await userEvent.click(within(basket).getByRole('button', { name: 'Günstigsten Einkauf berechnen' }));
      await waitFor(() => expect(calls).toContain('query ?in_stock=1&product_ids=1%2C2'));
      expect(within(basket).getByRole('button', { name: 'Spiele auswählen (2 von 3)' })).toBeInTheDocument();
      for (const title of ['Azul', 'Patchwork'])
        await userEvent.click(within(basket).getByRole('checkbox', { name: title }));
      expect(within(basket).getByRole('button', { name: 'Günstigsten Einkauf berechnen' })).toBeDisabled();
      expect(within(basket).getByText('Wähle mindestens ein Spiel aus.')).toBeInTheDocument();
    },
  );

  it(
    'creates a list-wide alert rule (a low of one edition) and deletes it again',
    { timeout: 20_000 },
    async () => {
      const calls = stubListApi();
      renderApp('/wishlists/7');
      const section = await screen.findByRole('region', { name: 'Benachrichtigungsregel' });
      expect(
        await within(section).findByText('Diese Liste hat noch keine Benachrichtigungsregel.'),
      ).toBeInTheDocument();
      await userEvent.selectOptions(
        within(section).getByRole('combobox', { name: 'Benachrichtige mich' }),
        'low',
      );
      await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Tiefstpreis' }), 'all');
      await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Sprachausgabe' }), 'de');
      await userEvent.click(within(section).getByRole('button', { name: 'Regel anlegen' }));
      const rule = await within(section).findByRole('listitem', {
        name: 'Bei jedem Allzeittief (nur Ausgabe auf Deutsch)',
      });
      expect(calls).toContain('rule {"kind":"low","low_window":"all","language":"de"}');
      expect(within(rule).getByText('Alarme: 3')).toBeInTheDocument();

      await userEvent.click(
        within(rule).getByRole('button', {
          name: 'Regel „Bei jedem Allzeittief (nur Ausgabe auf Deutsch)“ löschen',
        }),
      );
      expect(
        await within(section).findByText('Diese Liste hat noch keine Benachrichtigungsregel.'),
      ).toBeInTheDocument();
      expect(calls).toContain('DELETE /api/userlists/7/alertrules/1/');
    },
  );
});
