import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { deleteQueuePrefix } from '@spielraum/platform/testing';

/**
 * What visitors landing from a search engine get from one portal process under load: the
 * all-in-one process (`pnpm start`, demo data) is started as a child, then autocannon sends 50
 * connections at a static file (the baseline of the same run), the start page, a game page, a
 * category page, `filter/data/` and a game page with a session cookie (rendered for it alone,
 * never from the page cache), first as fast as they answer, then at the goal's rate for its
 * p99. Browsers' `accept-encoding: gzip` is sent. While each run lasts, `/api/ready` is asked
 * every 100 ms and must answer within a second. Embedded mode, then server mode (PostgreSQL and
 * Redis on this machine, a fresh database) unless BENCH_PAGE_MODES says otherwise. Writes
 * bench-results/pages-load.md. Needs the web build (`pnpm build`).
 */
const root = resolve(import.meta.dirname, '../..');
const modes = (process.env.BENCH_PAGE_MODES ?? 'embedded,server').split(',').filter(Boolean);
const seconds = Number(process.env.BENCH_PAGE_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = 50;

if (!existsSync(join(root, 'web', 'dist', 'server', 'entry-server.js'))) {
  console.error('bench/pages.bench.ts needs the web build: run "pnpm build" first.');
  process.exit(1);
}

interface Target {
  name: string;
  path: string;
  /** Requests per second the page must sustain, with p99 ≤ maxP99Ms at that rate. */
  goalRate?: number;
  maxP99Ms?: number;
  cookie?: string;
}

const TARGETS: Target[] = [
  { name: 'static file (baseline)', path: '/favicon.svg' },
  { name: 'start page', path: '/' },
  { name: 'game page', path: '/games/brettspiele/sky-team', goalRate: 200, maxP99Ms: 100 },
  { name: 'category page', path: '/games/brettspiele', goalRate: 100, maxP99Ms: 100 },
  { name: 'filter/data/', path: '/api/filter/data/', goalRate: 1500, maxP99Ms: 100 },
  {
    name: 'game page, session cookie (no page cache)',
    path: '/games/brettspiele/sky-team',
    cookie: 'spielraum_session=bench-without-session',
  },
];

interface Run {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface Health {
  asked: number;
  failed: number;
  worstMs: number;
}

async function load(url: string, target: Target, overallRate?: number): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 5,
    headers: {
      'accept-encoding': 'gzip',
      ...(target.cookie ? { cookie: target.cookie } : {}),
    },
    ...(overallRate ? { overallRate } : {}),
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Asks the health check every 100 ms until stopped. */
function watchHealth(base: string): { stop: () => Promise<Health> } {
  const health: Health = { asked: 0, failed: 0, worstMs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      health.asked += 1;
      try {
        const response = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(1000) });
        await response.arrayBuffer();
        if (response.status !== 200) health.failed += 1;
      } catch {
        health.failed += 1;
      }
      health.worstMs = Math.max(health.worstMs, performance.now() - started);
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return health;
    },
  };
}

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal ended with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
  throw new Error('the portal did not become ready within 5 minutes');
}

async function startPortal(mode: string, port: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'spielraum-bench-pages-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const cleanups: Array<() => Promise<void>> = [() => rm(dataDir, { recursive: true, force: true })];
  if (mode === 'server') {
    const name = `spielraum_bench_pages_${randomBytes(4).toString('hex')}`;
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const prefix = `spielraum-bench-${randomBytes(4).toString('hex')}`;
    Object.assign(env, {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      DEMO_DATA: 'true',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    });
    const migrated = spawnSync('node', ['--import', 'tsx', 'src/cli.ts', 'migrate'], {
      cwd: join(root, 'indexer'),
      env,
      stdio: 'inherit',
    });
    if (migrated.status !== 0) throw new Error('indexer migrate failed');
    cleanups.push(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      await deleteQueuePrefix(redisUrl, prefix);
    });
  }
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'portal'),
    env,
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, child);
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolveExit) => child.once('exit', resolveExit));
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const lines: string[] = [
  '# Pages under load: one portal process, 50 connections',
  '',
  `autocannon, ${CONNECTIONS} connections, ${seconds} s per run, \`accept-encoding: gzip\`, load generator on the same 2-core machine. ` +
    '"max" runs as fast as answers come; "at goal rate" sends the goal rate for its p99. ' +
    'Anonymous pages come from the page cache (renewed when a price, product or back-office edit changes them, or after 15 s); ' +
    'the session-cookie row renders every request.',
  '',
];
let allMet = true;
let port = 3700 + Math.floor(Math.random() * 200);
for (const mode of modes) {
  console.log(`\n=== ${mode} mode ===`);
  const portal = await startPortal(mode, port++);
  try {
    // jobs the first start queued (image sizes) settle, then every page is rendered once
    await new Promise((resolveWait) => setTimeout(resolveWait, 10_000));
    for (const target of TARGETS) await fetch(`${portal.base}${target.path}`).then((r) => r.arrayBuffer());
    lines.push(
      `## ${mode} mode`,
      '',
      '| target | max req/s | p50 ms | p99 ms | at goal rate: req/s, p99 ms | errors, timeouts, non-2xx | health checks failed (worst ms) | goal |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const target of TARGETS) {
      const url = `${portal.base}${target.path}`;
      const watch = watchHealth(portal.base);
      const max = await load(url, target);
      const atGoal = target.goalRate ? await load(url, target, target.goalRate) : null;
      const health = await watch.stop();
      const failures =
        max.errors +
        max.timeouts +
        max.non2xx +
        (atGoal ? atGoal.errors + atGoal.timeouts + atGoal.non2xx : 0);
      const met =
        !target.goalRate ||
        (max.rate >= target.goalRate &&
          atGoal !== null &&
          atGoal.p99 <= target.maxP99Ms! &&
          failures === 0 &&
          health.failed === 0);
      if (!met) allMet = false;
      const line = `| ${target.name} | ${fixed(max.rate)} | ${fixed(max.p50)} | ${fixed(max.p99)} | ${
        atGoal ? `${fixed(atGoal.rate)}, ${fixed(atGoal.p99)}` : '–'
      } | ${max.errors}, ${max.timeouts}, ${max.non2xx} | ${health.failed} of ${health.asked} (${fixed(health.worstMs)}) | ${
        target.goalRate
          ? `≥ ${target.goalRate} req/s, p99 ≤ ${target.maxP99Ms} ms: ${met ? 'met' : 'NOT met'}`
          : '–'
      } |`;
      console.log(line);
      lines.push(line);
    }
    lines.push('');
  } finally {
    await portal.stop();
  }
}
const report = lines.join('\n');
console.log(`\n${report}`);
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/pages-load.md', report);
console.log(allMet ? 'page goals met' : 'page goals NOT met');
