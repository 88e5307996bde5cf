import type { AnalyticsConfigResponse } from '@monstory/contracts/analytics';
import type { ConsentChoice } from '../consent/consent-choice';
import { grantsAnything, NO_CONSENT } from '../consent/consent-choice';
import { consentModeSignals } from '../consent/consent-mode';
import { analyticsAllowedHere } from './analytics-gate';
import type { Gtag, GtagWindow } from './gtag';
import { ga4ScriptUrl, installGtag } from './gtag';
import type { Fbq, FbqWindow } from './meta-pixel';
import { installMetaPixel, META_PIXEL_SCRIPT_URL } from './meta-pixel';

// GA4 and the Meta pixel behind consent (docs/product.md#consent): nothing third-party is fetched until the
// person allows it, the install configures the service, the host is public, the platform is the
// web and the person is no listed test user. GA4 needs the analytics category; the pixel both
// ad categories, since Meta uses what it measures for ad personalisation too and cannot be told
// to measure only.

/** Analytics user property (docs/product.md#analytics). */
export type UserType = 'anonymous' | 'registered';

export interface AnalyticsUser {
  /** Whose test-user status the server is asked about; null when nobody is signed in. */
  id: string | null;
  type: UserType;
}

export interface AnalyticsDeps {
  platform: () => string;
  location: () => Pick<Location, 'hostname' | 'origin' | 'pathname' | 'search' | 'hash'>;
  fetchConfig: () => Promise<AnalyticsConfigResponse>;
  loadScript: (src: string) => Promise<void>;
  target: GtagWindow & FbqWindow;
}

export type EventParams = Record<string, string | number | boolean>;

export interface Analytics {
  setConsent(choice: ConsentChoice): void;
  setUser(user: AnalyticsUser): void;
  /** A named event (the funnel steps); dropped unless a service may measure right now. */
  track(name: string, params?: EventParams): void;
  /** A screen shown under `title` (docs/product.md#analytics: screen title changes fire analytics events). */
  pageView(title: string): void;
  /** Settles once the latest consent or user change has been acted on (tests, the e2e). */
  settled(): Promise<void>;
}

const allowsMeta = (choice: ConsentChoice) => choice.ad_user_data && choice.ad_personalization;

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  let consent = NO_CONSENT;
  let user: AnalyticsUser | null = null;
  let config: { userId: string | null; answer: AnalyticsConfigResponse } | null = null;
  let pending: Promise<void> = Promise.resolve();
  let queued = false;
  let gtag: Gtag | null = null;
  let fbq: Fbq | null = null;
  let title: string | null = null;

  const here = () => ({ platform: deps.platform(), hostname: deps.location().hostname });

  /** The server's answer for the current user, when one is known and it is no test user. */
  function measurable(): AnalyticsConfigResponse | null {
    if (!user || !config || config.userId !== user.id || config.answer.testUser) return null;
    return config.answer;
  }
  const gaActive = () => !!gtag && !!measurable() && consent.analytics;
  const metaActive = () => !!fbq && !!measurable() && allowsMeta(consent);

  /** Tells services already on the page what they may do now. */
  function applyToLoaded(): void {
    const allowed = measurable() ? consent : NO_CONSENT;
    gtag?.('consent', 'update', consentModeSignals(allowed));
    if (user) gtag?.('set', 'user_properties', { user_type: user.type });
    fbq?.('consent', allowsMeta(allowed) ? 'grant' : 'revoke');
  }

  function loadLibrary(src: string): void {
    // docs/product.md#errors: failed analytics setup is logged; the app goes on without it.
    deps.loadScript(src).catch((error: unknown) => {
      console.warn('Analytics could not be set up', error);
    });
  }

  function startServices(answer: AnalyticsConfigResponse, current: AnalyticsUser): void {
    if (!gtag && answer.ga4MeasurementId && consent.analytics) {
      gtag = installGtag(deps.target, answer.ga4MeasurementId, {
        signals: consentModeSignals(consent),
        userType: current.type,
      });
      loadLibrary(ga4ScriptUrl(answer.ga4MeasurementId));
      // The screen the person is on when they say yes counts too.
      if (title !== null) sendPageView(title, { ga: true, meta: false });
    }
    if (!fbq && answer.metaPixelId && allowsMeta(consent)) {
      fbq = installMetaPixel(deps.target, answer.metaPixelId);
      loadLibrary(META_PIXEL_SCRIPT_URL);
      if (title !== null) sendPageView(title, { ga: false, meta: true });
    }
  }

  async function sync(): Promise<void> {
    applyToLoaded();
    const current = user;
    if (!current || !grantsAnything(consent) || !analyticsAllowedHere(here())) return;
    if (config?.userId !== current.id) {
      try {
        const answer = await deps.fetchConfig();
        if (user?.id === current.id) config = { userId: current.id, answer };
      } catch (error) {
        console.warn('Analytics could not be set up', error);
        return;
      }
    }
    applyToLoaded();
    const answer = measurable();
    if (answer) startServices(answer, current);
  }

  function resync(): void {
    // One at a time, and changes made together (the user and the consent at start-up) share
    // one run, which sees the latest of both.
    if (queued) return;
    queued = true;
    const run = () => {
      queued = false;
      return sync();
    };
    pending = pending.then(run).catch((error: unknown) => {
      console.warn('Analytics could not be set up', error);
    });
  }

  /**
   * The page's address without its query and fragment: they can hold one-time tokens (password
   * reset, checkout returns) that must not reach a third party.
   */
  function pageAddress() {
    const { origin, pathname, search, hash } = deps.location();
    return { location: `${origin}${pathname}`, path: pathname, clean: !search && !hash };
  }

  function sendPageView(pageTitle: string, to: { ga: boolean; meta: boolean }): void {
    const page = pageAddress();
    if (to.ga && gaActive()) {
      // Set, not just sent with the event: every later hit uses the cleaned address too.
      gtag?.('set', { page_location: page.location, page_path: page.path, page_title: pageTitle });
      gtag?.('event', 'page_view');
    }
    // The pixel always reports the full address and cannot be told otherwise, so pages whose
    // address carries a query or fragment are not reported to it at all.
    if (to.meta && metaActive() && page.clean) fbq?.('track', 'PageView');
  }

  return {
    setConsent(choice) {
      consent = choice;
      resync();
    },
    setUser(next) {
      if (user?.id === next.id && user.type === next.type) return;
      user = next;
      resync();
    },
    track(name, params = {}) {
      if (gaActive()) gtag?.('event', name, params);
      if (metaActive() && pageAddress().clean) fbq?.('trackCustom', name, params);
    },
    pageView(pageTitle) {
      title = pageTitle;
      sendPageView(pageTitle, { ga: true, meta: true });
    },
    settled: () => pending,
  };
}
