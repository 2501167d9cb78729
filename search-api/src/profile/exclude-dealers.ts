import { eq, inArray } from 'drizzle-orm';
import { message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers, users } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

/**
 * Replaces the dealers a user excludes ("Händler ausschließen"): their offers count neither for
 * the user's price alerts nor for the best price and the basket the user is shown. Unknown
 * dealer ids are refused (400). Answers the stored ids, ascending.
 */
export async function excludeDealers({
  db,
  userUuid,
  dealerIds,
}: {
  db: Database;
  userUuid: string;
  dealerIds: readonly number[];
}): Promise<number[]> {
  const wanted = [...new Set(dealerIds)].sort((a, b) => a - b);
  if (wanted.length > 0) {
    const known = await db.select({ id: dealers.id }).from(dealers).where(inArray(dealers.id, wanted));
    if (known.length !== wanted.length)
      throw new AppError('validation_failed', {
        error: 'unknown dealer',
        message: message('excludedDealerUnknown'),
        fields: { dealer_ids: message('excludedDealerUnknown') },
      });
  }
  const [row] = await db
    .update(users)
    .set({ excludedDealerIds: wanted, updatedAt: new Date() })
    .where(eq(users.uuid, userUuid))
    .returning({ excludedDealerIds: users.excludedDealerIds });
  return row?.excludedDealerIds ?? [];
}
