import { CONSENT_REVISION } from '@monstory/contracts/constants';
import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CONSENT } from './consent-choice';
import type { ConsentEnvironment } from './consent-startup';
import { consentI18n, resetConsentStartup, startConsent } from './consent-startup';
import { getConsent, setConsent } from './consent-store';
import { openCookiePreferences } from './cookie-preferences';

const i18n = {} as I18n;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

function savedCookie(categories: string[], revision = CONSENT_REVISION): string {
  const record = {
    categories,
    services: {},
    revision,
    consentId: 'b6f0f6c2-6a0e-4c4b-8f57-0d5c6ef0d111',
    consentTimestamp: '2026-11-20T10:00:00.000Z',
    lastConsentTimestamp: '2026-11-20T10:00:00.000Z',
    languageCode: 'no',
  };
  return `cc_cookie=${encodeURIComponent(JSON.stringify(record))}`;
}

function environment(overrides: Partial<ConsentEnvironment> = {}) {
  const loadBanner = vi.fn(async () => {});
  const env: ConsentEnvironment = {
    platform: 'web',
    userAgent: CHROME,
    cookies: () => '',
    loadBanner,
    ...overrides,
  };
  return { env, loadBanner };
}

afterEach(() => {
  resetConsentStartup();
  setConsent(NO_CONSENT);
});

describe('startConsent', () => {
  it('shows the banner on a first visit, with everything still denied', async () => {
    const { env, loadBanner } = environment();
    await startConsent(i18n, env);
    expect(loadBanner).toHaveBeenCalledWith(i18n);
    expect(getConsent()).toEqual(NO_CONSENT);
    expect(consentI18n()).toBe(i18n);
  });

  it('applies a returning visitor’s saved choice without loading the banner', async () => {
    const { env, loadBanner } = environment({
      cookies: () => `theme=dark; ${savedCookie(['necessary', 'analytics'])}`,
    });
    await startConsent(i18n, env);
    expect(loadBanner).not.toHaveBeenCalled();
    expect(getConsent()).toEqual({
      analytics: true,
      ad_user_data: false,
      ad_personalization: false,
    });
  });

  it('asks again when the saved record is of another revision', async () => {
    const { env, loadBanner } = environment({
      cookies: () => savedCookie(['necessary', 'analytics'], CONSENT_REVISION - 1),
    });
    await startConsent(i18n, env);
    expect(loadBanner).toHaveBeenCalled();
    expect(getConsent()).toEqual(NO_CONSENT);
  });

  it('asks nothing in the native apps or of crawlers, and the preferences are then unavailable', async () => {
    for (const overrides of [
      { platform: 'ios' },
      { platform: 'android' },
      { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ]) {
      const { env, loadBanner } = environment(overrides);
      await startConsent(i18n, env);
      expect(loadBanner).not.toHaveBeenCalled();
    }
    await expect(openCookiePreferences()).rejects.toThrow('Cookie preferences are unavailable.');
  });

  it('still asks in an automated browser: only crawlers are skipped, not tests or audits', async () => {
    const { env, loadBanner } = environment({
      userAgent: `${CHROME} HeadlessChrome Chrome-Lighthouse`,
    });
    await startConsent(i18n, env);
    expect(loadBanner).toHaveBeenCalled();
  });
});
