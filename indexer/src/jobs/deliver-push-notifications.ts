import {
  defineJob,
  deliverPushNotificationsContract,
  sendTestPushContract,
  type JobQueue,
} from '@spielraum/platform';
import { deliverPushNotifications } from '../push/deliver-push-notifications';
import { sendTestPush } from '../push/send-test-push';

/**
 * Scheduler id and cron pattern of the push sweep: every minute, so pushes held by quiet hours
 * go out within a minute of their end and transient failures are tried again.
 */
export const PUSH_SWEEP = { schedulerId: 'push-notifications-sweep', cron: '0 * * * * *' } as const;

/**
 * Pushes new notifications to the users' devices (see `deliverPushNotifications`). Queued by
 * the alert-mail job after every writing of notifications (every writer queues that one) and
 * by the minute sweep; each run pushes only what no run pushed before.
 */
export const deliverPushNotificationsJob = defineJob({
  ...deliverPushNotificationsContract,
  async handler(_payload, { database, push, logger }) {
    const result = await deliverPushNotifications({ database, push, logger });
    if (result.sent + result.capped + result.gone + result.failed + result.retry > 0)
      logger.info(result, 'push notifications delivered');
    return result;
  },
});

/** Sends the settings page's test notification to the user's devices. */
export const sendTestPushJob = defineJob({
  ...sendTestPushContract,
  async handler({ userUuid, subscriptionId }, { database, push, logger }) {
    const result = await sendTestPush({ database, push, userUuid, subscriptionId });
    logger.info(result, 'test push sent');
    return result;
  },
});

export async function schedulePushSweep(queue: JobQueue): Promise<void> {
  await queue.schedule(deliverPushNotificationsJob.name, PUSH_SWEEP.schedulerId, PUSH_SWEEP.cron, {});
}
