import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '@spielraum/platform';

/**
 * Logs one line per API request: method, path, status and duration. Query strings, bodies
 * and cookies are never logged (they may hold personal data).
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id')?.slice(0, 64) ?? randomUUID();
    c.header('x-request-id', requestId);
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
