import { Command, InvalidArgumentError, Option } from 'commander';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { isValidGtin } from '@spielraum/schema';
import { dealers, feedRuns, offers, productVersions } from '@spielraum/schema/db';
import { feedRunNotes, UnknownFeedFormatError, type DetectedOfferFormat } from '@spielraum/schema/feeds';
import { findDealer } from './feeds/find-dealer';
import { ingestCommand } from './feeds/ingest-command';
import {
  OFFER_FORMATS,
  PRODUCT_FORMATS,
  runProductFeed,
  type OfferFormat,
  type ProductFormat,
} from './feeds/run-feed';
import { enqueueAfterCommit, ingestOfferFeedJob, ingestProductFeedJob } from './jobs/ingest-offer-feed';
import { recomputePriceStats } from './prices/recompute-price-stats';
import { buildSearchDocuments } from './search/build-search-documents';
import { EnvError } from '@spielraum/schema/env';
import { createProgress } from './cli/progress';
import { generateSyntheticCatalogue } from './demo/synthetic';
import { seedDemoData } from './demo/seed';
import { DataFolderInUseError } from '@spielraum/schema/client';
import { loadIndexerEnv, type IndexerEnv } from './env';
import { allJobs } from './jobs/index';
import { OperatorError } from './operator-error';
import { createLogger, createPlatform } from '@spielraum/platform';

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
      }),
    });
  } catch (error) {
    // the portal (or another command) has the embedded database open: say who, no stack trace
    if (error instanceof DataFolderInUseError) {
      console.error(error.message);
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

/** How `ingest` tells the operator what told the format. */
const DETECTED_BY: Record<DetectedOfferFormat['by'], string> = {
  content: 'am Inhalt',
  'file name': 'an der Dateiendung',
  dealer: 'Format des Händlers',
};

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
      // in process, the queued image resizes would end with this command; a worker runs them otherwise
      if (platform.queue.mode === 'in-process') await platform.queue.drain(600_000);
      const added = [
        result.magazine.seeded ? `${result.magazine.posts} Magazinbeiträge` : null,
        result.reviews.seeded ? `${result.reviews.reviews} Bewertungen` : null,
        result.recommendations.seeded ? `${result.recommendations.lists} Empfehlungslisten` : null,
      ].filter((part) => part !== null);
      console.log(
        result.seeded
          ? `Demo-Daten angelegt: ${[`${result.products} Produkte`, `${result.offers} Angebote`, ...added].join(', ')}.`
          : added.length > 0
            ? `Die Datenbank enthält bereits Produkte; ergänzt: ${added.join(', ')}.`
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
  .command('ingest')
  .description('ingest a dealer offer feed from a file or an http(s) URL')
  .argument('<file-or-url>', 'feed file or URL')
  .requiredOption('--dealer <id-or-slug>', 'the dealer the feed belongs to')
  .option('--full', 'a full feed: offers missing from it are marked gone')
  .option(
    '--allow-mass-removal',
    "confirm that this full feed may mark more than half of the dealer's live offers gone (or any, without rows)",
  )
  .addOption(
    new Option('--format <format>', 'feed format (read from the content otherwise)').choices([
      ...OFFER_FORMATS,
    ]),
  )
  .action(
    async (
      input: string,
      options: { dealer: string; full?: boolean; allowMassRemoval?: boolean; format?: OfferFormat },
    ) => {
      await withPlatform(false, async (platform) => {
        const progress = createProgress('Feed', 'Zeilen');
        const result = await ingestCommand({
          platform,
          input,
          dealerReference: options.dealer,
          full: Boolean(options.full),
          allowMassRemoval: Boolean(options.allowMassRemoval),
          format: options.format,
          progress: (rows) => progress.update(rows, rows),
          onFormatDetected: ({ format, by }) => console.log(`Format ${format} erkannt (${DETECTED_BY[by]}).`),
        });
        progress.done(result.rowsTotal);
        if (/^https?:\/\//.test(input) && result.formatDetected)
          console.log(`Format ${result.format} erkannt (aus dem Feed).`);
        if (result.status === 'failed') {
          console.error(`Feed-Lauf ${result.feedRunId} fehlgeschlagen: ${result.error}`);
          process.exitCode = 1;
          return;
        }
        console.log(
          `Feed-Lauf ${result.feedRunId}: ${result.status}, ${result.rowsTotal} Zeilen, ${result.rowsFailed} fehlerhaft`,
        );
        const finished = result.status === 'already_done' ? 'succeeded' : result.status;
        for (const note of feedRunNotes({ ...result, status: finished })) console.log(note);
        if (result.stats) console.log(JSON.stringify(result.stats));
        if (result.rowsFailed > 0) console.log(`Fehlerbericht: indexer report ${result.feedRunId}`);
      });
    },
  );

program
  .command('ingest-products')
  .description('ingest a product-attribute feed (JSON Lines or CSV with the SPEC attribute names)')
  .argument('<file-or-url>', 'feed file or URL')
  .addOption(
    new Option('--format <format>', 'feed format (guessed from the file name otherwise)').choices([
      ...PRODUCT_FORMATS,
    ]),
  )
  .action(async (input: string, options: { format?: ProductFormat }) => {
    const format: ProductFormat = options.format ?? (/\.csv$/i.test(input) ? 'product_csv' : 'product_jsonl');
    await withPlatform(false, async (platform) => {
      const source = /^https?:\/\//.test(input)
        ? ({ kind: 'url', url: input } as const)
        : ({ kind: 'file', path: input } as const);
      const jobId = `products-${Date.now()}`;
      const progress = createProgress('Produkte', 'Zeilen');
      if (platform.queue.mode === 'in-process') {
        const result = await runProductFeed({
          context: {
            database: platform.database,
            files: platform.files,
            logger: platform.logger,
            jobId,
            dataDir: platform.dataDir,
          },
          format,
          source,
          onProgress: (rows) => progress.update(rows, rows),
        });
        progress.done(result.rowsTotal);
        if (result.status === 'failed') {
          console.error(`Feed-Lauf ${result.feedRunId} fehlgeschlagen: ${result.error}`);
          process.exitCode = 1;
          return;
        }
        await enqueueAfterCommit(platform.queue, result);
        await platform.queue.drain(600_000);
        console.log(
          `Feed-Lauf ${result.feedRunId}: ${result.rowsTotal} Zeilen, ${result.rowsFailed} fehlerhaft; ${JSON.stringify(result.stats)}`,
        );
        return;
      }
      await platform.queue.enqueue(ingestProductFeedJob.name, { format, source }, { jobId });
      console.log(`Produkt-Feed eingereiht (Job ${jobId}); Fortschritt mit \`indexer status\`.`);
    });
  });

program
  .command('report')
  .description('show a feed run with its skipped rows (line and reason)')
  .argument('<run-id>', 'feed run id', positiveInt)
  .option('--limit <n>', 'rows to show', positiveInt, 50)
  .action(async (runId: number, options: { limit: number }) => {
    await withPlatform(false, async (platform) => {
      const [run] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.id, runId));
      if (!run) throw new OperatorError(`no feed run ${runId}`);
      console.log(
        `Lauf ${run.id} (${run.format}, ${run.source}): ${run.status}${run.error ? ` – ${run.error}` : ''}`,
      );
      console.log(
        `Zeilen ${run.rowsTotal}, übernommen ${run.rowsApplied}, fehlerhaft ${run.rowsFailed}; ${JSON.stringify(run.stats)}`,
      );
      for (const note of feedRunNotes(run)) console.log(note);
      const errors = await platform.database.query<{ line: number; reason: string }>(
        sql`select line, reason from feed_row_errors where feed_run_id = ${runId} order by line limit ${options.limit}`,
      );
      for (const error of errors) console.log(`  Zeile ${error.line}: ${error.reason}`);
    });
  });

program
  .command('reindex')
  .description('recompute price statistics and rebuild search documents')
  .option('--all', 'every product')
  .option('--product <id>', 'one product', positiveInt)
  .action(async (options: { all?: boolean; product?: number }) => {
    if (!options.all && !options.product) throw new InvalidArgumentError('pass --all or --product <id>');
    await withPlatform(false, async (platform) => {
      const productIds = options.product ? [options.product] : null;
      const stats = await recomputePriceStats({ database: platform.database, productIds });
      const documents = await buildSearchDocuments({ database: platform.database, productIds });
      console.log(
        `Preisstatistik für ${stats} Produkte neu berechnet, ${documents} Suchdokumente geschrieben.`,
      );
    });
  });

program
  .command('dealers')
  .description('list the dealers with their feed settings and offer counts')
  .action(async () => {
    await withPlatform(false, async (platform) => {
      const rows = await platform.database.query<Record<string, unknown>>(sql`
        select d.id, d.slug, d.name, d.feed_format, d.feed_url, d.feed_schedule,
               count(o.id) filter (where o.gone_at is null)::int as live_offers,
               count(o.id) filter (where o.gone_at is null and o.product_version_id is null)::int as unmatched
        from dealers d left join offers o on o.dealer_id = d.id group by d.id order by d.id`);
      console.table(rows);
    });
  });

program
  .command('schedule')
  .description("fetch a dealer's feed URL on a cron schedule (conditional GET)")
  .requiredOption('--dealer <id-or-slug>', 'the dealer')
  .requiredOption('--url <url>', 'feed URL')
  .requiredOption('--cron <pattern>', 'cron pattern, Europe/Berlin, e.g. "0 */2 * * *"')
  .addOption(
    new Option('--format <format>', 'feed format (read from each fetched feed otherwise)').choices([
      ...OFFER_FORMATS,
    ]),
  )
  .option('--full', 'full feeds mark missing offers gone')
  .option(
    '--allow-mass-removal',
    'confirm that every fetched full feed may mark more than half of the live offers gone',
  )
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
          `${dealer.name}: Feed wird nach "${options.cron}" von ${options.url} geholt${
            options.allowMassRemoval ? ' (Massenentfernung bestätigt)' : ''
          }.`,
        );
      });
    },
  );

program
  .command('unmatched')
  .description('list offers that match no product version, or assign one')
  .option('--dealer <id-or-slug>', 'only this dealer')
  .option(
    '--assign <offer=version>',
    'assign offer id to a product version id or GTIN, e.g. 123=4002051693602',
  )
  .action(async (options: { dealer?: string; assign?: string }) => {
    await withPlatform(false, async (platform) => {
      const { db } = platform.database;
      if (options.assign) {
        const match = /^(\d+)=(\d+)$/.exec(options.assign);
        if (!match) throw new OperatorError('--assign expects <offer id>=<product version id or GTIN>');
        const [, offerId, target] = match;
        const [version] = await db
          .select()
          .from(productVersions)
          .where(
            isValidGtin(target!) && target!.length >= 8
              ? eq(productVersions.gtin, target!)
              : eq(productVersions.id, Number(target)),
          );
        if (!version) throw new OperatorError(`no product version ${target}`);
        const [offer] = await db
          .update(offers)
          .set({ productVersionId: version.id, productId: version.productId })
          .where(eq(offers.id, Number(offerId)))
          .returning();
        if (!offer) throw new OperatorError(`no offer ${offerId}`);
        await recomputePriceStats({ database: platform.database, productIds: [version.productId] });
        await buildSearchDocuments({ database: platform.database, productIds: [version.productId] });
        console.log(`Angebot ${offer.id} ("${offer.title}") gehört jetzt zu Produkt ${version.productId}.`);
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
        .limit(200);
      if (rows.length === 0) console.log('Keine offenen Angebote ohne Zuordnung.');
      else console.table(rows);
    });
  });

program
  .command('status')
  .description('show the job queues, the last feed run per dealer and the alert counts')
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
      const runs = await platform.database.query<Record<string, unknown>>(sql`
        select distinct on (r.dealer_id) d.slug as dealer, r.id as run, r.status, r.rows_total, r.rows_applied, r.rows_failed,
               to_char(r.finished_at at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI') as finished, r.error
        from feed_runs r join dealers d on d.id = r.dealer_id
        order by r.dealer_id, r.id desc`);
      console.table(runs);
      const [alerts] = await platform.database.query<Record<string, number>>(sql`
        select (select count(*) from alerts where not paused)::int as active,
               (select count(*) from alerts where not armed)::int as fired,
               (select count(*) from notifications where mailed_at is null
                  and created_at > now() - interval '2 days')::int as unmailed`);
      console.log(
        `Alarme: ${alerts?.active ?? 0} aktiv, ${alerts?.fired ?? 0} ausgelöst; ${alerts?.unmailed ?? 0} Benachrichtigungen der letzten 48 h ohne E-Mail`,
      );
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

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // an operator's mistake or a feed's: the message says what to do, a stack trace would bury it
  if (!(error instanceof OperatorError || error instanceof UnknownFeedFormatError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
