import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { HonoAdapter } from '@bull-board/hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { PERMISSIONS } from '@spielraum/schema';
import type { JobQueuesResponse } from '@spielraum/schema';
import { BullmqQueue, type Platform } from '@spielraum/platform';
import { findSession, SESSION_COOKIE } from '../../accounts/find-session';
import { AppError } from '../../http/errors';
import { adminAnalyticsRoutes } from './analytics';
import type { AccountsConfig } from '../../accounts/config';
import { adminContactMessageRoutes } from './contact-messages';
import { adminDealerMemberRoutes } from './dealer-members';
import { adminFeedRoutes } from './feeds';
import { listJobQueues } from '../../job-queues/list-job-queues';
import { adminJobRoutes } from './jobs';
import { adminUnmatchedOfferRoutes } from './unmatched-offers';
import { adminDealerRoutes } from './dealers';
import { adminFeedRunRoutes } from './feed-runs';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/** Lets only signed-in users with the operator permission through (401 anonymous, 403 others). */
export function requireOperator(platform: Platform): MiddlewareHandler {
  return async (c, next) => {
    const session = await findSession({
      db: platform.database.db,
      cookieValue: getCookie(c, SESSION_COOKIE),
    });
    if (!session) throw new AppError('unauthorized');
    if (!session.permissions.includes(PERMISSIONS.operator)) throw new AppError('forbidden');
    await next();
  };
}

/**
 * The operators' calls, and the queue dashboard: bull-board over the BullMQ queues in server
 * mode; in embedded mode (jobs run in process) the JSON of `admin/jobs/` at the same address.
 * `contactTo` is the team's address the contact messages are mailed to again; `accounts` builds
 * the links of the shop members' invitation mails.
 */
export function adminRoutes(
  platform: Platform,
  { contactTo, accounts }: { contactTo: string; accounts: AccountsConfig },
) {
  const app = new Hono();
  app.use('/admin/*', requireOperator(platform));
  app.use('/admin/queues', requireOperator(platform));
  app.route('/', adminFeedRoutes(platform));
  app.route('/', adminDealerRoutes(platform));
  app.route('/', adminFeedRunRoutes(platform));
  app.route('/', adminAnalyticsRoutes(platform));
  app.route('/', adminContactMessageRoutes(platform, contactTo));
  app.route('/', adminDealerMemberRoutes(platform, accounts));
  app.route('/', adminUnmatchedOfferRoutes(platform));
  const bullBoard = platform.queue instanceof BullmqQueue;
  app.route('/', adminJobRoutes(platform, bullBoard ? QUEUE_DASHBOARD_PATH : null));
  if (platform.queue instanceof BullmqQueue) {
    const serverAdapter = new HonoAdapter(serveStatic);
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: platform.queue.bullQueues().map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
    });
    app.route('/admin/queues', serverAdapter.registerPlugin());
  } else {
    // no bull-board without Redis: the same answer as `admin/jobs/`, which the queue page reads
    app.get('/admin/queues', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const answer: JobQueuesResponse = {
        data: await listJobQueues({ queue: platform.queue, dashboardPath: null }),
      };
      return c.json(answer);
    });
  }
  return app;
}
