import { eq } from 'drizzle-orm';
import type { profileRequestSchema } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { users } from '@spielraum/schema/db';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { toProfile, type Profile } from './read-profile';

type ProfileChanges = z.infer<typeof profileRequestSchema>;

/**
 * Saves what a user edits on /settings: the display name, and the mail digest and locale when
 * given (the e-mail address stays). Answers the updated profile; 401 when the user is gone.
 */
export async function updateProfile({
  db,
  userUuid,
  changes,
}: {
  db: Database;
  userUuid: string;
  changes: ProfileChanges;
}): Promise<Profile> {
  const [updated] = await db
    .update(users)
    .set({
      displayName: changes.display_name,
      ...(changes.alert_mail ? { alertMail: changes.alert_mail } : {}),
      ...(changes.locale ? { locale: changes.locale } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.uuid, userUuid))
    .returning();
  if (!updated) throw new AppError('unauthorized');
  return toProfile(updated);
}
