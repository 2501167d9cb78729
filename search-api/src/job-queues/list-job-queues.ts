import { FAILED_JOBS_LISTED, type JobQueuesResponse } from '@spielraum/schema';
import { jobContracts, type JobQueue } from '@spielraum/platform';

/**
 * Every job kind with its counts and its newest failed jobs (at most FAILED_JOBS_LISTED; the
 * count says how many there are), the same in both modes. `dashboardPath` is bull-board's
 * address where it runs (server mode).
 */
export async function listJobQueues({
  queue,
  dashboardPath,
}: {
  queue: JobQueue;
  dashboardPath: string | null;
}): Promise<JobQueuesResponse['data']> {
  const kinds = await Promise.all(
    jobContracts.map(async (job) => {
      const [counts, failed] = await Promise.all([queue.counts(job.name), queue.failed(job.name)]);
      return {
        name: job.name,
        counts,
        failed: failed
          .toSorted((a, b) => b.failedAt.getTime() - a.failedAt.getTime())
          .slice(0, FAILED_JOBS_LISTED)
          .map((entry) => ({
            id: entry.id,
            reason: entry.reason,
            attempts: entry.attempts,
            failed_at: entry.failedAt.toISOString(),
          })),
      };
    }),
  );
  return { mode: queue.mode, dashboard_path: dashboardPath, kinds };
}
