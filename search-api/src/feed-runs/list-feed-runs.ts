import { and, count, desc, eq } from 'drizzle-orm';
import { FEED_RUNS_PER_PAGE, type FeedRunsQuery, type FeedRunsResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers, feedRuns } from '@spielraum/schema/db';
import { dealerScope, feedRunDealerColumns, toFeedRunListItem } from './feed-run-item';

/**
 * One page of feed runs, newest first, with the total: of every dealer (and the product feeds)
 * for operators, or only of `dealerIds` (a dealer's own runs), filtered by dealer, kind and status.
 */
export async function listFeedRuns({
  db,
  page,
  dealer_id: dealerId,
  kind,
  status,
  dealerIds,
}: FeedRunsQuery & { db: Database; dealerIds?: readonly number[] }): Promise<FeedRunsResponse['data']> {
  const where = and(
    dealerScope(dealerIds),
    dealerId === undefined ? undefined : eq(feedRuns.dealerId, dealerId),
    kind === undefined ? undefined : eq(feedRuns.kind, kind),
    status === undefined ? undefined : eq(feedRuns.status, status),
  );
  const [counted, rows] = await Promise.all([
    db.select({ total: count() }).from(feedRuns).where(where),
    db
      .select({ run: feedRuns, dealer: feedRunDealerColumns })
      .from(feedRuns)
      .leftJoin(dealers, eq(dealers.id, feedRuns.dealerId))
      .where(where)
      // ids follow creation; the primary key keeps the newest-first page cheap at any size
      .orderBy(desc(feedRuns.id))
      .limit(FEED_RUNS_PER_PAGE)
      .offset((page - 1) * FEED_RUNS_PER_PAGE),
  ]);
  return {
    runs: rows.map(({ run, dealer }) => toFeedRunListItem(run, dealer)),
    total: Number(counted[0]?.total ?? 0),
    page,
    rows_per_page: FEED_RUNS_PER_PAGE,
  };
}
