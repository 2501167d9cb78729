import { Command, InvalidArgumentError } from 'commander';
import { EnvError } from '@spielraum/schema/env';
import { createProgress } from './cli/progress';
import { generateSyntheticCatalogue } from './demo/synthetic';
import { seedDemoData } from './demo/seed';
import { loadIndexerEnv, type IndexerEnv } from './env';
import { allJobs } from './jobs/index';
import { createLogger, createPlatform } from './platform/index';

function positiveInt(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError('must be a positive integer');
  return parsed;
}

function env(): IndexerEnv {
  try {
    return loadIndexerEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function withPlatform<T>(
  migrate: boolean,
  work: (platform: Awaited<ReturnType<typeof createPlatform>>) => Promise<T>,
): Promise<T> {
  const config = env();
  const platform = await createPlatform({
    env: config,
    name: 'indexer-cli',
    role: 'api',
    jobs: allJobs,
    migrate,
    logger: createLogger({
      level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL,
      name: 'indexer-cli',
    }),
  });
  try {
    return await work(platform);
  } finally {
    await platform.close();
  }
}

const program = new Command('indexer').description('Spielraum indexer: operator commands');

program
  .command('migrate')
  .description('apply the database migrations (server deployments run this before the services)')
  .action(async () => {
    await withPlatform(true, async (platform) => {
      console.log(`Migrationen angewendet (${platform.database.mode}).`);
    });
  });

program
  .command('seed-demo')
  .description('fill an empty database with the demo catalogue, dealers, offers and users')
  .action(async () => {
    await withPlatform(true, async (platform) => {
      const result = await seedDemoData({ platform, logger: createLogger({ level: 'info', name: 'seed' }) });
      console.log(
        result.seeded
          ? `Demo-Daten angelegt: ${result.products} Produkte, ${result.offers} Angebote.`
          : 'Die Datenbank enthält bereits Produkte; nichts geändert.',
      );
    });
  });

program
  .command('generate')
  .description('write a large synthetic catalogue (product JSONL and dealer CSV feeds) for benchmarks')
  .option('--products <n>', 'number of products', positiveInt, 300_000)
  .option('--offers <n>', 'number of offers', positiveInt, 3_000_000)
  .option('--dealers <n>', 'number of dealers', positiveInt, 40)
  .option('--seed <n>', 'random seed', positiveInt, 42)
  .option('--out <dir>', 'output folder', '.data/synthetic')
  .action(
    async (options: { products: number; offers: number; dealers: number; seed: number; out: string }) => {
      const progress = { products: createProgress('Produkte'), offers: createProgress('Angebote') };
      const result = await generateSyntheticCatalogue({
        ...options,
        outDir: options.out,
        onProgress: ({ phase, done, total }) => progress[phase].update(done, total),
      });
      progress.products.done(result.products);
      progress.offers.done(result.offers);
      console.log(
        JSON.stringify({
          productFile: result.productFile,
          offerFiles: result.offerFiles.length,
          offers: result.offers,
        }),
      );
    },
  );

program
  .command('status')
  .description('show the job queues')
  .action(async () => {
    await withPlatform(false, async (platform) => {
      for (const job of allJobs) {
        const counts = await platform.queue.counts(job.name);
        console.log(
          `${job.name}: ${Object.entries(counts)
            .map(([key, value]) => `${key} ${value}`)
            .join(', ')}`,
        );
      }
    });
  });

program
  .command('failed')
  .description('list failed jobs with their reasons')
  .option('--retry', 'put the failed jobs back into their queues')
  .action(async (options: { retry?: boolean }) => {
    await withPlatform(false, async (platform) => {
      for (const job of allJobs) {
        const failed = await platform.queue.failed(job.name);
        for (const entry of failed)
          console.log(`${job.name} ${entry.id}: ${entry.reason} (${entry.attempts} Versuche)`);
        if (options.retry && failed.length)
          console.log(`${job.name}: ${await platform.queue.retryFailed(job.name)} Jobs erneut eingereiht`);
      }
    });
  });

await program.parseAsync(process.argv);
