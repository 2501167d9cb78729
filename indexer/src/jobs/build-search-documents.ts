import { sql } from 'drizzle-orm';
import { buildSearchDocumentsContract, defineJob } from '@spielraum/platform';
import { buildSearchDocuments } from '../search/build-search-documents';

/**
 * Rebuilds search documents: of the products a feed run touched (from its "document" events),
 * of given products, or of all. Idempotent: unchanged documents are not written again.
 */
export const buildSearchDocumentsJob = defineJob({
  ...buildSearchDocumentsContract,
  async handler(payload, { database, logger }) {
    let productIds: number[] | null;
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
    } else if ('productIds' in payload) {
      productIds = payload.productIds;
    } else {
      productIds = null;
    }
    const written = await buildSearchDocuments({ database, productIds, only });
    logger.info({ written, scope: productIds ? productIds.length : 'all' }, 'search documents built');
    return { written };
  },
});
