import { PARENTAL_GATE_PATH } from './app-paths';

// The browser will not tell us what the previous history entry was, yet the back button must
// skip the parental gate (docs/product.md#parental-gate). So the shell keeps its own short list of the entries of this
// visit, kept in step with the browser's list by each location's unique key.

export interface HistoryEntry {
  key: string;
  path: string;
}

export type NavigationKind = 'PUSH' | 'REPLACE' | 'POP';

const MAX_ENTRIES = 50;

export function recordNavigation(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
  kind: NavigationKind,
): HistoryEntry[] {
  if (entries.at(-1)?.key === entry.key) return [...entries];
  let next: HistoryEntry[];
  if (kind === 'PUSH') next = [...entries, entry];
  else if (kind === 'REPLACE') next = [...entries.slice(0, -1), entry];
  else {
    // Back (or a jump) to an entry we know: forget everything after it. An unknown key is a
    // forward move or the first page of the visit.
    const known = entries.findIndex((e) => e.key === entry.key);
    next = known >= 0 ? entries.slice(0, known + 1) : [...entries, entry];
  }
  return next.slice(-MAX_ENTRIES);
}

export type BackAction = { kind: 'history'; delta: -1 | -2 } | { kind: 'path'; to: string };

/**
 * What the back button does: one step back, two when that step is the parental gate (a passed
 * gate must not reopen), or `fallback` when the visit has no earlier page to return to.
 */
export function resolveBack(entries: readonly HistoryEntry[], fallback: string): BackAction {
  const previous = entries.at(-2);
  if (!previous) return { kind: 'path', to: fallback };
  if (previous.path !== PARENTAL_GATE_PATH) return { kind: 'history', delta: -1 };
  return entries.length >= 3 ? { kind: 'history', delta: -2 } : { kind: 'path', to: fallback };
}

export type HardwareBackAction = BackAction | { kind: 'exit' };

/**
 * Android's back button (docs/product.md#shell: back skips a parental-gate entry): one step back, two past the
 * gate; with no earlier page in this visit, the page's own fallback (a story opened from a link
 * goes to the library), and at the root (a tab, or nothing to go back to) the app closes.
 */
export function resolveHardwareBack(
  entries: readonly HistoryEntry[],
  fallback: string | null,
): HardwareBackAction {
  const previous = entries.at(-2);
  if (previous && previous.path !== PARENTAL_GATE_PATH) return { kind: 'history', delta: -1 };
  if (previous && entries.length >= 3) return { kind: 'history', delta: -2 };
  if (fallback && entries.at(-1)?.path !== fallback) return { kind: 'path', to: fallback };
  return { kind: 'exit' };
}
