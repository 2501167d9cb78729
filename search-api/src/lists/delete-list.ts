import { eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { userLists } from '@spielraum/schema/db';
import type { OwnList } from './find-own-list';

/** Deletes one of the user's lists; its items go with it (the foreign key cascades). */
export async function deleteList({ db, list }: { db: Database; list: OwnList }): Promise<void> {
  await db.delete(userLists).where(eq(userLists.id, list.id));
}
