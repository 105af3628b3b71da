/* Forkcast service worker: keeps the app shell available.
 * - Page navigations: network first; when the network fails, the cached index.html (the SPA routes it).
 * - Hashed build files under /assets/: cache first (their names change whenever their content does).
 * - The page reports the build files it loaded before this worker took control ('keep-files'): they are
 *   cached too, so a reload offline after the first visit starts the app (issue #21).
 * - /api/, /admin/ and /metrics: never touched, never cached.
 */
const CACHE = 'forkcast-shell-v1';
const SHELL = ['/index.html', '/favicon.svg', '/manifest.webmanifest'];
const SERVER_PATHS = /^\/(api|admin|metrics)(\/|$)/;
const MAX_ASSETS = 120; // old builds' files are dropped, oldest first

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.map((path) => new Request(path, { cache: 'reload' }))))
      .catch(() => undefined) // offline at install: the shell is cached on the next navigation
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('forkcast-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstNavigation(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    if (response.ok && !response.redirected && type.includes('text/html')) {
      await cache.put('/index.html', response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match('/index.html');
    if (cached) return cached;
    throw error;
  }
}

async function keepFiles(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls
      .filter((url) => new URL(url).origin === self.location.origin && new URL(url).pathname.startsWith('/assets/'))
      .map(async (url) => {
        if (await cache.match(url)) return;
        const response = await fetch(url).catch(() => null);
        if (response && response.ok) await cache.put(url, response);
      }),
  );
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'keep-files' && Array.isArray(event.data.urls)) {
    event.waitUntil(keepFiles(event.data.urls.filter((url) => typeof url === 'string')));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const assets = (await cache.keys()).filter((key) => new URL(key.url).pathname.startsWith('/assets/'));
    await Promise.all(assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((key) => cache.delete(key)));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || SERVER_PATHS.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});
