import type { UserListDetail } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { toUserList, type OwnList } from './find-own-list';
import { readListItems } from './read-list-items';

/** One of the user's lists with its games, their current best totals and the sum of those. */
export async function readList({ db, list }: { db: Database; list: OwnList }): Promise<UserListDetail> {
  const content = await readListItems({ db, listId: list.id });
  return { ...(await toUserList({ db, list })), ...content };
}
