import { sql } from 'drizzle-orm';
import { mailLocale } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import type { PushConfig } from '@spielraum/platform';
import { recordPushOutcome } from './deliver-push-notifications';
import { testPushPayload } from './push-payload';
import { sendWebPush } from './send-web-push';

/**
 * Sends the test notification to a user's devices (or the one named) now, whatever the quiet
 * hours and the day's count: the user asked for it on the settings page. Each device's answer
 * is recorded like any push (last success, failures; 404 and 410 remove it), which is what the
 * page's device list then shows. Answers the number of devices per outcome.
 */
export async function sendTestPush({
  database,
  push,
  userUuid,
  subscriptionId,
}: {
  database: DatabaseHandle;
  push: PushConfig | null | undefined;
  userUuid: string;
  subscriptionId?: number;
}): Promise<{ sent: number; gone: number; failed: number }> {
  const result = { sent: 0, gone: 0, failed: 0 };
  if (!push) return result;
  const devices = await database.query<{
    id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    locale: string | null;
  }>(sql`
    select s.id, s.endpoint, s.p256dh, s.auth, u.locale
    from push_subscriptions s join users u on u.uuid = s.user_uuid
    where s.user_uuid = ${userUuid} ${subscriptionId === undefined ? sql`` : sql`and s.id = ${subscriptionId}`}
    order by s.id`);
  for (const device of devices) {
    const outcome = await sendWebPush({
      subscription: device,
      payload: testPushPayload(mailLocale(device.locale)),
      push,
    });
    await recordPushOutcome(database, { deliveryId: null, attempts: 0, subscriptionId: device.id }, outcome);
    if (outcome.result === 'sent' || outcome.result === 'gone') result[outcome.result] += 1;
    else result.failed += 1;
  }
  return result;
}
