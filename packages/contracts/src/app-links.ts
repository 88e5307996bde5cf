import { z } from 'zod';

/** GET /api/app-links: where the native apps are listed; null while an app is not in its store. */
export const AppLinksResponseSchema = z.object({
  appStoreUrl: z.url().nullable(),
  playStoreUrl: z.url().nullable(),
});
export type AppLinksResponse = z.infer<typeof AppLinksResponseSchema>;
