import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import type { FeedReader } from '../types';
import { readGoogleCsv } from './google-csv';
import { readGoogleXml } from './google-xml';
import { readOfferJsonLines } from './jsonl';

/**
 * Streaming proof: feeds far larger than the allowed heap growth are generated on the fly and
 * read; the heap that survives a full garbage collection must stay flat while reading.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const MAX_HEAP_GROWTH = 50 * 1024 * 1024;

function retainedHeap(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** A feed of `rows` generated rows, in 64 KB chunks, never whole in memory; counts its bytes. */
function generatedFeed(head: string, row: (index: number) => string, tail: string, rows: number) {
  const size = { bytes: 0 };
  function* chunks(): Generator<Buffer> {
    let batch = head;
    for (let index = 0; index < rows; index++) {
      batch += row(index);
      if (batch.length >= 64 * 1024) {
        const bytes = Buffer.from(batch);
        size.bytes += bytes.length;
        yield bytes;
        batch = '';
      }
    }
    const bytes = Buffer.from(batch + tail);
    size.bytes += bytes.length;
    yield bytes;
  }
  return { stream: Readable.from(chunks()), size };
}

async function heapGrowthWhileReading<T>(
  reader: FeedReader<T>,
  input: Readable,
): Promise<{ rows: number; growth: number }> {
  const baseline = retainedHeap();
  let rows = 0;
  let growth = 0;
  for await (const parsed of reader(input)) {
    if (!parsed.ok) throw new Error(`row error: ${parsed.error.reason}`);
    rows++;
    if (rows % 20_000 === 0) growth = Math.max(growth, retainedHeap() - baseline);
  }
  return { rows, growth: Math.max(growth, retainedHeap() - baseline) };
}

const TITLE = 'Größe der Gärten von Falkenstein – Erweiterung mit vielen Plättchen und Spaß für alle'.repeat(
  2,
);

test('a 200k-row Google CSV feed (~70 MB) reads with flat memory', async () => {
  const { stream, size } = generatedFeed(
    'id,title,link,price,gtin,mpn,brand,availability,shipping,condition,product_type\n',
    (index) =>
      `D-${index},"${TITLE} ${index}",https://dealer.example/p/${index}?ref=feed,${(index % 9000) + 100}.99 EUR,4002051693602,MPN-${index},Synthetik,in_stock,DE:::4.95 EUR,new,Spiele > Brettspiele\n`,
    '',
    200_000,
  );
  const { rows, growth } = await heapGrowthWhileReading(readGoogleCsv, stream);
  expect(rows).toBe(200_000);
  expect(size.bytes).toBeGreaterThan(60 * 1024 * 1024);
  expect(growth).toBeLessThan(MAX_HEAP_GROWTH);
});

test('a 100k-item Google XML feed and a 100k-line JSON Lines feed read with flat memory', async () => {
  const xml = generatedFeed(
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n',
    (index) =>
      `<item><g:id>X-${index}</g:id><title>${TITLE} ${index}</title><link>https://dealer.example/p/${index}</link><g:price>12.99 EUR</g:price><g:availability>in_stock</g:availability><g:shipping><g:country>DE</g:country><g:price>4.95 EUR</g:price></g:shipping></item>\n`,
    '</channel></rss>\n',
    100_000,
  );
  const xmlResult = await heapGrowthWhileReading(readGoogleXml, xml.stream);
  expect(xmlResult.rows).toBe(100_000);
  expect(xml.size.bytes).toBeGreaterThan(40 * 1024 * 1024);
  expect(xmlResult.growth).toBeLessThan(MAX_HEAP_GROWTH);

  const jsonl = generatedFeed(
    '',
    (index) =>
      `${JSON.stringify({ id: `J-${index}`, title: `${TITLE} ${index}`, link: `https://dealer.example/p/${index}`, price: '12.99 EUR', availability: 'in_stock' })}\n`,
    '',
    100_000,
  );
  const jsonlResult = await heapGrowthWhileReading(readOfferJsonLines, jsonl.stream);
  expect(jsonlResult.rows).toBe(100_000);
  expect(jsonl.size.bytes).toBeGreaterThan(20 * 1024 * 1024);
  expect(jsonlResult.growth).toBeLessThan(MAX_HEAP_GROWTH);
});
