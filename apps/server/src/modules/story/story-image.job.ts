import { z } from 'zod';
import { toDbTime } from '../../db/columns.js';
import { defineJob } from '../../jobs/job-definition.js';
import type { App } from '../../app.js';
import { whileStoryExists } from './story-abort.js';
import { liveUpdate } from './story-live.js';
import { makeStoryImage } from './story-media-phase.js';
import { findParagraph, paragraphsOf, updateParagraph } from './story-paragraphs.repo.js';
import { findStory, giveImageRegenerationBack } from './story.repo.js';
import { paragraphView, storyView } from './story-view.js';

// POST /api/story/:uuid/images/:index/regenerate: a new picture for one paragraph, drawn with a
// new seed. On failure the old picture stays, the image says FAILED (the client shows 'Failed
// to regenerate image. Please try again.') and the remake is given back.

export const RegenerateImagePayload = z.object({
  storyId: z.string(),
  index: z.number().int().min(0),
  imageRun: z.number().int().min(1),
});

async function imageAndDone(app: App, uuid: string, index: number) {
  const row = await findStory(app.db, uuid);
  const paragraph = await findParagraph(app.db, uuid, index);
  if (!row || !paragraph) return [];
  const image = (await paragraphView(app, paragraph)).image;
  const story = await storyView(app, row, await paragraphsOf(app.db, uuid), row.user_id);
  return [
    ...(image ? [{ type: 'image' as const, paragraphIndex: index, image }] : []),
    { type: 'done' as const, story },
  ];
}

export const regenerateImageJob = defineJob({
  name: 'story.regenerate-image',
  payload: RegenerateImagePayload,
  maxAttempts: 2,
  backoffMs: 1_000,
  priority: 30,
  handler: async ({ storyId, index, imageRun }, ctx) => {
    const { app } = ctx;
    await whileStoryExists(app, storyId, ctx.signal, async (signal) => {
      const story = await findStory(app.db, storyId);
      const paragraph = await findParagraph(app.db, storyId, index);
      if (!story || paragraph?.image_status !== 'REGENERATING') return;
      if (paragraph.image_run !== imageRun) return;
      const key = await ctx.step('image', () =>
        makeStoryImage(app, story, paragraph, imageRun, signal),
      );
      await liveUpdate(app, storyId, {
        write: (trx) =>
          updateParagraph(trx, storyId, index, {
            image_key: key,
            image_status: 'READY',
            updated_at: toDbTime(app.clock.now()),
          }),
        events: () => imageAndDone(app, storyId, index),
        count: 2,
      });
    });
  },
  onFailed: async ({ storyId, index, imageRun }, ctx) => {
    const { app } = ctx;
    const paragraph = await findParagraph(app.db, storyId, index);
    if (paragraph?.image_status !== 'REGENERATING' || paragraph.image_run !== imageRun) return;
    await liveUpdate(app, storyId, {
      write: async (trx) => {
        await updateParagraph(trx, storyId, index, { image_status: 'FAILED' });
        await giveImageRegenerationBack(trx, storyId);
      },
      events: () => imageAndDone(app, storyId, index),
      count: 2,
    });
  },
});
