import { and, eq } from 'drizzle-orm';
import { message, serverMessage } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userListItems } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { findSharedList } from '../lists/find-shared-list';

/**
 * The shared wish list under `shareHash` and the check that `productId` is on it: unknown hash
 * 404, a collection 400 (only wish lists are giftable), a game not on the list 404.
 */
export async function findGiftableItem({
  db,
  shareHash,
  productId,
}: {
  db: Database;
  shareHash: string;
  productId: number;
}) {
  const { list } = await findSharedList({ db, shareHash });
  if (list.kind !== 'wishlist')
    throw new AppError('bad_request', {
      error: 'not a wish list',
      message: serverMessage('giftOnlyWishlists'),
    });
  const [item] = await db
    .select({ productId: userListItems.productId })
    .from(userListItems)
    .where(and(eq(userListItems.listId, list.id), eq(userListItems.productId, productId)))
    .limit(1);
  if (!item)
    throw new AppError('not_found', { error: 'item not found', message: message('listItemNotFound') });
  return { list, productId };
}
