import { eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { userLists } from '@spielraum/schema/db';
import type { OwnList } from './find-own-list';

/** Stops sharing one of the user's lists: its share address answers 404 from now on. */
export async function unshareList({ db, list }: { db: Database; list: OwnList }): Promise<void> {
  await db.update(userLists).set({ shareHash: null, updatedAt: new Date() }).where(eq(userLists.id, list.id));
}
