import { and, eq, isNotNull } from 'drizzle-orm';
import { message, type SharedList } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userLists, users } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { readListItems } from './read-list-items';

/**
 * A shared list as anyone with its address sees it: kind, name, the owner's display name and
 * the games, without ids or other owner data. A malformed, unknown or revoked hash is a 404.
 */
export async function readSharedList({
  db,
  shareHash,
}: {
  db: Database;
  shareHash: string;
}): Promise<SharedList> {
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
  const content = await readListItems({ db, listId: row.list.id });
  return { kind: row.list.kind, name: row.list.name, owner_name: row.ownerName, ...content };
}
