import { eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { users } from '@spielraum/schema/db';
import { hashPassword } from '@spielraum/schema/security';

/**
 * Creates an unverified account. Answers null when the e-mail is taken (case-insensitive; the
 * unique index decides, so two simultaneous sign-ups cannot both win).
 */
export async function createAccount({
  db,
  email,
  password,
  displayName,
}: {
  db: Database;
  email: string;
  password: string;
  displayName: string;
}) {
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), displayName, verified: false })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

export async function findUserByUuid(db: Database, uuid: string) {
  const [user] = await db.select().from(users).where(eq(users.uuid, uuid)).limit(1);
  return user;
}
