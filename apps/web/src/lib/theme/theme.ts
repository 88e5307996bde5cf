import { DEFAULT_THEME } from '@monstory/contracts/constants';
import { readString, writeString } from '../storage/safe-storage';
import { SessionStorageKey } from '../storage/storage-keys';

// Only the dark palette exists today (docs/product.md#constants "dark by default"); a light one is a new CSS block
// in styles/theme-tokens.css plus a new name here.
export const AppTheme = ['dark'] as const;
export type AppTheme = (typeof AppTheme)[number];

const isAppTheme = (value: unknown): value is AppTheme =>
  (AppTheme as readonly unknown[]).includes(value);

/** The theme chosen in this tab (docs/product.md#shell: kept in session storage), else the default. */
export function readStoredTheme(): AppTheme {
  const stored = readString(SessionStorageKey.theme, 'session');
  return isAppTheme(stored) ? stored : (DEFAULT_THEME as AppTheme);
}

export function applyTheme(theme: AppTheme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  writeString(SessionStorageKey.theme, theme, 'session');
}
