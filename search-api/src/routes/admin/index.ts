import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { HonoAdapter } from '@bull-board/hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { PERMISSIONS } from '@spielraum/schema';
import { BullmqQueue, jobContracts, type Platform } from '@spielraum/platform';
import { findSession, SESSION_COOKIE } from '../../accounts/find-session';
import { AppError } from '../../http/errors';
import { adminAnalyticsRoutes } from './analytics';
import { adminContactMessageRoutes } from './contact-messages';
import { adminFeedRoutes } from './feeds';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';

/** Lets only signed-in users with the operator permission through (401 anonymous, 403 others). */
function requireOperator(platform: Platform): MiddlewareHandler {
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
 * The operators' queue dashboard: bull-board over the BullMQ queues in server mode; in
 * embedded mode (jobs run in process) a JSON summary of the same counts and failures.
 * `contactTo` is the team's address the contact messages are mailed to again.
 */
export function adminRoutes(platform: Platform, { contactTo }: { contactTo: string }) {
  const app = new Hono();
  app.use('/admin/*', requireOperator(platform));
  app.use('/admin/queues', requireOperator(platform));
  app.route('/', adminFeedRoutes(platform));
  app.route('/', adminAnalyticsRoutes(platform));
  app.route('/', adminContactMessageRoutes(platform, contactTo));
  if (platform.queue instanceof BullmqQueue) {
    const serverAdapter = new HonoAdapter(serveStatic);
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: platform.queue.bullQueues().map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
    });
    app.route('/admin/queues', serverAdapter.registerPlugin());
  } else {
    app.get('/admin/queues', async (c) => {
      const queues = await Promise.all(
        jobContracts.map(async (job) => ({
          name: job.name,
          counts: await platform.queue.counts(job.name),
          failed: await platform.queue.failed(job.name),
        })),
      );
      return c.json({ data: { mode: platform.queue.mode, queues } });
    });
  }
  return app;
}
