import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@spielraum/schema/client';
import type { ApplyStats } from '../src/feeds/apply-offer-feed';
import { runOfferFeed } from '../src/feeds/run-feed';
import { createLocalFileStore } from '@spielraum/platform';
import { FEED_SESSION_SETTINGS } from '@spielraum/platform';
import { createLogger } from '@spielraum/platform';
import { buildSearchDocuments } from '../src/search/build-search-documents';

/**
 * One offer feed run in its own process, as the worker runs it: the `ingest-offer-feed` job's
 * feed run, then what `build-search-documents` does for its events. The feed bench starts one
 * process per run so the peak memory is the worker's own (the kernel's high-water mark,
 * VmHWM), not the bench's, which generated the catalogue. Prints one JSON line.
 * Arguments: a JSON object { url, dealerId, file, jobId, dir }.
 */
export interface FeedRunProcessResult {
  feedRunId: number;
  status: string;
  error: string | null;
  committed: number;
  /** Seconds from parse start until the touched search documents were written (before any replica follows). */
  searchable: number;
  /** Wall-clock milliseconds (`performance.timeOrigin` based, comparable across processes) of the parse start. */
  startedAtMs: number;
  /** Wall-clock milliseconds when the search documents began to be written. */
  documentsStartedAtMs: number;
  stageSeconds: number;
  applySeconds: number;
  documents: number;
  stats: ApplyStats;
  peakRssBytes: number;
  startRssBytes: number;
}

const { url, dealerId, file, jobId, dir } = JSON.parse(process.argv[2]!) as {
  url: string;
  dealerId: number;
  file: string;
  jobId: string;
  dir: string;
};
/** The process's peak resident set so far, from the kernel (Linux). */
const highWaterMark = () => {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : process.memoryUsage().rss;
};

const database = await openDatabase({
  mode: 'server',
  url,
  maxConnections: 5,
  settings: FEED_SESSION_SETTINGS,
});
const startRssBytes = highWaterMark();
const started = performance.now();
const run = await runOfferFeed({
  context: {
    database,
    files: createLocalFileStore(join(dir, 'files')),
    logger: createLogger({ level: 'warn', name: 'bench' }),
    dataDir: dir,
    jobId,
  },
  dealerId,
  format: 'google_csv',
  full: true,
  source: { kind: 'file', path: file },
});
const committed = (performance.now() - started) / 1000;
const documentsStartedAtMs = performance.timeOrigin + performance.now();
let documents = 0;
if (run.status === 'succeeded') {
  const productIds = (
    await database.query<{ product_id: number }>(
      sql`select distinct product_id from indexer_events where feed_run_id = ${run.feedRunId} and kind = 'document'`,
    )
  ).map((row) => row.product_id);
  documents = await buildSearchDocuments({ database, productIds, only: 'prices' });
}
const result: FeedRunProcessResult = {
  feedRunId: run.feedRunId,
  status: run.status,
  error: run.error,
  committed,
  searchable: (performance.now() - started) / 1000,
  startedAtMs: performance.timeOrigin + started,
  documentsStartedAtMs,
  stageSeconds: (run.timings?.stageMs ?? 0) / 1000,
  applySeconds: (run.timings?.applyMs ?? 0) / 1000,
  documents,
  stats: run.stats!,
  peakRssBytes: highWaterMark(),
  startRssBytes,
};
await database.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
