import { serve } from '@hono/node-server';
import {
  allJobs,
  createLogger,
  createPlatform,
  scheduleAlertDigest,
  type Platform,
} from '@spielraum/indexer';
import { DataFolderInUseError } from '@spielraum/schema/client';
import { seedDemoData } from '@spielraum/indexer/demo';
import { EnvError } from '@spielraum/schema/env';
import { createApp } from './app';
import { createBitmapEngine } from './engine/bitmap-engine';
import { createMeilisearchEngine } from './engine/meilisearch/meilisearch-engine';
import { loadPageRenderer } from './http/web';
import { SearchReplica } from './search/replica';
import { loadApiEnv, type ApiEnv } from './env';
import { createRateLimitStore } from './rate-limit/create-store';
import { oauthProvidersFromEnv } from './accounts/oauth';

/**
 * Starts the portal. Embedded (no DATABASE_URL/REDIS_URL): one process serves API, web client
 * and jobs on PGlite in DATA_DIR, with demo data on first start. Server mode: API only; the
 * indexer worker runs the jobs.
 */
async function main() {
  let env: ApiEnv;
  try {
    env = loadApiEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Spielraum cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: env.LOG_LEVEL, name: 'search-api' });
  const serverMode = Boolean(env.DATABASE_URL);
  let platform: Platform;
  try {
    platform = await createPlatform({
      env,
      name: 'search-api',
      role: env.REDIS_URL ? 'api' : 'all-in-one',
      jobs: allJobs,
      migrate: !serverMode,
      logger,
    });
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      console.error(`Spielraum cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const seedDemo = env.DEMO_DATA ?? !serverMode;
  if (seedDemo) await seedDemoData({ platform, logger });
  // embedded mode runs the jobs itself, the daily alert digest on a timer (server: the worker)
  if (!env.REDIS_URL) await scheduleAlertDigest(platform.queue);

  // Meilisearch when MEILI_URL is set (a dedicated cluster), otherwise our in-process engine
  const engine = env.MEILI_URL
    ? await createMeilisearchEngine({ host: env.MEILI_URL, apiKey: env.MEILI_KEY })
    : createBitmapEngine();
  logger.info({ engine: env.MEILI_URL ? 'meilisearch' : 'bitmap' }, 'search engine selected');
  const search = new SearchReplica(engine, platform.database, logger);
  await search.load();
  search.start();

  const renderPage = await loadPageRenderer(env.WEB_DIST_DIR);
  logger.info({ serverRendering: renderPage !== null }, 'web client loaded');
  const rateLimits = createRateLimitStore({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX });
  const app = createApp({
    platform,
    webDistDir: env.WEB_DIST_DIR,
    maintenance: env.MAINTENANCE_MODE,
    search,
    sessionSecret: env.SESSION_SECRET,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    rateLimits,
    oauth: oauthProvidersFromEnv(env),
    renderPage,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, mode: platform.mode },
      `Spielraum läuft auf http://localhost:${info.port}`,
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    await search.stop();
    await rateLimits.close();
    await platform.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

await main();
