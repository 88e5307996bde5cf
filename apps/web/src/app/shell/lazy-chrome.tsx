import { lazy } from 'react';
import type { AppRoute } from '../routes';

// The top bar and the tabs come in a chunk of their own (chrome.ts), so a visitor's first page
// (Home, Login, the FAQ: none shows them) does not fetch them. It is asked for as soon as a page
// that shows them is on its way, beside that page's own code (router.tsx), so it is there when
// the page is.

const loadChrome = () => import('./chrome');

export function showsChrome(route: Pick<AppRoute, 'hideTopBar' | 'hideBottomNav'>): boolean {
  return !route.hideTopBar || !route.hideBottomNav;
}

export function preloadChrome(): void {
  loadChrome().catch(() => undefined);
}

export const LazyTopAppBar = lazy(() => loadChrome().then((m) => ({ default: m.TopAppBar })));
export const LazyMainNav = lazy(() => loadChrome().then((m) => ({ default: m.MainNav })));

/** Holds the top bar's place (its height, its border) for the moment its code is on its way. */
export function TopAppBarPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="sticky top-0 z-30 border-b border-line/60 bg-canvas/85 pt-[env(safe-area-inset-top)] backdrop-blur-md"
    >
      <div className="h-top-bar" />
    </div>
  );
}
