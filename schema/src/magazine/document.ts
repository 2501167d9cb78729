import { z } from 'zod';
import { message } from '../constants/messages';
import { VIDEO_ID_PATTERNS, VIDEO_TITLE_MAX_LENGTH, type VideoProvider } from './video';

/**
 * The stored form of a magazine post's body: the JSON document of the Tiptap editor
 * (ProseMirror's node tree), restricted to the node and mark types below. Attributes outside
 * these shapes are dropped when parsed (zod strips unknown keys), so an `onerror`, a `style` or
 * a `src` an editor never chose cannot reach the database; the renderer
 * (`renderMagazineDocument`) only writes the attributes it knows and escapes all text. Images
 * and game cards carry our ids, videos a provider and its video id, never URLs.
 */

export const MAGAZINE_DOCUMENT_LIMITS = {
  maxNodes: 20_000,
  maxDepth: 12,
  maxTextLength: 200_000,
  maxLinkLength: 2_000,
} as const;

const nodeError = message('magazineBodyInvalid');
const id = z.number({ error: nodeError }).int(nodeError).min(1, nodeError).max(2_147_483_647, nodeError);
const shortText = z.string({ error: nodeError }).max(500, nodeError);

const markSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('bold') }),
    z.object({ type: z.literal('italic') }),
    z.object({ type: z.literal('underline') }),
    z.object({ type: z.literal('strike') }),
    z.object({ type: z.literal('code') }),
    z.object({
      type: z.literal('link'),
      attrs: z.object({
        href: z.string({ error: nodeError }).max(MAGAZINE_DOCUMENT_LIMITS.maxLinkLength, nodeError),
      }),
    }),
  ],
  { error: nodeError },
);
export type MagazineMark = z.infer<typeof markSchema>;

export interface MagazineTextNode {
  type: 'text';
  text: string;
  marks?: MagazineMark[];
}
export type MagazineInlineNode = MagazineTextNode | { type: 'hardBreak' };
export type MagazineBlockNode =
  | { type: 'paragraph'; content?: MagazineInlineNode[] }
  | { type: 'heading'; attrs: { level: number }; content?: MagazineInlineNode[] }
  | { type: 'bulletList'; content: MagazineListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: MagazineListItem[] }
  | { type: 'blockquote'; content: MagazineBlockNode[] }
  | { type: 'codeBlock'; content?: MagazineTextNode[] }
  | { type: 'horizontalRule' }
  | { type: 'image'; attrs: { imageId: number; alt?: string; caption?: string } }
  | { type: 'gameCard'; attrs: { productId: number } }
  | { type: 'video'; attrs: MagazineVideoAttrs };
/** An embedded video: the provider and its id (`VIDEO_ID_PATTERNS`), and an optional title. */
// a type, not an interface: the editor's JSON wants attributes with an index signature
export type MagazineVideoAttrs = {
  provider: VideoProvider;
  videoId: string;
  title?: string;
};
export interface MagazineListItem {
  type: 'listItem';
  content: MagazineBlockNode[];
}
export interface MagazineDocument {
  type: 'doc';
  content: MagazineBlockNode[];
}

const videoTitle = z.string({ error: nodeError }).max(VIDEO_TITLE_MAX_LENGTH, nodeError);
const videoAttrs = z.discriminatedUnion(
  'provider',
  [
    z.object({
      provider: z.literal('youtube'),
      videoId: z.string({ error: nodeError }).regex(VIDEO_ID_PATTERNS.youtube, nodeError),
      title: videoTitle.optional(),
    }),
    z.object({
      provider: z.literal('vimeo'),
      videoId: z.string({ error: nodeError }).regex(VIDEO_ID_PATTERNS.vimeo, nodeError),
      title: videoTitle.optional(),
    }),
  ],
  { error: nodeError },
);

const textNode = z.object({
  type: z.literal('text'),
  text: z.string({ error: nodeError }),
  marks: z.array(markSchema).max(10, nodeError).optional(),
});
const inlineNode = z.discriminatedUnion('type', [textNode, z.object({ type: z.literal('hardBreak') })], {
  error: nodeError,
});
const inlineContent = z.array(inlineNode).optional();

const listItem: z.ZodType<MagazineListItem> = z.object({
  type: z.literal('listItem', { error: nodeError }),
  get content() {
    return z.array(blockNode);
  },
});

const blockNode: z.ZodType<MagazineBlockNode> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('paragraph'), content: inlineContent }),
      z.object({
        type: z.literal('heading'),
        attrs: z.object({
          level: z.number({ error: nodeError }).int(nodeError).min(1, nodeError).max(6, nodeError),
        }),
        content: inlineContent,
      }),
      z.object({ type: z.literal('bulletList'), content: z.array(listItem) }),
      z.object({
        type: z.literal('orderedList'),
        attrs: z
          .object({
            start: z
              .number({ error: nodeError })
              .int(nodeError)
              .min(0, nodeError)
              .max(10_000, nodeError)
              .optional(),
          })
          .optional(),
        content: z.array(listItem),
      }),
      z.object({ type: z.literal('blockquote'), content: z.array(blockNode) }),
      z.object({ type: z.literal('codeBlock'), content: z.array(textNode).optional() }),
      z.object({ type: z.literal('horizontalRule') }),
      z.object({
        type: z.literal('image'),
        attrs: z.object({
          imageId: id,
          alt: shortText.optional(),
          caption: shortText.optional(),
        }),
      }),
      z.object({ type: z.literal('gameCard'), attrs: z.object({ productId: id }) }),
      z.object({ type: z.literal('video'), attrs: videoAttrs }),
    ],
    { error: nodeError },
  ),
) as z.ZodType<MagazineBlockNode>;

function measure(
  nodes: readonly unknown[],
  depth: number,
  totals: { nodes: number; text: number; depth: number },
): void {
  totals.depth = Math.max(totals.depth, depth);
  for (const node of nodes) {
    totals.nodes++;
    const value = node as { text?: unknown; content?: unknown };
    if (typeof value.text === 'string') totals.text += value.text.length;
    if (Array.isArray(value.content)) measure(value.content, depth + 1, totals);
  }
}

/** A post body as an editor sends it; anything outside the allowed tree answers 400. */
export const magazineDocumentSchema: z.ZodType<MagazineDocument> = z
  .object(
    { type: z.literal('doc', { error: nodeError }), content: z.array(blockNode, { error: nodeError }) },
    { error: nodeError },
  )
  .superRefine((doc, context) => {
    const totals = { nodes: 0, text: 0, depth: 0 };
    measure(doc.content, 1, totals);
    if (
      totals.nodes > MAGAZINE_DOCUMENT_LIMITS.maxNodes ||
      totals.depth > MAGAZINE_DOCUMENT_LIMITS.maxDepth ||
      totals.text > MAGAZINE_DOCUMENT_LIMITS.maxTextLength
    )
      context.addIssue({ code: 'custom', message: message('magazineBodyTooLarge') });
  }) as unknown as z.ZodType<MagazineDocument>;

/** An empty document (a new draft). */
export const EMPTY_MAGAZINE_DOCUMENT: MagazineDocument = { type: 'doc', content: [] };

function inlineText(nodes: readonly MagazineInlineNode[] | undefined): string {
  return (nodes ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

/** The blocks' text, one block per line: for search, reading time and speech. */
export function magazineDocumentBlocks(doc: MagazineDocument): string[] {
  const blocks: string[] = [];
  const walk = (nodes: readonly MagazineBlockNode[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'paragraph':
        case 'heading':
        case 'codeBlock': {
          const text = inlineText(node.content).trim();
          if (text) blocks.push(text);
          break;
        }
        case 'bulletList':
        case 'orderedList':
          for (const item of node.content) walk(item.content);
          break;
        case 'blockquote':
          walk(node.content);
          break;
        case 'image':
          if (node.attrs.caption?.trim()) blocks.push(node.attrs.caption.trim());
          break;
        default:
          break;
      }
    }
  };
  walk(doc.content);
  return blocks;
}

/** The plain text of a document: blocks separated by blank lines. */
export function magazineDocumentText(doc: MagazineDocument): string {
  return magazineDocumentBlocks(doc).join('\n\n');
}

/** The product ids of the game cards embedded in a document, in order, once each. */
export function magazineDocumentProductIds(doc: MagazineDocument): number[] {
  const ids = new Set<number>();
  const walk = (nodes: readonly MagazineBlockNode[]) => {
    for (const node of nodes) {
      if (node.type === 'gameCard') ids.add(node.attrs.productId);
      else if (node.type === 'blockquote') walk(node.content);
      else if (node.type === 'bulletList' || node.type === 'orderedList')
        for (const item of node.content) walk(item.content);
    }
  };
  walk(doc.content);
  return [...ids];
}

/** The image ids a document shows, in order, once each. */
export function magazineDocumentImageIds(doc: MagazineDocument): number[] {
  const ids = new Set<number>();
  const walk = (nodes: readonly MagazineBlockNode[]) => {
    for (const node of nodes) {
      if (node.type === 'image') ids.add(node.attrs.imageId);
      else if (node.type === 'blockquote') walk(node.content);
      else if (node.type === 'bulletList' || node.type === 'orderedList')
        for (const item of node.content) walk(item.content);
    }
  };
  walk(doc.content);
  return [...ids];
}

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / 200));
}
