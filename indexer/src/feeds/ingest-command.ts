import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { eq } from 'drizzle-orm';
import { offerFeedJobId, type Platform } from '@spielraum/platform';
import { feedRuns } from '@spielraum/schema/db';
import {
  detectOfferFormat,
  uploadedFeedKey,
  type DetectedOfferFormat,
  type FeedSource,
} from '@spielraum/schema/feeds';
import { OPERATOR_ERRORS } from '../cli/texts.de';
import { enqueueAfterCommit, ingestOfferFeedJob } from '../jobs/ingest-offer-feed';
import { endRunOfFailedJob, failedJobMessage } from './end-failed-run';
import { stepTimer, type FeedReadProgress, type FeedStepListener } from './feed-progress';
import { findDealer } from './find-dealer';
import { runOfferFeed, type OfferFeedResult, type OfferFormat } from './run-feed';
import { hashStream, readHead } from './sources';
import { FeedReadError } from './types';

/**
 * `indexer ingest`: embedded mode runs the feed in this process (`onProgress` hears how far it
 * read, `onStep` the apply's steps and the follow-up jobs run here); server mode uploads a local
 * file to the shared file store, enqueues the job with its deterministic id (dealer, content
 * hash and options: offerFeedJobId) and follows the run until it ends (`onWorkerProgress` hears
 * the rows the worker recorded; bytes and steps stay in the worker's process). Without `format`
 * a local file's format is read from its content here (`onFormatDetected` hears it), a URL's
 * when the job fetches it.
 */
export async function ingestCommand({
  platform,
  input,
  dealerReference,
  full,
  allowMassRemoval = false,
  format,
  onProgress,
  onStep,
  onWorkerProgress,
  onFormatDetected,
}: {
  platform: Platform;
  input: string;
  dealerReference: string;
  full: boolean;
  /** The operator confirmed that this full feed may remove more offers than the guard allows. */
  allowMassRemoval?: boolean;
  format?: OfferFormat;
  onProgress?: (progress: FeedReadProgress) => void;
  onStep?: FeedStepListener;
  onWorkerProgress?: (rows: number) => void;
  onFormatDetected?: (detected: DetectedOfferFormat) => void;
}): Promise<OfferFeedResult> {
  const dealer = await findDealer(platform, dealerReference);
  const isUrl = /^https?:\/\//.test(input);
  let feedFormat = format;
  let formatDetected = false;
  if (!isUrl) {
    const found = await stat(input).catch(() => null);
    if (!found?.isFile()) throw new FeedReadError(OPERATOR_ERRORS.feedFileNotFound(input));
    if (!feedFormat) {
      const detected = detectOfferFormat({
        name: input,
        head: await readHead(createReadStream(input)),
        declared: dealer.feedFormat,
      });
      feedFormat = detected.format;
      formatDetected = true;
      onFormatDetected?.(detected);
    }
  }
  const hash = isUrl ? `url-${Date.now()}` : (await hashStream(createReadStream(input))).slice(0, 24);
  const jobId = offerFeedJobId({
    dealerId: dealer.id,
    contentKey: hash,
    format: feedFormat,
    full,
    allowMassRemoval,
  });
  let source: FeedSource = isUrl ? { kind: 'url', url: input } : { kind: 'file', path: input };

  if (platform.queue.mode === 'in-process') {
    const result = await runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId,
        dataDir: platform.dataDir,
      },
      dealerId: dealer.id,
      format: feedFormat,
      formatDetected,
      full,
      allowMassRemoval,
      source,
      onProgress,
      onStep,
    });
    // only a run that applied something has documents and alerts to follow
    const followUp = stepTimer(result.status === 'succeeded' ? onStep : undefined);
    followUp.start('follow-up');
    await enqueueAfterCommit(platform.queue, result);
    await platform.queue.drain(600_000);
    followUp.end();
    return result;
  }
  if (source.kind === 'file') {
    const key = uploadedFeedKey(dealer.id, hash, basename(input));
    await platform.files.putStream(key, createReadStream(input), 'application/octet-stream');
    source = { kind: 'upload', key };
  }
  await platform.queue.enqueue(
    ingestOfferFeedJob.name,
    { dealerId: dealer.id, format: feedFormat, formatDetected, full, allowMassRemoval, source },
    { jobId },
  );
  for (let unknownTicks = 0; ;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let [run] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.jobKey, jobId));
    if (run) onWorkerProgress?.(run.rowsTotal);
    if (run?.status !== 'succeeded' && run?.status !== 'failed') {
      // the run says running, but its job may have failed where no handler could record it
      // (its worker killed twice): the queue knows, and following would never end
      const job = await platform.queue.jobState(ingestOfferFeedJob.name, jobId);
      if (job.state === 'failed') {
        const reason = failedJobMessage(job.reason ?? 'no reason given');
        if (!run) throw new FeedReadError(OPERATOR_ERRORS.feedJobFailedBeforeRun(jobId, reason));
        await endRunOfFailedJob(platform.database, jobId, job.reason ?? 'no reason given');
        [run] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.jobKey, jobId));
      } else if (job.state === 'unknown' && ++unknownTicks >= 30) {
        throw new FeedReadError(OPERATOR_ERRORS.feedJobLost(jobId));
      }
      if (!run) continue;
    }
    if (run.status === 'succeeded' || run.status === 'failed') {
      return {
        feedRunId: run.id,
        status: run.status,
        rowsTotal: run.rowsTotal,
        rowsFailed: run.rowsFailed,
        stats: run.status === 'succeeded' ? (run.stats as unknown as OfferFeedResult['stats']) : null,
        error: run.error,
        format: run.format,
        formatDetected: run.formatDetected,
      };
    }
  }
}
