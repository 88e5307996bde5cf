// What the story has done so far, as the composer tells it. Plain data, so a section can be
// retried from a copy.
import { isOuting } from '../plan/outing-steps';
import { friendDay } from '../plan/friend-day';
import { firstDay } from '../plan/want-rules';
import type { AgeBand, Genre } from '@monstory/contracts/story-shape';
import type { TimeOfDay } from '../../scene-spec';
import type { Rng } from '../rng';
import type { Approach, Cast, Character, Pattern } from '../plan/plan-types';
import type { StoryPlan } from '../plan/story-plan';

export interface RunState {
  place: string;
  prevPlace?: string;
  /** Index of the current place in plan.places. */
  routeIndex: number;
  /** The helper who is here now (met at this place, or one who joined the team). */
  helper?: Character;
  /** A helper who joined the team and goes everywhere with it. */
  companion?: Character;
  /** Index of the next unmet helper in cast.helpers. */
  helperIndex: number;
  helpersMet: Character[];
  /** Clues found so far; the clever turn needs at least one. */
  clues: number;
  /** Obstacles already met (the problem told) and passed. */
  faced: number[];
  /** Obstacles tried and failed at least once. */
  failed: number[];
  /** Tries at the goal that were told (a try with nothing fresh to tell is not). */
  tried: number[];
  passed: number[];
  gifts: string[];
  keepsake?: string;
  keepsakeIndex: number;
  legs: number;
  /** Where the rotation of in-between events has got to. */
  eventIndex: number;
  /** How many items ctx.cycle has handed out. */
  cycleIndex: number;
  /** What ctx.once has handed out: each found part or ingredient is found only once. */
  handed: string[];
  approach?: Approach;
  time: TimeOfDay;
  /** The obstacle of the episode being told (terrain, 'try' or 'trail'). */
  episode?: string;
  /** Its index in the plan's obstacles. */
  obstacle?: number;
  /** What each episode of a day's own steps was about, as `index:step`, in the order told. */
  steps: string[];
  /** The kinds of aside told so far: each at most once in a story. */
  asides: string[];
  /** A learner's lessons told so far: the next try remembers the last and fails a new way. */
  lessons: number;
  /** A try was told since the last lesson: another before the next lesson only practises. */
  lessonTried: boolean;
  weather?: 'rain' | 'wind' | 'snow' | 'fog' | 'thunder';
  /** The weather the family set the story in has cleared (told once, on the way or at the end). */
  weatherCleared: boolean;
  /** A case's steps told so far, as `step:n`, and the clue or suspect of the one being told. */
  caseTold: string[];
  caseN: number;
}

export interface StoryEnv {
  language: 'no' | 'en';
  cast: Cast;
  pattern: Pattern;
  plan: StoryPlan;
  band: AgeBand;
  genre: Genre;
  rng: Rng;
}

/**
 * Whether the story runs from evening into night: a bedtime story, and one about the fear of
 * the dark or of noises in the night (met when they come, not at noon in a sunny glade).
 */
const NIGHT_FEARS = new Set(['dark', 'night-noises']);

export function runsToNight(env: Pick<StoryEnv, 'cast' | 'pattern'>): boolean {
  // A first day at school runs from the morning, and a child is sent to the shop by day,
  // whatever the genre.
  const { goal } = env.cast;
  // So is a day out with the family: a picnic, berry picking, the zoo.
  // (So is a day between children: they make up, or make a friend, while it is light.)
  if (
    firstDay(goal) ||
    (goal.kind === 'reach' && goal.variant === 'shop') ||
    isOuting(goal) ||
    friendDay(env.cast)
  )
    return false;
  // A toy wakes when the house is asleep, and a hero who cannot sleep lies awake: the story
  // is the night.
  if (goal.variant === 'toy-night' || goal.variant === 'no-sleep') return true;
  return env.pattern.evening === true || (goal.kind === 'fear' && NIGHT_FEARS.has(goal.fear ?? ''));
}

export function initialState(cast: Cast, evening: boolean): RunState {
  return {
    place: cast.start ?? cast.home,
    routeIndex: 0,
    helperIndex: 0,
    helpersMet: [],
    clues: 0,
    faced: [],
    failed: [],
    tried: [],
    passed: [],
    lessons: 0,
    lessonTried: false,
    weatherCleared: false,
    gifts: [],
    keepsakeIndex: 0,
    legs: 0,
    eventIndex: 0,
    cycleIndex: 0,
    handed: [],
    steps: [],
    asides: [],
    caseTold: [],
    caseN: 0,
    time: evening ? 'evening' : 'morning',
  };
}

export function copyState(s: RunState): RunState {
  return {
    ...s,
    helpersMet: [...s.helpersMet],
    gifts: [...s.gifts],
    faced: [...s.faced],
    failed: [...s.failed],
    tried: [...s.tried],
    passed: [...s.passed],
    asides: [...s.asides],
    handed: [...s.handed],
    steps: [...s.steps],
    caseTold: [...s.caseTold],
  };
}

/** Morning to night across the story; bedtime stories start at evening and go to night. */
export function timeAt(progress: number, evening: boolean): TimeOfDay {
  if (evening) return progress < 0.2 ? 'evening' : progress < 0.35 ? 'dusk' : 'night';
  if (progress < 0.22) return 'morning';
  if (progress < 0.55) return 'day';
  if (progress < 0.75) return 'evening';
  if (progress < 0.9) return 'dusk';
  return 'night';
}
