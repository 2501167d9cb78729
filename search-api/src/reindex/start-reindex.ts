import { eq } from 'drizzle-orm';
import type { ReindexRun, StartReindexInput } from '@spielraum/schema';
import type { JobQueue, Logger } from '@spielraum/platform';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { products } from '@spielraum/schema/db';
import { findRunningReindex, REINDEX_JOB, reindexJobId, toReindexRun } from './reindex-jobs';

export type StartReindexResult =
  | { kind: 'started'; run: ReindexRun }
  | { kind: 'already_running'; run: ReindexRun }
  | { kind: 'product_not_found' };

/**
 * Starts in this process one at a time: two operators (or a double click) asking for a reindex of
 * everything at once must not both find none running and both start one.
 */
let starting: Promise<unknown> = Promise.resolve();

/**
 * Queues what `indexer reindex` does: the price statistics recomputed and the search documents
 * rebuilt, of one game or of all (the `build-search-documents` job with `prices`, which reports
 * its progress in documents). A reindex of all while one has not ended is refused with that one.
 */
export function startReindex({
  database,
  queue,
  logger,
  input,
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  logger: Logger;
  input: StartReindexInput;
}): Promise<StartReindexResult> {
  const start = async (): Promise<StartReindexResult> => {
    let productId: number | null = null;
    if (input.scope === 'product') {
      const [product] = await database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, input.product_id));
      if (!product) return { kind: 'product_not_found' };
      productId = product.id;
    } else {
      const running = await findRunningReindex({ queue });
      if (running) return { kind: 'already_running', run: running };
    }
    const jobId = reindexJobId(productId);
    await queue.enqueue(
      REINDEX_JOB,
      productId === null ? { all: true, prices: true } : { productIds: [productId], prices: true },
      { jobId },
    );
    logger.info({ jobId }, 'reindex queued by an operator');
    return { kind: 'started', run: toReindexRun(jobId, await queue.jobState(REINDEX_JOB, jobId)) };
  };
  const result = starting.then(start, start);
  starting = result.catch(() => undefined);
  return result;
}
