// Small building blocks the templates share: which of the team acts, how the team is named,
// and lists of alternatives that would otherwise be written out again and again.
import { limbOf, type Limb } from '../../compose/body';
import type { EnActor, EnCtx } from '../../compose/ctx-en';
import { kinOf } from '../../lexicon/species';

/** The hero or the friend, at random: who speaks or acts varies from story to story. */
export const who = (c: EnCtx): EnActor => (c.friend && c.chance(0.5) ? c.friend : c.hero);

/** The other one of the team than `a`, if there is one. */
export const other = (c: EnCtx, a: EnActor): EnActor | undefined =>
  a === c.hero ? c.friend : c.hero;

/** The team, named one of several ways: "Ola and Flame", "Flame and Ola", "the two friends". */
export const team = (c: EnCtx): string =>
  c.friend
    ? c.p([
        `${c.hero.name} and ${c.friend.name}`,
        `${c.hero.name} and ${c.friend.name}`,
        `${c.friend.name} and ${c.hero.name}`,
        // A child and Dad, or two sisters, are family, not "the two friends".
        kinOf(c.friend.char) ? 'the two of them' : 'the two friends',
      ])
    : c.hero.name;

const LIMB: Record<Limb, string> = {
  hand: 'hand',
  wing: 'wing',
  fin: 'foot',
  hoof: 'hoof',
  trunk: 'trunk',
  paw: 'paw',
};

/** What a character lifts or holds out: a hand, a wing, a foot, a hoof, a trunk, a paw. */
export const limb = (a: EnActor | undefined): string =>
  LIMB[a ? limbOf(a.char.kind, a.person) : 'hand'];

/** Whether a character has hands to squeeze, fingers to twist and a thumb to bite. */
export const hasHands = (a: EnActor | undefined): boolean => limb(a) === 'hand';

/**
 * "All the friends" only when there are friends to be all of: otherwise the hero and the one
 * who is with them ("Leo and the owl").
 */
export const crowd = (c: EnCtx): string => {
  const members = [
    ...(c.friend ? [c.friend.name] : []),
    ...c.helpersMet.map((h) => (h.named ? h.name : `the ${h.kind}`)),
  ];
  if (members.length >= 2) return 'all the friends';
  return `${c.hero.name} and ${members[0] ?? 'a new friend'}`;
};
export const Crowd = (c: EnCtx): string => {
  const s = crowd(c);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

export const PASSING_LIST = [
  'old mossy stones',
  'a sleepy pond',
  'a crooked fence',
  'a field of sheep',
  'a broken cart',
  'a windmill',
  'an empty nest',
  'a pile of logs',
  'a rusty gate',
  'a chatty stream',
  'a patch of cabbages',
  'a little red house',
  'a leaning postbox',
  'a horse munching grass',
];
export const PASSING = `{${PASSING_LIST.join('|')}}`;

/** Two different things passed on the way: never "a pond and a pond". */
export function passingTwo(c: EnCtx): string {
  const first = c.p(PASSING_LIST);
  return `${first} and ${c.p(PASSING_LIST.filter((x) => x !== first))}`;
}

const FEATHERED = new Set(['owl', 'bird', 'penguin']);
const FURRED = new Set(['cat', 'dog', 'rabbit', 'bear', 'fox', 'mouse', 'lion', 'monster']);

/**
 * What the wind tugs at, thorns catch and a goat nibbles: the clothes of one who wears them,
 * otherwise what the body itself has (fur, feathers, a mane, a tail). Each fits after "'s".
 */
export const worn = (a: EnActor): string => {
  if (a.dressed) return '{hat|coat|scarf}';
  const k = a.char.kind;
  if (a.char.species === 'hedgehog') return '{spines|ears}';
  if (FEATHERED.has(k)) return '{feathers|tail feathers|wings}';
  if (FURRED.has(k)) return '{fur|ears|tail}';
  if (k === 'horse' || k === 'unicorn') return '{mane|tail}';
  if (k === 'dragon') return '{wings|tail}';
  if (k === 'fish' || k === 'whale') return '{fins|tail}';
  if (k === 'elephant') return '{ears|tail}';
  if (k === 'robot' || k === 'alien') return '{antennae}';
  if (k === 'snowman') return '{scarf}';
  if (k === 'mermaid') return '{hair|tail}';
  return '{tail|legs}';
};

/** Whether everyone in the team wears clothes: "hats and scarves" fit only then. */
export const teamDressed = (c: EnCtx): boolean => c.hero.dressed && (!c.friend || c.friend.dressed);
/** Whether everyone in the team has hands to write and draw with. */
export const teamHands = (c: EnCtx): boolean => c.hero.hands && (!c.friend || c.friend.hands);
