import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ingestOfferFeedContract, offerFeedJobId, type Platform } from '@spielraum/platform';
import type { FeedFormat } from '@spielraum/schema';
import { feedRuns } from '@spielraum/schema/db';
import {
  describeSource,
  detectOfferFormat,
  FORMAT_HEAD_BYTES,
  uploadedFeedKey,
  type FeedSource,
  type OfferFeedFormat,
} from '@spielraum/schema/feeds';

/**
 * Queues an offer feed an operator uploaded through the portal: stores the bytes in the file
 * store under `feeds/dealer-{id}/{hash}{ext}`, records the run as `queued` (so its id can be
 * answered at once) and enqueues the `ingest-offer-feed` job as `indexer ingest` does, with the
 * same deterministic id (dealer, content hash and options: offerFeedJobId): the same file
 * uploaded twice with the same options is one run. The indexer worker (or the all-in-one
 * process) runs it.
 * Without `format` it is read from the file's content (see detectOfferFormat), which throws
 * UnknownFeedFormatError when it cannot tell.
 */
export async function queueUploadedFeed({
  platform,
  dealer,
  fileName,
  bytes,
  full,
  allowMassRemoval = false,
  format,
}: {
  platform: Pick<Platform, 'database' | 'files' | 'queue'>;
  dealer: { id: number; feedFormat: FeedFormat | null };
  fileName: string;
  bytes: Uint8Array;
  full: boolean;
  /** The operator confirmed that this full feed may remove more offers than the guard allows. */
  allowMassRemoval?: boolean;
  format?: OfferFeedFormat;
}): Promise<typeof feedRuns.$inferSelect> {
  const feedFormat =
    format ??
    detectOfferFormat({
      name: fileName,
      head: bytes.subarray(0, FORMAT_HEAD_BYTES),
      declared: dealer.feedFormat,
    }).format;
  const formatDetected = format === undefined;
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const jobId = offerFeedJobId({
    dealerId: dealer.id,
    contentKey: hash,
    format: feedFormat,
    full,
    allowMassRemoval,
  });
  const key = uploadedFeedKey(dealer.id, hash, fileName);
  await platform.files.put(key, Buffer.from(bytes), 'application/octet-stream');
  const source: FeedSource = { kind: 'upload', key };
  await platform.database.db
    .insert(feedRuns)
    .values({
      jobKey: jobId,
      dealerId: dealer.id,
      kind: 'offers',
      format: feedFormat,
      formatDetected,
      full,
      allowMassRemoval,
      source: describeSource(source),
      status: 'queued',
    })
    .onConflictDoNothing({ target: feedRuns.jobKey });
  const [run] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.jobKey, jobId));
  if (!run) throw new Error('feed run could not be recorded');
  await platform.queue.enqueue(
    ingestOfferFeedContract.name,
    { dealerId: dealer.id, format: feedFormat, formatDetected, full, allowMassRemoval, source },
    { jobId },
  );
  return run;
}
