import { and, eq, isNull, sql } from 'drizzle-orm';
import { message, type Notification } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { notifications } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { selectNotifications, toNotification } from './notification-rows';

/**
 * Marks one notification of a user read or unread (SPEC §4); the first reading time is kept.
 * 404 when the id is unknown or belongs to someone else.
 */
export async function markNotification({
  db,
  userUuid,
  notificationId,
  read,
}: {
  db: Database;
  userUuid: string;
  notificationId: number;
  read: boolean;
}): Promise<Notification> {
  const mine = and(eq(notifications.id, notificationId), eq(notifications.userUuid, userUuid));
  const updated = await db
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(mine)
    .returning({ id: notifications.id });
  const [row] = updated.length ? await selectNotifications(db).where(mine).limit(1) : [];
  if (!row)
    throw new AppError('not_found', {
      error: 'notification not found',
      message: message('notificationNotFound'),
    });
  return toNotification(row);
}

/** Marks every unread notification of a user read (SPEC §4 "mark all read"); answers how many changed. */
export async function markAllNotificationsRead({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userUuid, userUuid), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
