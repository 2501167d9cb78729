import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import type { FeedReadProgress, FeedStepEvent } from './feed-progress';
import { runOfferFeed } from './run-feed';

const HEADER = 'id,title,link,price,gtin,availability';

/**
 * What a run tells its caller while it works (the operator CLI shows it): how far it read, in
 * rows and in bytes of the file's size, and the apply's steps by name as they start and end.
 */
describe(`feed run progress (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let runs = 0;

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database);
  });
  afterAll(async () => {
    await platform?.close();
  });

  async function run(name: string, lines: string[], full: boolean) {
    const path = join(platform.dataDir, name);
    await writeFile(path, [HEADER, ...lines].join('\n') + '\n');
    const reads: FeedReadProgress[] = [];
    const steps: FeedStepEvent[] = [];
    runs++;
    const result = await runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId: `progress-${runs}`,
        dataDir: platform.dataDir,
      },
      dealerId: catalogue.dealerId,
      format: 'google_csv',
      full,
      source: { kind: 'file', path },
      onProgress: (progress) => reads.push(progress),
      onStep: (event) => steps.push(event),
    });
    return { result, reads, steps, size: (await stat(path)).size };
  }

  const row = (i: number, price: string) =>
    `P-${i},Spiel ${i},https://test.example/p${i},${price} EUR,${i <= 3 ? catalogue.gtin(i) : ''},in_stock`;

  it('reports bytes read of the file size while reading, and each apply step once, in order', async () => {
    const { result, reads, steps, size } = await run(
      'progress.csv',
      Array.from({ length: 3_500 }, (_, i) => row(i + 1, '12.99')),
      false,
    );
    expect(result.status).toBe('succeeded');
    // every thousand rows, and once when the read ended
    expect(reads.map((read) => read.rows)).toEqual([1_000, 2_000, 3_000, 3_500]);
    for (const read of reads) {
      expect(read.bytesTotal).toBe(size);
      expect(read.bytesRead).toBeGreaterThan(0);
      expect(read.bytesRead).toBeLessThanOrEqual(size);
    }
    expect(reads.at(-1)!.bytesRead).toBe(size);
    const started = steps.filter((event) => event.state === 'start').map((event) => event.step);
    expect(started).toEqual(['match', 'offers', 'price-stats', 'events', 'fingerprint', 'commit']);
    // each step ends after it started and before the next starts, with its duration
    expect(steps.map((event) => `${event.state} ${event.step}`)).toEqual(
      started.flatMap((step) => [`start ${step}`, `end ${step}`]),
    );
    for (const event of steps) if (event.state === 'end') expect(event.ms).toBeGreaterThanOrEqual(0);
  });

  it('names the full feed steps: the missing offers checked and marked gone', async () => {
    const { result, steps } = await run(
      'progress-full.csv',
      Array.from({ length: 3_000 }, (_, i) => row(i + 1, '11.99')),
      true,
    );
    expect(result.status).toBe('succeeded');
    expect(result.stats?.gone).toBe(500);
    expect(steps.filter((event) => event.state === 'start').map((event) => event.step)).toEqual([
      'match',
      'missing',
      'offers',
      'gone',
      'price-stats',
      'events',
      'fingerprint',
      'commit',
    ]);
  });
});
