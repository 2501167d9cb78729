import type { FileStore, Platform } from '@spielraum/platform';
import type { DealerFeedRun, FeedFormat } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import type { OfferFeedFormat } from '@spielraum/schema/feeds';
import { asUnknownFormatError } from '../admin-feeds/read-feed-upload';
import { queueUploadedFeed } from '../admin-feeds/queue-uploaded-feed';
import { readFeedRun } from '../feed-runs/read-feed-run';
import type { FeedRunLinks } from '../feed-runs/to-feed-run';
import { readShopFeed } from './read-shop-feed';

/** The dealer area's addresses of a shop's run's skipped rows (never the operators'). */
export function shopFeedRunLinks(dealerId: number): FeedRunLinks {
  const base = `/api/dealer-area/shops/${dealerId}/feed-runs`;
  return {
    rowErrors: (runId) => `${base}/${runId}/errors/`,
    rowErrorsCsv: (runId) => `${base}/${runId}/errors.csv`,
  };
}

/**
 * One feed run of the shop as its dealer sees it (the operators' run without running it again,
 * with dealer-area links); null for a run of another shop or none. The caller has checked that
 * the account manages the shop.
 */
export async function readShopFeedRun({
  database,
  files,
  dealerId,
  runId,
}: {
  database: DatabaseHandle;
  files: FileStore;
  dealerId: number;
  runId: number;
}): Promise<DealerFeedRun | null> {
  const run = await readFeedRun({
    database,
    files,
    id: runId,
    dealerIds: [dealerId],
    links: shopFeedRunLinks(dealerId),
  });
  if (!run) return null;
  const { rerun: _operatorsOnly, ...ownRun } = run;
  return ownRun;
}

/**
 * A shop member uploads the shop's offer feed: the operators' upload (stored by content hash,
 * format from the content unless named, the same file with the same options is one run) without
 * their override of the mass-removal guard, so a full feed that would remove too many offers
 * fails and changes nothing. Answers the queued run. The caller has checked membership and the
 * file's size.
 */
export async function uploadShopFeed({
  platform,
  dealerId,
  fileName,
  bytes,
  full,
  format,
}: {
  platform: Pick<Platform, 'database' | 'files' | 'queue' | 'logger'>;
  dealerId: number;
  fileName: string;
  bytes: Uint8Array;
  full: boolean;
  format?: OfferFeedFormat;
}): Promise<DealerFeedRun> {
  const feed = await readShopFeed({ db: platform.database.db, dealerId });
  let queued: Awaited<ReturnType<typeof queueUploadedFeed>>;
  try {
    queued = await queueUploadedFeed({
      platform,
      dealer: { id: dealerId, feedFormat: feed.format as FeedFormat | null },
      fileName,
      bytes,
      full,
      allowMassRemoval: false,
      format,
    });
  } catch (error) {
    throw asUnknownFormatError(error);
  }
  platform.logger.info(
    { dealerId, feedRunId: queued.id, bytes: bytes.length },
    'feed uploaded by its dealer',
  );
  const run = await readShopFeedRun({
    database: platform.database,
    files: platform.files,
    dealerId,
    runId: queued.id,
  });
  if (!run) throw new Error('queued feed run could not be read');
  return run;
}
