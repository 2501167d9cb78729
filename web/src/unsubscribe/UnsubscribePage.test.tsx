import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const TOKEN = `alerts-${'ab'.repeat(32)}`;
const INVALID = 'Dieser Abmeldelink ist ungültig.';

/** A fake search-api: the session and the unsubscribe calls, every call recorded with its method. */
function fakeApi(kind: 'alerts' | 'news' | null) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/session/') return Response.json(anonymousSession);
      if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (!kind)
        return Response.json(
          { status: 404, error: 'invalid unsubscribe link', message: INVALID },
          { status: 404 },
        );
      return Response.json({ data: { kind, unsubscribed: init?.method === 'POST' } });
    }),
  );
  return calls;
}

describe('the unsubscribe page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains, changes nothing on opening and unsubscribes on the click', async () => {
    const calls = fakeApi('alerts');
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mails abbestellen' })).toBeInTheDocument();
    expect(screen.getByText(/alle E-Mails zu deinen Alarmen und Benachrichtigungen ab/)).toBeInTheDocument();
    expect(calls).toEqual([`GET /api/unsubscribe/${TOKEN}/`]);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await userEvent.click(screen.getByRole('button', { name: 'Abbestellen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Du erhältst keine E-Mails zu Alarmen und Benachrichtigungen mehr.',
    );
    expect(calls).toEqual([`GET /api/unsubscribe/${TOKEN}/`, `POST /api/unsubscribe/${TOKEN}/`]);
    expect(screen.getByRole('link', { name: 'Zu den Einstellungen' })).toHaveAttribute('href', '/settings');
  });

  it('tells a news mail’s reader that the news alerts pause', async () => {
    fakeApi('news');
    renderApp(`/unsubscribe/news-${'ab'.repeat(32)}`);
    expect(await screen.findByText(/Wir pausieren diese Alarme/)).toBeInTheDocument();
  });

  it('shows the German text of an invalid link and offers no button', async () => {
    fakeApi(null);
    renderApp('/unsubscribe/alerts-kaputt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link ungültig' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Abbestellen' })).toBeNull());
  });
});
