// The facts of a missing-thing mystery before any sentence: where it was taken from, who took
// it and why, who else is suspected, and the clues that tell them apart. Every clue is a fact
// about the one who took it (how big its feet are, the colour of its fur, the sound it makes),
// so the solution follows from the clues, and each one suspected in vain is ruled out by a clue
// that does not fit them.
import type { SceneSetting } from '../../scene-spec';
import { groundOf, lostKind, type LostKind } from '../lexicon/lost-things';
import { placeById } from '../lexicon/places';
import type { Rng } from '../rng';

export type Size = 'tiny' | 'small' | 'big';
export type Coat = 'grey' | 'red' | 'brown' | 'black-white' | 'white' | 'ginger' | 'green';
export type Covering = 'fur' | 'feather' | 'spines';
/** Why it was taken: always a kind reason a child can forgive. */
export type Reason = 'babies' | 'hungry' | 'store' | 'nest' | 'shiny' | 'play';
/** Where the one who took it keeps it: found at the end, next to the scene or at it. */
export type Lair = 'hole' | 'tree-nest' | 'roof' | 'hedge' | 'basket' | 'den' | 'crater' | 'rocks';

export const CULPRITS = [
  'mouse',
  'squirrel',
  'magpie',
  'seagull',
  'hedgehog',
  'puppy',
  'fox-cub',
  'otter',
  'moon-pup',
] as const;
export type CulpritId = (typeof CULPRITS)[number];

export const INNOCENTS = [
  'cat',
  'dog',
  'rabbit',
  'pigeon',
  'goat',
  'crab',
  'robot',
  'parrot',
  'hamster',
] as const;
export type InnocentId = (typeof INNOCENTS)[number];
export type SuspectId = CulpritId | InnocentId;

export interface Traits {
  size: Size;
  coat: Coat;
  covering: Covering;
  /** The family's own companion is never suspected as one of its kind. */
  kind: string;
  /** Told as a she: a mother feeding her young may be one. */
  she?: boolean;
}

export const TRAITS: Record<SuspectId, Traits> = {
  mouse: { size: 'tiny', coat: 'grey', covering: 'fur', kind: 'mouse', she: true },
  squirrel: { size: 'small', coat: 'red', covering: 'fur', kind: 'squirrel', she: true },
  magpie: { size: 'small', coat: 'black-white', covering: 'feather', kind: 'bird', she: true },
  seagull: { size: 'big', coat: 'white', covering: 'feather', kind: 'bird', she: true },
  hedgehog: { size: 'small', coat: 'brown', covering: 'spines', kind: 'hedgehog', she: true },
  puppy: { size: 'small', coat: 'brown', covering: 'fur', kind: 'dog' },
  'fox-cub': { size: 'small', coat: 'red', covering: 'fur', kind: 'fox' },
  otter: { size: 'small', coat: 'brown', covering: 'fur', kind: 'otter', she: true },
  'moon-pup': { size: 'tiny', coat: 'green', covering: 'fur', kind: 'alien' },
  cat: { size: 'small', coat: 'black-white', covering: 'fur', kind: 'cat', she: true },
  dog: { size: 'big', coat: 'black-white', covering: 'fur', kind: 'dog' },
  rabbit: { size: 'small', coat: 'white', covering: 'fur', kind: 'rabbit', she: true },
  pigeon: { size: 'small', coat: 'grey', covering: 'feather', kind: 'bird', she: true },
  goat: { size: 'big', coat: 'white', covering: 'fur', kind: 'goat', she: true },
  crab: { size: 'tiny', coat: 'red', covering: 'spines', kind: 'crab' },
  robot: { size: 'big', coat: 'grey', covering: 'spines', kind: 'robot' },
  parrot: { size: 'small', coat: 'green', covering: 'feather', kind: 'bird' },
  hamster: { size: 'tiny', coat: 'ginger', covering: 'fur', kind: 'hamster' },
};

/** Where each culprit lives: at the scene (a hole behind the oven) or just next to it. */
export const LAIR: Record<CulpritId, Lair> = {
  mouse: 'hole',
  squirrel: 'tree-nest',
  magpie: 'tree-nest',
  seagull: 'roof',
  hedgehog: 'hedge',
  puppy: 'basket',
  'fox-cub': 'den',
  otter: 'rocks',
  'moon-pup': 'crater',
};

/** The kinds of clue, each told once: a trail, footprints, a tuft, tooth marks, a sound, a smell. */
export type ClueKind = 'trail' | 'prints' | 'tuft' | 'bite' | 'sound' | 'smell';

/** What kind of scene it is, for who lives there and who could have come in. */
type SceneKind = 'indoors' | 'school' | 'outdoors' | 'shore' | 'space';

const SCENE_KIND: Partial<Record<SceneSetting, SceneKind>> = {
  kitchen: 'indoors',
  house: 'indoors',
  bedroom: 'indoors',
  castle: 'indoors',
  library: 'school',
  school: 'school',
  garden: 'outdoors',
  playground: 'outdoors',
  farm: 'outdoors',
  meadow: 'outdoors',
  village: 'outdoors',
  city: 'indoors',
  forest: 'outdoors',
  beach: 'shore',
  sea: 'shore',
  ship: 'shore',
  lake: 'shore',
  river: 'shore',
  space: 'space',
  moon: 'space',
};

/** Who could have come in and taken it, for food and for things. */
const TAKERS: Record<SceneKind, { food: CulpritId[]; thing: CulpritId[] }> = {
  indoors: { food: ['mouse', 'squirrel', 'magpie'], thing: ['mouse', 'magpie', 'puppy'] },
  school: { food: ['mouse', 'magpie'], thing: ['mouse', 'magpie'] },
  outdoors: { food: ['hedgehog', 'squirrel', 'fox-cub', 'magpie'], thing: ['magpie', 'puppy'] },
  shore: { food: ['seagull', 'otter'], thing: ['seagull', 'otter'] },
  space: { food: ['moon-pup'], thing: ['moon-pup'] },
};

/** Who else is around and easy to suspect. */
const AROUND: Record<SceneKind, InnocentId[]> = {
  indoors: ['cat', 'dog', 'parrot', 'pigeon', 'rabbit', 'hamster'],
  school: ['parrot', 'cat', 'dog', 'rabbit', 'pigeon', 'hamster'],
  outdoors: ['dog', 'cat', 'rabbit', 'pigeon', 'goat'],
  shore: ['crab', 'dog', 'pigeon', 'cat'],
  space: ['robot', 'parrot', 'cat'],
};

/** A soft thing is taken for a nest, a shiny one by a magpie, a toy by a puppy to play with. */
function reasonFor(culprit: CulpritId, kind: LostKind, rng: Rng): Reason {
  // The young ones (a puppy, a fox cub) are hungry themselves; a mother feeds her babies.
  if (kind === 'food')
    return TRAITS[culprit].she
      ? rng.pick<Reason>(['babies', 'hungry', culprit === 'squirrel' ? 'store' : 'babies'])
      : 'hungry';
  if (culprit === 'magpie') return 'shiny';
  if (culprit === 'puppy' || culprit === 'otter' || culprit === 'moon-pup') return 'play';
  return kind === 'soft' || kind === 'cuddly' ? 'nest' : 'play';
}

function takerFits(culprit: CulpritId, kind: LostKind): boolean {
  if (culprit === 'magpie' && kind !== 'food') return kind === 'shiny';
  if (culprit === 'mouse') return kind === 'food' || kind === 'soft' || kind === 'cuddly';
  return true;
}

const SPACE = new Set(['moon', 'space']);
const WATERSIDE = new Set(['beach', 'sea', 'ship', 'lake', 'river']);
const OUTSIDE = new Set(['garden', 'playground', 'farm', 'meadow', 'forest', 'village']);

/** What footprints are pressed into at a place: its ground, or what lies on an indoor floor. */
export type PrintGround = 'dust' | 'sand' | 'earth' | 'flour' | 'floor';
export function printGround(setting: string, food: boolean): PrintGround {
  if (SPACE.has(setting)) return 'dust';
  if (WATERSIDE.has(setting)) return 'sand';
  if (OUTSIDE.has(setting)) return 'earth';
  return food ? 'flour' : 'floor';
}

/** A scene under a roof: what went missing lay on a shelf, not on a bench outside. */
export function sceneIndoors(setting: string): boolean {
  return !OUTSIDE.has(setting) && !(WATERSIDE.has(setting) && setting !== 'ship');
}

/** Where the one who took it came in and went out again at the scene. */
export type CaseExit = 'hatch' | 'rocks' | 'fence' | 'window';
export function caseExit(setting: string): CaseExit {
  if (SPACE.has(setting)) return 'hatch';
  if (WATERSIDE.has(setting)) return 'rocks';
  if (OUTSIDE.has(setting)) return 'fence';
  return 'window';
}

export interface CaseFile {
  /** Where it was taken from: the story opens here. */
  scene: string;
  /** Where the trail leads next door (the backyard, the park): the culprit's home is there. */
  near: string;
  culprit: CulpritId;
  reason: Reason;
  /** Suspected and ruled out, in the order they are questioned. The first is the red herring. */
  innocents: InnocentId[];
  /** The clues in the order they are found; the first is always the trail from the scene. */
  clues: ClueKind[];
  /** Which clue rules out each innocent: the first trait of theirs it does not fit. */
  clearedBy: ClueKind[];
  food: boolean;
}

/** Where it happens when the family named no place: a kitchen for food, a garden for a toy. */
function defaultScene(kind: LostKind, home: string): string {
  const setting = placeById(home).setting;
  if (setting === 'space' || setting === 'moon') return home;
  if (kind === 'food' || kind === 'clatter') return 'kitchen';
  if (kind === 'soft' || kind === 'cuddly') return 'house';
  return 'garden';
}

/** The place next door the trail leads to, by the scene's kind. */
const NEAR: Record<SceneKind, string[]> = {
  indoors: ['garden', 'park'],
  school: ['schoolyard', 'park'],
  outdoors: ['park', 'meadow'],
  shore: ['pier', 'beach'],
  space: ['moon', 'station'],
};

/** The places the family named that can be a scene: somewhere a thing can be taken from. */
/** The places next door a trail from this scene may lead to. */
export function nearOf(scene: string): string[] {
  return NEAR[sceneKind(scene)].filter((p) => p !== scene);
}

export function sceneOf(named: readonly string[], home: string, thing: string | undefined): string {
  const found = named.find((id) => SCENE_KIND[placeById(id).setting] !== undefined);
  return found ?? defaultScene(lostKind(thing), home);
}

function sceneKind(scene: string): SceneKind {
  return SCENE_KIND[placeById(scene).setting] ?? 'outdoors';
}

/** The clue about the one who took it that rules this innocent out. */
function clearing(innocent: InnocentId, culprit: CulpritId): ClueKind {
  const a = TRAITS[innocent];
  const b = TRAITS[culprit];
  // The plainest difference first: fur for feathers, tiny feet for big paws, another colour.
  if (a.covering !== b.covering) return 'tuft';
  const far = new Set([a.size, b.size]);
  if (far.has('tiny') && far.has('big')) return 'prints';
  if (a.coat !== b.coat) return 'tuft';
  if (a.size !== b.size) return 'prints';
  return 'sound';
}

export function drawCase(
  scene: string,
  thing: string | undefined,
  team: readonly string[],
  suspects: number,
  rng: Rng,
  options: { near?: string } = {},
): CaseFile {
  const kind = lostKind(thing);
  const food = kind === 'food';
  const sk = sceneKind(scene);
  const ground = groundOf(placeById(scene).setting);
  const pool = (food ? TAKERS[sk].food : TAKERS[sk].thing).filter(
    (c) => takerFits(c, kind) && !team.includes(TRAITS[c].kind),
  );
  const culprit: CulpritId =
    ground === 'space'
      ? 'moon-pup'
      : ground !== 'land'
        ? 'otter'
        : rng.pick<CulpritId>(pool.length ? pool : ['magpie']);
  // An innocent who looks just like the culprit could never be ruled out.
  const innocents = rng
    .shuffle(AROUND[sk])
    .filter(
      (i) =>
        !team.includes(TRAITS[i].kind) &&
        TRAITS[i].kind !== TRAITS[culprit].kind &&
        clearing(i, culprit) !== 'sound',
    )
    .slice(0, Math.max(1, suspects - 1));
  const clearedBy = innocents.map((i) => clearing(i, culprit));
  const clues: ClueKind[] = ['trail', 'prints', 'tuft', 'sound'];
  if (food) clues.push('bite', 'smell');
  const nearby = NEAR[sk].filter((p) => p !== scene);
  const near = options.near && nearby.includes(options.near) ? options.near : rng.pick(nearby);
  return {
    scene,
    near,
    culprit,
    reason: reasonFor(culprit, kind, rng),
    innocents,
    clues,
    clearedBy,
    food,
  };
}
