import type { StoryRequest } from '../../../ai/story-engine/story-types.js';
import type { MarkupChoice } from '../../../ai/providers/story-markup.js';
import type { StoryTextInput } from '../../../ai/providers/story-text-input.js';
import type { StoriesTable, StoryParagraphsTable } from '../../../db/schema.js';
import type { SaferPlan } from './story-safer-plan.js';

// What a story asks of the text model, and an interactive story's progress between parts.

export interface InteractiveProgress {
  /** Choices taken so far, in order. */
  taken: MarkupChoice[];
  /** The first paragraph index of each part told or being told. */
  partStarts: number[];
  /**
   * Set when the first part was told again on a safer plan (story-safer-plan.ts): the later
   * parts are told on it too, so the offline engine's retelling matches what was shown.
   */
  saferPlan?: SaferPlan;
}

export function progressOf(story: StoriesTable): InteractiveProgress {
  return story.interactive_state
    ? (JSON.parse(story.interactive_state) as InteractiveProgress)
    : { taken: [], partStarts: [0] };
}

export function storyRequestOf(story: StoriesTable): StoryRequest {
  const hero = story.hero ? (JSON.parse(story.hero) as StoryRequest['hero']) : undefined;
  return {
    language: story.language === 'en' ? 'en' : 'no',
    age: story.age,
    genre: story.genre as StoryRequest['genre'],
    length: story.length as StoryRequest['length'],
    description: story.summary,
    ...(hero && { hero }),
    seed: story.seed,
    interactive: story.interactive === 1,
  };
}

export function textInputFor(
  story: StoriesTable,
  progress: InteractiveProgress,
  told: StoryParagraphsTable[],
): StoryTextInput {
  const request = storyRequestOf(story);
  const plan = progress.saferPlan;
  return {
    request: plan ? { ...request, seed: plan.seed, description: plan.description } : request,
    taken: progress.taken,
    ...(progress.taken.length > 0 && {
      storySoFar: { title: story.title, paragraphs: told.map((p) => p.text) },
    }),
    ...(plan && { safer: true }),
  };
}
