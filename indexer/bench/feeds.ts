import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { dealers } from '@spielraum/schema/db';
import { createTestDatabase } from '@spielraum/schema/testing';
import { generateSyntheticCatalogue } from '../src/demo/synthetic';
import { readerFor } from '../src/feeds/readers/index';
import { runOfferFeed, runProductFeed, type OfferFeedResult } from '../src/feeds/run-feed';
import { createLocalFileStore } from '../src/platform/files';
import { createLogger } from '../src/platform/logger';
import { buildSearchDocuments } from '../src/search/build-search-documents';

/**
 * Feed ingestion benchmark in server mode (PostgreSQL on 127.0.0.1:5432): a synthetic
 * catalogue through the product feed, then a 1M-offer Google CSV dealer feed three times:
 * a first load into an empty offer table, the same feed again (no changes) and a realistic
 * update (every tenth offer's price moved by 50 cents, half up, half down). For each: parse to
 * committed (staging and apply split), the set-wise apply rate, until the touched search
 * documents are written (what the search replicas follow, about a second later), and the
 * peak memory of the process. The reader alone over the same file is measured in the same run
 * as a baseline, so the figures can be compared across machines and loads (ratios).
 * BENCH_FEED_PRODUCTS / BENCH_FEED_OFFERS change the size.
 */
export async function benchFeeds(): Promise<string[][]> {
  const products = Number(process.env.BENCH_FEED_PRODUCTS ?? 300_000);
  const offers = Number(process.env.BENCH_FEED_OFFERS ?? 1_000_000);
  const dir = await mkdtemp(join(tmpdir(), 'spielraum-feed-bench-'));
  const database = await createTestDatabase('server');
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const load = () => `load ${loadavg()[0]!.toFixed(1)}`;
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
    await database.query(sql`vacuum analyze`);

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
    const updatedFile = join(dir, 'dealer-1-updated.csv');
    await writeUpdatedFeed(feedFile, updatedFile);
    const feedSize = (await stat(feedFile)).size;

    // baseline: the reader alone over the same file (parse + validate, nothing written)
    const readerLoad = load();
    const readerStarted = performance.now();
    let readerRows = 0;
    for await (const parsed of readerFor('google_csv')(createReadStream(feedFile)))
      if (parsed.ok) readerRows++;
    const readerSeconds = (performance.now() - readerStarted) / 1000;

    let runs = 0;
    const measure = async (label: string, file: string) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      peakRss = process.memoryUsage().rss;
      const startRss = peakRss;
      const before = load();
      const started = performance.now();
      const run: OfferFeedResult = await runOfferFeed({
        context: { ...context, jobId: `bench-offers-${++runs}` },
        dealerId: dealer!.id,
        format: 'google_csv',
        full: true,
        source: { kind: 'file', path: file },
      });
      const committed = (performance.now() - started) / 1000;
      if (run.status !== 'succeeded' || !run.stats) throw new Error(`offer feed failed: ${run.error}`);
      // what the build-search-documents job does for an offer feed run
      const productIds = (
        await database.query<{ product_id: number }>(
          sql`select distinct product_id from indexer_events where feed_run_id = ${run.feedRunId} and kind = 'document'`,
        )
      ).map((row) => row.product_id);
      const documents = await buildSearchDocuments({ database, productIds, only: 'prices' });
      const searchable = (performance.now() - started) / 1000;
      const stageSeconds = (run.timings?.stageMs ?? 0) / 1000;
      const applySeconds = (run.timings?.applyMs ?? 0) / 1000;
      return {
        label,
        committed,
        searchable,
        stageSeconds,
        applySeconds,
        applyRate: run.stats.received / applySeconds,
        documents,
        stats: run.stats,
        peak: peakRss,
        startRss,
        load: `${before} → ${load()}`,
      };
    };
    const first = await measure('first load', feedFile);
    const again = await measure('same feed again (no changes)', feedFile);
    const update = await measure('10 % of prices changed', updatedFile);

    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
    const rows: string[][] = [
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
        'baseline: reader alone (parse + validate)',
        `${readerSeconds.toFixed(1)} s for ${readerRows.toLocaleString('en')} rows (${readerLoad})`,
        '—',
      ],
    ];
    for (const result of [first, again, update]) {
      const s = result.stats;
      rows.push(
        [
          `${result.label}: parse → committed`,
          `${result.committed.toFixed(1)} s = ${(result.committed / readerSeconds).toFixed(2)}× reader (stage ${result.stageSeconds.toFixed(1)} s, apply ${result.applySeconds.toFixed(1)} s; ${result.load})`,
          '≤ 45 s',
        ],
        [
          `${result.label}: set-wise apply`,
          `${Math.round(result.applyRate).toLocaleString('en')} rows/s (${s.inserted.toLocaleString('en')} new, ${s.updated.toLocaleString('en')} changed, ${s.unchanged.toLocaleString('en')} unchanged; ${s.historyPoints.toLocaleString('en')} history points)`,
          '≥ 100,000 rows/s',
        ],
        [
          `${result.label}: parse → searchable`,
          `${result.searchable.toFixed(1)} s (${result.documents.toLocaleString('en')} documents written, ${s.affectedProducts.toLocaleString('en')} products touched, ${(result.searchable - result.committed).toFixed(1)} s after commit; replicas follow within ~1 s)`,
          '≤ 60 s',
        ],
        [
          `${result.label}: peak RSS`,
          `${mib(result.peak)} (${mib(result.startRss)} before the run)`,
          '≤ 300 MB',
        ],
      );
    }
    rows.push([
      'ratios',
      `no-change rerun ${(again.committed / first.committed).toFixed(2)}× first load; 10 % update ${(update.committed / first.committed).toFixed(2)}× first load`,
      'rerun changes nothing',
    ]);
    if (again.stats.historyPoints !== 0 || again.stats.affectedProducts !== 0 || again.documents !== 0)
      throw new Error('the same feed again changed something');
    return rows;
  } finally {
    clearInterval(sampler);
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The feed with every tenth offer's price moved by 50 cents (alternately down and up). */
export async function writeUpdatedFeed(from: string, to: string): Promise<void> {
  const out = createWriteStream(to);
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(from) })) {
    line++;
    let written = text;
    if (line > 1 && line % 10 === 0) {
      const cells = text.split(',');
      const cents = Math.round(Number.parseFloat(cells[3]!) * 100) + (line % 20 === 0 ? -50 : 50);
      cells[3] = `${(cents / 100).toFixed(2)} EUR`;
      written = cells.join(',');
    }
    if (!out.write(`${written}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
