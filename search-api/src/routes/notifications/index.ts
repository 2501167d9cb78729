import { Hono } from 'hono';
import {
  deleteNotificationsQuerySchema,
  message,
  notificationsQuerySchema,
  updateNotificationRequestSchema,
  type NotificationCountResponse,
  type NotificationsChangedResponse,
  type NotificationsResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requireUser } from '../../accounts/require-user';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { countUnreadNotifications } from '../../notifications/count-unread-notifications';
import { deleteNotificationsByType } from '../../notifications/delete-notifications';
import { listNotifications } from '../../notifications/list-notifications';
import { markAllNotificationsRead, markNotification } from '../../notifications/mark-notifications';

const notificationNotFound = () =>
  new AppError('not_found', { error: 'notification not found', message: message('notificationNotFound') });

/**
 * The notifications of the signed-in, verified user (SPEC §2 /notifications, §4: read or
 * unread, mark all read, delete by type; calls "not shown", designed in the SPEC §7 style).
 * The indexer writes them; `GET notifications/count/` is the header's cheap unread count.
 */
export function notificationRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/notifications/', async (c) => {
      const { user } = await requireUser(c, db);
      const query = parseQuery(c, notificationsQuerySchema);
      const answer: NotificationsResponse = {
        data: await listNotifications({ db, userUuid: user.uuid, ...query }),
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .get('/notifications/count/', async (c) => {
      const { user } = await requireUser(c, db);
      const answer: NotificationCountResponse = {
        data: { unread: await countUnreadNotifications({ db, userUuid: user.uuid }) },
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .post('/notifications/readall/', async (c) => {
      const { user } = await requireUser(c, db);
      const changed = await markAllNotificationsRead({ db, userUuid: user.uuid });
      const answer: NotificationsChangedResponse = { data: { changed, unread: 0 } };
      return c.json(answer);
    })
    .patch('/notifications/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const notificationId = pathId(c, 'id', 'bigint', notificationNotFound);
      const { read } = await parseJson(c, updateNotificationRequestSchema);
      const notification = await markNotification({ db, userUuid: user.uuid, notificationId, read });
      return c.json({ data: notification });
    })
    .delete('/notifications/', async (c) => {
      const { user } = await requireUser(c, db);
      const { type } = parseQuery(c, deleteNotificationsQuerySchema);
      const changed = await deleteNotificationsByType({ db, userUuid: user.uuid, type });
      const answer: NotificationsChangedResponse = {
        data: { changed, unread: await countUnreadNotifications({ db, userUuid: user.uuid }) },
      };
      return c.json(answer);
    });
}
