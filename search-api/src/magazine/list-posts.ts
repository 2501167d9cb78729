import { and, count, desc, eq } from 'drizzle-orm';
import {
  MAGAZINE_LIMITS,
  type MagazineCategoryResponse,
  type MagazineHomeResponse,
  serverMessage,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { magazinePosts } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { listCategories, pageCount, selectPostCards, toPostCards, visiblePost } from './post-rows';

const PER_PAGE = MAGAZINE_LIMITS.postsPerPage;

/** The magazine's front: its categories and the latest visible posts of all, newest first. */
export async function listMagazineHome({
  db,
  page,
}: {
  db: Database;
  page: number;
}): Promise<MagazineHomeResponse['data']> {
  const [categories, [total], rows] = await Promise.all([
    listCategories(db),
    db.select({ n: count() }).from(magazinePosts).where(visiblePost()),
    selectPostCards(db)
      .where(visiblePost())
      .orderBy(desc(magazinePosts.publishedAt), desc(magazinePosts.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
  ]);
  const n = total?.n ?? 0;
  return { categories, posts: await toPostCards(db, rows), total: n, page, pages: pageCount(n, PER_PAGE) };
}

export function categoryNotFound(): AppError {
  return new AppError('not_found', {
    error: 'category not found',
    message: serverMessage('magazineCategoryNotFound'),
  });
}

/** One category's visible posts, newest first; 404 for an unknown slug. */
export async function listCategoryPosts({
  db,
  slug,
  page,
}: {
  db: Database;
  slug: string;
  page: number;
}): Promise<MagazineCategoryResponse['data']> {
  const categories = await listCategories(db);
  const category = categories.find((entry) => entry.slug === slug);
  if (!category) throw categoryNotFound();
  const where = and(visiblePost(), eq(magazinePosts.categoryId, category.id));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(magazinePosts).where(where),
    selectPostCards(db)
      .where(where)
      .orderBy(desc(magazinePosts.publishedAt), desc(magazinePosts.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
  ]);
  const n = total?.n ?? 0;
  return {
    category,
    categories,
    posts: await toPostCards(db, rows),
    total: n,
    page,
    pages: pageCount(n, PER_PAGE),
  };
}
