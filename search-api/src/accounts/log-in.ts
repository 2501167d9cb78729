import { eq, sql } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { users } from '@spielraum/schema/db';
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from '@spielraum/schema/security';

export type CredentialCheck =
  | { kind: 'ok'; user: typeof users.$inferSelect }
  | { kind: 'unverified'; uuid: string }
  | { kind: 'invalid' };

/** Finds a user by e-mail, case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user;
}

/**
 * Checks e-mail and password. Unknown addresses cost one argon2 verification too, so timing
 * does not tell which addresses have accounts. An old scrypt hash is replaced by argon2id
 * after a good password. Unverified accounts are reported with their uuid (SPEC §4).
 */
export async function checkCredentials({
  db,
  email,
  password,
}: {
  db: Database;
  email: string;
  password: string;
}): Promise<CredentialCheck> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await verifyPassword(password, await timingDummyHash());
    return { kind: 'invalid' };
  }
  if (!(await verifyPassword(password, user.passwordHash))) return { kind: 'invalid' };
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.uuid, user.uuid));
  }
  if (!user.verified) return { kind: 'unverified', uuid: user.uuid };
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.uuid, user.uuid));
  return { kind: 'ok', user };
}
