import {
  magazineDocumentSchema,
  renderMagazineDocument,
  type CommentThread,
  type MagazinePost,
} from '@spielraum/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyConsent } from '../app/consent/consent-store';
import { anonymousSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const PATH = '/magazine/tests/sky-team-im-test';
const SOCIAL_CONSENT = '1.001.00000000-0000-4000-8000-000000000000';
const DECLINED_CONSENT = '1.000.00000000-0000-4000-8000-000000000000';

/** The body exactly as search-api renders it: a paragraph and two videos. */
const bodyHtml = renderMagazineDocument(
  magazineDocumentSchema.parse({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'So spielt sich Sky Team:' }] },
      { type: 'video', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Sky Team erklärt' } },
      {
        type: 'video',
        attrs: { provider: 'vimeo', videoId: '76979871', title: 'Landeanflug im Zeitraffer' },
      },
    ],
  }),
  { images: new Map(), games: new Map() },
);

const post: MagazinePost = {
  id: 7,
  slug: 'sky-team-im-test',
  category_slug: 'tests',
  category_title: 'Tests',
  title: 'Sky Team im Test: Landeanflug & „Funkstille“',
  teaser: 'Zwei Piloten, ein Ziel: sicher landen.',
  author_name: 'Mara Berg',
  published_at: '2026-11-21T09:30:00.000Z',
  reading_minutes: 6,
  cover: { id: 31, width: 2400, height: 1600, widths: [450, 600, 768, 1024, 1200], alt: 'Das Spielbrett' },
  lead: 'Kooperativ, kurz und spannend bis zur Landung.',
  body_html: bodyHtml,
  speech_blocks: ['Sky Team im Test'],
  updated_at: '2026-11-22T10:00:00.000Z',
  featured_games: [],
  state: 'published',
};
const noComments: CommentThread = { target_type: 'magazine_post', target_id: 7, comments: [], count: 0 };

/** A fake search-api for the post page; every address the page asks for is recorded. */
function fakeApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/session/') return Response.json(anonymousSession);
    if (url.pathname === '/api/magazine/posts/tests/sky-team-im-test/')
      return Response.json({ data: { post, related: [], comments: noComments } });
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestedAddresses(fetchMock: ReturnType<typeof fakeApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
}

/** Everything on the page that loads from elsewhere: frames, scripts, images, links to styles. */
function externalResources(): string[] {
  return [...document.querySelectorAll('iframe, script[src], img, link[rel="stylesheet"], embed, object')]
    .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
    .filter((address) => /^(https?:)?\/\//.test(address));
}

async function openPost() {
  const fetchMock = fakeApi();
  renderApp(PATH);
  const article = await screen.findByRole('article', { name: /Sky Team im Test/ });
  await within(article).findByText('So spielt sich Sky Team:');
  return { fetchMock, article };
}

function videoFigures(article: HTMLElement): HTMLElement[] {
  return [...article.querySelectorAll<HTMLElement>('[data-video-placeholder]')];
}

describe('videos in a magazine post', { timeout: 30_000 }, () => {
  it('shows placeholders and loads nothing from YouTube or Vimeo without the consent', async () => {
    const { fetchMock, article } = await openPost();
    const [youtube, vimeo] = videoFigures(article);
    expect(within(youtube!).getByText('Sky Team erklärt')).toBeInTheDocument();
    expect(youtube).toHaveTextContent(
      'Dieses Video wird von YouTube bereitgestellt. Beim Laden werden Daten an YouTube übertragen.',
    );
    expect(
      within(youtube!).getByRole('link', { name: 'Mehr dazu in der Datenschutzerklärung' }),
    ).toHaveAttribute('href', '/privacy-policy');
    const watch = within(youtube!).getByRole('link', { name: 'Auf YouTube ansehen' });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(watch).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(vimeo).toHaveTextContent('Dieses Video wird von Vimeo bereitgestellt.');
    expect(within(vimeo!).getByRole('link', { name: 'Auf Vimeo ansehen' })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    expect(within(article).getAllByRole('button', { name: /^Inhalt laden/ })).toHaveLength(2);

    // let every effect run: still nothing of the providers
    await act(async () => {});
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(externalResources()).toEqual([]);
    expect(requestedAddresses(fetchMock).filter((address) => /youtube|vimeo|ytimg/.test(address))).toEqual(
      [],
    );
  });

  it('loads exactly the one video whose "Inhalt laden" was clicked, and moves the keyboard into it', async () => {
    const user = userEvent.setup();
    const { fetchMock, article } = await openPost();
    const [youtube, vimeo] = videoFigures(article);
    await user.click(within(youtube!).getByRole('button', { name: 'Inhalt laden: Sky Team erklärt' }));

    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = within(youtube!).getByTitle('Sky Team erklärt');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('allow', 'fullscreen; picture-in-picture; encrypted-media');
    expect(frame.getAttribute('sandbox')?.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin']),
    );
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame).toHaveFocus();
    // the placeholder's box is gone from view, the other video stays a placeholder
    expect(within(youtube!).queryByRole('button', { name: /Inhalt laden/ })).toBeNull();
    expect(within(vimeo!).getByRole('button', { name: /Inhalt laden/ })).toBeVisible();
    expect(vimeo!.querySelector('iframe')).toBeNull();
    // the frame loads in the browser; no call of the page's own goes to the provider
    expect(requestedAddresses(fetchMock).filter((address) => /youtube|vimeo/.test(address))).toEqual([]);
  });

  it('loads every video at once with the "Social Media" consent and takes them back when it is withdrawn', async () => {
    document.cookie = `spielraum_consent=${SOCIAL_CONSENT}; path=/`;
    const { article } = await openPost();
    await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(2));
    const [youtube, vimeo] = videoFigures(article);
    expect(youtube!.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(vimeo!.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(vimeo!.querySelector('iframe')).toHaveAttribute('title', 'Landeanflug im Zeitraffer');
    // loaded by the consent, not by a click: the keyboard stays where it was
    expect(document.activeElement?.tagName).not.toBe('IFRAME');
    expect(within(article).queryAllByRole('button', { name: /Inhalt laden/ })).toHaveLength(0);

    // withdrawn in the cookie settings (the API sets the new cookie, the dialog applies it)
    document.cookie = `spielraum_consent=${DECLINED_CONSENT}; path=/`;
    act(() => applyConsent({ history: false, analytics: false, social: false }));
    await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(0));
    expect(within(article).getAllByRole('button', { name: /^Inhalt laden/ })).toHaveLength(2);
    expect(within(youtube!).getByText('Sky Team erklärt')).toBeVisible();
  });

  it('takes back a video loaded by a click when a new choice leaves out "Social Media"', async () => {
    const user = userEvent.setup();
    const { article } = await openPost();
    await user.click(
      within(article).getByRole('button', { name: 'Inhalt laden: Landeanflug im Zeitraffer' }),
    );
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    document.cookie = 'spielraum_consent=1.100.00000000-0000-4000-8000-0000000000bb; path=/';
    act(() => applyConsent({ history: true, analytics: false, social: false }));
    await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(0));
  });
});

describe('the post’s share buttons', { timeout: 30_000 }, () => {
  it('are plain links with the post’s address and title, and load nothing of the networks', async () => {
    const { article, fetchMock } = await openPost();
    const share = within(article).getByRole('group', { name: 'Teilen' });
    const url = encodeURIComponent(PATH);
    const title = encodeURIComponent(post.title);
    expect(within(share).getByRole('link', { name: 'Auf WhatsApp teilen' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${post.title} ${PATH}`)}`,
    );
    expect(within(share).getByRole('link', { name: 'Auf Facebook teilen' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    expect(within(share).getByRole('link', { name: 'Auf X teilen' })).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?text=${title}&url=${url}`,
    );
    expect(within(share).getByRole('link', { name: 'Auf Pinterest teilen' })).toHaveAttribute(
      'href',
      `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent('/api/magazine/images/31/1200.webp')}&description=${title}`,
    );
    expect(within(share).getByRole('link', { name: 'Per E-Mail teilen' })).toHaveAttribute(
      'href',
      `mailto:?subject=${title}&body=${encodeURIComponent(`${post.title}\r\n\r\n${PATH}`)}`,
    );
    expect(within(share).getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
    await act(async () => {});
    expect(externalResources()).toEqual([]);
    expect(
      requestedAddresses(fetchMock).filter((address) => /wa\.me|facebook|x\.com|pinterest/.test(address)),
    ).toEqual([]);
  });
});
