import {
  jobQueuesResponseSchema,
  reindexRunResponseSchema,
  reindexStatusResponseSchema,
  retryJobsResponseSchema,
  type StartReindexInput,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/admin/jobs/`: every job kind with its counts and newest failed jobs. */
export function fetchJobQueues(options: RequestOptions = {}) {
  return apiGet('admin/jobs/', jobQueuesResponseSchema, options);
}

/** `POST /api/admin/jobs/{name}/failed/{id}/retry/`, or of every failed job of the kind without `jobId`. */
export function retryFailedJobs(name: string, jobId?: string) {
  const path =
    jobId === undefined
      ? `admin/jobs/${encodeURIComponent(name)}/failed/retry/`
      : `admin/jobs/${encodeURIComponent(name)}/failed/${encodeURIComponent(jobId)}/retry/`;
  return apiRequest('POST', path, retryJobsResponseSchema);
}

/** `POST /api/admin/reindex/`: one game or all. */
export function startReindex(input: StartReindexInput) {
  return apiRequest('POST', 'admin/reindex/', reindexRunResponseSchema, { json: input });
}

/** `GET /api/admin/reindex/`: the reindex of all that has not ended, if one. */
export function fetchRunningReindex(options: RequestOptions = {}) {
  return apiGet('admin/reindex/', reindexStatusResponseSchema, options);
}

/** `GET /api/admin/reindex/{jobId}/`: one reindex job, also after it ended. */
export function fetchReindexRun(jobId: string, options: RequestOptions = {}) {
  return apiGet(`admin/reindex/${encodeURIComponent(jobId)}/`, reindexRunResponseSchema, options);
}
