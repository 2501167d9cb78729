import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { acceptedRequestId, withRequestId, type Logger } from '@spielraum/platform';

/**
 * Logs one line per API request: method, path, status and duration. Query strings, bodies
 * and cookies are never logged (they may hold personal data). The request's id (nginx's
 * `X-Request-Id`, else a new one) is answered in `X-Request-Id` and carried by everything the
 * request causes: its log lines, the jobs it queues and the mails they send.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = acceptedRequestId(c.req.header('x-request-id')) ?? randomUUID();
    c.header('x-request-id', requestId);
    await withRequestId(requestId, next);
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
