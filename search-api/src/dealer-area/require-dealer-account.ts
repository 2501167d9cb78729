import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealerMembers, users } from '@spielraum/schema/db';
import type { CurrentSession } from '../accounts/find-session';
import { requireUser } from '../accounts/require-user';
import { AppError } from '../http/errors';

/**
 * The signed-in, verified dealer account of a dealer-area call: 401 for visitors, 403 for any
 * other account ("not linked to a shop"). Which shops it may see is each call's own question.
 */
export async function requireDealerAccount(c: Context, db: Database): Promise<CurrentSession> {
  const session = await requireUser(c, db);
  if (session.user.user_type !== 'dealer')
    throw new AppError('forbidden', { error: 'not a dealer account', message: message('dealerAccountOnly') });
  return session;
}

/** True when the account manages at least one shop (SPEC §6 shop/dealer user type). */
export async function isDealerAccount({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ userType: users.userType })
    .from(dealerMembers)
    .innerJoin(users, eq(users.uuid, dealerMembers.userUuid))
    .where(eq(dealerMembers.userUuid, userUuid))
    .limit(1);
  return row?.userType === 'dealer';
}
