import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { sessions, users } from '@spielraum/schema/db';

export const SESSION_COOKIE = 'spielraum_session';

export interface CurrentSession {
  user: SessionUser;
  permissions: string[];
}

/** Sessions are stored by the SHA-256 of the cookie value, never by the value itself. */
export function hashSessionId(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('hex');
}

/** Resolves a session cookie to its signed-in user, or null when absent, unknown or expired. */
export async function findSession({
  db,
  cookieValue,
}: {
  db: Database;
  cookieValue: string | undefined;
}): Promise<CurrentSession | null> {
  if (!cookieValue || cookieValue.length > 200) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.uuid, sessions.userUuid))
    .where(and(eq(sessions.idHash, hashSessionId(cookieValue)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return toCurrentSession(row.user);
}

/** A user row as the session and login calls answer it. */
export function toCurrentSession(user: typeof users.$inferSelect): CurrentSession {
  return {
    user: {
      uuid: user.uuid,
      email: user.email,
      display_name: user.displayName,
      verified: user.verified,
      avatar: user.avatarId,
      user_type: user.userType,
      excluded_dealer_ids: user.excludedDealerIds,
    },
    permissions: user.permissions,
  };
}
