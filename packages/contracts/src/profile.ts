import { z } from 'zod';
import { LoginProvider } from './auth';
import { ChildSchema } from './children';
import { MonsterSchema } from './gamification';
import { PaymentPlatform, ProfileLanguage, SubscriptionType } from './enums';
import { LanguageCode, resolveLanguage } from './language';

// docs/product.md Profile and the /login and /profile calls, plus what My account shows (User, docs/product.md#sign-in).

export const LanguageCodeSchema = z.enum(LanguageCode);
const ProfileLanguageSchema = z.enum(ProfileLanguage);

/**
 * A language as a client may send it: a code (`no`, `en`, `nb`, `en-GB`, `sw`) or a profile name
 * (`NORWEGIAN`). Anything unsupported is refused rather than silently turned into English.
 */
export const LanguageInputSchema = z
  .string()
  .trim()
  .min(1)
  .max(35)
  .refine((value) => resolveLanguage(value, 'no') === resolveLanguage(value, 'en'), {
    message: 'Not a supported language (no, en, da, sv).',
  });

const SubscriptionSchema = z.object({
  isActive: z.boolean(),
  subscriptionType: z.enum(SubscriptionType),
  initialPaymentPlatform: z.enum(PaymentPlatform).nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** The profile monster (Monster, docs/product.md#monsters); see gamification.ts. */
const GamificationMonsterSchema = MonsterSchema;

/** Present for guests only: how many stories they made and may make. */
const AnonymousUserSchema = z.object({
  storiesCreated: z.number().int().min(0),
  allowedStories: z.number().int().min(0),
  /**
   * Kept on the device with the guest's id and sent as `anonymousTicket` to
   * convert-anonymous-user: the id alone is no proof that the guest was this person's.
   * Optional for older servers.
   */
  conversionTicket: z.string().optional(),
});

/** The story the profile is showing (docs/product.md#story-pipeline "currentStory (image)"). */
const CurrentStorySchema = z.object({
  uuid: z.string(),
  imageUrl: z.string().nullable(),
});

export const ProfileSchema = z.object({
  /** The guest's or user's id: what convert-anonymous-user calls `anonymousUsername`. */
  userId: z.string(),
  /** The display name: the monster's name once there is one, else the account's name. */
  username: z.string(),
  language: ProfileLanguageSchema,
  languageCode: LanguageCodeSchema,
  credits: z.number().int(),
  subscription: SubscriptionSchema,
  gamificationMonster: GamificationMonsterSchema.nullable(),
  anonymousUser: AnonymousUserSchema.nullable(),
  profileImageUrl: z.string().nullable(),
  currentStory: CurrentStorySchema.nullable(),
  welcomeScreenShown: z.boolean(),
  /** null for guests. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  isAnonymous: z.boolean(),
  loginProvider: z.enum(LoginProvider),
  memberSince: z.iso.datetime(),
  termsAccepted: z.boolean(),
  /** Declined and not accepted since; the account is purged after 7 days of inactivity. */
  termsDeclined: z.boolean(),
  marketingOptIn: z.boolean(),
  voiceUuid: z.string().nullable(),
  /** When a requested deletion becomes permanent; null when none is pending. */
  deletionScheduledFor: z.iso.datetime().nullable(),
  /**
   * The account has not made a story yet, so its next one is free with every add-on (docs/product.md#story-pipeline):
   * pass it to `quoteStory` as `firstStory`. Optional for older servers (treat absent as false).
   */
  freeStoryAvailable: z.boolean().optional(),
  /** The account's children (child profiles); optional for older servers. */
  children: z.array(ChildSchema).optional(),
  /** The child this answer was made for (CHILD_HEADER, else the first child). */
  activeChildId: z.string().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** POST /api/login — the body is optional; without a language, Accept-Language decides. */
export const LoginRequestSchema = z.object({ language: LanguageInputSchema.optional() });
export const LoginResponseSchema = ProfileSchema;

/** GET/PUT /api/profile/language */
export const UpdateLanguageRequestSchema = z.object({ language: LanguageInputSchema });
export const LanguageResponseSchema = z.object({
  language: ProfileLanguageSchema,
  languageCode: LanguageCodeSchema,
});
export type LanguageResponse = z.infer<typeof LanguageResponseSchema>;

/** POST /api/profile/accept-terms-and-conditions — answers the updated Profile. */
export const AcceptTermsRequestSchema = z.object({ marketingOptIn: z.boolean() });
/** POST /api/profile/decline-terms-and-conditions and /api/profile/welcome-shown answer the Profile. */
export const ProfileResponseSchema = ProfileSchema;

/** DELETE /api/profile — deactivated now, purged at `deletionScheduledFor`. */
export const DeleteProfileResponseSchema = z.object({ deletionScheduledFor: z.iso.datetime() });
export type DeleteProfileResponse = z.infer<typeof DeleteProfileResponseSchema>;

/** POST /api/login/convert-anonymous-user */
/**
 * Besides the guest's id, proof that the caller held the guest: the `conversionTicket` its
 * profile carried, or the guest's own session token.
 */
export const ConvertAnonymousUserRequestSchema = z
  .object({
    anonymousUsername: z.string().trim().min(1).max(200),
    anonymousTicket: z.string().min(1).max(200).optional(),
    // A session token travels in an Authorization header: visible ASCII only.
    anonymousToken: z
      .string()
      .min(1)
      .max(500)
      .regex(/^[\x21-\x7e]+$/)
      .optional(),
  })
  .refine((body) => body.anonymousTicket !== undefined || body.anonymousToken !== undefined, {
    message: "Send the guest's conversion ticket or its session token.",
    path: ['anonymousTicket'],
  });
export const ConvertAnonymousUserResponseSchema = z.object({
  /** CONVERTED: moved now. ALREADY_CONVERTED: this guest was merged into the caller before. */
  status: z.enum(['CONVERTED', 'ALREADY_CONVERTED']),
  /** Rows moved, per kind of data (e.g. `{ credits: 2, stories: 1 }`); empty when nothing moved. */
  moved: z.record(z.string(), z.number().int()),
});
export type ConvertAnonymousUserResponse = z.infer<typeof ConvertAnonymousUserResponseSchema>;
