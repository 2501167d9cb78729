import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createLocalFileStore, createLogger } from '@spielraum/platform';
import { dealers } from '@spielraum/schema/db';
import { createTestDatabase } from '@spielraum/schema/testing';
import { generateSyntheticCatalogue } from '../src/demo/synthetic';
import { runOfferFeed, runProductFeed } from '../src/feeds/run-feed';
import { buildSearchDocuments } from '../src/search/build-search-documents';
import { sampleSearches, startReplica } from './replica';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/**
 * What one search replica costs at the size the deployment plan is written for (ARCHITECTURE.md,
 * "Growing past one machine"): BENCH_SCALE_PRODUCTS (1M) synthetic products with one offer each,
 * loaded by the product feed and a dealer's offer feed as in production, their search documents
 * built, then a real search-api process (bench/replica.ts) started on them: its start-up until
 * the first search answers, and its resident memory after the same warm-up searches as a replica
 * started in the same run on an empty catalogue (the difference is what the products cost).
 * The machine's load is reported with each figure: start-up time is CPU-bound, memory is not.
 */
export async function benchScale(): Promise<string[][]> {
  const products = Number(process.env.BENCH_SCALE_PRODUCTS ?? 1_000_000);
  const dir = await mkdtemp(join(tmpdir(), 'spielraum-scale-bench-'));
  const database = await createTestDatabase('server');
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const load = () => `load ${loadavg()[0]!.toFixed(1)}`;
  const timed = async <T>(what: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    console.error(`scale bench: ${what} in ${seconds.toFixed(0)} s (${load()})`);
    return { result, seconds };
  };
  try {
    const synthetic = await generateSyntheticCatalogue({
      products,
      offers: products,
      dealers: 1,
      seed: 11,
      outDir: dir,
    });
    const context = {
      database,
      files: createLocalFileStore(join(dir, 'files')),
      logger: createLogger({ level: 'warn', name: 'bench' }),
      dataDir: dir,
    };
    const productFeed = await timed('product feed', () =>
      runProductFeed({
        context: { ...context, jobId: 'scale-products' },
        format: 'product_jsonl',
        source: { kind: 'file', path: synthetic.productFile },
      }),
    );
    if (productFeed.result.status !== 'succeeded')
      throw new Error(`product feed failed: ${productFeed.result.error}`);
    const [dealer] = await database.db
      .insert(dealers)
      .values({ slug: 'scale', name: 'Scale', website: 'https://scale.example', shippingCostDeCents: 495 })
      .returning();
    const offerFeed = await timed('offer feed', () =>
      runOfferFeed({
        context: { ...context, jobId: 'scale-offers' },
        dealerId: dealer!.id,
        format: 'google_csv',
        full: true,
        source: { kind: 'file', path: synthetic.offerFiles[0]! },
      }),
    );
    if (offerFeed.result.status !== 'succeeded')
      throw new Error(`offer feed failed: ${offerFeed.result.error}`);
    const documents = await timed('search documents', () =>
      buildSearchDocuments({ database, productIds: null }),
    );
    await database.query(sql`vacuum analyze`);
    const [counted] = await database.query<{ documents: number; bytes: number }>(sql`
      select count(*)::float8 as documents, pg_total_relation_size('search_documents')::float8 as bytes
      from search_documents`);

    const emptyDatabase = await createTestDatabase('server');
    let emptyRss: number;
    let emptyLoad: string;
    try {
      const empty = await startReplica({ databaseUrl: emptyDatabase.url!, redisUrl });
      try {
        await sampleSearches(empty).stopAfter(2000);
        await sampleSearches(empty).stopAfter(5000);
        emptyRss = empty.rssBytes();
        emptyLoad = load();
      } finally {
        await empty.stop();
      }
    } finally {
      await emptyDatabase.dispose();
    }

    const startLoad = load();
    const replica = await startReplica({ databaseUrl: database.url!, redisUrl });
    try {
      await sampleSearches(replica).stopAfter(2000);
      const searches = await sampleSearches(replica).stopAfter(5000);
      const rss = replica.rssBytes();
      const perProduct = (rss - emptyRss) / products;
      const sorted = searches.map((sample) => sample.ms).sort((a, b) => a - b);
      const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? NaN;
      return [
        [
          `scale (${products.toLocaleString('en')} products): loading the catalogue`,
          `product feed ${productFeed.seconds.toFixed(0)} s, offer feed ${offerFeed.seconds.toFixed(0)} s, ${counted!.documents.toLocaleString('en')} search documents in ${documents.seconds.toFixed(0)} s (${mib(counted!.bytes)} in PostgreSQL)`,
          '—',
        ],
        [
          `scale (${products.toLocaleString('en')} products): search replica start-up`,
          `${replica.loadSeconds.toFixed(1)} s until the first search answers (${Math.round(products / replica.loadSeconds).toLocaleString('en')} documents/s; ${startLoad} at start)`,
          '—',
        ],
        [
          `scale (${products.toLocaleString('en')} products): search replica memory`,
          `RSS ${mib(rss)}, ${mib(emptyRss)} on an empty catalogue in the same run (${emptyLoad}): ${perProduct.toFixed(0)} B per product, ${((perProduct * 1_000_000) / 1024 / 1024 / 1024).toFixed(2)} GiB per 1M products`,
          '—',
        ],
        [
          `scale (${products.toLocaleString('en')} products): searches at that replica`,
          `${sorted.length} searches in 5 s, p95 ${p95.toFixed(1)} ms`,
          '—',
        ],
      ];
    } finally {
      await replica.stop();
    }
  } finally {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchScale();
  console.log(
    `| figure | measured | goal |\n|---|---|---|\n${rows.map(([k, v, g]) => `| ${k} | ${v} | ${g} |`).join('\n')}`,
  );
}
