import { StoryLength } from '@monstory/contracts/enums';
import { LibrarySort } from '@monstory/contracts/library';
import type { LibraryFilters } from '@monstory/contracts/library';
import { isLanguageCode } from '@monstory/contracts/language';
import { AgeBand, Genre } from '@monstory/contracts/story-shape';
import { readJson, removeItem, writeJson } from '../storage/safe-storage';
import { LocalStorageKey } from '../storage/storage-keys';

// docs/product.md#library: the library's filters are kept on this device (the library filters key) and come
// back after a reload. Each field is checked on its own, so one stale value loses only itself.

export type { LibraryFilters };

export const DEFAULT_LIBRARY_FILTERS: LibraryFilters = { sort: 'popular' };

/** The ratings a reader can ask for at least ("3 stars or more"). */
export const MIN_RATING_CHOICES = [2, 3, 4] as const;

/** The filters that narrow the list; sort only orders it. */
export const NARROWING_FILTERS = ['genre', 'ageBand', 'length', 'language', 'minRating'] as const;
export type NarrowingFilter = (typeof NARROWING_FILTERS)[number];

function pick<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.includes(value as T) ? (value as T) : undefined;
}

/** Keeps only the fields that are valid, dropping unset ones so equal filters compare equal. */
export function cleanLibraryFilters(value: unknown): LibraryFilters {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const minRating =
    typeof raw.minRating === 'number' &&
    (MIN_RATING_CHOICES as readonly number[]).includes(raw.minRating)
      ? raw.minRating
      : undefined;
  const filters: LibraryFilters = {
    genre: pick(Genre, raw.genre),
    ageBand: pick(AgeBand, raw.ageBand),
    length: pick(StoryLength, raw.length),
    language: isLanguageCode(raw.language) ? raw.language : undefined,
    minRating,
    sort: pick(LibrarySort, raw.sort) ?? DEFAULT_LIBRARY_FILTERS.sort,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, field]) => field !== undefined),
  ) as LibraryFilters;
}

export function readLibraryFilters(): LibraryFilters {
  // Any JSON will do here: cleanLibraryFilters checks each field.
  const anything = (_value: unknown): _value is unknown => true;
  return cleanLibraryFilters(readJson<unknown>(LocalStorageKey.libraryFilters, {}, anything));
}

export function writeLibraryFilters(filters: LibraryFilters): void {
  const clean = cleanLibraryFilters(filters);
  if (isDefaultFilters(clean)) removeItem(LocalStorageKey.libraryFilters);
  else writeJson(LocalStorageKey.libraryFilters, clean);
}

export function activeFilterCount(filters: LibraryFilters): number {
  return NARROWING_FILTERS.filter((key) => filters[key] !== undefined).length;
}

/**
 * Anything other than the defaults: the library then shows the matching stories as a list
 * instead of its shelves. A different order counts, since the shelves cannot show it.
 */
export function isDefaultFilters(filters: LibraryFilters): boolean {
  return activeFilterCount(filters) === 0 && filters.sort === DEFAULT_LIBRARY_FILTERS.sort;
}
