// Shared by both packs' rescue second acts: what the one got free is covered in, what hurts
// on it, whether it is carried, walked or led by the hand, whom it goes home to, and which house
// it lives in.
import type { Character } from '../plan/plan-types';
import { creatureOf } from '../lexicon/species';

export type Cover = 'fur' | 'wool' | 'feathers' | 'skin' | 'person';
/** What a small hurt is on: a paw, a leg, a wing, a flipper, a knee. */
export type Sore = 'paw' | 'leg' | 'wing' | 'flipper' | 'knee';
/** How it goes home: carried in arms, walked beside (too big to carry), or by the hand. */
export type Carried = 'arms' | 'walk' | 'hand';

const WOOL = new Set(['sheep', 'lamb']);
const FEATHERED = new Set(['bird', 'owl', 'penguin', 'duck', 'hen', 'swan', 'goose', 'chick']);
const SKIN = new Set(['fish', 'frog', 'turtle', 'whale', 'seal', 'toad', 'dinosaur', 'dragon']);
const HOOVES = new Set(['horse', 'pony', 'foal', 'calf', 'cow', 'pig', 'goat', 'sheep', 'lamb']);
const BIG = new Set([
  'horse',
  'pony',
  'foal',
  'calf',
  'cow',
  'pig',
  'goat',
  'sheep',
  'seal',
  'moose',
  'reindeer',
  'elephant',
  'bear',
  'dinosaur',
  'whale',
]);

const idOf = (o: Character) => o.species ?? o.kind;

export function coverOf(o: Character): Cover {
  const id = idOf(o);
  if (creatureOf(o).person) return 'person';
  if (WOOL.has(id)) return 'wool';
  if (FEATHERED.has(id) || FEATHERED.has(o.kind)) return 'feathers';
  if (SKIN.has(id) || SKIN.has(o.kind)) return 'skin';
  return 'fur';
}

export function soreOf(o: Character): Sore {
  const id = idOf(o);
  const cover = coverOf(o);
  if (cover === 'person') return 'knee';
  if (cover === 'feathers') return 'wing';
  if (id === 'seal') return 'flipper';
  if (HOOVES.has(id) || cover === 'skin') return 'leg';
  return 'paw';
}

export function carriedOf(o: Character): Carried {
  if (creatureOf(o).person) return 'hand';
  return BIG.has(idOf(o)) || BIG.has(o.kind) ? 'walk' : 'arms';
}

/** Which of a pack's houses the one got free lives in: the same one all through the story. */
export function houseOf(o: Character, count: number): number {
  const key = `${idOf(o)}${o.name ?? ''}`;
  let sum = 0;
  for (const ch of key) sum += ch.charCodeAt(0);
  return sum % count;
}

/** Kinds a family keeps at home, who go back to their owner. */
const PETS = new Set(['cat', 'dog', 'rabbit', 'mouse', 'kitten', 'puppy', 'hamster', 'guinea-pig']);
/** Kinds kept on a farm, who go back to the farmer. */
const FARM = new Set(['sheep', 'lamb', 'cow', 'pig', 'hen', 'horse', 'goat', 'calf', 'foal']);

/** Whom the one got free goes home to: its owner, the farmer, its parents, or its family. */
export type Belongs = 'owner' | 'farmer' | 'parents' | 'family';

export function belongsTo(c: { other?: { char: Character } }): Belongs {
  const o = c.other?.char;
  if (!o) return 'family';
  if (creatureOf(o).person) return 'parents';
  if (PETS.has(idOf(o))) return 'owner';
  if (FARM.has(idOf(o))) return 'farmer';
  return 'family';
}

/** How a wild one lives, for what it does on its own once free: swims, paddles, flies or runs. */
export type WildWay = 'swim' | 'paddle' | 'fly' | 'run';

const PADDLERS = new Set(['duck', 'swan', 'goose']);

export function wildWayOf(o: Character): WildWay {
  if (PADDLERS.has(idOf(o))) return 'paddle';
  const e = creatureOf(o);
  if (e.water || e.move === 'swim') return 'swim';
  if (e.move === 'fly') return 'fly';
  return 'run';
}
