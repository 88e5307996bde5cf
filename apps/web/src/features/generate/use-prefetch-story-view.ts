import { useEffect } from 'react';

/**
 * Fetches the story view's code while the child is still choosing, so the first streamed words are
 * not held up by a chunk download after "create" (bench/studio-browser.bench.mjs measures submit to
 * first word). The same module the route table loads lazily: the browser keeps one copy.
 */
export function usePrefetchStoryView(): void {
  useEffect(() => {
    const load = () => void import('../story/story-page').catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 1_000);
    return () => window.clearTimeout(timer);
  }, []);
}
