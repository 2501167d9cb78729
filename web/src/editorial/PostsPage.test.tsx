import { editorPostsResponseSchema } from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { categories, editorSession, fakeEditorialApi, postSummary } from './test-fixtures';

const posts = [
  postSummary({ id: 1, title: 'Spiel des Jahres 2026', pending_comments: 3 }),
  postSummary({
    id: 2,
    title: 'Herbstneuheiten',
    status: 'draft',
    state: 'scheduled',
    published_at: '2026-12-01T09:30:00.000Z',
  }),
  postSummary({ id: 3, title: 'Azul im Test', status: 'draft', state: 'draft', published_at: null }),
  postSummary({ id: 4, title: 'Alte Meldung', status: 'unpublished', state: 'unpublished' }),
];

function postsAnswer(list = posts, pages = 1) {
  const answer = { data: { posts: list, total: list.length, page: 1, pages, categories } };
  // the fake answers what the API's contract describes
  editorPostsResponseSchema.parse(answer);
  return Response.json(answer);
}

describe('/redaktion/magazin', { timeout: 30_000 }, () => {
  it('lists the posts with their state, date, author and waiting comments', async () => {
    fakeEditorialApi(editorSession(), (call) =>
      call.path === '/api/editor/magazine/posts/' ? postsAnswer() : undefined,
    );
    renderApp('/redaktion/magazin');
    const table = await screen.findByRole('table', { name: 'Magazin-Artikel' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('link', { name: 'Spiel des Jahres 2026' })).toHaveAttribute(
      'href',
      '/redaktion/magazin/1',
    );
    expect(within(rows[0]!).getByText('Veröffentlicht')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('veröffentlicht 20.07.2026, 10:00')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('3 Kommentare warten auf Prüfung')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Geplant: 01.12.2026, 10:30')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Entwurf')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('geändert 20.07.2026, 09:55')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Zurückgezogen')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Mara Spielfreundin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuer Artikel' })).toHaveAttribute(
      'href',
      '/redaktion/magazin/neu',
    );
  });

  it('filters by state and category and searches, starting again on page one', async () => {
    const user = userEvent.setup();
    const calls = fakeEditorialApi(editorSession(), (call) =>
      call.path === '/api/editor/magazine/posts/'
        ? call.query.includes('q=') &&
          call.query.includes('state=draft') &&
          call.query.includes('category=tests')
          ? postsAnswer([])
          : postsAnswer(posts, 3)
        : undefined,
    );
    const { router } = renderApp('/redaktion/magazin?page=2');
    await screen.findByRole('table', { name: 'Magazin-Artikel' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Entwurf');
    await waitFor(() => expect(router.state.location.search).toBe('?state=draft'));
    // the page has rendered the new address (a person sees the choice before making the next)
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('draft'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rubrik' }), 'Tests');
    await waitFor(() => expect(router.state.location.search).toBe('?state=draft&category=tests'));
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Azul{Enter}');
    expect(await screen.findByText('Keine Artikel passen zu diesen Filtern.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=draft&category=tests&q=Azul');
    expect(calls.map((call) => call.query)).toEqual([
      '?page=2',
      '?state=draft',
      '?state=draft&category=tests',
      '?state=draft&category=tests&q=Azul',
    ]);
  });

  it('says so when there are no posts yet', async () => {
    fakeEditorialApi(editorSession(), (call) =>
      call.path === '/api/editor/magazine/posts/' ? postsAnswer([]) : undefined,
    );
    renderApp('/redaktion/magazin');
    expect(
      await screen.findByText(
        'Es gibt noch keine Artikel. Mit „Neuer Artikel“ lässt sich der erste anlegen.',
      ),
    ).toBeInTheDocument();
  });

  it('is not shown to users without the magazine permission, who learn why', async () => {
    const calls = fakeEditorialApi(editorSession(['editor_moderate']), () => undefined);
    const { router } = renderApp('/redaktion/magazin');
    expect(
      await screen.findByText('Diese Seite ist der Redaktion mit der passenden Berechtigung vorbehalten.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((call) => call.path.startsWith('/api/editor/'))).toBe(false);

    await router.navigate('/redaktion/magazin/neu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('is not shown to signed-in users without any back-office permission', async () => {
    fakeEditorialApi(signedInSession, () => undefined);
    const { router } = renderApp('/redaktion/kommentare');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText('Diese Seite ist der Redaktion mit der passenden Berechtigung vorbehalten.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kommentare prüfen' })).toBeNull();
  });
});
