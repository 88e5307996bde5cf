import { test as base, expect } from '@playwright/test';
import { presetRejectedConsent } from './consent';
import { startFakeIdTokenIssuer, type FakeIdTokenIssuer } from './fake-id-token-issuer';
import { markGenerateTourSeen } from './generate-tour';
import { startServer, type RunningServer } from './server';

/** What the store's server notification (RevenueCat's webhook) authenticates with here. */
export const REVENUECAT_WEBHOOK_AUTH = 'Bearer e2e-revenuecat-webhook-secret';

/**
 * Journeys of the native apps' sign-in and store purchases: a server that trusts the fake
 * providers (Google's and Apple's ID tokens, Apple's token endpoint, Facebook's Graph API) and
 * takes RevenueCat's webhook with a test secret.
 */
export const test = base.extend<object, { issuer: FakeIdTokenIssuer; nativeServer: RunningServer }>(
  {
    // The shell serves the page from the device; a service worker would answer in its place.
    serviceWorkers: 'block',
    context: async ({ context, baseURL }, use) => {
      if (baseURL) await presetRejectedConsent(context, baseURL);
      await markGenerateTourSeen(context);
      await use(context);
    },
    issuer: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const issuer = await startFakeIdTokenIssuer();
        await use(issuer);
        await issuer.stop();
      },
      { scope: 'worker' },
    ],
    nativeServer: [
      async ({ issuer }, use) => {
        const server = await startServer({
          ...issuer.serverEnv,
          REVENUECAT_WEBHOOK_AUTH,
          AUTH_RATE_LIMIT: 'false',
        });
        await use(server);
        await server.stop();
      },
      { scope: 'worker' },
    ],
    baseURL: async ({ nativeServer }, use) => {
      await use(nativeServer.baseURL);
    },
  },
);

export { expect };
