// What a hungry hero goes looking for, and how: honey in the forest, an apple in the garden,
// fish at the water. Each food belongs to a kind that says where it is found and what keeps a
// hungry one from it (the bees are busy, the apple hangs too high, the berries are not ripe).
import type { SceneSetting } from '../../scene-spec';
import { nounEn, type NounEn } from '../grammar/english';
import type { NounNo } from '../grammar/norwegian';
import { FOODS, foodById } from './foods-activities';
import { nounNo } from './species';

/** Foods a hungry one eats that no dish is made of, so the foods list does not hold them. */
export const WILD_FOODS: { id: string; en: NounEn; no: NounNo }[] = [
  { id: 'fish', en: nounEn('fish', 'fish'), no: nounNo('m fisk fisken fisker fiskene') },
  { id: 'berry', en: nounEn('berry'), no: nounNo('n bær bæret bær bærene') },
  { id: 'leaf', en: nounEn('leaf', 'leaves'), no: nounNo('n blad bladet blader bladene') },
];

export type HungerKind =
  'honey' | 'fruit' | 'berry' | 'nut' | 'root' | 'fish' | 'cheese' | 'leaf' | 'baked';

/**
 * `high`: out of reach; `unripe`: not ready yet; `guarded`: someone is in the way (the busy
 * bees, the cat in the kitchen); `first`: someone else got there first; `hidden`: hard to get
 * at (deep in the ground, in a hard shell, quick in the water).
 */
export type HungerHitch = 'high' | 'unripe' | 'guarded' | 'first' | 'hidden';

const KIND: Record<string, HungerKind> = {
  honey: 'honey',
  apple: 'fruit',
  banana: 'fruit',
  strawberry: 'berry',
  blueberry: 'berry',
  berry: 'berry',
  nut: 'nut',
  acorn: 'nut',
  carrot: 'root',
  lettuce: 'root',
  vegetables: 'root',
  fish: 'fish',
  cheese: 'cheese',
  'brown-cheese': 'cheese',
  leaf: 'leaf',
};

/** Where each kind is found. */
export const HUNGER_SETTINGS: Record<HungerKind, ReadonlySet<SceneSetting>> = {
  honey: new Set(['forest', 'meadow']),
  fruit: new Set(['garden', 'farm', 'meadow']),
  berry: new Set(['forest', 'meadow', 'garden']),
  nut: new Set(['forest', 'garden']),
  root: new Set(['garden', 'farm', 'meadow']),
  fish: new Set(['river', 'lake', 'beach', 'sea']),
  // (A picnic left out on the grass has cheese in it too.)
  cheese: new Set(['kitchen', 'farm', 'village', 'house', 'garden', 'meadow']),
  leaf: new Set(['garden', 'forest', 'meadow']),
  baked: new Set(['kitchen', 'village', 'house', 'farm', 'garden', 'meadow']),
};

/** The hitches of each kind, in the order a search meets them. */
export const HUNGER_HITCHES: Record<HungerKind, HungerHitch[]> = {
  honey: ['guarded', 'high', 'first'],
  fruit: ['high', 'unripe', 'first'],
  berry: ['unripe', 'first', 'hidden'],
  nut: ['high', 'hidden', 'first'],
  root: ['hidden', 'unripe', 'guarded'],
  fish: ['hidden', 'first', 'guarded'],
  cheese: ['high', 'guarded', 'first'],
  leaf: ['first', 'high', 'unripe'],
  baked: ['high', 'guarded', 'first'],
};

/** Eaten as one ("an apple", «et eple»); a countable food not listed here is many ("berries"). */
const ONE = new Set(['apple', 'banana', 'carrot', 'cake']);

export interface HungerFood {
  /** The food id (or the thing id for an apple or a cake). */
  id: string;
  kind: HungerKind;
  /** `mass`: "honey", «honning»; `one`: "an apple", «et eple»; `many`: "berries", «bær». */
  count: 'mass' | 'one' | 'many';
  en: NounEn;
  no: NounNo;
}

/** The thing a hungry search is for: `food:<id>`, or an edible thing (an apple, a cake). */
export function hungerThing(foodId: string): string {
  return foodId === 'apple' || foodId === 'cake' ? foodId : `food:${foodId}`;
}

const EDIBLE_THINGS: Record<string, { en: NounEn; no: NounNo }> = {
  apple: { en: nounEn('apple'), no: nounNo('n eple eplet epler eplene') },
  cake: { en: nounEn('cake'), no: nounNo('f kake kaka kaker kakene') },
};

/** The food of a hungry search's thing id, or undefined for anything else. */
export function hungerFood(thingId: string | undefined): HungerFood | undefined {
  if (!thingId) return undefined;
  const id = thingId.startsWith('food:') ? thingId.slice(5) : thingId;
  const edible = EDIBLE_THINGS[id];
  const wild = WILD_FOODS.find((f) => f.id === id);
  const food = thingId.startsWith('food:') ? foodById(id) : undefined;
  const words = edible ?? wild ?? food;
  if (!words) return undefined;
  const countable = food ? food.countable : id !== 'fish';
  return {
    id,
    kind: KIND[id] ?? KIND[food?.like ?? ''] ?? 'baked',
    count: !countable ? 'mass' : ONE.has(id) ? 'one' : 'many',
    en: words.en,
    no: words.no,
  };
}

/** Whether a food id (of the foods list or the wild ones) can be sought hungry. */
export function isHungerFood(id: string): boolean {
  return id === 'apple' || id === 'cake' || !!foodById(id) || WILD_FOODS.some((f) => f.id === id);
}

/** What suits a hungry one of a kind when the family named no food. */
export function foodFor(kind: string | undefined, species: string | undefined): string {
  if (species === 'caterpillar') return 'leaf';
  if (species === 'squirrel') return 'nut';
  if (species === 'worm') return 'leaf';
  switch (kind) {
    case 'bear':
      return 'honey';
    case 'rabbit':
      return 'carrot';
    case 'mouse':
      return 'cheese';
    case 'cat':
    case 'penguin':
    case 'seal':
    case 'otter':
      return 'fish';
    case 'horse':
    case 'pig':
      return 'apple';
    default:
      return 'berry';
  }
}

/** Every food a hungry one may seek, as its own thing: one bun, the honey, the fish. */
export const HUNGER_BITES = [...FOODS, ...WILD_FOODS];
