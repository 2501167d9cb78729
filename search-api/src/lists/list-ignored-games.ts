import { asc, desc, eq } from 'drizzle-orm';
import type { IgnoredGamesResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { ignoredProducts, products } from '@spielraum/schema/db';
import { selectGameCards, toGameCard } from '../catalogue/game-cards';

/** The games the user ignores, as cards with the time they were ignored, newest first. */
export async function listIgnoredGames({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<IgnoredGamesResponse['data']> {
  const rows = await selectGameCards(db)
    .innerJoin(ignoredProducts, eq(ignoredProducts.productId, products.id))
    .where(eq(ignoredProducts.userUuid, userUuid))
    .orderBy(desc(ignoredProducts.createdAt), asc(products.id));
  // selectGameCards picks the card columns; the time comes in a second, narrow read
  const times = await db
    .select({ productId: ignoredProducts.productId, createdAt: ignoredProducts.createdAt })
    .from(ignoredProducts)
    .where(eq(ignoredProducts.userUuid, userUuid));
  const timeOf = new Map(times.map((row) => [row.productId, row.createdAt.toISOString()]));
  return rows.map((row) => ({ game: toGameCard(row), ignored_at: timeOf.get(row.product_id) ?? '' }));
}
