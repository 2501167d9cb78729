import {
  notificationCountResponseSchema,
  notificationResponseSchema,
  notificationsChangedResponseSchema,
  notificationsResponseSchema,
  type NotificationType,
  type NotificationsResponse,
} from '@spielraum/schema';
import { apiRequest, type RequestOptions } from '../api/client';

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

/** `GET /api/notifications/count/`: unread notifications for the header. */
export async function fetchUnreadCount(options: RequestOptions = {}): Promise<number> {
  return (await apiRequest('GET', 'notifications/count/', notificationCountResponseSchema, options)).data
    .unread;
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

/** Tells the header bell that the unread count changed on this page. */
export const NOTIFICATIONS_CHANGED_EVENT = 'spielraum:notifications-changed';

export function announceNotificationsChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
}
