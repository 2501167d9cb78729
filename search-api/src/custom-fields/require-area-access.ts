import { eq } from 'drizzle-orm';
import { CUSTOM_FIELD_AREAS, message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { users } from '@spielraum/schema/db';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';

/** True when the account is a shop account linked to a dealer (SPEC §6 shop/dealer user type). */
export async function isDealerAccount({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ userType: users.userType, dealerId: users.dealerId })
    .from(users)
    .where(eq(users.uuid, userUuid))
    .limit(1);
  return row?.userType === 'dealer' && row.dealerId !== null;
}

/**
 * The shop profile (logo, website, social links) appears on the dealer's public pages, so only
 * dealer accounts hold it; every other area belongs to each user. 403 otherwise.
 */
export async function requireAreaAccess({
  db,
  session,
  areaHash,
}: {
  db: Database;
  session: CurrentSession;
  areaHash: string;
}): Promise<void> {
  if (areaHash !== CUSTOM_FIELD_AREAS.dealerProfile) return;
  if (session.user.user_type === 'dealer' && (await isDealerAccount({ db, userUuid: session.user.uuid })))
    return;
  throw new AppError('forbidden', { error: 'dealer accounts only', message: message('dealerProfileOnly') });
}
