import { serve } from '@hono/node-server';
import { createPlatform, type Logger, type Platform, type PlatformOptions } from '@spielraum/platform';
import { DataFolderInUseError } from '@spielraum/schema/client';
import { EnvError } from '@spielraum/schema/env';
import { oauthProvidersFromEnv } from './accounts/oauth';
import { AnalyticsBuffer } from './analytics/analytics-buffer';
import { createApp } from './app';
import { createBitmapEngine } from './engine/bitmap-engine';
import { createMeilisearchEngine } from './engine/meilisearch/meilisearch-engine';
import { loadApiEnv, type ApiEnv } from './env';
import { loadPageRenderer } from './http/web';
import { createRateLimitStore } from './rate-limit/create-store';
import { SearchReplica } from './search/replica';

/** Ends the process with one line saying why the portal cannot start, without a stack trace. */
export function cannotStart(reason: string): never {
  console.error(`Spielraum cannot start.\n${reason}`);
  process.exit(1);
}

/** The API's environment, or the process ends naming every bad variable. */
export function loadApiEnvOrExit(): ApiEnv {
  try {
    return loadApiEnv();
  } catch (error) {
    if (error instanceof EnvError) cannotStart(error.message);
    throw error;
  }
}

/**
 * The platform of a portal process, or the process ends naming the process that holds the
 * data folder (PGlite allows one process per folder; see `DataFolderInUseError`).
 */
export async function createPlatformOrExit(options: PlatformOptions): Promise<Platform> {
  try {
    return await createPlatform(options);
  } catch (error) {
    if (error instanceof DataFolderInUseError) cannotStart(error.message);
    throw error;
  }
}

export interface RunningServer {
  /**
   * Stops listening and the search replica, writes the analytics' last counts and closes the
   * abuse-limit store (not the platform).
   */
  close(): Promise<void>;
}

/**
 * Serves the API and the web client on the given platform: picks the search engine, loads the
 * search replica and follows its changes, loads the web client's server renderer and listens on
 * `HOST:PORT`. search-api's own entry starts it on a producer platform (server mode); the
 * all-in-one portal on a platform that runs the jobs too.
 */
export async function startServer({
  env,
  platform,
}: {
  env: ApiEnv;
  platform: Platform;
}): Promise<RunningServer> {
  const { logger } = platform;
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
  const analytics = new AnalyticsBuffer({ database: platform.database, logger });
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
    contactTo: env.CONTACT_EMAIL,
    metricsToken: env.METRICS_TOKEN,
    analytics,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, mode: platform.mode },
      `Spielraum läuft auf http://localhost:${info.port}`,
    );
  });
  return {
    async close() {
      server.close();
      await search.stop();
      // the counts of the last seconds, before the platform closes the database
      await analytics.close();
      await rateLimits.close();
    },
  };
}

/**
 * Shuts the process down cleanly on SIGTERM and SIGINT, once: `close` (the server, then the
 * platform) and exit 0.
 */
export function closeOnSignals(logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
