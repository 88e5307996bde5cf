// A character's look, decided once per story: species, age, hair, clothes, colours and what
// they wear or carry. Seeded by the story and the character, never by the picture, so Mira keeps
// her red dress and Grandpa Jakob his cane and beard from the first page to the last.

import type { Accessory, CharacterKind, CharacterLook, Clothes, HairStyle } from '../../scene-spec';
import { colourHex } from '../colour';
import { createRng, type Rng } from '../random';
import { drawableKind, KINDS } from './character-kinds';
import { HAIR_COLOURS, SKIN_TONES } from './look';

/** What a story knows about a character, in English colour words. */
export interface LookSource {
  kind: CharacterKind;
  name?: string;
  gender?: 'm' | 'f';
  colours?: readonly string[];
  size?: 'small' | 'big';
  /** Body parts from the description ("three eyes", "wings"). */
  features?: readonly { id: string; count?: number }[];
}

const ADULTS = new Set<CharacterKind>(['grown-up', 'wizard', 'king', 'queen', 'witch']);
const GREY_HAIR = ['#dcdce6', '#c9c9d4', '#ecebf2', '#b8b4c4'];

/** Kinds whose clothes and hair are their costume (a knight's helmet, a mermaid's tail). */
const COSTUMED = new Set<CharacterKind>([
  'wizard',
  'witch',
  'knight',
  'prince',
  'king',
  'queen',
  'pirate',
  'astronaut',
  'mermaid',
]);

const FEATURE_ACCESSORIES: Record<string, Accessory> = {
  spots: 'spots',
  stripes: 'stripes',
  horns: 'horns',
  wings: 'wings',
  antennae: 'antennae',
};

function hairStyleFor(kind: CharacterKind, gender: 'm' | 'f' | undefined, rng: Rng): HairStyle {
  const f = gender === 'f';
  switch (kind) {
    case 'girl':
      return rng.pick(['long', 'pigtails', 'bob', 'curly'] as const);
    case 'boy':
      return rng.pick(['short', 'spiky', 'curly'] as const);
    case 'grandparent':
      return f ? rng.pick(['bun', 'curly'] as const) : rng.pick(['short', 'none'] as const);
    case 'grown-up':
      return f
        ? rng.pick(['long', 'bob', 'bun', 'curly'] as const)
        : rng.pick(['short', 'curly'] as const);
    case 'princess':
      return rng.pick(['long', 'curly'] as const);
    case 'fairy':
      return rng.pick(['bun', 'pigtails', 'bob'] as const);
    default:
      if (gender === 'm') return rng.pick(['short', 'spiky', 'curly'] as const);
      if (f) return rng.pick(['long', 'pigtails', 'bob', 'curly'] as const);
      return rng.pick(['bob', 'short', 'curly'] as const);
  }
}

function clothesFor(kind: CharacterKind, gender: 'm' | 'f' | undefined, rng: Rng): Clothes {
  const f = gender === 'f';
  switch (kind) {
    case 'girl':
      return rng.pick(['dress', 'skirt', 'dress', 'trousers'] as const);
    case 'boy':
      return rng.pick(['shorts', 'trousers'] as const);
    case 'grandparent':
      return f ? rng.pick(['dress', 'skirt'] as const) : 'trousers';
    case 'grown-up':
      return f ? rng.pick(['dress', 'trousers', 'skirt'] as const) : 'trousers';
    case 'princess':
      return 'gown';
    case 'fairy':
      return 'dress';
    default:
      return f
        ? rng.pick(['dress', 'trousers', 'skirt'] as const)
        : rng.pick(['trousers', 'shorts'] as const);
  }
}

/** The character's gender as drawn: the kind's own, else the story's, else none. */
function genderOf(src: LookSource): 'm' | 'f' | undefined {
  if (
    src.kind === 'girl' ||
    src.kind === 'princess' ||
    src.kind === 'queen' ||
    src.kind === 'witch'
  )
    return 'f';
  if (src.kind === 'boy' || src.kind === 'prince' || src.kind === 'king' || src.kind === 'wizard')
    return 'm';
  return src.gender;
}

export function deriveLook(src: LookSource, seed: string): CharacterLook {
  const kind = drawableKind(src.kind);
  const info = KINDS[kind];
  const rng = createRng(`look/${seed}/${src.kind}/${src.name ?? ''}`);
  const words = (src.colours ?? []).map((w) => colourHex(w)).filter((c): c is string => !!c);
  const gender = genderOf(src);
  const age: CharacterLook['age'] =
    kind === 'grandparent' ? 'old' : ADULTS.has(kind) ? 'adult' : 'child';
  // A brown hedgehog has brown spines round a soft, light face; elsewhere the colour is the coat.
  const spines = kind === 'hedgehog';
  const main = (spines ? undefined : words[0]) ?? rng.pick(info?.main ?? ['#a9714b']);
  const second = (spines ? words[0] : words[1]) ?? rng.pick(info?.second ?? ['#ffffff']);
  const accessories: Accessory[] = [];
  for (const feature of src.features ?? []) {
    const accessory = FEATURE_ACCESSORIES[feature.id];
    if (accessory && !accessories.includes(accessory)) accessories.push(accessory);
  }
  const eyes = src.features?.find((x) => x.id === 'eyes')?.count;
  const look: CharacterLook = {
    kind,
    age,
    ...(gender ? { gender } : {}),
    size: src.size === 'small' ? 'small' : src.size === 'big' ? 'big' : 'medium',
    main,
    second,
    accessories,
    ...(eyes !== undefined && eyes !== 2 ? { eyes: Math.max(1, Math.min(4, eyes)) } : {}),
  };
  if (!info?.human) return look;
  look.skin = rng.pick(SKIN_TONES);
  look.hair = age === 'old' ? rng.pick(GREY_HAIR) : rng.pick(HAIR_COLOURS);
  if (COSTUMED.has(kind)) return look;
  look.hairStyle = hairStyleFor(kind, gender, rng);
  look.clothes = clothesFor(kind, gender, rng);
  if (age === 'old') {
    accessories.push('glasses', 'cane');
    if (gender === 'm') accessories.push(rng.pick(['beard', 'moustache'] as const));
  } else if (age === 'child') {
    if (rng.chance(0.3)) accessories.push('bobble-hat');
    else if (gender === 'f' && rng.chance(0.35)) accessories.push('bow');
    if (rng.chance(0.25)) accessories.push('scarf');
  } else if (rng.chance(0.3)) accessories.push('glasses');
  return look;
}

/**
 * The look to draw: the story's own when the scene carries it, else one derived from the
 * character alone (its kind, name and colours), which is the same in every picture too.
 */
export function lookOf(ch: {
  kind: CharacterKind;
  name?: string;
  colours?: string[];
  look?: CharacterLook;
}): CharacterLook {
  if (ch.look && KINDS[ch.look.kind]) return ch.look;
  return deriveLook(
    { kind: ch.kind, ...(ch.name ? { name: ch.name } : {}), colours: ch.colours ?? [] },
    `${ch.kind}/${ch.name ?? ''}/${(ch.colours ?? []).join(',')}`,
  );
}
