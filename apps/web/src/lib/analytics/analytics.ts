import { AnalyticsConfigResponseSchema } from '@monstory/contracts/analytics';
import { apiGet } from '../api/api-client';
import { getPlatform } from '../api/platform';
import { getConsent, subscribeConsent } from '../consent/consent-store';
import type { Analytics, AnalyticsUser, EventParams } from './analytics-service';
import { createAnalytics } from './analytics-service';
import { loadScript } from './script-tag';

// The app's one analytics instance. Pages call `track` and the shell calls `trackPageView`;
// neither loads or sends anything without consent (analytics-service.ts).

let instance: Analytics | null = null;

function analytics(): Analytics {
  instance ??= createAnalytics({
    platform: getPlatform,
    location: () => window.location,
    fetchConfig: () => apiGet('/analytics/config', { schema: AnalyticsConfigResponseSchema }),
    loadScript,
    target: window as Parameters<typeof createAnalytics>[0]['target'],
  });
  return instance;
}

export function track(name: string, params?: EventParams): void {
  analytics().track(name, params);
}

export function trackPageView(title: string): void {
  analytics().pageView(title);
}

export function setAnalyticsUser(user: AnalyticsUser): void {
  analytics().setUser(user);
}

/** Feeds consent changes to analytics; returns the unsubscribe. */
export function connectAnalyticsToConsent(): () => void {
  analytics().setConsent(getConsent());
  return subscribeConsent((choice) => analytics().setConsent(choice));
}
