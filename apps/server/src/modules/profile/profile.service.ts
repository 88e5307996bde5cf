import { ACCOUNT_DELETION_DAYS, ANONYMOUS_ALLOWED_STORIES } from '@monstory/contracts/constants';
import {
  languageFromPreferences,
  profileLanguageName,
  resolveLanguage,
  type LanguageCode,
} from '@monstory/contracts/language';
import type { LanguageResponse, Profile } from '@monstory/contracts/profile';
import { fromDbBool, toDbBool, toDbTime } from '../../db/columns.js';
import type { ProfilesTable } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { getCreditBalance } from '../credits/credits.service.js';
import type { MonsterContext } from '../monsters/monster-view.js';
import {
  activeChildOf,
  ensureFirstChild,
  listChildren,
  setChildVoice,
} from '../children/children.service.js';
import { getSubscription } from '../subscription/subscription.service.js';
import { profileLanguageCode } from './profile-language.js';
import { findAuthUser, findProfile, insertProfile, updateProfile } from './profile.repo.js';
import { DAY_MS } from '@monstory/contracts/time';

/** What the profile needs: the database, the clock and (for the monster's picture) media. */
export type ProfileContext = ServiceContext & MonsterContext;

/** A language for a new profile: the one asked for, else the browser's, else Norwegian. */
export function initialLanguage(
  requested: string | undefined,
  preferences: string[],
): LanguageCode {
  return requested ? resolveLanguage(requested) : languageFromPreferences(preferences);
}

/** better-auth keeps dates as text on SQLite and as timestamps on PostgreSQL. */
function isoFromAuth(value: string | Date | number): string {
  return new Date(value).toISOString();
}

/** The user's profile, made on first use in the given language with the account's first child. */
export async function ensureProfile(
  ctx: ServiceContext,
  userId: string,
  language: LanguageCode,
): Promise<ProfilesTable> {
  const existing = await findProfile(ctx.db, userId);
  if (existing) return existing;
  const now = toDbTime(ctx.clock.now());
  await insertProfile(ctx.db, {
    user_id: userId,
    language,
    voice_uuid: null,
    welcome_screen_shown: 0,
    terms_accepted_at: null,
    terms_declined_at: null,
    marketing_opt_in: 0,
    allowed_stories: ANONYMOUS_ALLOWED_STORIES,
    stories_created: 0,
    profile_monster_id: null,
    deletion_requested_at: null,
    last_active_at: now,
    created_at: now,
    updated_at: now,
  });
  await ensureFirstChild(ctx, userId, language);
  const created = await findProfile(ctx.db, userId);
  if (!created) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return created;
}

function profileOf(ctx: ServiceContext, { user, preferences }: Caller) {
  return ensureProfile(ctx, user.id, initialLanguage(undefined, preferences));
}

async function touch(ctx: ServiceContext, userId: string, patch: Partial<ProfilesTable>) {
  await updateProfile(ctx.db, userId, { ...patch, updated_at: toDbTime(ctx.clock.now()) });
}

export async function getProfile(ctx: ProfileContext, caller: Caller): Promise<Profile> {
  const { user } = caller;
  const row = await profileOf(ctx, caller);
  const account = await findAuthUser(ctx.db, user.id);
  if (!account) throw new AppError('UNAUTHENTICATED');
  const code = profileLanguageCode(row);
  const deletionRequestedAt = row.deletion_requested_at;
  const family = await listChildren(ctx, caller);
  const child = family.children.find((c) => c.id === family.activeChildId);
  // The active child's monster's name is the profile name, its picture (once drawn) the avatar
  // (docs/product.md#monsters).
  const monster = child?.monster ?? null;
  return {
    userId: user.id,
    username: monster?.name ?? (account.name.trim() || account.email.split('@')[0] || 'Monstory'),
    language: profileLanguageName(code),
    languageCode: code,
    credits: await getCreditBalance(ctx.db, user.id, ctx.clock.now()),
    subscription: await getSubscription(ctx, user.id),
    gamificationMonster: monster,
    anonymousUser: user.isAnonymous
      ? { storiesCreated: row.stories_created, allowedStories: row.allowed_stories }
      : null,
    profileImageUrl: monster?.imageUrl ?? account.image ?? null,
    currentStory: null,
    welcomeScreenShown: fromDbBool(row.welcome_screen_shown),
    email: user.email,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous,
    loginProvider: user.provider,
    memberSince: isoFromAuth(account.createdAt),
    termsAccepted: row.terms_accepted_at !== null,
    termsDeclined: row.terms_declined_at !== null,
    marketingOptIn: fromDbBool(row.marketing_opt_in),
    voiceUuid: child ? child.voiceUuid : row.voice_uuid,
    deletionScheduledFor: deletionRequestedAt
      ? toDbTime(new Date(Date.parse(deletionRequestedAt) + ACCOUNT_DELETION_DAYS * DAY_MS))
      : null,
    freeStoryAvailable: row.stories_created === 0,
    children: family.children,
    activeChildId: family.activeChildId,
  };
}

/**
 * POST /api/login: makes the profile on the first call, marks the user active and cancels a
 * pending deletion ("signing in again within 30 days cancels it"). Safe to repeat.
 */
export async function login(
  ctx: ProfileContext,
  caller: Caller,
  requestedLanguage: string | undefined,
): Promise<Profile> {
  const language = initialLanguage(requestedLanguage, caller.preferences);
  await ensureProfile(ctx, caller.user.id, language);
  const now = toDbTime(ctx.clock.now());
  await touch(ctx, caller.user.id, { last_active_at: now, deletion_requested_at: null });
  return getProfile(ctx, caller);
}

export async function getLanguage(ctx: ServiceContext, caller: Caller): Promise<LanguageResponse> {
  const code = profileLanguageCode(await profileOf(ctx, caller));
  return { language: profileLanguageName(code), languageCode: code };
}

export async function setLanguage(
  ctx: ServiceContext,
  caller: Caller,
  language: string,
): Promise<LanguageResponse> {
  await profileOf(ctx, caller);
  const code = resolveLanguage(language);
  await touch(ctx, caller.user.id, { language: code });
  return { language: profileLanguageName(code), languageCode: code };
}

/** The active child's voice (the account's before the child is stored). */
export async function getVoiceChoice(ctx: ServiceContext, caller: Caller): Promise<string | null> {
  const profile = await profileOf(ctx, caller);
  const child = await activeChildOf(ctx, caller);
  return child ? child.voice_uuid : profile.voice_uuid;
}

export async function setVoiceChoice(ctx: ServiceContext, caller: Caller, voiceUuid: string) {
  await profileOf(ctx, caller);
  await touch(ctx, caller.user.id, { voice_uuid: voiceUuid });
  await setChildVoice(ctx, caller, voiceUuid);
}

export async function acceptTerms(ctx: ProfileContext, caller: Caller, marketingOptIn: boolean) {
  await profileOf(ctx, caller);
  const now = toDbTime(ctx.clock.now());
  await touch(ctx, caller.user.id, {
    terms_accepted_at: now,
    terms_declined_at: null,
    marketing_opt_in: toDbBool(marketingOptIn),
    last_active_at: now,
  });
  return getProfile(ctx, caller);
}

/** Declining withdraws an earlier acceptance; the lifecycle job purges after 7 idle days. */
export async function declineTerms(ctx: ProfileContext, caller: Caller) {
  await profileOf(ctx, caller);
  const now = toDbTime(ctx.clock.now());
  await touch(ctx, caller.user.id, {
    terms_accepted_at: null,
    terms_declined_at: now,
    marketing_opt_in: 0,
    last_active_at: now,
  });
  return getProfile(ctx, caller);
}

export async function markWelcomeShown(ctx: ProfileContext, caller: Caller) {
  await profileOf(ctx, caller);
  await touch(ctx, caller.user.id, { welcome_screen_shown: 1 });
  return getProfile(ctx, caller);
}

/** Marks the account for deletion; returns when it becomes permanent. */
export async function markDeletionRequested(ctx: ServiceContext, caller: Caller): Promise<string> {
  await profileOf(ctx, caller);
  const now = ctx.clock.now();
  await touch(ctx, caller.user.id, { deletion_requested_at: toDbTime(now) });
  return toDbTime(new Date(now.getTime() + ACCOUNT_DELETION_DAYS * DAY_MS));
}
