/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listenForPush } from './lib/push/push-worker';

// The service worker, built into /sw.js by vite-plugin-pwa (injectManifest): the app's own code
// kept so it starts with no network, and Web Push (lib/push/push-worker.ts). Stories kept for offline
// reading are in caches of their own that the pages read themselves (lib/offline); this worker
// never serves anything from them, nor anything from /api, and a new release leaves them be.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

listenForPush(self);

// The build's files, named by their hashes: a new release brings its own list, and the old
// release's files are deleted once its worker takes over (and caches of older Workbox formats
// with them). Only exact file names: "/" is the server's page (rendered Home), never the kept
// index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** Sent by the page when the family taps "Update" (lib/offline/app-update.ts). */
const SKIP_WAITING_MESSAGE = 'monstory:skip-waiting';

// Once active, a release takes every open page at once, so they all move to it together.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// A new release waits beside the running one (whose files pages still load) until the family
// chooses to update: never in the middle of a story being written or read aloud.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data) {
    if (data.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  }
});

// Pages come from the network first (the server renders Home and notes the session cookie), so
// no one online ever runs an old release; without a network the kept index.html starts the app.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const page = await matchPrecache('/index.html');
        if (page) return page;
        throw error;
      }
    },
    { denylist: [/^\/api\//] },
  ),
);
