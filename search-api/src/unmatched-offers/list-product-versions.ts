import { asc, eq } from 'drizzle-orm';
import type { ProductVersionsResponse } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { products, productVersions } from '@spielraum/schema/db';

/**
 * A game and its editions (language, edition, GTIN, MPN), for assigning an offer to one of them
 * after choosing the game by name; null when there is no such game.
 */
export async function listProductVersions({
  database,
  productId,
}: {
  database: DatabaseHandle;
  productId: number;
}): Promise<ProductVersionsResponse['data'] | null> {
  const { db } = database;
  const [product] = await db
    .select({ id: products.id, slug: products.slug, title: products.title })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const versions = await db
    .select({
      id: productVersions.id,
      gtin: productVersions.gtin,
      mpn: productVersions.mpn,
      language: productVersions.language,
      edition: productVersions.edition,
      label: productVersions.label,
    })
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(asc(productVersions.id));
  return { product, versions };
}
