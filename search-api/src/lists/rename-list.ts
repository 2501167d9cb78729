import { eq } from 'drizzle-orm';
import type { UserList } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userLists } from '@spielraum/schema/db';
import { toUserList, type OwnList } from './find-own-list';

/** Gives one of the user's lists a new name; answers the list as it is now. */
export async function renameList({
  db,
  list,
  name,
}: {
  db: Database;
  list: OwnList;
  name: string;
}): Promise<UserList> {
  const [updated] = await db
    .update(userLists)
    .set({ name, updatedAt: new Date() })
    .where(eq(userLists.id, list.id))
    .returning();
  return toUserList({ db, list: updated ?? list });
}
