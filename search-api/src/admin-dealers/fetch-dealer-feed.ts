import { eq } from 'drizzle-orm';
import { dealerFeedPayload, offerFeedJobId, type Platform } from '@spielraum/platform';
import { serverMessage, type FeedRunListItem } from '@spielraum/schema';
import { dealers } from '@spielraum/schema/db';
import { queueFeedRun } from '../feed-runs/queue-feed-run';
import { AppError } from '../http/errors';

/**
 * "Feed jetzt abrufen": queues one fetch of the dealer's feed address now, with the payload its
 * schedule uses, as a run of its own (the id from the time, as `indexer ingest <url>` does). An
 * inactive dealer or one without an address is a 409 saying so. Null when there is no such dealer.
 */
export async function fetchDealerFeed({
  platform,
  dealerId,
}: {
  platform: Pick<Platform, 'database' | 'queue'>;
  dealerId: number;
}): Promise<FeedRunListItem | null> {
  const [dealer] = await platform.database.db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!dealer) return null;
  if (!dealer.active)
    throw new AppError('conflict', { error: 'dealer inactive', message: serverMessage('dealerInactive') });
  if (dealer.feedUrl === null)
    throw new AppError('conflict', { error: 'no feed url', message: serverMessage('dealerNoFeedUrl') });
  const payload = dealerFeedPayload(dealer.id, dealer.feedUrl);
  return queueFeedRun({
    platform,
    jobId: offerFeedJobId({
      dealerId: dealer.id,
      contentKey: `url-${Date.now()}`,
      format: undefined,
      full: payload.full,
      allowMassRemoval: payload.allowMassRemoval,
    }),
    source: payload.source,
    feed: {
      kind: 'offers',
      dealerId: dealer.id,
      format: undefined,
      formatDetected: false,
      full: payload.full,
      allowMassRemoval: payload.allowMassRemoval,
    },
  });
}
