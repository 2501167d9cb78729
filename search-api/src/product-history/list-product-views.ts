import { desc, eq } from 'drizzle-orm';
import { PRODUCT_HISTORY_LIMIT, type GameCard } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { productViews } from '@spielraum/schema/db';
import { gameCardsByIds } from '../catalogue/game-cards';

/** The user's recently viewed games as cards, newest first. */
export async function listProductViews({
  database,
  userUuid,
}: {
  database: DatabaseHandle;
  userUuid: string;
}): Promise<GameCard[]> {
  const rows = await database.db
    .select({ productId: productViews.productId })
    .from(productViews)
    .where(eq(productViews.userUuid, userUuid))
    .orderBy(desc(productViews.viewedAt), productViews.productId)
    .limit(PRODUCT_HISTORY_LIMIT);
  return gameCardsByIds(
    database,
    rows.map((row) => row.productId),
  );
}
