import { and, eq } from 'drizzle-orm';
import { unsubscribeTokenSchema, type UnsubscribeKind } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { alerts, users } from '@spielraum/schema/db';

/** The user an unsubscribe link belongs to and what it stops; null for a link that is no link. */
export async function findUnsubscribeLink({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<{ userUuid: string; kind: UnsubscribeKind } | null> {
  const parsed = unsubscribeTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [user] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(users.unsubscribeToken, parsed.data.secret))
    .limit(1);
  return user ? { userUuid: user.uuid, kind: parsed.data.kind } : null;
}

/**
 * The one-click unsubscribe (RFC 8058) of an alert, digest or news mail: an alert mail's link
 * sets the user's alert mails to `never` (the setting every notification mail obeys, changed
 * back on /settings); a news mail's link pauses the user's news alerts (resumed on /alerts), so
 * no further news mail comes while price alerts still mail. Doing it twice changes nothing.
 * Answers what was stopped, or null for an unknown link.
 */
export async function unsubscribe({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<UnsubscribeKind | null> {
  const link = await findUnsubscribeLink({ db, token });
  if (!link) return null;
  if (link.kind === 'alerts')
    await db.update(users).set({ alertMail: 'never' }).where(eq(users.uuid, link.userUuid));
  else
    await db
      .update(alerts)
      .set({ paused: true })
      .where(and(eq(alerts.userUuid, link.userUuid), eq(alerts.kind, 'news')));
  return link.kind;
}
