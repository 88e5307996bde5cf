import { quoteFeatures, isSubscribed } from '@monstory/contracts/premium';
import type { AudioTimings, Story } from '@monstory/contracts/story';
import { AudioTimingsSchema } from '@monstory/contracts/story';
import { toDbTime } from '../../../db/columns.js';
import { AppError } from '../../../platform/app-error.js';
import type { RequestUser } from '../../../platform/auth/access.js';
import { getSubscription } from '../../subscription/subscription.service.js';
import { getCatalogueVoice } from '../../voices/voices.service.js';
import { narrateStoryJob } from './story-audio.job.js';
import { ownStory, viewableStory } from '../view/story-access.js';
import { chargeCredits } from '../create/story-gating.js';
import { liveUpdate, readStory } from '../stream/story-live.js';
import { findStory, updateStory } from '../story.repo.js';
import { storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// POST /api/story/:uuid/audio/generate (docs/product.md#shell): NOT_GENERATED or FAILED → GENERATING, in the
// answer at once → READY or FAILED later. Narration is STORY_AUDIO (subscribers pay it too);
// a story whose narration was paid with it (or free) is narrated again at no cost.

async function currentView(ctx: ServiceContext, uuid: string, userId: string): Promise<Story> {
  const read = await readStory(ctx, uuid);
  if (!read) throw new AppError('NOT_FOUND', 'There is no such story.');
  return storyView(ctx, read.row, read.paragraphs, userId);
}

export async function generateAudio(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
  voiceUuid: string | undefined,
): Promise<Story> {
  const story = await ownStory(ctx, uuid, user);
  if (story.status !== 'READY') {
    throw new AppError('CONFLICT', 'The story must be finished before it can be narrated.');
  }
  if (story.audio_status === 'READY' || story.audio_status === 'GENERATING') {
    return currentView(ctx, uuid, user.id);
  }
  if (voiceUuid && !(await getCatalogueVoice(ctx.db, voiceUuid))) {
    throw new AppError('VALIDATION_FAILED', 'There is no such voice.', {
      fields: { voiceUuid: 'Unknown voice' },
    });
  }
  const subscription = await getSubscription(ctx, user.id);
  const subscribed = isSubscribed(subscription.subscriptionType, subscription.isActive);
  const now = ctx.clock.now();
  let audioRun = 0;
  await liveUpdate(ctx, uuid, {
    patch: { updated_at: toDbTime(now) },
    write: async (trx) => {
      const current = await findStory(trx, uuid);
      if (!current || current.status !== 'READY') throw new AppError('CONFLICT');
      if (current.audio_status === 'READY' || current.audio_status === 'GENERATING') return;
      const credits =
        current.audio_paid === 1
          ? 0
          : quoteFeatures(['STORY_AUDIO'], ctx.config.premiumFeatureCosts, subscribed);
      audioRun = current.audio_run + 1;
      await chargeCredits(trx, now, {
        userId: user.id,
        credits,
        reason: 'STORY_AUDIO',
        idempotencyKey: `story:${uuid}:audio:${audioRun}`,
        childId: current.child_id,
      });
      await updateStory(trx, uuid, {
        audio_status: 'GENERATING',
        audio_run: audioRun,
        audio_charged: credits,
        audio_paid: 1,
        voice_uuid: voiceUuid ?? current.voice_uuid,
      });
    },
    events: [{ type: 'audio', audioStatus: 'GENERATING', audioUrl: null }],
  });
  if (audioRun > 0) {
    await ctx.jobs.enqueue(
      narrateStoryJob,
      { storyId: uuid, audioRun },
      { jobKey: `${uuid}/audio-${audioRun}` },
    );
  }
  return currentView(ctx, uuid, user.id);
}

export async function audioTimings(
  ctx: ServiceContext,
  user: RequestUser,
  uuid: string,
): Promise<AudioTimings> {
  const story = await viewableStory(ctx, uuid, user);
  const object = story.timings_key ? await ctx.media.get(story.timings_key) : undefined;
  if (!object) throw new AppError('NOT_FOUND', 'This story has no narration yet.');
  const parts: Buffer[] = [];
  for await (const part of object.body) parts.push(Buffer.from(part as Uint8Array));
  return AudioTimingsSchema.parse(JSON.parse(Buffer.concat(parts).toString('utf8')));
}
