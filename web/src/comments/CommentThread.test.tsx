import type { Comment, CommentThread as Thread, SessionResponse } from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogContext, type AuthDialogControls } from '../app/auth-dialog-context';
import { sessionLoader } from '../app/session';
import { anonymousSession, signedInSession } from '../test/fixtures';
import { renderWithProviders } from '../test/render-app';
import { CommentThread } from './CommentThread';

function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    author_name: 'Jonas',
    text: 'Tolles Spiel!\nHaben wir gleich zweimal gespielt.',
    created_at: '2026-11-21T18:00:00.000Z',
    status: 'published',
    own: false,
    replies: [],
    ...overrides,
  };
}

const thread: Thread = {
  target_type: 'magazine_post',
  target_id: 7,
  comments: [
    comment({
      replies: [
        {
          id: 2,
          author_name: 'Mara Spielfreundin',
          text: 'Geht mir genauso.',
          created_at: '2026-11-22T08:00:00.000Z',
          status: 'pending',
          own: true,
        },
      ],
    }),
  ],
  count: 1,
};

const unverified: SessionResponse = {
  data: { ...signedInSession.data, user: { ...signedInSession.data.user!, verified: false } },
};

type PostAnswer = (body: Record<string, unknown>) => Response;

/**
 * A fake search-api: the session, the comment thread, `POST comments/` as `post` answers it and
 * `POST reports/`, which answers 409 to a second report of the same item as the API does.
 */
function fakeCommentsApi(session: SessionResponse, post?: PostAnswer) {
  const sent: Record<string, unknown>[] = [];
  const reports: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/comments/' && (init.method ?? 'GET') === 'GET')
      return Response.json({ data: thread });
    if (url.pathname === '/api/reports/' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const again = reports.some((report) => report.item_id === body.item_id);
      reports.push(body);
      if (again)
        return Response.json(
          { status: 409, error: 'already reported', message: 'Du hast diesen Beitrag bereits gemeldet.' },
          { status: 409 },
        );
      return Response.json({ data: 'success' });
    }
    if (url.pathname === '/api/comments/' && init.method === 'POST' && post) {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return post(body);
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, reports, fetchMock };
}

/** The widget on a page of its own, under the root loader (the session) and a stand-in for the login dialog. */
function renderThread(initialThread: Thread | null = thread) {
  const dialog: AuthDialogControls = { open: vi.fn(), close: vi.fn() };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: sessionLoader,
        HydrateFallback: () => null,
        element: (
          <AuthDialogContext value={dialog}>
            <CommentThread
              targetType="magazine_post"
              targetId={7}
              initialThread={initialThread ?? undefined}
            />
          </AuthDialogContext>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { dialog };
}

const created = (body: Record<string, unknown>, id: number) =>
  Response.json(
    {
      data: {
        id,
        author_name: 'Mara Spielfreundin',
        text: body.text,
        created_at: '2026-11-23T09:00:00.000Z',
        status: 'pending',
        own: true,
      },
    },
    { status: 201 },
  );

// toasts live in Mantine's store, not in the rendered tree: one test's toast must not show in the next
afterEach(async () => (await import('@mantine/notifications')).notifications.clean());

describe('<CommentThread>', { timeout: 30_000 }, () => {
  it('shows approved comments with their replies, the own pending one marked, as plain text', async () => {
    fakeCommentsApi(signedInSession);
    renderThread();
    const first = await screen.findByRole('listitem', { name: 'Kommentar von Jonas' });
    expect(within(first).getByText(/Tolles Spiel!/)).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(within(first).getByText('21.11.2026')).toHaveAttribute('datetime', '2026-11-21T18:00:00.000Z');
    const reply = within(first).getByRole('listitem', { name: 'Antwort von Mara Spielfreundin' });
    expect(within(reply).getByText('wartet auf Freigabe')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kommentare (1)' })).toBeInTheDocument();
  });

  it('shows the empty state and reads the thread itself when the page brings none', async () => {
    const { fetchMock } = fakeCommentsApi(anonymousSession);
    renderThread({ ...thread, comments: [], count: 0 });
    expect(await screen.findByText('Noch keine Kommentare – schreib den ersten.')).toBeInTheDocument();

    fetchMock.mockClear();
    renderThread(null);
    expect(await screen.findAllByRole('listitem', { name: 'Kommentar von Jonas' })).toHaveLength(1);
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input).includes('/api/comments/?target_type=magazine_post&target_id=7'),
      ),
    ).toBe(true);
  });

  it('sends a comment and a reply; both show at once as waiting for approval, with a toast', async () => {
    const user = userEvent.setup();
    let nextId = 10;
    const { sent } = fakeCommentsApi(signedInSession, (body) => created(body, nextId++));
    renderThread();

    const field = await screen.findByRole('textbox', { name: 'Dein Kommentar' });
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    expect(await screen.findByText('Dies ist eine Pflichtangabe.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(field, 'Wann kommt die Erweiterung?');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    const mine = await screen.findByRole('listitem', { name: 'Kommentar von Mara Spielfreundin' });
    expect(within(mine).getByText('Wann kommt die Erweiterung?')).toBeInTheDocument();
    expect(within(mine).getByText('wartet auf Freigabe')).toBeInTheDocument();
    // a pending comment cannot be answered yet
    expect(within(mine).queryByRole('button', { name: 'Antworten' })).toBeNull();
    expect(
      await screen.findByText(
        'Danke! Dein Kommentar ist bei der Redaktion und erscheint, sobald sie ihn freigegeben hat.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));

    const jonas = screen.getByRole('listitem', { name: 'Kommentar von Jonas' });
    await user.click(within(jonas).getByRole('button', { name: 'Antworten' }));
    const replyField = within(jonas).getByRole('textbox', { name: 'Deine Antwort an Jonas' });
    expect(replyField).toHaveFocus();
    await user.type(replyField, 'Im Frühjahr.');
    await user.click(within(jonas).getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() =>
      expect(within(jonas).getAllByRole('listitem', { name: 'Antwort von Mara Spielfreundin' })).toHaveLength(
        2,
      ),
    );
    expect(within(jonas).queryByRole('textbox', { name: 'Deine Antwort an Jonas' })).toBeNull();

    expect(sent).toEqual([
      { target_type: 'magazine_post', target_id: 7, text: 'Wann kommt die Erweiterung?' },
      { target_type: 'magazine_post', target_id: 7, parent_id: 1, text: 'Im Frühjahr.' },
    ]);
  });

  it('says SPEC §8 "unexpected error while saving the comment" when saving fails', async () => {
    const user = userEvent.setup();
    fakeCommentsApi(signedInSession, () =>
      Response.json(
        { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
        { status: 500 },
      ),
    );
    renderThread();
    await user.type(await screen.findByRole('textbox', { name: 'Dein Kommentar' }), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    expect(
      await screen.findByText('Beim Speichern des Kommentars ist ein unerwarteter Fehler aufgetreten.'),
    ).toBeInTheDocument();
    // the text stays, nothing pending appears
    expect(screen.getByRole('textbox', { name: 'Dein Kommentar' })).toHaveValue('Hallo');
    expect(screen.queryByRole('listitem', { name: 'Kommentar von Mara Spielfreundin' })).toBeNull();
  });

  it('puts a field message of the API under the field instead', async () => {
    const user = userEvent.setup();
    fakeCommentsApi(signedInSession, () =>
      Response.json(
        {
          status: 400,
          error: 'validation',
          message: 'Bitte prüfe deine Eingaben.',
          fields: { text: 'Höchstens 3000 Zeichen.' },
        },
        { status: 400 },
      ),
    );
    renderThread();
    await user.type(await screen.findByRole('textbox', { name: 'Dein Kommentar' }), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
    expect(await screen.findByText('Höchstens 3000 Zeichen.')).toBeInTheDocument();
    expect(
      screen.queryByText('Beim Speichern des Kommentars ist ein unerwarteter Fehler aufgetreten.'),
    ).toBeNull();
  });

  it('lets a signed-in user report the published comment of someone else, once', async () => {
    const user = userEvent.setup();
    const { reports } = fakeCommentsApi(signedInSession);
    renderThread();
    const jonas = await screen.findByRole('listitem', { name: 'Kommentar von Jonas' });
    // the own pending reply cannot be reported
    const reply = within(jonas).getByRole('listitem', { name: 'Antwort von Mara Spielfreundin' });
    expect(within(reply).queryByRole('button')).toBeNull();

    const report = within(jonas).getByRole('button', { name: 'Kommentar von Jonas melden' });
    expect(report).toHaveTextContent('Melden');
    await user.click(report);
    let dialog = await screen.findByRole('dialog', { name: 'Beitrag melden' });
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(dialog).findByText('Dies ist eine Pflichtangabe.')).toBeInTheDocument();
    expect(reports).toEqual([]);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Warum meldest du/ }),
      'Werbung für einen Shop',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(
      await screen.findByText('Danke für deinen Hinweis. Die Redaktion sieht sich den Beitrag an.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Beitrag melden' })).toBeNull());
    expect(reports).toEqual([{ item_type: 'comment', item_id: 1, reason: 'Werbung für einen Shop' }]);

    await user.click(report);
    dialog = await screen.findByRole('dialog', { name: 'Beitrag melden' });
    await user.type(within(dialog).getByRole('textbox', { name: /Warum meldest du/ }), 'Nochmal');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Du hast diesen Beitrag bereits gemeldet.')).toBeInTheDocument();
  });

  it('offers no report of the own comment, but of the reply of someone else', async () => {
    const user = userEvent.setup();
    const { reports } = fakeCommentsApi(signedInSession);
    renderThread({
      ...thread,
      comments: [
        comment({
          id: 3,
          author_name: 'Mara Spielfreundin',
          own: true,
          replies: [
            {
              id: 4,
              author_name: 'Kai',
              text: 'Sehe ich anders.',
              created_at: '2026-11-22T09:00:00.000Z',
              status: 'published',
              own: false,
            },
          ],
        }),
      ],
    });
    const mine = await screen.findByRole('listitem', { name: 'Kommentar von Mara Spielfreundin' });
    expect(
      within(mine).queryByRole('button', { name: 'Kommentar von Mara Spielfreundin melden' }),
    ).toBeNull();
    const kai = within(mine).getByRole('listitem', { name: 'Antwort von Kai' });
    await user.click(within(kai).getByRole('button', { name: 'Antwort von Kai melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beitrag melden' });
    await user.type(within(dialog).getByRole('textbox', { name: /Warum meldest du/ }), 'Beleidigend');
    await user.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() =>
      expect(reports).toEqual([{ item_type: 'comment', item_id: 4, reason: 'Beleidigend' }]),
    );
  });

  it('offers visitors the login dialog instead of the form', async () => {
    const user = userEvent.setup();
    fakeCommentsApi(anonymousSession);
    const { dialog } = renderThread();
    const jonas = await screen.findByRole('listitem', { name: 'Kommentar von Jonas' });
    expect(screen.queryByRole('textbox', { name: 'Dein Kommentar' })).toBeNull();
    // reports come from signed-in users only
    expect(screen.queryByRole('button', { name: /^(Kommentar|Antwort) von .* melden$/ })).toBeNull();
    expect(screen.queryByText('Melden')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Anmelden und kommentieren' }));
    expect(dialog.open).toHaveBeenCalledWith('login');
    await user.click(within(jonas).getByRole('button', { name: 'Antworten' }));
    expect(dialog.open).toHaveBeenCalledTimes(2);
    expect(within(jonas).queryByRole('textbox')).toBeNull();
  });

  it('asks unverified users to confirm their e-mail address first', async () => {
    fakeCommentsApi(unverified);
    renderThread();
    expect(
      await screen.findByText(/Bitte bestätige zuerst deine E-Mail-Adresse, dann kannst du kommentieren./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestätigungs-E-Mail erneut anfordern' })).toHaveAttribute(
      'href',
      `/verify/${signedInSession.data.user!.uuid}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Dein Kommentar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Antworten' })).toBeNull();
  });
});
