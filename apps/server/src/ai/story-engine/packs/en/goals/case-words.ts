// The words of a case about something gone missing: who was suspected, who took it and why,
// and the clues that tell them apart (how big the feet are, the colour of the fur, the sound).
import type { EnCtx } from '../../../compose/ctx-en';
import type {
  ClueKind,
  Coat,
  Covering,
  CulpritId,
  InnocentId,
  Lair,
  Reason,
  Size,
} from '../../../plan/case-file';
import {
  TRAITS,
  caseExit,
  printGround,
  type CaseExit,
  type PrintGround,
} from '../../../plan/case-file';
import { placeById } from '../../../lexicon/places';
import { clearingOf, file, sceneOfCase, suspectOf } from '../../case-facts';

export interface Who {
  /** "a little grey mouse" */
  a: string;
  /** "the little grey mouse" */
  the: string;
  /** "the mouse" */
  bare: string;
  he: string;
  him: string;
  /** The sound it makes. */
  sound: string;
}

export const CULPRIT_EN: Record<CulpritId, Who> = {
  mouse: {
    a: 'a little grey mouse',
    the: 'the little grey mouse',
    bare: 'the mouse',
    he: 'she',
    him: 'her',
    sound: 'a tiny squeak, squeak-squeak',
  },
  squirrel: {
    a: 'a little red squirrel',
    the: 'the little red squirrel',
    bare: 'the squirrel',
    he: 'she',
    him: 'her',
    sound: 'a quick little chatter, chk-chk',
  },
  magpie: {
    a: 'a black-and-white magpie',
    the: 'the black-and-white magpie',
    bare: 'the magpie',
    he: 'she',
    him: 'her',
    sound: 'a rattly call, chak-chak',
  },
  seagull: {
    a: 'a big white seagull',
    the: 'the big white seagull',
    bare: 'the seagull',
    he: 'she',
    him: 'her',
    sound: 'a loud cry, kee-ow',
  },
  hedgehog: {
    a: 'a little brown hedgehog',
    the: 'the little brown hedgehog',
    bare: 'the hedgehog',
    he: 'she',
    him: 'her',
    sound: 'a small snuffle, snuff-snuff',
  },
  puppy: {
    a: 'a little brown puppy',
    the: 'the little brown puppy',
    bare: 'the puppy',
    he: 'he',
    him: 'him',
    sound: 'a little yap, yip',
  },
  'fox-cub': {
    a: 'a little red fox cub',
    the: 'the little red fox cub',
    bare: 'the fox cub',
    he: 'he',
    him: 'him',
    sound: 'a little high bark',
  },
  otter: {
    a: 'a little brown otter',
    the: 'the little brown otter',
    bare: 'the otter',
    he: 'she',
    him: 'her',
    sound: 'a little whistling squeak',
  },
  'moon-pup': {
    a: 'a little green moon pup',
    the: 'the little green moon pup',
    bare: 'the moon pup',
    he: 'he',
    him: 'him',
    sound: 'a little humming beep-beep',
  },
};

export interface Suspect extends Who {
  /** Its name is one of these, the same all through one story. */
  names: readonly string[];
  /** Where it belongs: "who lived at the bakery". */
  lives: (c: EnCtx) => string;
  /** What it says it was doing, in its own words. */
  alibi: string;
  /** What first seems to point at it, and what explains it. */
  sign: (c: EnCtx) => string;
  why: string;
}

export const SUSPECT_EN: Record<InnocentId, Suspect> = {
  cat: {
    names: ['Whiskers', 'Tibbles', 'Smudge'],
    a: 'a black-and-white cat',
    the: 'the black-and-white cat',
    bare: 'the cat',
    he: 'he',
    him: 'him',
    sound: 'a sleepy miaow',
    lives: (c) => `who lived ${sceneIn(c)}`,
    alibi: 'I have been asleep on the windowsill all morning',
    sign: () => 'was curled up right beside the empty plate',
    why: 'that is his sunny spot, and he sleeps there every single day',
  },
  dog: {
    names: ['Bruno', 'Rufus', 'Barney'],
    a: 'a big black-and-white dog',
    the: 'the big black-and-white dog',
    bare: 'the dog',
    he: 'he',
    him: 'him',
    sound: 'a deep woof',
    lives: () => 'who lived next door',
    alibi: 'I have been out on a long walk with my owner',
    sign: () => 'had left a big muddy pawprint by the door',
    why: 'that pawprint was from yesterday, when he came in out of the rain',
  },
  rabbit: {
    names: ['Snowball', 'Clover', 'Thumper'],
    a: 'a little white rabbit',
    the: 'the little white rabbit',
    bare: 'the rabbit',
    he: 'she',
    him: 'her',
    sound: 'a little sniff',
    lives: () => 'who lived in a hutch in the garden next door',
    alibi: 'I have been in my hutch eating carrots',
    sign: () => 'had been there, for some white hairs lay close by',
    why: 'rabbits shed hair everywhere, and she hops past there every day',
  },
  pigeon: {
    names: ['Percy', 'Dotty', 'Pip'],
    a: 'a grey pigeon',
    the: 'the grey pigeon',
    bare: 'the pigeon',
    he: 'she',
    him: 'her',
    sound: 'coo, coo',
    lives: () => 'who lived up on the roof',
    alibi: 'I have been sitting on the roof watching people all day',
    sign: (c) => `had been at ${exit(c)}, for a grey feather lay there`,
    why: 'she sits there every morning to warm up in the sun',
  },
  parrot: {
    names: ['Captain', 'Polly', 'Rocky'],
    a: 'a green parrot',
    the: 'the green parrot',
    bare: 'the parrot',
    he: 'he',
    him: 'him',
    sound: '"Hello, hello!"',
    lives: (c) => `who lived in a cage ${sceneIn(c)}`,
    alibi: 'I have been in my cage practising new words',
    sign: () => 'kept squawking the name of the missing thing, over and over',
    why: 'he had only heard everyone else talking about it all morning',
  },
  goat: {
    names: ['Nanny', 'Daisy', 'Clementine'],
    a: 'a big white goat',
    the: 'the big white goat',
    bare: 'the goat',
    he: 'she',
    him: 'her',
    sound: 'a long maa',
    lives: () => 'who lived on the farm next door',
    alibi: 'I have been in my field behind the fence all day',
    sign: () => 'eats everything, as everybody knows',
    why: 'the gate to her field had been shut all day',
  },
  crab: {
    names: ['Pinch', 'Sandy', 'Nipper'],
    a: 'a little red crab',
    the: 'the little red crab',
    bare: 'the crab',
    he: 'he',
    him: 'him',
    sound: 'click-click',
    lives: () => 'who lived under a rock on the shore',
    alibi: 'I have been buried in the sand all day',
    sign: () => 'had left little marks in the sand right by the spot',
    why: 'crabs walk sideways, and those marks went straight ahead',
  },
  hamster: {
    names: ['Nibbles', 'Peanut', 'Fudge'],
    a: 'a little ginger hamster',
    the: 'the little ginger hamster',
    bare: 'the hamster',
    he: 'he',
    him: 'him',
    sound: 'a little crunch',
    lives: (c) => `who lived in a cage ${sceneIn(c)}`,
    alibi: 'I have been running in my wheel all morning',
    sign: () => 'had something in those big cheek pouches',
    why: 'it was only sunflower seeds from his food bowl',
  },
  robot: {
    names: ['Bolt', 'Sprocket', 'Volt'],
    a: 'a big grey robot',
    the: 'the big grey robot',
    bare: 'the robot',
    he: 'he',
    him: 'him',
    sound: 'bzz-beep',
    lives: (c) => `who looked after ${sceneThe(c)}`,
    alibi: 'I have been standing in my charger all morning',
    sign: () => 'was blinking red, as if he were hiding something',
    why: 'his light only blinks red when his battery is low',
  },
};

/** Where the case began: the scene. */
export const sceneIn = (c: EnCtx) => sceneOfCase(c).in;
export const sceneThe = (c: EnCtx) => sceneOfCase(c).the;
export const culprit = (c: EnCtx): Who => CULPRIT_EN[file(c).culprit];
/** The one suspected whom the step is about. */
export const suspect = (c: EnCtx, i?: number) => suspectOf(c, SUSPECT_EN, i);

const SIZE: Record<Size, string> = { tiny: 'tiny', small: 'small', big: 'big' };
const COAT: Record<Coat, string> = {
  grey: 'grey',
  red: 'red',
  brown: 'brown',
  'black-white': 'black-and-white',
  white: 'white',
  ginger: 'ginger',
  green: 'green',
};

const GROUND: Record<PrintGround, string> = {
  dust: 'in the fine dust',
  sand: 'in the wet sand',
  earth: 'in the soft earth',
  flour: 'in the flour on the floor',
  floor: 'in the dust on the floor',
};
const EXIT: Record<CaseExit, string> = {
  hatch: 'the hatch',
  rocks: 'the rocks by the water',
  fence: 'the gap in the fence',
  window: 'the window',
};

/** Where footprints show, by the kind of place. */
export const ground = (c: EnCtx): string =>
  GROUND[printGround(placeById(c.place.id).setting, !!file(c).food)];

/** Where the one who took it came in and went out again. */
export const exit = (c: EnCtx): string => EXIT[caseExit(placeById(sceneOfCase(c).id).setting)];

/** A clue about the one who took it, said as a thing found. */
export function clueSaid(c: EnCtx, k: ClueKind): string {
  const t = TRAITS[file(c).culprit];
  switch (k) {
    case 'trail':
      return file(c).food
        ? 'a line of crumbs'
        : 'a thin line where something had been dragged along';
    case 'prints':
      return t.covering === 'feather'
        ? `${SIZE[t.size]} three-toed bird prints`
        : `${SIZE[t.size]} pawprints`;
    case 'tuft':
      return t.covering === 'feather'
        ? `a ${COAT[t.coat]} feather`
        : t.covering === 'spines'
          ? `a little ${COAT[t.coat]} spine`
          : `a tuft of ${COAT[t.coat]} fur`;
    case 'bite':
      return t.covering === 'feather'
        ? 'little peck marks, as if from a small beak'
        : `${SIZE[t.size]} tooth marks`;
    case 'sound':
      return culprit(c).sound;
    case 'smell':
      return `the smell of ${c.thing?.the ?? 'the cake'}`;
  }
}

/** What a clue says about the one who took it, short: "tiny feet", "grey fur". */
export function clueMeans(c: EnCtx, k: ClueKind): string {
  const t = TRAITS[file(c).culprit];
  switch (k) {
    case 'prints':
      return `${SIZE[t.size]} feet`;
    case 'tuft':
      return t.covering === 'feather'
        ? `${COAT[t.coat]} feathers`
        : t.covering === 'spines'
          ? `${COAT[t.coat]} spines`
          : `${COAT[t.coat]} fur`;
    case 'bite':
      return t.covering === 'feather' ? 'a little beak' : `${SIZE[t.size]} teeth`;
    case 'sound':
      return `a voice like ${culprit(c).sound}`;
    case 'smell':
      return 'a nose for good food';
    default:
      return 'a way out';
  }
}

/** Why a clue does not fit the one suspected: "Bruno has big paws". */
export function notThem(c: EnCtx, i: number): string {
  const s = suspect(c, i);
  const why = clearingOf(c, i);
  if (why.by === 'prints')
    return `the prints were ${SIZE[why.size]}, much ${why.bigger ? 'bigger' : 'smaller'} than ${s.name}'s ${why.feet ? 'feet' : 'paws'}`;
  if (why.by === 'covering')
    return `it was ${FOUND[why.found]}, and ${s.name} has ${HAS[why.theirs]}`;
  return `the ${clueMeans(c, 'tuft')} did not match, for ${s.name} is ${COAT[why.coat]}`;
}

/** What was found, and what the one suspected has instead. */
const FOUND: Record<Covering, string> = { feather: 'a feather', spines: 'a spine', fur: 'fur' };
const HAS: Record<Covering, string> = { feather: 'feathers', spines: 'no fur at all', fur: 'fur' };

/** Where the one who took it lives. */
export const LAIR_EN: Record<Lair, string> = {
  hole: 'a little hole under a stone',
  'tree-nest': 'a nest high up in a tree',
  roof: 'a nest up on the shed roof',
  hedge: 'a snug nest under the hedge',
  basket: "a gap in the neighbour's hedge",
  den: 'a little den under the shed',
  crater: 'a little crater behind a rock',
  rocks: 'a gap between the rocks',
};

/** Why it took it, in its own words: "I have three little babies at home…". */
export const REASON_EN: Record<Reason, (c: EnCtx) => string> = {
  babies: () =>
    'I have {three|four|five} little babies at home, and they are {so hungry|hungry all the time}',
  hungry: () => 'nobody had given me anything to eat all day, and my tummy was rumbling',
  store: () => 'winter is coming, and my store cupboard is nearly empty',
  nest: () => 'my nest is cold, and my babies need something soft to sleep on',
  shiny: () => 'it was the prettiest, shiniest thing I had ever seen',
  play: () => 'I thought it was a toy, the best one in the whole world',
};

/** How it is made right: sharing, baking together, something of its own. */
export const AMENDS_EN: Record<Reason, (c: EnCtx) => string> = {
  babies: (c) =>
    `So they baked another ${c.thing?.sg ?? 'cake'} together, and a good piece was put out for ${culprit(c).bare}'s babies`,
  hungry: (c) =>
    `So they shared what was left, and ${culprit(c).bare} got a little piece all of ${culprit(c).him === 'him' ? 'his' : 'her'} own`,
  store: (c) => `So they filled a little bag with nuts for ${culprit(c).bare}'s store cupboard`,
  nest: (c) => `So they found an old, soft scarf for ${culprit(c).bare} to keep for the nest`,
  shiny: (c) => `So ${culprit(c).bare} was given a shiny button to keep for ever`,
  play: (c) => `So they found an old ball that ${culprit(c).bare} could play with for ever`,
};
