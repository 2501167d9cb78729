import type { ReindexRun } from '@spielraum/schema';
import {
  buildSearchDocumentsContract,
  type JobQueue,
  type JobState,
  type OpenJob,
} from '@spielraum/platform';

/** The job that reindexes: the search documents' build, with the price statistics first. */
export const REINDEX_JOB = buildSearchDocumentsContract.name;

/** `reindex-all-{time}` or `reindex-product-{id}-{time}`: the ids of the operators' reindex jobs. */
const REINDEX_JOB_ID = /^reindex-(?:all|product-([1-9][0-9]{0,9}))-[0-9]{1,16}$/;

/** The id of a new reindex job: of every game, or of one. */
export function reindexJobId(productId: number | null, now = Date.now()): string {
  return productId === null ? `reindex-all-${now}` : `reindex-product-${productId}-${now}`;
}

/** What a reindex job id covers; null when it is not one. */
export function reindexScopeOf(jobId: string): Pick<ReindexRun, 'scope' | 'product_id'> | null {
  const match = REINDEX_JOB_ID.exec(jobId);
  if (!match) return null;
  return match[1] === undefined
    ? { scope: 'all', product_id: null }
    : { scope: 'product', product_id: Number(match[1]) };
}

/** A reindex job as the API answers it. */
export function toReindexRun(jobId: string, job: JobState | OpenJob): ReindexRun {
  const scope = reindexScopeOf(jobId) ?? { scope: 'all', product_id: null };
  return {
    job_id: jobId,
    ...scope,
    state: job.state,
    done: job.progress?.done ?? null,
    total: job.progress?.total ?? null,
    reason: 'reason' in job && job.reason !== undefined ? job.reason : null,
  };
}

/** The reindex of every game that has not ended (waiting or running), if one. */
export async function findRunningReindex({ queue }: { queue: JobQueue }): Promise<ReindexRun | null> {
  const open = await queue.openJobs(REINDEX_JOB);
  const running = open.find((job) => reindexScopeOf(job.id)?.scope === 'all');
  return running ? toReindexRun(running.id, running) : null;
}

/** One reindex job by its id, wherever it is; null for an id that names no reindex job. */
export async function readReindexRun({
  queue,
  jobId,
}: {
  queue: JobQueue;
  jobId: string;
}): Promise<ReindexRun | null> {
  if (!reindexScopeOf(jobId)) return null;
  const state = await queue.jobState(REINDEX_JOB, jobId);
  return state.state === 'unknown' ? null : toReindexRun(jobId, state);
}
