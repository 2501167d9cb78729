import { sql } from 'drizzle-orm';
import {
  ANALYTICS_LIMITS,
  BGG_IMPORT_LIMITS,
  CONSENT_LOG_RETENTION_DAYS,
  CONTACT_LIMITS,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { defineJob, purgeExpiredDataContract, type JobQueue } from '@spielraum/platform';
import { purgePushDeliveries } from '../push/deliver-push-notifications';

/** Scheduler id and cron pattern (Europe/Berlin) of the nightly purge. */
export const PURGE_SCHEDULE = { schedulerId: 'purge-expired-data-nightly', cron: '30 3 * * *' } as const;

/** Days a copy of a sent mail stays in the outbox (privacy policy). */
export const MAIL_COPY_RETENTION_DAYS = 90;

/**
 * Deletes what the privacy policy says is kept no longer: contact messages after
 * `CONTACT_LIMITS.retentionDays`, logged consent choices after `CONSENT_LOG_RETENTION_DAYS`, copies of mails after `MAIL_COPY_RETENTION_DAYS`, sessions and
 * one-time links once they have expired, and BoardGameGeek import previews (a user's uploaded
 * collection) once they can no longer be confirmed (`BGG_IMPORT_LIMITS.previewHours`); the
 * upload deletes only its own user's old ones. Answers the rows deleted per kind.
 */
export async function purgeExpiredData(database: DatabaseHandle, now = new Date()) {
  const at = now.toISOString();
  const [row] = await database.query<{
    contact_messages: number;
    consents: number;
    mails: number;
    sessions: number;
    links: number;
    bgg_previews: number;
  }>(sql`
    with contact as (
      delete from contact_messages
      where created_at < ${at}::timestamptz - make_interval(days => ${CONTACT_LIMITS.retentionDays})
      returning 1
    ),
    consents as (
      delete from consent_log
      where created_at < ${at}::timestamptz - make_interval(days => ${CONSENT_LOG_RETENTION_DAYS})
      returning 1
    ),
    mails as (
      delete from mail_outbox
      where created_at < ${at}::timestamptz - make_interval(days => ${MAIL_COPY_RETENTION_DAYS})
      returning 1
    ),
    ended as (delete from sessions where expires_at < ${at}::timestamptz returning 1),
    links as (delete from one_time_tokens where expires_at < ${at}::timestamptz returning 1),
    previews as (
      delete from bgg_import_previews
      where created_at < ${at}::timestamptz - make_interval(hours => ${BGG_IMPORT_LIMITS.previewHours})
      returning 1
    )
    select (select count(*) from contact)::int as contact_messages,
           (select count(*) from consents)::int as consents, (select count(*) from mails)::int as mails,
           (select count(*) from ended)::int as sessions, (select count(*) from links)::int as links,
           (select count(*) from previews)::int as bgg_previews`);
  return {
    contactMessages: row?.contact_messages ?? 0,
    consents: row?.consents ?? 0,
    mails: row?.mails ?? 0,
    sessions: row?.sessions ?? 0,
    links: row?.links ?? 0,
    bggPreviews: row?.bgg_previews ?? 0,
  };
}

/**
 * Deletes the web analytics' daily sums older than `ANALYTICS_LIMITS.retentionMonths` (by Berlin
 * day). The sums are no personal data (counts per day, page kind, game and dealer; no IP, user,
 * session or address), so nothing else of them needs purging; the limit is the privacy policy's
 * promise of how long they are kept. Answers the rows deleted.
 */
export async function purgeOldAnalytics(database: DatabaseHandle, now = new Date()) {
  const at = now.toISOString();
  const [row] = await database.query<{ page_views: number; click_outs: number }>(sql`
    with oldest_kept as (
      select ((${at}::timestamptz at time zone 'Europe/Berlin')::date
              - make_interval(months => ${ANALYTICS_LIMITS.retentionMonths}))::date as day
    ),
    page_views as (
      delete from analytics_page_views where day < (select day from oldest_kept) returning 1
    ),
    click_outs as (
      delete from analytics_click_outs where day < (select day from oldest_kept) returning 1
    )
    select (select count(*) from page_views)::int as page_views,
           (select count(*) from click_outs)::int as click_outs`);
  return { pageViews: row?.page_views ?? 0, clickOuts: row?.click_outs ?? 0 };
}

export const purgeExpiredDataJob = defineJob({
  ...purgeExpiredDataContract,
  async handler(_payload, { database, logger }) {
    const deleted = await purgeExpiredData(database);
    logger.info(deleted, 'expired personal data deleted');
    const analytics = await purgeOldAnalytics(database);
    logger.info(analytics, 'analytics sums past their retention deleted');
    const pushDeliveries = await purgePushDeliveries(database);
    return { ...deleted, analytics, pushDeliveries };
  },
});

export async function schedulePurge(queue: JobQueue): Promise<void> {
  await queue.schedule(purgeExpiredDataJob.name, PURGE_SCHEDULE.schedulerId, PURGE_SCHEDULE.cron, {});
}
