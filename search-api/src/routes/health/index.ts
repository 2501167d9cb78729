import { Hono } from 'hono';
import type { HealthResponse, ReadyResponse } from '@spielraum/schema';
import { pingDatabase } from '@spielraum/schema/client';
import { sendMailContract, type Platform } from '@spielraum/platform';

/** Liveness (`/api/health`) and readiness (`/api/ready`: database and queue answer). */
export function healthRoutes(platform: Platform) {
  return new Hono()
    .get('/health', (c) => {
      const answer: HealthResponse = { data: { status: 'ok' } };
      return c.json(answer);
    })
    .get('/ready', async (c) => {
      const database = await pingDatabase(platform.database);
      const queue = await platform.queue
        .counts(sendMailContract.name)
        .then(() => true)
        .catch(() => false);
      const ready = database && queue;
      const answer: ReadyResponse = {
        data: { status: ready ? 'ready' : 'unavailable', database, queue, mode: platform.mode },
      };
      return c.json(answer, ready ? 200 : 503);
    });
}
