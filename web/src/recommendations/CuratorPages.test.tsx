import {
  curatorListRequestSchema,
  curatorListResponseSchema,
  curatorListsResponseSchema,
  moderateItemRequestSchema,
  moderationItemResponse,
  moderationQueueResponseSchema,
  type CuratorList,
  type ModerationQueueItem,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameCard } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import {
  curatorComment,
  curatorList,
  curatorSession,
  fakeRecommendationsApi,
  type RecordedCall,
} from './test-fixtures';

const listsAnswer = () =>
  curatorListsResponseSchema.parse({
    data: {
      lists: [
        {
          id: 3,
          slug: 'spiele-fuer-zwei',
          title: 'Spiele für zwei',
          visibility: 'public',
          game_count: 3,
          follower_count: 42,
          pending_comments: 2,
          updated_at: '2026-11-20T10:00:00.000Z',
        },
        {
          id: 4,
          slug: 'entwurf',
          title: 'Entwurf',
          visibility: 'private',
          game_count: 0,
          follower_count: 0,
          pending_comments: 0,
          updated_at: '2026-11-21T10:00:00.000Z',
        },
      ],
    },
  });

/** The curator's API: one stored list, saved as the real one would (the request checked by its contract). */
function fakeCuratorApi(initial: CuratorList | null) {
  let stored = initial;
  return fakeRecommendationsApi((call: RecordedCall) => {
    if (call.path === '/api/curator/lists/' && call.method === 'GET') return listsAnswer();
    if (call.path === '/api/filter/data/')
      return {
        data: {
          total: 1,
          page: 1,
          rowsPerPage: 8,
          hits: [gameCard({ product_id: 20, slug: 'azul-mini', title: 'Azul Mini', release_year: 2024 })],
          facets: {},
          facetStats: {},
        },
      };
    const saved = (request: ReturnType<typeof curatorListRequestSchema.parse>, id: number) =>
      curatorList({
        id,
        title: request.title,
        slug: request.slug || 'neu',
        intro: request.intro,
        visibility: request.visibility,
        items: request.items.map((item) => ({
          product_id: item.product_id,
          title: `Spiel ${item.product_id}`,
          slug: `spiel-${item.product_id}`,
          category: 'brettspiele',
          cover_image_id: null,
          note: item.note ?? null,
        })),
      });
    if (call.path === '/api/curator/lists/' && call.method === 'POST') {
      stored = saved(curatorListRequestSchema.parse(call.body), 12);
      return Response.json(curatorListResponseSchema.parse({ data: stored }), { status: 201 });
    }
    const match = /^\/api\/curator\/lists\/(\d+)\/$/.exec(call.path);
    if (!match || stored === null || Number(match[1]) !== stored.id) return undefined;
    if (call.method === 'GET') return { data: stored };
    if (call.method === 'PUT') {
      stored = saved(curatorListRequestSchema.parse(call.body), stored.id);
      return { data: stored };
    }
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  }, curatorSession());
}

const isOpen = (item: ModerationQueueItem) => item.status === 'pending' || item.report_count > 0;

/** The curator's comment calls over comments held in memory, answered in the editors' queue shapes. */
function fakeCuratorCommentsApi(initial: ModerationQueueItem[]) {
  let items = [...initial];
  return fakeRecommendationsApi((call: RecordedCall) => {
    if (call.path === '/api/curator/comments/' && call.method === 'GET') {
      const status = call.url.searchParams.get('status') ?? 'open';
      const shown = items.filter((item) => (status === 'open' ? isOpen(item) : item.status === status));
      return moderationQueueResponseSchema.parse({
        data: {
          items: shown,
          total: shown.length,
          page: 1,
          pages: 1,
          open: { review: 0, magazine_comment: 0, recommendation_comment: items.filter(isOpen).length },
        },
      });
    }
    const match = /^\/api\/curator\/comments\/(\d+)\/$/.exec(call.path);
    if (!match || call.method !== 'PATCH') return undefined;
    const found = (item: ModerationQueueItem) => item.id === Number(match[1]);
    if (!items.some(found)) return undefined;
    const request = moderateItemRequestSchema.parse(call.body);
    items = items.map((item) =>
      found(item)
        ? {
            ...item,
            status: request.status,
            text: request.text ?? item.text,
            report_count: 0,
            reports: [],
            rejection_reason: request.reason ?? null,
            moderator_note: request.note ?? null,
            moderated_at: '2026-11-03T10:00:00.000Z',
          }
        : item,
    );
    return moderationItemResponse.parse({ data: items.find(found) });
  }, curatorSession());
}

const comments = [
  curatorComment({ id: 7, author_name: 'Lena', text: 'Patchwork fehlt noch!' }),
  curatorComment({
    id: 8,
    author_name: 'Tom',
    text: 'Sehe ich anders.',
    parent_text: 'Azul ist zu zweit am besten.',
  }),
  curatorComment({ id: 9, author_name: 'Ole', text: 'Schon freigegeben.', status: 'published' }),
];

describe('the curators’ pages', { timeout: 30_000 }, () => {
  it('/recommendationsmanagement lists the curator’s lists with visibility, counts and links', async () => {
    fakeCuratorApi(null);
    renderApp('/recommendationsmanagement');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Empfehlungslisten verwalten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neue Liste' })).toHaveAttribute(
      'href',
      '/recommendationform/neu',
    );
    const row = screen.getByRole('link', { name: 'Spiele für zwei' }).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Spiele für zwei' })).toHaveAttribute(
      'href',
      '/recommendationform/3',
    );
    expect(within(row).getByText('Öffentlich')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Öffentlich', '3', '42', '2', '20.11.2026', 'Ansehen']);
    expect(within(row).getByRole('link', { name: '„Spiele für zwei“ ansehen' })).toHaveAttribute(
      'href',
      '/recommendations/spiele-fuer-zwei',
    );
    const draft = screen.getByRole('link', { name: 'Entwurf' }).closest('tr')!;
    expect(within(draft).getByText('Privat')).toBeInTheDocument();
  });

  it('/recommendationscomments shows the open comments on the curator’s lists and approves one', async () => {
    const user = userEvent.setup();
    const { calls } = fakeCuratorCommentsApi(comments);
    renderApp('/recommendationscomments');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kommentare zu deinen Listen' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Hier entscheidest du darüber/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Zurück zu deinen Listen' })).toHaveAttribute(
      'href',
      '/recommendationsmanagement',
    );
    const list = await screen.findByRole('list', { name: 'Offen' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Kommentar von Lena zu Spiele für zwei', 'Kommentar von Tom zu Spiele für zwei']);
    const tom = screen.getByRole('listitem', { name: 'Kommentar von Tom zu Spiele für zwei' });
    expect(within(tom).getByText('Azul ist zu zweit am besten.')).toBeInTheDocument();
    expect(within(tom).getByRole('link', { name: 'Spiele für zwei' })).toHaveAttribute(
      'href',
      '/recommendations/spiele-fuer-zwei',
    );
    // only list comments reach this queue: no kind filter, only the status
    expect(screen.queryByRole('radio', { name: /^Alle/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Offen' })).toBeChecked();
    expect(calls.map((call) => `${call.method} ${call.path}${call.url.search}`)).toContain(
      'GET /api/curator/comments/?status=open',
    );

    const lena = screen.getByRole('listitem', { name: 'Kommentar von Lena zu Spiele für zwei' });
    await user.click(within(lena).getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByText('Der Kommentar ist freigegeben.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Kommentar von Lena zu Spiele für zwei' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'PATCH').map(({ path, body }) => ({ path, body }))).toEqual(
      [{ path: '/api/curator/comments/7/', body: { status: 'published' } }],
    );
    expect(
      screen.getByRole('listitem', { name: 'Kommentar von Tom zu Spiele für zwei' }),
    ).toBeInTheDocument();
  });

  it('/recommendationscomments rejects a comment with a reason through the curator API', async () => {
    const user = userEvent.setup();
    const { calls } = fakeCuratorCommentsApi(comments);
    renderApp('/recommendationscomments');
    const tom = await screen.findByRole('listitem', { name: 'Kommentar von Tom zu Spiele für zwei' });
    await user.click(within(tom).getByRole('button', { name: 'Ablehnen' }));
    await user.selectOptions(
      within(tom).getByRole('combobox', { name: /Grund der Ablehnung/ }),
      'Beleidigend oder herabsetzend',
    );
    await user.click(within(tom).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Der Kommentar wurde abgelehnt.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Kommentar von Tom zu Spiele für zwei' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'PATCH').map(({ path, body }) => ({ path, body }))).toEqual(
      [{ path: '/api/curator/comments/8/', body: { status: 'rejected', reason: 'insult' } }],
    );
  });

  it('a new list takes its address from the title until edited, and saving moves to its id', async () => {
    const user = userEvent.setup();
    const { calls } = fakeCuratorApi(null);
    const { router } = renderApp('/recommendationform/neu');
    await user.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Spiele für Zwei & mehr');
    const slug = screen.getByRole('textbox', { name: 'Adresse' });
    expect(slug).toHaveValue('spiele-fuer-zwei-und-mehr');
    await user.clear(slug);
    await user.type(slug, 'zu-zweit');
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), '!');
    expect(slug).toHaveValue('zu-zweit');

    await user.click(screen.getByRole('radio', { name: /Nicht gelistet/ }));
    await user.type(screen.getByRole('textbox', { name: /Spiel hinzufügen/ }), 'Azul');
    await user.click(await screen.findByRole('option', { name: 'Azul Mini (2024)' }));
    expect(await screen.findByText('Azul Mini ist jetzt auf Platz 1 von 1.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Anmerkung zu Azul Mini' }), 'Passt in jede Tasche.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/recommendationform/12'));
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/curator/lists/')!;
    expect(curatorListRequestSchema.safeParse(post.body).success).toBe(true);
    expect(post.body).toEqual({
      title: 'Spiele für Zwei & mehr!',
      slug: 'zu-zweit',
      intro: '',
      visibility: 'unlisted',
      cover_image_id: null,
      items: [{ product_id: 20, note: 'Passt in jede Tasche.' }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Empfehlungsliste bearbeiten' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ungespeicherte Änderungen' })).toBeNull();
  });

  it('moves a game by keyboard, keeps the focus on it, announces the place and saves the new order', async () => {
    const user = userEvent.setup();
    const { calls } = fakeCuratorApi(curatorList());
    renderApp('/recommendationform/3');
    const down = await screen.findByRole('button', { name: 'Sky Team nach unten' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Sky Team ist jetzt auf Platz 2 von 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sky Team nach unten' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Sky Team ist jetzt auf Platz 3 von 3.')).toBeInTheDocument();
    // at the end "nach unten" is disabled: the focus moves to the same game's "nach oben"
    expect(screen.getByRole('button', { name: 'Sky Team nach oben' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Sky Team ist jetzt auf Platz 3 von 3.');
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Patchwork',
      'Azul',
      'Sky Team',
    ]);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/curator/lists/3/');
    const request = curatorListRequestSchema.parse(put.body);
    expect(request.items).toEqual([
      { product_id: 12 },
      { product_id: 13 },
      { product_id: 11, note: 'Kooperativ.' },
    ]);
  });

  it('warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    fakeCuratorApi(curatorList());
    const { router } = renderApp('/recommendationform/3');
    await user.type(await screen.findByRole('textbox', { name: 'Einleitung' }), ' Noch ein Satz.');
    await user.click(screen.getByRole('link', { name: '← Zurück zu deinen Listen' }));
    const warning = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await user.click(within(warning).getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(router.state.location.pathname).toBe('/recommendationform/3');
    await user.click(screen.getByRole('link', { name: '← Zurück zu deinen Listen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' })).getByRole('button', {
        name: 'Seite verlassen',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommendationsmanagement'));
  });

  it('deletes a list after confirmation and goes back to the lists', async () => {
    const user = userEvent.setup();
    const { calls } = fakeCuratorApi(curatorList());
    const { router } = renderApp('/recommendationform/3');
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Liste löschen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommendationsmanagement'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/curator/lists/3/')).toBe(
      true,
    );
  });

  it('answers another curator’s list with the 404 page', async () => {
    fakeCuratorApi(curatorList());
    renderApp('/recommendationform/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
  });
});
