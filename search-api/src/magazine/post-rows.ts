import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  readingMinutes,
  type MagazineCategory,
  type MagazineImage,
  type MagazinePostCard,
  type MagazinePostState,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { magazineCategories, magazineImages, magazinePosts } from '@spielraum/schema/db';

/** A post readers may see: published, and its time has come (a later time means scheduled). */
export function visiblePost(now: SQL = sql`now()`): SQL {
  return and(eq(magazinePosts.status, 'published'), lte(magazinePosts.publishedAt, now))!;
}

/** The state an editor sees: a published post whose time lies ahead is scheduled. */
export function postState(
  status: 'draft' | 'published' | 'unpublished',
  publishedAt: Date | null,
  now = new Date(),
): MagazinePostState {
  if (status !== 'published') return status;
  return publishedAt && publishedAt > now ? 'scheduled' : 'published';
}

/** The columns behind a teaser tile; callers add where, order and paging. */
export function selectPostCards(db: Database) {
  return db
    .select({
      id: magazinePosts.id,
      slug: magazinePosts.slug,
      category_slug: magazineCategories.slug,
      category_title: magazineCategories.title,
      title: magazinePosts.title,
      teaser: magazinePosts.teaser,
      author_name: magazinePosts.authorName,
      published_at: magazinePosts.publishedAt,
      updated_at: magazinePosts.updatedAt,
      body_text: magazinePosts.bodyText,
      cover_image_id: magazinePosts.coverImageId,
    })
    .from(magazinePosts)
    .innerJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId));
}

type PostCardRow = Awaited<ReturnType<typeof selectPostCards>>[number];

/** The images of these ids as pages show them. */
export async function loadImages(db: Database, ids: readonly number[]): Promise<Map<number, MagazineImage>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: magazineImages.id,
      width: magazineImages.width,
      height: magazineImages.height,
      widths: magazineImages.widths,
      alt: magazineImages.alt,
    })
    .from(magazineImages)
    .where(inArray(magazineImages.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Rows of `selectPostCards` as teaser cards, with their covers. */
export async function toPostCards(db: Database, rows: readonly PostCardRow[]): Promise<MagazinePostCard[]> {
  const covers = await loadImages(
    db,
    rows.flatMap((row) => (row.cover_image_id === null ? [] : [row.cover_image_id])),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    category_slug: row.category_slug,
    category_title: row.category_title,
    title: row.title,
    teaser: row.teaser,
    author_name: row.author_name,
    published_at: (row.published_at ?? row.updated_at).toISOString(),
    reading_minutes: readingMinutes(row.body_text),
    cover: row.cover_image_id === null ? null : (covers.get(row.cover_image_id) ?? null),
  }));
}

/** The categories in their order, each with its number of visible posts. */
export async function listCategories(db: Database): Promise<MagazineCategory[]> {
  const rows = await db
    .select({
      id: magazineCategories.id,
      slug: magazineCategories.slug,
      title: magazineCategories.title,
      description: magazineCategories.description,
      news_type: magazineCategories.newsType,
      post_count: sql<number>`(select count(*)::int from ${magazinePosts} p
        where p.category_id = ${magazineCategories.id} and p.status = 'published' and p.published_at <= now())`,
    })
    .from(magazineCategories)
    .orderBy(magazineCategories.position, magazineCategories.id);
  return rows;
}

/** Page count of a paged answer; at least 1 so an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
