import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, vi } from 'vitest';
import { closePurchaseOverlay } from '../../lib/purchase/purchase-overlay-store';
import { FEATURES } from '../../lib/purchase/premium-features.testing';
import { renderAppRoute } from '../../test/render-app-route';
import type { RenderAppRouteOptions } from '../../test/render-app-route';
import { markGenerateTourSeen } from '../../lib/tour/tour-seen';

// The generate screen in tests: the real route with the seeded prices, and the child's taps.

// Other screens' tests take the prices from here too.
export { FEATURES };

export const CREATED = {
  status: 202,
  body: { uuid: 'new-1', status: 'CREATING', creditsCharged: 0 },
};

/** The generate route rendered, and `user`: the child's taps on it, set up before the render. */
export async function renderGenerate(options: RenderAppRouteOptions & { tourSeen?: boolean } = {}) {
  // The guided tour starts by itself on a first visit; the form's tests begin past it.
  if (options.tourSeen !== false) markGenerateTourSeen();
  const user = userEvent.setup({ delay: null });
  const view = await renderAppRoute('/generate', {
    ...options,
    routes: { 'GET /api/premium-features': FEATURES, ...options.routes },
  });
  return { ...view, user };
}

export async function chooseBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '6 years' }));
  await user.click(screen.getByRole('radio', { name: /^Space/ }));
  await user.click(screen.getByRole('radio', { name: /^Short/ }));
}

export const createButton = () => screen.getByRole('button', { name: 'Create the story!' });

/** The page and the English catalog are lazy chunks: load them before the first test. */
export async function preloadGeneratePage() {
  await Promise.all([import('./generate-page'), import('@monstory/i18n/bundles/en')]);
}

/**
 * For a file of generate-screen tests: the page is loaded before the first test, and after each
 * the clock is real again and the purchase overlay (a store outside React) is closed. Gives back
 * what the file's tests render and tap with.
 */
export function setUpGenerateTests() {
  beforeAll(preloadGeneratePage, 30_000);
  afterEach(() => {
    vi.useRealTimers();
    closePurchaseOverlay();
  });
  return { renderGenerate, chooseBasics, createButton };
}
