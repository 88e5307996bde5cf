import crypto from 'node:crypto';
import type { ServiceContext } from '../../platform/service-context.js';
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

/** What the caches use of the context; `db` is the app's database, never a transaction. */
type CacheContext = Pick<ServiceContext, 'db' | 'clock' | 'events' | 'log'>;

// By database: every context built on the app's (app.services, a job's ctx.services) shares them.
const cachesByDatabase = new WeakMap<object, LibraryCaches>();

export function libraryCaches(ctx: Pick<CacheContext, 'db' | 'clock'>): LibraryCaches {
  let caches = cachesByDatabase.get(ctx.db);
  if (!caches) {
    const now = () => ctx.clock.now().getTime();
    caches = {
      totals: createSharedReads({ ttlMs: TOTAL_TTL_MS, maxEntries: MAX_TOTALS, now }),
      pages: createSharedReads({ ttlMs: PAGE_TTL_MS, maxEntries: MAX_PAGES, now }),
      origin: crypto.randomUUID(),
    };
    cachesByDatabase.set(ctx.db, caches);
  }
  return caches;
}

function dropCaches(ctx: Pick<CacheContext, 'db'>): void {
  const caches = cachesByDatabase.get(ctx.db);
  caches?.totals.clear();
  caches?.pages.clear();
}

/** The library changed: pages and totals are read again, here and on the other replicas. */
export function libraryChanged(ctx: CacheContext): void {
  dropCaches(ctx);
  // The in-process bus only reaches this process, which has just dropped its caches.
  if (ctx.events.kind !== 'redis') return;
  ctx.events
    .publish(LIBRARY_CHANNEL, { type: 'changed', data: libraryCaches(ctx).origin })
    .catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'could not tell other replicas the library changed');
    });
}

/**
 * Other replicas' changes reach this one's caches until the returned function is called.
 * Without Redis there is no channel between processes: a separate job worker's changes (new
 * examples, purges) show within the TTLs.
 */
export async function watchLibraryChanges(ctx: CacheContext): Promise<() => void> {
  if (ctx.events.kind !== 'redis') return () => undefined;
  const { origin } = libraryCaches(ctx);
  return ctx.events.subscribe(LIBRARY_CHANNEL, (event) => {
    if (event.data !== origin) dropCaches(ctx);
  });
}
