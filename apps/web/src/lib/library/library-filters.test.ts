import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorageKey } from '../storage/storage-keys';
import {
  activeFilterCount,
  cleanLibraryFilters,
  isDefaultFilters,
  readLibraryFilters,
  writeLibraryFilters,
} from './library-filters';

afterEach(() => localStorage.clear());

describe('library filters', () => {
  it('come back as they were stored', () => {
    writeLibraryFilters({ genre: 'SPACE', ageBand: '6-8', minRating: 4, sort: 'newest' });
    expect(readLibraryFilters()).toEqual({
      genre: 'SPACE',
      ageBand: '6-8',
      minRating: 4,
      sort: 'newest',
    });
  });

  it('start with the most popular first and nothing narrowed', () => {
    expect(readLibraryFilters()).toEqual({ sort: 'popular' });
    expect(isDefaultFilters(readLibraryFilters())).toBe(true);
  });

  it('drop only the values that are no longer valid', () => {
    localStorage.setItem(
      LocalStorageKey.libraryFilters,
      JSON.stringify({ genre: 'ROMANCE', length: 'LONG', language: 'xx', minRating: 9, sort: 1 }),
    );
    expect(readLibraryFilters()).toEqual({ length: 'LONG', sort: 'popular' });
  });

  it('survive text that is not JSON', () => {
    localStorage.setItem(LocalStorageKey.libraryFilters, '{oops');
    expect(readLibraryFilters()).toEqual({ sort: 'popular' });
    expect(cleanLibraryFilters(null)).toEqual({ sort: 'popular' });
  });

  it('forget the stored value once they are back to the defaults', () => {
    writeLibraryFilters({ genre: 'ANIMALS', sort: 'popular' });
    expect(localStorage.getItem(LocalStorageKey.libraryFilters)).not.toBeNull();
    writeLibraryFilters({ sort: 'popular' });
    expect(localStorage.getItem(LocalStorageKey.libraryFilters)).toBeNull();
  });

  it('count the filters that narrow the list; a different order alone is not a filter', () => {
    expect(activeFilterCount({ genre: 'FUNNY', language: 'en', sort: 'rating' })).toBe(2);
    expect(activeFilterCount({ sort: 'rating' })).toBe(0);
    expect(isDefaultFilters({ sort: 'rating' })).toBe(false);
  });
});
