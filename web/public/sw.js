/* global self, clients */
// Selah's service worker: shows the station's web push notifications and opens their link on a
// click. The payload is { title, body, link } (server/src/modules/notifications/push-sender.ts).
// It caches nothing: the station is always asked directly.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'New notification';
  const link = typeof data.link === 'string' && data.link ? data.link : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link || '/notifications', self.location.origin);
  // Only this station's own pages are opened.
  const url = target.origin === self.location.origin ? target.href : new URL('/notifications', self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((w) => w.url === url);
      if (same) return same.focus();
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      // navigate() works on pages this worker controls; any other page gets a new window.
      if (open) {
        try {
          const moved = await open.navigate(url);
          if (moved) return moved.focus();
        } catch {
          // not controlled by this worker
        }
      }
      return clients.openWindow(url);
    }),
  );
});
