import { asc, eq } from 'drizzle-orm';
import type { DealerMember } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealerMembers, users } from '@spielraum/schema/db';

/** A member row as the operators see it: `pending` while the invited account has no way to sign in yet. */
export function toDealerMember(row: {
  uuid: string;
  email: string;
  displayName: string;
  verified: boolean;
  passwordHash: string | null;
  memberSince: Date;
}): DealerMember {
  return {
    uuid: row.uuid,
    email: row.email,
    display_name: row.displayName,
    pending: row.passwordHash === null && !row.verified,
    member_since: row.memberSince.toISOString(),
  };
}

export const memberColumns = {
  uuid: users.uuid,
  email: users.email,
  displayName: users.displayName,
  verified: users.verified,
  passwordHash: users.passwordHash,
  memberSince: dealerMembers.createdAt,
};

/** The accounts that manage a shop, the longest-standing first. The caller checks that the shop exists. */
export async function listDealerMembers({
  db,
  dealerId,
}: {
  db: Database;
  dealerId: number;
}): Promise<DealerMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(dealerMembers)
    .innerJoin(users, eq(users.uuid, dealerMembers.userUuid))
    .where(eq(dealerMembers.dealerId, dealerId))
    .orderBy(asc(dealerMembers.createdAt), asc(users.email));
  return rows.map(toDealerMember);
}
