import { Redis } from 'ioredis';
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from './store';

/** Redis when REDIS_URL is set (server mode, shared by all replicas), else in memory. */
export function createRateLimitStore({
  redisUrl,
  prefix,
}: {
  redisUrl: string | undefined;
  prefix: string | undefined;
}): RateLimitStore {
  if (!redisUrl) return createMemoryRateLimitStore();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false });
  return createRedisRateLimitStore(redis, `${prefix ?? 'spielraum'}:rate-limit`);
}
