import type { JSONObject, SharedV3ProviderOptions } from '@ai-sdk/provider';
import { z } from 'zod';
import type { SceneSpec } from '../scene-spec.js';
import { PROVIDER_OPTIONS_KEY } from './story-text-input.js';

// What one picture is of: a story scene, or a profile monster. The offline illustrator reads it
// from providerOptions.monstory; a hosted model gets the prompt made from it (image-prompt.ts).

export type ImageInput =
  | { kind: 'scene'; scene: SceneSpec; seed: string }
  | { kind: 'monster'; description: string; language: 'no' | 'en'; seed: string };

const ImageInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('scene'), scene: z.custom<SceneSpec>(), seed: z.string() }),
  z.object({
    kind: z.literal('monster'),
    description: z.string(),
    language: z.enum(['no', 'en']),
    seed: z.string(),
  }),
]);

export function imageProviderOptions(input: ImageInput): SharedV3ProviderOptions {
  return { [PROVIDER_OPTIONS_KEY]: JSON.parse(JSON.stringify(input)) as JSONObject };
}

export function readImageInput(options: SharedV3ProviderOptions | undefined): ImageInput {
  const parsed = ImageInputSchema.safeParse(options?.[PROVIDER_OPTIONS_KEY]);
  if (!parsed.success) {
    throw new TypeError(
      `The offline illustrator needs an ImageInput in providerOptions.${PROVIDER_OPTIONS_KEY}`,
    );
  }
  return parsed.data as ImageInput;
}

/** A prompt for a hosted image model: the same picture, in words. */
export function imagePrompt(input: ImageInput): string {
  const style =
    "Warm, friendly children's picture-book illustration, soft colours, simple shapes, " +
    'no text, no letters, nothing scary.';
  if (input.kind === 'monster') {
    return `${style} A cute, friendly cartoon monster on a plain background: ${input.description}`;
  }
  const { scene } = input;
  const cast = scene.characters.map((c) => (c.name ? `${c.kind} called ${c.name}` : c.kind));
  return [
    style,
    scene.caption,
    `Setting: ${scene.setting}, ${scene.timeOfDay}, ${scene.weather} weather, ${scene.mood} mood.`,
    cast.length > 0 ? `Characters: ${cast.join(', ')}.` : '',
    scene.objects.length > 0 ? `Also in the picture: ${scene.objects.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
