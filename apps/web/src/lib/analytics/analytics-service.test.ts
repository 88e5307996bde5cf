import type { AnalyticsConfigResponse } from '@monstory/contracts/analytics';
import { describe, expect, it, vi } from 'vitest';
import { choiceFromCategories, NO_CONSENT } from '../consent/consent-choice';
import type { AnalyticsDeps } from './analytics-service';
import { createAnalytics } from './analytics-service';
import type { Fbq } from './meta-pixel';

const GA4 = 'G-TEST12345';
const PIXEL = '1234567890';
const GA_SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${GA4}`;
const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const ANALYTICS_ONLY = choiceFromCategories(['necessary', 'analytics']);
const ADS_ONLY = choiceFromCategories(['necessary', 'ad_user_data', 'ad_personalization']);
const ALL = choiceFromCategories(['necessary', 'analytics', 'ad_user_data', 'ad_personalization']);
const REGISTERED = { id: 'user-1', type: 'registered' } as const;
// Consent mode as gtag is told it, spelled out: the code's own mapping is what is under test.
const ALL_DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

interface Page {
  target: { dataLayer?: IArguments[]; fbq?: Fbq };
  loadScript: ReturnType<typeof vi.fn<(src: string) => Promise<void>>>;
  fetchConfig: ReturnType<typeof vi.fn<() => Promise<AnalyticsConfigResponse>>>;
}

function page(
  options: {
    hostname?: string;
    platform?: string;
    config?: Partial<AnalyticsConfigResponse>;
    url?: string;
  } = {},
) {
  const url = new URL(options.url ?? `https://${options.hostname ?? 'monstory.com'}/library`);
  const fake: Page = {
    target: {},
    loadScript: vi.fn(async () => {}),
    fetchConfig: vi.fn(async () => ({
      ga4MeasurementId: GA4,
      metaPixelId: PIXEL,
      testUser: false,
      ...options.config,
    })),
  };
  const deps: AnalyticsDeps = {
    platform: () => options.platform ?? 'web',
    location: () => url,
    fetchConfig: fake.fetchConfig,
    loadScript: fake.loadScript,
    target: fake.target,
  };
  return { ...fake, analytics: createAnalytics(deps), url };
}

/** The gtag calls on the page, as arrays (gtag queues `arguments` objects). */
function gtagCalls(target: Page['target']): unknown[][] {
  return (target.dataLayer ?? []).map((args) => Array.from(args));
}
function fbqCalls(target: Page['target']): unknown[][] {
  return (target.fbq?.queue ?? []).map((args) => Array.from(args as IArguments));
}

describe('analytics before consent', () => {
  it('loads nothing and asks the server nothing, whatever the page does', async () => {
    const { analytics, loadScript, fetchConfig, target } = page();
    analytics.setUser(REGISTERED);
    analytics.setConsent(NO_CONSENT);
    analytics.pageView('Bibliotek · Monstory');
    analytics.track('library_opened');
    await analytics.settled();
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(loadScript).not.toHaveBeenCalled();
    expect(target).toEqual({});
  });
});

describe('GA4 after analytics consent', () => {
  it('starts from all-denied consent mode, then applies the choice, and loads gtag.js', async () => {
    const { analytics, loadScript, target } = page();
    analytics.setUser(REGISTERED);
    analytics.setConsent(ANALYTICS_ONLY);
    await analytics.settled();
    expect(loadScript).toHaveBeenCalledExactlyOnceWith(GA_SCRIPT);
    const calls = gtagCalls(target);
    expect(calls[0]).toEqual(['consent', 'default', ALL_DENIED]);
    expect(calls[1]).toEqual([
      'consent',
      'update',
      { ...ALL_DENIED, analytics_storage: 'granted' },
    ]);
    expect(calls).toContainEqual(['set', 'user_properties', { user_type: 'registered' }]);
    expect(calls).toContainEqual(['config', GA4, { send_page_view: false }]);
    // Ads were not allowed: the Meta pixel stays away.
    expect(target.fbq).toBeUndefined();
  });

  it('counts the current screen on consent, then a page_view per title, without the query', async () => {
    const { analytics, target } = page({ url: 'https://monstory.com/reset-password?token=secret' });
    analytics.setUser(REGISTERED);
    analytics.pageView('Nytt passord · Monstory');
    analytics.setConsent(ANALYTICS_ONLY);
    await analytics.settled();
    analytics.pageView('Bibliotek · Monstory');
    const views = gtagCalls(target).filter((call) => call[0] === 'set' && call.length === 2);
    expect(views).toEqual([
      [
        'set',
        {
          page_location: 'https://monstory.com/reset-password',
          page_path: '/reset-password',
          page_title: 'Nytt passord · Monstory',
        },
      ],
      [
        'set',
        {
          page_location: 'https://monstory.com/reset-password',
          page_path: '/reset-password',
          page_title: 'Bibliotek · Monstory',
        },
      ],
    ]);
    expect(gtagCalls(target).filter((call) => call[1] === 'page_view')).toHaveLength(2);
    expect(JSON.stringify(gtagCalls(target))).not.toContain('secret');
  });

  it('sends funnel events while allowed, and stops when consent is withdrawn', async () => {
    const { analytics, target } = page();
    analytics.setUser(REGISTERED);
    analytics.setConsent(ANALYTICS_ONLY);
    await analytics.settled();
    analytics.track('generate_started');
    analytics.setConsent(NO_CONSENT);
    await analytics.settled();
    analytics.track('story_opened');
    const calls = gtagCalls(target);
    expect(calls).toContainEqual(['event', 'generate_started', {}]);
    expect(calls.some((call) => call[1] === 'story_opened')).toBe(false);
    expect(calls.at(-2)).toEqual(['consent', 'update', ALL_DENIED]);
  });

  it('updates user_type when a guest registers', async () => {
    const { analytics, target, fetchConfig } = page();
    analytics.setUser({ id: 'guest-1', type: 'anonymous' });
    analytics.setConsent(ANALYTICS_ONLY);
    await analytics.settled();
    analytics.setUser({ id: 'guest-1', type: 'registered' });
    await analytics.settled();
    const types = gtagCalls(target)
      .filter((call) => call[1] === 'user_properties')
      .map((call) => call[2]);
    expect(types.at(0)).toEqual({ user_type: 'anonymous' });
    expect(types.at(-1)).toEqual({ user_type: 'registered' });
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });
});

describe('the Meta pixel', () => {
  it('loads only with both ad categories, and never sends a page whose address has a query', async () => {
    const { analytics, loadScript, target } = page();
    analytics.setUser(REGISTERED);
    analytics.setConsent(choiceFromCategories(['ad_user_data']));
    await analytics.settled();
    expect(loadScript).not.toHaveBeenCalled();
    analytics.setConsent(ADS_ONLY);
    await analytics.settled();
    expect(loadScript).toHaveBeenCalledExactlyOnceWith(PIXEL_SCRIPT);
    analytics.track('shop_opened');
    expect(fbqCalls(target)).toEqual([
      ['set', 'autoConfig', false, PIXEL],
      ['consent', 'grant'],
      ['init', PIXEL],
      ['trackCustom', 'shop_opened', {}],
    ]);
    expect(target.dataLayer).toBeUndefined();
  });

  it('is told to stop when the ad consent is withdrawn', async () => {
    const { analytics, target } = page();
    analytics.setUser(REGISTERED);
    analytics.setConsent(ALL);
    await analytics.settled();
    analytics.setConsent(ANALYTICS_ONLY);
    await analytics.settled();
    analytics.track('story_opened');
    const calls = fbqCalls(target);
    expect(calls).toContainEqual(['consent', 'revoke']);
    expect(calls.some((call) => call[1] === 'story_opened')).toBe(false);
  });
});

describe('where analytics stays off even with consent', () => {
  it.each([
    ['localhost', { hostname: 'localhost' }],
    ['a private-network host', { hostname: '192.168.1.20' }],
    ['the iOS app', { platform: 'ios' }],
    ['the Android app', { platform: 'android' }],
  ])('on %s nothing is fetched or loaded', async (_where, options) => {
    const { analytics, loadScript, fetchConfig } = page(options);
    analytics.setUser(REGISTERED);
    analytics.setConsent(ALL);
    await analytics.settled();
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('for a listed test user', async () => {
    const { analytics, loadScript, target } = page({ config: { testUser: true } });
    analytics.setUser(REGISTERED);
    analytics.setConsent(ALL);
    await analytics.settled();
    analytics.pageView('Butikk · Monstory');
    expect(loadScript).not.toHaveBeenCalled();
    expect(target).toEqual({});
  });

  it('when the install configures no service', async () => {
    const { analytics, loadScript } = page({
      config: { ga4MeasurementId: null, metaPixelId: null },
    });
    analytics.setUser(REGISTERED);
    analytics.setConsent(ALL);
    await analytics.settled();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('until start-up knows who the person is', async () => {
    const { analytics, fetchConfig } = page();
    analytics.setConsent(ALL);
    await analytics.settled();
    expect(fetchConfig).not.toHaveBeenCalled();
  });
});

describe('failed setup', () => {
  it('is logged, and the app carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { analytics, loadScript, fetchConfig } = page();
    fetchConfig.mockRejectedValueOnce(new Error('HTTP Error: 503'));
    analytics.setUser(REGISTERED);
    analytics.setConsent(ANALYTICS_ONLY);
    await analytics.settled();
    expect(loadScript).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Analytics could not be set up', expect.any(Error));

    // The next change tries again; this time the script itself fails to load.
    loadScript.mockRejectedValueOnce(new Error(`Could not load ${GA_SCRIPT}`));
    analytics.setConsent(ALL);
    await analytics.settled();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenLastCalledWith('Analytics could not be set up', expect.any(Error));
  });
});
