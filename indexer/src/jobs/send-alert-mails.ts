import {
  defineJob,
  deliverPushNotificationsContract,
  sendAlertMailsContract,
  type JobQueue,
} from '@spielraum/platform';
import { mailNotifications } from '../alerts/mail-notifications';

/** Scheduler id and cron pattern (Europe/Berlin) of the daily alert digest. */
export const DAILY_DIGEST = { schedulerId: 'alert-digest-daily', cron: '0 8 * * *' } as const;

/**
 * Mails the unmailed alert notifications of the users with the given alert-mail setting, one
 * mail per user (see `mailNotifications`). `immediately` runs after every evaluation, and then
 * queues the push delivery; `daily` runs from the digest scheduler every morning at 8:00 Berlin
 * time.
 */
export const sendAlertMailsJob = defineJob({
  ...sendAlertMailsContract,
  async handler({ mode }, { database, queue, logger, publicUrl, push, jobId }) {
    const result = await mailNotifications({
      database,
      queue,
      mode,
      publicUrl: publicUrl ?? 'http://localhost:3000',
    });
    logger.info({ mode, ...result }, 'alert mails queued');
    // every writer of notifications (alert evaluation, news alerts, moderation, list news)
    // queues the immediate mails; the pushes follow from here, whatever the mail setting
    if (mode === 'immediately' && push)
      await queue.enqueue(
        deliverPushNotificationsContract.name,
        {},
        { jobId: `push-after-${jobId.replaceAll(':', '-')}` },
      );
    return result;
  },
});

/**
 * Registers the daily digest: a BullMQ job scheduler in server mode (upserted, so every
 * worker start may call it), a timer in the embedded process.
 */
export async function scheduleAlertDigest(queue: JobQueue): Promise<void> {
  await queue.schedule(sendAlertMailsJob.name, DAILY_DIGEST.schedulerId, DAILY_DIGEST.cron, {
    mode: 'daily',
  });
}
