import { mkdir, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { testMode } from '@spielraum/schema/testing';
import { createBitmapEngine } from '../src/engine/bitmap-engine';
import { createCatalogue } from '../src/engine/testing/generate-documents';
import type { SearchQuery } from '../src/engine/types';
import { SearchReplica } from '../src/search/replica';
import { percentile } from './measure';

/**
 * What a shopper feels while a search replica takes in a feed's changes: a replica of 50,000
 * generated documents follows 10,000 changed ones while searches arrive every 2 ms, as requests
 * do. Reported side by side in the same run: the replica indexing the changed documents in one go
 * (as it did) and in slices of 500 and of 100 (its default) with a turn of the event loop between
 * them; the same number of price-only changes (what an offer feed logs), which update the price
 * columns instead of indexing documents; plus the same searches on an idle replica as the
 * baseline. The time counted is from a search's arrival
 * to its answer, so a search that waits for the indexing counts what it waited.
 */
const SIZE = 50_000;
const CHANGED = 10_000;
const mode = testMode();
const platform = await createTestPlatform();
const { database } = platform;
const catalogue = createCatalogue({ seed: 7, size: SIZE });

await database.query(
  sql`insert into product_groups (id, slug, title) values (900, 'bench', 'Bench') on conflict do nothing`,
);
for (let from = 0; from < SIZE; from += 5000) {
  const documents = catalogue.slice(from, Math.min(SIZE, from + 5000));
  // the generator numbers its documents 1..SIZE
  await database.query(sql`insert into products (id, slug, title, group_id)
    select id, 'spiel-' || id, 'Spiel ' || id, 900
    from generate_series(${from + 1}::int, ${from + documents.length}::int) id`);
  await database.query(sql`insert into search_documents (product_id, document)
    select (d->>'id')::int, d from jsonb_array_elements(${JSON.stringify(documents)}::jsonb) d`);
}

const queries: SearchQuery[] = ['spiel', 'karten', 'drachen', 'wald', 'insel', 'burg'].map((text) => ({
  text,
  filters: {},
  sort: 'relevance',
  page: 0,
  hitsPerPage: 24,
  facets: ['categories', 'publishers'],
}));

/** Searches every 2 ms until `done` settles; answers the arrival-to-answer times in ms. */
async function searchWhile(replica: SearchReplica, done: Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let next = 0;
  const pending: Promise<void>[] = [];
  while (!finished) {
    const arrived = performance.now();
    const query = queries[next++ % queries.length]!;
    pending.push(
      new Promise<void>((resolve) => {
        setImmediate(() => {
          void replica.engine.search(query).then(() => {
            samples.push(performance.now() - arrived);
            resolve();
          });
        });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  return samples;
}

interface Row {
  name: string;
  followSeconds: number | null;
  samples: number[];
}
const rows: Row[] = [];
for (const [name, slice, pricesOnly] of [
  ['whole documents in one go (10,000 documents per call)', CHANGED, false],
  ['whole documents in slices of 500, yielding between them', 500, false],
  ['whole documents in slices of 100 (the default), yielding between them', 100, false],
  ['price-only changes (an offer feed): price columns updated, 250 per slice', 100, true],
] as const) {
  const replica = new SearchReplica(createBitmapEngine(), database, platform.logger, slice);
  await replica.load();
  if (rows.length === 0) {
    const idle = new Promise((resolve) => setTimeout(resolve, 3000));
    rows.push({
      name: 'idle replica (baseline)',
      followSeconds: null,
      samples: await searchWhile(replica, idle),
    });
  }
  // a feed touched every fifth product: as a catalogue change (the whole document), or as an
  // offer feed writes it (new price fields next to the document, logged as prices only)
  if (pricesOnly) {
    await database.query(sql`insert into search_document_prices (product_id, prices)
      select product_id, jsonb_build_object('bestPriceCents', 1999, 'bestTotalCents', 2494,
        'discountPercent', 0, 'realDiscount', false, 'hasDeal', true, 'availability', 'is_available',
        'dealerCount', 2)
      from search_documents where product_id % 5 = 0
      on conflict (product_id) do update set prices = excluded.prices`);
  }
  await database.query(sql`insert into search_changes (product_id, deleted, prices_only)
    select product_id, false, ${pricesOnly} from search_documents where product_id % 5 = 0`);
  const started = performance.now();
  const following = replica.follow();
  const samples = await searchWhile(replica, following);
  const applied = await following;
  if (applied !== CHANGED) throw new Error(`followed ${applied} changes, expected ${CHANGED}`);
  rows.push({ name, followSeconds: (performance.now() - started) / 1000, samples });
}
await platform.close();

const fmt = (value: number) => value.toFixed(1);
const lines = rows.map(({ name, followSeconds, samples }) => {
  const sorted = [...samples].sort((left, right) => left - right);
  return `| ${name} | ${followSeconds === null ? '–' : followSeconds.toFixed(2)} | ${sorted.length} | ${fmt(percentile(sorted, 0.5))} | ${fmt(percentile(sorted, 0.95))} | ${fmt(sorted[sorted.length - 1] ?? NaN)} |`;
});
const report = `# Searches while a replica follows (${mode} mode)

Replica of ${SIZE.toLocaleString('en')} generated documents following ${CHANGED.toLocaleString('en')} changed ones; a search arrives every 2 ms; arrival to answer in ms.

| Replica | follow (s) | searches | p50 | p95 | max |
|---|---|---|---|---|---|
${lines.join('\n')}
`;
console.log(report);
await mkdir('bench-results', { recursive: true });
await writeFile(`bench-results/replica-follow-${mode}.md`, report);
