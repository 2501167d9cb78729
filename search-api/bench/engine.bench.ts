import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import roaring from 'roaring';
import { createBitmapEngine } from '../src/engine/bitmap-engine';
import { roaringMemoryBytes } from '../src/engine/bitmap';
import { createCatalogue } from '../src/engine/testing/generate-documents';
import { SeededRandom } from '@spielraum/schema/synthetic';
import type { SearchEngine } from '../src/engine/types';
import { collectGarbage, measureLatency, mib, ms, type Latency } from './measure';
import { PostgresBaseline } from './postgres-baseline';
import { queryClasses, sampleVocabulary, type BenchOperation } from './query-classes';

/**
 * The search engine benchmark: builds the bitmap engine from a generated catalogue
 * (300k products by default, streamed in batches so only the index stays in memory), measures
 * build time and memory per product, then p50/p95 per query class for the engine and for a
 * PostgreSQL full-text baseline loaded with the same documents, and writes
 * bench-results/search-engine.md.
 *
 * Environment: BENCH_PRODUCTS (300000), BENCH_RUNS (200), BENCH_BASELINE_RUNS (20),
 * BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres; "off" skips the baseline).
 */
const products = Number(process.env.BENCH_PRODUCTS ?? 300_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const baselineRuns = Number(process.env.BENCH_BASELINE_RUNS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const batchSize = 10_000;
const seed = 42;

const GOALS = { p95Ms: 25, broadRatio: 40, buildSeconds: 60, bytesPerProduct: 1536 };
const log = (line: string) => console.log(line);

const catalogue = createCatalogue({ seed, size: products });
function* batches() {
  for (let from = 0; from < products; from += batchSize) yield catalogue.slice(from, from + batchSize);
}

async function buildEngine(): Promise<{
  engine: SearchEngine;
  seconds: number;
  memory: Record<string, number>;
}> {
  const gcAvailable = collectGarbage();
  if (!gcAvailable) log('warning: run node with --expose-gc for exact memory figures');
  const before = process.memoryUsage();
  const roaringBefore = roaringMemoryBytes();
  const engine = createBitmapEngine();
  let indexing = 0;
  for (const batch of batches()) {
    const started = performance.now();
    await engine.index(batch);
    indexing += performance.now() - started;
    if (engine.size() % 50_000 === 0) log(`  engine: indexed ${engine.size().toLocaleString('en')} products`);
  }
  collectGarbage();
  const after = process.memoryUsage();
  const roaringAfter = roaringMemoryBytes();
  return {
    engine,
    seconds: indexing / 1000,
    memory: {
      heap: after.heapUsed - before.heapUsed,
      arrayBuffers: after.arrayBuffers - before.arrayBuffers,
      roaring: roaringAfter - roaringBefore,
      rss: after.rss - before.rss,
      estimate: engine.stats().memoryBytes,
    },
  };
}

async function executeOnEngine(engine: SearchEngine, operation: BenchOperation): Promise<unknown> {
  switch (operation.kind) {
    case 'search':
      return engine.search(operation.query);
    case 'facetValues':
      return engine.searchFacetValues(operation.query);
    case 'suggest':
      return engine.suggestTitles(operation.query);
  }
}

log(`search engine benchmark: ${products.toLocaleString('en')} products, ${runs} runs per class`);
const wallStarted = performance.now();
const vocabulary = sampleVocabulary(catalogue.slice(0, 5_000));
const classes = queryClasses(vocabulary);
const build = await buildEngine();
const { engine } = build;
// heap and array buffers hold the JS side, roaring's own allocator the bitmap containers
const measuredBytes = build.memory.heap! + build.memory.arrayBuffers! + build.memory.roaring!;
log(
  `  engine built in ${build.seconds.toFixed(1)} s, ${(measuredBytes / products).toFixed(0)} bytes per product`,
);

const engineLatency = new Map<string, Latency>();
const samples = new Map<string, { total?: number }>();
for (const queryClass of classes) {
  const random = new SeededRandom(seed + classes.indexOf(queryClass));
  const requests: BenchOperation[] = [];
  const make = (run: number) => (requests[run] ??= queryClass.make(random));
  const latency = await measureLatency({
    runs,
    warmup: 20,
    make,
    execute: (operation) => executeOnEngine(engine, operation),
  });
  engineLatency.set(queryClass.name, latency);
  const example = await executeOnEngine(engine, make(20));
  samples.set(queryClass.name, { total: (example as { total?: number }).total });
  log(`  engine  ${queryClass.name}: p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}`);
}

const baselineLatency = new Map<string, Latency>();
let baselineInfo = 'skipped (BENCH_DATABASE_URL=off)';
if (databaseUrl !== 'off') {
  try {
    const { baseline, loadSeconds, indexSeconds } = await PostgresBaseline.create({
      url: databaseUrl,
      batches,
      log,
    });
    baselineInfo = `PostgreSQL ${baseline.version}: load ${loadSeconds.toFixed(1)} s, indexes ${indexSeconds.toFixed(1)} s`;
    log(`  ${baselineInfo}`);
    try {
      for (const queryClass of classes) {
        const random = new SeededRandom(seed + classes.indexOf(queryClass));
        const requests: BenchOperation[] = [];
        const latency = await measureLatency({
          runs: baselineRuns,
          warmup: 2,
          make: (run) => (requests[run] ??= queryClass.make(random)),
          execute: (operation) => baseline.run(operation),
        });
        baselineLatency.set(queryClass.name, latency);
        log(`  postgres ${queryClass.name}: p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}`);
      }
    } finally {
      await baseline.close();
    }
  } catch (error) {
    baselineInfo = `failed: ${(error as Error).message}`;
    log(`  baseline ${baselineInfo}`);
  }
}

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
const rows = classes.map((queryClass) => {
  const mine = engineLatency.get(queryClass.name)!;
  const theirs = baselineLatency.get(queryClass.name);
  const ratio = theirs ? theirs.p50 / mine.p50 : NaN;
  const ratioGoal = queryClass.broad
    ? ` (goal ≥ ${GOALS.broadRatio}×: ${mark(ratio >= GOALS.broadRatio)})`
    : '';
  return `| ${queryClass.name} | ${samples.get(queryClass.name)?.total?.toLocaleString('en') ?? '–'} | ${ms(mine.p50)} | ${ms(mine.p95)} | ${ms(mine.max)} | ${mark(mine.p95 <= GOALS.p95Ms)} | ${theirs ? ms(theirs.p50) : '–'} | ${theirs ? ms(theirs.p95) : '–'} | ${Number.isFinite(ratio) ? `${ratio.toFixed(0)}×` : '–'}${ratioGoal} |`;
});

const bytesPerProduct = measuredBytes / products;
const report = `# Search engine benchmark

Generated by \`pnpm --filter @spielraum/search-api bench\` (search-api/bench/engine.bench.ts) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}, roaring ${roaring.PackageVersion} (CRoaring ${roaring.CRoaringVersion}).
Catalogue: ${products.toLocaleString('en')} generated products (seed ${seed}; about 2,000 publishers, 5,000 designers, 12 categories, 30 mechanics, 15 genres, 40 series; German word-list titles).

## Build

| figure | value | goal |
|---|---|---|
| index build (engine.index, batches of ${batchSize.toLocaleString('en')}) | ${build.seconds.toFixed(1)} s | ≤ ${GOALS.buildSeconds} s: ${mark(build.seconds <= GOALS.buildSeconds)} |
| memory per product (heap + array buffers + roaring native, after GC) | ${bytesPerProduct.toFixed(0)} B | ≤ ${GOALS.bytesPerProduct} B: ${mark(bytesPerProduct <= GOALS.bytesPerProduct)} |
| heap growth | ${mib(build.memory.heap!)} | |
| array buffers (typed columns) | ${mib(build.memory.arrayBuffers!)} | |
| roaring native memory | ${mib(build.memory.roaring!)} | |
| RSS growth | ${mib(build.memory.rss!)} (${(build.memory.rss! / products).toFixed(0)} B per product) | |
| engine's own estimate (stats().memoryBytes) | ${mib(build.memory.estimate!)} (${(build.memory.estimate! / products).toFixed(0)} B per product) | |
| text terms | ${engine.stats().terms.toLocaleString('en')} | |

## Queries

Engine: ${runs} timed runs per class after 20 warm-up runs, one request at a time, each run a different request of its class (seeded).
Baseline: ${baselineInfo}; ${baselineRuns} timed runs per class after 2 warm-up runs, the same requests in the same order; a request's statements (count, page, one GROUP BY per facet, min/max) run concurrently on a pool of 4 connections.
Ratio = baseline p50 / engine p50. Every search asks for 24 hits and all 14 counted facets plus the range stats unless the class says otherwise.

| class | hits (example) | engine p50 | engine p95 | engine max | p95 ≤ ${GOALS.p95Ms} ms | PostgreSQL p50 | PostgreSQL p95 | ratio |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Total wall time of the benchmark: ${((performance.now() - wallStarted) / 1000).toFixed(0)} s.
`;

const reportDir = resolve(import.meta.dirname, '../../bench-results');
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'search-engine.md'), report);
log(report);
