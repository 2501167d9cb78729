import { sql } from 'drizzle-orm';
import { isInQuietHours, mailLocale, PUSH_LIMITS } from '@spielraum/schema';
import type { DatabaseHandle, TransactionHandle } from '@spielraum/schema/client';
import { notificationPostId } from '@spielraum/schema/db';
import type { Logger, PushConfig } from '@spielraum/platform';
import { notificationPushPayload, type PushNotificationRow } from './push-payload';
import { sendWebPush, type PushOutcome } from './send-web-push';

/**
 * How old a notification may be and still be pushed: a push is news; what is older is in the
 * notifications list and the mails. Longer than any quiet hours (at most 23:59), so what they
 * held still goes out when they end.
 */
const FRESH_FOR = '24 hours';
/** Attempts per notification and device before it is given up (`failed`). */
export const MAX_PUSH_ATTEMPTS = 3;
/**
 * A claim still `pending` this long was made by a run that died before it sent (a killed
 * worker); it is sent again. Should the first send have reached the push service after all, the
 * device shows it once: the message's tag is the notification's.
 */
const STALE_CLAIM = '10 minutes';

export interface PushDeliveryResult {
  sent: number;
  /** Users whose quiet hours hold their pushes back now. */
  held: number;
  /** Notifications not pushed because the user's daily cap was reached. */
  capped: number;
  /** Devices removed because their push service no longer knew them. */
  gone: number;
  failed: number;
  /** Pushes that failed for now and are tried again by a later run. */
  retry: number;
}

interface ClaimRow extends Record<string, unknown> {
  delivery_id: number;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string | null;
  notification_id: number;
  type: string;
  name: string;
  price_cents: number | null;
  old_price_cents: number | null;
  path: string | null;
}

function notificationOf(claim: ClaimRow): PushNotificationRow {
  return {
    id: claim.notification_id,
    type: claim.type,
    name: claim.name,
    price_cents: claim.price_cents,
    old_price_cents: claim.old_price_cents,
    path: claim.path,
  };
}

/** The users who have something to push: fresh notifications a device has no record of, or retries due. */
async function usersWithWork(database: DatabaseHandle, retryAfterSeconds: number): Promise<string[]> {
  const rows = await database.query<{ user_uuid: string }>(sql`
    select distinct s.user_uuid::text as user_uuid
    from push_subscriptions s
    join notifications n on n.user_uuid = s.user_uuid
      and n.created_at >= s.created_at and n.created_at > now() - ${FRESH_FOR}::interval
    where not exists (
      select 1 from push_deliveries d where d.notification_id = n.id and d.subscription_id = s.id)
    union
    select distinct d.user_uuid::text
    from push_deliveries d
    where d.status in ('pending', 'retry') and d.subscription_id is not null
      and ((d.status = 'retry' and d.last_attempt_at < now() - make_interval(secs => ${retryAfterSeconds}))
        or (d.status = 'pending' and d.claimed_at < now() - ${STALE_CLAIM}::interval))`);
  return rows.map((row) => row.user_uuid);
}

/**
 * Claims what one user's devices are to get now, in one transaction under a lock per user (so
 * two runs at once neither push twice nor pass the cap together): nothing during the user's
 * quiet hours; otherwise the due retries, and the fresh notifications oldest first up to what
 * the Berlin day's cap leaves (a notification counts once however many devices get it), the
 * rest recorded as `capped`. Each claim is a row of `push_deliveries`, unique per notification
 * and device, so a notification is claimed for a device once.
 */
async function claimForUser(
  tx: TransactionHandle,
  userUuid: string,
  retryAfterSeconds: number,
): Promise<{ held: boolean; capped: number; claims: ClaimRow[] }> {
  await tx.query(sql`select pg_advisory_xact_lock(hashtextextended(${`push:${userUuid}`}, 0))`);
  const [settings] = await tx.query<{
    quiet_from: number | null;
    quiet_to: number | null;
    daily_cap: number;
    minute: number;
  }>(sql`
    select ps.quiet_from_minute as quiet_from, ps.quiet_to_minute as quiet_to,
           coalesce(ps.daily_cap, ${PUSH_LIMITS.defaultDailyCap})::int as daily_cap,
           (extract(hour from now() at time zone 'Europe/Berlin') * 60
             + extract(minute from now() at time zone 'Europe/Berlin'))::int as minute
    from (select 1) one
    left join push_settings ps on ps.user_uuid = ${userUuid}`);
  const { quiet_from, quiet_to, daily_cap, minute } = settings!;
  if (quiet_from !== null && quiet_to !== null && isInQuietHours(minute, quiet_from, quiet_to))
    return { held: true, capped: 0, claims: [] };

  // retries that are due, and claims a dead run left behind
  const retried = await tx.query<{ id: number }>(sql`
    update push_deliveries set status = 'pending', claimed_at = now()
    where user_uuid = ${userUuid} and subscription_id is not null
      and ((status = 'retry' and last_attempt_at < now() - make_interval(secs => ${retryAfterSeconds}))
        or (status = 'pending' and claimed_at < now() - ${STALE_CLAIM}::interval))
    returning id::int as id`);

  const [{ counted }] = (await tx.query<{ counted: number }>(sql`
    select count(distinct notification_id)::int as counted
    from push_deliveries
    where user_uuid = ${userUuid} and status in ('pending', 'retry', 'sent')
      and claimed_at >= (date_trunc('day', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`)) as [
    { counted: number },
  ];
  const open = await tx.query<{
    notification_id: number;
    subscription_id: number;
    already_counted: boolean;
  }>(sql`
    select n.id::int as notification_id, s.id as subscription_id,
           exists (select 1 from push_deliveries d where d.notification_id = n.id
                     and d.status in ('pending', 'retry', 'sent')) as already_counted
    from push_subscriptions s
    join notifications n on n.user_uuid = s.user_uuid
      and n.created_at >= s.created_at and n.created_at > now() - ${FRESH_FOR}::interval
    where s.user_uuid = ${userUuid}
      and not exists (
        select 1 from push_deliveries d where d.notification_id = n.id and d.subscription_id = s.id)
    order by n.id, s.id`);

  let left = Math.max(0, daily_cap - counted);
  const decision = new Map<number, 'pending' | 'capped'>();
  for (const row of open) {
    if (decision.has(row.notification_id)) continue;
    if (row.already_counted) decision.set(row.notification_id, 'pending');
    else if (left > 0) {
      left -= 1;
      decision.set(row.notification_id, 'pending');
    } else decision.set(row.notification_id, 'capped');
  }
  const claimed = new Set<number>(retried.map((row) => row.id));
  let capped = 0;
  if (open.length > 0) {
    const inserted = await tx.query<{ id: number; status: string; notification_id: number }>(sql`
      insert into push_deliveries (notification_id, subscription_id, user_uuid, status)
      select notification_id, subscription_id, ${userUuid}, status
      from unnest(${`{${open.map((row) => row.notification_id).join(',')}}`}::bigint[],
                  ${`{${open.map((row) => row.subscription_id).join(',')}}`}::int[],
                  ${`{${open.map((row) => decision.get(row.notification_id)).join(',')}}`}::text[])
        as claim(notification_id, subscription_id, status)
      on conflict (notification_id, subscription_id) do nothing
      returning id::int as id, status, notification_id::int as notification_id`);
    for (const row of inserted) if (row.status === 'pending') claimed.add(row.id);
    capped = new Set(inserted.filter((row) => row.status === 'capped').map((row) => row.notification_id))
      .size;
  }
  if (claimed.size === 0) return { held: false, capped, claims: [] };
  const claims = await tx.query<ClaimRow>(sql`
    select d.id::int as delivery_id, d.attempts, s.id as subscription_id, s.endpoint, s.p256dh, s.auth,
           u.locale, n.id::int as notification_id, n.type, n.name, n.price_cents, n.old_price_cents,
           coalesce('/magazine/' || mc.slug || '/' || mp.slug, '/games/' || g.slug || '/' || p.slug) as path
    from push_deliveries d
    join push_subscriptions s on s.id = d.subscription_id
    join users u on u.uuid = d.user_uuid
    join notifications n on n.id = d.notification_id
    left join products p on p.id = n.product_id
    left join product_groups g on g.id = p.group_id
    left join magazine_posts mp on mp.id = ${notificationPostId(sql`n.dedupe_key`)}
    left join magazine_categories mc on mc.id = mp.category_id
    where d.id = any(${`{${[...claimed].join(',')}}`}::bigint[])
    order by n.id, s.id`);
  return { held: false, capped, claims };
}

/**
 * Records what became of one push, on the delivery and on the device: a success resets the
 * device's failure count; 404 and 410 remove the device (its delivery rows stay, without it, so
 * the day's count holds); a failure counts on the device and is tried again later until
 * `MAX_PUSH_ATTEMPTS`.
 */
export async function recordPushOutcome(
  database: DatabaseHandle,
  {
    deliveryId,
    attempts,
    subscriptionId,
  }: { deliveryId: number | null; attempts: number; subscriptionId: number },
  outcome: PushOutcome,
): Promise<void> {
  await database.transaction(async (tx) => {
    if (outcome.result === 'sent') {
      await tx.query(sql`update push_subscriptions set last_success_at = now(), failure_count = 0
        where id = ${subscriptionId}`);
    } else if (outcome.result === 'gone') {
      await tx.query(sql`delete from push_subscriptions where id = ${subscriptionId}`);
    } else {
      await tx.query(sql`update push_subscriptions
        set failure_count = failure_count + 1, last_failure_at = now() where id = ${subscriptionId}`);
    }
    if (deliveryId === null) return;
    const status =
      outcome.result === 'sent' || outcome.result === 'gone'
        ? outcome.result
        : outcome.result === 'retry' && attempts + 1 < MAX_PUSH_ATTEMPTS
          ? 'retry'
          : 'failed';
    await tx.query(sql`update push_deliveries
      set status = ${status}, attempts = attempts + 1, last_attempt_at = now(),
          sent_at = case when ${status} = 'sent' then now() else sent_at end
      where id = ${deliveryId}`);
  });
}

/**
 * Pushes the users' new notifications to their devices: claims per user (see `claimForUser`),
 * then sends each claim outside the transaction, one request per notification and device, and
 * records the outcome. Safe to run at any time and as often as it is queued: a notification
 * reaches a device once. `retryAfterSeconds` is how long a transient failure waits.
 */
export async function deliverPushNotifications({
  database,
  push,
  logger,
  retryAfterSeconds = 60,
}: {
  database: DatabaseHandle;
  push: PushConfig | null | undefined;
  logger?: Logger;
  retryAfterSeconds?: number;
}): Promise<PushDeliveryResult> {
  const result: PushDeliveryResult = { sent: 0, held: 0, capped: 0, gone: 0, failed: 0, retry: 0 };
  if (!push) return result;
  for (const userUuid of await usersWithWork(database, retryAfterSeconds)) {
    const { held, capped, claims } = await database.transaction((tx) =>
      claimForUser(tx, userUuid, retryAfterSeconds),
    );
    if (held) result.held += 1;
    result.capped += capped;
    const goneDevices = new Set<number>();
    for (const claim of claims) {
      // a device that answered 410 for an earlier notification of this run is gone already
      if (goneDevices.has(claim.subscription_id)) continue;
      const outcome = await sendWebPush({
        subscription: claim,
        payload: notificationPushPayload(notificationOf(claim), mailLocale(claim.locale)),
        push,
        topic: `n${claim.notification_id}`,
      });
      await recordPushOutcome(
        database,
        { deliveryId: claim.delivery_id, attempts: claim.attempts, subscriptionId: claim.subscription_id },
        outcome,
      );
      if (outcome.result === 'gone') goneDevices.add(claim.subscription_id);
      if (outcome.result === 'retry' && claim.attempts + 1 < MAX_PUSH_ATTEMPTS) result.retry += 1;
      else if (outcome.result === 'retry') result.failed += 1;
      else result[outcome.result] += 1;
      if (outcome.result === 'retry' || outcome.result === 'failed')
        logger?.warn(
          {
            subscriptionId: claim.subscription_id,
            notificationId: claim.notification_id,
            reason: outcome.reason,
          },
          'push not delivered',
        );
    }
  }
  return result;
}

/**
 * Days a delivery record is kept: it only has to outlive the notification's freshness (a day,
 * for exactly-once) and the Berlin day's count (for the cap); a week leaves time to look into a
 * complaint.
 */
export const PUSH_DELIVERY_RETENTION_DAYS = 7;

/** Deletes delivery records past `PUSH_DELIVERY_RETENTION_DAYS` (nightly purge). Answers how many. */
export async function purgePushDeliveries(database: DatabaseHandle, now = new Date()): Promise<number> {
  const [row] = await database.query<{ deleted: number }>(sql`
    with gone as (
      delete from push_deliveries
      where claimed_at < ${now.toISOString()}::timestamptz - make_interval(days => ${PUSH_DELIVERY_RETENTION_DAYS})
      returning 1
    )
    select count(*)::int as deleted from gone`);
  return row?.deleted ?? 0;
}
