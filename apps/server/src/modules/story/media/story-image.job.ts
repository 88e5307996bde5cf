import { z } from 'zod';
import { toDbTime } from '../../../db/columns.js';
import { defineJob } from '../../../jobs/job-definition.js';
import { whileStoryExists } from '../pipeline/story-abort.js';
import { liveUpdate } from '../stream/story-live.js';
import { makeStoryImage } from '../pipeline/story-media-phase.js';
import { findParagraph, paragraphsOf, updateParagraph } from '../story-paragraphs.repo.js';
import { findStory, giveImageRegenerationBack } from '../story.repo.js';
import { paragraphView, storyView } from '../view/story-view.js';
import type { ServiceContext } from '../../../platform/service-context.js';

// POST /api/story/:uuid/images/:index/regenerate: a new picture for one paragraph, drawn with a
// new seed. On failure the old picture stays, the image says FAILED (the client shows 'Failed
// to regenerate image. Please try again.') and the remake is given back.

export const RegenerateImagePayload = z.object({
  storyId: z.string(),
  index: z.number().int().min(0),
  imageRun: z.number().int().min(1),
});

async function imageAndDone(ctx: ServiceContext, uuid: string, index: number) {
  const row = await findStory(ctx.db, uuid);
  const paragraph = await findParagraph(ctx.db, uuid, index);
  if (!row || !paragraph) return [];
  const image = (await paragraphView(ctx, paragraph)).image;
  const story = await storyView(ctx, row, await paragraphsOf(ctx.db, uuid), row.user_id);
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
    const { services } = ctx;
    await whileStoryExists(services, storyId, ctx.signal, async (signal) => {
      const story = await findStory(services.db, storyId);
      const paragraph = await findParagraph(services.db, storyId, index);
      if (!story || paragraph?.image_status !== 'REGENERATING') return;
      if (paragraph.image_run !== imageRun) return;
      const key = await ctx.step('image', () =>
        makeStoryImage(services, story, paragraph, imageRun, signal),
      );
      await liveUpdate(services, storyId, {
        write: (trx) =>
          updateParagraph(trx, storyId, index, {
            image_key: key,
            image_status: 'READY',
            updated_at: toDbTime(services.clock.now()),
          }),
        events: () => imageAndDone(services, storyId, index),
        count: 2,
      });
    });
  },
  onFailed: async ({ storyId, index, imageRun }, ctx) => {
    const { services } = ctx;
    const paragraph = await findParagraph(services.db, storyId, index);
    if (paragraph?.image_status !== 'REGENERATING' || paragraph.image_run !== imageRun) return;
    await liveUpdate(services, storyId, {
      write: async (trx) => {
        await updateParagraph(trx, storyId, index, { image_status: 'FAILED' });
        await giveImageRegenerationBack(trx, storyId);
      },
      events: () => imageAndDone(services, storyId, index),
      count: 2,
    });
  },
});
