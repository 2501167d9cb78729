import { and, count, eq } from 'drizzle-orm';
import { message, type UserList } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userListItems, userLists } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

/** A row of `user_lists` that `findOwnList` has checked to belong to the signed-in user. */
export type OwnList = typeof userLists.$inferSelect;

/**
 * The list `listId` if it belongs to `userUuid`. Another user's list answers the same 404 as
 * a list that does not exist, so ids of other users' lists cannot be probed.
 */
export async function findOwnList({
  db,
  userUuid,
  listId,
}: {
  db: Database;
  userUuid: string;
  listId: number;
}): Promise<OwnList> {
  const [list] = await db
    .select()
    .from(userLists)
    .where(and(eq(userLists.id, listId), eq(userLists.userUuid, userUuid)))
    .limit(1);
  if (!list) throw new AppError('not_found', { error: 'list not found', message: message('listNotFound') });
  return list;
}

/** A list row in the answer shape, with the number of games on it. */
export async function toUserList({ db, list }: { db: Database; list: OwnList }): Promise<UserList> {
  const [row] = await db
    .select({ amount: count() })
    .from(userListItems)
    .where(eq(userListItems.listId, list.id));
  return {
    id: list.id,
    kind: list.kind,
    name: list.name,
    item_count: row?.amount ?? 0,
    share_hash: list.shareHash,
    show_reservations: list.showReservations,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}
