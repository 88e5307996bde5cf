// What the want decides about the middle: what kind of obstacle can stand in its way, and where
// the want is finally won. A story about joining the choir is held up by a voice that hides,
// not by a stream to cross; a flier's first real flight happens somewhere high and open.
import { INSTRUMENTS } from '../lexicon/goals-lexicon';
import { isOuting } from './outing-steps';
import { isSight, isSnowSight } from '../lexicon/lost-things';
import { HUNGER_SETTINGS, hungerFood } from '../lexicon/hunger-foods';
import type { SceneSetting } from '../../scene-spec';
import type { Goal, GoalKind } from './plan-types';
import type { Terrain } from './story-plan';

/**
 * What stands in the way of each want. `try`: the want itself is hard (the skill, the thing to
 * build, the friend to win, the fear); `trail`: what is sought is not found yet; `way`: the goal
 * is somewhere else (or a fear waits out there), so the way there is in the way (terrain), as
 * well as tries on arrival.
 */
export type Hindrance = 'try' | 'trail' | 'way';

const HINDRANCE: Record<GoalKind, Hindrance> = {
  learn: 'try',
  build: 'try',
  befriend: 'try',
  // A fear lives somewhere (the storm over the open hill, the dark in the cave): the way there
  // stands in its way, and where it lives it is faced in small brave steps.
  fear: 'way',
  find: 'trail',
  solve: 'trail',
  reach: 'way',
  help: 'way',
};

/**
 * A want between children: the new one finding friends, friends who fell out making up, or a
 * first day at school or in kindergarten.
 */
export function socialWant(goal: Pick<Goal, 'variant'>): boolean {
  return goal.variant === 'newcomer' || goal.variant === 'quarrel' || firstDay(goal);
}

/**
 * A first day at school or in kindergarten: the day keeps to home, the way there and the school
 * itself, in the order of a school day.
 */
export function firstDay(goal: Pick<Goal, 'variant'>): boolean {
  return goal.variant === 'first-day';
}

/**
 * A family event at home: a birthday party, baking with Grandma, a new baby, a snowman in the garden, a first tooth
 * for the tooth fairy. What stands in its way happens at home and nearby (the cake sinks, the
 * baby cries, the snow will not pack), never a stream to cross.
 */
export function homeWant(goal: Pick<Goal, 'variant'>): boolean {
  return (
    goal.variant === 'party' ||
    goal.variant === 'bake' ||
    goal.variant === 'sibling' ||
    goal.variant === 'snowman' ||
    goal.variant === 'tooth' ||
    goal.variant === 'checkup' ||
    goal.variant === 'care' ||
    goal.variant === 'contest' ||
    goal.variant === 'grow' ||
    goal.variant === 'fish' ||
    isOuting(goal) ||
    goal.variant === 'secret' ||
    goal.variant === 'pet'
  );
}

/** A wish to see a sight (the northern lights, a rainbow, the sunset), not to find a thing. */
export function sightWant(goal: Pick<Goal, 'kind'> & Partial<Pick<Goal, 'thing'>>): boolean {
  return goal.kind === 'find' && isSight(goal.thing);
}

/** A hungry one looking for something to eat (honey, an apple, fish), not for a thing. */
export function hungerWant(goal: Pick<Goal, 'kind'> & Partial<Pick<Goal, 'variant'>>): boolean {
  return goal.kind === 'find' && goal.variant === 'hungry';
}

/** Where the food a hungry one seeks is found: honey in the forest, fish at the water. */
export function hungerFits(goal: Pick<Goal, 'thing'>, setting: SceneSetting): boolean {
  const food = hungerFood(goal.thing);
  return !food || HUNGER_SETTINGS[food.kind].has(setting);
}

export function hindranceOf(
  goal: Pick<Goal, 'kind'> & Partial<Pick<Goal, 'variant' | 'thing'>>,
): Hindrance {
  // A sight (the northern lights, a rainbow) leaves no trail to follow: it is looked for, and
  // each look fails its own way (clouds, the village lamps, still light) until the sky is right.
  if (sightWant(goal)) return 'try';
  // Food leaves no trail either: each try at it fails its own way (the busy bees, the apple
  // too high) until it is won.
  if (hungerWant(goal)) return 'try';
  // A pet is not where it was looked for (only a sock under the bed): each look fails, and
  // what it shows (a paw print, the bell) leads on.
  if (goal.variant === 'pet') return 'try';
  // Someone stuck up a tree is got free where they are: the tries at it are what stands in the
  // way, not a stream on the way there.
  if (goal.variant === 'rescue' || goal.variant === 'stuck') return 'try';
  // A fishing trip is held up by its own small mishaps (a snag, a boot in the mud), never a
  // stream or a thicket on the way to the water.
  if (goal.variant === 'fish' || isOuting(goal)) return 'try';
  return HINDRANCE[goal.kind];
}

/**
 * Where a skill is shown off once it works: the choir sings where people gather, a flier takes
 * off from somewhere high or open, a reader reads among books. A skill not listed is won at any
 * place it can be practised.
 */
const STAGE: Partial<Record<string, ReadonlySet<SceneSetting>>> = {
  fly: new Set(['mountain', 'meadow', 'beach']),
  swim: new Set(['lake', 'river', 'beach', 'sea']),
  dive: new Set(['lake', 'river', 'beach']),
  somersault: new Set(['meadow', 'garden', 'playground', 'school']),
  choir: new Set(['village', 'school', 'city', 'castle']),
  band: new Set(['village', 'school', 'city', 'castle', 'playground']),
  football: new Set(['meadow', 'playground', 'school', 'village']),
  skating: new Set(['lake', 'snow']),
  ski: new Set(['snow', 'mountain']),
  climb: new Set(['mountain', 'forest', 'jungle', 'playground']),
  cycle: new Set(['village', 'city', 'playground', 'meadow']),
  read: new Set(['library', 'school', 'house', 'bedroom']),
  // An instrument is played for others where they gather: the school hall, the square.
  ...Object.fromEntries(
    [...INSTRUMENTS].map((id) => [id, new Set<SceneSetting>(['school', 'village', 'castle'])]),
  ),
};

/** Whether the want can be won at a place of this setting: the skill's own stage, if it has one. */
export function stageFits(goal: Pick<Goal, 'kind' | 'skill'>, setting: SceneSetting): boolean {
  if (goal.kind !== 'learn' || !goal.skill) return true;
  const stage = STAGE[goal.skill];
  return !stage || stage.has(setting);
}

/** What a skill is done in or against: never a mere obstacle on the way in its own story. */
const OWN_TERRAIN: Partial<Record<string, readonly Terrain[]>> = {
  swim: ['waves', 'stream'],
  dive: ['waves', 'stream'],
  fly: ['wind', 'float'],
  ski: ['snow', 'steep'],
  skating: ['snow'],
  climb: ['steep'],
};

export function ownTerrain(
  goal: Pick<Goal, 'kind' | 'skill'> & Partial<Pick<Goal, 'thing'>>,
): readonly Terrain[] {
  // Snow waited for as it falls is not lying deep on the way to where it falls.
  if (goal.kind === 'find' && isSnowSight(goal.thing)) return ['snow'];
  return (goal.kind === 'learn' && goal.skill && OWN_TERRAIN[goal.skill]) || [];
}

/**
 * Where each fear is met: thunder rolls over open land, the dark waits in caves and under
 * trees, deep water lies at the shore. A fear not listed can be met anywhere one can try.
 */
const FEAR_AT: Partial<Record<string, ReadonlySet<SceneSetting>>> = {
  thunder: new Set(['meadow', 'mountain', 'farm', 'beach', 'lake', 'garden', 'village', 'snow']),
  dark: new Set(['forest', 'cave', 'house', 'bedroom', 'castle', 'garden', 'space', 'moon']),
  water: new Set(['lake', 'river', 'beach']),
  waves: new Set(['lake', 'beach']),
  dogs: new Set(['village', 'city', 'farm', 'meadow', 'playground', 'garden']),
  audience: new Set(['village', 'school', 'city', 'castle', 'circus', 'library', 'playground']),
  height: new Set(['mountain', 'playground', 'castle', 'forest', 'jungle', 'lake', 'beach']),
  // A fall waits where one climbs or slips: the climbing frame, the mountain path, the ice.
  falling: new Set(['mountain', 'playground', 'castle', 'forest', 'jungle', 'snow']),
  // Loud noises are where people, machines and music are.
  noise: new Set(['village', 'city', 'circus', 'school', 'playground', 'farm']),
  // The creaks and taps of the night are heard where one sleeps or camps: indoors, in the
  // garden, out among the trees.
  'night-noises': new Set(['bedroom', 'house', 'garden', 'forest', 'castle', 'farm']),
  alone: new Set([
    'forest',
    'meadow',
    'beach',
    'garden',
    'cave',
    'lake',
    'jungle',
    'space',
    'moon',
  ]),
  monsters: new Set(['bedroom', 'house', 'cave', 'castle']),
  spiders: new Set(['garden', 'forest', 'cave', 'house', 'farm', 'jungle']),
  new: new Set(['school', 'playground', 'village', 'library', 'city', 'circus', 'space', 'moon']),
};

/** Whether a fear can be met at a place of this setting (every want but a fear: yes). */
export function fearFits(goal: Pick<Goal, 'kind' | 'fear'>, setting: SceneSetting): boolean {
  if (goal.kind !== 'fear' || !goal.fear) return true;
  const at = FEAR_AT[goal.fear];
  return !at || at.has(setting);
}

/**
 * Whether a fear named beside another want lives at a place of this setting: the waves are met
 * at the shore where the swimming is learnt, never in the forest. A fear with no places of its
 * own (new things) can be met wherever the want is tried.
 */
export function fearLivesAt(fear: string | undefined, setting: SceneSetting): boolean {
  if (!fear) return false;
  const at = FEAR_AT[fear];
  return !at || at.has(setting);
}

/**
 * Whether the tries at a skill go where the fear named beside it lives: only when some place
 * the skill can be practised (`skillAt`) and won is one the fear lives at, so that the waves are
 * where the swimming is learnt but a fear of dogs does not keep a reader from the library.
 */
export function triesMeetFear(
  goal: Pick<Goal, 'kind' | 'skill' | 'fear'>,
  skillAt?: ReadonlySet<SceneSetting>,
): boolean {
  if (goal.kind !== 'learn' || !goal.skill || !goal.fear) return false;
  const at = FEAR_AT[goal.fear];
  const stage = STAGE[goal.skill];
  return !!at && [...at].some((s) => (!skillAt || skillAt.has(s)) && (!stage || stage.has(s)));
}

/** Whether the fear has places of its own: then they alone decide where it is faced. */
export function fearMapped(goal: Pick<Goal, 'kind' | 'fear'>): boolean {
  return goal.kind === 'fear' && !!goal.fear && !!FEAR_AT[goal.fear];
}
