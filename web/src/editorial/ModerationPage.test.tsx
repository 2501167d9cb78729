import {
  moderateItemRequestSchema,
  moderationItemResponse,
  moderationKindValues,
  moderationQueueResponseSchema,
  type ModerationQueueItem,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { editorSession, fakeEditorialApi, moderationItem } from './test-fixtures';

const isOpen = (item: ModerationQueueItem) => item.status === 'pending' || item.report_count > 0;

/** The unified moderation calls over items held in memory, answered in the contracts' shapes. */
function fakeModerationApi(initial: ModerationQueueItem[], permissions?: string[]) {
  let items = [...initial];
  return fakeEditorialApi(editorSession(permissions), (call) => {
    if (call.path === '/api/editor/moderation/' && call.method === 'GET') {
      const params = new URLSearchParams(call.query);
      const status = params.get('status') ?? 'open';
      const kind = params.get('kind');
      const shown = items.filter(
        (item) =>
          (kind === null || item.kind === kind) &&
          (status === 'open' ? isOpen(item) : item.status === status),
      );
      const openOf = (kind: string) => items.filter((item) => item.kind === kind && isOpen(item)).length;
      return Response.json(
        moderationQueueResponseSchema.parse({
          data: {
            items: shown,
            total: shown.length,
            page: 1,
            pages: 1,
            open: Object.fromEntries(moderationKindValues.map((kind) => [kind, openOf(kind)])),
          },
        }),
      );
    }
    const match = /^\/api\/editor\/moderation\/(\w+)\/(\d+)\/$/.exec(call.path);
    if (match && call.method === 'PATCH') {
      const request = moderateItemRequestSchema.parse(call.body);
      const found = (item: ModerationQueueItem) => item.kind === match[1] && item.id === Number(match[2]);
      items = items.map((item) =>
        found(item)
          ? {
              ...item,
              status: request.status,
              title: request.title ?? item.title,
              text: request.text ?? item.text,
              report_count: 0,
              reports: [],
              rejection_reason: request.reason ?? null,
              moderator_note: request.note ?? null,
              moderated_at: '2026-11-03T10:00:00.000Z',
            }
          : item,
      );
      return Response.json(moderationItemResponse.parse({ data: items.find(found) }));
    }
    return undefined;
  });
}

const queue = [
  moderationItem({ id: 1, author_name: 'Kai', text: 'Tolles Spiel!' }),
  moderationItem({
    kind: 'recommendation_comment',
    id: 2,
    author_name: 'Lena',
    text: 'Sehe ich anders.',
    parent_text: 'Das beste Spiel des Jahres.',
    target_title: 'Spiele für zwei',
    target_path: '/recommendations/spiele-fuer-zwei',
  }),
  moderationItem({ id: 3, author_name: 'Ole', text: 'Schon freigegeben.', status: 'published' }),
  moderationItem({
    kind: 'review',
    id: 1,
    author_name: 'Mia',
    title: 'Spannend bis zum Schlus',
    rating: 4,
    text: 'Wir haben es fünfmal gespielt.',
    target_title: 'Sky Team',
    target_path: '/games/brettspiele/sky-team',
    created_at: '2026-11-02T09:00:00.000Z',
  }),
  moderationItem({
    kind: 'review',
    id: 4,
    author_name: 'Jan',
    title: 'Langweilig',
    rating: 1,
    text: 'Kauft das nicht, kauft lieber bei meinem Shop!',
    status: 'published',
    report_count: 2,
    reports: ['Werbung für einen Shop', 'Spam'],
    target_title: 'Sky Team',
    target_path: '/games/brettspiele/sky-team',
  }),
];

/** The items of the queue (the report reasons inside them are lists of their own). */
const labelsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.getAttribute('aria-label'));

const patches = (calls: ReturnType<typeof fakeModerationApi>) =>
  calls.filter((call) => call.method === 'PATCH').map(({ path, body }) => ({ path, body }));

describe('/redaktion/moderation', { timeout: 30_000 }, () => {
  it('shows the open reviews and comments with their context, and filters by kind', async () => {
    const user = userEvent.setup();
    const calls = fakeModerationApi(queue, ['editor_moderate']);
    const { router } = renderApp('/redaktion/moderation');
    const list = await screen.findByRole('list', { name: 'Offen' });
    expect(labelsIn(list)).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Alle (4)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Offen' })).toBeChecked();

    const kai = screen.getByRole('listitem', { name: 'Kommentar von Kai zu Azul im Test' });
    expect(within(kai).getByRole('link', { name: 'Azul im Test' })).toHaveAttribute(
      'href',
      '/magazine/tests/azul-im-test',
    );
    expect(within(kai).getByText('Magazin-Kommentar')).toBeInTheDocument();
    expect(within(kai).getByText(/03\.11\.2026, 10:00/)).toBeInTheDocument();
    const lena = screen.getByRole('listitem', { name: 'Kommentar von Lena zu Spiele für zwei' });
    expect(within(lena).getByText('Das beste Spiel des Jahres.')).toBeInTheDocument();
    expect(within(lena).getByText('Listen-Kommentar')).toBeInTheDocument();
    const mia = screen.getByRole('listitem', { name: 'Bewertung von Mia zu Sky Team' });
    expect(within(mia).getByRole('img', { name: '4 von 5 Sternen' })).toBeInTheDocument();
    expect(within(mia).getByText('Spannend bis zum Schlus')).toBeInTheDocument();
    expect(within(mia).getByRole('link', { name: 'Sky Team' })).toHaveAttribute(
      'href',
      '/games/brettspiele/sky-team',
    );
    // a published review that was reported is open again, with what the reporters wrote
    const jan = screen.getByRole('listitem', { name: 'Bewertung von Jan zu Sky Team' });
    expect(within(jan).getByText('2-mal gemeldet')).toBeInTheDocument();
    expect(within(jan).getByRole('list', { name: 'Gründe der Meldungen' })).toHaveTextContent(
      'Werbung für einen ShopSpam',
    );
    expect(within(jan).getByRole('button', { name: 'Freigeben' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Bewertungen (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=review'));
    await waitFor(() =>
      expect(labelsIn(screen.getByRole('list', { name: 'Offen' }))).toEqual([
        'Bewertung von Mia zu Sky Team',
        'Bewertung von Jan zu Sky Team',
      ]),
    );
    expect(calls.some((call) => call.query === '?status=open&kind=review')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Magazin-Kommentare (1)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Listen-Kommentare (1)' })).toBeInTheDocument();
  });

  it('approves with the keyboard; the comment leaves the list with the comment toast', async () => {
    const user = userEvent.setup();
    const calls = fakeModerationApi(queue);
    const { router } = renderApp('/redaktion/moderation');
    const kai = await screen.findByRole('listitem', { name: 'Kommentar von Kai zu Azul im Test' });
    within(kai).getByRole('button', { name: 'Freigeben' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Der Kommentar ist freigegeben.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Kommentar von Kai zu Azul im Test' })).toBeNull(),
    );
    expect(patches(calls)).toEqual([
      { path: '/api/editor/moderation/magazine_comment/1/', body: { status: 'published' } },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Freigegeben' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=published'));
    const approved = await screen.findByRole('list', { name: 'Freigegeben' });
    await waitFor(() =>
      expect(labelsIn(approved)).toEqual([
        'Kommentar von Kai zu Azul im Test',
        'Kommentar von Ole zu Azul im Test',
        'Bewertung von Jan zu Sky Team',
      ]),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'Kommentar von Ole zu Azul im Test' })).queryByRole(
        'button',
        { name: 'Freigeben' },
      ),
    ).toBeNull();
  });

  it('rejects only with a reason, and a note when the reason is "Sonstiges"', async () => {
    const user = userEvent.setup();
    const calls = fakeModerationApi(queue);
    renderApp('/redaktion/moderation?kind=review');
    const jan = await screen.findByRole('listitem', { name: 'Bewertung von Jan zu Sky Team' });
    await user.click(within(jan).getByRole('button', { name: 'Ablehnen' }));
    const reason = within(jan).getByRole('combobox', { name: /Grund der Ablehnung/ });
    expect(reason).toHaveFocus();
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Werbung oder Spam');

    await user.click(within(jan).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(jan).findByText('Bitte wähle einen Grund für die Ablehnung.')).toBeInTheDocument();
    await user.selectOptions(reason, 'Sonstiges (siehe Hinweis)');
    await user.click(within(jan).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(jan).findByText('Dies ist eine Pflichtangabe.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);

    await user.selectOptions(reason, 'Werbung oder Spam');
    await user.type(within(jan).getByRole('textbox', { name: /Hinweis an die Autorin/ }), 'Shop-Link');
    await user.click(within(jan).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Die Bewertung wurde abgelehnt.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Bewertung von Jan zu Sky Team' })).toBeNull(),
    );
    expect(patches(calls)).toEqual([
      {
        path: '/api/editor/moderation/review/4/',
        body: { status: 'rejected', reason: 'advertising', note: 'Shop-Link' },
      },
    ]);
  });

  it('corrects a review before approving it', async () => {
    const user = userEvent.setup();
    const calls = fakeModerationApi(queue);
    renderApp('/redaktion/moderation');
    const mia = await screen.findByRole('listitem', { name: 'Bewertung von Mia zu Sky Team' });
    await user.click(within(mia).getByRole('button', { name: 'Bearbeiten' }));
    const title = within(mia).getByRole('textbox', { name: /Titel/ });
    await user.clear(title);
    await user.type(title, 'Spannend bis zum Schluss');
    await user.click(within(mia).getByRole('button', { name: 'Korrigiert freigeben' }));
    expect(await screen.findByText('Die Bewertung ist korrigiert freigegeben.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      {
        path: '/api/editor/moderation/review/1/',
        body: {
          status: 'published',
          title: 'Spannend bis zum Schluss',
          text: 'Wir haben es fünfmal gespielt.',
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Bewertung von Mia zu Sky Team' })).toBeNull(),
    );
  });

  it('answers the old address /redaktion/kommentare with the queue', async () => {
    fakeModerationApi(queue);
    const { router } = renderApp('/redaktion/kommentare?status=published');
    await waitFor(() => expect(router.state.location.pathname).toBe('/redaktion/moderation'));
    expect(router.state.location.search).toBe('?status=published');
    expect(await screen.findByRole('list', { name: 'Freigegeben' })).toBeInTheDocument();
  });

  it('is not shown to magazine editors without the moderation permission', async () => {
    const calls = fakeModerationApi(queue, ['editor_magazine']);
    const { router } = renderApp('/redaktion/moderation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.path === '/api/editor/moderation/')).toBe(false);
  });
});
