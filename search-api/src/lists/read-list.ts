import type { UserListDetail } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { toUserList, type OwnList } from './find-own-list';
import { readListItems } from './read-list-items';

/**
 * One of the user's lists with its games, their current best totals and the sum of those. A wish
 * list's gift reservations come along only when the owner chose to see them.
 */
export async function readList({ db, list }: { db: Database; list: OwnList }): Promise<UserListDetail> {
  const withReservations = list.kind === 'wishlist' && list.showReservations;
  const content = await readListItems({ db, listId: list.id, withReservations });
  return { ...(await toUserList({ db, list })), ...content };
}
