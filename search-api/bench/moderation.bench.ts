import { mkdir, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { testMode } from '@spielraum/schema/testing';
import { listModerationQueue } from '../src/moderation/list-queue';
import { moderateItem } from '../src/moderation/moderate-item';
import { measureLatency, type Latency } from './measure';

/**
 * The editors' moderation queue with 100,000 open items (50,000 pending reviews, 45,000 pending
 * comments, 5,000 reported published ones) next to a plain indexed select of one table's
 * oldest 20 pending rows, in the same run and database: first page of the open queue, a
 * filtered page, a deep page, and an approval (one review published, with its notification).
 * The platform of the tests: in-memory PGlite by default, PostgreSQL and Redis with TEST_MODE=server;
 * the approvals' mails run as the real jobs do.
 */
const mode = testMode();
const platform = await createTestPlatform();
const { database, queue } = platform;

const loadStarted = performance.now();
await database.query(
  sql`insert into product_groups (id, slug, title) values (900, 'bench', 'Bench') on conflict do nothing`,
);
await database.query(sql`insert into products (id, slug, title, group_id)
  select n, 'spiel-' || n, 'Spiel ' || n, 900 from generate_series(1, 5000) n`);
await database.query(sql`insert into users (uuid, email, display_name, verified)
  select ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'u' || n || '@example.com', 'Nutzer ' || n, true
  from generate_series(1, 20000) n`);
await database.query(sql`insert into reviews (product_id, user_uuid, author_name, title, rating, text, status, created_at)
  select 1 + (n % 5000), ('00000000-0000-4000-8000-' || lpad(to_hex(1 + n / 5000), 12, '0'))::uuid, 'Nutzer', 'Titel ' || n,
    1 + n % 5, 'Ein Text zur Bewertung ' || n, 'pending', now() - (n || ' minutes')::interval
  from generate_series(0, 49999) n`);
const [category] = await database.query<{ id: number }>(
  sql`select id from magazine_categories order by id limit 1`,
);
await database.query(sql`insert into magazine_posts (category_id, slug, title, body, author_name, status, published_at)
  select ${category!.id}, 'artikel-' || n, 'Artikel ' || n, '{"type":"doc","content":[]}', 'Redaktion', 'published', now()
  from generate_series(1, 500) n`);
await database.query(sql`insert into comments (target_type, target_id, user_uuid, author_name, text, status, created_at)
  select 'magazine_post', (select min(id) from magazine_posts) + n % 500,
    ('00000000-0000-4000-8000-' || lpad(to_hex(1 + n % 20000), 12, '0'))::uuid, 'Nutzer', 'Kommentar ' || n, 'pending',
    now() - (n || ' minutes')::interval
  from generate_series(0, 44999) n`);
await database.query(sql`insert into comments (target_type, target_id, author_name, text, status, report_count, reported_at, created_at)
  select 'magazine_post', (select min(id) from magazine_posts), 'Nutzer', 'Gemeldet ' || n, 'published', 1,
    now() - (n || ' seconds')::interval, now() - interval '400 days'
  from generate_series(0, 4999) n`);
await database.query(sql`analyze`);
const loadSeconds = (performance.now() - loadStarted) / 1000;

const RUNS = 200;
const series: Array<[string, Latency]> = [];
series.push([
  'plain indexed select: 20 oldest pending reviews',
  await measureLatency({
    runs: RUNS,
    warmup: 20,
    make: () => null,
    execute: () =>
      database.query(
        sql`select id, title, text from reviews where status = 'pending' order by created_at, id limit 20`,
      ),
  }),
]);
series.push([
  'open queue, first page (all kinds)',
  await measureLatency({
    runs: RUNS,
    warmup: 20,
    make: () => null,
    execute: () => listModerationQueue({ database }),
  }),
]);
series.push([
  'open queue, reviews only',
  await measureLatency({
    runs: RUNS,
    warmup: 20,
    make: () => null,
    execute: () => listModerationQueue({ database, kind: 'review' }),
  }),
]);
series.push([
  'open queue, page 50',
  await measureLatency({
    runs: RUNS / 4,
    warmup: 5,
    make: () => null,
    execute: () => listModerationQueue({ database, page: 50 }),
  }),
]);
const ids = await database.query<{ id: number }>(
  sql`select id from reviews where status = 'pending' order by created_at limit ${RUNS + 20}`,
);
series.push([
  'approve one review (with its notification)',
  await measureLatency({
    runs: RUNS,
    warmup: 20,
    make: (run) => ids[run]!.id,
    execute: (id) =>
      moderateItem({
        database,
        queue,
        kind: 'review',
        id,
        decision: { status: 'published' },
        moderatorUuid: '00000000-0000-4000-8000-000000000001',
      }),
  }),
]);

const plain = series[0]![1].p95;
const lines = [
  `# Moderation queue at 100,000 open items (${mode === 'embedded' ? 'in-memory PGlite' : 'PostgreSQL'})`,
  '',
  `Loaded 50,000 pending reviews, 45,000 pending and 5,000 reported comments in ${loadSeconds.toFixed(1)} s; ${RUNS} timed runs per row (page 50: ${RUNS / 4}), one after the other.`,
  '',
  '| what | p50 ms | p95 ms | max ms | p95 ÷ plain select |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...series.map(
    ([name, latency]) =>
      `| ${name} | ${latency.p50.toFixed(2)} | ${latency.p95.toFixed(2)} | ${latency.max.toFixed(2)} | ${(latency.p95 / plain).toFixed(1)} |`,
  ),
  '',
];
const report = lines.join('\n');
console.log(report);
await mkdir('bench-results', { recursive: true });
await writeFile(`bench-results/moderation-queue-${mode}.md`, report);
await queue.drain(60_000);
await platform.close();
