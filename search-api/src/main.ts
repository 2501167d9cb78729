import { createLogger, jobContracts } from '@spielraum/platform';
import { cannotStart, closeOnSignals, createPlatformOrExit, loadApiEnvOrExit, startServer } from './server';

/**
 * Starts search-api alone: the API of server mode (PostgreSQL at DATABASE_URL, BullMQ at
 * REDIS_URL), which enqueues jobs that the indexer worker runs. The all-in-one portal of
 * embedded mode (API, web client and jobs in one process, demo data) is `portal/` (`pnpm start`).
 */
async function main() {
  const env = loadApiEnvOrExit();
  if (!env.DATABASE_URL || !env.REDIS_URL) {
    cannotStart(
      'search-api alone serves server mode and needs DATABASE_URL and REDIS_URL (the indexer worker runs the jobs); for everything in one process start the portal: pnpm start',
    );
  }
  const logger = createLogger({ level: env.LOG_LEVEL, name: 'search-api' });
  const platform = await createPlatformOrExit({
    env,
    name: 'search-api',
    role: 'api',
    jobs: jobContracts,
    migrate: false,
    logger,
  });
  const server = await startServer({ env, platform });
  closeOnSignals(logger, async () => {
    await server.close();
    await platform.close();
  });
}

await main();
