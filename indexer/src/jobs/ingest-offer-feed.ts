import { UnrecoverableError } from 'bullmq';
import {
  defineJob,
  ingestOfferFeedContract,
  ingestProductFeedContract,
  type JobQueue,
} from '@spielraum/platform';
import {
  affectedProducts,
  runOfferFeed,
  runProductFeed,
  type OfferFeedResult,
  type ProductFeedResult,
} from '../feeds/run-feed';
import { endInterruptedRuns, endRunOfFailedJob } from '../feeds/end-failed-run';
import { buildSearchDocumentsJob } from './build-search-documents';
import { enqueueOfferCovers, enqueueProductImages } from './fetch-product-images';
import { evaluateAlertsJob, evaluateAlertsJobId } from './evaluate-alerts';

/**
 * The jobs that follow a committed feed run: the search documents of the touched products,
 * and the alert evaluation of the run. The evaluation is queued for every succeeded run (also
 * one found already done on a retry), because a crash between the commit and this call must
 * not lose it; its deterministic id keeps it to one evaluation per run.
 */
export async function enqueueAfterCommit(
  queue: JobQueue,
  result: OfferFeedResult | ProductFeedResult,
): Promise<void> {
  if (affectedProducts(result) > 0) {
    await queue.enqueue(
      buildSearchDocumentsJob.name,
      { feedRunId: result.feedRunId },
      { jobId: `search-docs-run-${result.feedRunId}` },
    );
  }
  if (result.status === 'succeeded' || result.status === 'already_done') {
    await queue.enqueue(
      evaluateAlertsJob.name,
      { feedRunId: result.feedRunId },
      { jobId: evaluateAlertsJobId(result.feedRunId) },
    );
  }
}

/**
 * Ingests one dealer offer feed. The job id is deterministic (offerFeedJobId, or the
 * scheduler's id for URL feeds), so the same feed enqueued twice with the same options runs once. A feed that cannot
 * be read fails without retry (UnrecoverableError) and changes nothing; a crash or a database
 * hiccup retries with backoff and ends in the same state as an uninterrupted run.
 */
export const ingestOfferFeedJob = defineJob({
  ...ingestOfferFeedContract,
  async handler(payload, context) {
    const result = await runOfferFeed({ context, ...payload });
    if (result.status === 'failed') throw new UnrecoverableError(result.error ?? 'feed could not be read');
    await enqueueAfterCommit(context.queue, result);
    if (result.status === 'succeeded' || result.status === 'already_done')
      await enqueueOfferCovers(context, result.feedRunId);
    return result;
  },
  async onFailed({ jobId, reason }, context) {
    await endRunOfFailedJob(context.database, jobId, reason);
  },
  async onLostWithProcess(context) {
    const ended = await endInterruptedRuns(context.database);
    if (ended > 0) context.logger.warn({ runs: ended }, 'feed runs of a stopped process ended as failed');
  },
});

/** Ingests one product-attribute feed (JSON Lines or CSV with the SPEC §3 attribute names). */
export const ingestProductFeedJob = defineJob({
  ...ingestProductFeedContract,
  async handler(payload, context) {
    const result = await runProductFeed({ context, ...payload });
    if (result.status === 'failed') throw new UnrecoverableError(result.error ?? 'feed could not be read');
    await enqueueAfterCommit(context.queue, result);
    // a retry that finds the run done queues them again; the job ids keep each download to one
    if (result.status === 'succeeded' || result.status === 'already_done')
      await enqueueProductImages(context, result.feedRunId);
    return result;
  },
  async onFailed({ jobId, reason }, context) {
    await endRunOfFailedJob(context.database, jobId, reason);
  },
});
