import { eq } from 'drizzle-orm';
import { message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { systemAvatars, users } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

/** Gives the user one of the system avatars; an id the picker does not offer is a 400 on `avatar_id`. */
export async function chooseAvatar({
  db,
  userUuid,
  avatarId,
}: {
  db: Database;
  userUuid: string;
  avatarId: string;
}): Promise<void> {
  const [avatar] = await db.select().from(systemAvatars).where(eq(systemAvatars.avatarId, avatarId)).limit(1);
  if (!avatar)
    throw new AppError('validation_failed', {
      error: 'unknown avatar',
      fields: { avatar_id: message('chooseFromList') },
    });
  await db.update(users).set({ avatarId, updatedAt: new Date() }).where(eq(users.uuid, userUuid));
}
