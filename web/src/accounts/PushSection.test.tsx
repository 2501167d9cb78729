import type { PushDevice, PushSettings } from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const PUBLIC_KEY = 'B'.repeat(87);

function device(overrides: Partial<PushDevice>): PushDevice {
  return {
    id: 1,
    label: 'Chrome auf Android',
    endpoint: 'https://push.example/abc',
    created_at: '2026-11-01T08:00:00.000Z',
    last_success_at: null,
    failure_count: 0,
    ...overrides,
  };
}

/** A fake search-api with the push calls, answering as the real ones do. */
function fakePushApi({
  publicKey = PUBLIC_KEY,
  devices = [] as PushDevice[],
  failing = [] as string[],
} = {}) {
  let list = [...devices];
  let settings: PushSettings = { quiet_hours: null, daily_cap: 10 };
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push(`${method} ${url.pathname}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`);
    if (failing.includes(url.pathname))
      return Response.json(
        { status: 500, error: 'internal', message: 'Ein interner Fehler ist aufgetreten.' },
        { status: 500 },
      );
    if (url.pathname === '/api/session/') return Response.json(signedInSession);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    if (url.pathname === '/api/profile/')
      return Response.json({
        data: { user_data: signedInSession.data.user, alert_mail: 'immediately', locale: 'de' },
      });
    if (url.pathname === '/api/systemavatars') return Response.json({ data: [] });
    if (url.pathname === '/api/push/key/') return Response.json({ data: { public_key: publicKey } });
    if (url.pathname === '/api/push/devices/') return Response.json({ data: { devices: list } });
    const remove = /^\/api\/push\/devices\/(\d+)\/$/.exec(url.pathname);
    if (remove && method === 'DELETE') {
      list = list.filter((entry) => entry.id !== Number(remove[1]));
      return Response.json({ data: 'success' });
    }
    if (url.pathname === '/api/push/settings/') {
      if (method === 'PUT') settings = body as PushSettings;
      return Response.json({ data: settings });
    }
    if (url.pathname === '/api/push/test/')
      return Response.json({ data: { devices: list.length } }, { status: 202 });
    if (url.pathname === '/api/dealers/') return Response.json({ data: { dealers: [] } });
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return calls;
}

describe('the push section on /settings', { timeout: 30_000 }, () => {
  it('keeps the settings page usable when the push calls and the dealer list fail, and says so there', async () => {
    fakePushApi({ failing: ['/api/push/devices/', '/api/dealers/'] });
    renderApp('/settings');
    const push = await screen.findByRole('region', { name: 'Push-Benachrichtigungen' });
    const message =
      'Dieser Bereich konnte gerade nicht geladen werden. Bitte lade die Seite in einem Moment neu.';
    expect(within(push).getByRole('alert')).toHaveTextContent(message);
    expect(
      within(screen.getByRole('region', { name: 'Händler ausschließen' })).getByRole('alert'),
    ).toHaveTextContent(message);
    // the rest of the page is there
    expect(screen.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Testbenachrichtigung senden' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Konto löschen' })).toBeInTheDocument();
  });

  it('says plainly when the browser cannot receive pushes, and still lists the devices', async () => {
    // jsdom has neither service workers nor the Push API, like an old browser
    fakePushApi({ devices: [device({ last_success_at: '2026-11-02T10:00:00.000Z', failure_count: 2 })] });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Push-Benachrichtigungen' });
    expect(
      await within(section).findByText(/Dieser Browser unterstützt keine Push-Benachrichtigungen\./),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Auf diesem Gerät einschalten' })).toBeNull();
    const item = within(section).getByRole('listitem');
    expect(within(item).getByText('Chrome auf Android')).toBeInTheDocument();
    expect(
      within(item).getByText(
        'angemeldet am 01.11.2026 · zuletzt zugestellt am 02.11.2026 · 2 fehlgeschlagene Zustellungen',
      ),
    ).toBeInTheDocument();
  });

  it('removes a device and sends the test notification to the others', async () => {
    const user = userEvent.setup();
    const calls = fakePushApi({
      devices: [
        device({ id: 1 }),
        device({ id: 2, label: 'Firefox auf Windows', endpoint: 'https://push.example/x' }),
      ],
    });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Push-Benachrichtigungen' });
    await user.click(await within(section).findByRole('button', { name: 'Chrome auf Android entfernen' }));
    expect(await screen.findByText('Das Gerät wurde entfernt.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/push/devices/1/');
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(section).getByRole('button', { name: 'Testbenachrichtigung senden' }));
    expect(await screen.findByText('Die Testbenachrichtigung ist an 1 Gerät unterwegs.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/push/test/');
  });

  it('stores quiet hours and the daily cap, checked with the API’s rules first', async () => {
    const user = userEvent.setup();
    const calls = fakePushApi();
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Push-Benachrichtigungen' });
    expect(await within(section).findByText('Noch kein Gerät angemeldet.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Testbenachrichtigung senden' })).toBeDisabled();
    await user.click(within(section).getByRole('switch', { name: /Ruhezeit/ }));
    const from = within(section).getByLabelText(/^Von/);
    const to = within(section).getByLabelText(/^Bis/);
    await user.clear(to);
    await user.type(to, '22:00');
    const cap = within(section).getByRole('textbox', { name: /Höchstens pro Tag/ });
    await user.clear(cap);
    await user.type(cap, '3');
    await user.click(within(section).getByRole('button', { name: 'Push-Einstellungen speichern' }));
    expect(
      await within(section).findByText('Beginn und Ende der Ruhezeit dürfen nicht gleich sein.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
    expect(from).toHaveValue('22:00');
    await user.clear(to);
    await user.type(to, '06:30');
    await user.click(within(section).getByRole('button', { name: 'Push-Einstellungen speichern' }));
    expect(await screen.findByText('Deine Push-Einstellungen wurden gespeichert.')).toBeInTheDocument();
    expect(calls).toContain(
      'PUT /api/push/settings/ {"quiet_hours":{"from":"22:00","to":"06:30"},"daily_cap":3}',
    );
  });

  it('says when the portal has no push set up', async () => {
    fakePushApi({ publicKey: null as unknown as string });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Push-Benachrichtigungen' });
    expect(
      within(section).getByText('Push-Benachrichtigungen sind auf diesem Portal nicht eingerichtet.'),
    ).toBeInTheDocument();
  });
});
