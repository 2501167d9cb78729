import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import {
  mailerWithRequestId,
  queueWithRequestId,
  type JobQueue,
  type Logger,
  type Mailer,
  type Platform,
} from '@spielraum/platform';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id, set by `requestLog` for every request. */
    requestId: string;
  }
}

/** What an id from outside (nginx, a client) may look like: nothing that could forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Logs one line per API request: method, path, status, duration and the request's id (nginx's
 * `X-Request-Id` when it is well formed, else a new one; answered in `X-Request-Id`, so one
 * request is found in nginx's log and the replica's). Query strings, bodies and cookies are never
 * logged (they may hold personal data).
 *
 * The jobs a request queues carry the id explicitly (`requestQueue`, `requestMailer`; the jobs'
 * context passes it on to their log lines, follow-up jobs and mails), not through
 * AsyncLocalStorage: on Node 20 an active AsyncLocalStorage runs a hook at every promise, which
 * made promise-heavy code (PGlite, feed runs) 1.5 to 4 times slower in a measurement and doubled
 * the embedded test suite.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given !== undefined && REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
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

/** The queue for this request: the jobs it queues carry the request's id. */
export function requestQueue(c: Context, queue: JobQueue): JobQueue {
  return queueWithRequestId(queue, c.get('requestId'));
}

/** The mailer for this request: what it sends names the request in `X-Request-Id`. */
export function requestMailer(c: Context, mailer: Mailer): Mailer {
  const requestId = c.get('requestId');
  return requestId === undefined ? mailer : mailerWithRequestId(mailer, requestId);
}

/** The platform as one request uses it: its jobs and mails carry the request's id. */
export function requestPlatform(c: Context, platform: Platform): Platform {
  return { ...platform, queue: requestQueue(c, platform.queue), mailer: requestMailer(c, platform.mailer) };
}
