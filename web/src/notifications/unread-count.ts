import type { NotificationCountResponse } from '@spielraum/schema';
import { apiRequest, dataEnvelope, type RequestOptions } from '../api/client';

// What the header bell needs on every page, apart from the zod contracts of
// notifications-api.ts, so the first JavaScript of a page does not carry zod (about 15 KB gzip).

/**
 * `GET /api/notifications/count/`: unread notifications for the header. Every page's header
 * asks, so the answer is checked for its envelope without zod (the game page must stay within 170 KB of JavaScript).
 */
export async function fetchUnreadCount(options: RequestOptions = {}): Promise<number> {
  const answer = await apiRequest(
    'GET',
    'notifications/count/',
    dataEnvelope<NotificationCountResponse>(),
    options,
  );
  return typeof answer.data.unread === 'number' ? answer.data.unread : 0;
}

/** Tells the header bell that the unread count changed on this page. */
export const NOTIFICATIONS_CHANGED_EVENT = 'spielraum:notifications-changed';

export function announceNotificationsChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
}
