import { Hono } from 'hono';
import { pingDatabase } from '@spielraum/schema/client';
import { sendMailJob, type Platform } from '@spielraum/indexer';

/** Liveness (`/api/health`) and readiness (`/api/ready`: database and queue answer). */
export function healthRoutes(platform: Platform) {
  return new Hono()
    .get('/health', (c) => c.json({ data: { status: 'ok' } }))
    .get('/ready', async (c) => {
      const database = await pingDatabase(platform.database);
      const queue = await platform.queue
        .counts(sendMailJob.name)
        .then(() => true)
        .catch(() => false);
      const ready = database && queue;
      return c.json(
        { data: { status: ready ? 'ready' : 'unavailable', database, queue, mode: platform.mode } },
        ready ? 200 : 503,
      );
    });
}
