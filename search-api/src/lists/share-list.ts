import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { userLists } from '@spielraum/schema/db';
import type { OwnList } from './find-own-list';

/**
 * Shares one of the user's lists under a random 128-bit hash (base64url) and answers it.
 * Sharing again keeps the address; after `unshareList` a new one is drawn, so the old stays dead.
 */
export async function shareList({ db, list }: { db: Database; list: OwnList }): Promise<string> {
  const shareHash = list.shareHash ?? randomBytes(16).toString('base64url');
  if (!list.shareHash)
    await db.update(userLists).set({ shareHash, updatedAt: new Date() }).where(eq(userLists.id, list.id));
  return shareHash;
}
