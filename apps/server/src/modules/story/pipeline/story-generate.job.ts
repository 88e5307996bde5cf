import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.js';
import { whileStoryExists } from './story-abort.js';
import { failStoryRun } from './story-failure.js';
import { completeStory, illustrate, narrateChosen } from './story-finish.js';
import { progressOf } from './story-interactive.js';
import { tellPart } from './story-part.js';
import { findStory } from '../story.repo.js';

// The story pipeline: text (streamed) → pictures → narration → READY. An interactive story
// runs it once per part (`part`: choices taken before it); it stops at each choice point.
// A run that fails for good is refunded by onFailed (story-failure.ts).

export const GenerateStoryPayload = z.object({
  storyId: z.string(),
  run: z.number().int().min(1),
  part: z.number().int().min(0),
});
export type GenerateStoryPayload = z.infer<typeof GenerateStoryPayload>;

export function generateJobKey({ storyId, run, part }: GenerateStoryPayload): string {
  return `${storyId}/run-${run}/part-${part}`;
}

export const generateStoryJob = defineJob({
  name: 'story.generate',
  payload: GenerateStoryPayload,
  maxAttempts: 3,
  backoffMs: 2_000,
  timeoutMs: 15 * 60_000,
  priority: 20,
  handler: async ({ storyId, run, part }, ctx) => {
    const { services } = ctx;
    await whileStoryExists(services, storyId, ctx.signal, async (signal) => {
      const story = await findStory(services.db, storyId);
      const current = story && story.run === run && ['CREATING', 'DRAFT'].includes(story.status);
      if (!story || !current || progressOf(story).taken.length !== part || story.choices) return;
      if (story.text_done === 0) await tellPart(services, story, signal);
      const told = await findStory(services.db, storyId);
      if (!told || told.choices) return;
      if (told.interactive === 0) {
        await illustrate(ctx, told, signal);
        await narrateChosen(ctx, (await findStory(services.db, storyId)) ?? told, signal);
      }
      await completeStory(services, storyId);
    });
  },
  onFailed: ({ storyId, run }, ctx) => failStoryRun(ctx.services, storyId, run, ctx.error),
});
