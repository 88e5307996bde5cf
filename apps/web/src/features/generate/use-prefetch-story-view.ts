import { usePrefetchPage } from '../../lib/navigation/page-prefetch';

/**
 * Fetches the story view's code while the child is still choosing, so the first streamed words are
 * not held up by a chunk download after "create" (bench/studio-browser.bench.mjs measures submit to
 * first word).
 */
export function usePrefetchStoryView(): void {
  usePrefetchPage('/story');
}
