// Where a creature kept secret is hidden, fed and nearly seen, and where the secret ends: its
// own come for it where it belongs, or it may stay at home once a grown-up is told. Home's rooms,
// the place it was found and at most one more.
import {
  SECRET_OUTBUILDINGS as OUTBUILDINGS,
  SECRET_OUTDOORS as OUTDOORS,
  type SecretWant,
} from '../description/read-secret';
import type { Rng } from '../rng';
import type { Character, Goal, SecretPlot } from './plan-types';

/** Pets and homely creatures stay once a grown-up knows; the rest go home to their own. */
const STAYS = new Set([
  'dog',
  'cat',
  'rabbit',
  'mouse',
  'monster',
  'robot',
  'ghost',
  'frog',
  'turtle',
]);
/** Where one that goes home belongs, when it was found indoors or in the shed. */
const BELONGS: Record<string, string> = {
  troll: 'forest',
  unicorn: 'forest',
  fox: 'forest',
  bear: 'forest',
  owl: 'forest',
  dinosaur: 'forest',
  lion: 'forest',
  elephant: 'forest',
  fish: 'lake',
  whale: 'lake',
  penguin: 'lake',
  mermaid: 'lake',
};
export function secretPlot(want: SecretWant, kind: string): SecretPlot {
  const fate = STAYS.has(kind) ? 'stay' : 'home';
  const found = want.found;
  const keepsFound =
    !!found && (OUTDOORS.has(found) || (fate === 'stay' && OUTBUILDINGS.has(found)));
  const end = keepsFound ? found : fate === 'home' ? (BELONGS[kind] ?? 'garden') : 'garden';
  return { ...(found ? { found } : {}), from: want.from, fate, end };
}

/**
 * The rooms of the secret, in the order of its days: hidden in the bedroom first, fed in the
 * kitchen, washed in the bathroom, moved up to the attic when it grows; the end last.
 */
export function secretRoute(goal: Goal, rng: Rng): string[] {
  const end = goal.secret?.end ?? 'garden';
  const big = goal.secret?.found === 'basement' ? 'basement' : 'attic';
  const rooms = ['bedroom', ...rng.shuffle(['kitchen', 'bathroom']), big];
  return [...rooms.filter((r) => r !== end), end];
}

/** Whom the hidden-from never are: the grown-up told in the end is someone else. */
const HIDDEN_KINDS: Record<string, string[]> = {
  mum: ['mum'],
  dad: ['dad'],
  parents: ['mum', 'dad'],
  'grown-ups': ['mum', 'dad'],
  grandma: ['grandma'],
  grandpa: ['grandpa'],
};

const who = (c: Character) =>
  c.species ?? (c.kind === 'grandparent' ? (c.gender === 'm' ? 'grandpa' : 'grandma') : c.kind);

/** Whether this one of the family is among those the creature is hidden from. */
export function keptFrom(c: Character, from: SecretPlot['from']): boolean {
  return (HIDDEN_KINDS[from] ?? []).includes(who(c));
}

/** The grown-up told in the end: the first of the family met who is not kept in the dark. */
export function trustedOf(helpers: Character[], from: SecretPlot['from']): string | undefined {
  return helpers.find(
    (c) => ['grown-up', 'grandparent'].includes(c.kind) && !keptFrom(c, from) && !!c.name,
  )?.name;
}
