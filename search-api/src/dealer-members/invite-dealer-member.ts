import { and, eq } from 'drizzle-orm';
import { serverMessage, type InviteDealerMemberResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealerMembers, users } from '@spielraum/schema/db';
import type { JobQueue } from '@spielraum/platform';
import type { AccountsConfig } from '../accounts/config';
import { findUserByEmail } from '../accounts/log-in';
import { issueOneTimeToken } from '../accounts/one-time-tokens';
import { AppError } from '../http/errors';
import { findDealer } from './find-dealer';
import { memberColumns, toDealerMember } from './list-dealer-members';
import { queueDealerInvitationMail, queueDealerLinkedMail } from './member-mails';

/** The name a new account starts with: the address's local part (the person changes it in the settings). */
function nameFromEmail(email: string): string {
  return (email.split('@')[0] ?? '').slice(0, 60) || 'Händler';
}

/**
 * An operator invites an e-mail address to a shop. An unknown address gets a dealer account
 * without a password and a mail with a one-time link to set it (which also verifies the address);
 * an invited account that has not set its password yet gets a fresh link; any other account is
 * linked, made a dealer account, and told by mail. A current member answers 409.
 */
export async function inviteDealerMember({
  db,
  queue,
  config,
  dealerId,
  email,
}: {
  db: Database;
  queue: JobQueue;
  config: AccountsConfig;
  dealerId: number;
  email: string;
}): Promise<InviteDealerMemberResponse['data']> {
  const dealer = await findDealer({ db, dealerId });
  let user = await findUserByEmail(db, email);
  const created = !user;
  if (!user) {
    // two operators inviting the same new address at once: the unique index keeps one account
    await db
      .insert(users)
      .values({ email, displayName: nameFromEmail(email), userType: 'dealer', verified: false })
      .onConflictDoNothing();
    user = await findUserByEmail(db, email);
    if (!user) throw new Error('invited account vanished');
  }
  const [joined] = await db
    .insert(dealerMembers)
    .values({ dealerId, userUuid: user.uuid })
    .onConflictDoNothing()
    .returning({ createdAt: dealerMembers.createdAt });
  const pending = user.passwordHash === null && !user.verified;
  if (!joined && !pending)
    throw new AppError('conflict', {
      error: 'already a member',
      message: serverMessage('dealerMemberExists'),
    });
  if (user.userType !== 'dealer')
    await db.update(users).set({ userType: 'dealer' }).where(eq(users.uuid, user.uuid));

  if (pending) {
    const token = await issueOneTimeToken({ db, userUuid: user.uuid, purpose: 'dealer_invitation' });
    await queueDealerInvitationMail({
      queue,
      config,
      to: user.email,
      name: user.displayName,
      shopName: dealer.name,
      uuid: user.uuid,
      token,
    });
  } else {
    await queueDealerLinkedMail({
      queue,
      config,
      to: user.email,
      name: user.displayName,
      shopName: dealer.name,
      dealerId,
      uuid: user.uuid,
      memberSince: joined!.createdAt,
    });
  }
  const [member] = await db
    .select(memberColumns)
    .from(dealerMembers)
    .innerJoin(users, eq(users.uuid, dealerMembers.userUuid))
    .where(and(eq(dealerMembers.dealerId, dealerId), eq(dealerMembers.userUuid, user.uuid)))
    .limit(1);
  if (!member) throw new Error(`membership of ${user.uuid} in ${dealerId} vanished`);
  return {
    member: toDealerMember(member),
    outcome: created ? 'new_account' : pending ? 'invited_again' : 'linked',
  };
}
