import { allJobs, scheduleRecurringJobs } from '@spielraum/indexer';
import { seedDemoData } from '@spielraum/indexer/demo';
import { createLogger, restoreDealerFeedSchedules } from '@spielraum/platform';
import {
  closeOnSignals,
  createPlatformOrExit,
  loadApiEnvOrExit,
  startServer,
} from '@spielraum/search-api/server';

/**
 * The whole portal in one process (`pnpm start`): search-api's server, the web client and the
 * indexer's jobs, run in process (embedded: PGlite in DATA_DIR, the in-process queue; with
 * DATABASE_URL and REDIS_URL the same process runs BullMQ workers). The demo data is seeded on
 * the first start (embedded by default, DEMO_DATA decides). This is the one place where the API
 * and the indexer meet; deployments start search-api and the indexer worker apart.
 */
async function main() {
  const env = loadApiEnvOrExit();
  const logger = createLogger({ level: env.LOG_LEVEL, name: 'portal' });
  const serverMode = Boolean(env.DATABASE_URL);
  const platform = await createPlatformOrExit({
    env,
    name: 'portal',
    role: 'all-in-one',
    jobs: allJobs,
    migrate: !serverMode,
    logger,
  });
  if (env.DEMO_DATA ?? !serverMode) await seedDemoData({ platform, logger });
  // this process runs the jobs, so it registers the daily alert digest (a timer in embedded
  // mode, an upserted BullMQ job scheduler otherwise) as the worker does
  await scheduleRecurringJobs(platform.queue);
  // in process, schedules are timers: the dealers' feed schedules come back from the database
  await restoreDealerFeedSchedules(platform);
  const server = await startServer({ env, platform });
  closeOnSignals(logger, async () => {
    await server.close();
    await platform.close();
  });
}

await main();
