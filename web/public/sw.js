/* global self, clients, caches */
// Selah's service worker (hand-written, no Workbox: docs/decisions/028-hand-written-service-worker.md).
// - The app's shell (the page and its hashed assets) is kept, so the installed app opens offline.
// - Pages and the station's public answers (now playing, schedule, station) are asked from the
//   network first; the last answer seen is kept and served when the network is gone.
// - Episodes a listener saved for offline listening are served from their own cache, ranges too.
// - Web push: shows the station's notifications and opens their link on a click. The payload is
//   { title, body, link } (server/src/modules/notifications/push-sender.ts).

const SHELL = 'selah-shell-v1';
const PAGES = 'selah-pages-v1';
const EPISODES = 'selah-episodes';
const KEPT = [SHELL, PAGES, EPISODES];

/**
 * The page and every asset the build made (web/vite.config.ts writes precache.json), kept when the
 * worker activates. A file that cannot be fetched is skipped (it is kept when a page asks for it).
 */
async function keepShell() {
  const cache = await caches.open(SHELL);
  const page = await fetch('/', { cache: 'no-cache' });
  if (!page.ok) return;
  await cache.put('/', page);
  const list = await fetch('/precache.json', { cache: 'no-cache' });
  const assets = list.ok ? await list.json() : [];
  await Promise.allSettled(assets.map(async (asset) => (await cache.match(asset)) ?? cache.add(asset)));
}

// Installing waits for nothing (push is asked for right after registering); the shell is kept
// while the worker activates, after it has taken the open pages.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('selah-') && !KEPT.includes(n)).map((n) => caches.delete(n))))
      .then(() => clients.claim())
      .then(() => keepShell())
      .catch(() => undefined),
  ),
);

/** Answers the same for everyone, worth showing offline: what is on air, the schedule, the station. */
const publicApi = /^\/api\/(stream\/status|stream\/history|schedule|station|pages\/|team|shows)/;
/** Answers a visitor sees (a member's carry their own marks, and a member's are never kept). */
const visitorApi = /^\/api\/(events\/upcoming|episodes|videos|community\/threads|community\/stats)/;

/** The network first; its answer kept; the kept answer when the network is gone. */
async function networkFirst(request, cacheName, fallback) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const kept = (await cache.match(request, { ignoreVary: true })) ?? (fallback ? await fallback() : undefined);
    if (kept) return kept;
    throw err;
  }
}

/** A saved episode's bytes, as the audio element asks for them (a Range gets 206 and its slice). */
async function savedEpisode(request) {
  const cache = await caches.open(EPISODES);
  const kept = await cache.match(request.url, { ignoreSearch: true });
  if (!kept) return null;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') || '');
  if (!range) return kept;
  const body = await kept.blob();
  const start = range[1] ? Number(range[1]) : Math.max(0, body.size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), body.size - 1) : body.size - 1;
  if (start >= body.size) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${body.size}` } });
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': kept.headers.get('content-type') || 'audio/mpeg',
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${body.size}`,
      'accept-ranges': 'bytes',
    },
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // A page: the network's, else the same page as last seen, else the app's shell (the app then
    // shows its offline state and what it kept).
    event.respondWith(networkFirst(request, PAGES, () => caches.match('/', { cacheName: SHELL })));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request, { cacheName: SHELL }).then(
        (kept) =>
          kept ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(SHELL)).put(request, response.clone());
            return response;
          }),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/media/episodes/')) {
    event.respondWith(savedEpisode(request).then((kept) => kept ?? fetch(request)));
    return;
  }
  // A member's own answers (sent with their sign-in) are never kept on the device.
  if (publicApi.test(url.pathname) || (visitorApi.test(url.pathname) && !request.headers.has('authorization'))) {
    event.respondWith(networkFirst(request, PAGES));
  }
});

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
