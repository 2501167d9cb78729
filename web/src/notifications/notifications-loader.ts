import type { LoaderFunctionArgs } from 'react-router';
import { guardAccount } from '../app/guards/require-account';
import type { NotificationsData } from './notifications-data';

export type { NotificationsData } from './notifications-data';

/**
 * `/notifications`: login and verification (SPEC §2), then one page of notifications. The page's
 * data code (zod for its URL state, the notification calls) loads with the page, not with every
 * page's first JavaScript (routes.tsx imports this loader; the game page must stay within 170 KB of JavaScript).
 */
export async function notificationsLoader(args: LoaderFunctionArgs): Promise<NotificationsData> {
  await guardAccount(args, { verified: true });
  const { readNotificationsPage } = await import('./notifications-data');
  return readNotificationsPage(args);
}
