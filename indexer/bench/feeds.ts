import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { dealers } from '@spielraum/schema/db';
import { createTestDatabase } from '@spielraum/schema/testing';
import { generateSyntheticCatalogue } from '../src/demo/synthetic';
import { readerFor } from '../src/feeds/readers/index';
import { runProductFeed } from '../src/feeds/run-feed';
import { createLocalFileStore } from '@spielraum/platform';
import { createLogger } from '@spielraum/platform';
import { buildSearchDocuments } from '../src/search/build-search-documents';
import type { FeedRunProcessResult } from './feed-run-process';
import { measureWriteFloor } from './write-floor';
import {
  expectedPrices,
  lastChange,
  sampleSearches,
  startReplica,
  waitUntilShown,
  type RunningReplica,
  type SearchSample,
} from './replica';

/**
 * Feed ingestion benchmark in server mode (PostgreSQL on 127.0.0.1:5432): a synthetic
 * catalogue through the product feed, then a 1M-offer Google CSV dealer feed three times:
 * a first load into an empty offer table, the same feed again (no changes) and a realistic
 * update (every tenth offer's price moved by 50 cents, half up, half down). For each: parse to
 * committed (staging and apply split), the set-wise apply rate, until the touched search
 * documents are written, until a real search replica (search-api's own process, bench/replica.ts)
 * answers searches with the new prices, the searches' times at that replica while it follows
 * (next to the same searches at the idle replica), and the peak memory of the worker (each run in a process of its own with the worker's V8 flags,
 * bench/feed-run-process.ts). The reader alone over the same file is measured in the same run
 * as a baseline, so the figures can be compared across machines and loads (ratios), and after
 * the first load the floor of its writes (bench/write-floor.ts): the rows it wrote, written again
 * by plain statements, bound how fast any first load can be applied here (decision 014).
 * BENCH_FEED_PRODUCTS / BENCH_FEED_OFFERS change the size.
 */
export async function benchFeeds(): Promise<string[][]> {
  const products = Number(process.env.BENCH_FEED_PRODUCTS ?? 300_000);
  const offers = Number(process.env.BENCH_FEED_OFFERS ?? 1_000_000);
  const dir = await mkdtemp(join(tmpdir(), 'spielraum-feed-bench-'));
  const database = await createTestDatabase('server');
  const load = () => `load ${loadavg()[0]!.toFixed(1)}`;
  let replica: RunningReplica | null = null;
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
    replica = await startReplica({
      databaseUrl: database.url!,
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
    // a fresh replica's first searches build what its engine keeps between searches and tier
    // its code: two seconds of searches before the idle baseline, not counted
    await sampleSearches(replica).stopAfter(2000);
    const idle = await sampleSearches(replica).stopAfter(5000);
    const replicaRss = replica.rssBytes();
    // the same process on an empty catalogue, warmed the same way: what a replica costs with no
    // product, so the difference is what the products cost
    const emptyRss = await emptyReplicaRss();
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
      const before = load();
      const afterSeq = await lastChange(database);
      const sampler = sampleSearches(replica!);
      const run = await runInOwnProcess({
        url: database.url!,
        dealerId: dealer!.id,
        file,
        jobId: `bench-offers-${++runs}`,
        dir,
      });
      if (run.status !== 'succeeded' || !run.stats) throw new Error(`offer feed failed: ${run.error}`);
      // searchable means a search at the replica answers the new prices; a run that changed
      // nothing has nothing to show
      const shownAt =
        run.documents > 0 ? await waitUntilShown(replica!, await expectedPrices(database, afterSeq)) : null;
      const samples = await sampler.stop();
      return {
        ...run,
        atReplica: shownAt === null ? null : (shownAt - run.startedAtMs) / 1000,
        followSeconds: shownAt === null ? null : (shownAt - run.startedAtMs) / 1000 - run.searchable,
        // the searches while the documents were written (the database busy with them), and
        // from their commit until the replica showed the last price (the replica following)
        writing: samples.filter(
          (sample) =>
            sample.at >= run.documentsStartedAtMs && sample.at <= run.startedAtMs + run.searchable * 1000,
        ),
        following:
          shownAt === null
            ? null
            : samples.filter(
                (sample) => sample.at > run.startedAtMs + run.searchable * 1000 && sample.at <= shownAt,
              ),
        label,
        applyRate: run.stats.received / run.applySeconds,
        peak: run.peakRssBytes,
        startRss: run.startRssBytes,
        load: `${before} → ${load()}`,
      };
    };
    const first = await measure('first load', feedFile);
    // what the first load's writes alone cost on this machine, before the next run changes them
    const floor = await measureWriteFloor({ url: database.url!, feedRunId: first.feedRunId });
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
      [
        'search replica: full load at start (search-api process)',
        `${replica.loadSeconds.toFixed(1)} s for ${products.toLocaleString('en')} documents`,
        '—',
      ],
      ['baseline: searches at the idle replica', latencies(idle), '—'],
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
          `${Math.round(result.applyRate).toLocaleString('en')} rows/s (${s.inserted.toLocaleString('en')} new, ${s.updated.toLocaleString('en')} changed, ${s.unchanged.toLocaleString('en')} unchanged, of them ${s.known.toLocaleString('en')} lines known from the run before and passed over unparsed; ${s.historyPoints.toLocaleString('en')} history points)`,
          // a first load is bounded by its own writes (the floor row below), decision 014
          result === first ? 'see the write floor (decision 014)' : '≥ 100,000 rows/s',
        ],
        [
          `${result.label}: parse → documents written`,
          `${result.searchable.toFixed(1)} s (${result.documents.toLocaleString('en')} documents changed, ${s.affectedProducts.toLocaleString('en')} products touched, ${(result.searchable - result.committed).toFixed(1)} s after commit)`,
          '—',
        ],
        [
          `${result.label}: parse → searchable at a replica`,
          result.atReplica === null
            ? 'nothing to take in (no document changed)'
            : `${result.atReplica.toFixed(1)} s (a search at the replica answered every checked product's new price ${result.followSeconds!.toFixed(1)} s after the documents were written)`,
          result === first ? '≤ 60 s' : result === update ? '≤ 15 s' : '—',
        ],
        [
          `${result.label}: searches at the replica while the documents are written`,
          result.writing.length === 0 ? '—' : latencies(result.writing),
          '—',
        ],
        [
          `${result.label}: searches at the replica while it follows`,
          result.following === null ? '—' : latencies(result.following),
          result.following === null ? '—' : 'p95 ≤ 25 ms',
        ],
        [
          `${result.label}: peak RSS of the worker process`,
          `${mib(result.peak)} (${mib(result.startRss)} after start-up)`,
          '≤ 300 MB',
        ],
      );
      if (result === first)
        rows.push([
          'first load: write floor (its own writes alone)',
          `${floor.seconds.toFixed(1)} s to write its ${floor.offers.toLocaleString('en')} offers, ${floor.historyPoints.toLocaleString('en')} history points, ${floor.statistics.toLocaleString('en')} statistics and ${floor.events.toLocaleString('en')} events by one plain statement each: at most ${Math.round(s.received / floor.seconds).toLocaleString('en')} rows/s for any apply of this feed in one transaction; the apply takes ${(result.applySeconds / floor.seconds).toFixed(2)}× the floor`,
          'decision 014',
        ]);
    }
    const [history] = await database.query<{ points: number; bytes: number }>(sql`
      select count(*)::float8 as points, pg_total_relation_size('price_history')::float8 as bytes from price_history`);
    const bytesPerPoint = history!.bytes / history!.points;
    // a daily feed that moves a tenth of the prices, as the update run did, for a month
    const monthlyPerMillionOffers = (update.stats.historyPoints / offers) * 1_000_000 * 30 * bytesPerPoint;
    rows.push(
      [
        'scale: search replica memory per product',
        `${((replicaRss - emptyRss) / products).toFixed(0)} B (RSS ${mib(replicaRss)} with ${products.toLocaleString('en')} documents, ${mib(emptyRss)} with none, same run): ${((((replicaRss - emptyRss) / products) * 1_000_000) / 1024 / 1024 / 1024).toFixed(2)} GiB per 1M products`,
        '—',
      ],
      [
        'scale: search replica start-up',
        `${replica.loadSeconds.toFixed(1)} s for ${products.toLocaleString('en')} documents (${Math.round(products / replica.loadSeconds).toLocaleString('en')} documents/s)`,
        '—',
      ],
      [
        'scale: price history growth',
        `${bytesPerPoint.toFixed(0)} B per point with its index; a daily feed moving 10 % of prices adds ${(monthlyPerMillionOffers / 1024 / 1024 / 1024).toFixed(2)} GiB per month per 1M offers`,
        '—',
      ],
    );
    rows.push([
      'ratios',
      `no-change rerun ${(again.committed / first.committed).toFixed(2)}× first load; 10 % update ${(update.committed / first.committed).toFixed(2)}× first load`,
      'rerun changes nothing',
    ]);
    if (again.stats.historyPoints !== 0 || again.stats.affectedProducts !== 0 || again.documents !== 0)
      throw new Error('the same feed again changed something');
    return rows;
  } finally {
    await replica?.stop();
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The resident memory of a search replica on an empty catalogue, after the same warm-up searches. */
async function emptyReplicaRss(): Promise<number> {
  const empty = await createTestDatabase('server');
  const replica = await startReplica({
    databaseUrl: empty.url!,
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  try {
    await sampleSearches(replica).stopAfter(2000);
    await sampleSearches(replica).stopAfter(5000);
    return replica.rssBytes();
  } finally {
    await replica.stop();
    await empty.dispose();
  }
}

/** Count, p50, p95 and worst of search times at the replica, in ms (a failed search counts as ∞). */
function latencies(samples: SearchSample[]): string {
  const sorted = samples.map((sample) => sample.ms).sort((left, right) => left - right);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return `${sorted.length} searches: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, worst ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`;
}

/** Runs one offer feed in a process of its own (bench/feed-run-process.ts), as a worker would. */
async function runInOwnProcess(args: {
  url: string;
  dealerId: number;
  file: string;
  jobId: string;
  dir: string;
}): Promise<FeedRunProcessResult> {
  const child = spawn(
    process.execPath,
    [
      ...workerNodeFlags(),
      '--import',
      'tsx',
      join(import.meta.dirname, 'feed-run-process.ts'),
      JSON.stringify(args),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`feed run process exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as FeedRunProcessResult;
}

/**
 * The V8 flags the worker starts with (its `worker` script in package.json, e.g. a smaller young
 * generation: fewer rows in flight are promoted to the old generation, which only a full
 * collection frees), so the bench process measures the worker's memory as deployed.
 */
function workerNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts.worker!.match(/--max-[\w-]+=\d+/g) ?? [];
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
