// The trail of a lost thing: what the thing leaves behind, who took it and why, and where it
// is found. Crumbs and cream belong only to a story where what is gone is food.
import type { EnCtx } from '../../../compose/ctx-en';
import { isIndoor } from '../../ground';
import { groundOf, lostKind, spaceSetting, type LostKind } from '../../../lexicon/lost-things';
import { by } from '../../by-band';

const CLUES: Record<Exclude<LostKind, 'food'>, string[]> = {
  soft: [
    'a thread of yarn',
    'a soft tuft of wool',
    'a woolly trail',
    'a long, loose thread that pointed on',
  ],
  cuddly: [
    'a soft tuft of stuffing',
    'a little round dent where a teddy had sat',
    'a button that had come loose',
    'a long, loose thread that pointed on',
  ],
  clatter: [
    'a faint clatter far away',
    'a sooty mark on a stone',
    'a little bang, bang that came and went',
    'a black smudge of soot',
  ],
  shiny: [
    'something that glinted in the light',
    'a shiny scratch in the dust',
    'little footprints going round in a circle',
    'a gleam behind a stone',
  ],
  flying: [
    'a bit of string',
    'something fluttering high up',
    'a little bow that had come off',
    'a string that pointed on',
  ],
  round: [
    'a round mark in the dust',
    'a row of little bounce marks',
    'a thud, thud far away',
    'a rolling track that curved away',
  ],
  other: [
    'something that glinted',
    'little footprints that went on and on',
    'a row of little marks in the dust',
    'a mark just the size of the lost thing',
  ],
};

/** The clues of the thing; food has none here (they live in the missing-cake mystery). */
/** On the water and under it nothing leaves marks in the dust: what floats by shows the way. */
const WET_CLUES = {
  afloat: [
    'something bobbing on the waves',
    'a glint under the water',
    'a gull that squawked and pointed with its beak',
    'a stripe of foam that led on',
  ],
  seabed: [
    'a line of tiny bubbles',
    'a glint among the seaweed',
    'little marks in the sand on the bottom',
    'a crab that pointed with its claw',
  ],
};

export function lostClues(c: EnCtx): string[] | undefined {
  const kind = lostKind(c.thing?.id);
  if (kind === 'food') return undefined;
  const ground = groundOf(c.setting);
  return ground === 'afloat' || ground === 'seabed' ? WET_CLUES[ground] : CLUES[kind];
}

export function isFood(c: EnCtx): boolean {
  return lostKind(c.thing?.id) === 'food';
}

/** Who took it, and its pronoun: out in space, someone from out there. */
function culprit(c: EnCtx, kind: LostKind): string {
  const ground = groundOf(c.setting);
  if (ground === 'afloat') return c.p(['a little seagull', 'a seal pup', 'a baby otter']);
  if (ground === 'seabed') return c.p(['a little crab', 'a baby octopus', 'a small, curious fish']);
  if (spaceSetting(c.setting))
    return c.p(['a tiny baby alien', 'a little space creature', 'a little moon creature']);
  const by: Record<LostKind, readonly string[]> = {
    soft: ['a baby mouse', 'a little hedgehog', 'a baby squirrel'],
    cuddly: ['a fox cub', 'a bear cub'],
    clatter: ['a little magpie', 'a badger cub'],
    shiny: ['a little magpie', 'a young crow'],
    flying: ['a little magpie', 'a baby bird'],
    round: ['a fox cub', 'a puppy'],
    food: ['a bear cub'],
    other: ['a little magpie', 'a baby squirrel'],
  };
  return c.p(by[kind]);
}

function why(c: EnCtx, kind: LostKind): string {
  const the = c.thing?.the ?? 'the lost thing';
  switch (kind) {
    case 'soft':
      return `had made a cosy bed of ${the} and was fast asleep inside it`;
    case 'cuddly':
      return `had borrowed ${the} to have something soft to sleep next to`;
    case 'clatter':
      return `had been using ${the} as a drum, bang, bang`;
    case 'shiny':
      return `thought ${the} was so shiny and pretty that it just had to borrow it for a while`;
    case 'flying':
      return groundOf(c.setting) !== 'land'
        ? `had caught ${the} as it floated past`
        : `had caught ${the} in its beak as it flew past`;
    case 'round':
      return `had been playing with ${the} and rolled it all the way here`;
    default:
      return `had found ${the} and taken it home because it was so pretty`;
  }
}

/** Where the search ends, after what is underfoot there. */
const HIDEAWAY: Partial<Record<string, string>> = {
  beach: '{under a heap of seaweed|behind a big rock|half buried in the sand}',
  snow: '{in a snowdrift|behind an icy rock|under a heap of snow}',
  desert: '{behind a rock|under a sand dune|in the shade of a cactus}',
  cave: '{behind a big stone|in a crack in the rock|on a little ledge}',
  sky: '{on a soft cloud|behind a puff of cloud}',
};

export function hideawayEn(c: EnCtx, more = false): string {
  switch (groundOf(c.setting)) {
    case 'space':
      return '{behind a big grey rock|down in a little crater|inside a little cave of stone}';
    case 'afloat':
      return '{in an old fishing net that floated by|on a little rock in the waves|on top of a bobbing buoy}';
    case 'seabed':
      return '{inside a big shell|behind a rock with seaweed|under a clump of kelp}';
    default:
      // No hollow trees on the sand, indoors or in a cave: what this place has to hide in.
      if (HIDEAWAY[c.setting]) return HIDEAWAY[c.setting] as string;
      if (isIndoor(c.setting)) return '{under a cushion|behind a curtain|in a dusty corner}';
      return more
        ? '{under a root|behind a big stone|in a hollow tree|between two mossy rocks}'
        : '{under a root|behind a big stone|in a hollow tree}';
  }
}

/**
 * The end of the search: where the thing lay, who had taken it and why, and that it comes
 * home. The thing is always named in the paragraph.
 */
export function lostFound(c: EnCtx): string {
  const kind = lostKind(c.thing?.id);
  const the = c.thing?.the ?? 'the lost thing';
  const who = culprit(c, kind);
  const h = c.hero.name;
  // A horn or a tail that came off goes back where it belongs, not into a pocket.
  if (c.thing?.id.startsWith('part:'))
    return by(
      c,
      `There, ${hideawayEn(c)}, lay ${the}! ${h} put ${c.hero.his} ${c.thing.sg} back on, and it fitted just right. It was ${who}, who ${why(c, kind)}. "Sorry," it said.`,
      `There, ${hideawayEn(c)} ${c.place.in}, lay ${the}, and next to it sat ${who}. ${h} put ${c.hero.his} ${c.thing.sg} back on where it belonged. It ${why(c, kind)}. "Sorry," it said.`,
      `There, ${hideawayEn(c)} ${c.place.in}, lay ${the}, and next to it sat ${who}, looking {rather sheepish|very sorry|a little guilty}. ${h} put ${c.hero.his} ${c.thing.sg} carefully back on where it belonged, snug and straight. It ${why(c, kind)}. "Sorry," it said, and ${h} smiled, because it was not so bad after all.`,
    );
  return by(
    c,
    `There, ${hideawayEn(c)}, lay ${the}! It was ${who}, who ${why(c, kind)}. "Sorry," it said. ${h} took ${the} home.`,
    `There, ${hideawayEn(c)} ${c.place.in}, lay ${the}, and next to it sat ${who}. It ${why(c, kind)}. "Sorry," it said, and ${h} carried ${the} carefully home.`,
    `There, ${hideawayEn(c)} ${c.place.in}, lay ${the}, and next to it sat ${who}, looking {rather sheepish|very sorry|a little guilty}. It ${why(c, kind)}. "Sorry," it said, and ${h} smiled, because it was not so bad after all, and carried ${the} carefully home.`,
  );
}
