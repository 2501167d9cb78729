import {
  editorPostRequestSchema,
  editorPostResponseSchema,
  editorSitePageResponseSchema,
  magazineDocumentSchema,
  SITE_PAGE_CONTENT,
  type EditorPost,
  type MagazineBlockNode,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { toMagazineDocument } from './editor-document';
import { categories, editorPost, editorSession, fakeEditorialApi, type RecordedCall } from './test-fixtures';

const storedVideo: MagazineBlockNode = {
  type: 'video',
  attrs: { provider: 'vimeo', videoId: '76979871', title: 'Landeanflug im Zeitraffer' },
};

/** The editor's fake API: one post with a video, saved as the real one would. */
function fakePostApi() {
  let stored: EditorPost = editorPost({
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ein schönes Spiel.' }] }, storedVideo],
    },
  });
  const answer = () => Response.json(editorPostResponseSchema.parse({ data: stored }));
  return fakeEditorialApi(editorSession(), (call: RecordedCall) => {
    if (call.path === '/api/editor/magazine/posts/' && call.method === 'GET')
      return Response.json({ data: { posts: [], total: 0, page: 1, pages: 1, categories } });
    if (call.path !== '/api/editor/magazine/posts/7/') return undefined;
    if (call.method === 'GET') return answer();
    if (call.method === 'PUT') {
      const request = editorPostRequestSchema.parse(call.body);
      stored = { ...stored, body: request.body, updated_at: '2026-11-05T11:00:00.000Z' };
      return answer();
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

describe('videos in the post editor', { timeout: 30_000 }, () => {
  it('inserts a YouTube or Vimeo address as provider and id, refuses other addresses in German, shows no player', async () => {
    const user = userEvent.setup();
    const calls = fakePostApi();
    renderApp('/redaktion/magazin/7');

    // the stored video is a placeholder with its title to edit, never a frame
    const stored = await screen.findByRole('figure', { name: 'Video: Landeanflug im Zeitraffer' });
    expect(within(stored).getByText('Video von Vimeo')).toBeInTheDocument();
    expect(within(stored).getByRole('link', { name: 'Auf Vimeo ansehen' })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    expect(within(stored).getByRole('textbox', { name: 'Titel des Videos' })).toHaveValue(
      'Landeanflug im Zeitraffer',
    );

    await user.click(screen.getByRole('button', { name: 'Video einfügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video in den Text einfügen' });
    const address = within(dialog).getByRole('textbox', { name: /Adresse des Videos/ });
    for (const wrong of [
      'https://www.dailymotion.com/video/x8abc12',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ">',
    ]) {
      await user.clear(address);
      await user.type(address, wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Einfügen' }));
      expect(
        within(dialog).getByText(/^Das ist keine Adresse eines YouTube- oder Vimeo-Videos\./),
      ).toBeInTheDocument();
      expect(address).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(address);
    await user.type(address, 'https://youtu.be/dQw4w9WgXcQ?si=teilen');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Titel des Videos/ }),
      '  Regeln in 5 Minuten ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Einfügen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const inserted = await screen.findByRole('figure', { name: 'Video: Regeln in 5 Minuten' });
    expect(within(inserted).getByText('Video von YouTube')).toBeInTheDocument();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Artikel wurde gespeichert.')).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'PUT')!;
    const videos = editorPostRequestSchema
      .parse(saved.body)
      .body.content.filter((node) => node.type === 'video');
    expect(videos).toEqual(
      expect.arrayContaining([
        storedVideo,
        {
          type: 'video',
          attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Regeln in 5 Minuten' },
        },
      ]),
    );
    expect(videos).toHaveLength(2);
  });

  it('keeps only well-formed video nodes of the editor’s JSON', () => {
    const doc = toMagazineDocument({
      type: 'doc',
      content: [
        { type: 'video', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: null, src: 'x' } },
        { type: 'video', attrs: { provider: 'youtube', videoId: 'https://youtu.be/dQw4w9WgXcQ' } },
        { type: 'video', attrs: { provider: 'vimeo', videoId: 'dQw4w9WgXcQ' } },
        { type: 'video', attrs: { provider: 'dailymotion', videoId: 'x8abc12' } },
        { type: 'video', attrs: { provider: 'vimeo', videoId: '76979871', title: `  ${'ü'.repeat(250)}  ` } },
      ],
    });
    expect(doc.content).toEqual([
      { type: 'video', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ' } },
      { type: 'video', attrs: { provider: 'vimeo', videoId: '76979871', title: 'ü'.repeat(200) } },
    ]);
    expect(magazineDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('offers no videos in the static pages’ editor', async () => {
    fakeEditorialApi(editorSession(), (call) =>
      call.path === '/api/editor/pages/legal-notice/' && call.method === 'GET'
        ? Response.json(
            editorSitePageResponseSchema.parse({
              data: {
                path: 'legal-notice',
                title: 'Impressum',
                description: SITE_PAGE_CONTENT['legal-notice'].description,
                document: { type: 'doc', content: SITE_PAGE_CONTENT['legal-notice'].body },
                updated_at: null,
                shipped: true,
              },
            }),
          )
        : undefined,
    );
    renderApp('/redaktion/seiten/legal-notice');
    expect(await screen.findByRole('textbox', { name: 'Seitentext' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fett' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Video einfügen' })).toBeNull();
    expect(
      screen.getByText('Bilder, Videos und Spielkarten gibt es auf diesen Seiten nicht.'),
    ).toBeInTheDocument();
  });
});
