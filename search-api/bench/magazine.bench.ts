import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import roaring from 'roaring';
import type { SearchFieldName } from '@spielraum/schema';
import { magazineCategories, magazinePosts } from '@spielraum/schema/db';
import { SeededRandom } from '@spielraum/schema/synthetic';
import { createTestDatabase } from '@spielraum/schema/testing';
import { roaringMemoryBytes } from '../src/engine/bitmap';
import { createBitmapEngine } from '../src/engine/bitmap-engine';
import { COUNTED_FACETS, STAT_NAMES } from '../src/engine/catalogue';
import { createCatalogue } from '../src/engine/testing/generate-documents';
import { MagazineSearchIndex } from '../src/magazine/post-search-index';
import { generatePosts, textQueryClasses } from './magazine-posts';
import { collectGarbage, measureLatency, mib, ms, type Latency } from './measure';

/**
 * The magazine search benchmark: writes generated German posts (10k by default) into a fresh
 * database (in-memory PGlite; BENCH_MAGAZINE_MODE=server uses TEST_DATABASE_URL), builds the
 * MagazineSearchIndex the way the API does (`refresh()` from the database), measures build
 * time, memory and incremental refreshes, then p50/p95/max per class of text query through
 * `search()` with highlighting, and in the same run the game search (the bitmap engine over a
 * generated catalogue, asked as the game list asks: 24 hits, all facets) on the same queries.
 * Writes bench-results/magazine-search.md.
 *
 * Environment: BENCH_POSTS (10000), BENCH_GAME_PRODUCTS (300000), BENCH_RUNS (200).
 */
const postCount = Number(process.env.BENCH_POSTS ?? 10_000);
const gameProducts = Number(process.env.BENCH_GAME_PRODUCTS ?? 300_000);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const mode = process.env.BENCH_MAGAZINE_MODE === 'server' ? 'server' : 'embedded';
const seed = 42;
const perPage = 10;
const featuredProducts = 2000;
// the game search's p95 goal (engine.bench.ts): the budget the magazine search shares
const P95_BUDGET_MS = 25;
const ALL_FACETS: SearchFieldName[] = [...COUNTED_FACETS, ...STAT_NAMES];
const log = (line: string) => console.log(line);
const now = new Date(Date.UTC(2026, 0, 1));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

log(
  `magazine search benchmark: ${postCount.toLocaleString('en')} posts (${mode}), game search over ${gameProducts.toLocaleString('en')} products, ${runs} runs per class`,
);
const wallStarted = performance.now();

// the database
const catalogue = createCatalogue({ seed, size: Math.max(gameProducts, featuredProducts) });
const gameTitles = catalogue.slice(0, featuredProducts).map((document) => document.title);
const posts = generatePosts({ seed, count: postCount, gameTitles, now: now.getTime() });
const words = posts.reduce((sum, post) => sum + post.bodyText.split(/\s+/).length, 0);
const textBytes = posts
  .filter((post) => post.status === 'published')
  .reduce(
    (sum, post) => sum + post.title.length + post.teaser.length + post.lead.length + post.bodyText.length,
    0,
  );
const database = await createTestDatabase(mode);
const categoryIds = new Map(
  (await database.db.select().from(magazineCategories)).map((row) => [row.slug, row.id] as const),
);
const loaded = await timed(async () => {
  await database.copyInto(
    'products',
    ['id', 'slug', 'title', 'group_id'],
    gameTitles.map((title, index) => [index + 1, `spiel-${index + 1}`, title, 3]),
  );
  await database.copyInto(
    'magazine_posts',
    [
      'id',
      'category_id',
      'slug',
      'title',
      'teaser',
      'lead',
      'body',
      'body_text',
      'status',
      'author_name',
      'published_at',
      'updated_at',
    ],
    posts.map((post) => [
      post.id,
      categoryIds.get(post.categorySlug)!,
      `beitrag-${post.id}`,
      post.title,
      post.teaser,
      post.lead,
      '{"type":"doc","content":[]}',
      post.bodyText,
      post.status,
      post.authorName,
      post.publishedAt,
      new Date(Date.now() - (postCount - post.id) * 1000),
    ]),
  );
  await database.copyInto(
    'magazine_post_products',
    ['post_id', 'product_id', 'position'],
    posts.flatMap((post) => post.games.map((game, position) => [post.id, game + 1, position])),
  );
});
log(
  `  database: ${postCount.toLocaleString('en')} posts (${Math.round(words / postCount)} body words on average) written in ${(loaded.ms / 1000).toFixed(1)} s`,
);

// the magazine index, built as the API builds it
let magazine: MagazineSearchIndex | null = new MagazineSearchIndex({ db: database.db });
const build = await timed(() => magazine!.refresh());
const stats = magazine!.stats();
log(`  magazine index: ${stats.posts.toLocaleString('en')} posts in ${(build.ms / 1000).toFixed(2)} s`);

// refreshes once built: nothing changed, then a burst of edits, unpublished and deleted posts
const idle: number[] = [];
for (let run = 0; run < 20; run++) idle.push((await timed(() => magazine!.refresh())).ms);
idle.sort((left, right) => left - right);
const published = posts.filter((post) => post.status === 'published').map((post) => post.id);
const edited = published.slice(0, 100);
const unpublished = published.slice(100, 120);
const deleted = published.slice(120, 130);
await database.db
  .update(magazinePosts)
  .set({ title: sql`${magazinePosts.title} || ' (aktualisiert)'` })
  .where(inArray(magazinePosts.id, edited));
await database.db
  .update(magazinePosts)
  .set({ status: 'unpublished' })
  .where(inArray(magazinePosts.id, unpublished));
await database.db.delete(magazinePosts).where(inArray(magazinePosts.id, deleted));
const burst = await timed(() => magazine!.refresh());
const deletedOnly = published[130]!;
await database.db.delete(magazinePosts).where(eq(magazinePosts.id, deletedOnly));
const deletion = await timed(() => magazine!.refresh());
if (magazine!.stats().posts !== stats.posts - 31) throw new Error('incremental refresh lost track of posts');
log(
  `  refresh: unchanged p50 ${ms(idle[10]!)}, 100 edits + 20 unpublished + 10 deleted ${ms(burst.ms)}, 1 deleted ${ms(deletion.ms)}`,
);

// the game search in the same process
const engine = createBitmapEngine();
const engineBuild = await timed(async () => {
  for (let from = 0; from < gameProducts; from += 10_000)
    await engine.index(catalogue.slice(from, Math.min(gameProducts, from + 10_000)));
});
log(
  `  game engine: ${engine.size().toLocaleString('en')} products in ${(engineBuild.ms / 1000).toFixed(1)} s`,
);

const classes = textQueryClasses();
interface Row {
  name: string;
  example: string;
  magazine: Latency;
  magazineHits: number;
  game: Latency;
  gameHits: number;
}
const rows: Row[] = [];
for (const [position, queryClass] of classes.entries()) {
  const random = new SeededRandom(seed + position);
  const queries: string[] = [];
  const make = (run: number) => (queries[run] ??= queryClass.make(random));
  const magazineLatency = await measureLatency({
    runs,
    warmup: 20,
    make,
    execute: async (query) => magazine!.search({ query, page: 1, perPage, now }),
  });
  const searchGames = (text: string) =>
    engine.search({ text, filters: {}, sort: 'relevance', page: 0, hitsPerPage: 24, facets: ALL_FACETS });
  const game = await measureLatency({ runs, warmup: 20, make, execute: searchGames });
  const example = make(20);
  rows.push({
    name: queryClass.name,
    example,
    magazine: magazineLatency,
    magazineHits: magazine!.search({ query: example, page: 1, perPage, now }).total,
    game,
    gameHits: (await searchGames(example)).total,
  });
  log(
    `  ${queryClass.name}: magazine p50 ${ms(magazineLatency.p50)}, p95 ${ms(magazineLatency.p95)}; game p50 ${ms(game.p50)}, p95 ${ms(game.p95)}`,
  );
}
await database.dispose();

// memory the index holds: what garbage collection frees once the index is dropped (a
// difference taken around the build would also count the database's own growth, since
// in-memory PGlite lives in this process)
function usage() {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heap: heapUsed, arrayBuffers, roaring: roaringMemoryBytes() };
}
const withIndex = usage();
magazine = null;
const withoutIndex = usage();
const memory = {
  heap: withIndex.heap - withoutIndex.heap,
  arrayBuffers: withIndex.arrayBuffers - withoutIndex.arrayBuffers,
  roaring: withIndex.roaring - withoutIndex.roaring,
};
const indexBytes = memory.heap + memory.arrayBuffers + memory.roaring;
log(`  magazine index holds ${mib(indexBytes)} (its estimate ${mib(stats.memoryBytes)})`);

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
const worstMagazine = Math.max(...rows.map((row) => row.magazine.p95));
const worstGame = Math.max(...rows.map((row) => row.game.p95));
const table = rows.map(
  (row) =>
    `| ${row.name} | \`${row.example}\` | ${row.magazineHits.toLocaleString('en')} | ${ms(row.magazine.p50)} | ${ms(row.magazine.p95)} | ${ms(row.magazine.max)} | ${row.gameHits.toLocaleString('en')} | ${ms(row.game.p50)} | ${ms(row.game.p95)} | ${ms(row.game.max)} | ${(row.magazine.p95 / row.game.p95).toFixed(2)} | ${mark(row.magazine.p95 <= P95_BUDGET_MS)} |`,
);

const report = `# Magazine search benchmark

Generated by \`pnpm --filter @spielraum/search-api bench\` (search-api/bench/magazine.bench.ts) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}, roaring ${roaring.PackageVersion} (CRoaring ${roaring.CRoaringVersion}).
Posts: ${postCount.toLocaleString('en')} generated German posts (seed ${seed}; teaser 15–30, lead 30–60, body 300–800 words, on average ${Math.round(words / postCount)}; 40 authors, 0–3 of ${featuredProducts.toLocaleString('en')} featured games; 95 % published of which 1 % scheduled, 3 % drafts, 2 % unpublished), in ${mode === 'embedded' ? 'in-memory PGlite' : 'PostgreSQL'}.
Game search: the bitmap engine over ${gameProducts.toLocaleString('en')} generated products (same seed), built in ${(engineBuild.ms / 1000).toFixed(1)} s.

## Build and refresh

| figure | value |
|---|---|
| first refresh (reads every post from the database and indexes the published ones) | ${(build.ms / 1000).toFixed(2)} s |
| posts in the index (scheduled ones included) | ${stats.posts.toLocaleString('en')} |
| memory the index holds (heap + array buffers + roaring native, freed when it is dropped) | ${mib(indexBytes)} (${(indexBytes / stats.posts / 1024).toFixed(1)} KiB per post) |
| heap (texts kept for highlighting, term dictionary, typo dictionary) | ${mib(memory.heap)} |
| array buffers (typed columns, term lists per post) | ${mib(memory.arrayBuffers)} |
| roaring native memory (postings) | ${mib(memory.roaring)} |
| index's own estimate (stats().memoryBytes) | ${mib(stats.memoryBytes)} |
| post texts kept for highlighting (title, teaser, lead, body) | ${mib(textBytes)} of characters |
| text terms | ${stats.terms.toLocaleString('en')} |
| refresh with nothing changed (p50 of 20) | ${ms(idle[10]!)} |
| refresh after 100 edited titles, 20 unpublished and 10 deleted posts | ${ms(burst.ms)} |
| refresh after 1 deleted post | ${ms(deletion.ms)} |

## Queries

${runs} timed runs per class after 20 warm-up runs, one request at a time, each run a different query of its class (seeded); both searches get the same queries in the same order.
Magazine: \`search({ query, page: 1, perPage: ${perPage} })\` with highlighted titles and snippets. Game search: \`engine.search\` as the game list asks (24 hits, all 14 counted facets plus the range stats, relevance).
Ratio = magazine p95 / game p95. Budget: the game search's p95 goal of ${P95_BUDGET_MS} ms.

| class | example | magazine hits | magazine p50 | magazine p95 | magazine max | game hits | game p50 | game p95 | game max | p95 ratio | magazine p95 ≤ ${P95_BUDGET_MS} ms |
|---|---|---|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

Worst p95: magazine ${ms(worstMagazine)}, game search ${ms(worstGame)}.

Total wall time of the benchmark: ${((performance.now() - wallStarted) / 1000).toFixed(0)} s.
`;

const reportDir = resolve(import.meta.dirname, '../../bench-results');
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'magazine-search.md'), report);
log(report);
