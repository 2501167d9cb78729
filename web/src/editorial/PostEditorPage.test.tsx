import {
  editorPostRequestSchema,
  editorPostResponseSchema,
  magazineImageResponseSchema,
  publishPostRequestSchema,
  type EditorPost,
  type MagazineBlockNode,
} from '@spielraum/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameCard } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import {
  categories,
  editorPost,
  editorSession,
  fakeEditorialApi,
  filterAnswer,
  type RecordedCall,
} from './test-fixtures';

function postAnswer(post: EditorPost, status = 200) {
  return Response.json(editorPostResponseSchema.parse({ data: post }), { status });
}

const postsList = () => Response.json({ data: { posts: [], total: 0, page: 1, pages: 1, categories } });

/** The fake API of the editor: one stored post, saved and published as the real one would. */
function fakePostApi(initial: EditorPost | null, options: { conflict?: boolean } = {}) {
  let stored = initial;
  return fakeEditorialApi(editorSession(), (call: RecordedCall) => {
    if (call.path === '/api/editor/magazine/posts/' && call.method === 'GET') return postsList();
    if (call.path === '/api/editor/magazine/posts/' && call.method === 'POST') {
      const request = editorPostRequestSchema.parse(call.body);
      stored = editorPost({
        ...request,
        id: 12,
        slug: request.slug || 'neu',
        lead: request.lead,
        teaser: request.teaser,
        featured_games: [],
        images: [],
        updated_at: '2026-11-05T10:00:00.000Z',
      });
      return postAnswer(stored, 201);
    }
    const match = /^\/api\/editor\/magazine\/posts\/(\d+)\/(publish\/|unpublish\/)?$/.exec(call.path);
    if (!match || stored === null || Number(match[1]) !== stored.id) return undefined;
    if (call.method === 'GET') return postAnswer(stored);
    if (call.method === 'PUT') {
      if (options.conflict)
        return Response.json(
          {
            status: 409,
            error: 'conflict',
            message:
              'Der Artikel wurde inzwischen von jemand anderem geändert. Bitte lade ihn neu, bevor du speicherst.',
          },
          { status: 409 },
        );
      const request = editorPostRequestSchema.parse(call.body);
      stored = {
        ...stored,
        title: request.title,
        body: request.body,
        updated_at: '2026-11-05T11:00:00.000Z',
      };
      return postAnswer(stored);
    }
    if (match[2] === 'publish/') {
      const request = publishPostRequestSchema.parse(call.body);
      stored = request.publish_at
        ? { ...stored, state: 'scheduled', published_at: new Date(request.publish_at).toISOString() }
        : { ...stored, state: 'published', status: 'published', published_at: '2026-11-05T12:00:00.000Z' };
      return postAnswer(stored);
    }
    if (match[2] === 'unpublish/') {
      stored = { ...stored, state: 'unpublished', status: 'unpublished' };
      return postAnswer(stored);
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

function blocksOf(body: unknown): MagazineBlockNode[] {
  return (body as { content: MagazineBlockNode[] }).content;
}

describe('the post editor', { timeout: 30_000 }, () => {
  it('makes the address from the title with German letters until it is edited by hand', async () => {
    const user = userEvent.setup();
    fakePostApi(null);
    renderApp('/redaktion/magazin/neu');
    const title = await screen.findByRole('textbox', { name: 'Titel' });
    const slug = screen.getByRole('textbox', { name: 'Adresse (Slug)' });
    await user.type(title, 'Städte & Ritter');
    expect(slug).toHaveValue('staedte-und-ritter');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rubrik' }), 'Tests');
    expect(
      screen.getByText(/Der Artikel erscheint unter \/magazine\/tests\/staedte-und-ritter\./),
    ).toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, 'catan-erweiterung');
    await user.type(title, ' im Test');
    expect(title).toHaveValue('Städte & Ritter im Test');
    expect(slug).toHaveValue('catan-erweiterung');

    await user.click(screen.getByRole('button', { name: 'Aus dem Titel bilden' }));
    expect(slug).toHaveValue('staedte-und-ritter-im-test');
  });

  it('saves a new post and moves to its address without asking about unsaved changes', async () => {
    const user = userEvent.setup();
    const calls = fakePostApi(null);
    const { router } = renderApp('/redaktion/magazin/neu');
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    // the API's rules, checked in the form first
    expect(await screen.findByText('Dies ist eine Pflichtangabe.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wähle einen Eintrag aus der Liste')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Neuheiten aus Essen');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rubrik' }), 'Branchennews');
    await user.type(screen.getByRole('textbox', { name: 'Teaser' }), 'Was wir gespielt haben.');
    expect(screen.getByText('23 von höchstens 300 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/redaktion/magazin/12'));
    expect(await screen.findByText('Der Artikel wurde gespeichert.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ungespeicherte Änderungen' })).toBeNull();
    const created = calls.find((call) => call.method === 'POST')!;
    expect(editorPostRequestSchema.parse(created.body)).toEqual({
      title: 'Neuheiten aus Essen',
      slug: 'neuheiten-aus-essen',
      category_id: 1,
      teaser: 'Was wir gespielt haben.',
      lead: '',
      body: { type: 'doc', content: [] },
      cover_image_id: null,
      featured_product_ids: [],
    });
  });

  it('saves the body with its images and game cards as the API stores them', async () => {
    const user = userEvent.setup();
    const calls = fakePostApi(editorPost());
    fakePostApiUploads(calls);
    renderApp('/redaktion/magazin/7');

    // the stored image and game card show as figure and card
    const figure = await screen.findByRole('figure', { name: 'Bild: Die Auslage' });
    expect(within(figure).getByRole('img', { name: 'Spielbrett' })).toHaveAttribute(
      'src',
      '/api/magazine/images/31/768.webp',
    );
    expect(await screen.findByRole('complementary', { name: 'Spielkarte: Azul' })).toBeInTheDocument();
    const caption = within(figure).getByRole('textbox', { name: 'Bildunterschrift' });
    await user.clear(caption);
    await user.type(caption, 'Die Fabriken');

    // a second game card of a featured game
    await user.click(screen.getByRole('button', { name: 'Spiel einfügen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Azul' }));
    await waitFor(() =>
      expect(screen.getAllByRole('complementary', { name: 'Spielkarte: Azul' })).toHaveLength(2),
    );

    // an uploaded image: shown from the original until its widths exist
    await user.click(screen.getByRole('button', { name: 'Bild einfügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild in den Text einfügen' });
    await user.upload(
      within(dialog).getByLabelText(/Bilddatei/),
      new File(['png'], 'schachtel.png', { type: 'image/png' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Alternativtext/ }), 'Die Schachtel');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bildunterschrift' }), 'Neu in der Box');
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen und einfügen' }));
    const uploaded = await screen.findByRole('figure', { name: 'Bild: Neu in der Box' });
    expect(within(uploaded).getByRole('img', { name: 'Die Schachtel' })).toHaveAttribute(
      'src',
      '/api/magazine/images/44/original',
    );

    expect(screen.getByText('Es gibt ungespeicherte Änderungen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Artikel wurde gespeichert.')).toBeInTheDocument();

    const upload = calls.find((call) => call.path === '/api/editor/magazine/images/')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('alt')).toBe('Die Schachtel');
    const saved = calls.find((call) => call.method === 'PUT')!;
    expect(saved.path).toBe('/api/editor/magazine/posts/7/');
    const request = editorPostRequestSchema.parse(saved.body);
    expect(request.updated_at).toBe('2026-11-02T10:00:00.000Z');
    expect(request.featured_product_ids).toEqual([5]);
    const blocks = blocksOf(request.body);
    expect(blocks.filter((node) => node.type === 'image')).toEqual(
      expect.arrayContaining([
        { type: 'image', attrs: { imageId: 31, alt: 'Spielbrett', caption: 'Die Fabriken' } },
        { type: 'image', attrs: { imageId: 44, alt: 'Die Schachtel', caption: 'Neu in der Box' } },
      ]),
    );
    expect(blocks.filter((node) => node.type === 'gameCard')).toEqual([
      { type: 'gameCard', attrs: { productId: 5 } },
      { type: 'gameCard', attrs: { productId: 5 } },
    ]);
    // where the cursor was (jsdom puts it at the start): inserted nodes go there, the text stays
    expect(blocks).toContainEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Ein schönes Spiel.' }],
    });
    await waitFor(() => expect(screen.queryByText('Es gibt ungespeicherte Änderungen.')).toBeNull());
  });

  it('adds, orders and removes featured games from the game search', async () => {
    const user = userEvent.setup();
    const calls = fakePostApi(editorPost());
    const base = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/filter/data/') {
        calls.push({ method: 'GET', path: url.pathname, query: url.search, body: undefined });
        return filterAnswer([gameCard({ product_id: 9, title: 'Catan', slug: 'catan', release_year: 1995 })]);
      }
      return base(input, init);
    }) as typeof fetch;
    renderApp('/redaktion/magazin/7');
    const featured = await screen.findByRole('region', { name: 'Vorgestellte Spiele' });
    await user.type(within(featured).getByRole('textbox', { name: /Spiel hinzufügen/ }), 'Cat');
    await user.click(await within(featured).findByRole('option', { name: 'Catan (1995)' }));
    const items = await within(featured).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Azul', 'Catan']);
    await user.click(within(featured).getByRole('button', { name: 'Catan nach oben' }));
    expect(
      within(featured)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Catan', 'Azul']);
    await user.click(within(featured).getByRole('button', { name: 'Azul entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Der Artikel wurde gespeichert.');
    const search = calls.find((call) => call.path === '/api/filter/data/')!;
    expect(new URLSearchParams(search.query).get('term')).toBe('Cat');
    const request = editorPostRequestSchema.parse(calls.find((call) => call.method === 'PUT')!.body);
    expect(request.featured_product_ids).toEqual([9]);
  });

  it('uploads a cover image with its alt text and shows it before saving', async () => {
    // the browser's file dialog offers only the accepted types; a drop or "all files" may not
    const user = userEvent.setup({ applyAccept: false });
    const calls = fakePostApi(editorPost());
    fakePostApiUploads(calls);
    renderApp('/redaktion/magazin/7');
    const cover = await screen.findByRole('region', { name: 'Titelbild' });
    expect(within(cover).getByText('Noch kein Titelbild.')).toBeInTheDocument();
    await user.upload(
      within(cover).getByLabelText(/Bilddatei/),
      new File(['%PDF'], 'cover.pdf', { type: 'application/pdf' }),
    );
    // the API's own German text, before anything is sent
    expect(
      within(cover).getByText('Bitte lade ein Bild im Format PNG, JPEG, WebP oder GIF hoch.'),
    ).toBeInTheDocument();
    await user.upload(
      within(cover).getByLabelText(/Bilddatei/),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    await user.type(within(cover).getByRole('textbox', { name: /Alternativtext/ }), 'Die Schachtel');
    await user.click(within(cover).getByRole('button', { name: 'Titelbild hochladen' }));
    expect(await within(cover).findByRole('img', { name: 'Die Schachtel' })).toHaveAttribute(
      'src',
      '/api/magazine/images/44/original',
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Der Artikel wurde gespeichert.');
    const request = editorPostRequestSchema.parse(calls.find((call) => call.method === 'PUT')!.body);
    expect(request.cover_image_id).toBe(44);
  });

  it('schedules at a Berlin time sent with its offset and shows the new state', async () => {
    const user = userEvent.setup();
    const calls = fakePostApi(editorPost());
    renderApp('/redaktion/magazin/7');
    const publishing = await screen.findByRole('region', { name: 'Veröffentlichung' });
    expect(within(publishing).getByText('Entwurf')).toBeInTheDocument();
    fireEvent.change(within(publishing).getByLabelText(/Zeitpunkt/), {
      target: { value: '2030-12-01T10:30' },
    });
    await user.click(within(publishing).getByRole('button', { name: 'Planen' }));
    expect(await screen.findByText('Der Artikel erscheint am 01.12.2030, 10:30.')).toBeInTheDocument();
    expect(within(publishing).getByText('Geplant: 01.12.2030, 10:30')).toBeInTheDocument();
    const unsafe = calls.filter((call) => call.method !== 'GET');
    // nothing unsaved: no save before
    expect(unsafe).toEqual([
      {
        method: 'POST',
        path: '/api/editor/magazine/posts/7/publish/',
        query: '',
        body: { publish_at: '2030-12-01T10:30:00+01:00' },
      },
    ]);
    expect(publishPostRequestSchema.parse(unsafe[0]!.body)).toEqual({
      publish_at: '2030-12-01T10:30:00+01:00',
    });

    await user.click(within(publishing).getByRole('button', { name: 'Zurückziehen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Artikel zurückziehen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Zurückziehen' }));
    expect(await within(publishing).findByText('Zurückgezogen')).toBeInTheDocument();
  });

  it('saves unsaved changes before publishing now, and links the preview', async () => {
    const user = userEvent.setup();
    const calls = fakePostApi(editorPost());
    renderApp('/redaktion/magazin/7');
    const publishing = await screen.findByRole('region', { name: 'Veröffentlichung' });
    expect(within(publishing).getByRole('link', { name: 'Vorschau' })).toHaveAttribute(
      'href',
      '/redaktion/magazin/7/vorschau',
    );
    expect(within(publishing).getByRole('link', { name: 'Vorschau' })).toHaveAttribute('target', '_blank');
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), '!');
    await user.click(within(publishing).getByRole('button', { name: 'Jetzt veröffentlichen' }));
    expect(await screen.findByText('Der Artikel ist veröffentlicht.')).toBeInTheDocument();
    expect(within(publishing).getByText('Veröffentlicht')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual(['PUT /api/editor/magazine/posts/7/', 'POST /api/editor/magazine/posts/7/publish/']);
  });

  it('warns before leaving with unsaved changes and shows the German conflict message', async () => {
    const user = userEvent.setup();
    fakePostApi(editorPost(), { conflict: true });
    const { router } = renderApp('/redaktion/magazin/7');
    await user.type(await screen.findByRole('textbox', { name: 'Titel' }), ' – Nachtrag');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Der Artikel wurde inzwischen von jemand anderem geändert. Bitte lade ihn neu, bevor du speicherst.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Alle Artikel' }));
    const warning = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await user.click(within(warning).getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(router.state.location.pathname).toBe('/redaktion/magazin/7');
    await user.click(screen.getByRole('link', { name: '← Alle Artikel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' })).getByRole('button', {
        name: 'Seite verlassen',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/redaktion/magazin'));
  });
});

/** Image uploads answer 201 with a fresh image whose widths are not written yet. */
function fakePostApiUploads(calls: RecordedCall[]) {
  const base = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/editor/magazine/images/' && init.method === 'POST') {
      calls.push({ method: 'POST', path: url.pathname, query: '', body: init.body });
      const answer = magazineImageResponseSchema.parse({
        data: { id: 44, width: 800, height: 600, widths: [], alt: 'Die Schachtel' },
      });
      return Response.json(answer, { status: 201 });
    }
    return base(input, init);
  }) as typeof fetch;
}
