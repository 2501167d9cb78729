import { notificationTypeValues, type NotificationsResponse, type NotificationType } from '@spielraum/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../api/client';
import { fetchNotifications, type NotificationsQuery } from './notifications-api';

/** The page's URL state (`?page=&type=&unread=1`); defaults stay out of the URL, bad values fall back. */
const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  type: z.enum(notificationTypeValues).optional().catch(undefined),
  unread: z
    .string()
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .catch(false),
});

/** Reads the notification filters from a URL's search parameters. */
export function notificationsQueryOf(
  search: URLSearchParams,
): NotificationsQuery & { type?: NotificationType } {
  return querySchema.parse(Object.fromEntries(search));
}

export type NotificationsData =
  | { query: NotificationsQuery; page: NotificationsResponse['data']; error: null }
  | { query: NotificationsQuery; page: null; error: string };

/** One page of notifications for `/notifications` (after its guard, notifications-loader.ts). */
export async function readNotificationsPage(args: LoaderFunctionArgs): Promise<NotificationsData> {
  const query = notificationsQueryOf(new URL(args.request.url).searchParams);
  try {
    const answer = await fetchNotifications(query, {
      signal: args.request.signal,
      baseUrl: args.request.url,
    });
    return { query, page: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { query, page: null, error: error.message };
  }
}
