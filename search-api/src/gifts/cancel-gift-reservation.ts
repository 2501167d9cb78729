import { and, eq } from 'drizzle-orm';
import { serverMessage } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { giftReservations } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { findGiftableItem } from './find-giftable-item';
import { matchesUndoSecret } from './undo-secret';

/**
 * Undoes a reservation with its undo secret (the visitor's browser keeps it, or the undo link
 * carries it): 404 when the game is not reserved, 403 when the secret is another one. The delete
 * names the hash it checked, so a reservation made again meanwhile is not removed.
 */
export async function cancelGiftReservation({
  db,
  shareHash,
  productId,
  undoSecret,
}: {
  db: Database;
  shareHash: string;
  productId: number;
  undoSecret: string;
}): Promise<void> {
  const { list } = await findGiftableItem({ db, shareHash, productId });
  const where = and(eq(giftReservations.listId, list.id), eq(giftReservations.productId, productId));
  const [reservation] = await db
    .select({ undoSecretHash: giftReservations.undoSecretHash })
    .from(giftReservations)
    .where(where)
    .limit(1);
  const notReserved = new AppError('not_found', {
    error: 'not reserved',
    message: serverMessage('giftNotReserved'),
  });
  if (!reservation) throw notReserved;
  if (!matchesUndoSecret(undoSecret, reservation.undoSecretHash))
    throw new AppError('forbidden', { error: 'wrong secret', message: serverMessage('giftWrongSecret') });
  const removed = await db
    .delete(giftReservations)
    .where(and(where, eq(giftReservations.undoSecretHash, reservation.undoSecretHash)))
    .returning({ id: giftReservations.id });
  if (removed.length === 0) throw notReserved;
}
