// The plot of a missing-thing mystery: the case opens at the scene, clues are found there and
// next door, each one suspected is questioned and ruled out by a clue, and in a longer story a
// stake-out catches the one who took it. A longer story is longer by more clues, more suspects
// and the stake-out, never by more places: the scene and the place next door are all there is.
import type { AgeBand } from '@monstory/contracts/story-shape';
import type { Rng } from '../rng';
import type { Cast, Pattern } from './plan-types';
import { drawCase, type ClueKind } from './case-file';
import { planScene } from './plan-scene';
import type { Beat, CaseStep, PlanObstacle, PlanOptions, PlanScene, StoryPlan } from './story-plan';

/**
 * Roughly the words a step of the case takes per age band: the youngest hear short steps, so
 * a long story for them needs as many steps as a long one for the oldest.
 */
const PER_STEP: Record<AgeBand, number> = { '3-5': 12, '6-8': 22, '9-12': 30 };
/** From this many steps a second one is suspected, a red herring laid, and a stake-out kept. */
const MEDIUM_STEPS = 34;
/** From this many steps a third one is suspected and every clue is told. */
const LONG_STEPS = 48;
/** From this many steps a fourth one is suspected. */
const LONGEST_STEPS = 50;

export function draftCase(
  cast: Cast,
  _pattern: Pattern,
  band: AgeBand,
  rng: Rng,
  options: PlanOptions,
): StoryPlan {
  const steps = (options.words ?? 600) / PER_STEP[band];
  const scene = cast.start ?? cast.home;
  const team = [cast.hero, cast.friend].flatMap((c) => (c ? [c.kind] : []));
  const suspects =
    steps >= LONGEST_STEPS ? 5 : steps >= LONG_STEPS ? 4 : steps >= MEDIUM_STEPS ? 3 : 2;
  const file = drawCase(scene, cast.thing?.id, team, suspects, rng, {
    ...(options.first ? { near: options.first.place } : {}),
  });
  const near = file.near;
  const obstacles: PlanObstacle[] = [
    { kind: 'trail', place: scene },
    { kind: 'trail', place: near },
  ];
  const scenes: PlanScene[] = [];
  let group = 10;
  const add = (
    part: 1 | 2,
    place: string,
    beat: Beat,
    core: boolean,
    rank?: number,
    g?: number,
  ): void => {
    scenes.push(planScene(place, beat, part, core, rank, g));
  };
  const step = (s: CaseStep, n: number, at: string): Beat => ({
    kind: 'case',
    step: s,
    n,
    obstacle: at === scene ? 0 : 1,
  });
  const clue = (k: ClueKind) => file.clues.indexOf(k);
  /** An innocent questioned, and ruled out at once when the clue that clears them is known. */
  const question = (
    i: number,
    part: 1 | 2,
    at: string,
    known: ClueKind[],
    core: boolean,
    rank = 2,
  ) => {
    const g = core ? undefined : (group += 1);
    add(part, at, step('suspect', i, at), core, rank, g);
    if (known.includes(file.clearedBy[i]!)) add(part, at, step('cleared', i, at), core, rank, g);
  };
  /** A clue found, and whoever it rules out among those already questioned. */
  const found = (
    k: ClueKind,
    part: 1 | 2,
    at: string,
    asked: number[],
    core: boolean,
    rank = 3,
  ) => {
    const g = core ? undefined : (group += 1);
    add(part, at, step('clue', clue(k), at), core, rank, g);
    for (const i of asked)
      if (file.clearedBy[i] === k) add(part, at, step('cleared', i, at), core, rank, g);
  };
  const inn = file.innocents.length;

  // Part 1, at the scene: the first look, the trail, the first one suspected (and, in a longer
  // story, the clue that seems to point at them), and the footprints.
  add(1, scene, step('look', 0, scene), true);
  add(1, scene, step('clue', clue('trail'), scene), true);
  add(1, scene, step('witness', 0, scene), false, 4);
  add(1, scene, step('timeline', 0, scene), false, 5);
  question(0, 1, scene, [], true);
  if (inn > 1 || steps >= MEDIUM_STEPS) add(1, scene, step('herring', 0, scene), true);
  found('prints', 1, scene, [0], true);
  add(1, scene, step('notes', 0, scene), false, 5);
  if (file.food) found('bite', 1, scene, [], false, 4);

  // Part 2: the second one suspected, the tuft, then out where the trail leads, the sound
  // there, a third suspect and the smell in a long story, the notebook read through, and the
  // stake-out that will catch the one who took it.
  if (inn > 1) question(1, 2, scene, ['prints'], true);
  found('tuft', 2, scene, inn > 1 ? [0, 1] : [0], true);
  add(2, scene, step('snack', 0, scene), false, 7);
  add(2, near, { kind: 'travel' }, true);
  found('sound', 2, near, [], true);
  add(2, near, step('witness', 1, near), false, 5);
  if (inn > 2) question(2, 2, near, ['prints', 'tuft', 'sound'], steps >= LONG_STEPS, 3);
  if (inn > 3) question(3, 2, near, ['prints', 'tuft', 'sound'], false, 2);
  if (file.food) found('smell', 2, near, [], steps >= LONG_STEPS, 3);
  add(2, near, step('search', 0, near), false, 5);
  add(2, near, step('map', 0, near), false, 6);
  if (cast.friend) add(2, near, { kind: 'deepen', what: 'talk' }, false, 8);
  add(2, near, step('think', 0, near), steps >= MEDIUM_STEPS, 4);
  if (steps >= MEDIUM_STEPS) {
    add(2, near, step('stakeout', 0, near), true);
    add(2, near, step('alarm', 0, near), false, 5);
    // A long stake-out fails once: the bait gone in a blink, and a better trap set.
    if (steps >= LONG_STEPS) {
      add(2, near, step('miss', 0, near), false, 2, 99);
      add(2, near, step('trap', 0, near), false, 2, 99);
    }
    add(2, near, step('wait', 0, near), steps >= LONG_STEPS, 3);
  }
  return {
    premise: { hero: cast.hero.kind, goal: cast.goal.kind, home: scene, special: cast.thing?.id },
    structure: 'clues',
    places: [scene, near],
    obstacles,
    setup: { kind: 'clue' },
    scenes,
    turn: { approach: 'clever', place: near },
    resolution: { place: near },
    close: { place: scene },
    case: file,
  };
}
