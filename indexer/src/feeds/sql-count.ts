import type { SQL } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';

/** Runs a statement answering one row `{ n }` and returns n as a number (0 without a row). */
export async function countOf(tx: Pick<TransactionHandle, 'query'>, statement: SQL): Promise<number> {
  return Number((await tx.query<{ n: number | string }>(statement))[0]?.n ?? 0);
}
