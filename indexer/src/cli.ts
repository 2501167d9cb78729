import { stat } from 'node:fs/promises';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { isValidGtin } from '@spielraum/schema';
import { dealers, feedRuns, offers, productVersions } from '@spielraum/schema/db';
import { feedRunNotes, UnknownFeedFormatError } from '@spielraum/schema/feeds';
import { stepTimer } from './feeds/feed-progress';
import { findDealer } from './feeds/find-dealer';
import { ingestCommand } from './feeds/ingest-command';
import {
  OFFER_FORMATS,
  PRODUCT_FORMATS,
  runProductFeed,
  type OfferFeedResult,
  type OfferFormat,
  type ProductFeedResult,
  type ProductFormat,
} from './feeds/run-feed';
import { enqueueAfterCommit, ingestOfferFeedJob, ingestProductFeedJob } from './jobs/ingest-offer-feed';
import { recomputePriceStats } from './prices/recompute-price-stats';
import { buildSearchDocuments } from './search/build-search-documents';
import { EnvError } from '@spielraum/schema/env';
import { speakGerman, usageErrorMessage } from './cli/commander-german';
import { createCountedProgress, createFeedProgress, createStatusLine } from './cli/progress';
import { formatTable } from './cli/table';
import {
  FEED,
  feedRunStatsLines,
  HELP,
  OPERATIONS,
  OPERATOR_ERRORS,
  REPORT,
  USAGE_ERRORS,
} from './cli/texts.de';
import { generateSyntheticCatalogue } from './demo/synthetic';
import { seedDemoData } from './demo/seed';
import { DataFolderInUseError } from '@spielraum/schema/client';
import { loadIndexerEnv, type IndexerEnv } from './env';
import { allJobs } from './jobs/index';
import { OperatorError } from './operator-error';
import { createLogger, createPlatform } from '@spielraum/platform';

function positiveInt(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError(USAGE_ERRORS.positiveInteger);
  return parsed;
}

function env(): IndexerEnv {
  try {
    return loadIndexerEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(OPERATOR_ERRORS.invalidEnvironment(error.problems));
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
  let platform: Awaited<ReturnType<typeof createPlatform>>;
  try {
    platform = await createPlatform({
      env: config,
      name: 'indexer-cli',
      role: 'api',
      jobs: allJobs,
      migrate,
      logger: createLogger({
        level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL,
        name: 'indexer-cli',
        format: config.LOG_FORMAT,
      }),
    });
  } catch (error) {
    // the portal (or another command) has the embedded database open: say who, no stack trace
    if (error instanceof DataFolderInUseError) {
      const { folder, holder } = error;
      console.error(OPERATOR_ERRORS.dataFolderInUse(folder, holder.pid, holder.command, holder.startedAt));
      process.exit(1);
    }
    throw error;
  }
  try {
    return await work(platform);
  } finally {
    await platform.close();
  }
}

const program = speakGerman(new Command('indexer')).description(HELP.program);

program
  .command('migrate')
  .description(HELP.migrate)
  .action(async () => {
    await withPlatform(true, async (platform) => {
      console.log(OPERATIONS.migrated(platform.database.mode));
    });
  });

program
  .command('seed-demo')
  .description(HELP.seedDemo)
  .action(async () => {
    await withPlatform(true, async (platform) => {
      const started = performance.now();
      console.log(OPERATIONS.seeding);
      const result = await seedDemoData({ platform, logger: platform.logger });
      // in process, the queued image resizes would end with this command; a worker runs them otherwise
      if (platform.queue.mode === 'in-process') await platform.queue.drain(600_000);
      const added = [
        result.magazine.seeded ? OPERATIONS.seedPosts(result.magazine.posts) : null,
        result.reviews.seeded ? OPERATIONS.seedReviews(result.reviews.reviews) : null,
        result.recommendations.seeded ? OPERATIONS.seedLists(result.recommendations.lists) : null,
      ].filter((part) => part !== null);
      console.log(
        result.seeded
          ? OPERATIONS.seeded(
              [OPERATIONS.seedProducts(result.products), OPERATIONS.seedOffers(result.offers), ...added],
              performance.now() - started,
            )
          : added.length > 0
            ? OPERATIONS.seedPresentAdded(added)
            : OPERATIONS.seedPresent,
      );
    });
  });

program
  .command('generate')
  .description(HELP.generate)
  .option('--products <n>', HELP.generateProducts, positiveInt, 300_000)
  .option('--offers <n>', HELP.generateOffers, positiveInt, 3_000_000)
  .option('--dealers <n>', HELP.generateDealers, positiveInt, 40)
  .option('--seed <n>', HELP.generateSeed, positiveInt, 42)
  .option('--out <dir>', HELP.generateOut, '.data/synthetic')
  .action(
    async (options: { products: number; offers: number; dealers: number; seed: number; out: string }) => {
      const status = createStatusLine();
      const progress = {
        products: createCountedProgress(OPERATIONS.generateProducts, status),
        offers: createCountedProgress(OPERATIONS.generateOffers, status),
      };
      let phase: 'products' | 'offers' = 'products';
      const result = await generateSyntheticCatalogue({
        ...options,
        outDir: options.out,
        onProgress: (update) => {
          // the products are written first: their end is where the offers begin
          if (update.phase !== phase) progress[phase].done(options.products);
          phase = update.phase;
          progress[update.phase].update(update.done, update.total);
        },
      });
      if (phase === 'products') progress.products.done(result.products);
      progress.offers.done(result.offers);
      console.log(
        OPERATIONS.generated(
          result.products,
          result.productFile,
          result.offers,
          result.offerFiles.length,
          options.out,
        ),
      );
    },
  );

program
  .command('ingest')
  .description(HELP.ingest)
  .argument('<file-or-url>', HELP.feedInput)
  .requiredOption('--dealer <id-or-slug>', HELP.ingestDealer)
  .option('--full', HELP.ingestFull)
  .option('--allow-mass-removal', HELP.ingestAllowMassRemoval)
  .addOption(new Option('--format <format>', HELP.ingestFormat).choices([...OFFER_FORMATS]))
  .action(
    async (
      input: string,
      options: { dealer: string; full?: boolean; allowMassRemoval?: boolean; format?: OfferFormat },
    ) => {
      await withPlatform(false, async (platform) => {
        const started = performance.now();
        const isUrl = /^https?:\/\//.test(input);
        const fileSize = isUrl
          ? null
          : await stat(input).then(
              (found) => found.size,
              () => null,
            );
        const progress = createFeedProgress();
        let result: OfferFeedResult;
        try {
          result = await ingestCommand({
            platform,
            input,
            dealerReference: options.dealer,
            full: Boolean(options.full),
            allowMassRemoval: Boolean(options.allowMassRemoval),
            format: options.format,
            onProgress: (read) => progress.read(read),
            onStep: (event) => progress.step(event),
            onWorkerProgress: (rows) => progress.worker(rows, fileSize),
            onFormatDetected: ({ format, by }) =>
              console.log(FEED.formatDetected(format, FEED.detectedBy[by] ?? by)),
          });
        } finally {
          progress.finish();
        }
        if (isUrl && result.formatDetected && result.format)
          console.log(FEED.formatDetectedFromFeed(result.format));
        printFeedResult(result, 'offers', performance.now() - started);
      });
    },
  );

/** A finished feed run for the operator: its counts, notes and where its failed rows are. */
function printFeedResult(
  result: OfferFeedResult | ProductFeedResult,
  kind: 'offers' | 'products',
  ms: number,
) {
  if (result.status === 'failed') {
    console.error(FEED.failed(result.feedRunId, result.error));
    if (result.rowsFailed > 0) console.error(FEED.errorReport(result.feedRunId));
    process.exitCode = 1;
    return;
  }
  if (result.status === 'not_modified') {
    console.log(FEED.notModified(result.feedRunId));
    return;
  }
  console.log(FEED.summary({ id: result.feedRunId, ...result, ms }));
  const finished = result.status === 'already_done' ? 'succeeded' : result.status;
  for (const note of feedRunNotes({ ...result, status: finished })) console.log(note);
  for (const line of feedRunStatsLines(kind, result.stats as Record<string, number> | null))
    console.log(line);
  if (result.rowsFailed > 0) console.log(FEED.errorReport(result.feedRunId));
}

program
  .command('ingest-products')
  .description(HELP.ingestProducts)
  .argument('<file-or-url>', HELP.feedInput)
  .addOption(new Option('--format <format>', HELP.ingestProductsFormat).choices([...PRODUCT_FORMATS]))
  .action(async (input: string, options: { format?: ProductFormat }) => {
    const format: ProductFormat = options.format ?? (/\.csv$/i.test(input) ? 'product_csv' : 'product_jsonl');
    await withPlatform(false, async (platform) => {
      const started = performance.now();
      const source = /^https?:\/\//.test(input)
        ? ({ kind: 'url', url: input } as const)
        : ({ kind: 'file', path: input } as const);
      const jobId = `products-${Date.now()}`;
      if (platform.queue.mode !== 'in-process') {
        await platform.queue.enqueue(ingestProductFeedJob.name, { format, source }, { jobId });
        console.log(FEED.productQueued(jobId));
        return;
      }
      const progress = createFeedProgress();
      let result: ProductFeedResult;
      try {
        result = await runProductFeed({
          context: {
            database: platform.database,
            files: platform.files,
            logger: platform.logger,
            jobId,
            dataDir: platform.dataDir,
          },
          format,
          source,
          onProgress: (read) => progress.read(read),
          onStep: (event) => progress.step(event),
        });
        if (result.status === 'succeeded') {
          const followUp = stepTimer((event) => progress.step(event));
          followUp.start('follow-up');
          await enqueueAfterCommit(platform.queue, result);
          await platform.queue.drain(600_000);
          followUp.end();
        }
      } finally {
        progress.finish();
      }
      printFeedResult(result, 'products', performance.now() - started);
    });
  });

program
  .command('report')
  .description(HELP.report)
  .argument('<run-id>', HELP.reportRun, positiveInt)
  .option('--limit <n>', HELP.reportLimit, positiveInt, 50)
  .action(async (runId: number, options: { limit: number }) => {
    await withPlatform(false, async (platform) => {
      const [run] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.id, runId));
      if (!run) throw new OperatorError(OPERATOR_ERRORS.unknownFeedRun(runId));
      console.log(REPORT.run(run.id, run.format, run.source, run.status, run.error));
      console.log(REPORT.rows(run.rowsTotal, run.rowsApplied, run.rowsFailed));
      for (const note of feedRunNotes(run)) console.log(note);
      for (const line of feedRunStatsLines(run.kind, run.stats as Record<string, number> | null))
        console.log(line);
      const errors = await platform.database.query<{ line: number; reason: string }>(
        sql`select line, reason from feed_row_errors where feed_run_id = ${runId} order by line limit ${options.limit}`,
      );
      for (const error of errors) console.log(REPORT.rowError(error.line, error.reason));
      if (run.rowsFailed > errors.length) console.log(REPORT.moreRowErrors(run.rowsFailed - errors.length));
    });
  });

program
  .command('reindex')
  .description(HELP.reindex)
  .option('--all', HELP.reindexAll)
  .option('--product <id>', HELP.reindexProduct, positiveInt)
  .action(async (options: { all?: boolean; product?: number }) => {
    if (!options.all && !options.product) throw new OperatorError(OPERATOR_ERRORS.reindexWhat);
    await withPlatform(false, async (platform) => {
      const started = performance.now();
      const productIds = options.product ? [options.product] : null;
      const status = createStatusLine();
      const steps = stepTimer((event) =>
        event.state === 'start'
          ? status.show(FEED.stepStarted(event.step))
          : status.line(FEED.stepDone(event.step, event.ms)),
      );
      steps.start('price-stats');
      const stats = await recomputePriceStats({ database: platform.database, productIds });
      steps.start('search-documents');
      const documents = await buildSearchDocuments({ database: platform.database, productIds });
      steps.end();
      console.log(OPERATIONS.reindexed(stats, documents, performance.now() - started));
    });
  });

program
  .command('dealers')
  .description(HELP.dealers)
  .action(async () => {
    await withPlatform(false, async (platform) => {
      const rows = await platform.database.query<Record<string, unknown>>(sql`
        select d.id, d.slug, d.name, d.feed_format, d.feed_url, d.feed_schedule,
               count(o.id) filter (where o.gone_at is null)::int as live_offers,
               count(o.id) filter (where o.gone_at is null and o.product_version_id is null)::int as unmatched
        from dealers d left join offers o on o.dealer_id = d.id group by d.id order by d.id`);
      if (rows.length === 0) console.log(OPERATIONS.dealersEmpty);
      else console.log(formatTable(rows, OPERATIONS.dealerColumns));
    });
  });

program
  .command('schedule')
  .description(HELP.schedule)
  .requiredOption('--dealer <id-or-slug>', HELP.scheduleDealer)
  .requiredOption('--url <url>', HELP.scheduleUrl)
  .requiredOption('--cron <pattern>', HELP.scheduleCron)
  .addOption(new Option('--format <format>', HELP.scheduleFormat).choices([...OFFER_FORMATS]))
  .option('--full', HELP.scheduleFull)
  .option('--allow-mass-removal', HELP.scheduleAllowMassRemoval)
  .action(
    async (options: {
      dealer: string;
      url: string;
      cron: string;
      format?: OfferFormat;
      full?: boolean;
      allowMassRemoval?: boolean;
    }) => {
      await withPlatform(false, async (platform) => {
        const dealer = await findDealer(platform, options.dealer);
        const payload = {
          dealerId: dealer.id,
          format: options.format,
          full: Boolean(options.full),
          allowMassRemoval: Boolean(options.allowMassRemoval),
          source: { kind: 'url', url: options.url },
        };
        ingestOfferFeedJob.payload.parse(payload);
        await platform.queue.schedule(ingestOfferFeedJob.name, `dealer-${dealer.id}`, options.cron, payload);
        await platform.database.db
          .update(dealers)
          .set({
            feedUrl: options.url,
            feedFormat: options.format ?? dealer.feedFormat,
            feedSchedule: options.cron,
          })
          .where(eq(dealers.id, dealer.id));
        console.log(
          OPERATIONS.scheduled(
            dealer.name,
            options.cron,
            options.url,
            Boolean(options.full),
            Boolean(options.allowMassRemoval),
          ),
        );
      });
    },
  );

const UNMATCHED_SHOWN = 200;

program
  .command('unmatched')
  .description(HELP.unmatched)
  .option('--dealer <id-or-slug>', HELP.unmatchedDealer)
  .option('--assign <offer=version>', HELP.unmatchedAssign)
  .action(async (options: { dealer?: string; assign?: string }) => {
    await withPlatform(false, async (platform) => {
      const { db } = platform.database;
      if (options.assign) {
        const match = /^(\d+)=(\d+)$/.exec(options.assign);
        if (!match) throw new OperatorError(OPERATOR_ERRORS.assignSyntax);
        const [, offerId, target] = match;
        const [version] = await db
          .select()
          .from(productVersions)
          .where(
            isValidGtin(target!) && target!.length >= 8
              ? eq(productVersions.gtin, target!)
              : eq(productVersions.id, Number(target)),
          );
        if (!version) throw new OperatorError(OPERATOR_ERRORS.unknownProductVersion(target!));
        const [offer] = await db
          .update(offers)
          .set({ productVersionId: version.id, productId: version.productId })
          .where(eq(offers.id, Number(offerId)))
          .returning();
        if (!offer) throw new OperatorError(OPERATOR_ERRORS.unknownOffer(offerId!));
        await recomputePriceStats({ database: platform.database, productIds: [version.productId] });
        await buildSearchDocuments({ database: platform.database, productIds: [version.productId] });
        console.log(OPERATIONS.assigned(offer.id, offer.title, version.productId));
        return;
      }
      const dealer = options.dealer ? await findDealer(platform, options.dealer) : null;
      const rows = await db
        .select({
          id: offers.id,
          dealer: offers.dealerId,
          sku: offers.dealerSku,
          title: offers.title,
          gtin: offers.gtin,
          mpn: offers.mpn,
          brand: offers.brand,
        })
        .from(offers)
        .where(
          and(
            isNull(offers.productVersionId),
            isNull(offers.goneAt),
            dealer ? eq(offers.dealerId, dealer.id) : undefined,
          ),
        )
        .orderBy(desc(offers.id))
        .limit(UNMATCHED_SHOWN);
      if (rows.length === 0) {
        console.log(OPERATIONS.unmatchedEmpty);
        return;
      }
      if (rows.length === UNMATCHED_SHOWN) console.log(OPERATIONS.unmatchedShown(UNMATCHED_SHOWN));
      console.log(formatTable(rows, OPERATIONS.unmatchedColumns));
    });
  });

program
  .command('status')
  .description(HELP.status)
  .action(async () => {
    await withPlatform(false, async (platform) => {
      for (const job of allJobs)
        console.log(OPERATIONS.queueCounts(job.name, await platform.queue.counts(job.name)));
      const runs = await platform.database.query<Record<string, unknown>>(sql`
        select distinct on (r.dealer_id) d.slug as dealer, r.id as run, r.status, r.rows_total, r.rows_applied, r.rows_failed,
               to_char(r.finished_at at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') as finished, r.error
        from feed_runs r join dealers d on d.id = r.dealer_id
        order by r.dealer_id, r.id desc`);
      if (runs.length === 0) console.log(OPERATIONS.lastRunsEmpty);
      else {
        console.log(OPERATIONS.lastRunsTitle);
        console.log(formatTable(runs, OPERATIONS.runColumns));
      }
      const [alerts] = await platform.database.query<Record<string, number>>(sql`
        select (select count(*) from alerts where not paused)::int as active,
               (select count(*) from alerts where not armed)::int as fired,
               (select count(*) from notifications where mailed_at is null
                  and created_at > now() - interval '2 days')::int as unmailed`);
      console.log(OPERATIONS.alerts(alerts?.active ?? 0, alerts?.fired ?? 0, alerts?.unmailed ?? 0));
    });
  });

program
  .command('failed')
  .description(HELP.failed)
  .option('--retry', HELP.failedRetry)
  .action(async (options: { retry?: boolean }) => {
    await withPlatform(false, async (platform) => {
      let any = false;
      for (const job of allJobs) {
        const failed = await platform.queue.failed(job.name);
        any ||= failed.length > 0;
        for (const entry of failed)
          console.log(OPERATIONS.failedJob(job.name, entry.id, entry.reason, entry.attempts));
        if (options.retry && failed.length)
          console.log(OPERATIONS.retried(job.name, await platform.queue.retryFailed(job.name)));
      }
      if (!any) console.log(OPERATIONS.noFailedJobs);
    });
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // a usage mistake (or the help, which commander has shown already): German, one line
    const message = usageErrorMessage(error);
    if (message !== null) console.error(message);
    process.exitCode = error.exitCode;
  } else if (error instanceof OperatorError || error instanceof UnknownFeedFormatError) {
    // an operator's mistake or a feed's: the message says what to do, a stack trace would bury it
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
