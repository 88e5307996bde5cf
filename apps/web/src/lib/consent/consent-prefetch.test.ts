import { CONSENT_COOKIE_NAME } from '@monstory/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { prefetchConsentBanner } from './consent-prefetch';

describe('prefetchConsentBanner', () => {
  it('fetches the banner’s chunk on a first visit to the website', () => {
    const fetchBanner = vi.fn(async () => ({}));
    prefetchConsentBanner({ platform: 'web', cookies: () => 'theme=dark' }, fetchBanner);
    expect(fetchBanner).toHaveBeenCalledTimes(1);
  });

  it('leaves it alone once a choice is saved, and in the native apps', () => {
    const fetchBanner = vi.fn(async () => ({}));
    const saved = `theme=dark; ${CONSENT_COOKIE_NAME}=%7B%7D`;
    prefetchConsentBanner({ platform: 'web', cookies: () => saved }, fetchBanner);
    prefetchConsentBanner({ platform: 'ios', cookies: () => '' }, fetchBanner);
    expect(fetchBanner).not.toHaveBeenCalled();
  });

  it('swallows a failed fetch: startConsent tells of it when it asks again', async () => {
    const fetchBanner = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() =>
      prefetchConsentBanner({ platform: 'web', cookies: () => '' }, fetchBanner),
    ).not.toThrow();
    // An unhandled rejection would fail the run once the microtasks have settled.
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchBanner).toHaveBeenCalledTimes(1);
  });
});
