import { quoteFeatures, isSubscribed } from '@monstory/contracts/premium';
import type { AudioTimings, Story } from '@monstory/contracts/story';
import { AudioTimingsSchema } from '@monstory/contracts/story';
import type { FastifyInstance } from 'fastify';
import { toDbTime } from '../../db/columns.js';
import { AppError } from '../../platform/app-error.js';
import type { AuthUser } from '../../platform/auth/access.js';
import { getSubscription } from '../subscription/subscription.service.js';
import { getCatalogueVoice } from '../voices/voices.service.js';
import { narrateStoryJob } from './story-audio.job.js';
import { ownStory, viewableStory } from './story-access.js';
import { chargeCredits } from './story-gating.js';
import { liveUpdate, readStory } from './story-live.js';
import { findStory, updateStory } from './story.repo.js';
import { storyView } from './story-view.js';

// POST /api/story/:uuid/audio/generate (docs/product.md#shell): NOT_GENERATED or FAILED → GENERATING, in the
// answer at once → READY or FAILED later. Narration is STORY_AUDIO (subscribers pay it too);
// a story whose narration was paid with it (or free) is narrated again at no cost.

async function currentView(app: FastifyInstance, uuid: string, userId: string): Promise<Story> {
  const read = await readStory(app, uuid);
  if (!read) throw new AppError('NOT_FOUND', 'There is no such story.');
  return storyView(app, read.row, read.paragraphs, userId);
}

export async function generateAudio(
  app: FastifyInstance,
  user: AuthUser,
  uuid: string,
  voiceUuid: string | undefined,
): Promise<Story> {
  const story = await ownStory(app, uuid, user);
  if (story.status !== 'READY') {
    throw new AppError('CONFLICT', 'The story must be finished before it can be narrated.');
  }
  if (story.audio_status === 'READY' || story.audio_status === 'GENERATING') {
    return currentView(app, uuid, user.id);
  }
  if (voiceUuid && !(await getCatalogueVoice(app.db, voiceUuid))) {
    throw new AppError('VALIDATION_FAILED', 'There is no such voice.', {
      fields: { voiceUuid: 'Unknown voice' },
    });
  }
  const subscription = await getSubscription(app, user.id);
  const subscribed = isSubscribed(subscription.subscriptionType, subscription.isActive);
  const now = app.clock.now();
  let audioRun = 0;
  await liveUpdate(app, uuid, {
    patch: { updated_at: toDbTime(now) },
    write: async (trx) => {
      const current = await findStory(trx, uuid);
      if (!current || current.status !== 'READY') throw new AppError('CONFLICT');
      if (current.audio_status === 'READY' || current.audio_status === 'GENERATING') return;
      const credits =
        current.audio_paid === 1
          ? 0
          : quoteFeatures(['STORY_AUDIO'], app.config.premiumFeatureCosts, subscribed);
      audioRun = current.audio_run + 1;
      await chargeCredits(trx, now, {
        userId: user.id,
        credits,
        reason: 'STORY_AUDIO',
        idempotencyKey: `story:${uuid}:audio:${audioRun}`,
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
    await app.jobs.enqueue(
      narrateStoryJob,
      { storyId: uuid, audioRun },
      { jobKey: `${uuid}/audio-${audioRun}` },
    );
  }
  return currentView(app, uuid, user.id);
}

export async function audioTimings(
  app: FastifyInstance,
  user: AuthUser,
  uuid: string,
): Promise<AudioTimings> {
  const story = await viewableStory(app, uuid, user);
  const object = story.timings_key ? await app.media.get(story.timings_key) : undefined;
  if (!object) throw new AppError('NOT_FOUND', 'This story has no narration yet.');
  const parts: Buffer[] = [];
  for await (const part of object.body) parts.push(Buffer.from(part as Uint8Array));
  return AudioTimingsSchema.parse(JSON.parse(Buffer.concat(parts).toString('utf8')));
}
