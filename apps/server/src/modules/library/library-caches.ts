import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PublicCards } from './library-public-page.js';
import { createSharedReads, type SharedReads } from './shared-reads.js';

// The library's short-lived caches (docs/decisions/0008-library.md, "Caches"): the totals of
// filters and the pages everyone sees alike. Whatever changes who or what is in the library —
// publishing, unpublishing, ratings, reports, deleting a published story, new examples — calls
// libraryChanged(): this process drops both at once, and with Redis every other replica does
// too within a message's round trip. The TTLs bound what a lost message, or a change that does
// not announce itself (a read raising a count, narration finishing), can leave stale.

/**
 * Counting every match of a broad filter is the one part of a page that grows with the library
 * (6–13 ms for 97,000 matches on SQLite), so a total is kept longest.
 */
export const TOTAL_TTL_MS = 5_000;
/** Long enough that a busy page is read about once per TTL, short enough for read counts. */
export const PAGE_TTL_MS = 2_000;
/** A kept page (12 cards, their JSON and a body) is some 30 KB: at most about 15 MB. */
const MAX_PAGES = 500;
const MAX_TOTALS = 5_000;
export const LIBRARY_CHANNEL = 'library:changed';

interface LibraryCaches {
  totals: SharedReads<number>;
  pages: SharedReads<PublicCards>;
  /** Tells this app's own messages apart from other replicas' on the shared channel. */
  origin: string;
}

// By database, not by Fastify instance: each plugin sees its own (encapsulated) instance, and the
// routes that read the library are not those that change it.
const cachesByDatabase = new WeakMap<object, LibraryCaches>();

export function libraryCaches(app: FastifyInstance): LibraryCaches {
  let caches = cachesByDatabase.get(app.db);
  if (!caches) {
    const now = () => app.clock.now().getTime();
    caches = {
      totals: createSharedReads({ ttlMs: TOTAL_TTL_MS, maxEntries: MAX_TOTALS, now }),
      pages: createSharedReads({ ttlMs: PAGE_TTL_MS, maxEntries: MAX_PAGES, now }),
      origin: crypto.randomUUID(),
    };
    cachesByDatabase.set(app.db, caches);
  }
  return caches;
}

function dropCaches(app: FastifyInstance): void {
  const caches = cachesByDatabase.get(app.db);
  caches?.totals.clear();
  caches?.pages.clear();
}

/** The library changed: pages and totals are read again, here and on the other replicas. */
export function libraryChanged(app: FastifyInstance): void {
  dropCaches(app);
  // The in-process bus only reaches this process, which has just dropped its caches.
  if (app.events.kind !== 'redis') return;
  app.events
    .publish(LIBRARY_CHANNEL, { type: 'changed', data: libraryCaches(app).origin })
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not tell other replicas the library changed');
    });
}

/**
 * Other replicas' changes reach this one's caches. Without Redis there is no channel between
 * processes: a separate job worker's changes (new examples, purges) show within the TTLs.
 */
export async function watchLibraryChanges(app: FastifyInstance): Promise<void> {
  if (app.events.kind !== 'redis') return;
  const { origin } = libraryCaches(app);
  const unsubscribe = await app.events.subscribe(LIBRARY_CHANNEL, (event) => {
    if (event.data !== origin) dropCaches(app);
  });
  app.addHook('onClose', () => unsubscribe());
}
