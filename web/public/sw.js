// Spielraum's service worker, served as /sw.js for the whole site. It only shows web push
// notifications, opens their page on a click and hands a renewed subscription to the API; it
// has no fetch handler, so pages, the API and
// their caching work exactly as without it. Plain JavaScript outside the app's bundles: the
// browser checks this one address for updates.

const FALLBACK_PATH = '/notifications';

/** Our own address for what a push names; anything else opens the notifications page. */
function ownUrl(value) {
  const fallback = new URL(FALLBACK_PATH, self.location.origin).href;
  if (typeof value !== 'string') return fallback;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Spielraum';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      // one notification per tag: the same push arriving twice replaces itself
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      lang: 'de',
      data: { url: ownUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (ours && 'navigate' in ours) {
        const focused = await ours.focus();
        return focused.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});

/** The portal's public VAPID key as the bytes `subscribe` takes; null when it has none. */
async function serverKey() {
  const response = await fetch('/api/push/key/', { credentials: 'same-origin' });
  if (!response.ok) return null;
  const key = (await response.json()).data.public_key;
  if (typeof key !== 'string') return null;
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The push service replaced or ended this browser's subscription (its keys expired, the user
 * cleared site data): subscribe again if the browser did not, and store the new one for the
 * signed-in user as the settings page does, with the anti-forgery pair read from the cookie
 * store. Signed out, the API refuses it and the device stays off until the next opt-in; the old
 * endpoint answers 404 or 410 to the worker's next push, which removes that device.
 */
async function renewSubscription(oldSubscription, newSubscription) {
  let subscription = newSubscription;
  if (!subscription) {
    const applicationServerKey =
      (oldSubscription && oldSubscription.options && oldSubscription.options.applicationServerKey) ||
      (await serverKey());
    if (!applicationServerKey) return false;
    subscription = await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
  }
  const token = self.cookieStore ? await self.cookieStore.get('XSRF-TOKEN') : null;
  const response = await fetch('/api/push/devices/', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': token ? token.value : '' },
    body: JSON.stringify(subscription.toJSON()),
  });
  return response.ok;
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(renewSubscription(event.oldSubscription || null, event.newSubscription || null));
});
