import { sql } from 'drizzle-orm';
import {
  escapeHtml,
  formatEuroCents,
  serverMessage,
  type Locale,
  type ServerMessageKey,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { notificationPostId } from '@spielraum/schema/db';
import type { JobQueue } from '@spielraum/platform';

/** How far back unmailed notifications are collected (a user switching from "never" gets no backlog). */
const WINDOW = { immediately: '2 days', daily: '36 hours' } as const;
/** The notification types that come from the user's alerts. */
const ALERT_TYPES: ReadonlySet<string> = new Set(['price', 'availability', 'news']);
/** Notifications listed in one mail; the rest are counted. */
const LISTED_PER_MAIL = 30;

interface PendingRow extends Record<string, unknown> {
  id: number;
  user_uuid: string;
  email: string;
  display_name: string;
  locale: string;
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
  let key: ServerMessageKey;
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
  return serverMessage(
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
 * Builds the German (or English, by the user's locale) notification mail for one user: greeting, one
 * line per notification with the link to the game page (or magazine post), then the links to
 * `/notifications` and `/settings`. Answers subject, text and HTML.
 */
export function composeAlertMail({
  rows,
  mode,
  publicUrl,
}: {
  rows: PendingRow[];
  mode: 'immediately' | 'daily';
  publicUrl: string;
}): { subject: string; text: string; html: string } {
  const first = rows[0]!;
  const locale: Locale = first.locale === 'en' ? 'en' : 'de';
  const listed = rows.slice(0, LISTED_PER_MAIL);
  const items = listed.map((row) => ({
    line: describe(row, locale),
    url: `${publicUrl}${row.path ?? '/notifications'}`,
  }));
  const more = rows.length - listed.length;
  const greeting = serverMessage('alertMailGreeting', { name: first.display_name }, locale);
  // a review decision or a list's new game is no alert: such mails get a subject of their own
  const aboutAlerts = rows.every((row) => ALERT_TYPES.has(row.type));
  const daily = mode === 'daily';
  const subjectKey: ServerMessageKey = aboutAlerts
    ? daily
      ? 'alertDigestSubject'
      : 'alertMailSubject'
    : daily
      ? 'notificationDigestSubject'
      : 'notificationMailSubject';
  const introKey: ServerMessageKey = aboutAlerts
    ? daily
      ? 'alertDigestIntro'
      : 'alertMailIntro'
    : daily
      ? 'notificationDigestIntro'
      : 'notificationMailIntro';
  const intro = serverMessage(introKey, {}, locale);
  const notificationsUrl = `${publicUrl}/notifications`;
  const settingsUrl = `${publicUrl}/settings`;
  const all = serverMessage('alertMailAllNotifications', { url: notificationsUrl }, locale);
  const settings = serverMessage('alertMailSettings', { url: settingsUrl }, locale);
  const signature = serverMessage('alertMailSignature', {}, locale);
  const moreLine = more > 0 ? serverMessage('alertMailMore', { count: more }, locale) : null;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...items.flatMap((item) => [`- ${item.line}`, `  ${item.url}`]),
    ...(moreLine ? ['', moreLine] : []),
    '',
    all,
    settings,
    '',
    signature,
  ].join('\n');
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${items.map((item) => `<li>${link(item.url, item.line)}</li>`).join('')}</ul>`,
    moreLine ? `<p>${escapeHtml(moreLine)}</p>` : '',
    `<p>${escapeHtml(all.replace(notificationsUrl, ''))}${link(notificationsUrl, notificationsUrl)}</p>`,
    `<p>${escapeHtml(settings.replace(settingsUrl, ''))}${link(settingsUrl, settingsUrl)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('');
  return {
    subject: serverMessage(subjectKey, {}, locale),
    text,
    html,
  };
}

/**
 * Mails the unmailed notifications of every user whose alert-mail setting is `mode`
 * (`immediately` after each evaluation, `daily` from the digest scheduler): one mail per user
 * through the `send-mail` job, then `mailed_at` is set. The rows are locked (`for update skip
 * locked`) while the mails are queued, so two concurrent runs never mail the same
 * notification; the send-mail job id is derived from the user's newest notification id, so a
 * retry after a crash before the commit queues the same mail id again instead of a second
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
      select n.id::int as id, n.user_uuid, u.email, u.display_name, u.locale, n.type, n.name,
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
    const byUser = new Map<string, PendingRow[]>();
    for (const row of rows) {
      const list = byUser.get(row.user_uuid) ?? [];
      list.push(row);
      byUser.set(row.user_uuid, list);
    }
    for (const userRows of byUser.values()) {
      const mail = composeAlertMail({ rows: userRows, mode, publicUrl });
      const newest = userRows[userRows.length - 1]!.id;
      await queue.enqueue(
        'send-mail',
        { to: userRows[0]!.email, ...mail },
        { jobId: `alert-mail-n${newest}` },
      );
    }
    await tx.query(sql`
      update notifications set mailed_at = now()
      where id = any(${`{${rows.map((row) => row.id).join(',')}}`}::bigint[]) and mailed_at is null`);
    return { mails: byUser.size, notifications: rows.length };
  });
}
