import { escapeHtml } from '../format/html';
import { formatEuroCents } from '../format/money';
import type { GameCard } from '../contracts/api';
import type {
  MagazineBlockNode,
  MagazineDocument,
  MagazineInlineNode,
  MagazineMark,
  MagazineVideoAttrs,
} from './document';
import { slugify } from '../constants/text';
import { isVideoId, isVideoProvider, VIDEO_PROVIDER_NAMES, videoWatchUrl } from './video';

/** The widths (SPEC §9 breakpoints) a magazine image is resized to, as WebP. */
export const MAGAZINE_IMAGE_WIDTHS = [450, 600, 768, 1024, 1200] as const;

/** What the renderer needs to know of an image: its stored size and the widths written so far. */
export interface MagazineImageInfo {
  id: number;
  width: number;
  height: number;
  widths: readonly number[];
  alt: string;
}

/** Address of one resized width, or of the original while no width exists yet. */
export function magazineImageUrl(id: number, width: number | 'original'): string {
  return width === 'original'
    ? `/api/magazine/images/${id}/original`
    : `/api/magazine/images/${id}/${width}.webp`;
}

/** `src` and `srcset` of an image: the resized widths when there are, else the original. */
export function magazineImageSources(image: Pick<MagazineImageInfo, 'id' | 'widths'>): {
  src: string;
  srcSet: string | null;
} {
  if (image.widths.length === 0) return { src: magazineImageUrl(image.id, 'original'), srcSet: null };
  const widths = [...image.widths].sort((a, b) => a - b);
  const middle = widths.find((width) => width >= 768) ?? widths[widths.length - 1]!;
  return {
    src: magazineImageUrl(image.id, middle),
    srcSet: widths.map((width) => `${magazineImageUrl(image.id, width)} ${width}w`).join(', '),
  };
}

/** "ab 28,49 € inkl. Versand bei 5 Händlern", or that no dealer offers the game now. */
export function bestTotalLine(game: Pick<GameCard, 'best_total' | 'dealer_count'>): string {
  if (game.best_total === null || game.dealer_count === 0) return 'Derzeit bei keinem Händler verfügbar';
  const dealers = game.dealer_count === 1 ? '1 Händler' : `${game.dealer_count} Händlern`;
  return `ab ${formatEuroCents(game.best_total)} inkl. Versand bei ${dealers}`;
}

/**
 * Whether a link target may be written into a page: http(s) and mailto addresses and paths
 * of our own site. Everything else (`javascript:`, `data:`, protocol-relative `//host`) is
 * dropped and the link's text stays as plain text.
 */
export function safeLinkHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:') return url.href;
  } catch {
    return null;
  }
  return null;
}

export interface RenderMagazineOptions {
  images: ReadonlyMap<number, MagazineImageInfo>;
  games: ReadonlyMap<number, GameCard>;
  /** `sizes` of body images: the article column's width. */
  imageSizes?: string;
}

const MARK_TAGS: Record<Exclude<MagazineMark['type'], 'link'>, string> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  strike: 's',
  code: 'code',
};

function renderText(text: string, marks: readonly MagazineMark[] | undefined): string {
  let html = escapeHtml(text);
  for (const mark of marks ?? []) {
    if (mark.type === 'link') {
      const href = safeLinkHref(mark.attrs.href);
      if (!href) continue;
      const external = !href.startsWith('/');
      html = `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer nofollow" target="_blank"' : ''}>${html}</a>`;
    } else {
      const tag = MARK_TAGS[mark.type];
      html = `<${tag}>${html}</${tag}>`;
    }
  }
  return html;
}

function renderInline(nodes: readonly MagazineInlineNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => (node.type === 'hardBreak' ? '<br>' : renderText(node.text, node.marks)))
    .join('');
}

function plainInline(nodes: readonly MagazineInlineNode[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : ' ')).join('');
}

function renderGameCard(game: GameCard): string {
  const href = `/games/${encodeURIComponent(game.category)}/${encodeURIComponent(game.slug)}`;
  const cover =
    game.cover_image_id === null
      ? ''
      : `<img src="/api/images/${game.cover_image_id}?w=450" alt="" width="96" height="96" loading="lazy">`;
  const facts = [
    game.publisher,
    game.number_of_players_from !== null
      ? game.number_of_players_to !== null && game.number_of_players_to !== game.number_of_players_from
        ? `${game.number_of_players_from}–${game.number_of_players_to} Personen`
        : `${game.number_of_players_from} Personen`
      : null,
    game.playing_time !== null ? `${game.playing_time} Min.` : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    `<aside class="magazine-game-card"><a href="${escapeHtml(href)}">${cover}` +
    `<span class="magazine-game-card-text"><span class="magazine-game-card-title">${escapeHtml(game.title)}</span>` +
    (facts.length > 0
      ? `<span class="magazine-game-card-facts">${escapeHtml(facts.join(' · '))}</span>`
      : '') +
    `<span class="magazine-game-card-price">${escapeHtml(bestTotalLine(game))}</span></span></a></aside>`
  );
}

/** Where the video placeholder's notice links to: the privacy policy's "Social Media" section. */
const PRIVACY_POLICY_PATH = '/privacy-policy';

/**
 * A video as every server-rendered page shows it: a neutral box with the title, who provides the
 * video, a link to the privacy policy, "Inhalt laden" and a plain link to the provider. No frame,
 * no thumbnail, nothing loaded from the provider: the page is the same for every visitor and
 * cached, so it cannot know a visitor's consent. The browser (web `video-embeds.ts`) swaps the
 * box for the player after a click on "Inhalt laden" or with the "Social Media" consent, from
 * the provider and id in the `data-` attributes.
 */
function renderVideoPlaceholder(video: MagazineVideoAttrs): string {
  // the stored document passed the schema; a renderer that writes attributes checks again anyway
  if (!isVideoProvider(video.provider) || !isVideoId(video.provider, video.videoId)) return '';
  const provider = VIDEO_PROVIDER_NAMES[video.provider];
  const title = video.title?.trim() || `Video auf ${provider}`;
  return (
    `<figure class="magazine-video" data-video-placeholder="" data-video-provider="${escapeHtml(video.provider)}"` +
    ` data-video-id="${escapeHtml(video.videoId)}" data-video-title="${escapeHtml(title)}">` +
    '<div class="magazine-video-consent">' +
    `<p class="magazine-video-title">${escapeHtml(title)}</p>` +
    `<p class="magazine-video-notice">Dieses Video wird von ${provider} bereitgestellt. Beim Laden werden Daten an ${provider} übertragen.` +
    ` <a href="${PRIVACY_POLICY_PATH}">Mehr dazu in der Datenschutzerklärung</a></p>` +
    '<p class="magazine-video-actions">' +
    // the visible words first in the name, the title after them: several videos stay apart
    `<button type="button" class="magazine-video-load" data-video-load="" aria-label="Inhalt laden: ${escapeHtml(title)}">Inhalt laden</button>` +
    ` <a href="${escapeHtml(videoWatchUrl(video))}" rel="noopener noreferrer nofollow" target="_blank">Auf ${provider} ansehen</a>` +
    '</p></div></figure>'
  );
}

/**
 * Renders a stored post body to HTML from its structure: only the node and mark types of
 * `magazineDocumentSchema`, every text escaped, links only to safe targets, images and game
 * cards from our ids (an unknown id is left out). Headings are h2–h4 (h1 is the title) with an
 * id for links to a section. The output needs no sanitiser, because nothing of the input is
 * written as markup. A video is always its placeholder (`renderVideoPlaceholder`).
 */
export function renderMagazineDocument(doc: MagazineDocument, options: RenderMagazineOptions): string {
  const headingIds = new Set<string>();
  const sizes = options.imageSizes ?? '(max-width: 768px) 100vw, 720px';
  const block = (node: MagazineBlockNode): string => {
    switch (node.type) {
      case 'paragraph':
        // the editor leaves empty paragraphs after inserted images and cards; they carry nothing
        return node.content?.length ? `<p>${renderInline(node.content)}</p>` : '';
      case 'heading': {
        const level = Math.min(4, Math.max(2, node.attrs.level));
        let anchor = slugify(plainInline(node.content)) || 'abschnitt';
        for (let n = 2; headingIds.has(anchor); n++)
          anchor = `${slugify(plainInline(node.content)) || 'abschnitt'}-${n}`;
        headingIds.add(anchor);
        return `<h${level} id="${anchor}">${renderInline(node.content)}</h${level}>`;
      }
      case 'bulletList':
        return `<ul>${node.content.map((item) => `<li>${item.content.map(block).join('')}</li>`).join('')}</ul>`;
      case 'orderedList': {
        const start = node.attrs?.start;
        return `<ol${start !== undefined && start !== 1 ? ` start="${start}"` : ''}>${node.content
          .map((item) => `<li>${item.content.map(block).join('')}</li>`)
          .join('')}</ol>`;
      }
      case 'blockquote':
        return `<blockquote>${node.content.map(block).join('')}</blockquote>`;
      case 'codeBlock':
        return `<pre><code>${escapeHtml((node.content ?? []).map((text) => text.text).join(''))}</code></pre>`;
      case 'horizontalRule':
        return '<hr>';
      case 'image': {
        const image = options.images.get(node.attrs.imageId);
        if (!image) return '';
        const { src, srcSet } = magazineImageSources(image);
        const alt = node.attrs.alt?.trim() || image.alt;
        const caption = node.attrs.caption?.trim();
        return (
          `<figure><img src="${escapeHtml(src)}"${srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : ''}` +
          ` alt="${escapeHtml(alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async">` +
          (caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : '') +
          '</figure>'
        );
      }
      case 'gameCard': {
        const game = options.games.get(node.attrs.productId);
        return game ? renderGameCard(game) : '';
      }
      case 'video':
        return renderVideoPlaceholder(node.attrs);
      default:
        return '';
    }
  };
  return doc.content.map(block).join('');
}

/** File-store key of an uploaded image's original, and of one resized width. */
export function magazineImageKey(id: number, width: number | 'original'): string {
  return width === 'original' ? `magazine/${id}/original` : `magazine/${id}/${width}.webp`;
}
