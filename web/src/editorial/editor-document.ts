import {
  isVideoId,
  isVideoProvider,
  MAGAZINE_DOCUMENT_LIMITS,
  safeLinkHref,
  VIDEO_TITLE_MAX_LENGTH,
  type MagazineBlockNode,
  type MagazineDocument,
  type MagazineInlineNode,
  type MagazineListItem,
  type MagazineMark,
} from '@spielraum/schema';

/** A node of the editor's JSON (Tiptap's `getJSON()`), read without trusting its shape. */
export interface EditorJson {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: EditorJson[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** The longest alt text and caption the API takes (its `shortText`). */
const SHORT_TEXT_MAX = 500;

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

function shortText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().slice(0, SHORT_TEXT_MAX);
  return text === '' ? undefined : text;
}

const BARE_DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/**
 * A link target as stored: as typed when the page will link it (`safeLinkHref`: http, https,
 * mailto, our own paths), with `https://` before a bare domain ("www.kosmos.de"); `null` for
 * anything else.
 */
export function linkHref(href: string): string | null {
  const value = href.trim();
  const candidate =
    safeLinkHref(value) !== null ? value : BARE_DOMAIN.test(value) ? `https://${value}` : null;
  if (candidate === null || candidate.length > MAGAZINE_DOCUMENT_LIMITS.maxLinkLength) return null;
  return safeLinkHref(candidate) === null ? null : candidate;
}

function marksOf(marks: EditorJson['marks']): MagazineMark[] | undefined {
  const kept: MagazineMark[] = [];
  for (const mark of marks ?? []) {
    switch (mark.type) {
      case 'bold':
      case 'italic':
      case 'underline':
      case 'strike':
      case 'code':
        kept.push({ type: mark.type });
        break;
      case 'link': {
        // the page would drop an unsafe target anyway; the text stays, unlinked
        const href = typeof mark.attrs?.href === 'string' ? linkHref(mark.attrs.href) : null;
        if (href !== null) kept.push({ type: 'link', attrs: { href } });
        break;
      }
      default:
        break;
    }
  }
  return kept.length > 0 ? kept : undefined;
}

function inlineOf(nodes: EditorJson[] | undefined): MagazineInlineNode[] | undefined {
  const inline: MagazineInlineNode[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') inline.push({ type: 'hardBreak' });
    else if (node.type === 'text' && typeof node.text === 'string' && node.text !== '') {
      const marks = marksOf(node.marks);
      inline.push(marks ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text });
    }
  }
  return inline.length > 0 ? inline : undefined;
}

function listItemsOf(nodes: EditorJson[] | undefined): MagazineListItem[] {
  return (nodes ?? [])
    .filter((node) => node.type === 'listItem')
    .map((node) => ({ type: 'listItem', content: blocksOf(node.content) }));
}

function blockOf(node: EditorJson): MagazineBlockNode | null {
  switch (node.type) {
    case 'paragraph': {
      const content = inlineOf(node.content);
      return content ? { type: 'paragraph', content } : { type: 'paragraph' };
    }
    case 'heading': {
      const raw = Number(node.attrs?.level);
      // the page's title is the h1; the editor offers h2 to h4
      const level = Number.isInteger(raw) ? Math.min(4, Math.max(2, raw)) : 2;
      const content = inlineOf(node.content);
      return content ? { type: 'heading', attrs: { level }, content } : { type: 'heading', attrs: { level } };
    }
    case 'bulletList':
      return { type: 'bulletList', content: listItemsOf(node.content) };
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      const content = listItemsOf(node.content);
      return Number.isInteger(start) && start !== 1 && start >= 0 && start <= 10_000
        ? { type: 'orderedList', attrs: { start }, content }
        : { type: 'orderedList', content };
    }
    case 'blockquote':
      return { type: 'blockquote', content: blocksOf(node.content) };
    case 'codeBlock': {
      const text = (node.content ?? [])
        .map((child) => (child.type === 'text' && typeof child.text === 'string' ? child.text : ''))
        .join('');
      return text === '' ? { type: 'codeBlock' } : { type: 'codeBlock', content: [{ type: 'text', text }] };
    }
    case 'horizontalRule':
      return { type: 'horizontalRule' };
    case 'image': {
      const imageId = positiveId(node.attrs?.imageId);
      if (imageId === null) return null;
      const alt = shortText(node.attrs?.alt);
      const caption = shortText(node.attrs?.caption);
      return {
        type: 'image',
        attrs: {
          imageId,
          ...(alt === undefined ? {} : { alt }),
          ...(caption === undefined ? {} : { caption }),
        },
      };
    }
    case 'gameCard': {
      const productId = positiveId(node.attrs?.productId);
      return productId === null ? null : { type: 'gameCard', attrs: { productId } };
    }
    case 'video': {
      const provider = node.attrs?.provider;
      const videoId = node.attrs?.videoId;
      if (!isVideoProvider(provider) || !isVideoId(provider, videoId)) return null;
      const title =
        typeof node.attrs?.title === 'string' ? node.attrs.title.trim().slice(0, VIDEO_TITLE_MAX_LENGTH) : '';
      return { type: 'video', attrs: title === '' ? { provider, videoId } : { provider, videoId, title } };
    }
    default:
      return null;
  }
}

function blocksOf(nodes: EditorJson[] | undefined): MagazineBlockNode[] {
  return (nodes ?? []).map(blockOf).filter((node): node is MagazineBlockNode => node !== null);
}

/**
 * The editor's JSON as the API stores it (`magazineDocumentSchema`): only the node and mark
 * types and attributes it accepts. What the editor adds of its own (a link's `target` and
 * `rel`, a code block's `language`, `null` for an empty caption) is left out, a node of another
 * type is dropped, and a trailing empty paragraph (the editor always keeps one) is not stored.
 */
export function toMagazineDocument(json: EditorJson): MagazineDocument {
  const content = blocksOf(json.content);
  const last = content.at(-1);
  if (last?.type === 'paragraph' && last.content === undefined) content.pop();
  return { type: 'doc', content };
}

/**
 * A stored document as the editor's content. An empty document gets one empty paragraph: the
 * editor's document needs at least one block to place the cursor in.
 */
export function toEditorContent(doc: MagazineDocument): EditorJson {
  return doc.content.length === 0 ? { type: 'doc', content: [{ type: 'paragraph' }] } : doc;
}
