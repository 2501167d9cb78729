import { count, eq } from 'drizzle-orm';
import { LIST_LIMITS, message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { ignoredProducts } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { requireGame } from './require-game';

/**
 * Ignores a game for the user: the search hides it from their hits, facet counts and
 * type-ahead (search/user-scope.ts). Ignoring it again changes nothing; at most
 * `LIST_LIMITS.ignoredPerUser` games.
 */
export async function ignoreGame({
  db,
  userUuid,
  productId,
}: {
  db: Database;
  userUuid: string;
  productId: number;
}): Promise<void> {
  await requireGame({ db, productId });
  const [row] = await db
    .select({ amount: count() })
    .from(ignoredProducts)
    .where(eq(ignoredProducts.userUuid, userUuid));
  if ((row?.amount ?? 0) >= LIST_LIMITS.ignoredPerUser)
    throw new AppError('bad_request', {
      error: 'too many ignored games',
      message: message('ignoredLimitReached', { amount: LIST_LIMITS.ignoredPerUser }),
    });
  await db.insert(ignoredProducts).values({ userUuid, productId }).onConflictDoNothing();
}
