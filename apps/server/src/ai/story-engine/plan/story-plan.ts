// The plot before any sentence: a premise, a goal, the obstacles that stand in its way and
// where each is met, a set-up the turn pays off, and the scenes that tell it, in causal
// order. A plan that breaks a rule is rejected and planned again with a fresh seed; the
// writer only ever sees a plan that passed.
import { INSTRUMENTS } from '../lexicon/goals-lexicon';
import type { CharacterKind, SceneSetting } from '../../scene-spec';
import type { AgeBand, Genre } from '@monstory/contracts/story-shape';
import { creature } from '../lexicon/creatures';
import { OPEN_AIR, PLACES, placeById } from '../lexicon/places';
import type { Rng } from '../rng';
import type { Approach, Cast, Goal, GoalKind, Pattern, Structure } from './plan-types';
import { gardenCamp, lastStops, ownSteps, stepsFor } from './family-cast';
import { contestRoute } from './contest-route';
import { GETTING_READY } from '../packs/fish-beats';
import { AT_HOME, isOuting } from './outing-steps';
import { dayMoments } from '../packs/first-day';
import { friendDay, friendMoments, friendStops } from './friend-day';
import { friendTriesAt } from '../packs/friend-beats';
import { bakeStepsAt } from '../packs/bake-beats';
import {
  firstDay,
  fearFits,
  fearLivesAt,
  fearMapped,
  socialWant,
  homeWant,
  hindranceOf,
  sightWant,
  hungerFits,
  hungerWant,
  ownTerrain,
  stageFits,
  triesMeetFear,
} from './want-rules';
import { draftRescue } from './rescue-plan';
import type { AfterScene } from './rescue-after';
import { draftCase } from './case-plan';
import { draftLost } from './lost-plan';
import { draftToyNight } from './toy-night-plan';
import { draftNoSleep } from './no-sleep-plan';
import { planScene } from './plan-scene';
import type { CaseFile } from './case-file';

/** What can stand in the way on the ground; the pack tells each (stream, steep slope…). */
export type Terrain =
  'stream' | 'steep' | 'tunnel' | 'locked' | 'waves' | 'wind' | 'thorns' | 'snow' | 'float';

/** Terrain that each kind of setting can put in the way. */
export const TERRAIN: Partial<Record<SceneSetting, Terrain[]>> = {
  forest: ['stream', 'thorns', 'tunnel'],
  meadow: ['stream', 'wind'],
  mountain: ['steep', 'wind', 'snow'],
  sea: ['waves', 'wind'],
  beach: ['waves', 'wind'],
  island: ['thorns', 'steep'],
  underwater: ['tunnel', 'waves'],
  castle: ['locked', 'steep'],
  village: ['locked', 'stream'],
  city: ['locked', 'wind'],
  // Indoors and among swings and slides there are no rocky slopes or rock walls to climb.
  house: ['locked'],
  bedroom: ['locked'],
  garden: ['thorns', 'locked'],
  farm: ['locked', 'stream'],
  school: ['locked'],
  space: ['float'],
  moon: ['float', 'steep'],
  desert: ['wind', 'steep'],
  jungle: ['thorns', 'stream'],
  snow: ['snow', 'wind'],
  cave: ['tunnel', 'steep'],
  sky: ['wind', 'float'],
  river: ['stream', 'thorns'],
  lake: ['stream', 'thorns'],
  playground: ['locked'],
  library: ['locked'],
  ship: ['waves', 'wind'],
  circus: ['locked'],
  clinic: ['locked'],
};

/** A small scene that deepens a place the story is already at. */
export type Deepen =
  'camp' | 'lookout' | 'noise' | 'critter' | 'kindness' | 'weather' | 'talk' | 'progress';

export type Beat =
  /** Going to the scene's place (always the first scene there). */
  | { kind: 'travel' }
  /** A helper is met here and stays until the team moves on (or for good when it joins). */
  | { kind: 'meet'; helper: number; gives: boolean }
  /** Terrain in the way; tried and failed first when `fails`. */
  | { kind: 'obstacle'; obstacle: number; fails: boolean }
  /** A try at the goal itself (learning, building, making up) that fails and teaches. */
  | { kind: 'attempt'; obstacle: number }
  /** Looking for and finding a clue or a part: a step closer. */
  | { kind: 'clue'; obstacle: number }
  /** The trail goes cold here: searched everywhere, nothing found (yet). */
  | { kind: 'lost-trail'; obstacle: number }
  /** After a try that failed: an idea from what the story set up, and a step forward. */
  | { kind: 'progress'; obstacle: number }
  /** What getting past it leads to: the way on to the next place, or to the goal. */
  | { kind: 'onward'; obstacle: number }
  | { kind: 'deepen'; what: Deepen }
  /** A step of the want's own plot between tries: the stakes rise, a tool fetched, word sent. */
  | { kind: 'step'; step: GoalStep }
  /** A step of a mystery's case: `n` is the clue or the one suspected it is about. */
  | { kind: 'case'; step: CaseStep; n: number; obstacle: number };

/**
 * The steps of a case (plan/case-plan): the first look at the scene, a clue found, someone
 * suspected and questioned, the clue that seemed to point at them, how a clue rules them out,
 * someone who saw something, the notebook, thinking it through, the stake-out and the wait.
 */
export type CaseStep =
  | 'look'
  | 'clue'
  | 'suspect'
  | 'herring'
  | 'cleared'
  | 'witness'
  | 'timeline'
  | 'search'
  | 'notes'
  | 'think'
  | 'map'
  | 'snack'
  | 'stakeout'
  | 'alarm'
  | 'miss'
  | 'trap'
  | 'wait';

/**
 * Steps a want that stays in one place tells between its tries: the stakes rise (wind, rain,
 * dusk), what will work is fetched, word is sent to whoever is waiting, the tries are thought
 * through. Each sets up the turn or the ending. A long rescue first finds the spot by its cry:
 * listened for on arrival, then followed, and the spot looked over (`look`); the one stuck is
 * calmed after the first try scares it, the people its cries draw are kept back (`crowd`), the
 * right tool is borrowed from whoever has one, carried back and set up steady, the one going out
 * made safe (`safe`), everyone given a job (`jobs`), the way out told with its one fright
 * (`creep`), and the one stuck coaxed to it. A long first day has the way there, the goodbye at the door, lunch, the bell for break
 * after PE, and the courage gathered from all that before the friend is made. A long bake
 * talks each step over as it is done (`chat`): why the dough rises, why the hen lays.
 */
export type GoalStep =
  | 'stakes'
  | 'fetch'
  | 'word'
  | 'think'
  | 'listen'
  | 'follow'
  | 'calm'
  | 'calmAgain'
  | 'borrow'
  | 'carry'
  | 'steady'
  | 'coax'
  | 'look'
  | 'crowd'
  | 'safe'
  | 'jobs'
  | 'creep'
  | 'walk'
  | 'goodbye'
  | 'lunch'
  | 'bell'
  | 'courage'
  | 'chat'
  // Lost inside a busy place (plan/lost-plan): getting ready at home, the rule said at the door, a look round together,
  // the moment they lose each other, the fright, the safe grown-up asked, the wait with them.
  | 'ready'
  | 'rule'
  | 'browse'
  | 'drift'
  | 'scared'
  | 'ask'
  | 'wait'
  | 'meanwhile';

export interface PlanScene {
  place: string;
  beat: Beat;
  /** The part of the middle it belongs to: 1 before the second choice, 2 after it. */
  part: 1 | 2;
  /** Needed by the story: always told, however short the story is. */
  core: boolean;
  /**
   * For an extra: how soon a longer story adds it (lowest first). Each episode's own steps —
   * the try that fails, what it leads to — come before a second try anywhere.
   */
  rank?: number;
  /** Extras told all together or not at all: the steps of a second episode at a place. */
  group?: number;
}

/**
 * Obstacles a plan has at most: a long story meets a second one at a place, and a long day of
 * its own steps (a party, a first day, a fishing trip) a job or a moment more at each, even
 * at all five of its places.
 */
export const MOST_OBSTACLES = 25;

export interface PlanObstacle {
  /** Terrain on the way, a try that fails (the goal itself is hard), or a gap in the trail. */
  kind: 'terrain' | 'try' | 'trail';
  terrain?: Terrain;
  /**
   * Met on the way into a place, before its own episode: a long story's second episode there.
   * The place's own episode always comes from the want.
   */
  way?: boolean;
  place: string;
}

export type SetUpKind = 'gift' | 'helper' | 'clue' | 'skill';

export interface SetUp {
  kind: SetUpKind;
  /** The helper who gives the gift or joins the team. */
  helper?: number;
  /** The gift itself (gift set-ups). */
  thing?: string;
}

export interface Premise {
  hero: CharacterKind;
  goal: GoalKind;
  home: string;
  /** What makes this story this one: the thing, the skill, the fear, the other, the place. */
  special?: string;
}

export interface StoryPlan {
  premise: Premise;
  structure: Structure;
  /** Home first, then the places of the middle in the order they are visited. */
  places: string[];
  obstacles: PlanObstacle[];
  setup: SetUp;
  /** Every scene the middle may tell; a shorter story tells the core and fewer extras. */
  scenes: PlanScene[];
  turn: { approach: Approach; place: string };
  /** Where the goal is won: the last place of the middle, or the goal's own place. */
  resolution: { place: string };
  close: { place: string };
  /** What follows the win before home, in causal order: a rescue's care and homecoming. */
  after?: AfterScene[];
  /** A missing-thing mystery's facts: who took it, who is suspected, the clues. */
  case?: CaseFile;
}

// --- What suits where -------------------------------------------------------------------

const SPACE_SETTINGS = new Set<SceneSetting>(['space', 'moon']);
const INDOOR = new Set<SceneSetting>(['house', 'bedroom', 'library', 'school', 'castle', 'circus']);
const HIGH = new Set<SceneSetting>(['mountain', 'meadow', 'sky']);
const OPEN = OPEN_AIR;
const SPACE_FOLK = new Set<CharacterKind>(['robot', 'alien', 'astronaut']);
const SEA_ONLY = new Set<CharacterKind>(['fish', 'whale', 'mermaid']);
const AT_SEA = new Set<CharacterKind>(['turtle', 'penguin', 'pirate', 'mermaid']);
const ON_BOARD = new Set<CharacterKind>(['cat', 'dog', 'mouse', 'penguin', 'pirate', 'robot']);
const BIG = new Set<CharacterKind>(['elephant', 'whale', 'dinosaur', 'horse', 'unicorn', 'bear']);

export function settingOf(place: string): SceneSetting {
  return placeById(place).setting;
}

/** Whether a helper of this kind can plausibly be met at this place. */
export function helperFits(kind: CharacterKind, place: string, genre: Genre): boolean {
  const setting = settingOf(place);
  const move = creature(kind).move;
  if (SPACE_SETTINGS.has(setting)) return SPACE_FOLK.has(kind);
  if (setting === 'sky') return move === 'fly' || move === 'float' || kind === 'robot';
  if (setting === 'underwater') return SEA_ONLY.has(kind) || kind === 'turtle';
  if (SEA_ONLY.has(kind)) return setting === 'sea' || setting === 'beach' || setting === 'ship';
  // Out on the waves one meets what swims or flies, and pirates; on board, the crew and the
  // ship's cat. No fox sits on a log in the middle of the sea.
  if (setting === 'sea') return AT_SEA.has(kind) || move === 'fly';
  if (setting === 'ship') return !!creature(kind).person || ON_BOARD.has(kind) || move === 'fly';
  if ((kind === 'alien' || kind === 'astronaut') && genre !== 'SPACE') return false;
  // A saucer lands on a field or in a garden, and an astronaut just back walks in from outside:
  // neither is simply standing in a kitchen, a bedroom or a classroom.
  if ((kind === 'alien' || kind === 'astronaut') && (INDOOR.has(setting) || setting === 'kitchen'))
    return false;
  if (INDOOR.has(setting) && BIG.has(kind)) return setting === 'castle' || setting === 'circus';
  return true;
}

/** Places a skill is practised in: swimming by water, flying from somewhere open and high. */
/** Where an instrument is practised and played: indoors at home, at school, in the hall. */
const MUSIC_ROOMS: ReadonlySet<SceneSetting> = new Set([
  'house',
  'bedroom',
  'school',
  'village',
  'castle',
  'library',
]);
const SKILL_SETTINGS: Partial<Record<string, ReadonlySet<SceneSetting>>> = {
  swim: new Set(['lake', 'river', 'beach', 'sea']),
  dive: new Set(['lake', 'river', 'beach']),
  somersault: new Set(['meadow', 'garden', 'playground', 'farm', 'school']),
  fly: new Set(['meadow', 'mountain', 'sky', 'beach']),
  climb: new Set(['mountain', 'forest', 'jungle', 'playground']),
  jump: OPEN,
  dance: new Set([...OPEN, 'castle', 'house', 'circus', 'school']),
  ...Object.fromEntries([...INSTRUMENTS].map((id) => [id, MUSIC_ROOMS])),
};

export function attemptFits(goal: Cast['goal'], place: string): boolean {
  const setting = settingOf(place);
  if (goal.kind === 'learn' && goal.skill) {
    const suits = SKILL_SETTINGS[goal.skill];
    // A fear named beside the skill is met while learning it: the tries go where it lives.
    if (triesMeetFear(goal, suits) && !fearLivesAt(goal.fear, setting)) return false;
    if (suits) return suits.has(setting);
  }
  if (fearMapped(goal)) return fearFits(goal, setting);
  // A sight is looked for under the open sky, never in a cave, a castle hall or a kitchen.
  if (sightWant(goal)) return SKY_SEEN.has(setting);
  // Food is looked for where it is found: honey among the trees, fish at the water.
  if (hungerWant(goal)) return hungerFits(goal, setting);
  return !SPACE_SETTINGS.has(setting) && setting !== 'sky' && setting !== 'underwater';
}

/** Where the sky is open overhead, so a sight in it can be looked for. */
const SKY_SEEN: ReadonlySet<SceneSetting> = new Set([
  'forest',
  'meadow',
  'mountain',
  'sea',
  'beach',
  'island',
  'village',
  'city',
  'garden',
  'farm',
  'desert',
  'jungle',
  'snow',
  'river',
  'lake',
  'playground',
  'ship',
]);

/**
 * Where a trail can be followed: wherever one can try, and also on the moon or out in space,
 * where a lost thing leaves its trace in the dust like anywhere else.
 */
export function trailFits(goal: Cast['goal'], place: string): boolean {
  const seeking = goal.kind === 'find' || goal.kind === 'solve';
  const setting = settingOf(place);
  return (
    attemptFits(goal, place) ||
    (seeking && (SPACE_SETTINGS.has(setting) || setting === 'underwater'))
  );
}

/**
 * Whether the want itself can stand in the way at a place: a skill, a build, a friendship or a
 * fear is tried where trying it makes sense, a search is followed where a trail can run; a
 * journey's goal is reached past whatever lies on the way.
 */
export function wantFits(goal: Cast['goal'], place: string): boolean {
  const h = hindranceOf(goal);
  if (h === 'try') return attemptFits(goal, place);
  if (h === 'trail') return trailFits(goal, place);
  return true;
}

/** The places the family named: the story goes there even when the want cannot be tried there. */
function namedPlaces(cast: Cast): Set<string> {
  return new Set((cast.elements ?? []).filter((e) => e.kind === 'place').map((e) => e.id));
}

/** A place out on the water the family named, where what is sought can be found. */
function acrossTheWater(cast: Cast, named: Set<string>): string | undefined {
  return [...named].find(
    (p) => p !== cast.home && rideNeeded(p) === 'water' && climaxFits(cast, p),
  );
}

/** What the team needs to get to a place when it cannot walk there. */
export function rideNeeded(place: string): 'space' | 'air' | 'water' | undefined {
  const setting = settingOf(place);
  if (SPACE_SETTINGS.has(setting)) return 'space';
  if (setting === 'sky') return 'air';
  if (setting === 'sea' || setting === 'island' || setting === 'underwater') return 'water';
  return undefined;
}

/** The ride a built thing is: a story that builds it cannot ride one before it is done. */
const VEHICLE: Record<string, 'space' | 'air' | 'water'> = {
  rocket: 'space',
  boat: 'water',
  balloon: 'air',
};

export function builtRide(cast: Cast): 'space' | 'air' | 'water' | undefined {
  return cast.goal.kind === 'build' && cast.thing ? VEHICLE[cast.thing.id] : undefined;
}

/** Whether what is built flies the team out to its place in space once it works. */
export function fliesOut(cast: Cast): boolean {
  const target = cast.goal.place;
  return !!target && builtRide(cast) === 'space' && rideNeeded(target) === 'space';
}

// --- The rules ------------------------------------------------------------------------

export interface PlanFault {
  rule:
    | 'places'
    | 'obstacles'
    | 'obstacle-place'
    | 'attempt-place'
    | 'order'
    | 'presence'
    | 'helper-fit'
    | 'payoff'
    | 'setup-early'
    | 'vehicle'
    | 'want-obstacle'
    | 'climax-place';
  detail: string;
}

/** Every rule a plan must keep before it is written. */
export function checkPlan(plan: StoryPlan, cast: Cast, genre: Genre): PlanFault[] {
  const faults: PlanFault[] = [];
  const fault = (rule: PlanFault['rule'], detail: string) => faults.push({ rule, detail });
  if (plan.places.length < 2 || plan.places.length > MOST_PLACES)
    fault('places', `${plan.places.length} places`);
  if (new Set(plan.places).size !== plan.places.length) fault('places', 'a place visited twice');
  if (plan.obstacles.length < 2 || plan.obstacles.length > MOST_OBSTACLES)
    fault('obstacles', `${plan.obstacles.length} obstacles`);
  // What stands in the way comes from the want: a stock stream to cross belongs to a journey,
  // not to a story about singing in the choir (unless the family sent the story somewhere the
  // want cannot be tried, and the way there is all that happens there).
  const named = namedPlaces(cast);
  const hindrance = hindranceOf(cast.goal);
  plan.obstacles.forEach((o) => {
    if (
      o.kind === 'terrain' &&
      hindrance !== 'way' &&
      // A search is followed on wherever a trail can run: no stock obstacle on its way either.
      ((wantFits(cast.goal, o.place) && (!o.way || hindrance === 'trail')) ||
        (!o.way && !named.has(o.place)))
    )
      fault('want-obstacle', `${o.terrain} at ${o.place} stands in the way of ${cast.goal.kind}`);
    if (o.kind === 'trail' && hindrance !== 'trail')
      fault('want-obstacle', `a trail in a ${cast.goal.kind} story`);
  });
  if (!stageFits(cast.goal, settingOf(plan.resolution.place)))
    fault('climax-place', `${cast.goal.skill} won at ${plan.resolution.place}`);
  plan.obstacles.forEach((o, i) => {
    if (!plan.places.includes(o.place)) fault('obstacle-place', `obstacle ${i} off the route`);
    if (o.kind === 'terrain' && !(TERRAIN[settingOf(o.place)] ?? []).includes(o.terrain!))
      fault('obstacle-place', `${o.terrain} at ${o.place}`);
    const fits = o.kind === 'trail' ? trailFits : attemptFits;
    if (o.kind !== 'terrain' && !fits(cast.goal, o.place))
      fault('attempt-place', `a try at ${cast.goal.skill ?? cast.goal.kind} at ${o.place}`);
  });

  // Scenes keep the order of the world: arrive before anything happens there, meet a helper
  // before it acts, and never return to a place already left.
  let here = plan.places[0];
  const left = new Set<string>();
  const met = new Set<number>();
  let present: number | undefined;
  const worked = new Set<number>();
  let setupAt = -1;
  plan.scenes.forEach((s, i) => {
    if (s.beat.kind === 'travel') {
      if (s.place === here) fault('order', `travel to ${s.place} from itself`);
      if (left.has(s.place)) fault('order', `back to ${s.place}`);
      if (here) left.add(here);
      here = s.place;
      // Only a helper who joined the team comes along to the next place.
      const joined = plan.setup.kind === 'helper' ? plan.setup.helper : undefined;
      present = joined !== undefined && met.has(joined) ? joined : undefined;
      if (present !== undefined && !helperFits(cast.helpers[present]!.kind, s.place, genre))
        fault('helper-fit', `${cast.helpers[present]!.kind} follows to ${s.place}`);
      const ride = rideNeeded(s.place);
      if (ride && ride === builtRide(cast)) fault('vehicle', `rides to ${s.place} before building`);
      return;
    }
    if (s.place !== here) fault('order', `${s.beat.kind} at ${s.place} while at ${here}`);
    switch (s.beat.kind) {
      case 'meet': {
        const h = cast.helpers[s.beat.helper];
        if (!h) fault('presence', `helper ${s.beat.helper} is not in the cast`);
        else if (!helperFits(h.kind, s.place, genre))
          fault('helper-fit', `${h.kind} at ${s.place}`);
        if (met.has(s.beat.helper)) fault('order', `helper ${s.beat.helper} met twice`);
        met.add(s.beat.helper);
        present = s.beat.helper;
        if (s.beat.gives || (plan.setup.kind === 'helper' && plan.setup.helper === s.beat.helper))
          if (setupAt < 0) setupAt = i;
        break;
      }
      case 'obstacle':
      case 'attempt':
      case 'clue':
      case 'lost-trail':
      case 'progress':
      case 'onward': {
        const o = plan.obstacles[s.beat.obstacle];
        if (!o) fault('order', `scene for missing obstacle ${s.beat.obstacle}`);
        else if (o.place !== s.place) fault('obstacle-place', `obstacle met away from its place`);
        if (worked.has(s.beat.obstacle) && s.beat.kind === 'obstacle' && !s.beat.fails)
          fault('order', `obstacle ${s.beat.obstacle} passed twice`);
        if (s.beat.kind === 'obstacle' && !s.beat.fails) worked.add(s.beat.obstacle);
        if (s.beat.kind === 'attempt' && !attemptFits(cast.goal, s.place))
          fault('attempt-place', `attempt at ${s.place}`);
        if (s.beat.kind === 'clue' && plan.setup.kind === 'clue' && setupAt < 0) setupAt = i;
        // (A try told only in a longer story, as a bake's extra steps are, sets up nothing a
        // short one would have.)
        if (s.beat.kind === 'attempt' && plan.setup.kind === 'skill' && setupAt < 0 && s.core)
          setupAt = i;
        break;
      }
      case 'case':
        if (s.beat.step === 'clue' && plan.setup.kind === 'clue' && setupAt < 0) setupAt = i;
        break;
      case 'deepen':
        if (s.beat.what === 'talk' && present === undefined && !cast.friend)
          fault('presence', 'a talk with nobody there');
        break;
    }
  });
  plan.obstacles.forEach((o, i) => {
    const scenes = plan.scenes.filter((s) => 'obstacle' in s.beat && s.beat.obstacle === i);
    // A second episode at a place is told whole or not at all: its way past in the same group.
    const group = scenes[0]?.group;
    const passed = scenes.some(
      (s) =>
        (s.core || (group !== undefined && s.group === group)) &&
        !(s.beat.kind === 'obstacle' && s.beat.fails),
    );
    if (!passed) fault('payoff', `obstacle ${i} at ${o.place} is never got past`);
  });
  // The set-up comes in the first part, among the core scenes, so every story length has it,
  // and the turn is the approach that uses it.
  const setupScene = plan.scenes[setupAt];
  if (setupAt < 0 || !setupScene) fault('payoff', `the ${plan.setup.kind} is never set up`);
  else if (setupScene.part !== 1 || !setupScene.core) fault('setup-early', 'set-up too late');
  if (plan.turn.approach !== APPROACH_OF[plan.setup.kind])
    fault('payoff', `turn ${plan.turn.approach} does not use the ${plan.setup.kind}`);
  if (plan.setup.kind === 'gift' && !plan.setup.thing) fault('payoff', 'a gift of nothing');
  if (plan.setup.kind === 'helper' || plan.setup.kind === 'gift') {
    const h = plan.setup.helper;
    if (h === undefined || !met.has(h)) fault('presence', 'the set-up helper is never met');
  }
  if (plan.setup.kind === 'helper' && plan.setup.helper !== undefined) {
    const h = cast.helpers[plan.setup.helper];
    if (h && !helperFits(h.kind, plan.turn.place, genre))
      fault('helper-fit', `${h.kind} at the turn at ${plan.turn.place}`);
  }
  return faults;
}

/** The approach at the turn that uses each kind of set-up. */
export const APPROACH_OF: Record<SetUpKind, Approach> = {
  gift: 'gift',
  helper: 'together',
  clue: 'clever',
  skill: 'brave',
};

// --- Making a plan ----------------------------------------------------------------------

export interface PlanOptions {
  /** The story's target words: a longer story visits more places (never more than MOST_PLACES − 1). */
  words?: number;
  /** An interactive choice: the first place of the middle, and the helper met there. */
  first?: { place: string; helper: number };
}

/** A story this long visits four places and tells every episode with all its steps. */
const LONG_WORDS = 900;
/**
 * A story this long (the longest for ages 6 and up) has one more place to go: one more helper
 * met and asked, one more step on the way to the want, each place leading to the next.
 */
const LONGEST_WORDS = 1500;
/** Out beyond the moon and the planets: gone to only on the longest trips, or when named. */
const FAR_OUT = new Set(['comet', 'asteroid', 'ringplanet']);
/** Home and the places of the middle, at most. */
export const MOST_PLACES = 6;

/** Shorter than this, a story visits two places and tells only the want's own episode there. */
const SHORTEST_WORDS = 580;

/** Places of the middle, fewest and most, for a story of this many words. */
function middlePlaces(words: number): [number, number] {
  if (words < SHORTEST_WORDS) return [2, 2];
  if (words < LONG_WORDS) return [3, 4];
  if (words < LONGEST_WORDS) return [4, 4];
  return [MOST_PLACES - 1, MOST_PLACES - 1];
}

function candidatesFor(cast: Cast, home: string, need: number): string[] {
  // A first day keeps to the school: its own rooms and playground, nowhere else.
  if (firstDay(cast.goal) || gardenCamp(cast.goal) || friendDay(cast))
    return cast.route.filter((p) => p !== home);
  // Someone hurt is looked after at home and at the vet's, a seed grown at home or at school, a
  // fishing trip goes from the shed to the water, a bake gathers at home and next door: no wood
  // or stream besides.
  if (ownSteps(cast.goal) || cast.goal.variant === 'bake')
    return cast.route.filter((p) => p !== home);
  // A contest is practised for at home and nearby, and held where it is held: not in the snowy
  // north the family's "winter holidays" named. (Where it is held is among them, so a story
  // long enough for every step keeps the evening before when the day is put last.)
  if (cast.goal.variant === 'contest' && cast.goal.contest && cast.goal.place)
    return [...contestRoute(cast.goal.contest.event, cast.goal.place), cast.goal.place].filter(
      (p) => p !== home,
    );
  // A secret is kept in the rooms of home and ends where the creature belongs.
  if (cast.goal.variant === 'secret') return cast.route.filter((p) => p !== home);
  // What is built is built on the ground; it takes them up or out only once it is done.
  const building = cast.goal.kind === 'build';
  // Up in the sky nothing stands in the way and nobody lives: a place to go only when the
  // story is about flying there.
  // (Not to learn flying: a balloon ride up there would be the flight before the flight.)
  const skyward = cast.goal.place === 'sky';
  // A lost bird's family lives on Earth: a story about someone from here stays down here.
  const other = cast.goal.other?.kind;
  const earthly = !!other && !SPACE_FOLK.has(other) && other !== 'dragon' && other !== 'unicorn';
  // Someone who lives out in space looks for a lost thing out there: the stars, the next
  // planet, not a valley full of butterflies.
  // So does one who faces a fear that lives out there too: the dark, being alone.
  const seeking = ['find', 'solve', 'fear'].includes(cast.goal.kind);
  // The way home from somewhere on Earth to somewhere on Earth never goes out into space.
  const homeward =
    cast.goal.variant === 'home' &&
    ![cast.home, cast.start].some((p) => !!p && rideNeeded(p) === 'space');
  const out = cast.route.filter(
    (p) =>
      p !== home &&
      p !== cast.home &&
      !(building && rideNeeded(p)) &&
      (skyward || rideNeeded(p) !== 'air' || cast.goal.place === p) &&
      !((earthly || homeward) && rideNeeded(p) === 'space'),
  );
  // (A fear that never happens out there, thunder, is met back on Earth.)
  const spaceHome =
    seeking &&
    rideNeeded(home) === 'space' &&
    (cast.goal.kind !== 'fear' ||
      out.some((p) => rideNeeded(p) === 'space' && attemptFits(cast.goal, p)));
  const near = out.filter((p) => rideNeeded(p) === 'space');
  const around = spaceHome && near.length ? near : out;
  // The middle goes where the want can stand in the way (and where the family sent it). A
  // learner rides nowhere to practise, unless that is where the skill is shown off.
  const named = namedPlaces(cast);
  const learner = cast.goal.kind === 'learn';
  const fits = (p: string) =>
    wantFits(cast.goal, p) && !(learner && rideNeeded(p) && !stageFits(cast.goal, settingOf(p)));
  const fitting = around.filter((p) => fits(p) || named.has(p));
  // Too few in the pattern's own route: gentle everyday places where the want can be tried.
  const water = creature(cast.hero.kind).water === true;
  // A home out in space keeps the story out there: nothing on Earth is added to it.
  for (const p of spaceHome ? [] : PLACES) {
    if (fitting.filter(fits).length >= Math.max(3, need)) break;
    if (p.onlyNamed || p.id === home || p.id === cast.home || fitting.includes(p.id)) continue;
    if (rideNeeded(p.id)) continue;
    if (water && !p.water) continue;
    if (fits(p.id)) fitting.push(p.id);
  }
  // Somewhere the want can be won, too: ice for a skater, a square for a choir.
  if (!spaceHome && !fitting.some((p) => climaxFits(cast, p))) {
    const stage = PLACES.find(
      (p) => !p.onlyNamed && p.id !== home && (!water || p.water) && climaxFits(cast, p.id),
    );
    if (stage) fitting.push(stage.id);
  }
  return fitting.length >= 2 ? fitting : around;
}

/** Where the want is won: the skill's own stage (a choir where people gather), tried there. */
function climaxFits(cast: Cast, place: string): boolean {
  // A fear is overcome where it lives, not on the way there.
  if (cast.goal.kind === 'fear') return attemptFits(cast.goal, place);
  return stageFits(cast.goal, settingOf(place)) && wantFits(cast.goal, place);
}

function setupKindFor(structure: Structure, goal: Cast['goal'], rng: Rng): SetUpKind {
  const options: Record<Structure, SetUpKind[]> = {
    helpers: ['gift', 'helper', 'gift'],
    gifts: ['gift'],
    journey: ['gift', 'helper', 'skill'],
    tries: ['skill', 'helper', 'gift'],
    clues: ['clue', 'clue', 'gift'],
  };
  const list = options[structure].filter(
    // (A sight leaves no clues: it is looked for, not trailed.)
    (k) => k !== 'clue' || hindranceOf(goal) === 'trail',
  );
  return rng.pick(list.length ? list : ['gift']);
}

/** One attempt at a plan; may break rules (then it is rejected and made again). */
function draft(
  cast: Cast,
  pattern: Pattern,
  band: AgeBand,
  rng: Rng,
  options: PlanOptions,
): StoryPlan {
  // A rescue happens where the one stuck is: its own plot (plan/rescue-plan).
  if ((cast.goal.variant === 'rescue' || cast.goal.variant === 'stuck') && cast.goal.place)
    return draftRescue(cast, pattern, band, rng, options, { helperFits, approachOf: APPROACH_OF });
  // A missing thing is a case: the scene, the clues, the suspects (plan/case-plan).
  if (cast.goal.variant === 'case') return draftCase(cast, pattern, band, rng, options);
  // Lost inside a busy place: the whole middle happens there (plan/lost-plan).
  if (cast.goal.variant === 'reunite') return draftLost(cast, band, options);
  // A toy awake at night: the rooms of the house, and back in place (plan/toy-night-plan).
  if (cast.goal.variant === 'toy-night') return draftToyNight(cast, band, options);
  // A hero who cannot fall asleep: tries at bedtime, and asleep at the end (plan/no-sleep-plan).
  if (cast.goal.variant === 'no-sleep') return draftNoSleep(cast);
  const genre = pattern.genre;
  // The story opens where the hero is: at home, or far away for a hero who must get home.
  const home = cast.start ?? cast.home;
  // The youngest hear a day's steps in few words each: a long day of their own steps (a party,
  // a new baby) goes to as many places as the longest story does.
  const youngDay =
    band === '3-5' && (homeWant(cast.goal) || firstDay(cast.goal) || friendDay(cast));
  const [least, most] = middlePlaces(
    youngDay && (options.words ?? 0) >= LONG_WORDS ? LONGEST_WORDS : (options.words ?? 600),
  );
  // A rocket built to fly out to a place in space lands there after the middle: one place fewer.
  const hi = fliesOut(cast) ? Math.min(most, MOST_PLACES - 2) : most;
  const lo = Math.min(least, hi);
  const day = firstDay(cast.goal);
  // A first day, and a night in the garden at home, keep to their own places in their order.
  const friends = friendDay(cast);
  const inOrder = day || gardenCamp(cast.goal) || friends;
  // The comet, the asteroid and the ringed planet are for the longest trips out in space,
  // when the moon and a planet cannot hold them; their long names weigh on a shorter story.
  const asked = namedPlaces(cast);
  const candidates = candidatesFor(cast, home, hi).filter(
    (p) => !FAR_OUT.has(p) || asked.has(p) || (options.words ?? 0) >= LONGEST_WORDS,
  );
  // Someone hurt is seen by the vet first, and is well again in the garden last; a seed is
  // sown before it grows; the rods are fetched before the fishing.
  // (A contest is practised first where it is practised most, the evening before last.)
  // A secret is hidden in the bedroom first and ends where the creature belongs.
  const keepOrder =
    inOrder ||
    ownSteps(cast.goal) ||
    cast.goal.variant === 'contest' ||
    cast.goal.variant === 'secret';
  const pool = keepOrder ? candidates : rng.shuffle(candidates);
  // Described places come first in the cast's route; keep the first of them in front.
  const lead = cast.route.find((p) => pool.includes(p));
  let count = lo + rng.int(hi - lo + 1);
  // A first day goes through the school in the order of the day: the door first, the
  // playground last, the rooms between as many as the story has room for.
  const ordered = friends
    ? friendStops(pool, count)
    : inOrder
      ? schoolDay(pool, count)
      : lead
        ? [lead, ...pool.filter((p) => p !== lead)]
        : pool;
  const middle: string[] = [];
  if (options.first) middle.push(options.first.place);
  for (const p of ordered) if (middle.length < count && !middle.includes(p)) middle.push(p);
  // Growing and fishing keep the steps that matter most when there is room for few.
  if (
    !options.first &&
    (cast.goal.variant === 'grow' || cast.goal.variant === 'fish' || isOuting(cast.goal))
  )
    middle.splice(0, middle.length, ...stepsFor(cast.goal, pool, count));
  // A learner practises where the skill can be practised: make sure one place suits.
  if (!middle.some((p) => attemptFits(cast.goal, p))) {
    const suits = ordered.find((p) => attemptFits(cast.goal, p) && !middle.includes(p));
    if (suits) middle[middle.length - 1] = suits;
  }
  // A space story told from Earth still goes out there: the last stop is up in space.
  if (
    genre === 'SPACE' &&
    !rideNeeded(home) &&
    !hungerWant(cast.goal) &&
    cast.goal.variant !== 'home' &&
    !middle.some((p) => rideNeeded(p) === 'space')
  ) {
    const up = ordered.find((p) => rideNeeded(p) === 'space' && !middle.includes(p));
    if (up) middle[middle.length - 1] = up;
  }
  // Down-to-earth places first, then the ones a ride takes them to: nobody pops back from the
  // moon to the lake and up again.
  if (!rideNeeded(home)) {
    const chosen = options.first ? middle.splice(0, 1) : [];
    middle.sort((a, b) => Number(!!rideNeeded(a)) - Number(!!rideNeeded(b)));
    middle.unshift(...chosen);
  }
  // The want is won where it is shown off: the last stop is the skill's stage.
  const lastAt = middle.length - 1;
  if (!climaxFits(cast, middle[lastAt] as string)) {
    const at = middle.findIndex((p, i) => climaxFits(cast, p) && !(options.first && i === 0));
    const stage = ordered.find((p) => climaxFits(cast, p) && !middle.includes(p));
    if (at >= 0) middle.push(...middle.splice(at, 1));
    else if (stage && (lastAt > 0 || !options.first)) middle[lastAt] = stage;
    else if (stage) middle.push(stage);
  }
  // What is sought where the family said it is, is found there: that place is the last stop.
  // Places a ride took them to on the way are left out (nobody comes back down from the sea
  // to find it on the sand), unless the family named them too. (A space story still goes up.)
  const named = namedPlaces(cast);
  // The place the family said it is sought at comes first, then any other place they named.
  const soughtAt = cast.findAt;
  // A space story goes up, but what the family said is sought on the beach is found on the
  // beach: the trip up comes first, and the search ends back down on Earth.
  const earthFind = genre === 'SPACE' && !!soughtAt && !rideNeeded(soughtAt);
  const sought =
    (cast.goal.kind === 'find' || cast.goal.kind === 'solve') && (genre !== 'SPACE' || earthFind);
  if (
    sought &&
    !options.first &&
    soughtAt &&
    !middle.includes(soughtAt) &&
    climaxFits(cast, soughtAt) &&
    !rideNeeded(soughtAt)
  )
    middle[middle.length - 1] = soughtAt;
  const stop =
    (soughtAt && middle.includes(soughtAt) && climaxFits(cast, soughtAt) && !rideNeeded(soughtAt)
      ? soughtAt
      : undefined) ?? middle.find((p) => named.has(p) && climaxFits(cast, p) && !rideNeeded(p));
  const rest = middle.filter(
    (p) =>
      p !== stop && (!rideNeeded(p) || named.has(p) || (earthFind && rideNeeded(p) === 'space')),
  );
  if (sought && !options.first && stop && (earthFind || !rest.some(rideNeeded)))
    middle.splice(0, middle.length, ...rest, stop);
  // Sailed out to the island the family named to find it: the island is where it is found.
  const across = sought && !options.first ? acrossTheWater(cast, named) : undefined;
  if (across) {
    if (middle.includes(across)) middle.splice(middle.indexOf(across), 1);
    else if (middle.length >= count) middle.pop();
    middle.push(across);
  }
  const target = cast.goal.place;
  // A place out in space the family named is where the story is heading: nothing comes after
  // it, and what is sought there is found there (not on the next planet over).
  const outThere = middle.find(
    (p, i) => named.has(p) && rideNeeded(p) === 'space' && !(options.first && i === 0),
  );
  // (A friend is made wherever they meet, out there too.)
  if (outThere && !earthFind && (climaxFits(cast, outThere) || cast.goal.kind === 'befriend'))
    middle.push(...middle.splice(middle.indexOf(outThere), 1));
  // The way home ends at home, wherever home turned up on the way.
  if (cast.goal.variant === 'home' && target && middle.includes(target))
    middle.splice(middle.indexOf(target), 1);
  // A snowman stands in the garden, a tooth goes under the pillow in bed: that place is last.
  const lastAtHome = lastStops(cast.goal);
  for (const stop of lastAtHome) {
    if (middle.includes(stop)) middle.splice(middle.indexOf(stop), 1);
    else if (middle.length >= lastAtHome.length) middle.pop();
  }
  middle.push(...lastAtHome);
  if (pattern.goal === 'reach' && target && target !== home && !middle.includes(target)) {
    const ride = rideNeeded(target);
    if (!ride || ride !== builtRide(cast)) {
      if (middle.length >= 4) middle.pop();
      middle.push(target);
    }
  }
  const structure = pattern.structure;
  // Children make up, or make friends, by their own brave words: no gift or helper wins it.
  const setupKind = friends ? 'skill' : setupKindFor(structure, cast.goal, rng);
  // A clue is found, or a skill first tried, on the ground where that can happen: such a place
  // goes first (unless the child chose the first place).
  if ((setupKind === 'clue' || setupKind === 'skill') && !options.first && !day && !friends) {
    const fits = setupKind === 'clue' ? trailFits : attemptFits;
    const at = middle.findIndex((p) => fits(cast.goal, p) && p !== target);
    if (at > 0) middle.unshift(...middle.splice(at, 1));
  }
  count = middle.length;
  const places = [home, ...middle];

  const bake = cast.goal.variant === 'bake';
  // Helpers who fit the place they are met at, in the cast's order.
  const helperAt = (place: string, not: Set<number>): number | undefined => {
    // A fishing trip meets the family at home, getting ready; at the water it is the two of them.
    if (cast.goal.variant === 'fish' && !GETTING_READY.has(place)) return undefined;
    // An outing meets the family at home, getting ready; out there it is the family's own day.
    if (isOuting(cast.goal) && !AT_HOME.has(place)) return undefined;
    // A bake has one visitor, come to the kitchen to help: nobody of the family stands in the
    // shop or the hen house asking how it goes.
    if (bake && (place !== 'kitchen' || met.size > 0)) return undefined;
    if (options.first && place === options.first.place && !not.has(options.first.helper))
      return helperFits(cast.helpers[options.first.helper]?.kind ?? 'owl', place, genre)
        ? options.first.helper
        : undefined;
    const i = cast.helpers.findIndex((h, k) => !not.has(k) && helperFits(h.kind, place, genre));
    return i >= 0 ? i : undefined;
  };

  // What stands in the way at a place comes from the want (plan/want-rules): the skill tried
  // and failed, the trail gone cold, or on a journey the way itself.
  const hindrance = hindranceOf(cast.goal);
  const trail = hindrance === 'trail';
  const terrainAt = (place: string, not: (Terrain | undefined)[] = []): PlanObstacle => {
    const kinds = TERRAIN[settingOf(place)] ?? ['stream'];
    const fresh = kinds.filter((t) => !not.includes(t));
    return { kind: 'terrain', terrain: rng.pick(fresh.length ? fresh : kinds), place };
  };
  const obstacleAt = (place: string): PlanObstacle => {
    // An errand is held up at the shop itself (sold out, a shelf too high, coins too few); the
    // way there has the way's own obstacles.
    // A night out likewise: the way there has the way's obstacles, and at the camp what a camp
    // meets (rain, wind in the tent, wet wood, a lost torch).
    // (A night in one's own garden has no way there: the house has its own steps.)
    if (cast.goal.variant === 'shop' || cast.goal.variant === 'camp')
      return place === cast.goal.place || gardenCamp(cast.goal)
        ? { kind: 'try', place }
        : terrainAt(place);
    if (hindrance === 'try' && attemptFits(cast.goal, place)) return { kind: 'try', place };
    // A search is looked for (tried) or trailed, half and half: both are the search itself.
    if (trail && attemptFits(cast.goal, place) && rng.chance(0.5)) return { kind: 'try', place };
    if (trail && trailFits(cast.goal, place)) return { kind: 'trail', place };
    // Where the feared thing happens, it is met and faced there: that is the episode.
    if (cast.goal.kind === 'fear' && attemptFits(cast.goal, place)) return { kind: 'try', place };
    if (hindrance === 'way' && structure === 'tries' && attemptFits(cast.goal, place))
      if (rng.chance(0.7)) return { kind: 'try', place };
    return terrainAt(place);
  };

  // Part 1 is the first place (or two of three); part 2 the rest, where the turn comes.
  const partOf = (i: number): 1 | 2 => (i < Math.max(1, Math.floor(count / 2)) ? 1 : 2);
  const obstacles: PlanObstacle[] = [];
  const scenes: PlanScene[] = [];
  const met = new Set<number>();
  let setup: SetUp = { kind: setupKind };
  const gift = cast.keepsakes[0];

  // Every place tells one episode as a chain: the obstacle and how it blocks the way, a try
  // that fits it and fails, the feeling, an idea from what the story set up, the way past, and
  // where that leads. The core is the way past; a longer story adds the other steps (and a
  // second try) rather than small talk.
  const long = (options.words ?? 0) >= LONG_WORDS;
  // The oldest listeners hear more steps in each episode: another try before the way past.
  const older = band === '9-12';
  const moments = new Set<GoalStep>();
  // A long first day sets off from home: the way there is its first moment.
  if (long && firstDay(cast.goal))
    scenes.push({
      place: home,
      beat: { kind: 'step', step: 'walk' },
      part: 1,
      core: false,
      rank: 10,
    });
  middle.forEach((place, i) => {
    const part = partOf(i);
    const add = (beat: Beat, core: boolean, rank?: number, group?: number) =>
      scenes.push(planScene(place, beat, part, core, rank, group));
    // A bake's step talked over once it is done, told only when every step has been: why the
    // dough rises, what the hen gets for her eggs.
    const chat = (at: number): void => {
      if (bake) add({ kind: 'step', step: 'chat' }, false, 30 + at);
    };
    // A second episode on the way into a place, for a story long enough to want it: terrain
    // that differs from what the place's own episode is about.
    // For a want that is itself the obstacle, the second episode is the want again, one step
    // on: another try and what it teaches, or the trail lost and found again.
    const spare = (rank: number): void => {
      if (obstacles.length >= MOST_OBSTACLES) return;
      const own = obstacleAt(place);
      const at = obstacles.length;
      // A shorter story tells the want's own episode at each place, and nothing besides. (A
      // bake's steps are its episode: a short one tells a few more of them. So do a secret's
      // keeping and a hurt one's care, a birthday's jobs told to the youngest in a breath, and a
      // day between children's tries: they are all it has, at two places.)
      const more =
        bake ||
        friends ||
        cast.goal.variant === 'secret' ||
        cast.goal.variant === 'care' ||
        (band === '3-5' && cast.goal.variant === 'party');
      if (own.kind === 'try' && (options.words ?? 0) < SHORTEST_WORDS && !more) return;
      if (own.kind === 'try') {
        // Someone else here who knows how: asked, they show the way, and the next try goes a
        // little better for it. (Another bare try would only fail the same way again.)
        // One such lesson at a place: the helpers left are met further on.
        const taught = scenes.some((x) => x.place === place && x.beat.kind === 'meet');
        const h = first || taught ? undefined : helperAt(place, met);
        if (h !== undefined) {
          met.add(h);
          obstacles.push(own);
          add({ kind: 'meet', helper: h, gives: false }, false, rank, at);
          // A day of its own steps (a party, a new baby, a first day) has the one met here at
          // the next step as it goes wrong, and the advice puts that right.
          // (So does a sight: the look that fails here is what the tip is about.)
          if (
            homeWant(cast.goal) ||
            firstDay(cast.goal) ||
            gardenCamp(cast.goal) ||
            friends ||
            sightWant(cast.goal) ||
            hungerWant(cast.goal)
          )
            add({ kind: 'attempt', obstacle: at }, false, rank, at);
          add({ kind: 'progress', obstacle: at }, false, rank, at);
          chat(at);
          return;
        }
      }
      // A search goes on where a trail can run: lost, then picked up again one step on.
      if (own.kind === 'trail' || (trail && trailFits(cast.goal, place))) {
        obstacles.push({ kind: 'trail', place });
        add({ kind: 'lost-trail', obstacle: at }, false, rank, at);
        add({ kind: 'clue', obstacle: at }, false, rank, at);
        return;
      }
      // Between friends only the friendship stands in the way: no stream or locked gate, but
      // one more try to reach the other, and what it shows.
      // At the camp, likewise: once there, what goes wrong is the camp's, not a thicket; and at
      // home for a birthday or a new baby, what goes wrong is the day's own.
      if (
        own.kind === 'try' &&
        (socialWant(cast.goal) || cast.goal.variant === 'camp' || homeWant(cast.goal))
      ) {
        obstacles.push(own);
        add({ kind: 'attempt', obstacle: at }, false, rank, at);
        add({ kind: 'progress', obstacle: at }, false, rank, at);
        chat(at);
        return;
      }
      // A learner with nobody new to ask practises once more: the try fails a new way, and
      // what that teaches is what the next try remembers. Stock terrain here would be padding.
      // (The oldest listeners' long story has room for the way into a place as well: one such
      // obstacle on the way in, after a lesson there; the longest has another lesson after it.)
      if (own.kind === 'try' && cast.goal.kind === 'learn' && !(older && rank === 6)) {
        obstacles.push(own);
        add({ kind: 'attempt', obstacle: at }, false, rank, at);
        add({ kind: 'progress', obstacle: at }, false, rank, at);
        return;
      }
      // Nobody new to ask here, in a story with room for more: the way into the place is in
      // the way instead (never the skill's own element: deep snow in a skiing story is the
      // skiing, not the way).
      const here = obstacles.filter((x) => x.place === place).map((x) => x.terrain);
      const kinds = (TERRAIN[settingOf(place)] ?? []).filter(
        (t) => !here.includes(t) && !ownTerrain(cast.goal).includes(t),
      );
      if (!kinds.length) return;
      obstacles.push({ kind: 'terrain', terrain: rng.pick(kinds), place, way: true });
      add({ kind: 'obstacle', obstacle: at, fails: true }, false, rank, at);
      if (older) add({ kind: 'obstacle', obstacle: at, fails: true }, false, rank, at);
      add({ kind: 'obstacle', obstacle: at, fails: false }, false, rank, at);
    };
    add({ kind: 'travel' }, true);
    const first = i === 0;
    // The place's own obstacle is chosen first; its scenes come after the second episode's.
    const index = obstacles.length;
    obstacles.push(obstacleAt(place));
    if (first && (setupKind === 'gift' || setupKind === 'helper')) {
      // The set-up happens at the first place, in the core, so every length keeps it.
      const h = helperAt(place, met);
      if (h !== undefined) {
        met.add(h);
        add({ kind: 'meet', helper: h, gives: setupKind === 'gift' }, true);
        setup =
          setupKind === 'gift' && gift
            ? { kind: 'gift', helper: h, thing: gift }
            : { kind: 'helper', helper: h };
      } else setup = { kind: trail ? 'clue' : 'skill' };
    } else if (first && firstDay(cast.goal)) {
      // A first day meets the teacher at the door, whatever the turn is set up by.
      const h = helperAt(place, met);
      if (h !== undefined) {
        met.add(h);
        add({ kind: 'meet', helper: h, gives: false }, true);
      }
    }
    if (first && setup.kind === 'clue' && !trailFits(cast.goal, place)) setup = { kind: 'skill' };
    if (first && setup.kind === 'clue') obstacles[index] = { kind: 'trail', place };
    // (An errand is tried only at the shop: on the way there is only the way.)
    else if (
      first &&
      setup.kind === 'skill' &&
      cast.goal.variant !== 'shop' &&
      cast.goal.variant !== 'camp' &&
      attemptFits(cast.goal, place)
    )
      obstacles[index] = { kind: 'try', place };
    // Fewer places than a story this long wants (few suit the want): more happens at each.
    // So at home and at school, where the day goes from one small step to the next, shared out
    // evenly so the last place, where the day comes together, has as many steps as the first.
    const day = homeWant(cast.goal) || firstDay(cast.goal) || gardenCamp(cast.goal) || friends;
    // (A day at few places, a horse's care in the barn, the yard and the garden, has a step more
    // at each.)
    const daySpares = Math.min(5, Math.floor((MOST_OBSTACLES - count) / count));
    // A bake has as many episodes at a place as it has steps there, at every length: the
    // story's length picks how many of them are told.
    if (bake) for (let k = 1; k < bakeStepsAt(place); k += 1) spare(4 + 2 * k);
    // So has a day between children as many as it has tries there.
    else if (friends)
      for (let k = 1; k < friendTriesAt(cast.goal.variant as 'quarrel', place); k += 1)
        spare(4 + 2 * k);
    else if (long && day) for (let k = 0; k < daySpares; k += 1) spare(4 + 2 * k);
    else {
      spare(4);
      // (A day of its own steps has one more of them ready even at middle length.)
      if (long || day) spare(6);
      // The longest stories have one more at each place, told only when the words call for it
      // (the fit tells extras by rank, and this one comes last). So does a middle-length day
      // told to the youngest, who hear each step in a breath.
      if ((long && (count < hi || (options.words ?? 0) >= LONGEST_WORDS)) || youngDay) spare(8);
    }
    if (!first) {
      const h = helperAt(place, met);
      if (h !== undefined && (long || rng.chance(0.6))) {
        met.add(h);
        add({ kind: 'meet', helper: h, gives: false }, false, 2);
      }
    }
    const o = obstacles[index] as PlanObstacle;
    const sparse = !OPEN.has(settingOf(place));
    // A long story with few places to go (out in space there are few) stays longer at each.
    // (Not for a want tried at every place: its tries would only fail the same way again.)
    const rounds = long && o.kind !== 'try' ? (count < 3 ? 2 : 1) : 0;
    if (o.kind === 'terrain') {
      add({ kind: 'obstacle', obstacle: index, fails: true }, false, 1);
      add({ kind: 'obstacle', obstacle: index, fails: true }, false, 3);
      if (older || (long && count < 4))
        add({ kind: 'obstacle', obstacle: index, fails: true }, false, 7);
      add({ kind: 'obstacle', obstacle: index, fails: false }, true);
    } else if (o.kind === 'try') {
      add({ kind: 'attempt', obstacle: index }, true);
      // Each job of a party or a bake goes wrong once and is put right: a second mishap in the
      // middle of it would be left hanging. A longer day has more jobs instead.
      // (A day between children tries each way once: the next try is another episode.)
      if (cast.goal.variant !== 'party' && cast.goal.variant !== 'bake' && !friends)
        add({ kind: 'attempt', obstacle: index }, false, 3);
      add({ kind: 'progress', obstacle: index }, false, 1);
      chat(index);
      // A long story takes the goal one more step here: another try, another lesson.
      for (let r = 0; r < rounds; r += 1) {
        add({ kind: 'attempt', obstacle: index }, false, 5 + r, 100 * (r + 1) + index);
        add({ kind: 'progress', obstacle: index }, false, 5 + r, 100 * (r + 1) + index);
      }
    } else {
      add({ kind: 'lost-trail', obstacle: index }, false, 1);
      add({ kind: 'clue', obstacle: index }, true);
      for (let r = 0; r < rounds; r += 1) {
        add({ kind: 'lost-trail', obstacle: index }, false, 5 + r, 100 * (r + 1) + index);
        add({ kind: 'clue', obstacle: index }, false, 5 + r, 100 * (r + 1) + index);
      }
    }
    // A long story with only two places to go, or at a place with little on it, has room left
    // even so: another helper, a small scene, told only when nothing else is left to tell.
    if (long && (count < hi - 1 || sparse)) {
      // Someone else who lives here, asked about the goal too.
      const h = helperAt(place, met);
      if (h !== undefined && !first) {
        met.add(h);
        add({ kind: 'meet', helper: h, gives: false }, false, 8);
      }
      // (A day between children keeps to them: no duckling to follow.)
      if (!friends)
        sideScenes(place, cast.goal).forEach((what) => add({ kind: 'deepen', what }, false, 9));
    }
    // A long first day's own moments as each part of it ends, once each.
    if (long && firstDay(cast.goal))
      for (const step of dayMoments(place, moments)) add({ kind: 'step', step }, false, 10);
    // A day between children has its own moments too: the meal apart, the other one's side.
    if (long && friends)
      for (const step of friendMoments(cast.goal.variant as 'quarrel', place, moments))
        add({ kind: 'step', step }, false, 10);
    add({ kind: 'onward', obstacle: index }, false, 2);
  });

  // A second obstacle at the last place when the route is short, so there are at least two.
  if (obstacles.length < 2) {
    const place = middle[middle.length - 1] as string;
    const own = obstacleAt(place);
    obstacles.push(own);
    const beat: Beat =
      own.kind === 'try'
        ? { kind: 'progress', obstacle: obstacles.length - 1 }
        : own.kind === 'trail'
          ? { kind: 'clue', obstacle: obstacles.length - 1 }
          : { kind: 'obstacle', obstacle: obstacles.length - 1, fails: false };
    scenes.push({ place, beat, part: 2, core: true });
  }
  if (setup.kind === 'skill' && !scenes.some((s) => s.beat.kind === 'attempt' && s.part === 1)) {
    // Nowhere to practise early on: the lesson comes from a helper instead, if one fits.
    const h = helperAt(middle[0] as string, met);
    if (h !== undefined) setup = gift ? { kind: 'gift', helper: h, thing: gift } : setup;
  }
  const last = middle[middle.length - 1] as string;
  return {
    premise: {
      hero: cast.hero.kind,
      goal: cast.goal.kind,
      home: cast.home,
      ...(specialOf(cast) ? { special: specialOf(cast) } : {}),
    },
    structure,
    places,
    obstacles,
    setup,
    scenes,
    turn: { approach: APPROACH_OF[setup.kind], place: last },
    resolution: { place: last },
    // A night out ends where the night is spent.
    close: {
      place: cast.goal.variant === 'camp' && cast.goal.place ? cast.goal.place : cast.home,
    },
  };
}

/** A first day's places for a story with room for `count`: the door first, outdoors last. */
function schoolDay(route: string[], count: number): string[] {
  if (route.length <= 2 || count >= route.length) return route;
  // A short day is the door and the room inside, where the day's moments happen.
  if (count <= 2) return route.slice(0, 2);
  const between = route.slice(1, -1).slice(0, count - 2);
  return [route[0] as string, ...between, route[route.length - 1] as string];
}

function specialOf(cast: Cast): string | undefined {
  const g = cast.goal;
  return cast.thing?.id ?? g.skill ?? g.fear ?? g.other?.kind ?? g.mystery ?? g.place;
}

/**
 * Small scenes that suit a place: a view from up high or from space, a sound, an animal. A
 * story of a new child or of friends who fell out keeps to them: no fright in the bushes.
 */
function sideScenes(place: string, goal: Goal): Deepen[] {
  const setting = settingOf(place);
  const out: Deepen[] = [];
  if ((HIGH.has(setting) && setting !== 'sky') || SPACE_SETTINGS.has(setting)) out.push('lookout');
  // A bake stays with the bake: no duckling to follow, no frog on Grandma's head.
  if (goal.variant === 'bake') return out;
  if (!SPACE_SETTINGS.has(setting) && !socialWant(goal) && !homeWant(goal)) out.push('noise');
  if (OPEN.has(setting)) out.push('kindness', 'critter');
  return out;
}

/**
 * A plan that keeps every rule: drafts with fresh seeds until one passes. A cast that no
 * draft can satisfy (which the tests rule out) falls back to the plan with fewest faults.
 */
export function planStory(
  cast: Cast,
  pattern: Pattern,
  band: AgeBand,
  rng: Rng,
  options: PlanOptions = {},
): StoryPlan {
  let best: { plan: StoryPlan; faults: number } | undefined;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const plan = draft(cast, pattern, band, rng.fork(`plan-${attempt}`), options);
    const faults = checkPlan(plan, cast, pattern.genre).length;
    if (faults === 0) return plan;
    if (!best || faults < best.faults) best = { plan, faults };
  }
  return (best as { plan: StoryPlan }).plan;
}

/**
 * The scenes of one part to tell for a story of `n` scenes in that part: every core scene,
 * then the extras by rank (in the plan's order within a rank), told in the plan's order.
 */
export function scenesFor(plan: StoryPlan, part: 1 | 2, n: number): PlanScene[] {
  const all = plan.scenes.filter((s) => s.part === part);
  let room = n - all.filter((s) => s.core).length;
  const extras = all
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => !s.core)
    .sort((a, b) => (a.s.rank ?? 9) - (b.s.rank ?? 9) || a.i - b.i);
  const chosen = new Set<PlanScene>();
  for (const { s } of extras) {
    if (room <= 0) break;
    if (chosen.has(s)) continue;
    const together = s.group === undefined ? [s] : all.filter((x) => x.group === s.group);
    for (const x of together) chosen.add(x);
    room -= together.length;
  }
  return all.filter((s) => s.core || chosen.has(s));
}

/**
 * Roughly how much a part can tell: a scene at a place with little to offer (the sky, space,
 * indoors) often has nothing fresh left to say, so it counts for less.
 */
export function partCapacity(plan: StoryPlan, part: 1 | 2, steps = false): number {
  let sum = 0;
  // (A day of its own steps has something of its own to tell at each, indoors or out.)
  for (const s of plan.scenes)
    if (s.part === part) sum += steps || s.core || OPEN.has(settingOf(s.place)) ? 1 : 0.4;
  return sum;
}

/** How many scenes a part has at most. */
export function partSize(plan: StoryPlan, part: 1 | 2): number {
  return plan.scenes.filter((s) => s.part === part).length;
}
