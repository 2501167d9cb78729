import {
  isSitePagePath,
  renderMagazineDocument,
  SITE_PAGE_CONTENT,
  sitePageTitle,
  type SessionResponse,
  type SitePageResponse,
} from '@spielraum/schema';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { createI18n } from '../i18n';
import { routes } from '../routes';
import { anonymousSession } from './fixtures';

/** A fixed answer, or a function of the request URL (which may hold the answer back). */
type Answer<T> = T | Response | ((url: URL) => T | Response | Promise<Response>);

async function toResponse(answer: unknown, url: URL): Promise<Response> {
  const value: unknown = await (typeof answer === 'function' ? answer(url) : answer);
  return value instanceof Response ? value : Response.json(value);
}

/** A static page as `GET /api/pages/{path}/` answers it while no editor has changed it. */
export function shippedPageAnswer(path: string): SitePageResponse | null {
  if (!isSitePagePath(path)) return null;
  const { description, body } = SITE_PAGE_CONTENT[path];
  const html = renderMagazineDocument(
    { type: 'doc', content: body },
    { images: new Map(), games: new Map() },
  );
  return { data: { path, title: sitePageTitle(path), description, html, updated_at: null } };
}

/** Replaces fetch with a fake search-api answering the session call and the static pages' shipped text. */
export function stubApi(answers: { session?: Answer<SessionResponse> } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return toResponse(answers.session ?? anonymousSession, url);
    const page = /^\/api\/pages\/([a-z-]+)\/$/.exec(url.pathname);
    const shipped = page ? shippedPageAnswer(page[1]!) : null;
    if (shipped) return Response.json(shipped);
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders a tree inside the app providers (Mantine, i18next). */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <AppProviders i18n={createI18n()} env="test">
      {ui}
    </AppProviders>,
  );
}

/**
 * Renders the real route tree in a memory router at `path`. RouterProvider comes from
 * 'react-router' here: under Node, 'react-router/dom' (CommonJS) pulls in the ESM build of
 * 'react-router' and the two would not share their contexts.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...result };
}

/** The path plus query of every call the fake API received for `pathname`. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, pathname: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname)
    .map((url) => `${url.pathname}${url.search}`);
}
