import type { BrowserContext } from '@playwright/test';

// The guided tour starts by itself on a device's first visit to Generate (docs/product.md#shell) and covers
// the screen until it is closed. Journeys about something else start as a returning visitor:
// the fixtures mark the tour seen in every new context unless a journey asks for a first
// visit with `test.use({ firstVisit: true })` (e2e/tour-snow.e2e.ts).

/** apps/web/src/lib/storage/storage-keys.ts → hasSeenGenerateTour. */
export const HAS_SEEN_GENERATE_TOUR_KEY = 'monstory.has-seen-generate-tour';

export async function markGenerateTourSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'true');
    } catch {
      // about:blank and other opaque origins have no storage; the app's own pages do.
    }
  }, HAS_SEEN_GENERATE_TOUR_KEY);
}
