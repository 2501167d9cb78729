import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { notifications } from '@spielraum/schema/db';

/** Deletes a user's notifications of one type (SPEC §4 "delete by type"); answers how many went. */
export async function deleteNotificationsByType({
  db,
  userUuid,
  type,
}: {
  db: Database;
  userUuid: string;
  type: NotificationType;
}): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.userUuid, userUuid), eq(notifications.type, type)))
    .returning({ id: notifications.id });
  return deleted.length;
}
