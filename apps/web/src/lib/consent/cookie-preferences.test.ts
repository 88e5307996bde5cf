import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../i18n/create-i18n';
import { clearConsentCookie, freshConsentModules } from './consent-banner.testing';

afterEach(() => {
  vi.doUnmock('./consent-banner');
  clearConsentCookie();
  document.getElementById('cc-main')?.remove();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const webPage = (cookies: () => string, loadBanner: (i18n: I18n) => Promise<void>) => ({
  platform: 'web',
  userAgent: CHROME,
  cookies,
  loadBanner,
});

describe('openCookiePreferences', () => {
  it('rejects while the page asks for no consent (start-up never ran, or a native app)', async () => {
    const { preferences } = await freshConsentModules();
    await expect(preferences.openCookiePreferences()).rejects.toThrow(/unavailable/);
  });

  it('rejects when the preferences’ code cannot be fetched', async () => {
    const { startup } = await freshConsentModules();
    vi.doMock('./consent-banner', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { openCookiePreferences } = await import('./cookie-preferences');
    await startup.startConsent(
      await createAppI18n('no'),
      webPage(
        () => '',
        async () => {},
      ),
    );
    // vitest wraps the failed import; the browser's own error is its cause.
    await expect(openCookiePreferences()).rejects.toMatchObject({
      cause: { message: 'Failed to fetch dynamically imported module' },
    });
  });

  it('opens the preferences with the saved choice, and saving a change updates the consent', async () => {
    const { startup, banner, store, preferences } = await freshConsentModules();
    const i18n = await createAppI18n('no');
    // A first visit: the banner, then "Godta alle"; later the person opens the preferences.
    await startup.startConsent(
      i18n,
      webPage(
        () => document.cookie,
        (appI18n) => banner.runConsentBanner(appI18n.language),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Godta alle' }));
    await preferences.openCookiePreferences();
    const dialog = await screen.findByRole('dialog', {
      name: 'Innstillinger for informasjonskapsler',
    });
    const ads = within(dialog).getByRole('checkbox', { name: /Tilpassede annonser/ });
    expect(ads).toBeChecked();
    await userEvent.click(ads);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre valgene' }));
    expect(store.getConsent()).toEqual({
      analytics: true,
      ad_user_data: true,
      ad_personalization: false,
    });
  });
});
