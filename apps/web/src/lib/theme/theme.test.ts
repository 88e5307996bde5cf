import { afterEach, expect, it } from 'vitest';
import { SessionStorageKey } from '../storage/storage-keys';
import { applyTheme, readStoredTheme } from './theme';

afterEach(() => sessionStorage.clear());

it('is dark unless this tab stored a known theme', () => {
  sessionStorage.setItem(SessionStorageKey.theme, 'neon');
  expect(readStoredTheme()).toBe('dark');
});

it('marks the document and remembers the theme for this tab only', () => {
  const root = document.createElement('html');
  applyTheme('dark', root);
  expect(root.dataset.theme).toBe('dark');
  expect(sessionStorage.getItem(SessionStorageKey.theme)).toBe('dark');
  expect(localStorage.getItem(SessionStorageKey.theme)).toBeNull();
});
