import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@spielraum/schema/client';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { createTestCatalogue, offerChecksums } from '../testing/catalogue';
import { deleteQueuePrefix } from '../testing/platform';
import { SeededRandom } from '@spielraum/schema/synthetic';

const PRODUCTS = 5000;
// PGlite is slower than PostgreSQL: a smaller feed keeps the embedded run short, still killed mid-way
const ROWS = testMode() === 'server' ? 150_000 : 60_000;
const indexerRoot = resolve(import.meta.dirname, '../..');

async function writeLargeFeed(path: string, gtin: (index: number) => string): Promise<void> {
  const random = new SeededRandom(99);
  const out = createWriteStream(path);
  out.write('id,title,link,price,gtin,brand,availability,shipping\n');
  for (let i = 1; i <= ROWS; i++) {
    const product = (i % PRODUCTS) + 1;
    const price = (random.int(500, 9000) / 100).toFixed(2);
    const availability = random.pick(['in_stock', 'in_stock', 'backorder', 'out_of_stock']);
    const line = `S-${i},Spiel ${product},https://test.example/${i},${price} EUR,${i % 7 === 0 ? '' : gtin(product)},Testverlag,${availability},DE:::4.95 EUR\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function run(args: string[], env: Record<string, string>): ChildProcess {
  // node itself with tsx as loader: a SIGKILL must hit the process that does the work, not a wrapper
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: indexerRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function finished(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

/**
 * A worker (server mode) or the ingest command (embedded mode) is killed with SIGKILL in the
 * middle of a large feed and started again; offers and price history must end identical
 * (checksums) to an uninterrupted run of the same feed on the same catalogue.
 */
describe(`kill in the middle of a large feed (${testMode()} mode)`, () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function prepare(): Promise<{
    env: Record<string, string>;
    open: () => Promise<DatabaseHandle>;
    feed: string;
    dealerId: number;
  }> {
    const dir = await mkdtemp(join(tmpdir(), 'spielraum-kill-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const feed = join(dir, 'feed.csv');
    if (testMode() === 'server') {
      const database: TestDatabase = await createTestDatabase('server');
      cleanups.push(() => database.dispose());
      const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
      const prefix = `kill-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      cleanups.push(() => deleteQueuePrefix(redisUrl, prefix));
      const catalogue = await createTestCatalogue(database, PRODUCTS);
      await writeLargeFeed(feed, catalogue.gtin);
      return {
        env: {
          DATA_DIR: dir,
          DATABASE_URL: database.url!,
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: prefix,
          WORKER_LOCK_DURATION_MS: '3000',
        },
        open: async () => database,
        feed,
        dealerId: catalogue.dealerId,
      };
    }
    const dataDir = join(dir, 'pglite');
    const handle = await openDatabase({ mode: 'embedded', dataDir });
    await handle.migrate();
    const catalogue = await createTestCatalogue(handle, PRODUCTS);
    await writeLargeFeed(feed, catalogue.gtin);
    await handle.close();
    return {
      env: { DATA_DIR: dir },
      open: async () => {
        const reopened = await openDatabase({ mode: 'embedded', dataDir });
        cleanups.push(() => reopened.close());
        return reopened;
      },
      feed,
      dealerId: catalogue.dealerId,
    };
  }

  it('ends with the same offers and price history as an uninterrupted run', async () => {
    const server = testMode() === 'server';
    const ingestArgs = (feed: string, dealerId: number) => [
      'src/cli.ts',
      'ingest',
      feed,
      '--dealer',
      String(dealerId),
      '--full',
      '--format',
      'google_csv',
    ];

    // uninterrupted baseline
    const baseline = await prepare();
    const baselineWorker = server ? run(['src/worker.ts'], baseline.env) : null;
    const baselineIngest = run(ingestArgs(baseline.feed, baseline.dealerId), baseline.env);
    expect(await finished(baselineIngest)).toBe(0);
    baselineWorker?.kill('SIGTERM');
    if (baselineWorker) await finished(baselineWorker);
    const expected = await offerChecksums(await baseline.open());
    expect(expected.count).toBeGreaterThan(ROWS * 0.9);

    // killed in the middle, then started again
    const killed = await prepare();
    let stderr = '';
    if (server) {
      const worker = run(['src/worker.ts'], killed.env);
      const ingest = run(ingestArgs(killed.feed, killed.dealerId), killed.env);
      const database = await killed.open();
      for (let i = 0; i < 600; i++) {
        const [row] = await database.query<{ rows: number }>(
          sql`select coalesce(max(rows_total), 0)::int as rows from feed_runs`,
        );
        if ((row?.rows ?? 0) >= 20_000) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      worker.kill('SIGKILL');
      await finished(worker);
      const restarted = run(['src/worker.ts'], killed.env);
      expect(await finished(ingest)).toBe(0);
      restarted.kill('SIGTERM');
      await finished(restarted);
    } else {
      const ingest = run(ingestArgs(killed.feed, killed.dealerId), killed.env);
      ingest.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (/Lese Feed: /.test(stderr) && ingest.exitCode === null) ingest.kill('SIGKILL');
      });
      await finished(ingest);
      expect(ingest.signalCode).toBe('SIGKILL');
      // the next process on the folder ends the run the killed one left "running"
      const report = run(['src/cli.ts', 'report', '1'], killed.env);
      let reported = '';
      report.stdout?.on('data', (chunk: Buffer) => (reported += chunk.toString()));
      expect(await finished(report)).toBe(0);
      expect(reported).toContain('fehlgeschlagen – interrupted: the process running this feed stopped');
      const again = run(ingestArgs(killed.feed, killed.dealerId), killed.env);
      expect(await finished(again)).toBe(0);
    }
    expect(await offerChecksums(await killed.open())).toEqual(expected);
  }, 300_000);

  // BullMQ fails a job whose worker stopped during it twice without running its handler again:
  // the run must end as failed, and `indexer ingest` following it must stop and say why
  it.runIf(testMode() === 'server')(
    'a feed whose worker is killed twice ends its run as failed, changes nothing, and the CLI stops following',
    async () => {
      const killed = await prepare();
      const database = await killed.open();
      const before = await offerChecksums(database);
      const ingest = run(
        [
          'src/cli.ts',
          'ingest',
          killed.feed,
          '--dealer',
          String(killed.dealerId),
          '--full',
          '--format',
          'google_csv',
        ],
        killed.env,
      );
      let output = '';
      ingest.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      ingest.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      let lastStart = 0;
      for (let kill = 1; kill <= 2; kill++) {
        const worker = run(['src/worker.ts'], killed.env);
        // the attempt has started anew (a new started_at) and is in the middle of the feed
        for (let i = 0; i < 1200; i++) {
          const [row] = await database.query<{ started: number; rows: number }>(
            sql`select coalesce(extract(epoch from max(started_at)) * 1000, 0)::float8 as started,
                       coalesce(max(rows_total), 0)::int as rows from feed_runs`,
          );
          if ((row?.started ?? 0) > lastStart && (row?.rows ?? 0) >= 20_000) {
            lastStart = row!.started;
            break;
          }
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(lastStart, `attempt ${kill} started`).toBeGreaterThan(0);
        worker.kill('SIGKILL');
        await finished(worker);
      }
      const third = run(['src/worker.ts'], killed.env);
      expect(await finished(ingest)).toBe(1);
      third.kill('SIGTERM');
      await finished(third);
      expect(output).toContain('the worker stopped during this run more often than allowed');
      const [feedRun] = await database.query<{ status: string; error: string; finished: boolean }>(
        sql`select status, error, finished_at is not null as finished from feed_runs`,
      );
      expect(feedRun).toMatchObject({ status: 'failed', finished: true });
      expect(await offerChecksums(database)).toEqual(before);
    },
    300_000,
  );
});
