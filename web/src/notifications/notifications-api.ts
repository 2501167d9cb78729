import {
  notificationResponseSchema,
  notificationsChangedResponseSchema,
  notificationsResponseSchema,
  type NotificationType,
  type NotificationsResponse,
} from '@spielraum/schema';
import { apiRequest, type RequestOptions } from '../api/client';

export { announceNotificationsChanged, fetchUnreadCount, NOTIFICATIONS_CHANGED_EVENT } from './unread-count';

export interface NotificationsQuery {
  page: number;
  type?: NotificationType | undefined;
  unread?: boolean | undefined;
}

/** `GET /api/notifications/?page=&type=&unread=` */
export function fetchNotifications(
  query: NotificationsQuery,
  options: RequestOptions = {},
): Promise<NotificationsResponse> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.type) params.set('type', query.type);
  if (query.unread) params.set('unread', 'true');
  return apiRequest('GET', 'notifications/', notificationsResponseSchema, { ...options, query: params });
}

/** `PATCH /api/notifications/{id}/` */
export function markNotification(id: number, read: boolean) {
  return apiRequest('PATCH', `notifications/${id}/`, notificationResponseSchema, { json: { read } });
}

/** `POST /api/notifications/readall/` */
export function markAllNotificationsRead() {
  return apiRequest('POST', 'notifications/readall/', notificationsChangedResponseSchema);
}

/** `DELETE /api/notifications/?type=` */
export function deleteNotificationsOfType(type: NotificationType) {
  return apiRequest('DELETE', 'notifications/', notificationsChangedResponseSchema, {
    query: new URLSearchParams({ type }),
  });
}
