import { asc, desc, eq } from 'drizzle-orm';
import type { ListItem } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { products, userListItems } from '@spielraum/schema/db';
import { selectGameCards, toGameCard } from '../catalogue/game-cards';
import { readGiftReservations } from '../gifts/read-gift-reservations';

/**
 * The games of one list as cards with note and priority, highest priority (1) first, then
 * newest. The cards carry the current best total from `product_price_stats`; the answer adds
 * those totals up over the games that have an offer (money in euro cents). Gift reservations are
 * read only `withReservations`; otherwise every item's `reservation` is null.
 */
export async function readListItems({
  db,
  listId,
  withReservations,
}: {
  db: Database;
  listId: number;
  withReservations: boolean;
}): Promise<{ items: ListItem[]; best_total_sum: number; priced_count: number }> {
  const rows = await selectGameCards(db)
    .innerJoin(userListItems, eq(userListItems.productId, products.id))
    .where(eq(userListItems.listId, listId))
    .orderBy(asc(userListItems.priority), desc(userListItems.addedAt), asc(products.id));
  // selectGameCards picks the card columns; the item's own columns come in a second, narrow read
  const extras = await db
    .select({
      productId: userListItems.productId,
      note: userListItems.note,
      priority: userListItems.priority,
      addedAt: userListItems.addedAt,
    })
    .from(userListItems)
    .where(eq(userListItems.listId, listId));
  const extraOf = new Map(extras.map((row) => [row.productId, row]));
  const reservations = withReservations ? await readGiftReservations({ db, listId }) : new Map();
  const items: ListItem[] = [];
  let sum = 0;
  let priced = 0;
  for (const row of rows) {
    const extra = extraOf.get(row.product_id);
    if (!extra) continue;
    const game = toGameCard(row);
    if (game.best_total !== null) {
      sum += game.best_total;
      priced += 1;
    }
    items.push({
      game,
      note: extra.note,
      priority: extra.priority,
      added_at: extra.addedAt.toISOString(),
      reservation: reservations.get(row.product_id) ?? null,
    });
  }
  return { items, best_total_sum: sum, priced_count: priced };
}
