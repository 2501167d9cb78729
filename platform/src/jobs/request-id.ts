import type { Mailer } from '../mail';
import type { JobQueue } from './types';

/**
 * The queue as seen from one request (or a job of one): every job it queues carries the request's
 * id unless the caller names another, so the id follows a feed upload through the feed run, the
 * search documents, the alert evaluation and the mails. Everything else is the queue itself.
 */
export function queueWithRequestId(queue: JobQueue, requestId: string | undefined): JobQueue {
  if (requestId === undefined) return queue;
  return new Proxy(queue, {
    get(target, key) {
      if (key === 'enqueue') {
        const enqueue: JobQueue['enqueue'] = (name, payload, options) =>
          target.enqueue(name, payload, { requestId, ...options });
        return enqueue;
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The mailer of one request's jobs: each delivered mail names the request in `X-Request-Id`. */
export function mailerWithRequestId(mailer: Mailer, requestId: string): Mailer {
  return {
    mode: mailer.mode,
    send: (message) =>
      mailer.send({ ...message, headers: { ...message.headers, 'X-Request-Id': requestId } }),
    close: () => mailer.close(),
  };
}
