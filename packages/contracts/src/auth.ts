import { z } from 'zod';

// Shared rules of the identity service (better-auth under /api/auth), so the web forms and the
// server refuse the same things with the same words. Those that need no zod are in identity.ts.

/** OWASP ASVS minimum (also better-auth's default); the "6" was the old service's default. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const EmailSchema = z.email('Email must be valid').max(254);

/** GET /api/auth-providers: which sign-in methods this server offers. */
export const AuthProvidersResponseSchema = z.object({
  emailPassword: z.boolean(),
  anonymous: z.boolean(),
  google: z.boolean(),
  apple: z.boolean(),
  facebook: z.boolean(),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponseSchema>;

export {
  FACEBOOK_NO_ACCESS_TOKEN_MESSAGE,
  IdentityErrorCode,
  LoginProvider,
  NATIVE_APP_ID_HEADERS,
  NATIVE_APP_IDS,
  VERIFICATION_CHECK_HEADER,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_CALLBACK_PATH,
  VERIFY_EMAIL_PATH,
  WEAK_PASSWORD_CODE,
  identityErrorFor,
  isVerified,
  userKind,
} from './identity';
export type { AuthUser } from './identity';
