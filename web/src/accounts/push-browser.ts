import type { PushSubscribeRequest } from '@spielraum/schema';

/** The service worker (web/public/sw.js) that shows the pushes; its scope is the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * What this browser can do: `unsupported` without service workers or the Push API (an old
 * browser, a private window of some, iOS outside a home-screen app), else the notification
 * permission the user gave this site.
 */
export type PushAvailability = 'unsupported' | NotificationPermission;

export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

/** The browser's present push subscription for this site, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Raised when the user did not allow notifications when asked. */
export class PushPermissionDenied extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission ${permission}`);
    this.name = 'PushPermissionDenied';
  }
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Subscribes this browser to our pushes: registers the service worker, asks for the permission
 * (only here, after the user's click) and subscribes with the portal's VAPID key. A
 * subscription made with another key (the portal's keys changed) is replaced. Answers what the
 * API stores.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscribeRequest> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied(permission);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const sameKey =
    subscription?.options.applicationServerKey &&
    new Uint8Array(subscription.options.applicationServerKey).join() === applicationServerKey.join();
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscription.toJSON() as PushSubscribeRequest;
}
