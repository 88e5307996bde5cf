import { useEffect, useSyncExternalStore } from 'react';

// While a start-up screen is up it tells about a lost connection itself (the loading screen's
// offline card), so the app-wide offline dialog stays out of its way. The two live in different
// parts of the tree, hence a tiny shared store instead of context.

let screensShowing = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(delta: number) {
  screensShowing += delta;
  for (const listener of listeners) listener();
}

/** Call from a start-up screen: marks it as showing while mounted and `active`. */
export function useMarkStartupScreen(active = true): void {
  useEffect(() => {
    if (!active) return;
    change(1);
    return () => change(-1);
  }, [active]);
}

export function useStartupScreenShowing(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => screensShowing > 0,
    () => false,
  );
}
