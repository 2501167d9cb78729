import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { productGroups, products } from '@spielraum/schema/db';

/** Slugs and categories of every product, for the sitemap. */
export async function listGameUrls({ database }: { database: DatabaseHandle }) {
  return database.db
    .select({ slug: products.slug, category: productGroups.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .orderBy(asc(products.id));
}
