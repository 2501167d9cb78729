import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { buildSearchDocumentsContract, defineJob, type JobContext } from '@spielraum/platform';
import { recomputePriceStats } from '../prices/recompute-price-stats';
import { buildSearchDocuments } from '../search/build-search-documents';

/** Products per step of a build over all of them: small enough to show progress, large enough to stay set-wise. */
const BATCH_PRODUCTS = 5000;

/**
 * Builds every product's document in steps of ids (and first recomputes their price statistics
 * with `prices`), reporting after each step how many of how many products are done, so the
 * operators' page shows a reindex of 300k products move. Products added meanwhile count too.
 */
async function buildAllInSteps({
  database,
  prices,
  reportProgress,
}: {
  database: DatabaseHandle;
  prices: boolean;
  reportProgress: JobContext['reportProgress'];
}): Promise<number> {
  const [counted] = await database.query<{ n: number }>(sql`select count(*)::int as n from products`);
  let total = counted?.n ?? 0;
  let done = 0;
  let written = 0;
  let after = 0;
  await reportProgress?.({ done, total });
  for (;;) {
    const rows = await database.query<{ id: number }>(
      sql`select id from products where id > ${after} order by id limit ${BATCH_PRODUCTS}`,
    );
    if (rows.length === 0) break;
    const productIds = rows.map((row) => row.id);
    if (prices) await recomputePriceStats({ database, productIds });
    written += await buildSearchDocuments({ database, productIds });
    after = productIds[productIds.length - 1]!;
    done += productIds.length;
    total = Math.max(total, done);
    await reportProgress?.({ done, total });
  }
  // products deleted meanwhile: the last report says all of them are done
  if (done < total) await reportProgress?.({ done, total: done });
  return written;
}

/**
 * Rebuilds search documents: of the products a feed run touched (from its "document" events),
 * of given products, or of all (in steps, with progress). Idempotent: unchanged documents are
 * not written again. With `prices` the price statistics are recomputed first (`indexer reindex`).
 */
export const buildSearchDocumentsJob = defineJob({
  ...buildSearchDocumentsContract,
  async handler(payload, { database, logger, reportProgress }) {
    if ('all' in payload) {
      const written = await buildAllInSteps({ database, prices: payload.prices === true, reportProgress });
      logger.info({ written, scope: 'all' }, 'search documents built');
      return { written };
    }
    let productIds: number[];
    let only: 'prices' | undefined;
    if ('feedRunId' in payload) {
      const rows = await database.query<{ product_id: number }>(
        sql`select distinct product_id from indexer_events where feed_run_id = ${payload.feedRunId} and kind = 'document'`,
      );
      productIds = rows.map((row) => row.product_id);
      // an offer feed changes price statistics only: patch those fields instead of rebuilding
      const [run] = await database.query<{ kind: string }>(
        sql`select kind from feed_runs where id = ${payload.feedRunId}`,
      );
      if (run?.kind === 'offers') only = 'prices';
    } else {
      productIds = payload.productIds;
      if (payload.prices) await recomputePriceStats({ database, productIds });
    }
    const written = await buildSearchDocuments({ database, productIds, only });
    await reportProgress?.({ done: productIds.length, total: productIds.length });
    logger.info({ written, scope: productIds.length }, 'search documents built');
    return { written };
  },
});
