import type { FastifyInstance } from 'fastify';
import { libraryCaches } from './library-caches.js';
import { countLibrary, type LibraryFilter } from './library.repo.js';

// Totals of library filters, shared for TOTAL_TTL_MS (library-caches.ts): counting every match
// of a broad filter is the one part of a library page that grows with the library, while the
// page itself stops after a few index entries. Requests that miss together share one count.

export function libraryTotal(app: FastifyInstance, filter: LibraryFilter): Promise<number> {
  const key = JSON.stringify([
    filter.genre,
    filter.ageBand,
    filter.length,
    filter.language,
    filter.minRating,
    filter.rated,
    filter.examplesOnly,
  ]);
  return libraryCaches(app).totals.get(key, () => countLibrary(app.db, filter));
}
