import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request a piece of work started from, carried through everything it causes: the
 * API's log lines, the jobs it queues (and the jobs those queue), their log lines and the mails
 * they send (`X-Request-Id`). An operator follows one upload from nginx's access log to the alert
 * mail it triggered with one search.
 */
const storage = new AsyncLocalStorage<string>();

/** What an id from outside (nginx, a client) may look like: nothing that could forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id when it is well formed, else undefined (a new one is drawn). */
export function acceptedRequestId(value: string | undefined): string | undefined {
  return value !== undefined && REQUEST_ID.test(value) ? value : undefined;
}

/** Runs `work` as part of the request `requestId` (none: as part of no request). */
export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId === undefined ? storage.exit(work) : storage.run(requestId, work);
}

/** The id of the request the running code serves, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** The key a queued job's payload carries the request id under; removed before the payload is parsed. */
const JOB_REQUEST_ID = '__requestId';

/** The payload as queued: with the current request id when there is one and the payload is an object. */
export function payloadWithRequestId(payload: unknown): unknown {
  const requestId = currentRequestId();
  if (requestId === undefined || payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return payload;
  return { ...payload, [JOB_REQUEST_ID]: requestId };
}

/** A queued payload split into the job's own payload and the request id it carried. */
export function splitJobRequestId(data: unknown): { payload: unknown; requestId: string | undefined } {
  if (data === null || typeof data !== 'object' || !(JOB_REQUEST_ID in data))
    return { payload: data, requestId: undefined };
  const { [JOB_REQUEST_ID]: carried, ...payload } = data as Record<string, unknown>;
  return { payload, requestId: acceptedRequestId(typeof carried === 'string' ? carried : undefined) };
}
