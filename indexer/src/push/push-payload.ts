import { formatEuroCents, mailText, type Locale } from '@spielraum/schema';
import type { PushPayload } from './send-web-push';

/** A notification as the push delivery reads it. */
export interface PushNotificationRow {
  id: number;
  type: string;
  name: string;
  price_cents: number | null;
  old_price_cents: number | null;
  /** The game's or post's page; null for notifications without one. */
  path: string | null;
}

/**
 * The push message of a notification in the user's language: a title naming what happened, a
 * body with the total, and the game's (or post's) page to open; notifications without a page
 * open the notifications page. The tag is the notification's own, so a push that arrives twice
 * shows once.
 */
export function notificationPushPayload(row: PushNotificationRow, locale: Locale): PushPayload {
  const price = row.price_cents === null ? null : formatEuroCents(row.price_cents, locale);
  const oldPrice = row.old_price_cents === null ? null : formatEuroCents(row.old_price_cents, locale);
  const name = { name: row.name };
  let title: string;
  let body: string;
  if (row.type === 'price') {
    title = mailText('pushPriceTitle', name, locale);
    body =
      price && oldPrice
        ? mailText('pushPriceBody', { price, oldPrice }, locale)
        : price
          ? mailText('pushPriceBodyNoOld', { price }, locale)
          : mailText('pushAvailableBodyNoPrice', {}, locale);
  } else if (row.type === 'availability') {
    title = mailText('pushAvailableTitle', name, locale);
    body = price
      ? mailText('pushAvailableBody', { price }, locale)
      : mailText('pushAvailableBodyNoPrice', {}, locale);
  } else {
    title = mailText(row.type === 'news' ? 'pushNewsTitle' : 'pushPlainTitle', {}, locale);
    body = row.name;
  }
  return { title, body, url: row.path ?? '/notifications', tag: `spielraum-n${row.id}` };
}

/** The test message the settings page's button sends. */
export function testPushPayload(locale: Locale): PushPayload {
  return {
    title: mailText('pushTestTitle', {}, locale),
    body: mailText('pushTestBody', {}, locale),
    url: '/settings',
    tag: 'spielraum-test',
  };
}
