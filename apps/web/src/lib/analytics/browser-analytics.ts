import { AnalyticsConfigResponseSchema } from '@monstory/contracts/analytics';
import { apiGet } from '../api/api-client';
import { getPlatform } from '../api/platform';
import type { Analytics } from './analytics-service';
import { createAnalytics } from './analytics-service';
import { loadScript } from './script-tag';

/** The analytics service wired to this page: its address, the API and the page's scripts. */
export function createBrowserAnalytics(): Analytics {
  return createAnalytics({
    platform: getPlatform,
    location: () => window.location,
    fetchConfig: () => apiGet('/analytics/config', { schema: AnalyticsConfigResponseSchema }),
    loadScript,
    target: window as Parameters<typeof createAnalytics>[0]['target'],
  });
}
