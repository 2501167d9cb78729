import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testMode } from '@spielraum/schema/testing';
import { deleteQueuePrefix } from '@spielraum/indexer/testing';
import { createRateLimitStore } from './create-store';
import { createMemoryRateLimitStore, type RateLimitStore } from './store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `spielraum-test-${randomBytes(4).toString('hex')}`;

/** The same contract for both stores: counts per key in a window that ends. */
function contract(name: string, make: () => RateLimitStore) {
  describe(name, () => {
    const store = make();
    afterAll(() => store.close());

    it('counts hits per key and resets', async () => {
      expect(await store.hit('a', 60_000)).toBe(1);
      expect(await store.hit('a', 60_000)).toBe(2);
      expect(await store.hit('b', 60_000)).toBe(1);
      expect(await store.count('a')).toBe(2);
      await store.reset('a');
      expect(await store.count('a')).toBe(0);
    });

    it('starts a new window when the old one ended', async () => {
      await store.hit('short', 50);
      await store.hit('short', 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.count('short')).toBe(0);
      expect(await store.hit('short', 50)).toBe(1);
    });

    it('tells how long the current window still runs', async () => {
      expect(await store.remainingMs('never-hit')).toBe(0);
      await store.hit('window', 60_000);
      const remaining = await store.remainingMs('window');
      expect(remaining).toBeGreaterThan(55_000);
      expect(remaining).toBeLessThanOrEqual(60_000);
    });
  });
}

describe(`rate-limit stores (${testMode()} mode)`, () => {
  contract('in memory (embedded mode)', () => createMemoryRateLimitStore());
  if (testMode() === 'server') {
    contract('Redis (server mode)', () => createRateLimitStore({ redisUrl: REDIS_URL, prefix }));
    afterAll(() => deleteQueuePrefix(REDIS_URL, prefix));
  }
});
