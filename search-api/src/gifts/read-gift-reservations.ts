import { eq } from 'drizzle-orm';
import type { GiftReservation } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { giftReservations } from '@spielraum/schema/db';

/** The gift reservations of one list by product id, in the answer shape (never the secret's hash). */
export async function readGiftReservations({
  db,
  listId,
}: {
  db: Database;
  listId: number;
}): Promise<Map<number, GiftReservation>> {
  const rows = await db
    .select({
      productId: giftReservations.productId,
      id: giftReservations.id,
      gifterName: giftReservations.gifterName,
      createdAt: giftReservations.createdAt,
    })
    .from(giftReservations)
    .where(eq(giftReservations.listId, listId));
  return new Map(
    rows.map((row) => [
      row.productId,
      { id: row.id, gifter_name: row.gifterName, reserved_at: row.createdAt.toISOString() },
    ]),
  );
}
