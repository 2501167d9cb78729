import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { ALERT_LIMITS, type NotificationsResponse, type NotificationType } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { notifications } from '@spielraum/schema/db';
import { countUnreadNotifications } from './count-unread-notifications';
import { selectNotifications, toNotification } from './notification-rows';

/**
 * One page of a user's notifications, newest first, optionally only one type or only unread
 * ones, with the filtered total for paging and the user's unread count for the header.
 */
export async function listNotifications({
  db,
  userUuid,
  page,
  type,
  unread,
}: {
  db: Database;
  userUuid: string;
  page: number;
  type?: NotificationType | undefined;
  unread?: boolean | undefined;
}): Promise<NotificationsResponse['data']> {
  const rowsPerPage = ALERT_LIMITS.notificationsPerPage;
  const where = and(
    eq(notifications.userUuid, userUuid),
    type ? eq(notifications.type, type) : undefined,
    unread === true ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total], unreadCount] = await Promise.all([
    selectNotifications(db)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(rowsPerPage)
      .offset((page - 1) * rowsPerPage),
    db.select({ total: count() }).from(notifications).where(where),
    countUnreadNotifications({ db, userUuid }),
  ]);
  return {
    notifications: rows.map(toNotification),
    total: total?.total ?? 0,
    unread: unreadCount,
    page,
    rows_per_page: rowsPerPage,
  };
}
