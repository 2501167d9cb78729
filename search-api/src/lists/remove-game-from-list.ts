import { and, eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { userListItems } from '@spielraum/schema/db';
import type { OwnList } from './find-own-list';
import { listItemNotFound } from './update-list-item';

/** Takes a game off one of the user's lists; 404 when it is not on it. */
export async function removeGameFromList({
  db,
  list,
  productId,
}: {
  db: Database;
  list: OwnList;
  productId: number;
}): Promise<void> {
  const removed = await db
    .delete(userListItems)
    .where(and(eq(userListItems.listId, list.id), eq(userListItems.productId, productId)))
    .returning({ productId: userListItems.productId });
  if (removed.length === 0) throw listItemNotFound();
}
