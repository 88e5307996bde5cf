import { test as base, expect } from '@playwright/test';
import { presetRejectedConsent } from './consent';
import { markGenerateTourSeen } from './generate-tour';
import { startServer, type RunningServer } from './server';

/** Every journey gets a real production server; one per worker keeps the suite fast. */
export const test = base.extend<
  { consentDecided: boolean; firstVisit: boolean },
  { server: RunningServer }
>({
  consentDecided: [true, { option: true }],
  // A returning visitor unless the journey is about the first visit (support/generate-tour.ts).
  firstVisit: [false, { option: true }],
  context: async ({ context, consentDecided, baseURL, firstVisit }, use) => {
    if (consentDecided && baseURL) await presetRejectedConsent(context, baseURL);
    if (!firstVisit) await markGenerateTourSeen(context);
    await use(context);
  },
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

export { expect };
