import { eq } from 'drizzle-orm';
import { serverMessage } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { sessions, users } from '@spielraum/schema/db';
import { hashPassword } from '@spielraum/schema/security';
import { consumeOneTimeToken } from '../accounts/one-time-tokens';
import { AppError } from '../http/errors';

/**
 * An invited shop member sets their password through the mailed link: the token is used once,
 * the password stored, the account verified (the link reached its mailbox) and every older
 * session ended. Answers the account, which the caller signs in. 400 for an unknown, used or
 * expired link.
 */
export async function acceptDealerInvitation({
  db,
  userUuid,
  token,
  password,
}: {
  db: Database;
  userUuid: string;
  token: string;
  password: string;
}): Promise<typeof users.$inferSelect> {
  const used = await consumeOneTimeToken({ db, userUuid, purpose: 'dealer_invitation', token });
  if (!used)
    throw new AppError('bad_request', {
      error: 'invalid token',
      message: serverMessage('dealerInvitationFailed'),
    });
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), verified: true, userType: 'dealer' })
    .where(eq(users.uuid, userUuid))
    .returning();
  if (!user)
    throw new AppError('bad_request', {
      error: 'invalid token',
      message: serverMessage('dealerInvitationFailed'),
    });
  await db.delete(sessions).where(eq(sessions.userUuid, userUuid));
  return user;
}
