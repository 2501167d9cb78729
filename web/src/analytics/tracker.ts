import { ANALYTICS_LIMITS } from '@spielraum/schema';
import { ANTI_FORGERY_HEADER, antiForgeryToken } from '../api/client';

/*
 * The web analytics in the browser, loaded only after the "Web-Analyse" consent (AnalyticsHost):
 * page views (the pathname, never the query string) and clicks on "zum Shop" (the offer id of a
 * link with `data-offer-id`), sent in batches to `POST /api/analytics/events/`. No zod and no
 * contract here (only the zod-free limits): this chunk stays small, and the API validates.
 */

type AnalyticsEvent = { kind: 'page_view'; path: string } | { kind: 'click_out'; offer_id: number };

const { maxEventsPerCall, maxPathLength } = ANALYTICS_LIMITS;
/** How long events wait for company before they are sent. */
const SEND_DELAY_MS = 2_000;

let pending: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Sends what waits at once; `keepalive` lets the call finish while the page goes away. */
export function flushEvents(): void {
  clearTimeout(timer);
  timer = undefined;
  if (pending.length === 0) return;
  const events = pending;
  pending = [];
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = antiForgeryToken();
  if (token) headers[ANTI_FORGERY_HEADER] = token;
  // a lost count costs the visitor nothing; the page never waits for it or shows it
  void fetch('/api/analytics/events/', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers,
    body: JSON.stringify({ events }),
  }).catch(() => undefined);
}

function push(event: AnalyticsEvent): void {
  pending.push(event);
  if (pending.length >= maxEventsPerCall) flushEvents();
  else timer ??= setTimeout(flushEvents, SEND_DELAY_MS);
}

/** A click (or a middle click, which opens the shop in a new tab) on a "zum Shop" link. */
function onClick(event: Event): void {
  const { type, button, target } = event as MouseEvent;
  if (type === 'auxclick' && button !== 1) return;
  const link = target instanceof Element ? target.closest('a[data-offer-id]') : null;
  const offerId = Number(link?.getAttribute('data-offer-id'));
  if (Number.isSafeInteger(offerId) && offerId > 0) push({ kind: 'click_out', offer_id: offerId });
}

function onPageHide(): void {
  flushEvents();
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') flushEvents();
}

function listen(on: boolean): void {
  const toggle = (target: EventTarget, type: string, listener: EventListener, capture = false) =>
    on
      ? target.addEventListener(type, listener, capture)
      : target.removeEventListener(type, listener, capture);
  // capturing, so a link whose own handler stops the event is still counted
  toggle(document, 'click', onClick, true);
  toggle(document, 'auxclick', onClick, true);
  toggle(window, 'pagehide', onPageHide);
  toggle(document, 'visibilitychange', onVisibilityChange);
  listening = on;
}

/** Counts a page view of `pathname` (and starts listening for clicks on "zum Shop"). */
export function trackPageView(pathname: string): void {
  if (!listening) listen(true);
  push({ kind: 'page_view', path: pathname.slice(0, maxPathLength) });
}

/** The consent was withdrawn: nothing more is counted, and what waits is dropped unsent. */
export function stopTracking(): void {
  if (listening) listen(false);
  clearTimeout(timer);
  timer = undefined;
  pending = [];
}
