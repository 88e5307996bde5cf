import { z } from 'zod';
import { speciesKind } from '../illustrator/characters/character-kinds.js';
import {
  Accessory,
  CharacterKind,
  Clothes,
  HairStyle,
  SceneMood,
  SceneMoment,
  SceneObject,
  SceneSetting,
  TimeOfDay,
  Weather,
  type SceneSpec,
} from '../scene-spec.js';

// A SCENE line as a picture description. The offline engine writes exact SceneSpecs; a hosted
// model's guesses are taken where they fit and sensible defaults fill the rest, so one odd
// field never costs the picture.

function oneOf<T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(values).catch(fallback),
  );
}

function listOf<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    )
    .transform((items) => items.slice(0, max));
}

const Hex = z.string().regex(/^#[0-9a-f]{6}$/i);

/** A look as the engine writes it; a malformed one is dropped and the illustrator derives one. */
const Look = z.object({
  kind: z.enum(CharacterKind),
  age: z.enum(['child', 'adult', 'old']),
  gender: z.enum(['m', 'f']).optional(),
  size: z.enum(['small', 'medium', 'big']),
  main: Hex,
  second: Hex,
  skin: Hex.optional(),
  hair: Hex.optional(),
  hairStyle: z.enum(HairStyle).optional(),
  clothes: z.enum(Clothes).optional(),
  accessories: z.array(z.enum(Accessory)).max(12),
  eyes: z.number().int().min(1).max(4).optional(),
});

const Character = z.object({
  // A species the illustrator has no figure of ("hamster") is drawn as the nearest animal.
  kind: z.preprocess(
    (v) => (typeof v === 'string' ? (speciesKind(v) ?? v) : v),
    z.enum(CharacterKind),
  ),
  id: z.string().trim().min(1).max(40).optional().catch(undefined),
  look: Look.optional().catch(undefined),
  name: z.string().trim().min(1).max(40).optional().catch(undefined),
  colours: z.array(z.string().max(20)).max(4).optional().catch(undefined),
  monsterDescription: z.string().max(500).optional().catch(undefined),
  role: z.enum(['hero', 'friend', 'helper', 'problem']).catch('friend'),
  expression: z
    .enum(['happy', 'surprised', 'worried', 'sleepy', 'brave', 'sad'])
    .optional()
    .catch(undefined),
});

const SceneHint = z.object({
  setting: oneOf(SceneSetting, 'meadow'),
  timeOfDay: oneOf(TimeOfDay, 'day'),
  mood: oneOf(SceneMood, 'happy'),
  weather: oneOf(Weather, 'clear'),
  moment: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(SceneMoment))
    .optional()
    .catch(undefined),
  characters: listOf(Character, 4),
  objects: listOf(z.enum(SceneObject), 4),
  palette: z.array(z.string().max(20)).max(4).optional().catch(undefined),
  caption: z.string().trim().max(300).catch(''),
  alt: z.string().trim().max(300).optional().catch(undefined),
});

/** The scene a paragraph's picture shows, or undefined when the hint is not an object. */
export function toSceneSpec(hint: unknown, fallbackCaption: string): SceneSpec | undefined {
  if (typeof hint !== 'object' || hint === null || Array.isArray(hint)) return undefined;
  const scene = SceneHint.parse(hint);
  const caption = scene.caption || fallbackCaption.slice(0, 200);
  const { palette, moment, alt, ...rest } = scene;
  return {
    ...rest,
    caption,
    ...(palette && { palette }),
    ...(moment && { moment }),
    ...(alt && { alt }),
  } as SceneSpec;
}
