import type { JSONObject, SharedV3ProviderOptions } from '@ai-sdk/provider';
import { StoryLength } from '@monstory/contracts/enums';
import { Genre } from '@monstory/contracts/story-shape';
import { z } from 'zod';
import type { StoryRequest } from '../story-engine/story-types.js';
import type { MarkupChoice } from './story-markup.js';

// What one story text call is about. It reaches a model through `providerOptions.monstory`, so
// the same `streamText` call serves the offline engine (which reads it) and a hosted model
// (which gets it as a prompt, story-prompt.ts, and ignores the option).

export const PROVIDER_OPTIONS_KEY = 'monstory';

export interface StoryTextInput {
  request: StoryRequest;
  /** Interactive stories: the choices taken so far, in order (empty for the first part). */
  taken: MarkupChoice[];
  /** Interactive stories after the first part: what has been told so far. */
  storySoFar?: { title: string; paragraphs: string[] };
  /**
   * A first telling did not pass the child-safety check (or an earlier part needed this):
   * a hosted model gets a stricter system prompt. The offline engine gets its safer plan
   * through `request` (another seed, the idea cut to its safe parts).
   */
  safer?: boolean;
}

const ChoiceSchema = z.object({ id: z.string(), label: z.string() });

export const StoryTextInputSchema = z.object({
  request: z.object({
    language: z.enum(['no', 'en']),
    age: z.number().int(),
    genre: z.enum(Genre),
    length: z.enum(StoryLength),
    description: z.string(),
    hero: z.object({ name: z.string(), description: z.string().optional() }).optional(),
    seed: z.string(),
    interactive: z.boolean().optional(),
  }),
  taken: z.array(ChoiceSchema),
  storySoFar: z.object({ title: z.string(), paragraphs: z.array(z.string()) }).optional(),
  safer: z.boolean().optional(),
});

export function storyTextProviderOptions(input: StoryTextInput): SharedV3ProviderOptions {
  return { [PROVIDER_OPTIONS_KEY]: JSON.parse(JSON.stringify(input)) as JSONObject };
}

/** The input a call carries, or a clear error: the offline engine cannot tell a story without. */
export function readStoryTextInput(options: SharedV3ProviderOptions | undefined): StoryTextInput {
  const parsed = StoryTextInputSchema.safeParse(options?.[PROVIDER_OPTIONS_KEY]);
  if (!parsed.success) {
    throw new TypeError(
      `The offline story engine needs a StoryTextInput in providerOptions.${PROVIDER_OPTIONS_KEY}: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

/** Choice points of an interactive story, by age (the offline engine's own rule). */
export function choicePointsFor(age: number): number {
  return age <= 5 ? 1 : 2;
}
