import { eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { users } from '@spielraum/schema/db';

/** Takes the user's avatar away, so their initials show again. */
export async function removeAvatar({ db, userUuid }: { db: Database; userUuid: string }): Promise<void> {
  await db.update(users).set({ avatarId: null, updatedAt: new Date() }).where(eq(users.uuid, userUuid));
}
