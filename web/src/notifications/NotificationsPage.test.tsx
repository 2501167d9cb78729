import type { Notification } from '@spielraum/schema';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession, signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 1,
    type: 'price',
    name: 'Azul',
    price: 2999,
    old_price: 3798,
    list_name: 'Geburtstag',
    product: { product_id: 1, slug: 'azul', category: 'brettspiele' },
    path: '/games/brettspiele/azul',
    read: false,
    created_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A fake search-api holding notifications in memory, like the real calls answer them. */
function fakeNotificationsApi(initial: Notification[], session = signedInSession) {
  let items = [...initial];
  let alertMail = 'immediately';
  const calls: string[] = [];
  const unread = () => items.filter((item) => !item.read).length;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: unread() } });
    if (url.pathname === '/api/notifications/' && method === 'GET') {
      const type = url.searchParams.get('type');
      const page = Number(url.searchParams.get('page') ?? '1');
      const filtered = items.filter((item) => !type || item.type === type);
      return Response.json({
        data: {
          notifications: filtered.slice((page - 1) * 20, page * 20),
          total: filtered.length,
          unread: unread(),
          page,
          rows_per_page: 20,
        },
      });
    }
    if (url.pathname === '/api/notifications/' && method === 'DELETE') {
      const before = items.length;
      items = items.filter((item) => item.type !== url.searchParams.get('type'));
      return Response.json({ data: { changed: before - items.length, unread: unread() } });
    }
    if (url.pathname === '/api/notifications/readall/') {
      const changed = unread();
      items = items.map((item) => ({ ...item, read: true }));
      return Response.json({ data: { changed, unread: 0 } });
    }
    const match = /^\/api\/notifications\/(\d+)\/$/.exec(url.pathname);
    if (match) {
      items = items.map((item) =>
        item.id === Number(match[1]) ? { ...item, read: body.read === true } : item,
      );
      return Response.json({ data: items.find((item) => item.id === Number(match[1])) });
    }
    if (url.pathname === '/api/profile/') {
      if (method === 'PUT') alertMail = String(body.alert_mail);
      return Response.json({ data: { user_data: session.data.user, alert_mail: alertMail, locale: 'de' } });
    }
    if (url.pathname === '/api/systemavatars') return Response.json({ data: [] });
    if (url.pathname === '/api/push/key/') return Response.json({ data: { public_key: null } });
    if (url.pathname === '/api/push/devices/') return Response.json({ data: { devices: [] } });
    if (url.pathname === '/api/push/settings/')
      return Response.json({ data: { quiet_hours: null, daily_cap: 10 } });
    if (url.pathname === '/api/dealers/') return Response.json({ data: { dealers: [] } });
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return calls;
}

describe('/notifications and the header count', { timeout: 30_000 }, () => {
  it('shows the unread count in the header and each notification with prices, list and Berlin time', async () => {
    fakeNotificationsApi([
      notification({ id: 1 }),
      notification({
        id: 2,
        type: 'news',
        name: 'Neu im Magazin',
        price: null,
        old_price: null,
        list_name: null,
        product: null,
        path: '/magazine/branchen-news/neu-im-magazin',
        read: true,
      }),
    ]);
    renderApp('/notifications');
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen, 1 ungelesen' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    const item = await screen.findByRole('listitem', { name: 'Azul' });
    expect(within(item).getByText('Preis: 29,99 €')).toBeInTheDocument();
    expect(within(item).getByText('vorher 37,98 €')).toBeInTheDocument();
    expect(within(item).getByText('Liste: Geburtstag')).toBeInTheDocument();
    // 08:00 UTC is 09:00 in Berlin in November
    expect(within(item).getByText('01.11.2026, 09:00')).toBeInTheDocument();
    expect(within(item).getByText('Ungelesen')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Neu im Magazin' })).toBeInTheDocument();
  });

  it('shows the editorial team\u2019s decisions as "Redaktion", linked to the game page', async () => {
    fakeNotificationsApi([
      notification({
        id: 3,
        type: 'moderation',
        name: 'Deine Bewertung zu Sky Team ist veröffentlicht',
        price: null,
        old_price: null,
        list_name: null,
        product: { product_id: 11, slug: 'sky-team', category: 'brettspiele' },
        path: '/games/brettspiele/sky-team',
      }),
    ]);
    renderApp('/notifications');
    const item = await screen.findByRole('listitem', {
      name: 'Deine Bewertung zu Sky Team ist veröffentlicht',
    });
    expect(within(item).getByText('Redaktion')).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'Deine Bewertung zu Sky Team ist veröffentlicht' }),
    ).toHaveAttribute('href', '/games/brettspiele/sky-team');
  });

  it('marks one read and unread, all read, and deletes by type after confirmation', async () => {
    const user = userEvent.setup();
    const calls = fakeNotificationsApi([
      notification({ id: 1 }),
      notification({ id: 2, name: 'Patchwork', type: 'availability', price: null, old_price: null }),
    ]);
    renderApp('/notifications');
    const item = await screen.findByRole('listitem', { name: 'Azul' });
    await user.click(within(item).getByRole('button', { name: 'Als gelesen markieren' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Benachrichtigungen, 1 ungelesen' })).toBeInTheDocument(),
    );
    await user.click(await within(item).findByRole('button', { name: 'Als ungelesen markieren' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Benachrichtigungen, 2 ungelesen' })).toBeInTheDocument(),
    );
    await within(item).findByRole('button', { name: 'Als gelesen markieren' });
    await user.click(screen.getByRole('button', { name: 'Alle als gelesen markieren' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Benachrichtigungen' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Löschen nach Art' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Alle Benachrichtigungen „Preis“ löschen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Benachrichtigungen löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Azul' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Patchwork' })).toBeInTheDocument();
    expect(calls).toEqual(
      expect.arrayContaining([
        'PATCH /api/notifications/1/',
        'POST /api/notifications/readall/',
        'DELETE /api/notifications/?type=price',
      ]),
    );
  });

  it('shows the empty state and no bell for visitors', async () => {
    fakeNotificationsApi([]);
    renderApp('/notifications');
    expect(
      await screen.findByText(
        'Keine Benachrichtigungen. Sobald einer deiner Alarme auslöst, erscheint er hier.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Benachrichtigungen' })).toBeInTheDocument();

    cleanup();
    fakeNotificationsApi([], anonymousSession);
    renderApp('/legal-notice');
    await screen.findAllByRole('button', { name: 'Anmelden' });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('saves the e-mail setting on /settings', async () => {
    const user = userEvent.setup();
    const calls = fakeNotificationsApi([]);
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen per E-Mail' });
    expect(within(section).getByRole('radio', { name: 'sofort' })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: 'tägliche Zusammenfassung' }));
    expect(await screen.findByText('Deine E-Mail-Einstellung wurde gespeichert.')).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'tägliche Zusammenfassung' })).toBeChecked();
    expect(calls).toContain('PUT /api/profile/');
    expect(within(section).getByRole('radio', { name: 'nie' })).not.toBeChecked();
  });
});
