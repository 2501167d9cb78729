import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { feedRuns } from '@spielraum/schema/db';

/** BullMQ's reason for a job whose worker stopped during it more often than allowed. */
const STALLED_REASON = 'job stalled more than allowable limit';

/** The operator's words for why the job of a run failed. */
export function failedJobMessage(reason: string): string {
  if (reason.includes(STALLED_REASON))
    return 'the worker stopped during this run more often than allowed (killed, or out of memory); nothing of it was applied';
  return `the job failed: ${reason}`;
}

/**
 * Ends the run of a feed job that failed for good where its handler could not record it: the
 * worker was killed during it more often than allowed, or its attempts ran out on crashes. A
 * run still `queued` or `running` becomes `failed` with the reason; its writes were one
 * transaction that never committed, so nothing else needs undoing. A run the handler ended
 * (succeeded, or failed with its own reason) is left alone. Returns the ended run's error, or
 * null when there was nothing to end.
 */
export async function endRunOfFailedJob(
  database: Pick<DatabaseHandle, 'db'>,
  jobId: string,
  reason: string,
): Promise<string | null> {
  const error = failedJobMessage(reason);
  const ended = await database.db
    .update(feedRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(feedRuns.jobKey, jobId), inArray(feedRuns.status, ['queued', 'running'])))
    .returning({ id: feedRuns.id });
  return ended.length > 0 ? error : null;
}

/** Why a run that a stopped embedded process left behind was ended. */
export const INTERRUPTED_RUN_ERROR =
  'interrupted: the process running this feed stopped before it ended; nothing of it was applied. Ingest the feed again';

/**
 * Embedded mode at start: runs still `queued` or `running` belong to a process that stopped
 * during them (its in-process jobs are gone), so they end as failed instead of showing
 * "running" forever. Returns how many.
 */
export async function endInterruptedRuns(database: Pick<DatabaseHandle, 'db'>): Promise<number> {
  const ended = await database.db
    .update(feedRuns)
    .set({ status: 'failed', error: INTERRUPTED_RUN_ERROR, finishedAt: new Date() })
    .where(inArray(feedRuns.status, ['queued', 'running']))
    .returning({ id: feedRuns.id });
  return ended.length;
}
