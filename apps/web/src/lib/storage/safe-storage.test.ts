import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readString, removeItem, writeJson, writeString } from './safe-storage';
import { LocalStorageKey, SessionStorageKey } from './storage-keys';

const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('safe storage', () => {
  it('round-trips strings and JSON in local and session storage', () => {
    expect(writeString(LocalStorageKey.language, 'en')).toBe(true);
    expect(readString(LocalStorageKey.language)).toBe('en');
    expect(writeJson(LocalStorageKey.libraryFilters, [1, 2])).toBe(true);
    expect(readJson(LocalStorageKey.libraryFilters, [], isNumberArray)).toEqual([1, 2]);
    expect(writeString(SessionStorageKey.theme, 'dark', 'session')).toBe(true);
    expect(sessionStorage.getItem(SessionStorageKey.theme)).toBe('dark');
    expect(localStorage.getItem(SessionStorageKey.theme)).toBeNull();
    removeItem(LocalStorageKey.language);
    expect(readString(LocalStorageKey.language)).toBeNull();
  });

  it('gives the fallback for garbage or a value of the wrong shape', () => {
    localStorage.setItem(LocalStorageKey.libraryFilters, '{not json');
    expect(readJson(LocalStorageKey.libraryFilters, [7], isNumberArray)).toEqual([7]);
    localStorage.setItem(LocalStorageKey.libraryFilters, '"text"');
    expect(readJson(LocalStorageKey.libraryFilters, [7], isNumberArray)).toEqual([7]);
  });

  it('survives a storage whose every method throws (private mode, full quota)', () => {
    const boom = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(boom);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(boom);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(boom);

    expect(writeString(LocalStorageKey.userId, 'u1')).toBe(false);
    expect(writeJson(LocalStorageKey.pendingTransactions, ['t'])).toBe(false);
    expect(readString(LocalStorageKey.userId)).toBeNull();
    expect(readJson(LocalStorageKey.libraryFilters, [3], isNumberArray)).toEqual([3]);
    expect(() => removeItem(LocalStorageKey.userId)).not.toThrow();
  });

  it('survives a browser that throws on merely touching localStorage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readString(LocalStorageKey.language)).toBeNull();
    expect(writeString(LocalStorageKey.language, 'no')).toBe(false);
    expect(readJson(LocalStorageKey.libraryFilters, [], isNumberArray)).toEqual([]);
  });

  it('refuses values JSON cannot represent instead of throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeJson(LocalStorageKey.generateStoryPreferences, circular)).toBe(false);
    expect(writeJson(LocalStorageKey.generateStoryPreferences, undefined)).toBe(false);
  });
});
