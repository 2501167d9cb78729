import { eq, or } from 'drizzle-orm';
import { ID_COLUMN_MAX } from '../constants';
import type { DatabaseHandle } from '../db/client';
import { dealers } from '../db';

/**
 * The dealer an operator names by numeric id or slug, or undefined. A number past the id
 * column's range names no dealer (PostgreSQL would refuse to compare it with an integer).
 */
export async function lookupDealer(
  database: Pick<DatabaseHandle, 'db'>,
  reference: string,
): Promise<typeof dealers.$inferSelect | undefined> {
  const number = /^\d{1,10}$/.test(reference) ? Number(reference) : -1;
  const id = number <= ID_COLUMN_MAX.integer ? number : -1;
  const [dealer] = await database.db
    .select()
    .from(dealers)
    .where(or(eq(dealers.id, id), eq(dealers.slug, reference)));
  return dealer;
}
