import { desc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { magazineCategories, magazinePosts } from '@spielraum/schema/db';
import { visiblePost } from './post-rows';

/** The addresses of the magazine's categories and visible posts, for the sitemap. */
export async function listMagazineUrls({ database }: { database: DatabaseHandle }) {
  const [categories, posts] = await Promise.all([
    database.db
      .select({ slug: magazineCategories.slug })
      .from(magazineCategories)
      .orderBy(magazineCategories.position),
    database.db
      .select({
        slug: magazinePosts.slug,
        category: magazineCategories.slug,
        updatedAt: magazinePosts.updatedAt,
      })
      .from(magazinePosts)
      .innerJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId))
      .where(visiblePost())
      .orderBy(desc(magazinePosts.publishedAt)),
  ]);
  return { categories, posts };
}
