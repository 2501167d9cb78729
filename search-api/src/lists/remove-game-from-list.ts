import { and, eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { userListItems } from '@spielraum/schema/db';
import { removeRuleAlerts } from '../alerts/make-rule-alerts';
import type { OwnList } from './find-own-list';
import { listItemNotFound } from './update-list-item';

/** Takes a game off one of the user's lists with its list-rule alerts; 404 when it is not on it. */
export async function removeGameFromList({
  db,
  list,
  productId,
}: {
  db: Database;
  list: OwnList;
  productId: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userListItems)
      .where(and(eq(userListItems.listId, list.id), eq(userListItems.productId, productId)))
      .returning({ productId: userListItems.productId });
    if (removed.length === 0) throw listItemNotFound();
    await removeRuleAlerts({ db: tx, listId: list.id, productIds: [productId] });
  });
}
