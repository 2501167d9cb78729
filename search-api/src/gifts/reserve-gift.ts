import { message, serverMessage, type ReserveGiftResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { giftReservations } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { findGiftableItem } from './find-giftable-item';
import { createUndoSecret, hashUndoSecret } from './undo-secret';

/** SQLSTATE 23503: the list item went away between the check and the insert. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23503') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Reserves a game of a shared wish list for a visitor ("Ich schenke das") and answers the undo
 * secret, which is stored only as a hash. The primary key on the list item decides between two
 * visitors reserving at once: the insert that comes second does nothing and answers 409. The
 * list's owner may not reserve (that would tell them what others reserved).
 */
export async function reserveGift({
  db,
  shareHash,
  productId,
  gifterName,
  viewerUuid,
}: {
  db: Database;
  shareHash: string;
  productId: number;
  gifterName: string | null;
  viewerUuid: string | null;
}): Promise<ReserveGiftResponse['data']> {
  const { list } = await findGiftableItem({ db, shareHash, productId });
  if (viewerUuid === list.userUuid)
    throw new AppError('forbidden', { error: 'own list', message: serverMessage('giftOwnList') });
  const undoSecret = createUndoSecret();
  let inserted: (typeof giftReservations.$inferSelect)[];
  try {
    inserted = await db
      .insert(giftReservations)
      .values({ listId: list.id, productId, gifterName, undoSecretHash: hashUndoSecret(undoSecret) })
      .onConflictDoNothing({ target: [giftReservations.listId, giftReservations.productId] })
      .returning();
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new AppError('not_found', { error: 'item not found', message: message('listItemNotFound') });
    throw error;
  }
  const [row] = inserted;
  if (!row)
    throw new AppError('conflict', {
      error: 'already reserved',
      message: serverMessage('giftAlreadyReserved'),
    });
  return {
    product_id: productId,
    reservation: { id: row.id, gifter_name: row.gifterName, reserved_at: row.createdAt.toISOString() },
    undo_secret: undoSecret,
  };
}
