import { useState } from 'react';
import {
  DEFAULT_LIBRARY_FILTERS,
  cleanLibraryFilters,
  readLibraryFilters,
  writeLibraryFilters,
} from '../../lib/library/library-filters';
import type { LibraryFilters } from '../../lib/library/library-filters';

/** The library's filters, read from this device once and stored again on every change. */
export function useLibraryFilters() {
  const [filters, setFilters] = useState<LibraryFilters>(readLibraryFilters);
  const set = (next: LibraryFilters) => {
    const clean = cleanLibraryFilters(next);
    setFilters(clean);
    writeLibraryFilters(clean);
  };
  return {
    filters,
    /** Sets some fields; a field set to undefined is cleared. */
    change: (patch: Partial<LibraryFilters>) => set({ ...filters, ...patch }),
    clear: () => set(DEFAULT_LIBRARY_FILTERS),
  };
}
