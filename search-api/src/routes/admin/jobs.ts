import { Hono } from 'hono';
import {
  message,
  serverMessage,
  startReindexSchema,
  type JobQueuesResponse,
  type ReindexRunResponse,
  type ReindexStatusResponse,
  type RetryJobsResponse,
} from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import { listJobQueues } from '../../job-queues/list-job-queues';
import { retryFailedJobs } from '../../job-queues/retry-failed-jobs';
import { findRunningReindex, readReindexRun } from '../../reindex/reindex-jobs';
import { startReindex } from '../../reindex/start-reindex';
import { requestQueue } from '../../http/request-log';

const unknownKind = () => new AppError('not_found', { message: serverMessage('jobKindNotFound') });
const unknownFailedJob = () => new AppError('not_found', { message: serverMessage('failedJobNotFound') });
const unknownReindex = () => new AppError('not_found', { message: serverMessage('reindexJobNotFound') });

/** Job ids are ours (deterministic names, BullMQ's numbers); anything longer or odd is no job. */
function jobIdOf(value: string | undefined, notFound: () => AppError): string {
  if (!value || value.length > 300 || [...value].some((char) => char.charCodeAt(0) < 32)) throw notFound();
  return value;
}

/**
 * The operators' job queues in both modes (behind the operator permission of every `admin/`
 * call): `GET admin/jobs/` (every job kind with its counts and newest failed jobs), `POST
 * admin/jobs/{name}/failed/retry/` and `POST admin/jobs/{name}/failed/{id}/retry/` (put the
 * failed jobs of a kind, or one, back), and the reindex `indexer reindex` does: `POST
 * admin/reindex/` with `{ scope: 'all' }` or `{ scope: 'product', product_id }` (202; a second
 * reindex of all while one runs is 409), `GET admin/reindex/` (the reindex of all that has not
 * ended, with its progress) and `GET admin/reindex/{jobId}/` (one reindex job, also after it ended).
 * `dashboardPath` is bull-board's address in server mode.
 */
export function adminJobRoutes(platform: Platform, dashboardPath: string | null) {
  const { database, queue, logger } = platform;
  return new Hono()
    .get('/admin/jobs/', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const answer: JobQueuesResponse = { data: await listJobQueues({ queue, dashboardPath }) };
      return c.json(answer);
    })
    .post('/admin/jobs/:name/failed/retry/', async (c) => {
      const retried = await retryFailedJobs({ queue, name: c.req.param('name') });
      if (retried === null) throw unknownKind();
      const answer: RetryJobsResponse = { data: { retried } };
      return c.json(answer);
    })
    .post('/admin/jobs/:name/failed/:id/retry/', async (c) => {
      const jobId = jobIdOf(c.req.param('id'), unknownFailedJob);
      const retried = await retryFailedJobs({ queue, name: c.req.param('name'), jobId });
      if (retried === null) throw unknownKind();
      if (retried === 0) throw unknownFailedJob();
      const answer: RetryJobsResponse = { data: { retried } };
      return c.json(answer);
    })
    .post('/admin/reindex/', async (c) => {
      const input = await parseJson(c, startReindexSchema);
      const result = await startReindex({ database, queue: requestQueue(c, queue), logger, input });
      if (result.kind === 'product_not_found')
        throw new AppError('validation_failed', {
          error: 'unknown product',
          fields: { product_id: message('gameNotFound') },
          message: message('gameNotFound'),
        });
      if (result.kind === 'already_running')
        throw new AppError('conflict', {
          error: 'reindex running',
          message: serverMessage('reindexAlreadyRunning'),
        });
      c.header('Cache-Control', 'private, no-store');
      const answer: ReindexRunResponse = { data: result.run };
      return c.json(answer, 202);
    })
    .get('/admin/reindex/', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const answer: ReindexStatusResponse = { data: { running: await findRunningReindex({ queue }) } };
      return c.json(answer);
    })
    .get('/admin/reindex/:jobId/', async (c) => {
      const run = await readReindexRun({ queue, jobId: jobIdOf(c.req.param('jobId'), unknownReindex) });
      if (!run) throw unknownReindex();
      c.header('Cache-Control', 'private, no-store');
      const answer: ReindexRunResponse = { data: run };
      return c.json(answer);
    });
}
