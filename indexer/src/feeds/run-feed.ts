import { join } from 'node:path';
import { UnrecoverableError } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import type { FeedFormat } from '@spielraum/schema';
import type { CopyValue, TransactionHandle } from '@spielraum/schema/client';
import { dealers, feedRuns } from '@spielraum/schema/db';
import {
  describeSource,
  detectOfferFormat,
  OFFER_FEED_FORMATS,
  PRODUCT_FEED_FORMATS,
  UnknownFeedFormatError,
  type FeedSource,
  type OfferFeedFormat,
  type ProductFeedFormat,
} from '@spielraum/schema/feeds';
import type { JobContext } from '@spielraum/platform';
import { applyOfferFeed, type ApplyStats } from './apply-offer-feed';
import { stepTimer, type FeedReadProgress, type FeedStepListener } from './feed-progress';
import { applyProductFeed, type ProductApplyStats } from './apply-product-feed';
import { stageProductRow } from './stage-product-row';
import { readerFor } from './readers/index';
import { RejectedSkus } from './rejected-skus';
import { hashKey, keyHash, RepeatedKeys } from './repeated-keys';
import {
  FINGERPRINT_READING_VERSION,
  FeedLines,
  hasLiveOffers,
  loadFingerprint,
  rememberFeed,
  RestartWithoutFingerprint,
} from './feed-fingerprint';
import { openFeedSource, readHead } from './sources';
import {
  FeedReadError,
  MassRemovalRefusedError,
  type FeedReader,
  type OfferRow,
  type ProductRow,
  type ReaderOptions,
  type RowError,
} from './types';

export const OFFER_FORMATS = OFFER_FEED_FORMATS;
export type OfferFormat = OfferFeedFormat;
export const PRODUCT_FORMATS = PRODUCT_FEED_FORMATS;
export type ProductFormat = ProductFeedFormat;

const STAGING_COLUMNS = [
  'feed_run_id',
  'line',
  'sku',
  'title',
  'url',
  'price_cents',
  'former_price_cents',
  'shipping_cents',
  'availability',
  'availability_date',
  'delivery_time',
  'condition',
  'gtin',
  'mpn',
  'brand',
  'image_url',
  'product_type',
];
/** Row errors kept per run (all are counted; the report lists the first ones). */
const MAX_STORED_ROW_ERRORS = 10_000;
/** How often a run in server mode records its rows for followers in other processes. */
const PROGRESS_EVERY_ROWS = 20_000;
/** How often the run tells its own process how far it read (the CLI throttles what it shows). */
const PROGRESS_CALLBACK_ROWS = 1_000;

export interface FeedResult<S> {
  feedRunId: number;
  status: 'succeeded' | 'failed' | 'not_modified' | 'already_done';
  rowsTotal: number;
  rowsFailed: number;
  stats: S | null;
  error: string | null;
  /** The format the feed was read in; null when it was to be detected and could not be. */
  format: FeedFormat | null;
  /** Whether that format was read from the feed rather than named. */
  formatDetected: boolean;
  /** Milliseconds spent reading + staging and applying (benchmarks, logs). */
  timings?: { stageMs: number; applyMs: number };
}
export type OfferFeedResult = FeedResult<ApplyStats>;
export type ProductFeedResult = FeedResult<ProductApplyStats>;

type RunContext = Pick<JobContext, 'database' | 'files' | 'logger' | 'jobId'> & { dataDir?: string };

/** What differs between offer and product feeds: how rows are staged and how they are applied. */
interface FeedKind<Row, S> {
  kind: 'offers' | 'products';
  /** The table whose shape the run's temporary staging table copies (it stays empty itself). */
  stagingTable: string;
  stagingColumns: string[];
  /** A staging row, or a reason why the row cannot be used. */
  stage(row: Row, feedRunId: number): CopyValue[] | string;
  /** Hears every row the run rejects (before the apply). */
  reject?(error: RowError): void;
  /**
   * Runs first in the run's transaction, before the reader starts: what the reader gets besides
   * the bytes.
   */
  prepare?(tx: TransactionHandle, format: FeedFormat): Promise<ReaderOptions>;
  /** Rows the reader passed over unparsed as known (they count as read and unchanged). */
  skipped?(): number;
  /**
   * The same kind for a fresh start of the run, without what made the apply throw
   * RestartWithoutFingerprint.
   */
  withoutFingerprint?(): FeedKind<Row, S>;
  /** Applies the rows staged in the temporary table `staged` inside the run's transaction. */
  apply(
    tx: TransactionHandle,
    feedRunId: number,
    staged: string,
    read: { rowsTotal: number },
    onStep: FeedStepListener | undefined,
  ): Promise<S>;
  affected(stats: S): number;
  /** The format of a feed whose format was not named (throws UnknownFeedFormatError when it cannot tell). */
  detectFormat?(name: string, head: Uint8Array, declared: FeedFormat | null): FeedFormat;
}

/** The name a source's format may be told from: its path, upload key or URL. */
function sourceName(source: FeedSource): string {
  if (source.kind === 'file') return source.path;
  if (source.kind === 'upload') return source.key;
  return source.url;
}

/** The temporary table a run stages its rows in, dropped when its transaction ends. */
const STAGED_TABLE = 'staged_rows';

/**
 * Runs one feed end to end: opens the source (conditional GET for URLs), then in ONE
 * transaction streams it through the format's reader, COPYs the valid rows into a temporary
 * staging table, stores the bad ones with line and reason, and applies everything set-wise
 * (decision 013: the rows are written once, without WAL, while the reader still parses). A feed
 * that cannot be read fails its run with the reason and changes nothing. Without a named format
 * the run reads it from the feed's first bytes (see detectOfferFormat). Re-running the same job
 * (a retry after a crash) starts the run over and ends in the same state.
 */
interface RunFeedOptions<Row, S> {
  context: RunContext;
  feedKind: FeedKind<Row, S>;
  dealerId: number | null;
  /** Null: read it from the feed. */
  format: FeedFormat | null;
  /** The caller detected `format` from the feed already (an upload, a local file). */
  formatDetected?: boolean;
  full: boolean;
  /** Recorded on the run; the feed kind acts on it. */
  allowMassRemoval?: boolean;
  source: FeedSource;
  onProgress?: (progress: FeedReadProgress) => void;
  /** Hears the steps after the read, as they start and end. */
  onStep?: FeedStepListener;
}

async function runFeed<Row, S>(options: RunFeedOptions<Row, S>): Promise<FeedResult<S>> {
  const {
    context,
    feedKind,
    dealerId,
    format: namedFormat,
    formatDetected: detectedBefore = false,
    full,
    allowMassRemoval = false,
    source,
    onProgress,
    onStep,
  } = options;
  const { database, logger } = context;
  const [dealer] =
    dealerId === null ? [null] : await database.db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (dealer === undefined) throw new UnrecoverableError(`dealer ${dealerId} does not exist`);

  const [existing] = await database.db.select().from(feedRuns).where(eq(feedRuns.jobKey, context.jobId));
  if (existing?.status === 'succeeded') {
    return {
      feedRunId: existing.id,
      status: 'already_done',
      rowsTotal: existing.rowsTotal,
      rowsFailed: existing.rowsFailed,
      stats: null,
      error: null,
      format: existing.format,
      formatDetected: existing.formatDetected,
    };
  }
  let format = namedFormat;
  let formatDetected = namedFormat !== null && detectedBefore;
  const [run] = existing
    ? await database.db
        .update(feedRuns)
        .set({
          status: 'running',
          startedAt: new Date(),
          format,
          formatDetected,
          error: null,
          rowsTotal: 0,
          rowsFailed: 0,
          rowsApplied: 0,
        })
        .where(eq(feedRuns.id, existing.id))
        .returning()
    : await database.db
        .insert(feedRuns)
        .values({
          jobKey: context.jobId,
          dealerId,
          kind: feedKind.kind,
          format,
          formatDetected,
          full,
          allowMassRemoval,
          source: describeSource(source),
          status: 'running',
          startedAt: new Date(),
        })
        .returning();
  if (!run) throw new Error('feed run could not be created');
  // a retry after a crash starts over (its staged rows went with its transaction)
  await database.query(sql`delete from feed_row_errors where feed_run_id = ${run.id}`);

  const fail = async (reason: string, rowsTotal = 0, rowsFailed = 0): Promise<FeedResult<S>> => {
    await database.db
      .update(feedRuns)
      .set({ status: 'failed', error: reason, finishedAt: new Date(), rowsTotal, rowsFailed, rowsApplied: 0 })
      .where(eq(feedRuns.id, run.id));
    logger.warn({ feedRunId: run.id, dealerId, reason }, 'feed run failed');
    return {
      feedRunId: run.id,
      status: 'failed',
      rowsTotal,
      rowsFailed,
      stats: null,
      error: reason,
      format,
      formatDetected,
    };
  };

  const opened = await openFeedSource({
    source,
    files: context.files,
    tempDir: join(context.dataDir ?? '.data', 'feed-downloads'),
    validators: dealer ? { etag: dealer.feedEtag, lastModified: dealer.feedLastModified } : undefined,
  }).catch(async (error: unknown) => {
    if (error instanceof FeedReadError) return { failed: await fail(error.message) } as const;
    throw error;
  });
  if ('failed' in opened) return opened.failed;
  if (opened.notModified) {
    await database.db
      .update(feedRuns)
      .set({ status: 'succeeded', finishedAt: new Date(), stats: { notModified: 1 } })
      .where(eq(feedRuns.id, run.id));
    return {
      feedRunId: run.id,
      status: 'not_modified',
      rowsTotal: 0,
      rowsFailed: 0,
      stats: null,
      error: null,
      format,
      formatDetected,
    };
  }
  if (format === null) {
    try {
      if (!feedKind.detectFormat) throw new Error(`a ${feedKind.kind} feed needs its format named`);
      const head = await readHead(await opened.open());
      format = feedKind.detectFormat(sourceName(source), head, dealer?.feedFormat ?? null);
      formatDetected = true;
    } catch (error) {
      await opened.cleanup();
      if (error instanceof FeedReadError) return fail(describeReadError(error));
      if (error instanceof UnknownFeedFormatError) return fail(error.message);
      throw error;
    }
    logger.info({ feedRunId: run.id, dealerId, format }, 'feed format detected');
  }
  const feedFormat = format;
  await database.db
    .update(feedRuns)
    .set({ contentHash: opened.contentHash, format: feedFormat, formatDetected })
    .where(eq(feedRuns.id, run.id));

  let rowsTotal = 0;
  let rowsFailed = 0;
  const stageStarted = performance.now();
  let applyStarted = stageStarted;
  const storedErrors: RowError[] = [];
  const storeRowErrors = (target: Pick<TransactionHandle, 'copyInto'>) =>
    target.copyInto(
      'feed_row_errors',
      ['feed_run_id', 'line', 'reason', 'raw'],
      storedErrors.map((error) => [run.id, error.line, error.reason, error.raw.slice(0, 2000)]),
    );
  const reader = readerFor(feedFormat) as unknown as FeedReader<Row>;
  let readerOptions: ReaderOptions = {};
  /** Rows read so far, the ones passed over as known included. */
  const rowsRead = () => rowsTotal + (feedKind.skipped?.() ?? 0);
  let stats: S;
  const steps = stepTimer(onStep);
  try {
    const input = await opened.open();
    // a file's stream counts what it read: progress by bytes costs nothing per row
    const bytesRead = () => {
      const read = (input as { bytesRead?: unknown }).bytesRead;
      return typeof read === 'number' ? read : null;
    };
    const reportRead = () =>
      onProgress?.({ rows: rowsRead(), bytesRead: bytesRead(), bytesTotal: opened.size });
    async function* stagedRows(): AsyncIterable<CopyValue[]> {
      for await (const parsed of reader(input, readerOptions)) {
        rowsTotal++;
        if (rowsTotal % PROGRESS_CALLBACK_ROWS === 0) reportRead();
        if (rowsTotal % PROGRESS_EVERY_ROWS === 0) {
          // operators watching from another process (`indexer ingest` in server mode) read this;
          // PGlite has one connection, held by the run's transaction
          if (database.mode === 'server')
            await database.db
              .update(feedRuns)
              .set({ rowsTotal: rowsRead(), rowsFailed })
              .where(eq(feedRuns.id, run!.id));
        }
        const staged = parsed.ok ? feedKind.stage(parsed.row, run!.id) : parsed.error.reason;
        if (typeof staged === 'string') {
          rowsFailed++;
          const error: RowError = parsed.ok
            ? { line: (parsed.row as { line: number }).line, reason: staged, raw: JSON.stringify(parsed.row) }
            : parsed.error;
          if (rowsFailed <= MAX_STORED_ROW_ERRORS) storedErrors.push(error);
          feedKind.reject?.(error);
          continue;
        }
        yield staged;
      }
    }
    stats = await database.transaction(async (tx) => {
      const staged = sql.identifier(STAGED_TABLE);
      await tx.query(
        sql`create temp table ${staged} (like ${sql.identifier(feedKind.stagingTable)}) on commit drop`,
      );
      if (feedKind.prepare) readerOptions = await feedKind.prepare(tx, feedFormat);
      await tx.copyInto(STAGED_TABLE, feedKind.stagingColumns, stagedRows());
      rowsTotal = rowsRead();
      await storeRowErrors(tx);
      reportRead();
      applyStarted = performance.now();
      const applied = await feedKind.apply(tx, run.id, STAGED_TABLE, { rowsTotal }, onStep);
      steps.start('commit');
      return applied;
    });
    steps.end();
  } catch (error) {
    await opened.cleanup();
    if (error instanceof RestartWithoutFingerprint && feedKind.withoutFingerprint) {
      logger.info({ feedRunId: run.id, dealerId, reason: error.message }, 'feed run read again in full');
      return runFeed({
        ...options,
        format: feedFormat,
        formatDetected,
        feedKind: feedKind.withoutFingerprint(),
      });
    }
    if (error instanceof FeedReadError) return fail(describeReadError(error), rowsTotal, rowsFailed);
    if (error instanceof MassRemovalRefusedError) {
      // the feed was read: its rejected rows belong in the refused run's report
      await storeRowErrors(database);
      return fail(error.message, rowsTotal, rowsFailed);
    }
    throw error;
  }
  await opened.cleanup();
  const timings = {
    stageMs: Math.round(applyStarted - stageStarted),
    applyMs: Math.round(performance.now() - applyStarted),
  };
  await database.db
    .update(feedRuns)
    .set({
      status: 'succeeded',
      finishedAt: new Date(),
      rowsTotal,
      rowsFailed,
      rowsApplied: rowsTotal - rowsFailed,
      stats: { ...stats } as Record<string, number>,
    })
    .where(eq(feedRuns.id, run.id));
  if (source.kind === 'url' && dealerId !== null) {
    await database.db
      .update(dealers)
      .set({ feedEtag: opened.etag, feedLastModified: opened.lastModified })
      .where(eq(dealers.id, dealerId));
  }
  logger.info({ feedRunId: run.id, dealerId, rowsTotal, rowsFailed, stats, timings }, 'feed run applied');
  return {
    feedRunId: run.id,
    status: 'succeeded',
    rowsTotal,
    rowsFailed,
    stats,
    error: null,
    format: feedFormat,
    formatDetected,
    timings,
  };
}

/** A read error for the operator: its line in front, unless the reader's message names it already. */
function describeReadError(error: FeedReadError): string {
  if (error.line === null || new RegExp(`\\bline ${error.line}\\b`).test(error.message)) return error.message;
  return `line ${error.line}: ${error.message}`;
}

/** The temporary table of a run's rejected SKU hashes (see RejectedSkus). */
const REJECTED_SKUS_TABLE = 'rejected_skus';

/** Offer formats read line by line, whose lines a fingerprint can know. */
const LINE_FORMATS = new Set<FeedFormat>(['google_csv', 'idealo_csv', 'jsonl']);

const offerFeed = (
  dealerId: number,
  full: boolean,
  allowMassRemoval: boolean,
  fingerprints = true,
): FeedKind<OfferRow, ApplyStats> => {
  // whether the feed names a SKU twice, noticed while staging: most feeds do not, and their
  // apply skips the dedupe (a grouping of every staged SKU, ~0.8 s for a million rows)
  const skus = new RepeatedKeys();
  // the SKUs of rejected rows: those offers are in the feed, a full feed must not mark them gone
  const rejected = new RejectedSkus();
  let lines: FeedLines | null = null;
  return {
    kind: 'offers',
    stagingTable: 'feed_staging_offers',
    stagingColumns: STAGING_COLUMNS,
    prepare: async (tx, format) => {
      // one run of a dealer at a time: a fingerprint describes the offers as the run before left them
      await tx.query(sql`select id from dealers where id = ${dealerId} for update`);
      if (!fingerprints || !LINE_FORMATS.has(format)) return {};
      const previous = await loadFingerprint(tx, dealerId);
      // without live offers (a first load) no line is known and the run repeats nothing: no hashing
      if (!previous && !(await hasLiveOffers(tx, dealerId))) return {};
      lines = new FeedLines(`${format}:v${FINGERPRINT_READING_VERSION}`, previous);
      return { lines };
    },
    skipped: () => lines?.skippedCount ?? 0,
    withoutFingerprint: () => offerFeed(dealerId, full, allowMassRemoval, false),
    stage: (row, feedRunId) => {
      hashKey(row.sku);
      skus.addHash(keyHash.hi, keyHash.lo);
      lines?.noteSku(row.line, keyHash.hi, keyHash.lo);
      return [
        feedRunId,
        row.line,
        row.sku,
        row.title,
        row.url,
        row.priceCents,
        row.formerPriceCents,
        row.shippingCents,
        row.availability,
        row.availabilityDate,
        row.deliveryTime,
        row.condition,
        row.gtin,
        row.mpn,
        row.brand,
        row.imageUrl,
        row.productType,
      ];
    },
    reject: (error) => {
      if (full && error.sku !== undefined) rejected.add(error.sku);
    },
    apply: async (tx, feedRunId, staged, { rowsTotal }, onStep) => {
      const known = lines?.known ?? null;
      const skipped = lines?.skippedEntries() ?? [];
      if (known && skipped.length > 0) {
        // a skipped line's offer is one of the feed's SKUs too: a SKU both skipped and staged
        // (or a known line twice) needs the last line to win, which only a full read can tell
        for (const entry of skipped) skus.addHash(known.entries.skuHi[entry]!, known.entries.skuLo[entry]!);
        if (skus.repeated || lines!.repeatedKnownLine)
          throw new RestartWithoutFingerprint('a SKU of a known line came again in this feed');
      }
      // the offers' trigger forgets fingerprints on any other write; this apply keeps its own
      await tx.query(sql`select set_config('spielraum.offer_feed_apply', 'on', true)`);
      if (rejected.size > 0) {
        await tx.query(
          sql`create temp table ${sql.identifier(REJECTED_SKUS_TABLE)} (sku_hash bigint) on commit drop`,
        );
        await tx.copyInto(REJECTED_SKUS_TABLE, ['sku_hash'], rejected.rows());
      }
      const stats = await applyOfferFeed({
        tx,
        feedRunId,
        staged,
        dealerId,
        full,
        repeatedSkus: skus.repeated,
        rejectedSkus: rejected.size > 0 ? REJECTED_SKUS_TABLE : null,
        unchanged:
          known && skipped.length > 0
            ? {
                count: skipped.length,
                offerIds: () => Array.from(skipped, (entry) => known.entries.offerId[entry]!),
              }
            : undefined,
        feedRows: rowsTotal,
        allowMassRemoval,
        onStep,
      });
      const remember = stepTimer(onStep);
      remember.start('fingerprint');
      await rememberFeed({ tx, dealerId, feedRunId, staged, lines, repeated: skus.repeated, stats });
      remember.end();
      return stats;
    },
    affected: (stats) => stats.affectedProducts,
    detectFormat: (name, head, declared) => detectOfferFormat({ name, head, declared }).format,
  };
};

const productFeed: FeedKind<ProductRow, ProductApplyStats> = {
  kind: 'products',
  stagingTable: 'feed_staging_products',
  stagingColumns: ['feed_run_id', 'line', 'external_id', 'data'],
  stage: (row, feedRunId) => {
    const staged = stageProductRow(row);
    return typeof staged === 'string'
      ? staged
      : [feedRunId, row.line, staged.externalId, JSON.stringify(staged)];
  },
  apply: async (tx, feedRunId, staged, _read, onStep) => {
    const steps = stepTimer(onStep);
    steps.start('products');
    const stats = await applyProductFeed({ tx, feedRunId, staged });
    steps.end();
    return stats;
  },
  affected: (stats) => stats.inserted + stats.updated + stats.newlyMatchedOffers,
};

/**
 * Runs one dealer offer feed end to end (see runFeed): stages the valid rows, reports the bad
 * ones with line and reason, applies set-wise in one transaction. Without `format` it is read
 * from the feed.
 */
export function runOfferFeed(options: {
  context: RunContext;
  dealerId: number;
  format?: OfferFormat;
  /** `format` was detected from the feed by the caller (recorded on the run). */
  formatDetected?: boolean;
  full: boolean;
  /** The operator confirmed that this full feed may remove more offers than the guard allows. */
  allowMassRemoval?: boolean;
  source: FeedSource;
  onProgress?: (progress: FeedReadProgress) => void;
  onStep?: FeedStepListener;
}): Promise<OfferFeedResult> {
  return runFeed({
    ...options,
    format: options.format ?? null,
    feedKind: offerFeed(options.dealerId, options.full, options.allowMassRemoval ?? false),
  });
}

/** Runs one product-attribute feed end to end: products, editions, people and terms. */
export function runProductFeed(options: {
  context: RunContext;
  format: ProductFormat;
  source: FeedSource;
  onProgress?: (progress: FeedReadProgress) => void;
  onStep?: FeedStepListener;
}): Promise<ProductFeedResult> {
  return runFeed({ ...options, dealerId: null, full: false, feedKind: productFeed });
}

/** Products a successful run touched (0 for failed or skipped runs). */
export function affectedProducts(result: OfferFeedResult | ProductFeedResult): number {
  if (!result.stats) return 0;
  return 'affectedProducts' in result.stats
    ? result.stats.affectedProducts
    : result.stats.inserted + result.stats.updated + result.stats.newlyMatchedOffers;
}
