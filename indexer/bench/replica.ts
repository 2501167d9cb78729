import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { mergedSearchDocuments } from '@spielraum/schema/db';
import { deleteQueuePrefix } from '../src/testing/platform';

/**
 * A real search replica for the feed bench: search-api's own server-mode process on the bench
 * database, which loads the search documents and follows the change log as deployed. The bench
 * asks it over HTTP, as the web client does, so "searchable" means a search answers the new
 * price. search-api is started as a program, never imported (the indexer does not depend on it).
 */
export interface RunningReplica {
  /** Seconds from the process start until it answered its first search (full load). */
  loadSeconds: number;
  /** The process's resident memory now (Linux: VmRSS of /proc/{pid}/status). */
  rssBytes(): number;
  /** One search; answers its time in ms and the hits' product ids with best totals. */
  search(query: string): Promise<{ ms: number; hits: Array<{ id: number; bestTotal: number | null }> }>;
  stop(): Promise<void>;
}

const SEARCH_API = resolve(import.meta.dirname, '../../search-api');

async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export async function startReplica({
  databaseUrl,
  redisUrl,
}: {
  databaseUrl: string;
  redisUrl: string;
}): Promise<RunningReplica> {
  const port = await freePort();
  const prefix = `bench-replica-${Date.now().toString(36)}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(SEARCH_API, 'src/main.ts')], {
    cwd: SEARCH_API,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'spielraum-bench-replica-')),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // the API alone: server rendering is not what this bench measures
      WEB_DIST_DIR: join(SEARCH_API, 'no-web-client'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const search = async (query: string) => {
    const asked = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/filter/data/?${query}`);
    if (!response.ok) throw new Error(`replica answered ${response.status} to ${query}`);
    const body = (await response.json()) as {
      data: { hits: Array<{ product_id: number; best_total: number | null }> };
    };
    return {
      ms: performance.now() - asked,
      hits: body.data.hits.map((hit) => ({ id: hit.product_id, bestTotal: hit.best_total })),
    };
  };
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`search-api exited with ${child.exitCode} while loading`);
    if (
      await search('rowsPerPage=1').then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('search-api did not load within 10 minutes');
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  const loadSeconds = (performance.now() - started) / 1000;
  return {
    loadSeconds,
    rssBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024;
    },
    search,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolveExit) => child.once('exit', resolveExit));
      }
      await deleteQueuePrefix(redisUrl, prefix);
    },
  };
}

/** A product a search must show with its new best total. */
export type ExpectedPrice = {
  id: number;
  title: string;
  bestTotal: number;
};

/**
 * What the replica must show once it has taken in a run: the product the run logged last
 * (the replica applies the log in order, so when this one shows its price every earlier change
 * is applied) and a few others, each shown by default (a game, expansion or booster with a deal)
 * so a plain search by its title finds it.
 */
export async function expectedPrices(database: DatabaseHandle, afterSeq: number): Promise<ExpectedPrice[]> {
  // small reads by the log's key: the bench reads these while the replica follows
  return database.query<ExpectedPrice>(sql`
    with candidates as (
      (select product_id, seq from search_changes where seq > ${afterSeq} order by seq desc limit 200)
      union all
      (select product_id, seq from search_changes where seq > ${afterSeq} and product_id % 997 = 0)
    ),
    shown as (
      select c.product_id, max(c.seq) as seq, d.document
      from candidates c join ${mergedSearchDocuments} d on d.product_id = c.product_id
      where d.document->>'productType' <> 'accessory' and (d.document->>'hasDeal')::boolean
      group by c.product_id, d.document
    )
    (select product_id as id, document->>'title' as title, (document->>'bestTotalCents')::int as "bestTotal"
      from shown order by seq desc limit 1)
    union all
    (select product_id, document->>'title', (document->>'bestTotalCents')::int
      from shown where product_id % 997 = 0 order by product_id limit 4)`);
}

/** The newest entry of the change log (what a run's changes come after). */
export async function lastChange(database: DatabaseHandle): Promise<number> {
  const [row] = await database.query<{ seq: string | number | null }>(
    sql`select max(seq) as seq from search_changes`,
  );
  return Number(row?.seq ?? 0);
}

/**
 * Searches each product by its title until every one shows its expected best total; answers
 * the wall-clock time (`performance.timeOrigin` based) of the answer that showed the last one.
 */
export async function waitUntilShown(
  replica: RunningReplica,
  expected: ExpectedPrice[],
  timeoutMs = 600_000,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let shownAt = performance.timeOrigin + performance.now();
  for (const product of expected) {
    for (;;) {
      const { hits } = await replica.search(`term=${encodeURIComponent(product.title)}&rowsPerPage=50`);
      shownAt = performance.timeOrigin + performance.now();
      if (hits.some((hit) => hit.id === product.id && hit.bestTotal === product.bestTotal)) break;
      if (performance.now() > deadline)
        throw new Error(`the replica did not show product ${product.id} at ${product.bestTotal} cents`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    }
  }
  return shownAt;
}

/** A search's arrival (wall clock, ms) and its time until answered (ms). */
export interface SearchSample {
  at: number;
  ms: number;
}

const WORDS = ['burg', 'wald', 'drache', 'insel', 'karten', 'stadt', 'schatz', 'reise'];

/**
 * Sends a search every `everyMs` until stopped, each different from the last (a word, a page
 * and a price range), so no answer comes from the replica's answer cache; records every answer.
 */
export function sampleSearches(replica: RunningReplica, everyMs = 25) {
  const samples: SearchSample[] = [];
  const pending = new Set<Promise<void>>();
  let count = 0;
  const timer = setInterval(() => {
    count++;
    const query = `term=${WORDS[count % WORDS.length]}&page=${(count % 5) + 1}&filter-preis=${count % 40}-${40 + (count % 100)}`;
    const at = performance.timeOrigin + performance.now();
    const asked = replica.search(query).then(
      ({ ms }) => {
        samples.push({ at, ms });
      },
      (error: unknown) => {
        if (process.env.BENCH_DEBUG) console.error(String(error));
        samples.push({ at, ms: Number.POSITIVE_INFINITY });
      },
    );
    pending.add(asked);
    void asked.finally(() => pending.delete(asked));
  }, everyMs);
  const stop = async (): Promise<SearchSample[]> => {
    clearInterval(timer);
    await Promise.all(pending);
    return samples;
  };
  return {
    samples,
    stop,
    async stopAfter(ms: number): Promise<SearchSample[]> {
      await new Promise((resolveWait) => setTimeout(resolveWait, ms));
      return stop();
    },
  };
}
