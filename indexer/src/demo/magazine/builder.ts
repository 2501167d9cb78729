import type {
  MagazineBlockNode,
  MagazineDocument,
  MagazineInlineNode,
  MagazineListItem,
  MagazineMark,
} from '@spielraum/schema';
import type { SceneKind } from './scenes';

/**
 * A few short functions that write the demo posts' bodies as `magazineDocumentSchema`
 * documents, so the content files read like text: `p('mit **fett**, *kursiv* und
 * [Link](/games/brettspiele/azul)')`, `h2('…')`, `ul('…', '…')`, `figure('dice', 'Bildunterschrift',
 * 'Alternativtext')`, `game('azul')`. Figures and game cards name a generated scene and a
 * catalogue slug; `resolveDemoBody` turns them into image and product ids at seed time.
 */

export type MagazineCategorySlug = 'branchen-news' | 'tests' | 'neuheiten' | 'ratgeber' | 'messen';

/** A figure before its image exists: the scene to draw, its caption and alternative text. */
export interface DemoFigure {
  type: 'demoFigure';
  scene: SceneKind;
  caption: string;
  alt: string;
}

/** A game card before its product id is known: the catalogue slug. */
export interface DemoGameCard {
  type: 'demoGame';
  slug: string;
}

export type DemoBlock = MagazineBlockNode | DemoFigure | DemoGameCard;

/**
 * When a demo post appears: `daysAgo` days before the seed at `hour` o'clock (UTC), a draft,
 * or scheduled `inDays` days after the seed.
 */
export type DemoPublication = { daysAgo: number; hour: number } | { draft: true } | { inDays: number };

/** The editor demo account (`DEMO_USERS`, role editor) as the author, instead of a staff name. */
export const EDITOR_ACCOUNT = Symbol('editor account');

export interface DemoPost {
  category: MagazineCategorySlug;
  title: string;
  /** Where the title's slug (`magazineSlug`) would be cut awkwardly. */
  slug?: string;
  /** At most 300 characters: the lists and cards show it. */
  teaser: string;
  /** At most 800 characters: the paragraph under the title. */
  lead: string;
  author: string | typeof EDITOR_ACCOUNT;
  publication: DemoPublication;
  cover: { scene: SceneKind; alt: string };
  body: DemoBlock[];
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

/** Text with `**bold**`, `*italic*` and `[text](href)` as text nodes with their marks. */
function inline(text: string): MagazineInlineNode[] {
  const nodes: MagazineInlineNode[] = [];
  const plain = (value: string, marks?: MagazineMark[]) => {
    if (value) nodes.push(marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    plain(text.slice(last, match.index));
    if (match[1] !== undefined) plain(match[1], [{ type: 'bold' }]);
    else if (match[2] !== undefined) plain(match[2], [{ type: 'italic' }]);
    else plain(match[3]!, [{ type: 'link', attrs: { href: match[4]! } }]);
    last = match.index + match[0].length;
  }
  plain(text.slice(last));
  return nodes;
}

export const p = (text: string): MagazineBlockNode => ({ type: 'paragraph', content: inline(text) });
export const h2 = (text: string): MagazineBlockNode => ({
  type: 'heading',
  attrs: { level: 2 },
  content: inline(text),
});
export const h3 = (text: string): MagazineBlockNode => ({
  type: 'heading',
  attrs: { level: 3 },
  content: inline(text),
});

const item = (text: string): MagazineListItem => ({ type: 'listItem', content: [p(text)] });
export const ul = (...items: string[]): MagazineBlockNode => ({
  type: 'bulletList',
  content: items.map(item),
});
export const ol = (...items: string[]): MagazineBlockNode => ({
  type: 'orderedList',
  content: items.map(item),
});
export const quote = (...paragraphs: string[]): MagazineBlockNode => ({
  type: 'blockquote',
  content: paragraphs.map(p),
});
export const hr: MagazineBlockNode = { type: 'horizontalRule' };

export const figure = (scene: SceneKind, caption: string, alt: string): DemoFigure => ({
  type: 'demoFigure',
  scene,
  caption,
  alt,
});
export const game = (slug: string): DemoGameCard => ({ type: 'demoGame', slug });

/** The figures of a body, in order (each becomes one stored image). */
export function demoFigures(body: readonly DemoBlock[]): DemoFigure[] {
  return body.filter((block): block is DemoFigure => block.type === 'demoFigure');
}

/** The catalogue slugs of a body's game cards, in order, once each. */
export function demoGameSlugs(body: readonly DemoBlock[]): string[] {
  return [
    ...new Set(
      body.filter((block): block is DemoGameCard => block.type === 'demoGame').map((block) => block.slug),
    ),
  ];
}

/** The stored document: figures as `image` nodes of their image ids, game cards by product id. */
export function resolveDemoBody(
  body: readonly DemoBlock[],
  ids: { figureImageIds: readonly number[]; productIdBySlug: ReadonlyMap<string, number> },
): MagazineDocument {
  let figureIndex = 0;
  const content = body.map((block): MagazineBlockNode => {
    if (block.type === 'demoFigure') {
      const imageId = ids.figureImageIds[figureIndex++];
      if (imageId === undefined) throw new Error(`no image for the figure "${block.caption}"`);
      return { type: 'image', attrs: { imageId, alt: block.alt, caption: block.caption } };
    }
    if (block.type === 'demoGame') {
      const productId = ids.productIdBySlug.get(block.slug);
      if (productId === undefined) throw new Error(`the demo catalogue has no game "${block.slug}"`);
      return { type: 'gameCard', attrs: { productId } };
    }
    return block;
  });
  return { type: 'doc', content };
}
