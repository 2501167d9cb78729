import { Hono } from 'hono';
import {
  feedRunsQuerySchema,
  serverMessage,
  type AdminFeedRunResponse,
  type FeedRunsResponse,
  type QueuedFeedRunResponse,
} from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { feedRunErrorsCsv } from '../../feed-runs/feed-run-errors-csv';
import { listFeedRuns } from '../../feed-runs/list-feed-runs';
import { readFeedRun } from '../../feed-runs/read-feed-run';
import { rerunFeedRun } from '../../feed-runs/rerun-feed-run';
import { AppError } from '../../http/errors';
import { parseQuery, pathId } from '../../http/validate';
import { requestPlatform } from '../../http/request-log';

const unknownRun = () => new AppError('not_found', { message: serverMessage('feedRunNotFound') });

/**
 * The feed runs of every dealer and of the product feeds for the operators (behind the operator
 * permission of every `admin/` call): `GET admin/feed-runs/?page=&dealer_id=&kind=&status=`
 * (newest first, 50 a page), `GET admin/feed-runs/{id}/`, `GET admin/feed-runs/{id}/errors.csv`
 * (its skipped rows for spreadsheets; page by page as JSON: `admin/feeds/runs/{id}/errors/`) and
 * `POST admin/feed-runs/{id}/rerun/` (202 with the new queued run; 409 saying why it cannot).
 */
export function adminFeedRunRoutes(platform: Platform) {
  const { database, files } = platform;
  return new Hono()
    .get('/admin/feed-runs/', async (c) => {
      const query = parseQuery(c, feedRunsQuerySchema);
      c.header('Cache-Control', 'private, no-store');
      const answer: FeedRunsResponse = { data: await listFeedRuns({ db: database.db, ...query }) };
      return c.json(answer);
    })
    .get('/admin/feed-runs/:id/', async (c) => {
      const id = pathId(c, 'id', 'integer', unknownRun);
      const run = await readFeedRun({ database, files, id });
      if (!run) throw unknownRun();
      c.header('Cache-Control', 'private, no-store');
      const answer: AdminFeedRunResponse = { data: run };
      return c.json(answer);
    })
    .get('/admin/feed-runs/:id/errors.csv', async (c) => {
      const id = pathId(c, 'id', 'integer', unknownRun);
      const csv = await feedRunErrorsCsv({ db: database.db, id });
      if (!csv) throw unknownRun();
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="feed-lauf-${id}-fehler.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .post('/admin/feed-runs/:id/rerun/', async (c) => {
      const id = pathId(c, 'id', 'integer', unknownRun);
      const run = await rerunFeedRun({ platform: requestPlatform(c, platform), id });
      if (!run) throw unknownRun();
      platform.logger.info({ feedRunId: id, newFeedRunId: run.id }, 'feed run queued again');
      const answer: QueuedFeedRunResponse = { data: run };
      return c.json(answer, 202);
    });
}
