import { randomUUID } from 'node:crypto';
import { resolveLanguage } from '@monstory/contracts/language';
import type { CreateStoryRequestSchema, CreateStoryResponse } from '@monstory/contracts/story';
import type { z } from 'zod';
import { toDbBool, toDbTime } from '../../../db/columns.js';
import type { ProfilesTable, StoriesTable } from '../../../db/schema.js';
import { AppError } from '../../../platform/app-error.js';
import type { Caller } from '../../../platform/auth/caller.js';
import { monsterHero } from '../../monsters/monsters.service.js';
import { activeChildOf } from '../../children/children.service.js';
import { ensureProfile, initialLanguage } from '../../profile/profile.service.js';
import { getCatalogueVoice } from '../../voices/voices.service.js';
import { assertDailyQuota, guestOrigin } from './story-daily-quota.js';
import { assertSafeStoryDescription } from './story-description-check.js';
import { chargeNewStory } from './story-gating.js';
import { changeStoriesCreated, lockStoryQuota } from './story-quota.repo.js';
import { findStoryByClientRequest, insertStory, NEW_STORY_LIBRARY_COLUMNS } from '../story.repo.js';
import { startRun } from '../pipeline/story-runs.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// POST /api/story: checks (terms, voice, child safety) that cost nothing, then one transaction
// that counts the story, charges it and writes it; the pipeline job starts after the commit.

export type CreateStoryInput = z.output<typeof CreateStoryRequestSchema>;

export const TERMS_MESSAGE = 'You must accept the terms to create stories.';

function assertTerms(profile: ProfilesTable, isAnonymous: boolean): void {
  const accepted = profile.terms_accepted_at !== null;
  // docs/product.md#legal: registered users accept the terms; a guest must at least have answered (accept or decline).
  if (accepted || (isAnonymous && profile.terms_declined_at !== null)) return;
  throw new AppError('TERMS_NOT_ACCEPTED', TERMS_MESSAGE);
}

function responseOf(story: StoriesTable): CreateStoryResponse {
  return { uuid: story.uuid, status: story.status, creditsCharged: story.credits_charged };
}

export async function createStory(
  ctx: ServiceContext,
  caller: Caller,
  input: CreateStoryInput,
  /** The request's address: a guest's stories count towards its daily quota. */
  address: string,
): Promise<{ response: CreateStoryResponse; created: boolean }> {
  const { user } = caller;
  // The engine worker (if this process runs jobs and it is not running yet) starts while this
  // request does its checks.
  if (ctx.config.runWorkers) {
    ctx.ai.warmUp().catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'the offline engines could not be started ahead of use');
    });
  }
  const profile = await ensureProfile(ctx, user.id, initialLanguage(undefined, caller.preferences));
  assertTerms(profile, user.isAnonymous);
  // The active child's language and voice are the story's defaults (the account's before the
  // child is stored).
  const child = await activeChildOf(ctx, caller);
  if (input.clientRequestId) {
    const earlier = await findStoryByClientRequest(ctx.db, user.id, input.clientRequestId);
    if (earlier) return { response: responseOf(earlier), created: false };
  }
  const uiLanguage = resolveLanguage(profile.language, 'no');
  // The offline engine writes Norwegian and English; Danish and Swedish (coming soon) get the
  // nearest, Norwegian.
  const storyLanguage = input.language ?? child?.language ?? profile.language;
  const language = resolveLanguage(storyLanguage, 'no') === 'en' ? 'en' : 'no';
  const voiceUuid = input.voiceUuid ?? child?.voice_uuid ?? profile.voice_uuid;
  if (input.voiceUuid && !(await getCatalogueVoice(ctx.db, input.voiceUuid))) {
    throw new AppError('VALIDATION_FAILED', 'There is no such voice.', {
      fields: { voiceUuid: 'Unknown voice' },
    });
  }
  // The hero is one of the caller's own finished monsters; the engine and the illustrator read
  // it from the story row, and its name and description reach the model as the family's words.
  const hero = input.heroMonsterId
    ? await monsterHero(ctx, user.id, input.heroMonsterId)
    : undefined;
  // The gate reads the language the family writes in (Danish and Swedish too); the refusal
  // speaks the family's own UI language.
  await assertSafeStoryDescription(ctx, input.summary, hero, {
    age: input.age,
    language: resolveLanguage(storyLanguage, 'no'),
    messageLanguage: uiLanguage,
  });

  const uuid = randomUUID();
  const origin = user.isAnonymous ? await guestOrigin(ctx, address) : null;
  const now = toDbTime(ctx.clock.now());
  const result = await ctx.db.transaction().execute(async (trx) => {
    const quota = await lockStoryQuota(trx, user.id);
    if (!quota) throw new AppError('NOT_FOUND', 'This account no longer exists.');
    if (input.clientRequestId) {
      const earlier = await findStoryByClientRequest(trx, user.id, input.clientRequestId);
      if (earlier) return { story: earlier, created: false };
    }
    const charge = await chargeNewStory(ctx, trx, {
      userId: user.id,
      childId: caller.child.id,
      isAnonymous: user.isAnonymous,
      quota,
      length: input.length,
      addons: input.addons,
      idempotencyKey: `story:${uuid}:run:1`,
    });
    await assertDailyQuota(ctx, trx, {
      userId: user.id,
      guestOrigin: origin,
      credits: charge.credits,
      subscribed: charge.subscribed,
      language: uiLanguage,
    });
    const story: StoriesTable = {
      uuid,
      user_id: user.id,
      child_id: caller.child.id,
      status: input.addons.interactive ? 'DRAFT' : 'CREATING',
      language,
      ui_language: uiLanguage,
      age: input.age,
      genre: input.genre,
      length: input.length,
      summary: input.summary,
      with_images: toDbBool(input.addons.images),
      with_audio: toDbBool(input.addons.audio),
      interactive: toDbBool(input.addons.interactive),
      voice_uuid: voiceUuid,
      hero: hero ? JSON.stringify(hero) : null,
      seed: uuid,
      title: '',
      word_count: 0,
      letter_count: 0,
      audio_status: 'NOT_GENERATED',
      audio_key: null,
      timings_key: null,
      audio_duration_ms: null,
      audio_paid: toDbBool(charge.audioPaid),
      audio_run: 0,
      audio_charged: 0,
      image_regenerations: 0,
      credits_charged: charge.credits,
      run: 1,
      counted: 1,
      refunded_run: 0,
      text_done: 0,
      stream_seq: 0,
      interactive_state: null,
      choices: null,
      error: null,
      ...NEW_STORY_LIBRARY_COLUMNS,
      client_request_id: input.clientRequestId ?? null,
      guest_origin: origin,
      created_at: now,
      updated_at: now,
      completed_at: null,
    };
    await insertStory(trx, story);
    await changeStoriesCreated(trx, user.id, 1);
    return { story, created: true };
  });
  if (result.created) await startRun(ctx, result.story.uuid, 1);
  return { response: responseOf(result.story), created: result.created };
}
