import { EnvError } from '@spielraum/schema/env';
import { loadIndexerEnv } from './env';
import { allJobs, scheduleRecurringJobs } from './jobs/index';
import { createPlatform, restoreDealerFeedSchedules } from '@spielraum/platform';

/**
 * The indexer worker of server mode: runs every job's handler on BullMQ and closes cleanly on
 * SIGTERM (running jobs finish, no new ones are taken).
 */
async function main() {
  let env;
  try {
    env = loadIndexerEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`The indexer worker cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (!env.REDIS_URL || !env.DATABASE_URL) {
    console.error(
      'The indexer worker needs DATABASE_URL and REDIS_URL; in embedded mode the portal runs jobs itself (pnpm start).',
    );
    process.exit(1);
  }
  const platform = await createPlatform({
    env,
    name: 'indexer-worker',
    role: 'worker',
    jobs: allJobs,
    migrate: false,
  });
  // the daily alert digest: a BullMQ job scheduler, upserted by every worker start
  await scheduleRecurringJobs(platform.queue);
  // the dealers' feed schedules as saved in the back office, also after Redis lost its data
  await restoreDealerFeedSchedules(platform);
  platform.logger.info({ jobs: allJobs.map((job) => job.name) }, 'worker started');
  const shutdown = async (signal: string) => {
    platform.logger.info({ signal }, 'worker shutting down');
    await platform.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

await main();
