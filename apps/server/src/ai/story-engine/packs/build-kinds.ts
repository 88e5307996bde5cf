// What kind of thing is being made, the same in every language: which things have their own
// parts and mishaps, which are food, and how a finished machine moves. Each pack only words them.
import type { SceneSetting } from '../../scene-spec';
import { foodBase } from '../lexicon/foods-activities';

/** Things with their own parts and mishaps in every pack; anything else gets a plain kit. */
export const CRAFT_KINDS = [
  'rocket',
  'spaceship',
  'boat',
  'raft',
  'car',
  'kite',
  'cake',
  'treehouse',
  'sandcastle',
  'bridge',
  'lantern',
  'snowman',
  'hut',
  'birdhouse',
  'scarf',
  'teddy',
  'bicycle',
] as const;

/** The kits a pack words: each craft kind, food, mending and the plain kit for the rest. */
export type CraftKey = (typeof CRAFT_KINDS)[number] | Handmade | 'bake' | 'pot' | 'mend' | 'make';

/**
 * Made by hand at a table as a gift: a card, a picture, a wrapped present, a necklace of beads,
 * or anything else the family named that the lexicon does not know (`craft`). Paper, crayons,
 * beads and glue, never planks and nails.
 */
export type Handmade = 'card' | 'picture' | 'gift' | 'necklace' | 'craft';

/** The family's own word for what is made, by its last part: «bursdagskort» is a card. */
const HANDMADE_WORDS: [RegExp, Handmade][] = [
  [/(card|kort)$/u, 'card'],
  [/(picture|drawing|painting|bilde|tegning|maleri)$/u, 'picture'],
  [/(bracelet|necklace|armbånd|kjede|smykke)$/u, 'necklace'],
];
const HANDMADE_IDS: Record<string, Handmade> = {
  gift: 'gift',
  necklace: 'necklace',
  letter: 'card',
};

/** What kind of handmade gift it is, or undefined for anything built, baked or knitted. */
export function handmadeOf(id: string): Handmade | undefined {
  const word = /^word:([^:]+)/u.exec(id)?.[1];
  if (word) return HANDMADE_WORDS.find(([re]) => re.test(word))?.[1] ?? 'craft';
  return HANDMADE_IDS[id];
}

/** A picture is painted or drawn; every other handmade gift is made. */
export function handmadeVerb(id: string): 'paint' | 'draw' | 'make' {
  if (handmadeOf(id) !== 'picture') return 'make';
  return /(drawing|tegning)$/u.test(id.replace(/:[mfn]$/u, '')) ? 'draw' : 'paint';
}

const KINDS = new Set<string>(CRAFT_KINDS);

/**
 * Things made of wool or cloth to wear: knitted or sewn with the scarf's kit (wool, needles),
 * made rather than built, and worn by the one they were made for.
 */
export const WORN = new Set(['scarf', 'hat', 'mitten', 'sock', 'glove']);

/** What kind of thing it is, for its words and parts: a machine, food, knitting, a snowman… */
export function craftKey(id: string, mend: boolean): CraftKey {
  if (id.startsWith('dish:')) return BAKED.has(foodBase(id.slice(5))) ? 'bake' : 'pot';
  if (KINDS.has(id)) return id as CraftKey;
  if (WORN.has(id) && !mend) return 'scarf';
  if (mend) return 'mend';
  return handmadeOf(id) ?? 'make';
}

/**
 * Where each of a kit's parts can be found, in the order the packs list them: eggs from the
 * hens on a farm, milk from the cow, flour and sugar from the shop, berries in the wood. A kit
 * not listed here can be found anywhere.
 */
const FOUND_AT: Partial<Record<CraftKey, readonly (readonly SceneSetting[])[]>> = {
  // eggs, flour, sugar, butter, milk, blueberries, honey
  bake: [
    ['farm', 'garden', 'village'],
    ['village', 'city', 'kitchen', 'house'],
    ['village', 'city', 'kitchen', 'house'],
    ['farm', 'village', 'kitchen'],
    ['farm', 'meadow', 'village', 'kitchen'],
    ['forest', 'mountain', 'meadow'],
    ['meadow', 'garden', 'farm'],
  ],
  // a pot, a ladle, carrots, salt, water
  pot: [
    ['village', 'city', 'kitchen', 'house'],
    ['village', 'city', 'kitchen', 'house'],
    ['garden', 'farm', 'village'],
    ['village', 'city', 'kitchen', 'house', 'beach'],
    ['river', 'lake', 'kitchen', 'house', 'village'],
  ],
};

/** The parts of a kit that can be found where the team is now. */
export function partsHere(
  key: CraftKey,
  parts: readonly string[],
  setting: SceneSetting,
): string[] {
  const at = FOUND_AT[key];
  return at ? parts.filter((_, i) => at[i]?.includes(setting)) : [...parts];
}

/** Food that is baked; the rest is made in a pot or on a plate. */
export const BAKED = new Set([
  'bun',
  'cookie',
  'muffin',
  'waffle',
  'bread',
  'pancake',
  'pizza',
  'gingerbread',
]);

/** Baked in an oven, not in a pan or an iron like pancakes and waffles. */
const OVEN = new Set(['bun', 'cookie', 'muffin', 'bread', 'pizza', 'gingerbread']);

/** A cake, or a dish of something from the oven ("dish:bun"). */
export function fromOven(id: string | undefined): boolean {
  return id === 'cake' || (!!id?.startsWith('dish:') && OVEN.has(foodBase(id.slice(5))));
}

/** A cake or a baked dish: baked at home in the kitchen, from the recipe to the oven. */
export function bakedAtHome(id: string): boolean {
  return id === 'cake' || (id.startsWith('dish:') && BAKED.has(foodBase(id.slice(5))));
}

/** How a finished machine moves: a raft floats, a car rolls, a rocket flies. */
export const MOTION: Record<string, 'fly' | 'sail' | 'drive' | 'wind'> = {
  rocket: 'fly',
  spaceship: 'fly',
  kite: 'wind',
  balloon: 'fly',
  boat: 'sail',
  raft: 'sail',
  car: 'drive',
};

/** Flown on a string: up it goes when it works, but it takes nobody anywhere. */
export const CARRIES_NOBODY = new Set(['kite']);

/** What goes or flies once finished; anything else is done once it is made. */
export const MACHINES = new Set(Object.keys(MOTION));

/** Sewn rather than knitted: a teddy of cloth and stuffing. */
const SEWN = new Set(['teddy']);

/**
 * How a new thing comes to be: knitted or sewn stitch by stitch from wool or cloth, never put
 * together from parts; or assembled (a raft, a rocket, a birdhouse). Food is the kitchen's.
 */
export function stitchOf(id: string, mend: boolean): 'knit' | 'sew' | undefined {
  if (mend) return undefined;
  if (SEWN.has(id)) return 'sew';
  return WORN.has(id) ? 'knit' : undefined;
}
