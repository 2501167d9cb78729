import { sql } from 'drizzle-orm';
import {
  formatEuroCents,
  mailLocale,
  mailText,
  type Locale,
  type MailTextKey,
  type UnsubscribeKind,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { notificationPostId } from '@spielraum/schema/db';
import type { JobQueue } from '@spielraum/platform';
import {
  renderNotificationMail,
  unsubscribeMailParts,
  type NotificationTopic,
  type RenderedMail,
} from '@spielraum/platform/mail-templates';

/** How far back unmailed notifications are collected (a user switching from "never" gets no backlog). */
const WINDOW = { immediately: '2 days', daily: '36 hours' } as const;
/** The notification types that come from the user's price and availability alerts. */
const ALERT_TYPES: ReadonlySet<string> = new Set(['price', 'availability']);
/** Notifications listed in one mail; the rest are counted. */
const LISTED_PER_MAIL = 30;

interface PendingRow extends Record<string, unknown> {
  id: number;
  user_uuid: string;
  email: string;
  display_name: string;
  locale: string;
  unsubscribe_token: string;
  type: string;
  name: string;
  price_cents: number | null;
  old_price_cents: number | null;
  path: string | null;
}

/** One line of a notification mail: the game (or post) name with new and old total. */
function describe(row: PendingRow, locale: Locale): string {
  const price = row.price_cents === null ? null : formatEuroCents(row.price_cents, locale);
  const name = row.name;
  let key: MailTextKey;
  if (row.type === 'price')
    key =
      price && row.old_price_cents !== null
        ? 'alertMailPrice'
        : price
          ? 'alertMailPriceNoOld'
          : 'alertMailNews';
  else if (row.type === 'availability') key = price ? 'alertMailAvailable' : 'alertMailAvailableNoPrice';
  else if (row.type === 'moderation' || row.type === 'list') key = 'alertMailPlain';
  else key = 'alertMailNews';
  return mailText(
    key,
    {
      name,
      price: price ?? '',
      oldPrice: row.old_price_cents === null ? '' : formatEuroCents(row.old_price_cents, locale),
    },
    locale,
  );
}

/**
 * Builds one user's notification mail (German, or English by the user's locale) with the
 * template `renderNotificationMail`: news-alert rows make the news mail (its unsubscribe pauses
 * the news alerts), all other rows the alert mail (its unsubscribe stops notification mails);
 * a mail with review decisions or list news besides alerts is no "alert" mail by its subject.
 * Answers subject, text, HTML, the `List-Unsubscribe` headers and the unsubscribe link's token
 * as the mail's secret.
 */
export async function composeAlertMail({
  rows,
  mode,
  publicUrl,
}: {
  rows: PendingRow[];
  mode: 'immediately' | 'daily';
  publicUrl: string;
}): Promise<RenderedMail & { headers: Record<string, string>; secrets: string[] }> {
  const first = rows[0]!;
  const locale = mailLocale(first.locale);
  const listed = rows.slice(0, LISTED_PER_MAIL);
  const topic: NotificationTopic = rows.every((row) => row.type === 'news')
    ? 'news'
    : rows.every((row) => ALERT_TYPES.has(row.type))
      ? 'alerts'
      : 'notifications';
  const kind: UnsubscribeKind = topic === 'news' ? 'news' : 'alerts';
  const { unsubscribe, headers } = unsubscribeMailParts({ publicUrl, kind, secret: first.unsubscribe_token });
  const mail = await renderNotificationMail({
    locale,
    publicUrl,
    name: first.display_name,
    mode,
    topic,
    items: listed.map((row) => ({
      line: describe(row, locale),
      url: `${publicUrl}${row.path ?? '/notifications'}`,
    })),
    more: rows.length - listed.length,
    unsubscribe,
  });
  return { ...mail, headers, secrets: [first.unsubscribe_token] };
}

/**
 * Mails the unmailed notifications of every user whose alert-mail setting is `mode`
 * (`immediately` after each evaluation, `daily` from the digest scheduler): one mail per user
 * and subscription (news alerts apart from the rest) through the `send-mail` job, then
 * `mailed_at` is set. The rows are locked (`for update skip locked`) while the mails are
 * queued, so two concurrent runs never mail the same notification; the send-mail job id is
 * derived from the mail's newest notification id, so a retry after a crash before the commit
 * queues the same mail id again instead of a second
 * mail. Answers the number of mails and notifications.
 */
export async function mailNotifications({
  database,
  queue,
  mode,
  publicUrl,
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  mode: 'immediately' | 'daily';
  publicUrl: string;
}): Promise<{ mails: number; notifications: number }> {
  return database.transaction(async (tx) => {
    const rows = await tx.query<PendingRow>(sql`
      select n.id::int as id, n.user_uuid, u.email, u.display_name, u.locale, u.unsubscribe_token,
             n.type, n.name,
             n.price_cents, n.old_price_cents,
             coalesce('/magazine/' || mc.slug || '/' || mp.slug, '/games/' || g.slug || '/' || p.slug) as path
      from notifications n
      join users u on u.uuid = n.user_uuid
      left join products p on p.id = n.product_id
      left join product_groups g on g.id = p.group_id
      left join magazine_posts mp on mp.id = ${notificationPostId(sql`n.dedupe_key`)}
      left join magazine_categories mc on mc.id = mp.category_id
      where n.mailed_at is null and u.alert_mail = ${mode} and u.verified
        and n.created_at > now() - ${WINDOW[mode]}::interval
      order by n.user_uuid, n.id
      for update of n skip locked`);
    if (rows.length === 0) return { mails: 0, notifications: 0 };
    // one mail per user and subscription: the news alerts' rows apart, so each mail's
    // unsubscribe stops what it is about
    const byMail = new Map<string, PendingRow[]>();
    for (const row of rows) {
      const key = `${row.user_uuid}:${row.type === 'news' ? 'news' : 'alerts'}`;
      const list = byMail.get(key) ?? [];
      list.push(row);
      byMail.set(key, list);
    }
    for (const mailRows of byMail.values()) {
      const mail = await composeAlertMail({ rows: mailRows, mode, publicUrl });
      const newest = mailRows[mailRows.length - 1]!.id;
      await queue.enqueue(
        'send-mail',
        { to: mailRows[0]!.email, ...mail },
        { jobId: `alert-mail-n${newest}` },
      );
    }
    await tx.query(sql`
      update notifications set mailed_at = now()
      where id = any(${`{${rows.map((row) => row.id).join(',')}}`}::bigint[]) and mailed_at is null`);
    return { mails: byMail.size, notifications: rows.length };
  });
}
