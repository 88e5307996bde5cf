import { createContext, useContext, useEffect } from 'react';

/** Fetches the code (and texts) of the page that would open at `pathname`, ahead of the visit. */
export type PrefetchPage = (pathname: string) => Promise<unknown>;

// The route table knows which page a path opens, and it sits above the pages: the app provides
// the prefetch, so a page can ask for its neighbour's code without importing that page. Without
// a provider nothing is fetched early, and the page loads when it is opened, as any other.
export const PagePrefetchContext = createContext<PrefetchPage>(() => Promise.resolve());

/**
 * Fetches the page at `pathname` once the browser is idle (within two seconds), so opening it
 * later is not held up by a download. The same module the route table loads lazily: the browser
 * keeps one copy.
 */
export function usePrefetchPage(pathname: string): void {
  const prefetch = useContext(PagePrefetchContext);
  useEffect(() => {
    const load = () => void prefetch(pathname).catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 1_000);
    return () => window.clearTimeout(timer);
  }, [prefetch, pathname]);
}
