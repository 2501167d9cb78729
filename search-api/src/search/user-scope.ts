import { and, eq } from 'drizzle-orm';
import type { ListFilter } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { ignoredProducts, userListItems, userLists } from '@spielraum/schema/db';

/**
 * The user-specific part of a search: games the user ignores are excluded unless asked for;
 * "in my collection" / "on my wishlist" restrict the hits to the user's lists of that kind.
 */
export async function userSearchScope({
  db,
  userUuid,
  list,
  showIgnored,
}: {
  db: Database;
  userUuid: string | null;
  list: ListFilter | undefined;
  showIgnored: boolean;
}): Promise<{ includeIds?: number[]; excludeIds?: number[] }> {
  if (!userUuid) return {};
  const scope: { includeIds?: number[]; excludeIds?: number[] } = {};
  if (!showIgnored) {
    const ignored = await db
      .select({ id: ignoredProducts.productId })
      .from(ignoredProducts)
      .where(eq(ignoredProducts.userUuid, userUuid));
    if (ignored.length) scope.excludeIds = ignored.map((row) => row.id);
  }
  if (list) {
    const members = await db
      .selectDistinct({ id: userListItems.productId })
      .from(userListItems)
      .innerJoin(userLists, eq(userLists.id, userListItems.listId))
      .where(
        and(
          eq(userLists.userUuid, userUuid),
          eq(userLists.kind, list === 'collection' ? 'collection' : 'wishlist'),
        ),
      );
    scope.includeIds = members.map((row) => row.id);
  }
  return scope;
}
