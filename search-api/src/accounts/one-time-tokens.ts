import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TokenPurpose } from '@spielraum/schema/db';
import type { Database } from '@spielraum/schema/client';
import { oneTimeTokens } from '@spielraum/schema/db';

/** How long a mailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verification: 48 * 3600 * 1000,
  password_reset: 3600 * 1000,
  deletion: 24 * 3600 * 1000,
  // an operator's invitation may wait for a shop's holidays
  dealer_invitation: 7 * 24 * 3600 * 1000,
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a link token: 256 random bits, only the SHA-256 stored, expiring. Unused older tokens
 * of the same purpose are withdrawn, so only the newest mail's link works.
 */
export async function issueOneTimeToken({
  db,
  userUuid,
  purpose,
  now = new Date(),
}: {
  db: Database;
  userUuid: string;
  purpose: TokenPurpose;
  now?: Date;
}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userUuid, userUuid),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userUuid,
    purpose,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token once: one UPDATE marks it used only if it belongs to the user and purpose, is
 * unused and unexpired, so two simultaneous clicks cannot both succeed. False otherwise.
 */
export async function consumeOneTimeToken({
  db,
  userUuid,
  purpose,
  token,
}: {
  db: Database;
  userUuid: string;
  purpose: TokenPurpose;
  token: string;
}): Promise<boolean> {
  const now = new Date();
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.userUuid, userUuid),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: oneTimeTokens.tokenHash });
  return used.length === 1;
}
