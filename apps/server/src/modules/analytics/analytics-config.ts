import { Ga4MeasurementIdSchema, MetaPixelIdSchema } from '@monstory/contracts/analytics';
import { z } from 'zod';

// Measurement on the web (docs/product.md#analytics): GA4 and the Meta pixel, each used only when its id is set.
// The web reads the ids at run time (GET /api/analytics/config) and loads nothing before consent.

export interface AnalyticsConfig {
  ga4MeasurementId: string | undefined;
  metaPixelId: string | undefined;
  /** Lower-cased addresses of the team's test accounts: nothing is measured for them. */
  testUsers: string[];
}

const emailList = z
  .string()
  .transform((raw) =>
    raw
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })));

export const ANALYTICS_ENV = {
  GA4_MEASUREMENT_ID: Ga4MeasurementIdSchema.optional(),
  META_PIXEL_ID: MetaPixelIdSchema.optional(),
  ANALYTICS_TEST_USERS: emailList.optional(),
};

export function analyticsConfigFrom(e: {
  GA4_MEASUREMENT_ID?: string | undefined;
  META_PIXEL_ID?: string | undefined;
  ANALYTICS_TEST_USERS?: string[] | undefined;
}): AnalyticsConfig {
  return {
    ga4MeasurementId: e.GA4_MEASUREMENT_ID,
    metaPixelId: e.META_PIXEL_ID,
    testUsers: e.ANALYTICS_TEST_USERS ?? [],
  };
}

export function isTestUser(config: AnalyticsConfig, email: string | null | undefined): boolean {
  return !!email && config.testUsers.includes(email.toLowerCase());
}
