import type { MagazineBlockNode, MagazineDocument } from '@spielraum/schema';
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

export { h2, h3, hr, ol, p, quote, ul } from '@spielraum/schema';

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
