import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import * as t from '@spielraum/schema/db';
import { sendTestPushContract, type JobQueue } from '@spielraum/platform';
import { AppError } from '../http/errors';

/**
 * Queues the test notification to all of the user's devices (the worker sends it at once, past
 * quiet hours and cap). 409 with a German message when no device is subscribed. Answers the
 * number of devices.
 */
export async function queueTestPush({
  db,
  queue,
  userUuid,
}: {
  db: Database;
  queue: JobQueue;
  userUuid: string;
}): Promise<{ devices: number }> {
  const [{ devices }] = (await db
    .select({ devices: sql<number>`count(*)::int` })
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userUuid, userUuid))) as [{ devices: number }];
  if (devices === 0)
    throw new AppError('conflict', { error: 'no push devices', message: message('pushNoDevices') });
  // each click is a test of its own; the per-account limit keeps clicks from flooding the queue
  await queue.enqueue(sendTestPushContract.name, { userUuid }, { jobId: `test-push-${randomUUID()}` });
  return { devices };
}
