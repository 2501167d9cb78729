import { existsSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { dealers } from '@spielraum/schema/db';
import { openDatabase, type DatabaseHandle } from '@spielraum/schema/client';
import { testServerUrl } from '@spielraum/schema/testing';
import { generateSyntheticCatalogue } from '../src/demo/synthetic';
import { runOfferFeed, runProductFeed } from '../src/feeds/run-feed';
import { createLocalFileStore } from '@spielraum/platform';
import { FEED_SESSION_SETTINGS } from '@spielraum/platform';
import { createLogger } from '@spielraum/platform';
import { buildSearchDocuments } from '../src/search/build-search-documents';
import { writeUpdatedFeed } from './feeds';

/**
 * Profiling harness for the offer feed apply (not part of `pnpm bench`): builds the bench
 * catalogue once into a template database (PROFILE_DIR keeps the files), then clones it and runs
 * the 1M-offer first load, the same feed again and the 10 % update, printing every statement of
 * the apply transaction with its duration. `pnpm --filter @spielraum/indexer exec tsx bench/profile-apply.ts`
 * PROFILE_RUNS=n runs only the first n feeds, PROFILE_SKIP=n skips the first n of those (with
 * PROFILE_TEMPLATE naming a database kept by PROFILE_KEEP=1 after the first load, the update runs
 * alone), PROFILE_JIT=on|off overrides the worker's JIT setting, PROFILE_EXPLAIN=pattern prints
 * the plans of matching statements, PROFILE_MEMORY=1 the process's resident memory after each.
 */
const dir = process.env.PROFILE_DIR ?? '/tmp/spielraum-profile';
const template = process.env.PROFILE_TEMPLATE ?? 'spielraum_profile_template';
const products = Number(process.env.BENCH_FEED_PRODUCTS ?? 300_000);
const offers = Number(process.env.BENCH_FEED_OFFERS ?? 1_000_000);
const admin = await openDatabase({ mode: 'server', url: testServerUrl(), maxConnections: 1 });
const dialect = new PgDialect();
const urlOf = (name: string) => {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
};
const explain = process.env.PROFILE_EXPLAIN ? new RegExp(process.env.PROFILE_EXPLAIN) : null;
const logger = createLogger({ level: 'warn', name: 'profile' });

const exists = await admin.query(sql`select 1 from pg_database where datname = ${template}`);
if (exists.length === 0 || !existsSync(join(dir, 'dealer-1-updated.csv'))) {
  mkdirSync(dir, { recursive: true });
  await admin.query(sql.raw(`drop database if exists ${template}`));
  await admin.query(sql.raw(`create database ${template}`));
  const database = await openDatabase({ mode: 'server', url: urlOf(template), maxConnections: 3 });
  await database.migrate();
  const synthetic = await generateSyntheticCatalogue({ products, offers, dealers: 1, seed: 7, outDir: dir });
  const run = await runProductFeed({
    context: { database, files: createLocalFileStore(join(dir, 'files')), logger, dataDir: dir, jobId: 'p' },
    format: 'product_jsonl',
    source: { kind: 'file', path: synthetic.productFile },
  });
  if (run.status !== 'succeeded') throw new Error(String(run.error));
  await buildSearchDocuments({ database, productIds: null });
  await database.db.insert(dealers).values({
    id: 1,
    slug: 'bench',
    name: 'Bench',
    website: 'https://bench.example',
    shippingCostDeCents: 495,
    freeShippingThresholdCents: 5000,
  });
  await database.query(sql`vacuum analyze`);
  await database.close();
  await writeUpdatedFeed(synthetic.offerFiles[0]!, join(dir, 'dealer-1-updated.csv'));
}

const name = `spielraum_profile_${Date.now().toString(36)}`;
await admin.query(sql.raw(`create database ${name} template ${template}`));
const raw = await openDatabase({
  mode: 'server',
  url: urlOf(name),
  maxConnections: 5,
  settings: {
    ...FEED_SESSION_SETTINGS,
    ...(process.env.PROFILE_JIT ? { jit: process.env.PROFILE_JIT } : {}),
  },
});
const database = timed(raw);
try {
  const feeds = [
    ['first load', join(dir, 'dealer-1.csv')],
    ['same feed again', join(dir, 'dealer-1.csv')],
    ['10 % update', join(dir, 'dealer-1-updated.csv')],
  ] as const;
  const only = process.env.PROFILE_RUNS ? Number(process.env.PROFILE_RUNS) : feeds.length;
  const skip = Number(process.env.PROFILE_SKIP ?? 0);
  for (const [index, [label, file]] of feeds.slice(0, only).entries()) {
    if (index < skip) continue;
    // start every run from a checkpoint: cloning the template and the run before write more WAL
    // than max_wal_size (1 GB by default), and a checkpoint forced in the middle of a run (full
    // page images for every page touched after it) moved single statements by 30 %
    await admin.query(sql`checkpoint`);
    console.log(`\n## ${label} (load ${loadavg()[0]!.toFixed(1)})`);
    const started = performance.now();
    const run = await runOfferFeed({
      context: {
        database,
        files: createLocalFileStore(join(dir, 'files')),
        logger,
        dataDir: dir,
        jobId: `o${index}`,
      },
      dealerId: 1,
      format: 'google_csv',
      full: true,
      source: { kind: 'file', path: file },
    });
    const committed = (performance.now() - started) / 1000;
    const ids = (
      await raw.query<{ product_id: number }>(
        sql`select distinct product_id from indexer_events where feed_run_id = ${run.feedRunId} and kind = 'document'`,
      )
    ).map((row) => row.product_id);
    const docsStarted = performance.now();
    const documents = await buildSearchDocuments({ database: raw, productIds: ids, only: 'prices' });
    const searchable = (performance.now() - started) / 1000;
    console.log(
      `committed ${committed.toFixed(1)} s (stage ${(run.timings!.stageMs / 1000).toFixed(1)} s, apply ${(run.timings!.applyMs / 1000).toFixed(1)} s, ${Math.round(run.stats!.received / (run.timings!.applyMs / 1000))} rows/s), documents ${documents} in ${((performance.now() - docsStarted) / 1000).toFixed(1)} s, searchable ${searchable.toFixed(1)} s (load ${loadavg()[0]!.toFixed(1)})`,
    );
    console.log(JSON.stringify(run.stats));
  }
} finally {
  await raw.close();
  if (!process.env.PROFILE_KEEP) await admin.query(sql.raw(`drop database if exists ${name} with (force)`));
  else console.log(`kept ${name}`);
  await admin.close();
}

/** The handle with every statement of a transaction timed and printed. */
function timed(handle: DatabaseHandle): DatabaseHandle {
  const wrap = <T extends { query(statement: SQL): Promise<unknown> }>(runner: T): T =>
    ({
      ...runner,
      async query(statement: SQL) {
        const started = performance.now();
        const text = dialect.sqlToQuery(statement).sql.replace(/\s+/g, ' ').trim().slice(0, 110);
        // PROFILE_EXPLAIN: a pattern of statements whose result the apply does not read (e.g.
        // `create temp table incoming`) to run under EXPLAIN ANALYZE and print with their plan
        const explained = explain?.test(text) ?? false;
        if (explained) {
          const plan = await runner.query(sql`explain (analyze, buffers) ${statement}`);
          console.log((plan as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n'));
        }
        const result = explained ? [] : await runner.query(statement);
        const rss = process.env.PROFILE_MEMORY
          ? ` (rss ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB)`
          : '';
        console.log(`${((performance.now() - started) / 1000).toFixed(2).padStart(7)} s  ${text}${rss}`);
        return result;
      },
    }) as T;
  return { ...handle, transaction: (work) => handle.transaction((tx) => work(wrap(tx))) } as DatabaseHandle;
}
