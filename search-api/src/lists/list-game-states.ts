import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserGameStatesResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { ignoredProducts, userListItems, userLists } from '@spielraum/schema/db';

/**
 * What the "Merken" menu shows for some games: the user's lists and, per game (in the order
 * asked), the lists it is on and whether the user ignores it.
 */
export async function listGameStates({
  db,
  userUuid,
  productIds,
}: {
  db: Database;
  userUuid: string;
  productIds: number[];
}): Promise<UserGameStatesResponse['data']> {
  const lists = await db
    .select({ id: userLists.id, kind: userLists.kind, name: userLists.name })
    .from(userLists)
    .where(eq(userLists.userUuid, userUuid))
    .orderBy(asc(userLists.kind), asc(userLists.name), asc(userLists.id));
  const memberships = lists.length
    ? await db
        .select({ listId: userListItems.listId, productId: userListItems.productId })
        .from(userListItems)
        .where(
          and(
            inArray(
              userListItems.listId,
              lists.map((list) => list.id),
            ),
            inArray(userListItems.productId, productIds),
          ),
        )
    : [];
  const ignored = await db
    .select({ productId: ignoredProducts.productId })
    .from(ignoredProducts)
    .where(and(eq(ignoredProducts.userUuid, userUuid), inArray(ignoredProducts.productId, productIds)));
  const ignoredIds = new Set(ignored.map((row) => row.productId));
  return {
    lists,
    games: productIds.map((productId) => ({
      product_id: productId,
      list_ids: memberships.filter((row) => row.productId === productId).map((row) => row.listId),
      ignored: ignoredIds.has(productId),
    })),
  };
}
