import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { allJobs } from '../jobs/index';
import { evaluateAlertsJob } from '../jobs/evaluate-alerts';
import { ingestOfferFeedJob } from '../jobs/ingest-offer-feed';
import { sendAlertMailsJob } from '../jobs/send-alert-mails';
import { BullmqQueue } from '@spielraum/platform';
import { createLogger } from '@spielraum/platform';
import { createAlertFixture, dueAlertIds, writePriceFeed } from '../testing/alert-fixture';
import { deleteQueuePrefix } from '../testing/platform';

const PRODUCTS = 100_000;
const ALERTS = 10_000;
const indexerRoot = resolve(import.meta.dirname, '../..');

function startWorker(env: Record<string, string>): ChildProcess {
  // node itself with tsx as loader: the SIGKILL must hit the process that does the work
  return spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: indexerRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function finished(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, 'exit');
}

/**
 * 10,000 price alerts, a feed changing the prices of 100,000 games, and the worker SIGKILLed
 * while the alert evaluation of that feed is running (its statement seen active in
 * PostgreSQL), then started again: every due notification exists exactly once, no other.
 * Server mode only: the embedded mode runs jobs in process and does not resume them after a
 * restart (decision 003).
 */
describe.runIf(testMode() === 'server')('worker killed during the alert evaluation (server mode)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('creates every due notification exactly once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spielraum-alert-kill-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const database: TestDatabase = await createTestDatabase('server');
    cleanups.push(() => database.dispose());
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `alert-kill-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    cleanups.push(() => deleteQueuePrefix(redisUrl, prefix));

    const fixture = await createAlertFixture({ database, products: PRODUCTS, alerts: ALERTS, users: 200 });
    const due = await dueAlertIds(database, fixture);
    expect(due.length).toBeGreaterThan(ALERTS / 4);
    const feed = join(dir, 'prices.csv');
    await writePriceFeed(feed, fixture);

    const queue = new BullmqQueue({
      redisUrl,
      prefix,
      // without the alert-mail queue: the worker's daily digest scheduler keeps a delayed job
      // there that `drain` would wait for (the fixture's users get no mails anyway)
      jobs: allJobs.filter((job) => job.name !== sendAlertMailsJob.name),
      logger: createLogger({ level: 'silent', name: 'test' }),
      runWorkers: false,
    });
    cleanups.push(() => queue.close());
    const env = {
      DATA_DIR: dir,
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      WORKER_LOCK_DURATION_MS: '2000',
    };
    const worker = startWorker(env);
    cleanups.push(async () => {
      worker.kill('SIGKILL');
      await finished(worker);
    });
    await queue.enqueue(
      ingestOfferFeedJob.name,
      { dealerId: fixture.dealerId, format: 'google_csv', full: false, source: { kind: 'file', path: feed } },
      { jobId: 'feed-alert-kill' },
    );

    // wait until the evaluation's statements run in PostgreSQL, then kill the worker
    let seenActive = false;
    for (let i = 0; i < 12_000 && !seenActive; i++) {
      const [row] = await database.query<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state <> 'idle' and query like '%alert_products%'
          and pid <> pg_backend_pid()`);
      seenActive = (row?.n ?? 0) > 0;
      if (!seenActive) await new Promise((r) => setTimeout(r, 10));
    }
    expect(seenActive).toBe(true);
    worker.kill('SIGKILL');
    await finished(worker);
    const [atKill] = await database.query<{ n: number }>(sql`select count(*)::int as n from notifications`);
    expect(atKill?.n).toBe(0);

    const restarted = startWorker(env);
    cleanups.push(async () => {
      restarted.kill('SIGKILL');
      await finished(restarted);
    });
    await queue.drain(240_000);
    const [run] = await database.query<{ id: number; status: string }>(sql`select id, status from feed_runs`);
    expect(run?.status).toBe('succeeded');
    // a second evaluation of the same run (another job id) adds nothing
    await queue.enqueue(evaluateAlertsJob.name, { feedRunId: run!.id }, { jobId: 'alerts-again' });
    await queue.drain(120_000);
    restarted.kill('SIGTERM');
    await finished(restarted);

    const notified = await database.query<{
      alert_id: number;
      n: number;
      price_cents: number;
      old_price_cents: number;
    }>(
      sql`select alert_id, count(*)::int as n, min(price_cents) as price_cents, min(old_price_cents) as old_price_cents
          from notifications group by alert_id order by alert_id`,
    );
    expect(notified.map((row) => row.alert_id)).toEqual(due);
    expect(notified.every((row) => row.n === 1)).toBe(true);
    expect(notified.every((row) => row.old_price_cents === 9999)).toBe(true);
    const [alerts] = await database.query<{ fired: number; crossings: number }>(sql`
      select count(*) filter (where not armed)::int as fired, coalesce(sum(crossings), 0)::int as crossings from alerts`);
    expect(alerts).toEqual({ fired: due.length, crossings: due.length });
  }, 300_000);
});
