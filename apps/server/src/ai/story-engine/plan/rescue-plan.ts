// The plot of a rescue: someone is stuck at one spot (up the tree in the garden, down the well
// on the farm), and the whole middle happens there. The team goes only where the spot is; what
// stands in the way is getting them free — tries that fail for reasons the spot gives (the
// ladder too short, the branch too thin), someone there who knows something, and the turn that
// uses what the story set up. Nobody is sent through caves and streams on the way.
import { NARRATION_WPM, STORY_MINUTES, type AgeBand } from '@monstory/contracts/story-shape';
import type { Rng } from '../rng';
import type { CharacterKind } from '../../scene-spec';
import type { Approach, Cast, Pattern } from './plan-types';
import { planAfter } from './rescue-after';
import { planScene } from './plan-scene';
import type {
  Beat,
  PlanObstacle,
  PlanOptions,
  PlanScene,
  SetUp,
  SetUpKind,
  StoryPlan,
} from './story-plan';

/** What the general planner knows that a rescue plan uses: who fits where, how set-ups pay off. */
export interface RescueRules {
  helperFits(kind: CharacterKind, place: string, genre: Pattern['genre']): boolean;
  approachOf: Record<SetUpKind, Approach>;
}

/** Longer than a medium story of its age band: the rescue tells every step it has. */
function longFor(words: number, band: AgeBand): boolean {
  return words > STORY_MINUTES[band].MEDIUM * NARRATION_WPM[band];
}

/** How many tries at the spot a story of this many words tells, fewest first. */
function triesFor(words: number, band: AgeBand): number {
  // A long story hears one try more, and so do the oldest from a medium one: each try needs a
  // fresh way to fail.
  const extra = (band === '9-12' && words >= 900) || longFor(words, band) ? 1 : 0;
  if (words < 580) return 2;
  if (words < 900) return 3;
  if (words < 1500 && !longFor(words, band)) return 4 + extra;
  return 5 + extra;
}

/** From this many words the spot is found by following the cry. */
const LONG_APPROACH = 900;
/** The approach's steps are told together or not at all (tries use groups from 2 up). */
const APPROACH_GROUP = 99;

export function draftRescue(
  cast: Cast,
  pattern: Pattern,
  band: AgeBand,
  rng: Rng,
  options: PlanOptions,
  rules: RescueRules,
): StoryPlan {
  const { helperFits, approachOf } = rules;
  const genre = pattern.genre;
  const spot = cast.goal.place as string;
  const home = cast.home;
  const words = options.words ?? 600;
  const fits = (i: number) => {
    const h = cast.helpers[i];
    return !!h && helperFits(h.kind, spot, genre);
  };
  // The one met first: the family's choice in an interactive story, else the first who fits.
  const chosen = options.first && fits(options.first.helper) ? options.first.helper : undefined;
  const first = chosen ?? cast.helpers.findIndex((_, i) => fits(i));
  const second = cast.helpers.findIndex((_, i) => i !== first && fits(i));
  const gift = cast.keepsakes[0];
  let kind: SetUpKind = rng.pick<SetUpKind>(['gift', 'helper', 'skill', 'gift', 'helper']);
  if (kind !== 'skill' && first < 0) kind = 'skill';
  if (kind === 'gift' && !gift) kind = 'helper';
  // An interactive story where a helper was chosen meets that one first, with what they bring.
  if (chosen !== undefined && kind === 'skill') kind = 'helper';
  const setup: SetUp =
    kind === 'gift'
      ? { kind, helper: first, thing: gift as string }
      : kind === 'helper'
        ? { kind, helper: first }
        : { kind };

  // A thing stuck up high has a shorter second act than someone got free: two tries more.
  const thing = cast.goal.variant === 'stuck' && longFor(words, band) ? 2 : 0;
  const n = triesFor(words, band) + thing;
  const obstacles: PlanObstacle[] = Array.from({ length: n }, () => ({
    kind: 'try' as const,
    place: spot,
  }));
  const scenes: PlanScene[] = [];
  const add = (part: 1 | 2, beat: Beat, core: boolean, rank?: number, group?: number): void => {
    scenes.push(planScene(spot, beat, part, core, rank, group));
  };
  // Part 1: there, the one stuck seen and heard, the first try that fails; the one who will
  // matter at the turn met (or the hero's own way tried first).
  add(1, { kind: 'travel' }, true);
  // A long story finds the one stuck by the cry first: listened for, then followed to the spot.
  if (words >= LONG_APPROACH) {
    add(1, { kind: 'step', step: 'listen' }, false, 2, APPROACH_GROUP);
    add(1, { kind: 'step', step: 'follow' }, false, 2, APPROACH_GROUP);
  }
  // A long story looks the spot over before the first try: where it is safe, where it is not.
  const long = longFor(words, band);
  if (long) add(1, { kind: 'step', step: 'look' }, false, 7);
  if (kind !== 'skill' || chosen !== undefined)
    add(1, { kind: 'meet', helper: first, gives: kind === 'gift' }, true);
  add(1, { kind: 'attempt', obstacle: 0 }, true);
  // A long story: the first try scared the one stuck, who is calmed before anything else.
  if (long) add(1, { kind: 'step', step: 'calm' }, false, 6);
  // (The cries have drawn people to look, who are asked to keep back and quiet.)
  if (long) add(1, { kind: 'step', step: 'crowd' }, false, 7);
  add(1, { kind: 'progress', obstacle: 0 }, false, 1);
  add(1, { kind: 'attempt', obstacle: 0 }, false, 3);
  // A longer story: the stakes rise while they work (wind, rain, dusk), and word is sent to
  // whoever the one stuck belongs to, who comes at the end.
  add(1, { kind: 'step', step: 'stakes' }, false, 4);
  add(1, { kind: 'step', step: 'word' }, false, 5);
  // Part 2: a better try that still fails, someone else there who knows something, and in a
  // longer story more tries, each a step closer.
  add(2, { kind: 'attempt', obstacle: 1 }, true);
  add(2, { kind: 'progress', obstacle: 1 }, false, 1);
  // (When the hero's own way was the set-up, the first who fits is met only now.)
  const later = kind === 'skill' && chosen === undefined ? first : second;
  if (later >= 0 && (kind === 'skill' || words >= 580))
    add(2, { kind: 'meet', helper: later, gives: false }, false, 2);
  for (let k = 2; k < n; k += 1) {
    add(2, { kind: 'attempt', obstacle: k }, false, 2 + k, k);
    add(2, { kind: 'progress', obstacle: k }, false, 2 + k, k);
  }
  add(2, { kind: 'step', step: 'stakes' }, false, 5);
  // (The stakes rising frighten the one stuck again: calmed with what will happen next.)
  if (long) add(2, { kind: 'step', step: 'calmAgain' }, false, 6);
  // Last before the turn: what the tries taught, and what will reach fetched for it.
  add(2, { kind: 'step', step: 'think' }, false, 3);
  // A long story: who has what will reach, asked before it is fetched; set up steady once it
  // is there, and the one stuck coaxed towards it.
  if (long) add(2, { kind: 'step', step: 'borrow' }, false, 6);
  add(2, { kind: 'step', step: 'fetch' }, false, 4);
  if (long) {
    add(2, { kind: 'step', step: 'steady' }, false, 6);
    // Whoever goes out is made safe first, and everyone given a job before the last try.
    add(2, { kind: 'step', step: 'safe' }, false, 7);
    add(2, { kind: 'step', step: 'jobs' }, false, 7);
    // The way out along it, with its one fright, brings the hero within reach.
    add(2, { kind: 'step', step: 'creep' }, false, 7);
    add(2, { kind: 'step', step: 'coax' }, false, 6);
  }
  if (cast.friend) add(2, { kind: 'deepen', what: 'talk' }, false, 9);
  return {
    premise: {
      hero: cast.hero.kind,
      goal: cast.goal.kind,
      home,
      special: cast.goal.spot as string,
    },
    // Tries at the spot, each teaching something: a helper's gift is handed over, not earned
    // with an errand of its own on the way.
    structure: 'tries',
    places: [home, spot],
    obstacles,
    setup,
    scenes,
    turn: { approach: approachOf[setup.kind], place: spot },
    resolution: { place: spot },
    close: { place: home },
    after: planAfter(band, words),
  };
}
