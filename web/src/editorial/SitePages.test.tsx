import {
  editorSitePageRequestSchema,
  editorSitePageResponseSchema,
  editorSitePagesResponseSchema,
  SITE_PAGE_CONTENT,
  STATIC_PAGES,
  type EditorSitePage,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { editorSession, fakeEditorialApi, type RecordedCall } from './test-fixtures';

const STALE =
  'Die Seite wurde inzwischen von jemand anderem geändert. Bitte lade sie neu, bevor du speicherst.';
const DESCRIPTION = 'Wer Spielraum betreibt und wie du uns erreichst: Anschrift, Vertretung und Kontakt.';

function shippedPage(): EditorSitePage {
  return {
    path: 'legal-notice',
    title: 'Impressum',
    description: SITE_PAGE_CONTENT['legal-notice'].description,
    document: { type: 'doc', content: SITE_PAGE_CONTENT['legal-notice'].body },
    updated_at: null,
    shipped: true,
  };
}

function pageAnswer(page: EditorSitePage) {
  return Response.json(editorSitePageResponseSchema.parse({ data: page }));
}

/** The fake API of the page editor: one page, saved and reset as the real one would. */
function fakeSitePageApi(options: { conflict?: boolean; initial?: EditorSitePage } = {}) {
  let stored = options.initial ?? shippedPage();
  return fakeEditorialApi(editorSession(), (call: RecordedCall) => {
    if (call.path !== '/api/editor/pages/legal-notice/') return undefined;
    if (call.method === 'GET') return pageAnswer(stored);
    if (call.method === 'PUT') {
      if (options.conflict)
        return Response.json({ status: 409, error: 'stale edit', message: STALE }, { status: 409 });
      const request = editorSitePageRequestSchema.parse(call.body);
      stored = {
        ...stored,
        description: request.description,
        document: request.document,
        updated_at: '2026-11-05T11:00:00.000Z',
        shipped: false,
      };
      return pageAnswer(stored);
    }
    if (call.method === 'DELETE') {
      stored = shippedPage();
      return pageAnswer(stored);
    }
    return undefined;
  });
}

// jsdom has no layout: ProseMirror measures ranges to scroll the cursor into view
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe('/redaktion/seiten', { timeout: 30_000 }, () => {
  it('lists every static page with its text, last change and who made it', async () => {
    const answer = editorSitePagesResponseSchema.parse({
      data: {
        pages: STATIC_PAGES.map((page) =>
          page.path === 'jobs'
            ? {
                path: page.path,
                title: page.title.de,
                edited: true,
                updated_at: '2026-11-05T11:00:00.000Z',
                updated_by_name: 'Jana Redaktion',
              }
            : {
                path: page.path,
                title: page.title.de,
                edited: false,
                updated_at: null,
                updated_by_name: null,
              },
        ),
      },
    });
    fakeEditorialApi(editorSession(['editor_magazine']), (call) =>
      call.path === '/api/editor/pages/' ? Response.json(answer) : undefined,
    );
    renderApp('/redaktion/seiten');
    const table = await screen.findByRole('table', { name: 'Seiten' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(STATIC_PAGES.length);
    expect(within(rows[1]!).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/redaktion/seiten/legal-notice',
    );
    expect(within(rows[1]!).getByText('Auslieferungstext')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('nie geändert')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: '/legal-notice ansehen' })).toHaveAttribute(
      'href',
      '/legal-notice',
    );
    const jobs = rows.at(-1)!;
    expect(within(jobs).getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
    expect(within(jobs).getByText('bearbeitet')).toBeInTheDocument();
    expect(within(jobs).getByText('05.11.2026, 12:00 von Jana Redaktion')).toBeInTheDocument();
  });

  it('shows the API’s message when the list cannot be loaded', async () => {
    fakeEditorialApi(editorSession(), (call) =>
      call.path === '/api/editor/pages/'
        ? Response.json(
            { status: 503, error: 'unavailable', message: 'Gerade nicht erreichbar.' },
            { status: 503 },
          )
        : undefined,
    );
    renderApp('/redaktion/seiten');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Die Seiten konnten nicht geladen werden.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('is not shown without the magazine permission', async () => {
    const calls = fakeEditorialApi(editorSession(['editor_moderate']), () => undefined);
    const { router } = renderApp('/redaktion/seiten');
    expect(
      await screen.findByText('Diese Seite ist der Redaktion mit der passenden Berechtigung vorbehalten.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/redaktion/seiten/legal-notice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.path.startsWith('/api/editor/'))).toBe(false);
  });
});

describe('/redaktion/seiten/:path', { timeout: 30_000 }, () => {
  it('edits the description with the API’s rules, saves with the loaded version and offers a reset', async () => {
    const user = userEvent.setup();
    const calls = fakeSitePageApi();
    renderApp('/redaktion/seiten/legal-notice');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite bearbeiten: Impressum' }),
    ).toBeInTheDocument();
    const state = screen.getByRole('region', { name: 'Stand der Seite' });
    expect(within(state).getByText('Die Seite zeigt den Auslieferungstext.')).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'Seite ansehen' })).toHaveAttribute(
      'href',
      '/legal-notice',
    );
    expect(within(state).getByRole('link', { name: 'Seite ansehen' })).toHaveAttribute('target', '_blank');
    expect(within(state).queryByRole('button', { name: 'Auf Auslieferungstext zurücksetzen' })).toBeNull();
    // the text editor without images and game cards
    expect(await screen.findByRole('textbox', { name: 'Seitentext' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fett' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bild einfügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spiel einfügen' })).toBeNull();

    const description = screen.getByRole('textbox', { name: 'Beschreibung' });
    await user.clear(description);
    await user.type(description, 'Zu kurz.');
    expect(screen.getByText(/8 Zeichen, erlaubt sind 50 bis 160\./)).toBeInTheDocument();
    expect(screen.getByText('Es gibt ungespeicherte Änderungen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte gib mindestens 50 Zeichen ein.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.clear(description);
    await user.type(description, DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Seite wurde gespeichert.')).toBeInTheDocument();
    const saved = editorSitePageRequestSchema.parse(calls.find((call) => call.method === 'PUT')!.body);
    expect(saved).toEqual({
      description: DESCRIPTION,
      document: { type: 'doc', content: SITE_PAGE_CONTENT['legal-notice'].body },
      expected_updated_at: null,
    });
    expect(
      within(state).getByText('Von der Redaktion geändert, zuletzt am 05.11.2026, 12:00.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Es gibt ungespeicherte Änderungen.')).toBeNull());

    // the next save sends the version this one answered
    await user.type(description, '!');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(
      editorSitePageRequestSchema.parse(calls.filter((call) => call.method === 'PUT')[1]!.body)
        .expected_updated_at,
    ).toBe('2026-11-05T11:00:00.000Z');

    await user.click(within(state).getByRole('button', { name: 'Auf Auslieferungstext zurücksetzen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Auf Auslieferungstext zurücksetzen?' });
    expect(within(confirm).getByText(/„Impressum“ zeigt danach wieder den Text/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByText('Die Seite zeigt wieder den Auslieferungstext.')).toBeInTheDocument();
    expect(within(state).getByText('Die Seite zeigt den Auslieferungstext.')).toBeInTheDocument();
    expect(description).toHaveValue(SITE_PAGE_CONTENT['legal-notice'].description);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/editor/pages/legal-notice/',
    ]);
  });

  it('shows the German conflict message and warns before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    fakeSitePageApi({ conflict: true });
    const { router } = renderApp('/redaktion/seiten/legal-notice');
    const description = await screen.findByRole('textbox', { name: 'Beschreibung' });
    await user.clear(description);
    await user.type(description, DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Alle Seiten' }));
    const warning = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await user.click(within(warning).getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(router.state.location.pathname).toBe('/redaktion/seiten/legal-notice');
  });

  it('shows the API’s field message for images or game cards in the text', async () => {
    const user = userEvent.setup();
    fakeEditorialApi(editorSession(), (call) => {
      if (call.path !== '/api/editor/pages/legal-notice/') return undefined;
      if (call.method === 'GET') return pageAnswer(shippedPage());
      return Response.json(
        {
          status: 400,
          error: 'validation failed',
          message: 'Die Anfrage ist ungültig.',
          fields: {
            document:
              'Bilder und Spielkarten gibt es auf dieser Seite nicht. Bitte entferne sie aus dem Text.',
          },
        },
        { status: 400 },
      );
    });
    renderApp('/redaktion/seiten/legal-notice');
    const description = await screen.findByRole('textbox', { name: 'Beschreibung' });
    await user.clear(description);
    await user.type(description, DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findAllByText(
        'Bilder und Spielkarten gibt es auf dieser Seite nicht. Bitte entferne sie aus dem Text.',
      ),
    ).not.toHaveLength(0);
  });

  it('answers a path that is no static page with the 404 page', async () => {
    const calls = fakeEditorialApi(editorSession(), () => undefined);
    renderApp('/redaktion/seiten/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/editor/pages/'))).toBe(false);
  });
});
