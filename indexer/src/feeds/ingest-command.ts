import { createReadStream } from 'node:fs';
import { basename, extname } from 'node:path';
import { eq, or } from 'drizzle-orm';
import type { FeedFormat } from '@spielraum/schema';
import { dealers, feedRuns } from '@spielraum/schema/db';
import { enqueueAfterCommit, ingestOfferFeedJob } from '../jobs/ingest-offer-feed';
import type { Platform } from '../platform/index';
import { OFFER_FORMATS, runOfferFeed, type OfferFeedResult, type OfferFormat } from './run-feed';
import { hashStream, type FeedSource } from './sources';

/** Finds a dealer by numeric id or slug; throws an operator-facing message otherwise. */
export async function findDealer(platform: Platform, reference: string) {
  const id = /^\d+$/.test(reference) ? Number(reference) : -1;
  const [dealer] = await platform.database.db
    .select()
    .from(dealers)
    .where(or(eq(dealers.id, id), eq(dealers.slug, reference)));
  if (!dealer) throw new Error(`no dealer "${reference}" (see \`indexer dealers\`)`);
  return dealer;
}

/**
 * Guesses the offer-feed format from the file name when the operator did not name it: XML and
 * JSON Lines by extension, CSV as the dealer's CSV dialect, anything else as the dealer's
 * declared format.
 */
export function guessOfferFormat(name: string, declared: FeedFormat | null | undefined): OfferFormat {
  const extension = extname(new URL(name, 'file:///').pathname).toLowerCase();
  if (extension === '.xml') return 'google_xml';
  if (extension === '.jsonl' || extension === '.ndjson') return 'jsonl';
  const isCsv = extension === '.csv' || extension === '.tsv' || extension === '.txt';
  // a CSV file is read as the dealer's declared CSV dialect (Google or idealo), never as its
  // declared XML or JSONL format
  if (isCsv) return declared === 'idealo_csv' ? 'idealo_csv' : 'google_csv';
  if (declared && (OFFER_FORMATS as readonly string[]).includes(declared)) return declared as OfferFormat;
  throw new Error(
    `cannot tell the format of "${basename(name)}"; pass --format (${OFFER_FORMATS.join(', ')})`,
  );
}

/**
 * `indexer ingest`: embedded mode runs the feed in this process with progress output; server
 * mode uploads a local file to the shared file store, enqueues the job with its deterministic
 * id (dealer + content hash) and follows the run's progress until it ends.
 */
export async function ingestCommand({
  platform,
  input,
  dealerReference,
  full,
  format,
  progress,
}: {
  platform: Platform;
  input: string;
  dealerReference: string;
  full: boolean;
  format?: OfferFormat;
  progress: (rows: number, done?: boolean) => void;
}): Promise<OfferFeedResult> {
  const dealer = await findDealer(platform, dealerReference);
  const feedFormat = format ?? guessOfferFormat(input, dealer.feedFormat);
  const isUrl = /^https?:\/\//.test(input);
  const hash = isUrl ? `url-${Date.now()}` : (await hashStream(createReadStream(input))).slice(0, 24);
  const jobId = `feed-${dealer.id}-${hash}`;
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
      full,
      source,
      onProgress: (rows) => progress(rows),
    });
    await enqueueAfterCommit(platform.queue, result);
    await platform.queue.drain(600_000);
    return result;
  }
  if (source.kind === 'file') {
    const key = `feeds/dealer-${dealer.id}/${hash}${extname(input)
      .toLowerCase()
      .replace(/[^a-z.]/g, '')}`;
    await platform.files.putStream(key, createReadStream(input), 'application/octet-stream');
    source = { kind: 'upload', key };
  }
  await platform.queue.enqueue(
    ingestOfferFeedJob.name,
    { dealerId: dealer.id, format: feedFormat, full, source },
    { jobId },
  );
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [run] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.jobKey, jobId));
    if (!run) continue;
    progress(run.rowsTotal);
    if (run.status === 'succeeded' || run.status === 'failed') {
      return {
        feedRunId: run.id,
        status: run.status,
        rowsTotal: run.rowsTotal,
        rowsFailed: run.rowsFailed,
        stats: run.status === 'succeeded' ? (run.stats as unknown as OfferFeedResult['stats']) : null,
        error: run.error,
      };
    }
  }
}
