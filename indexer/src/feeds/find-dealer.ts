import { eq, or } from 'drizzle-orm';
import { ID_COLUMN_MAX } from '@spielraum/schema';
import { dealers } from '@spielraum/schema/db';
import { OperatorError } from '../operator-error';
import type { Platform } from '../platform/index';

/**
 * The dealer an operator names by numeric id or slug, or undefined. A number past the id
 * column's range names no dealer (PostgreSQL would refuse to compare it with an integer).
 */
export async function lookupDealer(
  database: Pick<Platform['database'], 'db'>,
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

/** Finds a dealer by numeric id or slug; throws an operator-facing message otherwise. */
export async function findDealer(platform: Pick<Platform, 'database'>, reference: string) {
  const dealer = await lookupDealer(platform.database, reference);
  if (!dealer) throw new OperatorError(`no dealer "${reference}" (see \`indexer dealers\`)`);
  return dealer;
}
