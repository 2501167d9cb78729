import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@spielraum/schema/testing';
import { evaluateFeedRun } from '../src/alerts/evaluate-feed-run';
import { demoGtin } from '../src/demo/generate';
import { SeededRandom } from '@spielraum/schema/synthetic';
import { runOfferFeed } from '../src/feeds/run-feed';
import { allJobs } from '../src/jobs/index';
import { evaluateAlertsJobId } from '../src/jobs/evaluate-alerts';
import { ingestOfferFeedJob } from '../src/jobs/ingest-offer-feed';
import { sendAlertMailsJob } from '../src/jobs/send-alert-mails';
import { createLocalFileStore } from '@spielraum/platform';
import { BullmqQueue } from '@spielraum/platform';
import { createLogger } from '@spielraum/platform';
import { createAlertFixture, writePriceFeed } from '../src/testing/alert-fixture';
import { deleteQueuePrefix } from '../src/testing/platform';

const load = () => `load ${loadavg()[0]!.toFixed(1)}`;
const indexerRoot = resolve(import.meta.dirname, '..');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface EvaluationFigures {
  alerts: number;
  priceChanges: number;
  setupSeconds: number;
  baselineMs: number;
  baselineRows: number;
  baselineLoad: string;
  evaluationMs: number;
  notifications: number;
  evaluationLoad: string;
  againMs: number;
  againNotifications: number;
}

/**
 * One evaluation of BENCH_ALERTS price alerts against a feed commit changing the prices of
 * BENCH_ALERT_PRODUCTS games, in server mode on a fresh database: the seeded fixture (plain
 * desired prices, or with `smarter` the new kinds: low alerts, wish list rules' alerts,
 * language-limited alerts, users excluding a dealer or owning games), the feed applied for
 * real, then `evaluateFeedRun` timed, and the same run once more (a retry). Baseline: a plain
 * count over the same join (touched products × alerts × price statistics).
 */
async function measureEvaluation(smarter: boolean): Promise<EvaluationFigures> {
  const products = Number(process.env.BENCH_ALERT_PRODUCTS ?? 100_000);
  const alerts = Number(process.env.BENCH_ALERTS ?? 1_000_000);
  const dir = await mkdtemp(join(tmpdir(), 'spielraum-alert-bench-'));
  const database = await createTestDatabase('server');
  try {
    const setupStarted = performance.now();
    // realistic: desired prices 70-95 % of the current 99.99 €, the feed moves prices to 85-105 %
    // (about one alert in ten fires); BENCH_ALERTS_WORST=1 takes thresholds and prices from
    // 5 € to 95 € (half of all alerts fire)
    const worst = process.env.BENCH_ALERTS_WORST === '1';
    const fixture = await createAlertFixture({
      database,
      products,
      alerts,
      users: 20_000,
      thresholds: worst ? [500, 9500] : [7000, 9500],
      prices: worst ? [500, 9500] : [8500, 10_500],
      smarter,
    });
    const [created] = await database.query<{ n: number }>(sql`select count(*)::int as n from alerts`);
    const feed = join(dir, 'prices.csv');
    await writePriceFeed(feed, fixture);
    const run = await runOfferFeed({
      context: {
        database,
        files: createLocalFileStore(join(dir, 'files')),
        logger: createLogger({ level: 'warn', name: 'bench' }),
        jobId: 'bench-alert-prices',
        dataDir: dir,
      },
      dealerId: fixture.dealerId,
      format: 'google_csv',
      full: false,
      source: { kind: 'file', path: feed },
    });
    if (run.status !== 'succeeded') throw new Error(`feed failed: ${run.error}`);
    await database.query(sql`vacuum analyze`);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const baselineLoad = load();
    const baselineStarted = performance.now();
    const [baseline] = await database.query<{ n: number }>(sql`
      select count(*)::int as n
      from (select distinct product_id from indexer_events where feed_run_id = ${run.feedRunId}) r
      join alerts a on a.product_id = r.product_id
      join product_price_stats s on s.product_id = r.product_id`);
    const baselineMs = performance.now() - baselineStarted;

    const evaluationLoad = load();
    const started = performance.now();
    const result = await evaluateFeedRun({ database, feedRunId: run.feedRunId });
    const evaluationMs = performance.now() - started;
    const againStarted = performance.now();
    const again = await evaluateFeedRun({ database, feedRunId: run.feedRunId });
    const againMs = performance.now() - againStarted;
    return {
      alerts: created!.n,
      priceChanges: run.stats!.updated,
      setupSeconds,
      baselineMs,
      baselineRows: baseline!.n,
      baselineLoad,
      evaluationMs,
      notifications: result.price,
      evaluationLoad,
      againMs,
      againNotifications: again.price,
    };
  } finally {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Evaluation of BENCH_ALERTS (1M) plain price alerts against a feed commit changing the prices
 * of BENCH_ALERT_PRODUCTS (100k) games, then the same with alerts of the smarter kinds, in the
 * same run: each with its same-run baseline (a count over the same join), and the smarter
 * evaluation's time as a ratio of the plain one's, so both can be compared across machines and loads.
 */
async function benchEvaluation(): Promise<string[][]> {
  const plain = await measureEvaluation(false);
  const smarter = await measureEvaluation(true);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const rows = (label: string, figures: EvaluationFigures): string[][] => [
    [
      `${label}: alerts / price changes`,
      `${figures.alerts.toLocaleString('en')} / ${figures.priceChanges.toLocaleString('en')}`,
      '',
    ],
    [`${label}: setup (fixture + feed apply)`, `${figures.setupSeconds.toFixed(1)} s`, ''],
    [
      `${label}: baseline, count over the same join`,
      `${s(figures.baselineMs)} (${figures.baselineRows.toLocaleString('en')} rows, ${figures.baselineLoad})`,
      '',
    ],
    [
      `${label}: evaluation (one transaction)`,
      `${s(figures.evaluationMs)} (${figures.notifications.toLocaleString('en')} notifications, ${figures.evaluationLoad})`,
      '≤ 10 s',
    ],
    [`${label}: evaluation / baseline`, `${(figures.evaluationMs / figures.baselineMs).toFixed(1)}×`, ''],
    [
      `${label}: same run evaluated again (retry)`,
      `${s(figures.againMs)} (${figures.againNotifications} notifications)`,
      '0 notifications',
    ],
  ];
  return [
    ...rows('plain', plain),
    ...rows('smarter kinds', smarter),
    ['smarter kinds / plain evaluation', `${(smarter.evaluationMs / plain.evaluationMs).toFixed(2)}×`, ''],
  ];
}

/**
 * Import commit → notification latency in server mode: a worker process (`src/worker.ts`) on
 * BullMQ, BENCH_LATENCY_COMMITS (10) dealer feeds enqueued one after the other, each changing
 * the prices of 5,000 of 20,000 games (seeded) against 100,000 alerts. Latency per commit: from
 * the feed run's commit (`finished_at`) until its `evaluate-alerts` job has completed, i.e.
 * its notifications are committed. Same-run baseline: the feed job's own time (start to commit).
 */
async function benchLatency(): Promise<string[][]> {
  const commits = Number(process.env.BENCH_LATENCY_COMMITS ?? 10);
  const products = 20_000;
  const dir = await mkdtemp(join(tmpdir(), 'spielraum-alert-latency-'));
  const database = await createTestDatabase('server');
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bench-alerts-${Date.now().toString(36)}`;
  const queue = new BullmqQueue({
    redisUrl,
    prefix,
    // the digest scheduler's delayed job lives in the alert-mail queue; nothing here drains it
    jobs: allJobs.filter((job) => job.name !== sendAlertMailsJob.name),
    logger: createLogger({ level: 'silent', name: 'bench' }),
    runWorkers: false,
  });
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: indexerRoot,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const fixture = await createAlertFixture({ database, products, alerts: 100_000, users: 5_000, seed: 11 });
    const random = new SeededRandom(23);
    const evaluationQueue = queue.bullQueues().find((q) => q.name === 'evaluate-alerts')!;
    const latencies: number[] = [];
    const feedTimes: number[] = [];
    let notifications = 0;
    for (let k = 0; k < commits; k++) {
      const path = join(dir, `feed-${k}.csv`);
      const out = createWriteStream(path);
      out.write('id,title,link,price,gtin,brand,availability,shipping\n');
      for (const i of random.sample(
        Array.from({ length: products }, (_, index) => index + 1),
        5000,
      )) {
        const euros = (random.int(500, 9999) / 100).toFixed(2);
        out.write(
          `S-${i},Spiel ${i},https://alarm.example/${i},${euros} EUR,${demoGtin(i, 1)},Testverlag,in_stock,DE:::0.00 EUR\n`,
        );
      }
      out.end();
      await once(out, 'finish');
      const jobId = `bench-latency-${k}`;
      await queue.enqueue(
        ingestOfferFeedJob.name,
        { dealerId: fixture.dealerId, format: 'google_csv', full: false, source: { kind: 'file', path } },
        { jobId },
      );
      let run: { id: number; started: Date; finished: Date } | undefined;
      for (;;) {
        await new Promise((r) => setTimeout(r, 20));
        if (!run) {
          const [row] = await database.query<{
            id: number;
            started_at: string;
            finished_at: string | null;
            status: string;
          }>(sql`select id, started_at, finished_at, status from feed_runs where job_key = ${jobId}`);
          if (row?.status === 'failed') throw new Error('feed run failed');
          if (row?.status === 'succeeded' && row.finished_at)
            run = { id: row.id, started: new Date(row.started_at), finished: new Date(row.finished_at) };
          continue;
        }
        const state = await evaluationQueue.getJobState(evaluateAlertsJobId(run.id));
        if (state === 'completed') {
          latencies.push(Date.now() - run.finished.getTime());
          feedTimes.push(run.finished.getTime() - run.started.getTime());
          break;
        }
        if (state === 'failed') throw new Error('evaluation failed');
      }
      const [count] = await database.query<{ n: number }>(sql`select count(*)::int as n from notifications`);
      notifications = count!.n;
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return [
      ['feed commits / notifications', `${commits} / ${notifications.toLocaleString('en')}`, ''],
      ['baseline: feed job start → commit, median', s(percentile(feedTimes, 50)), ''],
      ['commit → notification, median', s(percentile(latencies, 50)), ''],
      ['commit → notification, p95', `${s(percentile(latencies, 95))} (${load()})`, '≤ 30 s'],
      ['commit → notification, max', s(Math.max(...latencies)), ''],
    ];
  } finally {
    worker.kill('SIGTERM');
    if (worker.exitCode === null) await once(worker, 'exit');
    await queue.close();
    // every key under the prefix, the digest scheduler's queue included
    await deleteQueuePrefix(redisUrl, prefix);
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Both alert benchmarks (server mode): rows of figure, measured value and goal. */
export async function benchAlerts(): Promise<{ evaluation: string[][]; latency: string[][] }> {
  const evaluation = await benchEvaluation();
  const latency = await benchLatency();
  return { evaluation, latency };
}

/** Markdown tables of {@link benchAlerts}. */
export function alertReport({
  evaluation,
  latency,
}: {
  evaluation: string[][];
  latency: string[][];
}): string {
  const table = (rows: string[][]) =>
    `| figure | measured | goal |\n|---|---|---|\n${rows.map(([k, v, g]) => `| ${k} | ${v} | ${g} |`).join('\n')}`;
  return `## Alert evaluation (server mode, PostgreSQL)\n\n${table(evaluation)}\n\n## Import commit → notification latency (server mode, BullMQ worker)\n\n${table(latency)}\n`;
}

// `tsx bench/alerts.ts` runs only these
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(alertReport(await benchAlerts()));
}
