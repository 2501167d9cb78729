import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  magazineDocumentBlocks,
  magazineDocumentImageIds,
  magazineDocumentProductIds,
  magazineDocumentSchema,
  renderMagazineDocument,
  type GameCard,
  type MagazinePostResponse,
  serverMessage,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { magazineCategories, magazinePostProducts, magazinePosts, products } from '@spielraum/schema/db';
import { selectGameCards, toGameCard } from '../catalogue/game-cards';
import { listCommentThread } from '../comments/list-comment-thread';
import { AppError } from '../http/errors';
import { loadImages, postState, selectPostCards, toPostCards, visiblePost } from './post-rows';

export function postNotFound(): AppError {
  return new AppError('not_found', {
    error: 'post not found',
    message: serverMessage('magazinePostNotFound'),
  });
}

const RELATED = 3;

/** Game cards (live best totals) of these products, in the given order. */
async function gameCards(db: Database, productIds: readonly number[]): Promise<Map<number, GameCard>> {
  if (productIds.length === 0) return new Map();
  const rows = await selectGameCards(db).where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.product_id, toGameCard(row)]));
}

/**
 * One post as the reader sees it: the body rendered from its stored document with live game
 * cards, the featured games, three related posts (sharing a featured game first, then the same
 * category, newest first) and the comment thread. Readers get only visible posts (404 else);
 * `preview` (editors) gets any state. Found by slug alone: the page redirects when the category
 * in its address is not the post's.
 */
export async function readPost({
  db,
  slug,
  postId,
  viewerUuid,
  preview = false,
}: {
  db: Database;
  slug?: string;
  postId?: number;
  viewerUuid: string | null;
  preview?: boolean;
}): Promise<MagazinePostResponse['data']> {
  const where = [slug !== undefined ? eq(magazinePosts.slug, slug) : eq(magazinePosts.id, postId ?? 0)];
  if (!preview) where.push(visiblePost());
  const [row] = await db
    .select({
      id: magazinePosts.id,
      slug: magazinePosts.slug,
      categoryId: magazinePosts.categoryId,
      categorySlug: magazineCategories.slug,
      categoryTitle: magazineCategories.title,
      title: magazinePosts.title,
      teaser: magazinePosts.teaser,
      lead: magazinePosts.lead,
      body: magazinePosts.body,
      status: magazinePosts.status,
      authorName: magazinePosts.authorName,
      publishedAt: magazinePosts.publishedAt,
      updatedAt: magazinePosts.updatedAt,
      coverImageId: magazinePosts.coverImageId,
    })
    .from(magazinePosts)
    .innerJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId))
    .where(and(...where))
    .limit(1);
  if (!row) throw postNotFound();
  // The stored document passed the same schema when saved; parsing again keeps an old or
  // hand-edited row from reaching the renderer with a shape it does not know.
  const parsed = magazineDocumentSchema.safeParse(row.body);
  const body = parsed.success ? parsed.data : { type: 'doc' as const, content: [] };
  const featured = await db
    .select({ productId: magazinePostProducts.productId })
    .from(magazinePostProducts)
    .where(eq(magazinePostProducts.postId, row.id))
    .orderBy(asc(magazinePostProducts.position));
  const featuredIds = featured.map((entry) => entry.productId);
  const bodyIds = magazineDocumentProductIds(body);
  const [games, images, thread, related] = await Promise.all([
    gameCards(db, [...new Set([...featuredIds, ...bodyIds])]),
    loadImages(db, [
      ...magazineDocumentImageIds(body),
      ...(row.coverImageId === null ? [] : [row.coverImageId]),
    ]),
    listCommentThread({ db, targetType: 'magazine_post', targetId: row.id, viewerUuid }),
    relatedPosts(db, row.id, row.categoryId, featuredIds),
  ]);
  const featuredGames = [...new Set([...featuredIds, ...bodyIds])].flatMap((id) => {
    const game = games.get(id);
    return game ? [game] : [];
  });
  const [card] = await toPostCards(db, [
    {
      id: row.id,
      slug: row.slug,
      category_slug: row.categorySlug,
      category_title: row.categoryTitle,
      title: row.title,
      teaser: row.teaser,
      author_name: row.authorName,
      published_at: row.publishedAt,
      updated_at: row.updatedAt,
      body_text: magazineDocumentBlocks(body).join('\n'),
      cover_image_id: row.coverImageId,
    },
  ]);
  return {
    post: {
      ...card!,
      lead: row.lead,
      body_html: renderMagazineDocument(body, { images, games }),
      speech_blocks: [row.title, ...(row.lead ? [row.lead] : []), ...magazineDocumentBlocks(body)],
      updated_at: row.updatedAt.toISOString(),
      featured_games: featuredGames,
      state: postState(row.status, row.publishedAt),
    },
    related,
    comments: thread,
  };
}

async function relatedPosts(
  db: Database,
  postId: number,
  categoryId: number,
  featuredIds: readonly number[],
) {
  // a literal in ORDER BY would name a select column, so the first key is left out without games
  const sharesGame = sql`exists (select 1 from ${magazinePostProducts} pp where pp.post_id = ${magazinePosts.id}
    and pp.product_id = any(${sql.param([...featuredIds])}::int[]))`;
  const sameCategory = desc(sql`(${magazinePosts.categoryId} = ${categoryId})`);
  const rows = await selectPostCards(db)
    .where(and(visiblePost(), ne(magazinePosts.id, postId)))
    .orderBy(
      ...(featuredIds.length > 0 ? [desc(sharesGame), sameCategory] : [sameCategory]),
      desc(magazinePosts.publishedAt),
    )
    .limit(RELATED);
  return toPostCards(db, rows);
}
