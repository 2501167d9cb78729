import { and, asc, count, desc, eq, gt, ilike, lte, sql, type SQL } from 'drizzle-orm';
import {
  EMPTY_MAGAZINE_DOCUMENT,
  magazineDocumentImageIds,
  magazineDocumentSchema,
  type EditorPost,
  type EditorPostsResponse,
  type MagazinePostState,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import {
  comments,
  magazineCategories,
  magazinePostProducts,
  magazinePosts,
  mediaFiles,
  productGroups,
  products,
} from '@spielraum/schema/db';
import { listCategories, loadImages, pageCount, postState } from './post-rows';
import { postNotFound } from './read-post';

const PER_PAGE = 20;

function stateFilter(state: MagazinePostState): SQL {
  switch (state) {
    case 'draft':
      return eq(magazinePosts.status, 'draft');
    case 'unpublished':
      return eq(magazinePosts.status, 'unpublished');
    case 'scheduled':
      return and(eq(magazinePosts.status, 'published'), gt(magazinePosts.publishedAt, sql`now()`))!;
    case 'published':
      return and(eq(magazinePosts.status, 'published'), lte(magazinePosts.publishedAt, sql`now()`))!;
  }
}

/** The editors' list of posts in every state, last changed first, with filters and paging. */
export async function listEditorPosts({
  db,
  state,
  category,
  q,
  page,
}: {
  db: Database;
  state?: MagazinePostState;
  category?: string;
  q?: string;
  page: number;
}): Promise<EditorPostsResponse['data']> {
  const where: SQL[] = [];
  if (state) where.push(stateFilter(state));
  if (category) where.push(eq(magazineCategories.slug, category));
  if (q) where.push(ilike(magazinePosts.title, `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [[total], rows, categories] = await Promise.all([
    db
      .select({ n: count() })
      .from(magazinePosts)
      .innerJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId))
      .where(condition),
    db
      .select({
        id: magazinePosts.id,
        title: magazinePosts.title,
        slug: magazinePosts.slug,
        category_slug: magazineCategories.slug,
        category_title: magazineCategories.title,
        status: magazinePosts.status,
        published_at: magazinePosts.publishedAt,
        updated_at: magazinePosts.updatedAt,
        author_name: magazinePosts.authorName,
        pending_comments: sql<number>`(select count(*)::int from ${comments} c
          where c.target_type = 'magazine_post' and c.target_id = ${magazinePosts.id} and c.status = 'pending')`,
      })
      .from(magazinePosts)
      .innerJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId))
      .where(condition)
      .orderBy(desc(magazinePosts.updatedAt), desc(magazinePosts.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    listCategories(db),
  ]);
  const n = total?.n ?? 0;
  return {
    posts: rows.map((row) => ({
      ...row,
      state: postState(row.status, row.published_at),
      published_at: row.published_at?.toISOString() ?? null,
      updated_at: row.updated_at.toISOString(),
    })),
    total: n,
    page,
    pages: pageCount(n, PER_PAGE),
    categories,
  };
}

/** One post as the editor loads it: the stored document, its images and featured games. */
export async function readEditorPost({ db, postId }: { db: Database; postId: number }): Promise<EditorPost> {
  const [row] = await db
    .select({ post: magazinePosts, categorySlug: magazineCategories.slug })
    .from(magazinePosts)
    .innerJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId))
    .where(eq(magazinePosts.id, postId))
    .limit(1);
  if (!row) throw postNotFound();
  const { post } = row;
  const parsed = magazineDocumentSchema.safeParse(post.body);
  const body = parsed.success ? parsed.data : EMPTY_MAGAZINE_DOCUMENT;
  const bodyImageIds = magazineDocumentImageIds(body);
  const [images, featured] = await Promise.all([
    loadImages(db, [...bodyImageIds, ...(post.coverImageId === null ? [] : [post.coverImageId])]),
    db
      .select({
        product_id: products.id,
        title: products.title,
        slug: products.slug,
        category: productGroups.slug,
        cover_image_id: mediaFiles.id,
      })
      .from(magazinePostProducts)
      .innerJoin(products, eq(products.id, magazinePostProducts.productId))
      .innerJoin(productGroups, eq(productGroups.id, products.groupId))
      .leftJoin(mediaFiles, and(eq(mediaFiles.productId, products.id), eq(mediaFiles.isCover, true)))
      .where(eq(magazinePostProducts.postId, postId))
      .orderBy(asc(magazinePostProducts.position)),
  ]);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    category_id: post.categoryId,
    category_slug: row.categorySlug,
    teaser: post.teaser,
    lead: post.lead,
    body,
    cover: post.coverImageId === null ? null : (images.get(post.coverImageId) ?? null),
    images: bodyImageIds.flatMap((id) => {
      const image = images.get(id);
      return image ? [image] : [];
    }),
    featured_games: featured,
    status: post.status,
    state: postState(post.status, post.publishedAt),
    published_at: post.publishedAt?.toISOString() ?? null,
    updated_at: post.updatedAt.toISOString(),
    author_name: post.authorName,
    path: `/magazine/${row.categorySlug}/${post.slug}`,
  };
}
