import type { FileStore } from '@spielraum/platform';
import { serverMessage, type AdminFeedRun } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { PRODUCT_FEED_FORMATS, type FeedSource } from '@spielraum/schema/feeds';
import { findFeedRun, runDealerOf, sourceOfRun, type FeedRunDealer, type FeedRunRow } from './feed-run-item';
import { OPERATOR_FEED_RUN_LINKS, toFeedRun, type FeedRunLinks } from './to-feed-run';

/** Whether an uploaded feed's file is still in the file store, without reading it. */
async function isKept(files: FileStore, key: string): Promise<boolean> {
  let stream: NodeJS.ReadableStream | null;
  try {
    stream = await files.openRead(key);
  } catch {
    // a key the store refuses (written by hand into the database) is nothing it keeps
    return false;
  }
  if (stream === null) return false;
  (stream as NodeJS.ReadableStream & { destroy?(): void }).destroy?.();
  return true;
}

/**
 * Whether a run can run again, and why not in German: a run still queued or running cannot; a
 * fetched address can always be fetched again; an upload while its file is kept (uploads are
 * kept by content hash); a file the CLI read on its own machine never.
 */
export async function rerunOf({
  files,
  run,
  dealer,
  source,
}: {
  files: FileStore;
  run: FeedRunRow;
  dealer: FeedRunDealer | null;
  source: FeedSource;
}): Promise<AdminFeedRun['rerun']> {
  const no = (reason: Parameters<typeof serverMessage>[0]) => ({
    possible: false,
    reason: serverMessage(reason),
  });
  if (run.status === 'queued' || run.status === 'running') return no('feedRunRerunBusy');
  if (run.kind === 'offers' && runDealerOf(dealer) === null) return no('feedRunRerunNoDealer');
  if (run.kind === 'products' && !PRODUCT_FEED_FORMATS.some((format) => format === run.format))
    return no('feedRunRerunUnknownFormat');
  if (source.kind === 'file') return no('feedRunRerunLocalFile');
  if (source.kind === 'upload' && !(await isKept(files, source.key))) return no('feedRunRerunFileGone');
  return { possible: true, reason: null };
}

/**
 * One feed run for its page: counts, notes, stats, error and first skipped rows (as the upload
 * API answers a run), its dealer and source, and whether it can run again. Only runs of
 * `dealerIds` when given (the dealer area); null when there is none in scope.
 */
export async function readFeedRun({
  database,
  files,
  id,
  dealerIds,
  links = OPERATOR_FEED_RUN_LINKS,
}: {
  database: DatabaseHandle;
  files: FileStore;
  id: number;
  dealerIds?: readonly number[];
  /** Where the answer points for the skipped rows; the operators' addresses unless given. */
  links?: FeedRunLinks;
}): Promise<AdminFeedRun | null> {
  const found = await findFeedRun({ db: database.db, id, dealerIds });
  if (!found) return null;
  const { run, dealer } = found;
  const source = sourceOfRun(run.source);
  return {
    ...(await toFeedRun(database.db, run, links)),
    dealer: runDealerOf(dealer),
    source_kind: source.kind,
    source_url: source.kind === 'url' ? source.url : null,
    created_at: run.createdAt.toISOString(),
    row_errors_csv_url: run.rowsFailed > 0 ? links.rowErrorsCsv(run.id) : null,
    rerun: await rerunOf({ files, run, dealer, source }),
  };
}
