// Youzhe's service worker (docs/FRONTEND.md, "Offline"). Small and our own, so every rule is
// readable here:
//   - pages (navigations): the network first; offline, the page's last copy, else the shell;
//   - the app's files under /ver3/static/: hashed and immutable, so from the cache first;
//   - content answers of the API (GETs answered with an ETag: places, lines, outlines, covers):
//     the network first, each answer kept; offline, the last answer kept. Answers without an
//     ETag are personal (my points, my favourites) or live and are never kept.
// Writes are never touched. A line saved for offline (离线保存) is every file of the app (the
// message below) and every answer its pages need, fetched while online: the rules above serve it.
const SHELL = 'youzhe-pages-v1';
const FILES = 'youzhe-files-v1';
const ANSWERS = 'youzhe-answers-v1';
const KEEP = [SHELL, FILES, ANSWERS];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((c) => c.add('/ver3/')));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('youzhe-') && !KEEP.includes(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** Tells the page that asked that nothing was kept for this request: its no-network tip shows. */
async function missing(clientId) {
  const client = clientId && (await self.clients.get(clientId));
  client?.postMessage({ type: 'youzhe:missing' });
}

async function networkFirst(request, cacheName, keep, clientId) {
  try {
    const res = await fetch(request);
    if (keep(res)) {
      const copy = res.clone();
      caches.open(cacheName).then((c) => c.put(request.url, copy));
    }
    return res;
  } catch (offline) {
    const kept = await caches.match(request.url, { cacheName, ignoreVary: true });
    if (kept) return kept;
    // A quiet call (X-Youzhe-Quiet) is one whose page shows its own state without it.
    if (!request.headers.has('x-youzhe-quiet')) await missing(clientId);
    throw offline;
  }
}

async function page(request) {
  try {
    return await networkFirst(request, SHELL, (res) => res.ok);
  } catch (offline) {
    const shell = await caches.match('/ver3/', { cacheName: SHELL });
    if (shell) return shell;
    throw offline;
  }
}

async function file(request, clientId) {
  const kept = await caches.match(request.url, { cacheName: FILES });
  if (kept) return kept;
  let res;
  try {
    res = await fetch(request);
  } catch (offline) {
    await missing(clientId);
    throw offline;
  }
  if (res.ok) {
    const copy = res.clone();
    caches.open(FILES).then((c) => c.put(request.url, copy));
  }
  return res;
}

// 离线保存: keep every file of the app (offline-files.json, written by the build), so a kept
// page never needs a chunk it had not loaded before. Answers the asking page on its port.
async function keepApp() {
  const res = await fetch('/ver3/offline-files.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error('no file list');
  const files = await res.json();
  const cache = await caches.open(FILES);
  const missing = [];
  for (const f of files) if (!(await cache.match(f))) missing.push(f);
  await cache.addAll(missing);
  return files.length;
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'youzhe:keep-app' || !event.ports[0]) return;
  const port = event.ports[0];
  event.waitUntil(
    keepApp().then(
      (n) => port.postMessage({ ok: true, files: n }),
      () => port.postMessage({ ok: false }),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/ver3/')) return;
  if (url.pathname.startsWith('/ver3/admin')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/ver3/static/')) event.respondWith(file(request, event.clientId));
  else if (url.pathname.startsWith('/ver3/api/'))
    // Signed in, the request layer sends the token with content calls too: what is kept is
    // what the server marks as content (an ETag, not private), never an answer for one visitor.
    event.respondWith(
      networkFirst(request, ANSWERS, (res) => res.ok && res.headers.has('etag') && !/private|no-store/.test(res.headers.get('cache-control') ?? ''), event.clientId),
    );
});
