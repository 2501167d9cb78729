import type { Redis } from 'ioredis';

/**
 * Counts hits per key in fixed windows. Redis in server mode (every search-api replica sees
 * the same counts), an in-memory map in embedded mode (one process).
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Adds one hit and answers the hits of the current window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The hits of the current window without adding one. */
  count(key: string): Promise<number>;
  /** Milliseconds until the key's current window ends (0 when it has none). */
  remainingMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** In-process store for embedded mode; expired windows are swept as keys are touched. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      if (windows.size > 100_000) for (const k of [...windows.keys()]) live(k);
      const entry = live(key) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry ? entry.endsAt - now() : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** Redis store: INCR and a PEXPIRE set with the first hit of a window. */
export function createRedisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  const full = (key: string) => `${prefix}:${key}`;
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const result = await redis.multi().incr(full(key)).pexpire(full(key), windowMs, 'NX').exec();
      const count = result?.[0]?.[1];
      if (typeof count !== 'number') throw new Error('rate limit counter answered no number');
      return count;
    },
    async count(key) {
      const value = await redis.get(full(key));
      return value ? Number(value) : 0;
    },
    async remainingMs(key) {
      // PTTL answers -2 for a missing key and -1 for one without expiry
      return Math.max(0, await redis.pttl(full(key)));
    },
    async reset(key) {
      await redis.del(full(key));
    },
    async close() {
      await redis.quit();
    },
  };
}
