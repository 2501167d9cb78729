import { describe, expect, it } from 'vitest';
import { magazineDocumentSchema } from './document';
import { renderMagazineDocument } from './render-html';
import { parseVideoUrl, videoEmbedUrl, videoWatchUrl } from './video';

const noContext = { images: new Map(), games: new Map() };
const docWith = (...content: unknown[]) => ({ type: 'doc', content });
const video = (attrs: Record<string, unknown>) => ({ type: 'video', attrs });

describe('video nodes of a magazine document', () => {
  it('keeps a YouTube or Vimeo id and an optional title, and drops attributes nobody chose', () => {
    const doc = magazineDocumentSchema.parse(
      docWith(
        video({ provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Regeln in 5 Minuten', src: 'x' }),
        video({ provider: 'vimeo', videoId: '76979871', onload: 'alert(1)' }),
      ),
    );
    expect(doc.content).toEqual([
      { type: 'video', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Regeln in 5 Minuten' } },
      { type: 'video', attrs: { provider: 'vimeo', videoId: '76979871' } },
    ]);
  });

  it.each([
    [
      'an address instead of an id',
      { provider: 'youtube', videoId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
    ['a youtu.be address', { provider: 'youtube', videoId: 'youtu.be/dQw4w9WgXcQ' }],
    ['an id with a path', { provider: 'youtube', videoId: 'dQw4w9WgXc/' }],
    ['an id too short', { provider: 'youtube', videoId: 'dQw4w9WgXc' }],
    ['an id too long', { provider: 'youtube', videoId: 'dQw4w9WgXcQQ' }],
    ['markup', { provider: 'youtube', videoId: '"><script>' }],
    ['a Vimeo address', { provider: 'vimeo', videoId: 'https://vimeo.com/76979871' }],
    ['a Vimeo id with letters', { provider: 'vimeo', videoId: '76979871a' }],
    ['a YouTube id as Vimeo', { provider: 'vimeo', videoId: 'dQw4w9WgXcQ' }],
    ['another provider', { provider: 'dailymotion', videoId: 'x8abc12' }],
    ['an iframe source', { provider: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    ['a title over 200 characters', { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'x'.repeat(201) }],
    ['a title that is no text', { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 42 }],
  ])('refuses %s with the German message', (_name, attrs) => {
    const result = magazineDocumentSchema.safeParse(docWith(video(attrs)));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Der Artikeltext enthält ein Element, das hier nicht erlaubt ist.',
    );
  });

  it('takes a title of exactly 200 characters, also inside a quote', () => {
    const title = 'ä'.repeat(200);
    const result = magazineDocumentSchema.safeParse(
      docWith({
        type: 'blockquote',
        content: [video({ provider: 'youtube', videoId: 'a_b-C1d2E3f', title })],
      }),
    );
    expect(result.success).toBe(true);
  });
});

describe('a video in the rendered post', () => {
  it('is a placeholder with escaped title, notice, privacy link, button and direct link, never a frame', () => {
    const doc = magazineDocumentSchema.parse(
      docWith(
        video({
          provider: 'youtube',
          videoId: 'dQw4w9WgXcQ',
          title: '<img src=x onerror=alert(1)> "Spiel" & Spaß',
        }),
        video({ provider: 'vimeo', videoId: '76979871' }),
      ),
    );
    const html = renderMagazineDocument(doc, noContext);
    expect(html).not.toMatch(/<iframe|<script|<img|youtube-nocookie|player\.vimeo|ytimg/i);
    // no event handler attribute (the title's words inside a quoted value are text)
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+=/i);
    const escapedTitle = '&#60;img src=x onerror=alert(1)&#62; &#34;Spiel&#34; &#38; Spaß';
    expect(html).toContain(
      `<figure class="magazine-video" data-video-placeholder="" data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="${escapedTitle}">`,
    );
    expect(html).toContain(`<p class="magazine-video-title">${escapedTitle}</p>`);
    expect(html).toContain(
      'Dieses Video wird von YouTube bereitgestellt. Beim Laden werden Daten an YouTube übertragen. <a href="/privacy-policy">',
    );
    expect(html).toContain(`aria-label="Inhalt laden: ${escapedTitle}">Inhalt laden</button>`);
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer nofollow" target="_blank">Auf YouTube ansehen</a>',
    );
    // without a title the placeholder names the provider
    expect(html).toContain(
      'data-video-provider="vimeo" data-video-id="76979871" data-video-title="Video auf Vimeo"',
    );
    expect(html).toContain(
      'Dieses Video wird von Vimeo bereitgestellt. Beim Laden werden Daten an Vimeo übertragen.',
    );
    expect(html).toContain(
      '<a href="https://vimeo.com/76979871" rel="noopener noreferrer nofollow" target="_blank">Auf Vimeo ansehen</a>',
    );
  });

  it('leaves out a video whose id would not pass the schema (a document typed by hand)', () => {
    const html = renderMagazineDocument(
      {
        type: 'doc',
        content: [{ type: 'video', attrs: { provider: 'youtube', videoId: '"><script>alert(1)</script>' } }],
      },
      noContext,
    );
    expect(html).toBe('');
  });
});

describe('video addresses an editor pastes', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/shorts/a_b-C1d2E3f  ', 'youtube', 'a_b-C1d2E3f'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['http://www.vimeo.com/76979871/', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('%s', (input, provider, videoId) => {
    expect(parseVideoUrl(input)).toEqual({ provider, videoId });
  });

  it.each([
    '',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ%22%3E',
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?https://youtu.be/dQw4w9WgXcQ',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/76979871/abcdef1234',
    'https://vimeo.com/channels/staffpicks',
    'https://www.dailymotion.com/video/x8abc12',
  ])('refuses %j', (input) => {
    expect(parseVideoUrl(input)).toBeNull();
  });

  it('builds the player and watch addresses from the id alone', () => {
    expect(videoEmbedUrl({ provider: 'youtube', videoId: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', videoId: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(videoWatchUrl({ provider: 'vimeo', videoId: '76979871' })).toBe('https://vimeo.com/76979871');
  });
});
