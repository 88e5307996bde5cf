import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';
import { grantCredits } from '../credits/credits.service.js';
import { whileStoryExists } from './story-abort.js';
import { audioEvent } from './story-finish.js';
import { liveUpdate } from './story-live.js';
import { makeStoryNarration } from './story-media-phase.js';
import { announceNotifications, insertNotifications } from '../notifications/notification-rows.js';
import { storyNotification } from './story-notifications.js';
import { paragraphsOf } from './story-paragraphs.repo.js';
import { findStory, updateStory } from './story.repo.js';
import { storyView } from './story-view.js';

// POST /api/story/:uuid/audio/generate: narration for a story that is already READY. The
// charge was written with the request; a narration that fails for good is refunded.

export const NarrateStoryPayload = z.object({
  storyId: z.string(),
  audioRun: z.number().int().min(1),
});

async function doneEvent(app: Parameters<typeof audioEvent>[0], uuid: string) {
  const row = await findStory(app.db, uuid);
  if (!row) return [];
  const paragraphs = await paragraphsOf(app.db, uuid);
  return [
    ...(await audioEvent(app, uuid)),
    { type: 'done' as const, story: await storyView(app, row, paragraphs, row.user_id) },
  ];
}

export const narrateStoryJob = defineJob({
  name: 'story.narrate',
  payload: NarrateStoryPayload,
  maxAttempts: 3,
  backoffMs: 2_000,
  priority: 40,
  handler: async ({ storyId, audioRun }, ctx) => {
    const { app } = ctx;
    await whileStoryExists(app, storyId, ctx.signal, async (signal) => {
      const story = await findStory(app.db, storyId);
      if (!story || story.audio_run !== audioRun || story.audio_status !== 'GENERATING') return;
      const paragraphs = await paragraphsOf(app.db, storyId);
      const stored = await ctx.step('narration', () =>
        makeStoryNarration(app, story, paragraphs, signal),
      );
      const notification = storyNotification(story, 'AUDIO_READY', app.clock.now());
      await liveUpdate(app, storyId, {
        patch: {
          audio_status: 'READY',
          audio_key: stored.audioKey,
          timings_key: stored.timingsKey,
          audio_duration_ms: stored.durationMs,
        },
        write: (trx) => insertNotifications(trx, [notification]),
        events: () => doneEvent(app, storyId),
        count: 2,
      });
      await announceNotifications(app, [notification]);
    });
  },
  onFailed: async ({ storyId, audioRun }, ctx) => {
    const { app } = ctx;
    const story = await findStory(app.db, storyId);
    if (!story || story.audio_run !== audioRun || story.audio_status !== 'GENERATING') return;
    await liveUpdate(app, storyId, {
      patch: { audio_status: 'FAILED' },
      write: async (trx) => {
        const current = await findStory(trx, storyId);
        if (!current || current.audio_charged === 0) return;
        await grantCredits(trx, app.clock.now(), {
          userId: current.user_id,
          amount: current.audio_charged,
          reason: 'STORY_AUDIO_REFUND',
          idempotencyKey: `story:${storyId}:audio-refund:${audioRun}`,
        });
        await updateStory(trx, storyId, { audio_charged: 0, audio_paid: 0 });
      },
      events: () => doneEvent(app, storyId),
      count: 2,
    });
  },
});
