import { z } from 'zod';

// What better-auth answers under /api/auth. Built with zod, so only ever imported through
// lazySchema (auth-api.ts): the app's start checks a session without loading zod.

/** better-auth's user object, as get-session and the sign-in calls answer it. */
export const SessionUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullish(),
  emailVerified: z.boolean().nullish(),
  isAnonymous: z.boolean().nullish(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const TokenAndUserSchema = z.object({
  token: z.string().nullish(),
  user: SessionUserSchema,
});
export type TokenAndUser = z.infer<typeof TokenAndUserSchema>;

/** get-session with a session; without one it answers null, which auth-api lets through. */
export const SessionSchema = z.object({
  session: z.object({ token: z.string().min(1) }),
  user: SessionUserSchema,
});

export const SocialSchema = z.object({ url: z.string().nullish() });
