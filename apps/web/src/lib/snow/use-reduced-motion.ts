import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  // jsdom and some embedded web views have no matchMedia: that is "no preference".
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

const reduced = () => media()?.matches ?? false;

/** True while the device asks for less motion; follows the setting if it changes mid-visit. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, reduced);
}
