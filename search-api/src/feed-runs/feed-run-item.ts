import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FeedRunListItem, FeedRunSourceKind } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers, feedRuns } from '@spielraum/schema/db';
import type { FeedSource } from '@spielraum/schema/feeds';

/** Where a run's feed came from, read back from `feed_runs.source` (describeSource). */
export function sourceOfRun(source: string): FeedSource {
  if (source.startsWith('upload:')) return { kind: 'upload', key: source.slice('upload:'.length) };
  if (source.startsWith('file:')) return { kind: 'file', path: source.slice('file:'.length) };
  if (/^https?:\/\//i.test(source)) return { kind: 'url', url: source };
  return { kind: 'file', path: source };
}

export const feedRunDealerColumns = { id: dealers.id, slug: dealers.slug, name: dealers.name };

export type FeedRunRow = typeof feedRuns.$inferSelect;
export type FeedRunDealer = { id: number | null; slug: string | null; name: string | null };

/** The dealer of a run as answers carry it; null without one (a product feed, a deleted dealer). */
export function runDealerOf(dealer: FeedRunDealer | null): FeedRunListItem['dealer'] {
  if (dealer === null || dealer.id === null) return null;
  return { id: dealer.id, slug: dealer.slug ?? '', name: dealer.name ?? '' };
}

/** A run as the operators' list answers it. */
export function toFeedRunListItem(run: FeedRunRow, dealer: FeedRunDealer | null): FeedRunListItem {
  return {
    id: run.id,
    dealer: runDealerOf(dealer),
    kind: run.kind,
    format: run.format,
    status: run.status,
    full: run.full,
    rows_total: run.rowsTotal,
    rows_applied: run.rowsApplied,
    rows_failed: run.rowsFailed,
    error: run.error,
    source_kind: sourceOfRun(run.source).kind as FeedRunSourceKind,
    created_at: run.createdAt.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The condition that keeps runs of the given dealers only: undefined (no scope) for operators,
 * who see every run; a dealer's own ids in the dealer area (product-feed runs belong to none).
 */
export function dealerScope(dealerIds: readonly number[] | undefined): SQL | undefined {
  if (dealerIds === undefined) return undefined;
  return dealerIds.length === 0 ? eq(feedRuns.id, -1) : inArray(feedRuns.dealerId, [...dealerIds]);
}

/** One run with its dealer, within the scope; null when there is none (or it is out of scope). */
export async function findFeedRun({
  db,
  id,
  dealerIds,
}: {
  db: Database;
  id: number;
  dealerIds?: readonly number[];
}): Promise<{ run: FeedRunRow; dealer: FeedRunDealer | null } | null> {
  const [row] = await db
    .select({ run: feedRuns, dealer: feedRunDealerColumns })
    .from(feedRuns)
    .leftJoin(dealers, eq(dealers.id, feedRuns.dealerId))
    .where(and(eq(feedRuns.id, id), dealerScope(dealerIds)));
  return row ?? null;
}
