import { eq } from 'drizzle-orm';
import { ingestOfferFeedContract, ingestProductFeedContract, type Platform } from '@spielraum/platform';
import type { FeedFormat, FeedRunListItem } from '@spielraum/schema';
import { dealers, feedRuns } from '@spielraum/schema/db';
import {
  describeSource,
  type FeedSource,
  type OfferFeedFormat,
  type ProductFeedFormat,
} from '@spielraum/schema/feeds';
import { feedRunDealerColumns, toFeedRunListItem } from './feed-run-item';

type QueuedFeed =
  | {
      kind: 'offers';
      dealerId: number;
      /** Undefined: read from the feed when the job runs. */
      format: OfferFeedFormat | undefined;
      formatDetected: boolean;
      full: boolean;
      allowMassRemoval: boolean;
    }
  | { kind: 'products'; format: ProductFeedFormat };

/**
 * Records a feed run as `queued` under its job's id (so the answer can name it at once; the job
 * takes the same row over when it starts) and enqueues the `ingest-offer-feed` or
 * `ingest-product-feed` job that runs it. The same job id queued twice is one run.
 */
export async function queueFeedRun({
  platform,
  jobId,
  source,
  feed,
}: {
  platform: Pick<Platform, 'database' | 'queue'>;
  jobId: string;
  source: FeedSource;
  feed: QueuedFeed;
}): Promise<FeedRunListItem> {
  const { db } = platform.database;
  const offers = feed.kind === 'offers' ? feed : null;
  await db
    .insert(feedRuns)
    .values({
      jobKey: jobId,
      dealerId: offers?.dealerId ?? null,
      kind: feed.kind,
      format: (feed.format ?? null) as FeedFormat | null,
      formatDetected: offers?.formatDetected ?? false,
      full: offers?.full ?? false,
      allowMassRemoval: offers?.allowMassRemoval ?? false,
      source: describeSource(source),
      status: 'queued',
    })
    .onConflictDoNothing({ target: feedRuns.jobKey });
  const [row] = await db
    .select({ run: feedRuns, dealer: feedRunDealerColumns })
    .from(feedRuns)
    .leftJoin(dealers, eq(dealers.id, feedRuns.dealerId))
    .where(eq(feedRuns.jobKey, jobId));
  if (!row) throw new Error('feed run could not be recorded');
  if (offers)
    await platform.queue.enqueue(
      ingestOfferFeedContract.name,
      ingestOfferFeedContract.payload.parse({
        dealerId: offers.dealerId,
        format: offers.format,
        formatDetected: offers.formatDetected,
        full: offers.full,
        allowMassRemoval: offers.allowMassRemoval,
        source,
      }),
      { jobId },
    );
  else
    await platform.queue.enqueue(
      ingestProductFeedContract.name,
      ingestProductFeedContract.payload.parse({ format: feed.format, source }),
      { jobId },
    );
  return toFeedRunListItem(row.run, row.dealer);
}
