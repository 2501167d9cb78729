import { and, eq, isNotNull } from 'drizzle-orm';
import { message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userLists, users } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

/** A shared list's row and its owner's display name, as `findSharedList` finds them. */
export interface SharedListRow {
  list: typeof userLists.$inferSelect;
  ownerName: string;
}

/** The list shared under `shareHash`; a malformed, unknown or revoked hash is a 404. */
export async function findSharedList({
  db,
  shareHash,
}: {
  db: Database;
  shareHash: string;
}): Promise<SharedListRow> {
  const notFound = new AppError('not_found', {
    error: 'list not found',
    message: message('listNotFound'),
  });
  if (!/^[A-Za-z0-9_-]{22}$/.test(shareHash)) throw notFound;
  const [row] = await db
    .select({ list: userLists, ownerName: users.displayName })
    .from(userLists)
    .innerJoin(users, eq(users.uuid, userLists.userUuid))
    .where(and(isNotNull(userLists.shareHash), eq(userLists.shareHash, shareHash)))
    .limit(1);
  if (!row) throw notFound;
  return row;
}
