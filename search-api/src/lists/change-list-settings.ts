import { eq } from 'drizzle-orm';
import { serverMessage, type UserList } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userLists } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { toUserList, type OwnList } from './find-own-list';

/**
 * Whether the owner sees the gift reservations of their wish list ("Reservierungen anzeigen", off
 * by default so nothing spoils the surprise). Collections take no gifts: 400.
 */
export async function changeListSettings({
  db,
  list,
  showReservations,
}: {
  db: Database;
  list: OwnList;
  showReservations: boolean;
}): Promise<UserList> {
  if (list.kind !== 'wishlist')
    throw new AppError('bad_request', {
      error: 'not a wish list',
      message: serverMessage('giftOnlyWishlists'),
    });
  const [updated] = await db
    .update(userLists)
    .set({ showReservations, updatedAt: new Date() })
    .where(eq(userLists.id, list.id))
    .returning();
  return toUserList({ db, list: updated ?? list });
}
