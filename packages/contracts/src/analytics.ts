import { z } from 'zod';

// GET /api/analytics/config: which measurement services this install uses. Runtime rather than
// build-time, so one web build serves every deployment (and the e2e server can switch them on),
// and so the list of test users (docs/product.md#analytics) stays on the server instead of in public JavaScript.

/** A GA4 measurement id, as Google prints it: G- and letters/digits. */
export const Ga4MeasurementIdSchema = z.string().regex(/^G-[A-Z0-9]{4,20}$/);
/** A Meta pixel id: digits only. */
export const MetaPixelIdSchema = z.string().regex(/^\d{5,20}$/);

export const AnalyticsConfigResponseSchema = z.object({
  /** null: GA4 is not used by this install. */
  ga4MeasurementId: Ga4MeasurementIdSchema.nullable(),
  /** null: the Meta pixel is not used by this install. */
  metaPixelId: MetaPixelIdSchema.nullable(),
  /** The caller is one of the install's listed test users: nothing is measured for them. */
  testUser: z.boolean(),
});
export type AnalyticsConfigResponse = z.infer<typeof AnalyticsConfigResponseSchema>;
