import { asc, eq } from 'drizzle-orm';
import { FEED_RUN_ERRORS_SHOWN, type FeedRun } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { feedRowErrors, type feedRuns } from '@spielraum/schema/db';
import { feedRunNotes } from '@spielraum/schema/feeds';

/** Where an answer sends a run's reader for all its skipped rows: the operators' or a dealer's own addresses. */
export interface FeedRunLinks {
  /** The skipped rows page by page as JSON. */
  rowErrors(runId: number): string;
  /** The skipped rows as a CSV file. */
  rowErrorsCsv(runId: number): string;
}

export const OPERATOR_FEED_RUN_LINKS: FeedRunLinks = {
  rowErrors: (runId) => `/api/admin/feeds/runs/${runId}/errors/`,
  rowErrorsCsv: (runId) => `/api/admin/feed-runs/${runId}/errors.csv`,
};

/**
 * A run as the operators' API answers it, with its first skipped rows and where the rest are
 * (`links`: the dealer area gives its own addresses).
 */
export async function toFeedRun(
  db: Database,
  run: typeof feedRuns.$inferSelect,
  links: FeedRunLinks = OPERATOR_FEED_RUN_LINKS,
): Promise<FeedRun> {
  const rowErrors =
    run.rowsFailed > 0
      ? await db
          .select({ line: feedRowErrors.line, reason: feedRowErrors.reason })
          .from(feedRowErrors)
          .where(eq(feedRowErrors.feedRunId, run.id))
          .orderBy(asc(feedRowErrors.line), asc(feedRowErrors.id))
          .limit(FEED_RUN_ERRORS_SHOWN)
      : [];
  return {
    id: run.id,
    dealer_id: run.dealerId,
    kind: run.kind,
    format: run.format,
    format_detected: run.formatDetected,
    full: run.full,
    allow_mass_removal: run.allowMassRemoval,
    status: run.status,
    rows_total: run.rowsTotal,
    rows_applied: run.rowsApplied,
    rows_failed: run.rowsFailed,
    stats: run.stats,
    error: run.error,
    notes: feedRunNotes(run),
    row_errors: rowErrors,
    row_errors_url: run.rowsFailed > 0 ? links.rowErrors(run.id) : null,
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}
