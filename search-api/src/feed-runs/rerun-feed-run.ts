import { offerFeedJobId, type Platform } from '@spielraum/platform';
import type { FeedRunListItem } from '@spielraum/schema';
import { OFFER_FEED_FORMATS, PRODUCT_FEED_FORMATS } from '@spielraum/schema/feeds';
import { AppError } from '../http/errors';
import { findFeedRun, sourceOfRun } from './feed-run-item';
import { queueFeedRun } from './queue-feed-run';
import { rerunOf } from './read-feed-run';

/**
 * Runs a finished feed run's feed again as a new run with the same options (format as named or
 * read again, full, confirmed mass removal): a fetched address is fetched anew, a kept upload
 * read again. A run that cannot (rerunOf) is a 409 saying why in German. Only runs of
 * `dealerIds` when given; null when there is none in scope.
 */
export async function rerunFeedRun({
  platform,
  id,
  dealerIds,
}: {
  platform: Pick<Platform, 'database' | 'queue' | 'files'>;
  id: number;
  dealerIds?: readonly number[];
}): Promise<FeedRunListItem | null> {
  const found = await findFeedRun({ db: platform.database.db, id, dealerIds });
  if (!found) return null;
  const { run, dealer } = found;
  const source = sourceOfRun(run.source);
  const rerun = await rerunOf({ files: platform.files, run, dealer, source });
  if (!rerun.possible)
    throw new AppError('conflict', { error: 'cannot run again', message: rerun.reason ?? undefined });
  // a new job id: the old one is done, and the queue runs a finished id's run never again
  const contentKey = `rerun-${run.id}-${Date.now()}`;
  if (run.kind === 'products') {
    const format = PRODUCT_FEED_FORMATS.find((known) => known === run.format)!;
    return queueFeedRun({
      platform,
      jobId: `products-${contentKey}`,
      source,
      feed: { kind: 'products', format },
    });
  }
  const format = OFFER_FEED_FORMATS.find((known) => known === run.format);
  const detect = run.formatDetected || format === undefined;
  return queueFeedRun({
    platform,
    jobId: offerFeedJobId({
      dealerId: dealer!.id!,
      contentKey,
      format: detect ? undefined : format,
      full: run.full,
      allowMassRemoval: run.allowMassRemoval,
    }),
    source,
    feed: {
      kind: 'offers',
      dealerId: dealer!.id!,
      format: detect ? undefined : format,
      formatDetected: false,
      full: run.full,
      allowMassRemoval: run.allowMassRemoval,
    },
  });
}
