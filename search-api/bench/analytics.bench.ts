import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  analyticsEventsRequestSchema,
  CONSENT_COOKIE,
  parseConsentCookie,
  serverMessage,
  type SuccessResponse,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { openDatabase, type DatabaseHandle } from '@spielraum/schema/client';
import { createTestCatalogue, createTestPlatform, deleteQueuePrefix } from '@spielraum/indexer/testing';
import { antiForgery } from '../src/accounts/anti-forgery';
import { accountsConfig } from '../src/accounts/config';
import { AnalyticsBuffer } from '../src/analytics/analytics-buffer';
import { createApp } from '../src/app';
import { clientIp } from '../src/http/client-ip';
import { AppError, handleError } from '../src/http/errors';
import { parseJson } from '../src/http/validate';
import { createRateLimitStore } from '../src/rate-limit/create-store';
import { consume, RATE_LIMITS } from '../src/rate-limit/limits';
import type { RateLimitStore } from '../src/rate-limit/store';

/**
 * How many analytics events one search-api process takes in: the real app (server mode:
 * PostgreSQL, Redis for the abuse limit) served over HTTP on this machine, autocannon posting
 * `POST /api/analytics/events/` with 50 connections (from a worker thread), one event per call
 * (the worst case) and ten per call. The app adds the events up in memory and writes the sums
 * every few seconds; after each run the sums are written and must equal what was sent. The
 * baseline of the same run: the same calls to a bench-only handler with the same checks
 * (anti-forgery, consent, abuse limit, contract) that does one plain INSERT per event into a
 * scratch table. Both use a connection pool of search-api's size. The abuse limit counts in
 * Redis as in production but never refuses: the bench measures ingestion, not the limit.
 * Writes bench-results/analytics-ingest.md. Goal: ≥ 2,000 events/s.
 */
process.env.TEST_MODE = 'server';
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.TEST_REDIS_URL ??= process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUrl = process.env.TEST_REDIS_URL;
const CONNECTIONS = 50;
const CALLS = Number(process.env.BENCH_ANALYTICS_CALLS ?? 20_000);
const GOAL_EVENTS_PER_SECOND = 2_000;
const EVENTS_PATH = '/api/analytics/events/';

const platform = await createTestPlatform();
// the test database's pool is smaller than search-api's; both servers get the production default
const testDatabase = platform.database as DatabaseHandle & { url: string | null };
const database = await openDatabase({ mode: 'server', url: testDatabase.url! });
const logger = platform.logger;
const catalogue = await createTestCatalogue(database, 100);
const offerIds = (
  await database.db
    .insert(t.offers)
    .values(
      catalogue.productIds.map((productId, index) => ({
        dealerId: catalogue.dealerId,
        dealerSku: `bench-${index}`,
        productId,
        title: `Spiel ${index + 1}`,
        url: `https://shop.example/${index}`,
        priceCents: 1999,
        availability: 'is_available' as const,
      })),
    )
    .returning({ id: t.offers.id })
).map((row) => row.id);
await database.query(sql`create table bench_analytics_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  path text,
  offer_id bigint
)`);

const prefix = `spielraum-bench-${randomBytes(4).toString('hex')}`;
const redisLimits = createRateLimitStore({ redisUrl, prefix });
/** Counts every call in Redis like production (the same round trip), but never refuses. */
const benchLimits: RateLimitStore = {
  ...redisLimits,
  async hit(key, windowMs) {
    await redisLimits.hit(key, windowMs);
    return 1;
  },
};
const sessionSecret = randomBytes(32).toString('hex');
const publicUrl = 'http://127.0.0.1';

const buffer = new AnalyticsBuffer({ database, logger });
const app = createApp({
  platform: { ...platform, database },
  sessionSecret,
  publicUrl,
  rateLimits: benchLimits,
  analytics: buffer,
});

/** The baseline: the same checks, then one INSERT per event, awaited before the answer. */
const config = accountsConfig({ sessionSecret, publicUrl });
const SUCCESS: SuccessResponse = { data: 'success' };
const baseline = new Hono();
baseline.onError(handleError(logger));
baseline.use('*', antiForgery(config)).post(EVENTS_PATH, async (c) => {
  if (!parseConsentCookie(getCookie(c, CONSENT_COOKIE))?.analytics)
    throw new AppError('forbidden', { error: 'no consent', message: serverMessage('analyticsNoConsent') });
  await consume(
    benchLimits,
    `analytics:ip:${clientIp(c, config.trustedProxies)}`,
    RATE_LIMITS.analyticsPerIp,
  );
  const { events } = await parseJson(c, analyticsEventsRequestSchema);
  for (const event of events)
    await database.query(sql`insert into bench_analytics_events (path, offer_id) values (
      ${event.kind === 'page_view' ? event.path : null}, ${event.kind === 'click_out' ? event.offer_id : null})`);
  return c.json(SUCCESS);
});

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}
const servers = { buffered: await listen(app.fetch), baseline: await listen(baseline.fetch) };
const base = (server: ServerType) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// a browser that loaded a page: the anti-forgery pair, and the consent to web analytics
const armed = await fetch(`${base(servers.buffered)}/api/session/`);
const token = /XSRF-TOKEN=([^;]+)/.exec(armed.headers.getSetCookie().join('\n'))![1]!;
const headers = {
  'content-type': 'application/json',
  'x-xsrf-token': decodeURIComponent(token),
  cookie: `XSRF-TOKEN=${token}; ${CONSENT_COOKIE}=1.010.00000000-0000-4000-8000-0000000000be`,
};

const slugs = catalogue.productIds.map((_, index) => `spiel-${index + 1}`);
const gameView = (n: number) => ({
  kind: 'page_view',
  path: `/games/brettspiele/${slugs[n % slugs.length]}`,
});
const clickOut = (n: number) => ({ kind: 'click_out', offer_id: offerIds[n % offerIds.length] });
const body = (events: unknown[]) => JSON.stringify({ events });

interface Shape {
  name: string;
  eventsPerRequest: number;
  bodies: string[];
}
const SHAPES: Shape[] = [
  {
    name: 'one event per call',
    eventsPerRequest: 1,
    // a game page, another game page, the start page, a click to a shop: cycled per connection
    bodies: [
      body([gameView(0)]),
      body([gameView(7)]),
      body([{ kind: 'page_view', path: '/' }]),
      body([clickOut(3)]),
    ],
  },
  {
    name: 'ten events per call',
    eventsPerRequest: 10,
    bodies: [
      body([
        ...[1, 2, 3, 4, 5, 6].map(gameView),
        { kind: 'page_view', path: '/games/brettspiele' },
        { kind: 'page_view', path: '/magazine' },
        ...[1, 2].map(clickOut),
      ]),
    ],
  },
];

interface Run {
  eventsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  stored: number;
  sent: number;
}

async function load(url: string, shape: Shape, amount: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    workers: 1,
    timeout: 10,
    requests: shape.bodies.map((requestBody) => ({
      method: 'POST' as const,
      path: EVENTS_PATH,
      headers,
      body: requestBody,
    })),
  });
}

async function storedEvents(kind: 'buffered' | 'baseline'): Promise<number> {
  const [row] = await database.query<{ total: string | number }>(
    kind === 'buffered'
      ? sql`select (select coalesce(sum(views), 0) from analytics_page_views)
              + (select coalesce(sum(clicks), 0) from analytics_click_outs) as total`
      : sql`select count(*) as total from bench_analytics_events`,
  );
  return Number(row?.total ?? 0);
}

async function reset(): Promise<void> {
  await buffer.flush();
  await database.query(sql`truncate analytics_page_views, analytics_click_outs, bench_analytics_events`);
}

async function run(kind: 'buffered' | 'baseline', shape: Shape): Promise<Run> {
  // warm-up, not measured
  await load(base(servers[kind]), shape, Math.max(CONNECTIONS, Math.round(CALLS / 10)));
  await reset();
  const result = await load(base(servers[kind]), shape, CALLS);
  if (kind === 'buffered') await buffer.flush();
  const ok = result['2xx'];
  const sent = ok * shape.eventsPerRequest;
  return {
    eventsPerSecond: sent / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    stored: await storedEvents(kind),
    sent,
  };
}

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const lines: string[] = [
  '# Web analytics ingestion: events per second, one search-api process',
  '',
  `Server mode (PostgreSQL, Redis for the abuse limit) on this 2-core machine, the app served over HTTP in the bench's process, ` +
    `autocannon (${CONNECTIONS} connections, one worker thread) posting \`POST ${EVENTS_PATH}\` with the anti-forgery pair and the consent cookie, ` +
    `${fixed(CALLS)} calls per run after a warm-up. "buffered" is the real app: events added up in memory, written every 5 s and after the run ` +
    'in one upsert per table; "INSERT per event" the baseline of the same run: the same checks, then one plain INSERT per event ' +
    'into a scratch table before answering. "stored = sent": the sums in the database after the run equal the events autocannon got a 2xx for.',
  '',
  '| calls | buffered: events/s | p50 / p99 ms | stored = sent | INSERT per event: events/s | p50 / p99 ms | stored = sent | buffered ÷ baseline | goal ≥ 2,000 events/s |',
  '| --- | ---: | ---: | --- | ---: | ---: | --- | ---: | --- |',
];
let allGood = true;
try {
  for (const shape of SHAPES) {
    const buffered = await run('buffered', shape);
    const naive = await run('baseline', shape);
    const bufferedOk = buffered.failed === 0 && buffered.stored === buffered.sent;
    const naiveOk = naive.failed === 0 && naive.stored === naive.sent;
    const met = bufferedOk && buffered.eventsPerSecond >= GOAL_EVENTS_PER_SECOND;
    if (!met) allGood = false;
    const check = (r: Run, ok: boolean) =>
      `${ok ? 'yes' : 'NO'} (${fixed(r.stored)} of ${fixed(r.sent)}${r.failed ? `, ${r.failed} failed` : ''})`;
    const line = `| ${shape.name} | ${fixed(buffered.eventsPerSecond)} | ${fixed(buffered.p50)} / ${fixed(buffered.p99)} | ${check(
      buffered,
      bufferedOk,
    )} | ${fixed(naive.eventsPerSecond)} | ${fixed(naive.p50)} / ${fixed(naive.p99)} | ${check(naive, naiveOk)} | ${fixed(
      buffered.eventsPerSecond / naive.eventsPerSecond,
      1,
    )}× | ${met ? 'met' : 'NOT met'} |`;
    console.log(line);
    lines.push(line);
  }
} finally {
  for (const server of Object.values(servers)) server.close();
  await buffer.close();
  await database.close();
  await redisLimits.close();
  await deleteQueuePrefix(redisUrl, prefix);
  await platform.close();
}
const report = lines.join('\n');
console.log(`\n${report}`);
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/analytics-ingest.md', `${report}\n`);
console.log(allGood ? 'analytics goal met' : 'analytics goal NOT met');
if (!allGood) process.exitCode = 1;
