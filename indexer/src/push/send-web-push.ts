import webPush from 'web-push';
import { internalHostReason, type PushConfig } from '@spielraum/platform';

/** What a push notification carries to the service worker (`web/public/sw.js`). */
export interface PushPayload {
  title: string;
  body: string;
  /** Our path or address the click opens. */
  url: string;
  /** The device shows one notification per tag: the same push arriving twice replaces itself. */
  tag: string;
}

/** A browser's subscription as stored (`push_subscriptions`). */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of one push: the push service took it (`sent`), no longer knows the subscription
 * (`gone`: 404, 410), may take it later (`retry`: 429, 5xx, no answer), or refused it for good
 * (`failed`: any other answer, or an endpoint we do not send to).
 */
export type PushOutcome =
  | { result: 'sent'; status: number }
  | { result: 'gone'; status: number }
  | { result: 'retry'; status: number | null; reason: string }
  | { result: 'failed'; status: number | null; reason: string };

/** How long a push service keeps an undelivered message (a phone off overnight still gets it). */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push message (RFC 8030) with its payload encrypted to the subscription's keys
 * (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292). `web-push` builds the request;
 * it is sent with fetch without following redirects, and, unless `allowInternalEndpoints`, only
 * to https endpoints on public addresses. `topic` lets the push service replace an undelivered
 * copy of the same message instead of delivering both.
 */
export async function sendWebPush({
  subscription,
  payload,
  push,
  topic,
}: {
  subscription: StoredSubscription;
  payload: PushPayload;
  push: PushConfig;
  topic?: string;
}): Promise<PushOutcome> {
  let url: URL;
  try {
    url = new URL(subscription.endpoint);
  } catch {
    return { result: 'failed', status: null, reason: 'endpoint is no URL' };
  }
  if (!push.allowInternalEndpoints) {
    if (url.protocol !== 'https:') return { result: 'failed', status: null, reason: 'endpoint is not https' };
    const internal = await internalHostReason(url);
    if (internal) return { result: 'failed', status: null, reason: internal };
  }
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: push.vapid,
      TTL: TIME_TO_LIVE_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      ...(topic ? { topic } : {}),
    },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { result: 'retry', status: null, reason: error instanceof Error ? error.message : String(error) };
  }
  // the answer's body is the push service's, of no use to us beyond its status
  await response.body?.cancel();
  const { status } = response;
  if (status >= 200 && status < 300) return { result: 'sent', status };
  if (status === 404 || status === 410) return { result: 'gone', status };
  if (status === 429 || status >= 500)
    return { result: 'retry', status, reason: `push service answered ${status}` };
  return { result: 'failed', status, reason: `push service answered ${status}` };
}
