import { filterDataResponseSchema } from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { seedDemoData } from '@spielraum/indexer/demo';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createApp } from '../app';
import { createBitmapEngine } from '../engine/bitmap-engine';
import { SearchReplica } from '../search/replica';

/** The demo catalogue behind the search API, as a shopper's search box reaches it. */
export interface DemoSearch {
  /** The slugs of the first ten hits of `GET /api/filter/data/?term=`, best first. */
  search(text: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Seeds the demo catalogue into a test platform (mode from TEST_MODE) and serves its search. */
export async function openDemoSearch(): Promise<DemoSearch> {
  const platform: Platform = await createTestPlatform();
  await seedDemoData({ platform, logger: platform.logger });
  const replica = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
  await replica.load();
  const app = createApp({ platform, search: replica });
  return {
    async search(text) {
      const response = await app.request(`/api/filter/data/?rowsPerPage=10&term=${encodeURIComponent(text)}`);
      if (response.status !== 200) throw new Error(`search "${text}" answered ${response.status}`);
      const body = filterDataResponseSchema.parse(await response.json());
      return body.data.hits.map((hit) => hit.slug);
    },
    async close() {
      await replica.stop();
      await platform.close();
    },
  };
}
