// The plot of a toy that comes alive at night: it wakes in its room when the house is asleep,
// remembers what the child lost that day, takes something useful from the toy box, and goes
// through the rooms of the house (the kitchen, the living room) looking, with tries that fail
// and a fright that is only the cat; the thing is found, got out with what was taken along,
// and the toy is back in its place before morning, a little moved.
import { NARRATION_WPM, STORY_MINUTES, type AgeBand } from '@monstory/contracts/story-shape';
import type { ToyNight } from '../description/read-toy-night';
import type { StoryRequest } from '../story-types';
import type { Cast, Character } from './plan-types';
import type { Beat, PlanObstacle, PlanOptions, PlanScene, StoryPlan } from './story-plan';
import { planScene } from './plan-scene';

/** A toy the family did not name is called what a child would call it. */
const NAME: Record<ToyNight['toy'], { en: string; no: string }> = {
  teddy: { en: 'Teddy', no: 'Bamse' },
  toys: { en: 'Teddy', no: 'Bamse' },
  doll: { en: 'Dolly', no: 'Rosa' },
};

/** The toy as the hero (drawn as the bear or the child it is made as), and its child. */
export function toyNightCast(request: StoryRequest, night: ToyNight, child: Character): Cast {
  const doll = night.toy === 'doll';
  const hero: Character = {
    kind: doll ? 'girl' : 'bear',
    name: night.name ?? NAME[night.toy][request.language],
    gender: doll ? 'f' : 'm',
    colours: doll ? [] : ['brown'],
    features: [],
    size: 'small',
  };
  return {
    hero,
    helpers: [],
    home: night.room,
    route: ['kitchen', 'living-room'],
    goal: {
      kind: 'reach',
      owner: 'hero',
      place: 'living-room',
      variant: 'toy-night',
      recipient: night.child
        ? { ...child, name: night.child.name, gender: night.child.gender ?? child.gender }
        : child,
      toyNight: night,
    },
    keepsakes: [],
    elements: [],
  };
}

export function draftToyNight(cast: Cast, band: AgeBand, options: PlanOptions): StoryPlan {
  const home = cast.home;
  const words = options.words ?? 600;
  const long = words > STORY_MINUTES[band].MEDIUM * NARRATION_WPM[band];
  const obstacles: PlanObstacle[] = [
    { kind: 'try', place: 'kitchen' },
    { kind: 'try', place: 'living-room' },
  ];
  const scenes: PlanScene[] = [];
  const add = (place: string, part: 1 | 2, beat: Beat, core: boolean, rank?: number): void => {
    scenes.push(planScene(place, beat, part, core, rank));
  };
  const step = (s: Extract<Beat, { kind: 'step' }>['step']): Beat => ({ kind: 'step', step: s });
  // Part 1: awake in the room, what the child lost remembered, something taken from the toy
  // box; down to the kitchen, where the first look fails.
  add(home, 1, step('ready'), true);
  add(home, 1, step('rule'), true);
  for (const rank of [3, 5, 7, 8, ...Array(6).fill(9)]) add(home, 1, step('ready'), false, rank);
  // A longer night looks in at the bathroom first, where the rubber duck knows where things roll.
  const rooms = long ? ['bathroom', 'kitchen', 'living-room'] : ['kitchen', 'living-room'];
  if (long) {
    add('bathroom', 1, { kind: 'travel' }, true);
    for (const rank of [2, 4, 6, 8, ...Array(6).fill(9)])
      add('bathroom', 1, step('browse'), false, rank);
  }
  // (The stairs down, step by step, before the kitchen.)
  for (const rank of [5, 8]) add(long ? 'bathroom' : home, 1, step('walk'), false, rank);
  add('kitchen', 1, { kind: 'travel' }, true);
  for (const rank of [2, 4, 6, 8, ...Array(8).fill(9)])
    add('kitchen', 1, step('browse'), false, rank);
  for (const rank of [7, 9]) add('kitchen', 1, step('think'), false, rank);
  add('kitchen', 1, { kind: 'attempt', obstacle: 0 }, true);
  add('kitchen', 1, step('scared'), false, 1);
  add('kitchen', 1, { kind: 'attempt', obstacle: 0 }, false, 3);
  if (long) add('kitchen', 1, step('scared'), false, 6);
  // Part 2: the living room: more to see, the thing found out of reach, an idea.
  add('living-room', 2, { kind: 'travel' }, true);
  for (const rank of [2, 4, 6, 8, ...Array(9).fill(9)])
    add('living-room', 2, step('browse'), false, rank);
  add('living-room', 2, { kind: 'attempt', obstacle: 1 }, true);
  add('living-room', 2, step('scared'), false, 3);
  add('living-room', 2, { kind: 'attempt', obstacle: 1 }, false, 1);
  add('living-room', 2, { kind: 'attempt', obstacle: 1 }, false, 4);
  for (const rank of [6, 8, 9]) add('living-room', 2, step('meanwhile'), false, rank);
  for (const rank of [6, 9, 9]) add('living-room', 2, step('think'), false, rank);
  add('living-room', 2, { kind: 'progress', obstacle: 1 }, true);
  for (const rank of [5, 7, 8, 9, 9, 9, 9]) add('living-room', 2, step('wait'), false, rank);
  return {
    premise: { hero: cast.hero.kind, goal: cast.goal.kind, home, special: 'toy-night' },
    structure: 'tries',
    places: [home, ...rooms],
    obstacles,
    // What was taken from the toy box in the room is what gets the lost thing out.
    setup: { kind: 'skill' },
    scenes,
    turn: { approach: 'brave', place: 'living-room' },
    resolution: { place: 'living-room' },
    close: { place: home },
  };
}
