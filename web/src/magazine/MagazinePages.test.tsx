import type {
  CommentThread,
  MagazineCategory,
  MagazinePost,
  MagazinePostCard,
  SessionResponse,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession, gameCard, signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const tests: MagazineCategory = {
  id: 1,
  slug: 'tests',
  title: 'Tests',
  description: 'Wir spielen Neuheiten ausgiebig und sagen ehrlich, was wir davon halten.',
  news_type: 'magazine_tests',
  post_count: 12,
};
const news: MagazineCategory = {
  id: 2,
  slug: 'branchennews',
  title: 'Branchennews',
  description: '',
  news_type: 'magazine_industry',
  post_count: 3,
};

function card(overrides: Partial<MagazinePostCard> = {}): MagazinePostCard {
  return {
    id: 7,
    slug: 'sky-team-im-test',
    category_slug: 'tests',
    category_title: 'Tests',
    title: 'Sky Team im Test',
    teaser: 'Zwei Piloten, ein Ziel: sicher landen.',
    author_name: 'Mara Berg',
    published_at: '2026-11-21T09:30:00.000Z',
    reading_minutes: 6,
    cover: { id: 31, width: 2400, height: 1600, widths: [450, 600, 768, 1024, 1200], alt: 'Das Spielbrett' },
    ...overrides,
  };
}

function post(overrides: Partial<MagazinePost> = {}): MagazinePost {
  return {
    ...card(),
    lead: 'Kooperativ, kurz und spannend bis zur Landung.',
    body_html:
      '<h2 id="fazit">Fazit</h2><p>Ein <strong>großartiges</strong> Spiel für zwei. Mehr bei <a href="/games/brettspiele/sky-team">Sky Team</a>.</p>',
    speech_blocks: [
      'Sky Team im Test',
      'Kooperativ, kurz und spannend bis zur Landung.',
      'Fazit',
      'Ein großartiges Spiel für zwei.',
    ],
    updated_at: '2026-11-22T10:00:00.000Z',
    featured_games: [
      gameCard({ product_id: 11, slug: 'sky-team', title: 'Sky Team', best_total: 2849, dealer_count: 5 }),
    ],
    state: 'published',
    ...overrides,
  };
}

const noComments: CommentThread = { target_type: 'magazine_post', target_id: 7, comments: [], count: 0 };

const notFound = () =>
  Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });

/** A fake search-api with the magazine calls; `routes` answer by path (and may look at the query). */
function fakeMagazineApi(
  routes: Record<string, (url: URL) => unknown>,
  session: SessionResponse = anonymousSession,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(session);
    if (url.pathname === '/api/notifications/count/') return Response.json({ data: { unread: 0 } });
    const route = routes[url.pathname];
    if (!route) return notFound();
    const answer = route(url);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function postAnswer(overrides: Partial<MagazinePost> = {}) {
  return {
    data: {
      post: post(overrides),
      related: [card({ id: 8, slug: 'azul-im-test', title: 'Azul im Test' })],
      comments: noComments,
    },
  };
}

function canonical(): string | null | undefined {
  return document.querySelector('link[rel="canonical"]')?.getAttribute('href');
}

describe('the magazine pages', { timeout: 30_000 }, () => {
  it('/magazine shows the categories, teaser tiles and paging as real links', async () => {
    const fetchMock = fakeMagazineApi({
      '/api/magazine/': (url) => ({
        data: {
          categories: [tests, news],
          posts: [
            card(),
            card({
              id: 9,
              slug: 'spiel-2026',
              title: 'Spiel 2026',
              cover: null,
              category_slug: 'branchennews',
              category_title: 'Branchennews',
            }),
          ],
          total: 25,
          page: Number(url.searchParams.get('page') ?? '1'),
          pages: 3,
        },
      }),
    });
    renderApp('/magazine?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Magazin' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/magazine/?page=2'))).toBe(
      true,
    );

    const categories = screen.getByRole('navigation', { name: 'Rubriken' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Alle', '/magazine'],
      ['Tests', '/magazine/tests'],
      ['Branchennews', '/magazine/branchennews'],
    ]);

    const titleLink = screen.getByRole('link', { name: 'Sky Team im Test' });
    expect(titleLink).toHaveAttribute('href', '/magazine/tests/sky-team-im-test');
    const article = titleLink.closest('article')!;
    expect(within(article).getByText('Zwei Piloten, ein Ziel: sicher landen.')).toBeInTheDocument();
    expect(within(article).getByText(/von Mara Berg/)).toHaveTextContent(
      'von Mara Berg · 21.11.2026 · 6 Min. Lesezeit',
    );
    const cover = article.querySelector('img')!;
    expect(cover.getAttribute('srcset')).toContain('/api/magazine/images/31/1200.webp 1200w');
    expect(cover).toHaveAttribute('src', '/api/magazine/images/31/768.webp');

    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/magazine');
    expect(within(pages).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      '/magazine?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canonical()).toBe('/magazine?page=2'));
    expect(document.title).toBe('Magazin – Seite 2 – Spielraum');
  });

  it('/magazine/:slug shows one category with its breadcrumb trail as JSON-LD', async () => {
    fakeMagazineApi({
      '/api/magazine/categories/tests/': () => ({
        data: { category: tests, categories: [tests, news], posts: [card()], total: 1, page: 1, pages: 1 },
      }),
    });
    renderApp('/magazine/tests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests' })).toBeInTheDocument();
    expect(screen.getByText(tests.description)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Rubriken' })).getByRole('link', { name: 'Tests' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).toBeNull();
    await waitFor(() => expect(canonical()).toBe('/magazine/tests'));
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      '@type': string;
      itemListElement: { name: string }[];
    };
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.map((item) => item.name)).toEqual(['Start', 'Magazin', 'Tests']);
  });

  it('answers an unknown category with the 404 page', async () => {
    fakeMagazineApi({});
    renderApp('/magazine/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
  });

  it('sends a post asked for under another category to its canonical address', async () => {
    const fetchMock = fakeMagazineApi({
      '/api/magazine/posts/branchennews/sky-team-im-test/': () => postAnswer(),
      '/api/magazine/posts/tests/sky-team-im-test/': () => postAnswer(),
    });
    const { router } = renderApp('/magazine/branchennews/sky-team-im-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sky Team im Test' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/magazine/tests/sky-team-im-test');
    expect(
      fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname),
    ).toContain('/api/magazine/posts/branchennews/sky-team-im-test/');
  });

  it('redirects with 301 in the loader (the status the server answers with)', async () => {
    fakeMagazineApi({ '/api/magazine/posts/branchennews/sky-team-im-test/': () => postAnswer() });
    const { magazinePostLoader } = await import('./magazine-loaders');
    const request = new Request('http://localhost/magazine/branchennews/sky-team-im-test');
    const thrown = await magazinePostLoader({
      request,
      params: { categorySlug: 'branchennews', slug: 'sky-team-im-test' },
      context: {},
    } as never).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('Location')).toBe('/magazine/tests/sky-team-im-test');
  });

  it('shows the post: breadcrumb, lead, byline, cover, body, featured games with the best total, related posts, comments', async () => {
    fakeMagazineApi({ '/api/magazine/posts/tests/sky-team-im-test/': () => postAnswer() });
    renderApp('/magazine/tests/sky-team-im-test');
    const article = await screen.findByRole('article', { name: 'Sky Team im Test' });
    const trail = screen.getByRole('navigation', { name: 'Du bist hier' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/magazine', '/magazine/tests']);
    expect(within(article).getByText('Kooperativ, kurz und spannend bis zur Landung.')).toBeInTheDocument();
    expect(within(article).getByText(/von Mara Berg/)).toHaveTextContent(
      'von Mara Berg · 21.11.2026 · 6 Min. Lesezeit',
    );
    expect(within(article).getByRole('img', { name: 'Das Spielbrett' })).toHaveAttribute(
      'sizes',
      '(max-width: 768px) 100vw, 720px',
    );
    expect(within(article).getByRole('heading', { level: 2, name: 'Fazit' })).toHaveAttribute('id', 'fazit');
    expect(within(article).getByText('großartiges').tagName).toBe('STRONG');

    const games = screen.getByRole('region', { name: 'Spiele aus diesem Artikel' });
    const game = within(games).getByRole('link', { name: /Sky Team/ });
    expect(game).toHaveAttribute('href', '/games/brettspiele/sky-team');
    expect(game).toHaveTextContent('ab 28,49 € inkl. Versand bei 5 Händlern');

    const related = screen.getByRole('region', { name: 'Mehr aus dem Magazin' });
    expect(within(related).getByRole('link', { name: 'Azul im Test' })).toHaveAttribute(
      'href',
      '/magazine/tests/azul-im-test',
    );
    expect(screen.getByText('Noch keine Kommentare – schreib den ersten.')).toBeInTheDocument();

    await waitFor(() => expect(canonical()).toBe('/magazine/tests/sky-team-im-test'));
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      '/api/magazine/images/31/1200.webp',
    );
    const graph = (
      JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
        '@graph': Record<string, unknown>[];
      }
    )['@graph'];
    expect(graph[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Sky Team im Test',
      description: 'Zwei Piloten, ein Ziel: sicher landen.',
      datePublished: '2026-11-21T09:30:00.000Z',
      dateModified: '2026-11-22T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Mara Berg' },
      publisher: { '@type': 'Organization', name: 'Spielraum' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': '/magazine/tests/sky-team-im-test' },
      image: ['/api/magazine/images/31/1200.webp'],
    });
    expect(
      (graph[1] as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name),
    ).toEqual(['Start', 'Magazin', 'Tests', 'Sky Team im Test']);
  });

  it('opens links inside the article text without reloading the page', async () => {
    fakeMagazineApi({ '/api/magazine/posts/tests/sky-team-im-test/': () => postAnswer() });
    const { router } = renderApp('/magazine/tests/sky-team-im-test');
    const article = await screen.findByRole('article', { name: 'Sky Team im Test' });
    within(article).getByRole('link', { name: 'Sky Team' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/brettspiele/sky-team'));
  });

  it('answers a post that is not visible with the 404 page', async () => {
    fakeMagazineApi({});
    renderApp('/magazine/tests/entwurf');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
  });

  it('marks the search matches without HTML and offers tips when nothing is found', async () => {
    fakeMagazineApi({
      '/api/magazine/search/': (url) =>
        url.searchParams.get('q') === 'sky'
          ? {
              data: {
                query: 'sky',
                hits: [
                  {
                    post: card(),
                    title: [
                      { text: 'Sky', hit: true },
                      { text: ' Team im Test', hit: false },
                    ],
                    snippet: [
                      { text: '… <b>nicht fett</b> ', hit: false },
                      { text: 'Sky', hit: true },
                      { text: ' landet …', hit: false },
                    ],
                  },
                ],
                total: 1,
                page: 1,
                pages: 1,
              },
            }
          : { data: { query: url.searchParams.get('q'), hits: [], total: 0, page: 1, pages: 0 } },
    });
    const { router } = renderApp('/magazine/searchterm?q=sky');
    expect(await screen.findByText('1 Artikel zu „sky“ gefunden')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Sky Team im Test' });
    expect(link.querySelector('mark')).toHaveTextContent('Sky');
    const snippet = screen.getByText(/nicht fett/);
    expect(snippet).toHaveTextContent('… <b>nicht fett</b> Sky landet …');
    expect(snippet.querySelector('b')).toBeNull();
    expect(snippet.querySelectorAll('mark')).toHaveLength(1);
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );

    // the form is a plain GET form to the search page
    const form = screen.getByRole('search', { name: 'Im Magazin suchen' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/magazine/searchterm');
    expect(within(form).getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAttribute('name', 'q');

    await router.navigate('/magazine/searchterm?q=xyzzy');
    expect(await screen.findByRole('heading', { name: 'Keine Artikel gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Prüfe die Schreibweise.')).toBeInTheDocument();
  });

  it('takes /magazine/searchterm for the search, not for a category', async () => {
    const fetchMock = fakeMagazineApi({});
    renderApp('/magazine/searchterm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Im Magazin suchen' })).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths.filter((path) => path.startsWith('/api/magazine'))).toEqual([]);
  });

  it('shows editors the preview with its banner, never indexed', async () => {
    const editor: SessionResponse = { data: { ...signedInSession.data, permissions: ['editor_magazine'] } };
    fakeMagazineApi(
      {
        '/api/editor/magazine/posts/7/preview/': () => postAnswer({ state: 'draft' }),
      },
      editor,
    );
    renderApp('/redaktion/magazin/7/vorschau');
    expect(
      await screen.findByText('Vorschau – so sieht der Artikel nach dem Veröffentlichen aus'),
    ).toBeInTheDocument();
    expect(screen.getByText('Status: Entwurf')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sky Team im Test' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });

  it('keeps the preview from users without the magazine permission', async () => {
    const fetchMock = fakeMagazineApi(
      { '/api/editor/magazine/posts/7/preview/': () => postAnswer() },
      signedInSession,
    );
    const { router } = renderApp('/redaktion/magazin/7/vorschau');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).not.toContain('/api/editor/magazine/posts/7/preview/');
  });
});
