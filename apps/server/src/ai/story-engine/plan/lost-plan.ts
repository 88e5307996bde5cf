// The plot of a child who loses their grown-up inside a busy place (the supermarket, the zoo,
// the station): the whole middle happens there. The rule for getting lost is said at the door;
// a look round together; the moment they lose each other; tries that fail (shouting, running
// back, a coat that looks like Mum's); then the hero stops, remembers the rule and goes to a
// grown-up who works there, says their name, and waits. The turn brings the grown-up back.
import { NARRATION_WPM, STORY_MINUTES, type AgeBand } from '@monstory/contracts/story-shape';
import { creature } from '../lexicon/creatures';
import type { Cast, Character } from './plan-types';
import type { Beat, PlanObstacle, PlanOptions, PlanScene, StoryPlan } from './story-plan';
import { planScene } from './plan-scene';

/** An animal's grown-up is an animal of its kind: the kitten's mother is a cat. */
export function lostCarer(carer: Character, hero: Character): Character {
  // «mammaen sin» names her by what she is to the kitten: «mamma».
  const name = carer.name?.replace(/^(mamma|pappa|mor|far)(?:en|n)$/i, '$1');
  const told = name ? { ...carer, name } : carer;
  if (creature(hero.kind).person) return told;
  const { species: _, ...animal } = told;
  return { ...animal, kind: hero.kind, colours: hero.colours };
}

export function draftLost(cast: Cast, band: AgeBand, options: PlanOptions): StoryPlan {
  const place = cast.goal.place as string;
  const home = cast.home;
  const words = options.words ?? 600;
  const long = words > STORY_MINUTES[band].MEDIUM * NARRATION_WPM[band];
  const obstacles: PlanObstacle[] = [
    { kind: 'try', place },
    { kind: 'try', place },
  ];
  const scenes: PlanScene[] = [];
  const add = (part: 1 | 2, beat: Beat, core: boolean, rank?: number): void => {
    scenes.push(planScene(place, beat, part, core, rank));
  };
  const step = (s: Extract<Beat, { kind: 'step' }>['step']): Beat => ({ kind: 'step', step: s });
  // A longer story gets ready at home first: up early, dressed, the way there.
  for (const rank of [4, 6, 7, 8, 9, 9])
    scenes.push({ place: home, beat: step('ready'), part: 1, core: false, rank });
  // Part 1: there, the rule said, a look round together, and the moment they lose each other;
  // the first tries fail.
  add(1, { kind: 'travel' }, true);
  add(1, step('rule'), true);
  add(1, step('rule'), false, 4);
  for (const rank of [3, 5, 7, 8, 8, 8, ...Array(14).fill(9)]) add(1, step('browse'), false, rank);
  add(1, step('drift'), true);
  add(1, { kind: 'attempt', obstacle: 0 }, true);
  add(1, step('scared'), false, 1);
  add(1, { kind: 'attempt', obstacle: 0 }, false, 2);
  if (long) add(1, step('scared'), false, 6);
  if (long) add(1, step('scared'), false, 8);
  if (long) add(1, step('scared'), false, 9);
  add(1, step('think'), false, 5);
  // Part 2: a try that fools the hero, then the stop and the rule remembered, the grown-up who
  // works there asked, and the wait with them.
  // (The shortest story for the older ones has room for one try only.)
  add(2, { kind: 'attempt', obstacle: 1 }, false, 0);
  add(2, { kind: 'attempt', obstacle: 1 }, false, 4);
  add(2, { kind: 'attempt', obstacle: 1 }, false, 6);
  add(2, { kind: 'progress', obstacle: 1 }, true);
  add(2, step('ask'), true);
  add(2, step('walk'), false, 2);
  add(2, step('walk'), false, 7);
  add(2, step('think'), false, 6);
  add(2, step('think'), false, 8);
  for (const rank of [1, 3, 5, 6, 7, 8, 8, ...Array(9).fill(9)]) add(2, step('wait'), false, rank);
  // Meanwhile the grown-up looks too, calmly, and asks at the desk: told in a longer story.
  for (const rank of [4, 6, 8, 9, 9, 9]) add(2, step('meanwhile'), false, rank);
  return {
    premise: { hero: cast.hero.kind, goal: cast.goal.kind, home, special: place },
    structure: 'tries',
    places: [home, place],
    obstacles,
    // What the grown-up said at the door is what the hero does at the turn.
    setup: { kind: 'skill' },
    scenes,
    turn: { approach: 'brave', place },
    resolution: { place },
    close: { place: home },
  };
}
