import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { dealers } from '@spielraum/schema/db';
import { createTestDatabase } from '@spielraum/schema/testing';
import { generateSyntheticCatalogue } from '../src/demo/synthetic';
import { runOfferFeed, runProductFeed } from '../src/feeds/run-feed';
import { createLocalFileStore } from '../src/platform/files';
import { createLogger } from '../src/platform/logger';
import { buildSearchDocuments } from '../src/search/build-search-documents';

/**
 * Feed ingestion benchmark in server mode (PostgreSQL on 127.0.0.1:5432): a synthetic
 * catalogue through the product feed, then a 1M-offer Google CSV dealer feed from parse to
 * commit, the set-wise apply rate, the time until the touched search documents are written,
 * a second identical run (the no-change path) and the peak memory of the process.
 * BENCH_FEED_PRODUCTS / BENCH_FEED_OFFERS change the size.
 */
export async function benchFeeds(): Promise<string[][]> {
  const products = Number(process.env.BENCH_FEED_PRODUCTS ?? 300_000);
  const offers = Number(process.env.BENCH_FEED_OFFERS ?? 1_000_000);
  const dir = await mkdtemp(join(tmpdir(), 'spielraum-feed-bench-'));
  const database = await createTestDatabase('server');
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    const synthetic = await generateSyntheticCatalogue({
      products,
      offers,
      dealers: 1,
      seed: 7,
      outDir: dir,
    });
    const context = {
      database,
      files: createLocalFileStore(join(dir, 'files')),
      logger: createLogger({ level: 'warn', name: 'bench' }),
      dataDir: dir,
    };
    const productStarted = performance.now();
    const productRun = await runProductFeed({
      context: { ...context, jobId: 'bench-products' },
      format: 'product_jsonl',
      source: { kind: 'file', path: synthetic.productFile },
    });
    const productSeconds = (performance.now() - productStarted) / 1000;
    if (productRun.status !== 'succeeded') throw new Error(`product feed failed: ${productRun.error}`);
    await buildSearchDocuments({ database, productIds: null });

    const [dealer] = await database.db
      .insert(dealers)
      .values({
        slug: 'bench',
        name: 'Bench',
        website: 'https://bench.example',
        shippingCostDeCents: 495,
        freeShippingThresholdCents: 5000,
      })
      .returning();
    const feedFile = synthetic.offerFiles[0]!;
    const feedSize = (await stat(feedFile)).size;
    peakRss = process.memoryUsage().rss;
    const baseRss = peakRss;
    const started = performance.now();
    const run = await runOfferFeed({
      context: { ...context, jobId: 'bench-offers-1' },
      dealerId: dealer!.id,
      format: 'google_csv',
      full: true,
      source: { kind: 'file', path: feedFile },
    });
    const committed = (performance.now() - started) / 1000;
    if (run.status !== 'succeeded' || !run.stats) throw new Error(`offer feed failed: ${run.error}`);
    const docsStarted = performance.now();
    const productIds = (
      await database.query<{ product_id: number }>(
        sql`select distinct product_id from indexer_events where feed_run_id = ${run.feedRunId} and kind = 'document'`,
      )
    ).map((row) => row.product_id);
    const documents = await buildSearchDocuments({ database, productIds });
    const searchable = committed + (performance.now() - docsStarted) / 1000;
    const workerPeak = peakRss;

    const againStarted = performance.now();
    const again = await runOfferFeed({
      context: { ...context, jobId: 'bench-offers-2' },
      dealerId: dealer!.id,
      format: 'google_csv',
      full: true,
      source: { kind: 'file', path: feedFile },
    });
    const againSeconds = (performance.now() - againStarted) / 1000;

    const applyRate = run.stats.received / ((run.timings?.applyMs ?? 1) / 1000);
    return [
      [
        'product feed',
        `${products.toLocaleString('en')} products in ${productSeconds.toFixed(1)} s (${Math.round(products / productSeconds).toLocaleString('en')}/s)`,
        '—',
      ],
      [
        'offer feed size',
        `${offers.toLocaleString('en')} rows, ${(feedSize / 1024 / 1024).toFixed(0)} MiB`,
        '—',
      ],
      [
        'parse → committed',
        `${committed.toFixed(1)} s (stage ${((run.timings?.stageMs ?? 0) / 1000).toFixed(1)} s, apply ${((run.timings?.applyMs ?? 0) / 1000).toFixed(1)} s)`,
        '≤ 45 s',
      ],
      ['set-wise apply', `${Math.round(applyRate).toLocaleString('en')} rows/s`, '≥ 100,000 rows/s'],
      [
        'committed → documents written',
        `${searchable.toFixed(1)} s after start (${documents.toLocaleString('en')} documents)`,
        '≤ 60 s (engine follow-up: issue 4)',
      ],
      [
        'same feed again (no changes)',
        `${againSeconds.toFixed(1)} s, ${again.stats?.historyPoints ?? '?'} history points, ${again.stats?.affectedProducts ?? '?'} products touched`,
        '0 changes',
      ],
      [
        'peak RSS during the offer feed',
        `${(workerPeak / 1024 / 1024).toFixed(0)} MiB (start ${(baseRss / 1024 / 1024).toFixed(0)} MiB)`,
        '≤ 300 MB',
      ],
    ];
  } finally {
    clearInterval(sampler);
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}
