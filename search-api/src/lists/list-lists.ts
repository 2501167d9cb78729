import { and, asc, eq, sql } from 'drizzle-orm';
import type { ListKind, UserList } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userListItems, userLists } from '@spielraum/schema/db';

/** The user's lists (of one kind, or both), by kind and name, each with the number of games on it. */
export async function listLists({
  db,
  userUuid,
  kind,
}: {
  db: Database;
  userUuid: string;
  kind?: ListKind | undefined;
}): Promise<UserList[]> {
  const rows = await db
    .select({
      list: userLists,
      amount: sql<number>`(select count(*) from ${userListItems} where ${userListItems.listId} = ${userLists.id})::int`,
    })
    .from(userLists)
    .where(and(eq(userLists.userUuid, userUuid), kind ? eq(userLists.kind, kind) : undefined))
    .orderBy(asc(userLists.kind), asc(userLists.name), asc(userLists.id));
  return rows.map(({ list, amount }) => ({
    id: list.id,
    kind: list.kind,
    name: list.name,
    item_count: amount,
    share_hash: list.shareHash,
    show_reservations: list.showReservations,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  }));
}
