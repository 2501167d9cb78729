import { and, eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { ignoredProducts } from '@spielraum/schema/db';

/** Shows an ignored game to the user again; a game that was not ignored changes nothing. */
export async function unignoreGame({
  db,
  userUuid,
  productId,
}: {
  db: Database;
  userUuid: string;
  productId: number;
}): Promise<void> {
  await db
    .delete(ignoredProducts)
    .where(and(eq(ignoredProducts.userUuid, userUuid), eq(ignoredProducts.productId, productId)));
}
