import { eq } from 'drizzle-orm';
import type { ProfileResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { users } from '@spielraum/schema/db';
import { toCurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';

export type Profile = ProfileResponse['data'];

/** A user row in the shape /settings edits: the session's user plus the mail digest and locale. */
export function toProfile(row: typeof users.$inferSelect): Profile {
  return { user_data: toCurrentSession(row).user, alert_mail: row.alertMail, locale: row.locale };
}

/** What /settings edits and the session lacks (e.g. the alert mail digest); 401 when the user is gone. */
export async function readProfile({ db, userUuid }: { db: Database; userUuid: string }): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.uuid, userUuid)).limit(1);
  if (!row) throw new AppError('unauthorized');
  return toProfile(row);
}
