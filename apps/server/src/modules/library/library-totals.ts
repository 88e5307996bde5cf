import { libraryCaches } from './library-caches.js';
import { countLibrary, type LibraryFilter } from './library.repo.js';
import type { ServiceContext } from '../../platform/service-context.js';

// Totals of library filters, shared for TOTAL_TTL_MS (library-caches.ts): counting every match
// of a broad filter is the one part of a library page that grows with the library, while the
// page itself stops after a few index entries. Requests that miss together share one count.

/** Every field of a filter in a fixed order: the start of a cache key for what the filter finds. */
export function filterKeyParts(filter: LibraryFilter): unknown[] {
  return [
    filter.genre,
    filter.ageBand,
    filter.length,
    filter.language,
    filter.minRating,
    filter.rated,
    filter.examplesOnly,
  ];
}

export function libraryTotal(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  filter: LibraryFilter,
): Promise<number> {
  const key = JSON.stringify(filterKeyParts(filter));
  return libraryCaches(ctx).totals.get(key, () => countLibrary(ctx.db, filter));
}
