import { SITE_PAGE_CONTENT, STATIC_PAGES, type SitePageResponse } from '@spielraum/schema';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousSession } from '../test/fixtures';
import { renderApp, shippedPageAnswer, stubApi } from '../test/render-app';

/** A fake search-api answering the static pages' calls with `answer` (by path). */
function fakePageApi(answer: (path: string) => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(anonymousSession);
    const page = /^\/api\/pages\/([a-z-]+)\/$/.exec(url.pathname);
    if (page) return answer(page[1]!);
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
}

const edited: SitePageResponse = {
  data: {
    path: 'jobs',
    title: 'Jobs',
    description:
      'Offene Stellen bei Spielraum: Redaktion, Technik und Händlerbetreuung in Berlin und remote.',
    html: '<h2 id="offene-stellen">Offene Stellen</h2><p>Mehr auf der Seite <a href="/about-us">Über uns</a>.</p>',
    updated_at: '2026-11-21T09:30:00.000Z',
  },
};

describe('static pages', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the shipped legal notice with its title, text and head tags, without a date', async () => {
    stubApi();
    renderApp('/legal-notice');
    const article = await screen.findByRole('article', { name: 'Impressum' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    const firstHeading = SITE_PAGE_CONTENT['legal-notice'].body.find((node) => node.type === 'heading');
    const headingText = firstHeading?.type === 'heading' ? firstHeading.content?.[0] : undefined;
    expect(
      within(article).getByRole('heading', {
        level: 2,
        name: headingText?.type === 'text' ? headingText.text : '',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Stand:/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Impressum – Spielraum'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      SITE_PAGE_CONTENT['legal-notice'].description,
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', '/legal-notice');
  });

  it.each(STATIC_PAGES.map((page) => [page.path, page.title.de]))(
    'has a route for /%s with its title as h1',
    async (path, title) => {
      stubApi();
      renderApp(`/${path}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      cleanup();
    },
  );

  it('shows an edited page with its date and opens its links inside the app', async () => {
    fakePageApi((path) => (path === 'jobs' ? Response.json(edited) : Response.json(shippedPageAnswer(path))));
    const { router } = renderApp('/jobs');
    const article = await screen.findByRole('article', { name: 'Jobs' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Offene Stellen' })).toBeInTheDocument();
    expect(within(article).getByText(/Stand:/)).toHaveTextContent('Stand: 21.11.2026');
    within(article).getByRole('link', { name: 'Über uns' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/about-us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
  });

  it('shows the contact form below the contact page text', async () => {
    stubApi();
    renderApp('/contact');
    const article = await screen.findByRole('article', { name: 'Kontakt' });
    expect(
      within(article).getByText(/Mit diesem Formular erreichst du das Spielraum-Team/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument();
    // the form is not part of the editable text
    expect(within(article).queryByRole('button', { name: 'Nachricht senden' })).toBeNull();
  });

  it('shows the German 404 page when the API does not know the page', async () => {
    fakePageApi(() =>
      Response.json(
        { status: 404, error: 'page not found', message: 'Diese Seite gibt es nicht.' },
        { status: 404 },
      ),
    );
    renderApp('/about-us');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
  });

  it('shows the error page when the API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakePageApi(() =>
      Response.json(
        { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
        { status: 500 },
      ),
    );
    renderApp('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' }),
    ).toBeInTheDocument();
  });
});
