import { and, eq, isNotNull } from 'drizzle-orm';
import { dealers } from '@spielraum/schema/db';
import type { DatabaseHandle } from '@spielraum/schema/client';
import type { Logger } from '../logger';
import { ingestOfferFeedContract } from './contracts';
import type { JobQueue } from './types';

/** The scheduler of a dealer's feed: one id for the CLI, the back office and the start-up. */
export function dealerSchedulerId(dealerId: number): string {
  return `dealer-${dealerId}`;
}

/**
 * The `ingest-offer-feed` payload of a dealer's feed address, scheduled or fetched now: the
 * format is read from each fetched feed (the dealer's declared format when the content does not
 * tell), and the feed is a full one (what it no longer lists goes out of stock; the guard
 * against mass removal stays on).
 */
export function dealerFeedPayload(dealerId: number, feedUrl: string) {
  return ingestOfferFeedContract.payload.parse({
    dealerId,
    full: true,
    allowMassRemoval: false,
    source: { kind: 'url', url: feedUrl },
  });
}

/**
 * Registers the feed schedule of every active dealer with an address and a pattern, as saved in
 * the back office. The in-process queue keeps its schedules as timers, which a restart of the
 * embedded portal loses; BullMQ keeps them in Redis, and upserting them again changes nothing.
 * A pattern the queue refuses is logged and skipped, so one bad row never stops the start.
 */
export async function restoreDealerFeedSchedules({
  database,
  queue,
  logger,
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  logger: Logger;
}): Promise<number> {
  const rows = await database.db
    .select({ id: dealers.id, feedUrl: dealers.feedUrl, feedSchedule: dealers.feedSchedule })
    .from(dealers)
    .where(and(eq(dealers.active, true), isNotNull(dealers.feedUrl), isNotNull(dealers.feedSchedule)));
  let scheduled = 0;
  for (const row of rows) {
    try {
      await queue.schedule(
        ingestOfferFeedContract.name,
        dealerSchedulerId(row.id),
        row.feedSchedule!,
        dealerFeedPayload(row.id, row.feedUrl!),
      );
      scheduled += 1;
    } catch (error) {
      logger.error({ dealerId: row.id, err: String(error) }, 'dealer feed schedule could not be restored');
    }
  }
  return scheduled;
}
