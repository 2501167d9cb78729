import { count, eq } from 'drizzle-orm';
import {
  LIST_LIMITS,
  message,
  type addItemToListRequestSchema,
  type AddListItemResponse,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userListItems, userLists } from '@spielraum/schema/db';
import type { z } from 'zod';
import { makeRuleAlerts } from '../alerts/make-rule-alerts';
import { AppError } from '../http/errors';
import type { OwnList } from './find-own-list';
import { requireGame } from './require-game';

type ListItemToAdd = z.infer<typeof addItemToListRequestSchema>;

/**
 * Adds a game to one of the user's lists, within the per-list cap, with the alerts of the
 * list's alert rules for it in the same transaction. Adding a game that is on the list already
 * keeps its note and priority. Answers the list the game is on.
 */
export async function addGameToList({
  db,
  list,
  item,
}: {
  db: Database;
  list: OwnList;
  item: ListItemToAdd;
}): Promise<AddListItemResponse['data']> {
  await requireGame({ db, productId: item.product_id });
  const [row] = await db
    .select({ amount: count() })
    .from(userListItems)
    .where(eq(userListItems.listId, list.id));
  if ((row?.amount ?? 0) >= LIST_LIMITS.itemsPerList)
    throw new AppError('bad_request', {
      error: 'list full',
      message: message('listFull', { amount: LIST_LIMITS.itemsPerList }),
    });
  await db.transaction(async (tx) => {
    await tx
      .insert(userListItems)
      .values({
        listId: list.id,
        productId: item.product_id,
        ...(item.note ? { note: item.note } : {}),
        ...(item.priority ? { priority: item.priority } : {}),
      })
      .onConflictDoNothing();
    // the list's alert rules cover the game from now on, committed with the game or not at all
    await makeRuleAlerts({ db: tx, listId: list.id, productIds: [item.product_id] });
    await tx.update(userLists).set({ updatedAt: new Date() }).where(eq(userLists.id, list.id));
  });
  return { list_id: list.id, list_name: list.name, product_id: item.product_id };
}
