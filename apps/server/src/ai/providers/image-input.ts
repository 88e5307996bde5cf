import type { JSONObject, SharedV3ProviderOptions } from '@ai-sdk/provider';
import { z } from 'zod';
import { colourName } from '../illustrator/colour.js';
import type { CharacterLook, SceneMoment, SceneSpec, Weather } from '../scene-spec.js';
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
  const cast = scene.characters.map((c) => {
    const who = c.name ? `${c.kind} called ${c.name}` : c.kind;
    return c.look ? `${who} (${describeLook(c.look)})` : who;
  });
  return [
    style,
    scene.caption,
    scene.moment ? `The picture shows this moment: ${MOMENT_WORDS[scene.moment]}.` : '',
    `Setting: ${scene.setting}, ${scene.timeOfDay}, ${WEATHER_WORDS[scene.weather]}, ${scene.mood} mood.`,
    cast.length > 0
      ? `Characters, drawn exactly the same in every picture of this story: ${cast.join('; ')}.`
      : '',
    scene.objects.length > 0 ? `Also in the picture: ${scene.objects.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const WEATHER_WORDS: Record<Weather, string> = {
  clear: 'clear weather',
  cloudy: 'cloudy weather',
  rain: 'rain falling',
  snow: 'snow falling',
  wind: 'a windy day',
  fog: 'fog',
  stars: 'a starry sky',
  thunder: 'a thunderstorm with lightning and rain',
  sleet: 'sleet, wet snow and rain falling together',
};

const MOMENT_WORDS: Record<SceneMoment, string> = {
  'at-home': 'at home',
  wondering: 'dreaming and wondering',
  worrying: 'facing a problem, a little worried',
  'setting-off': 'setting off on a journey',
  arriving: 'arriving somewhere new',
  talking: 'talking together',
  'receiving-gift': 'receiving a gift',
  helping: 'helping someone',
  crossing: 'getting past an obstacle',
  searching: 'searching, looking closely',
  finding: 'finding something at last',
  building: 'building something together',
  trying: 'trying again',
  resting: 'taking a short rest',
  singing: 'singing',
  choir: 'singing in a choir with several singers',
  dancing: 'dancing',
  'lift-off': 'a rocket lifting off with flames and smoke',
  flying: 'flying through the air',
  swimming: 'swimming',
  hugging: 'hugging',
  daring: 'being brave at the turning point',
  succeeding: 'succeeding, full of joy',
  celebrating: 'a celebration with bunting and confetti',
  thanking: 'saying thank you',
  'coming-home': 'coming home',
  eating: 'having supper',
  sleeping: 'falling asleep',
};

/** Hair is named as hair is ("ginger", "blond"), not as paint. */
const HAIR_NAMES: Record<string, string> = {
  'dark brown': '#3b2a22',
  brown: '#5e3a24',
  'light brown': '#8a5a2e',
  'honey-blond': '#c98a3e',
  blond: '#e8c46a',
  ginger: '#d4683a',
  black: '#2e2a3a',
  grey: '#c9c9d4',
  white: '#ecebf2',
};

/** A fixed look in words, so a hosted model draws the character the same in every picture. */
function describeLook(look: CharacterLook): string {
  const age = look.age === 'old' ? 'old' : look.age === 'adult' ? 'grown-up' : '';
  const gender = look.gender === 'm' ? 'male' : look.gender === 'f' ? 'female' : '';
  const parts = [[look.size === 'medium' ? '' : look.size, age, gender].filter(Boolean).join(' ')];
  if (look.skin) {
    if (look.hairStyle && look.hairStyle !== 'none')
      parts.push(`${colourName(look.hair ?? '#3b2a22', HAIR_NAMES)} ${look.hairStyle} hair`);
    else if (look.hairStyle === 'none') parts.push('bald');
    const clothes = look.clothes ?? 'clothes';
    // A dress, gown or robe is the main colour; with trousers or a skirt the top is.
    if (look.clothes === 'dress' || look.clothes === 'gown' || look.clothes === 'robe')
      parts.push(`${colourName(look.main)} ${clothes}`);
    else parts.push(`${colourName(look.main)} top`, `${colourName(look.second)} ${clothes}`);
  } else {
    parts.push(`${colourName(look.main)} with ${colourName(look.second)} markings`);
  }
  if (look.eyes) parts.push(`${look.eyes} ${look.eyes === 1 ? 'eye' : 'eyes'}`);
  if (look.accessories.length > 0) parts.push(look.accessories.join(', '));
  return parts.filter(Boolean).join(', ');
}
