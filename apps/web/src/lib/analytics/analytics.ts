import { getPlatform } from '../api/platform';
import type { ConsentChoice } from '../consent/consent-choice';
import { grantsAnything, NO_CONSENT } from '../consent/consent-choice';
import { getConsent, subscribeConsent } from '../consent/consent-store';
import { analyticsAllowedHere } from './analytics-gate';
import type { Analytics, AnalyticsUser, EventParams } from './analytics-service';

// The app's one analytics instance. Pages call `track` and the shell calls `trackPageView`;
// neither loads or sends anything without consent (analytics-service.ts). The service's own code
// is fetched only once consent allows something on a host that may measure: until then nothing
// could be sent anyway, so this keeps what the service will need (the consent, the user and the
// screen's title) and drops the events, as the service itself would.

let instance: Analytics | null = null;
let loading = false;
let consent: ConsentChoice = NO_CONSENT;
let user: AnalyticsUser | null = null;
let title: string | null = null;

function mayMeasure(choice: ConsentChoice): boolean {
  const here = { platform: getPlatform(), hostname: window.location.hostname };
  return grantsAnything(choice) && analyticsAllowedHere(here);
}

function loadService(): void {
  if (loading) return;
  loading = true;
  import('./browser-analytics')
    .then(({ createBrowserAnalytics }) => {
      const service = createBrowserAnalytics();
      // In the order the app would have told it: the screen, then who, then what they allowed.
      if (title !== null) service.pageView(title);
      if (user) service.setUser(user);
      service.setConsent(consent);
      instance = service;
    })
    .catch((error: unknown) => {
      // docs/product.md#errors: failed analytics setup is logged; the app goes on without it.
      loading = false;
      console.warn('Analytics could not be set up', error);
    });
}

export function track(name: string, params?: EventParams): void {
  instance?.track(name, params);
}

export function trackPageView(pageTitle: string): void {
  title = pageTitle;
  instance?.pageView(pageTitle);
}

export function setAnalyticsUser(next: AnalyticsUser): void {
  user = next;
  instance?.setUser(next);
}

function setAnalyticsConsent(choice: ConsentChoice): void {
  consent = choice;
  if (instance) instance.setConsent(choice);
  else if (mayMeasure(choice)) loadService();
}

/** Feeds consent changes to analytics; returns the unsubscribe. */
export function connectAnalyticsToConsent(): () => void {
  setAnalyticsConsent(getConsent());
  return subscribeConsent(setAnalyticsConsent);
}
