import { CONSENT_COOKIE_NAME } from '@monstory/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { showConsentBannerEarly } from './consent-prefetch';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const web = { platform: 'web', userAgent: CHROME };

describe('showConsentBannerEarly', () => {
  it('shows a first visitor to the website the banner, in the page’s language', () => {
    const runBanner = vi.fn(async () => {});
    showConsentBannerEarly('en', { ...web, cookies: () => 'theme=dark' }, runBanner);
    expect(runBanner).toHaveBeenCalledWith('en');
  });

  it('leaves a saved choice to start-up, and asks nothing in the native apps or of crawlers', () => {
    const runBanner = vi.fn(async () => {});
    const saved = `theme=dark; ${CONSENT_COOKIE_NAME}=%7B%7D`;
    showConsentBannerEarly('no', { ...web, cookies: () => saved }, runBanner);
    showConsentBannerEarly('no', { ...web, platform: 'ios', cookies: () => '' }, runBanner);
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    showConsentBannerEarly('no', { ...web, userAgent: googlebot, cookies: () => '' }, runBanner);
    expect(runBanner).not.toHaveBeenCalled();
  });

  it('swallows a failure: startConsent tells of it when it asks again', async () => {
    const runBanner = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() =>
      showConsentBannerEarly('no', { ...web, cookies: () => '' }, runBanner),
    ).not.toThrow();
    // An unhandled rejection would fail the run once the microtasks have settled.
    await Promise.resolve();
    await Promise.resolve();
    expect(runBanner).toHaveBeenCalledTimes(1);
  });
});
