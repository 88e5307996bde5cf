import type { Config } from '../config.js';

type Directives = Record<string, string[]>;

// The origins each service's script loads from and reports to (Google's and Meta's CSP guides).
// An install that does not use a service does not open the policy to it.

/**
 * Where GA4 reports once a parent grants the ad signals (ad_user_data, ad_personalization):
 * Google signals and its audiences go to doubleclick and to Google's own domain, the country
 * ones included for the app's markets (Google's CSP guide, "Google signals").
 */
const GOOGLE_SIGNALS = [
  'https://*.g.doubleclick.net',
  'https://*.google.com',
  'https://*.google.no',
  'https://*.google.dk',
  'https://*.google.se',
];
const GA4 = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    ...GOOGLE_SIGNALS,
  ],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    ...GOOGLE_SIGNALS,
  ],
};
const META_PIXEL = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
};

/** `base` plus the origins of the services this install has configured. */
export function withAnalyticsOrigins(base: Directives, config: Config['analytics']): Directives {
  const extras = [
    ...(config.ga4MeasurementId ? [GA4] : []),
    ...(config.metaPixelId ? [META_PIXEL] : []),
  ];
  const directives: Directives = { ...base };
  for (const extra of extras) {
    for (const [name, origins] of Object.entries(extra)) {
      directives[name] = [...(directives[name] ?? []), ...origins];
    }
  }
  return directives;
}
