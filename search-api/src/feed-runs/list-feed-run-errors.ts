import { asc, count, eq } from 'drizzle-orm';
import { FEED_RUN_ERRORS_PER_PAGE, type FeedRunErrorsResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { feedRowErrors } from '@spielraum/schema/db';
import { findFeedRun } from './feed-run-item';

/**
 * One page of a run's skipped rows (line, reason and the row as the feed had it), by line, with
 * the total for paging. Only runs of `dealerIds` when given (the dealer area); null when there is
 * none in scope.
 */
export async function listFeedRunErrors({
  db,
  id,
  page,
  dealerIds,
}: {
  db: Database;
  id: number;
  page: number;
  dealerIds?: readonly number[];
}): Promise<FeedRunErrorsResponse['data'] | null> {
  if (!(await findFeedRun({ db, id, dealerIds }))) return null;
  const [total, errors] = await Promise.all([
    db.select({ n: count() }).from(feedRowErrors).where(eq(feedRowErrors.feedRunId, id)),
    db
      .select({ line: feedRowErrors.line, reason: feedRowErrors.reason, raw: feedRowErrors.raw })
      .from(feedRowErrors)
      .where(eq(feedRowErrors.feedRunId, id))
      .orderBy(asc(feedRowErrors.line), asc(feedRowErrors.id))
      .limit(FEED_RUN_ERRORS_PER_PAGE)
      .offset((page - 1) * FEED_RUN_ERRORS_PER_PAGE),
  ]);
  return { errors, total: Number(total[0]?.n ?? 0), page, rows_per_page: FEED_RUN_ERRORS_PER_PAGE };
}
