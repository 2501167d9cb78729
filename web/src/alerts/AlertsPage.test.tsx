import type { Alert } from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gameCard, signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

function alert(overrides: Partial<Alert>): Alert {
  const base: Omit<Alert, 'compared_total'> = {
    id: 1,
    kind: 'price',
    news_type: null,
    product: gameCard({ product_id: 1, title: 'Azul', slug: 'azul', best_total: 3798 }),
    publisher: null,
    desired_price: 2999,
    desired_discount_percent: null,
    reference_price: null,
    threshold_price: 2999,
    low_window: null,
    language: null,
    rule: null,
    paused: false,
    state: 'active',
    last_fired_at: null,
    created_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
  // as the API answers: the game's best total unless the alert's dealers or edition differ
  const compared = base.kind === 'news' ? null : (base.product?.best_total ?? null);
  return {
    ...base,
    compared_total: overrides.compared_total === undefined ? compared : overrides.compared_total,
  };
}

/** A fake search-api holding alerts in memory; records the unsafe calls. */
function fakeAlertsApi(initial: Alert[], options: { failList?: boolean } = {}) {
  let alerts = [...initial];
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/session/') return Response.json(signedInSession);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    if (url.pathname === '/api/alerts/' && method === 'GET') {
      if (options.failList)
        return Response.json(
          { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
          { status: 500 },
        );
      return Response.json({ data: { alerts, total: alerts.length, limit: 500 } });
    }
    const match = /^\/api\/alerts\/(\d+)\/$/.exec(url.pathname);
    if (match && method === 'PATCH') {
      const patch = body as Partial<{ paused: boolean; desired_price: number }>;
      alerts = alerts.map((entry) =>
        entry.id === Number(match[1])
          ? {
              ...entry,
              ...patch,
              ...(patch.desired_price ? { threshold_price: patch.desired_price, state: 'active' } : {}),
              ...(patch.paused !== undefined ? { state: patch.paused ? 'paused' : 'active' } : {}),
            }
          : entry,
      );
      return Response.json({ data: alerts.find((entry) => entry.id === Number(match[1])) });
    }
    if (match && method === 'DELETE') {
      alerts = alerts.filter((entry) => entry.id !== Number(match[1]));
      return Response.json({ data: 'success' });
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return calls;
}

describe('/alerts', { timeout: 30_000 }, () => {
  it('groups the alerts by kind with threshold, current total and state', async () => {
    fakeAlertsApi([
      alert({ id: 1 }),
      alert({
        id: 2,
        desired_price: null,
        desired_discount_percent: 20,
        reference_price: 3798,
        threshold_price: 3038,
        state: 'triggered',
      }),
      alert({
        id: 3,
        kind: 'availability',
        desired_price: null,
        threshold_price: null,
        paused: true,
        state: 'paused',
      }),
      alert({ id: 4, kind: 'news', news_type: 'magazine_tests', product: null, desired_price: null }),
    ]);
    renderApp('/alerts');
    const prices = await screen.findByRole('region', { name: 'Preisalarme' });
    const items = within(prices).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Wunschpreis: 29,99 €')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Aktuell: 37,98 € Gesamtpreis inkl. Versand')).toBeInTheDocument();
    expect(within(items[0]!).getByLabelText('Status: aktiv')).toBeInTheDocument();
    expect(
      within(items[1]!).getByText('20+ % sparen (ab 37,98 €, also höchstens 30,38 €)'),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByLabelText('Status: ausgelöst')).toBeInTheDocument();
    const availability = screen.getByRole('region', { name: 'Verfügbarkeitsalarme' });
    expect(within(availability).getByLabelText('Status: pausiert')).toBeInTheDocument();
    expect(within(availability).getByRole('button', { name: 'Fortsetzen' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Neuigkeiten' })).getByText('Magazin: Tests'),
    ).toBeInTheDocument();
  });

  it('pauses, edits with a German price and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const calls = fakeAlertsApi([alert({ id: 7 })]);
    renderApp('/alerts');
    const item = await screen.findByRole('listitem', { name: 'Azul' });

    await user.click(within(item).getByRole('button', { name: 'Pausieren' }));
    expect(await screen.findByText('Der Alarm ist pausiert.')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByLabelText('Status: pausiert')).toBeInTheDocument());

    await user.click(within(item).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preisalarm bearbeiten: Azul' });
    const input = within(dialog).getByRole('textbox', { name: /Wunschpreis/ });
    await user.clear(input);
    await user.type(input, '27,4x');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte gib einen gültigen Preis ein')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '27,49');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText('Wunschpreis: 27,49 €')).toBeInTheDocument());

    await user.click(within(item).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Alarm löschen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ja, löschen' }));
    expect(
      await screen.findByText(
        'Du hast noch keine Alarme. Öffne ein Spiel und lege dort einen Preis- oder Verfügbarkeitsalarm an.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/alerts/7/', body: { paused: true } },
      { method: 'PATCH', path: '/api/alerts/7/', body: { desired_price: 2749 } },
      { method: 'DELETE', path: '/api/alerts/7/', body: undefined },
    ]);
  });

  it('shows a German error with a retry when the alerts cannot be loaded', async () => {
    fakeAlertsApi([], { failList: true });
    renderApp('/alerts');
    expect(await screen.findByText('Deine Alarme konnten nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByText('Ein unerwarteter Fehler ist aufgetreten.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
