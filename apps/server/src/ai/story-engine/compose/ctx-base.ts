// What every template may use, whatever the language.
import type { AgeBand, Genre } from '@monstory/contracts/story-shape';
import type { SceneSetting, TimeOfDay } from '../../scene-spec';
import type { MysteryId } from '../lexicon/goals-lexicon';
import type { HelperSkill } from '../lexicon/creatures';
import type { Approach, Astray, Goal, GoalKind, SecretPlot } from '../plan/plan-types';
import type { SpotId } from '../lexicon/rescue-spots';
import type { SnowmanPart } from '../description/read-snowman';
import type { ColourId } from '../lexicon/colours';
import type { Ailment } from '../description/read-care';
import type { GrowWant } from '../description/read-grow';
import type { FishingWant } from '../description/read-fishing';
import type { FamilyOuting } from '../description/read-family-outing';
import type { NoSleep } from '../description/read-no-sleep';
import type { SelfTrait } from '../description/read-self-wish';
import type { Virtue } from '../description/read-virtue';
import type { CaseFile } from '../plan/case-file';

/** A case as a template sees it: its facts, the clue or suspect in focus, the steps told. */
export interface CaseView {
  file: CaseFile;
  n: number;
  /** Steps told so far, as `step:n` (`clue:2`, `suspect:0`, `stakeout:0`). */
  told: readonly string[];
}

export interface BaseCtx {
  /** Who a learner dreams of being, in the family's word: «ballerina», "footballer". */
  dream?: string;
  /** Picks one of the options with the story's seeded randomness. */
  p<T>(options: readonly T[]): T;
  /** The next of a list in turn (from a seeded start), so clues and parts don't repeat. */
  cycle<T>(options: readonly T[]): T;
  /**
   * The next of a list not handed out before in this story (from a seeded start), now handed
   * out; undefined once all are. A part or an ingredient is found once, not in two places.
   */
  once(options: readonly string[]): string | undefined;
  /** Those of a list `once` has already handed out, in the order they were. */
  handed(options: readonly string[]): string[];
  /**
   * What this episode is about, for a want told as the steps of a day (the cake, then the
   * balloons): asked first, the first of `options` no earlier episode was about; after that the
   * same for every beat of the episode. Undefined outside an episode or once all are taken.
   */
  step(options: readonly string[]): string | undefined;
  /** The steps the episodes so far were about, in the order told. */
  stepsTaken(): string[];
  chance(probability: number): boolean;
  band: AgeBand;
  /** Ages 3–5: short sentences, gentle stakes. */
  young: boolean;
  /** Ages 9–12: longer sentences, richer words, real tension. */
  old: boolean;
  genre: Genre;
  goal: GoalKind;
  time: TimeOfDay;
  setting: SceneSetting;
  skillOfHelper?: HelperSkill;
  mystery?: MysteryId;
  /** The fear's id (thunder, dark, water…), when the story is about a fear. */
  fearId?: string;
  /** The one visited is ill in bed. */
  ill: boolean;
  /** The family called the hero shy or timid: never "brave as a lion" at the start. */
  timid: boolean;
  /** What the hero dreads about a first day, when the family said it (plan Goal.worry). */
  worry?: string;
  /** What a shopping errand buys: a food or thing id (plan Goal.buy). */
  buy?: string;
  /** Where the one helped is stuck, in a rescue (plan Goal.spot). */
  spot?: SpotId;
  /** The roof a thing is stuck on is the garage's or the shed's (plan Goal.roofOf). */
  roofOf?: 'garage' | 'shed';
  /** A night out: slept in a tent or a cabin (plan Goal.shelter). */
  shelter?: 'tent' | 'cabin';
  /** A night out: what is cooked over the fire (plan Goal.cook). */
  cook?: readonly string[];
  /** How a hero far from home came to be there (plan Goal.astray). */
  astray?: Astray;
  /** How many of it: one, or several; unsaid, food comes as several and a thing as one. */
  buyCount?: 'one' | 'many';
  /** The rest of the shopping list, each with its count (plan Goal.buyAlso). */
  buyAlso?: readonly { id: string; count?: 'one' | 'many' }[];
  /** A birthday party kept secret from the one it is for (plan Goal.surprise). */
  surprise: boolean;
  /** How old the birthday child or grown-up turns (plan Goal.age). */
  age?: number;
  /** A way of being learnt on the day (plan Goal.virtue). */
  virtue?: Virtue;
  /** What the hero wishes they were not: the trait that saves the day (plan Goal.self). */
  selfTrait?: SelfTrait;
  /** How the hero feels about a new baby (plan Goal.feeling). */
  feeling?: 'left-out' | 'jealous' | 'worried';
  /** A snowman's parts the family named, first named first (plan Goal.parts). */
  parts?: readonly SnowmanPart[];
  /** The colours the family gave those parts (plan Goal.partColours). */
  partColours?: Partial<Record<SnowmanPart, ColourId>>;
  /** The biggest snowman ever (plan Goal.big). */
  big?: boolean;
  /** A dreaded check-up: at the dentist's or the doctor's (plan Goal.clinic). */
  clinic?: 'dentist' | 'doctor';
  /** What is wrong with the one looked after (plan Goal.ailment). */
  ailment?: Ailment;
  /** The contest or show got ready for (plan Goal.contest). */
  contest?: NonNullable<Goal['contest']>;
  /** Where the contest or show is held (plan Goal.place). */
  contestAt?: string;
  /** What kind of creature the one looked after is (plan Goal.other), for how it gets about. */
  otherKind?: string;
  /** What is planted and where (plan Goal.grow). */
  grow?: GrowWant;
  /** A fishing trip's talking fish, if any (plan Goal.fishing). */
  fishing?: FishingWant;
  /** A picnic, berry picking or a zoo day: the place, the food, the berries, the animals. */
  familyOuting?: FamilyOuting;
  /** A hero who cannot fall asleep: why, and what the hero is (plan Goal.noSleep). */
  noSleep?: NoSleep;
  /** A creature kept secret: where it was found, from whom, and how it ends (plan Goal.secret). */
  secret?: SecretPlot;
  approach?: Approach;
  /** True when the want or fear belongs to the hero, not the friend. */
  ownerIsHero: boolean;
  /** How many legs of the middle have been told. */
  legs: number;
  /** The team has already been at this place (it lies behind them on the route). */
  been(place: string): boolean;
  weather?: 'rain' | 'wind' | 'snow' | 'fog' | 'thunder';
  /** Out in the open with grass and paths underfoot (not indoors, at sea, or in the sky). */
  outdoors: boolean;
  /** The obstacle of the episode being told: a kind of terrain, a try at the goal, a trail. */
  episode?: string;
  /** Its index among the plan's obstacles: each episode of a day is its own step. */
  obstacle?: number;
  /** A learner's lessons told so far, and whether a try has failed since the last one. */
  lessons: number;
  lessonTried: boolean;
  /** Where in a skill's lessons this story starts (seeded), so stories do not all open alike. */
  lessonStart: number;
  /** The helper here is the one who joined the team and comes along. */
  helperJoined?: boolean;
  /**
   * A title names no place: the story is about friends and the family named none of the places
   * it goes, so a place in its name would be one they never asked for.
   */
  placeless?: boolean;
  /** A missing-thing mystery's case (plan/case-plan), when the story is one. */
  case?: CaseView;
  /** Set when the current place is up in the air or out on the water and the hero cannot get there alone. */
  rideKind?: 'air' | 'space' | 'water';
}

export type Tpl<C> = (c: C) => string | null;

/** A title that names where the story goes, told only when a place may be named. */
export const placed =
  <C extends BaseCtx>(t: Tpl<C>): Tpl<C> =>
  (c) =>
    c.placeless ? null : t(c);
export type Bank<C> = readonly Tpl<C>[];
