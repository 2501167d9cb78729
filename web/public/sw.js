// Spielraum's service worker, served as /sw.js for the whole site. It only shows web push
// notifications and opens their page on a click; it has no fetch handler, so pages, the API and
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
