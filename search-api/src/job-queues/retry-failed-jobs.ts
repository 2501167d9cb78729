import { jobContracts, type JobQueue } from '@spielraum/platform';

/**
 * Puts failed jobs of one kind back into their queue: the one with `jobId`, or all of them.
 * Answers how many went back, or null for a kind the portal does not have. A job retried with
 * the same input may fail again; it then lands in the failed list with its new reason.
 */
export async function retryFailedJobs({
  queue,
  name,
  jobId,
}: {
  queue: JobQueue;
  name: string;
  jobId?: string;
}): Promise<number | null> {
  if (!jobContracts.some((job) => job.name === name)) return null;
  if (jobId === undefined) return queue.retryFailed(name);
  return (await queue.retryFailedJob(name, jobId)) ? 1 : 0;
}
