import {
  contactMessageResponseSchema,
  contactMessagesResponseSchema,
  type ContactMessage,
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

function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 7,
    name: 'Lea Brandt',
    email: 'lea@example.com',
    message: 'Bei Azul stimmt der Versandpreis nicht.\nViele Grüße\n<b>Lea</b>',
    // 05:52 UTC is 06:52 in Berlin in November
    created_at: '2026-11-25T05:52:00.000Z',
    mailed_at: null,
    mail_error: 'connect ECONNREFUSED 127.0.0.1:25',
    ...overrides,
  };
}

const MAILED = contactMessage({
  id: 6,
  name: 'Jonas Weber',
  email: 'jonas@example.com',
  message: 'Danke für die Seite!',
  created_at: '2026-07-01T10:00:00.000Z',
  mailed_at: '2026-07-01T10:00:01.000Z',
  mail_error: null,
});

/** One page as the API's contract describes it. */
function listAnswer(messages: ContactMessage[], page = 1, total = messages.length) {
  return Response.json(
    contactMessagesResponseSchema.parse({ data: { messages, total, page, rows_per_page: 25 } }),
  );
}

type Handler = (url: URL, method: string) => Response | Promise<Response>;

/** A fake search-api: the session, the list as `list` gives it, the resend as `resend` answers it. */
function fakeApi(session: SessionResponse, { list, resend }: { list: Handler; resend?: Handler }) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    if (url.pathname === '/api/admin/contact-messages/') {
      asked.push(`${method} ${url.search}`);
      return list(url, method);
    }
    if (/^\/api\/admin\/contact-messages\/\d+\/resend\/$/.test(url.pathname) && resend) {
      asked.push(`${method} ${url.pathname}`);
      return resend(url, method);
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return asked;
}

describe('/betrieb/kontakt', { timeout: 30_000 }, () => {
  it('lists the messages with Berlin time, a mail link, the text as written and the state of the mail', async () => {
    fakeApi(operatorSession, { list: () => listAnswer([contactMessage(), MAILED]) });
    renderApp('/betrieb/kontakt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontaktanfragen' })).toBeInTheDocument();
    expect(
      screen.getByText('Kontaktanfragen werden nach 180 Tagen automatisch gelöscht.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 Kontaktanfragen')).toBeInTheDocument();

    const [failed, mailed] = screen.getAllByRole('listitem');
    expect(failed).toHaveAccessibleName('Kontaktanfrage von Lea Brandt');
    expect(within(failed!).getByRole('heading', { name: 'Lea Brandt' })).toBeInTheDocument();
    expect(within(failed!).getByRole('link', { name: 'lea@example.com' })).toHaveAttribute(
      'href',
      'mailto:lea@example.com',
    );
    expect(within(failed!).getByText('25.11.2026, 06:52 Uhr')).toHaveAttribute(
      'datetime',
      '2026-11-25T05:52:00.000Z',
    );
    // shown as text with its line breaks, never as markup
    const text = within(failed!).getByText(/Bei Azul stimmt/);
    expect(text.textContent).toBe('Bei Azul stimmt der Versandpreis nicht.\nViele Grüße\n<b>Lea</b>');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(text.querySelector('b')).toBeNull();
    expect(
      within(failed!).getByText('Mail fehlgeschlagen: connect ECONNREFUSED 127.0.0.1:25'),
    ).toBeInTheDocument();
    expect(within(failed!).getByRole('button', { name: 'Erneut senden' })).toBeInTheDocument();

    // summer time: 10:00 UTC is 12:00 in Berlin
    expect(within(mailed!).getByText('01.07.2026, 12:00 Uhr')).toBeInTheDocument();
    expect(within(mailed!).getByText('Mail versendet')).toBeInTheDocument();
    expect(within(mailed!).queryByRole('button', { name: 'Erneut senden' })).toBeNull();
  });

  it('filters the undelivered messages and pages through them', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, {
      list: (url) => listAnswer([contactMessage()], Number(url.searchParams.get('page')), 60),
    });
    const { router } = renderApp('/betrieb/kontakt');
    await screen.findByRole('listitem');
    expect(screen.getByRole('radio', { name: 'Alle' })).toBeChecked();
    await user.click(screen.getByText('Nicht zugestellt'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Nicht zugestellt' })).toBeChecked());

    const pagination = await screen.findByRole('navigation', { name: 'Seiten der Kontaktanfragen' });
    expect(within(pagination).getByRole('button', { name: 'Seite 3' })).toBeInTheDocument();
    await user.click(within(pagination).getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&page=2'));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Seiten der Kontaktanfragen' })).getByRole(
        'button',
        { name: 'Nächste Seite' },
      ),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&page=3'));
    // a new filter starts on the first page
    await user.click(screen.getByText('Alle'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(asked).toEqual([
      'GET ?page=1&status=all',
      'GET ?page=1&status=failed',
      'GET ?page=2&status=failed',
      'GET ?page=3&status=failed',
      'GET ?page=1&status=all',
    ]);
  });

  it('sends a message again and says so, focused for keyboard users', async () => {
    const user = userEvent.setup();
    const asked = fakeApi(operatorSession, {
      list: () => listAnswer([contactMessage()]),
      resend: () =>
        Response.json(
          contactMessageResponseSchema.parse({
            data: contactMessage({ mailed_at: '2026-11-25T06:00:00.000Z', mail_error: null }),
          }),
        ),
    });
    renderApp('/betrieb/kontakt?status=failed');
    const item = await screen.findByRole('listitem', { name: 'Kontaktanfrage von Lea Brandt' });
    await user.click(within(item).getByRole('button', { name: 'Erneut senden' }));
    const note = await within(item).findByRole('status');
    expect(note).toHaveTextContent('Die Nachricht wurde erneut an das Team gesendet.');
    expect(note).toHaveFocus();
    expect(within(item).getByText('Mail versendet')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Erneut senden' })).toBeNull();
    expect(asked).toEqual(['GET ?page=1&status=failed', 'POST /api/admin/contact-messages/7/resend/']);
  });

  it('shows why sending again failed and reads the list again for the new reason', async () => {
    const user = userEvent.setup();
    let reason = 'connect ECONNREFUSED 127.0.0.1:25';
    const asked = fakeApi(operatorSession, {
      list: () => listAnswer([contactMessage({ mail_error: reason })]),
      resend: () => {
        reason = 'Greeting never received';
        return Response.json(
          {
            status: 502,
            error: 'mail failed',
            message: 'Der erneute Versand ist fehlgeschlagen: Greeting never received',
          },
          { status: 502 },
        );
      },
    });
    renderApp('/betrieb/kontakt');
    const item = await screen.findByRole('listitem', { name: 'Kontaktanfrage von Lea Brandt' });
    const button = within(item).getByRole('button', { name: 'Erneut senden' });
    button.focus();
    await user.keyboard('{Enter}');
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent('Der erneute Versand ist fehlgeschlagen: Greeting never received');
    expect(await within(item).findByText('Mail fehlgeschlagen: Greeting never received')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Erneut senden' })).toBeInTheDocument();
    expect(asked).toEqual([
      'GET ?page=1&status=all',
      'POST /api/admin/contact-messages/7/resend/',
      'GET ?page=1&status=all',
    ]);
  });

  it('says so while loading, when there are no messages, and when they could not be read', async () => {
    const user = userEvent.setup();
    fakeApi(operatorSession, { list: () => listAnswer([]) });
    const { router } = renderApp('/betrieb/kontakt');
    expect(await screen.findByText('Noch keine Kontaktanfragen.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();

    // a slow answer shows the loading state
    let release: () => void = () => {};
    fakeApi(operatorSession, {
      list: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(listAnswer([]));
        }),
    });
    await user.click(screen.getByText('Nicht zugestellt'));
    expect(await screen.findByText('Die Kontaktanfragen werden geladen …')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Alle Kontaktanfragen wurden an das Team versendet.')).toBeInTheDocument();

    fakeApi(operatorSession, {
      list: () =>
        Response.json(
          { status: 503, error: 'unavailable', message: 'Der Dienst ist gerade nicht erreichbar.' },
          { status: 503 },
        ),
    });
    await router.navigate('/betrieb/kontakt?page=2');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Die Kontaktanfragen konnten nicht geladen werden.')).toBeInTheDocument();
    expect(within(alert).getByText('Der Dienst ist gerade nicht erreichbar.')).toBeInTheDocument();
    fakeApi(operatorSession, { list: () => listAnswer([MAILED], 2, 26) });
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('listitem', { name: 'Kontaktanfrage von Jonas Weber' }),
    ).toBeInTheDocument();
  });

  it('is only for operators: others go to the start page, told why', async () => {
    const asked = fakeApi(
      { data: { ...signedInSession.data, permissions: ['editor_magazine', 'editor_moderate'] } },
      { list: () => listAnswer([contactMessage()]) },
    );
    const { router } = renderApp('/betrieb/kontakt');
    expect(await screen.findByText('Dafür fehlt dir die Berechtigung.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(asked).toEqual([]);
  });

  it('is linked from the operations page', async () => {
    fakeApi(operatorSession, { list: () => listAnswer([MAILED]) });
    const { router } = renderApp('/betrieb');
    const card = await screen.findByRole('region', { name: 'Kontaktanfragen' });
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Öffnen: Kontaktanfragen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betrieb/kontakt'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontaktanfragen' })).toBeInTheDocument();
  });
});
