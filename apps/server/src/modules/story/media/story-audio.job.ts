import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.js';
import { grantCredits } from '../../credits/credits.service.js';
import { whileStoryExists } from '../pipeline/story-abort.js';
import { audioEvent } from '../pipeline/story-finish.js';
import { liveUpdate } from '../stream/story-live.js';
import { makeStoryNarration } from '../pipeline/story-media-phase.js';
import {
  announceNotifications,
  insertNotifications,
} from '../../notifications/notification-rows.js';
import { storyNotification } from '../pipeline/story-notifications.js';
import { paragraphsOf } from '../story-paragraphs.repo.js';
import { findStory, updateStory } from '../story.repo.js';
import { storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// POST /api/story/:uuid/audio/generate: narration for a story that is already READY. The
// charge was written with the request; a narration that fails for good is refunded.

export const NarrateStoryPayload = z.object({
  storyId: z.string(),
  audioRun: z.number().int().min(1),
});

async function doneEvent(ctx: ServiceContext, uuid: string) {
  const row = await findStory(ctx.db, uuid);
  if (!row) return [];
  const paragraphs = await paragraphsOf(ctx.db, uuid);
  return [
    ...(await audioEvent(ctx, uuid)),
    { type: 'done' as const, story: await storyView(ctx, row, paragraphs, row.user_id) },
  ];
}

export const narrateStoryJob = defineJob({
  name: 'story.narrate',
  payload: NarrateStoryPayload,
  maxAttempts: 3,
  backoffMs: 2_000,
  priority: 40,
  handler: async ({ storyId, audioRun }, ctx) => {
    const { services } = ctx;
    await whileStoryExists(services, storyId, ctx.signal, async (signal) => {
      const story = await findStory(services.db, storyId);
      if (!story || story.audio_run !== audioRun || story.audio_status !== 'GENERATING') return;
      const paragraphs = await paragraphsOf(services.db, storyId);
      const stored = await ctx.step('narration', () =>
        makeStoryNarration(services, story, paragraphs, signal),
      );
      const notification = storyNotification(story, 'AUDIO_READY', services.clock.now());
      await liveUpdate(services, storyId, {
        patch: {
          audio_status: 'READY',
          audio_key: stored.audioKey,
          timings_key: stored.timingsKey,
          audio_duration_ms: stored.durationMs,
        },
        write: (trx) => insertNotifications(trx, [notification]),
        events: () => doneEvent(services, storyId),
        count: 2,
      });
      await announceNotifications(services, [notification]);
    });
  },
  onFailed: async ({ storyId, audioRun }, ctx) => {
    const { services } = ctx;
    const story = await findStory(services.db, storyId);
    if (!story || story.audio_run !== audioRun || story.audio_status !== 'GENERATING') return;
    await liveUpdate(services, storyId, {
      patch: { audio_status: 'FAILED' },
      write: async (trx) => {
        const current = await findStory(trx, storyId);
        if (!current || current.audio_charged === 0) return;
        await grantCredits(trx, services.clock.now(), {
          userId: current.user_id,
          amount: current.audio_charged,
          reason: 'STORY_AUDIO_REFUND',
          idempotencyKey: `story:${storyId}:audio-refund:${audioRun}`,
        });
        await updateStory(trx, storyId, { audio_charged: 0, audio_paid: 0 });
      },
      events: () => doneEvent(services, storyId),
      count: 2,
    });
  },
});
