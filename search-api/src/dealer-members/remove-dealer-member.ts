import { and, eq, isNull } from 'drizzle-orm';
import { serverMessage } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealerMembers, oneTimeTokens } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { findDealer } from './find-dealer';

/**
 * An operator removes an account from a shop (404 when it is not a member). The account itself
 * stays; once it manages no shop, an invitation link it has not used yet stops working.
 */
export async function removeDealerMember({
  db,
  dealerId,
  userUuid,
}: {
  db: Database;
  dealerId: number;
  userUuid: string;
}): Promise<void> {
  await findDealer({ db, dealerId });
  const removed = await db
    .delete(dealerMembers)
    .where(and(eq(dealerMembers.dealerId, dealerId), eq(dealerMembers.userUuid, userUuid)))
    .returning({ userUuid: dealerMembers.userUuid });
  if (removed.length === 0)
    throw new AppError('not_found', {
      error: 'not a member',
      message: serverMessage('dealerMemberNotFound'),
    });
  const [another] = await db
    .select({ dealerId: dealerMembers.dealerId })
    .from(dealerMembers)
    .where(eq(dealerMembers.userUuid, userUuid))
    .limit(1);
  if (!another)
    await db
      .delete(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userUuid, userUuid),
          eq(oneTimeTokens.purpose, 'dealer_invitation'),
          isNull(oneTimeTokens.usedAt),
        ),
      );
}
