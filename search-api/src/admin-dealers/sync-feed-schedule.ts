import cronParser from 'cron-parser';
import {
  dealerFeedPayload,
  dealerSchedulerId,
  ingestOfferFeedContract,
  type JobQueue,
} from '@spielraum/platform';
import { message } from '@spielraum/schema';
import { AppError } from '../http/errors';

/**
 * Refuses a schedule the queues could not run with a 400 on its field. The contract's check
 * (isValidCronPattern) reads the syntax; cron-parser, which both queues use, also knows the
 * calendar (a 30th of February never comes).
 */
function assertSchedulable(pattern: string): void {
  try {
    cronParser.parseExpression(pattern, { tz: 'Europe/Berlin' }).next();
  } catch (error) {
    throw new AppError('validation_failed', {
      error: 'invalid schedule',
      fields: { feed_schedule: message('cronPatternInvalid') },
      cause: error,
    });
  }
}

/**
 * Makes the dealer's job scheduler match its settings: an active dealer with a feed address and
 * a schedule is fetched on it (registered, or replaced with the new pattern and address);
 * otherwise there is no scheduler.
 */
export async function syncFeedSchedule({
  queue,
  dealer,
}: {
  queue: JobQueue;
  dealer: { id: number; active: boolean; feedUrl: string | null; feedSchedule: string | null };
}): Promise<void> {
  const schedulerId = dealerSchedulerId(dealer.id);
  if (!dealer.active || dealer.feedUrl === null || dealer.feedSchedule === null) {
    await queue.unschedule(ingestOfferFeedContract.name, schedulerId);
    return;
  }
  assertSchedulable(dealer.feedSchedule);
  await queue.schedule(
    ingestOfferFeedContract.name,
    schedulerId,
    dealer.feedSchedule,
    dealerFeedPayload(dealer.id, dealer.feedUrl),
  );
}
