import type { BrowserContext } from '@playwright/test';
import {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_REVISION,
} from '@monstory/contracts/constants';

/**
 * Journeys start as a visitor who already answered the cookie banner with "Bare nødvendige":
 * the banner would otherwise appear over whatever the journey is doing. The consent journey
 * (consent.e2e.ts) turns this off with `test.use({ consentDecided: false })`.
 */
export async function presetRejectedConsent(context: BrowserContext, baseURL: string) {
  const now = new Date();
  // The record vanilla-cookieconsent itself saves for "reject all" (Consent record, docs/product.md#consent).
  const record = {
    categories: ['necessary'],
    revision: CONSENT_REVISION,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: '00000000-0000-4000-8000-00000000e2e0',
    services: { necessary: [], analytics: [], ad_user_data: [], ad_personalization: [] },
    languageCode: 'no',
    lastConsentTimestamp: now.toISOString(),
  };
  await context.addCookies([
    {
      name: CONSENT_COOKIE_NAME,
      value: encodeURIComponent(JSON.stringify(record)),
      url: baseURL,
      sameSite: 'Lax',
      expires: Math.floor(now.getTime() / 1000) + CONSENT_COOKIE_DAYS * 24 * 60 * 60,
    },
  ]);
}
