import { CONSENT_COOKIE_NAME } from '@monstory/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { PENDING_BANNER, consentDialogOpen, setConsentDialog } from './consent-dialog-store';
import { showConsentBannerEarly } from './consent-early';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const web = { platform: 'web', userAgent: CHROME };

describe('showConsentBannerEarly', () => {
  it('shows a first visitor to the website the banner, in the page’s language', () => {
    const runBanner = vi.fn(async () => {});
    void showConsentBannerEarly('en', { ...web, cookies: () => 'theme=dark' }, runBanner);
    expect(runBanner).toHaveBeenCalledWith('en');
    // Counted as on screen from now, so the guided tour does not start underneath it.
    expect(consentDialogOpen()).toBe(true);
    setConsentDialog(PENDING_BANNER, false);
  });

  it('leaves a saved choice to start-up, and asks nothing in the native apps or of crawlers', () => {
    const runBanner = vi.fn(async () => {});
    const saved = `theme=dark; ${CONSENT_COOKIE_NAME}=%7B%7D`;
    void showConsentBannerEarly('no', { ...web, cookies: () => saved }, runBanner);
    void showConsentBannerEarly('no', { ...web, platform: 'ios', cookies: () => '' }, runBanner);
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    void showConsentBannerEarly(
      'no',
      { ...web, userAgent: googlebot, cookies: () => '' },
      runBanner,
    );
    expect(runBanner).not.toHaveBeenCalled();
  });

  it('swallows a failure: startConsent tells of it when it asks again', async () => {
    const runBanner = vi.fn(() => Promise.reject(new Error('offline')));
    // The app starts after this either way, so it never rejects.
    await expect(
      showConsentBannerEarly('no', { ...web, cookies: () => '' }, runBanner),
    ).resolves.toBeUndefined();
    expect(runBanner).toHaveBeenCalledTimes(1);
    expect(consentDialogOpen()).toBe(false);
  });
});
