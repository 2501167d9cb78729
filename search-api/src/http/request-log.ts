import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '@spielraum/platform';

/** What an id from outside (nginx, a client) may look like: nothing that could forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Logs one line per API request: method, path, status, duration and the request's id (nginx's
 * `X-Request-Id` when it is well formed, else a new one; answered in `X-Request-Id`, so one
 * request is found in nginx's log and the replica's). Query strings, bodies and cookies are never
 * logged (they may hold personal data).
 *
 * The id is not carried into the jobs a request queues through AsyncLocalStorage: on Node 20 an
 * active AsyncLocalStorage runs a hook at every promise, which made promise-heavy code (PGlite,
 * feed runs) 1.5 to 4 times slower in a measurement and doubled the embedded test suite.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
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
