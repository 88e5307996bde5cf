// The plot of a hero who cannot fall asleep: bedtime, and something learnt or given that
// evening (a lullaby, a warm cup, slow breathing); the tries that do not work at first (counting
// sheep who will not stand still, the pillow turned, a drink, a story, asking the noisy ones to
// be quiet); the helper or the grown-up who fits; and the turn, where what was set up early
// works at last. It ends asleep. A child stays in the rooms of home (the bedroom, the kitchen
// for a drink); an owl in its tree, a bear or a dragon in its cave, the moon in its sky.
import type { ParsedDescription } from '../description/parse-description';
import type { NoSleep } from '../description/read-no-sleep';
import type { StoryRequest } from '../story-types';
import type { CharacterKind } from '../../scene-spec';
import type { Cast, Character } from './plan-types';
import type { Beat, PlanObstacle, PlanScene, StoryPlan } from './story-plan';
import { planScene } from './plan-scene';

/** A thing of the sky the family did not name is called what it is. */
const SKY_NAME: Record<string, { en: string; no: string }> = {
  moon: { en: 'Moon', no: 'Månen' },
  star: { en: 'Little Star', no: 'Lille Stjerne' },
  cloud: { en: 'Little Cloud', no: 'Lille Sky' },
  snowflake: { en: 'Little Snowflake', no: 'Lille Snøfnugg' },
  raindrop: { en: 'Little Raindrop', no: 'Lille Regndråpe' },
};

/** Where the hero sleeps: a child in the bedroom, a cave for a bear or a dragon, else the woods. */
function bedOf(hero: Character, night: NoSleep): string {
  if (night.hero === 'child') return 'bedroom';
  if (night.hero === 'sky') return 'sky';
  return hero.kind === 'bear' || hero.kind === 'dragon' ? 'cave' : 'forest';
}

/** The kind the hero is drawn as: what the family said, or a girl or a boy by the name. */
export function noSleepKind(parsed: ParsedDescription): CharacterKind | undefined {
  const c = parsed.characters.find((x) => !x.aside && !x.owns);
  return c?.kind ?? (c?.gender === 'm' ? 'boy' : c?.gender === 'f' ? 'girl' : undefined);
}

/** The hero as the family described it (the moon stays the moon), named if it was not. */
export function noSleepCast(
  request: StoryRequest,
  parsed: ParsedDescription,
  fresh: Character,
): Cast {
  const night = parsed.noSleep as NoSleep;
  const said = parsed.characters.find((c) => !c.aside && !c.owns);
  const sky = said?.species ? SKY_NAME[said.species] : undefined;
  const hero: Character = {
    kind: said?.kind ?? fresh.kind,
    name: said?.name ?? (sky ? sky[request.language] : fresh.name),
    gender: said?.gender ?? fresh.gender,
    colours: said?.colours.length ? said.colours : fresh.colours,
    features: said?.features ?? [],
    ...(said?.size ? { size: said.size } : {}),
    ...(said?.species ? { species: said.species } : {}),
  };
  const home = bedOf(hero, night);
  return {
    hero,
    helpers: [],
    home,
    route: home === 'bedroom' ? ['kitchen'] : [],
    goal: { kind: 'reach', owner: 'hero', place: home, variant: 'no-sleep', noSleep: night },
    keepsakes: [],
    elements: [],
  };
}

export function draftNoSleep(cast: Cast): StoryPlan {
  const home = cast.home;
  // A child gets up for a drink in the kitchen; everyone else stays where they sleep.
  const away = cast.route[0] ?? home;
  const obstacles: PlanObstacle[] = [
    { kind: 'try', place: home },
    { kind: 'try', place: away },
    { kind: 'try', place: home },
  ];
  const scenes: PlanScene[] = [];
  const add = (place: string, part: 1 | 2, beat: Beat, core: boolean, rank?: number): void => {
    scenes.push(planScene(place, beat, part, core, rank));
  };
  const step = (s: Extract<Beat, { kind: 'step' }>['step']): Beat => ({ kind: 'step', step: s });
  // Part 1: a longer story tells the evening first (supper, the bath, the sun going down);
  // then bedtime, what is learnt or given that evening, the first tries in bed.
  for (const rank of [4, 6, 7, 8, 9, 9, 9]) add(home, 1, step('calm'), false, rank);
  add(home, 1, step('ready'), true);
  add(home, 1, step('rule'), true);
  for (const rank of [4, 6, 8, 9, 9, 9, 9, 9]) add(home, 1, step('ready'), false, rank);
  add(home, 1, { kind: 'attempt', obstacle: 0 }, true);
  add(home, 1, { kind: 'attempt', obstacle: 0 }, false, 1);
  for (const rank of [3, 5, 7, 9, 9, 9, 9]) add(home, 1, step('browse'), false, rank);
  for (const rank of [5, 8, 9, 9]) add(home, 1, step('think'), false, rank);
  add(home, 1, { kind: 'attempt', obstacle: 0 }, false, 2);
  // The drink: down to the kitchen for a child, where the grown-up is still up.
  if (away !== home) add(away, 1, { kind: 'travel' }, true);
  add(away, 1, { kind: 'attempt', obstacle: 1 }, true);
  for (const rank of [4, 6, 8, 9, 9, 9, 9, 9, 9]) add(away, 1, step('meanwhile'), false, rank);
  add(away, 1, { kind: 'attempt', obstacle: 1 }, false, 3);
  add(away, 1, { kind: 'attempt', obstacle: 1 }, false, 7);
  // Part 2: back in bed, a story and a word to the noisy ones; then what was set up works.
  if (away !== home) add(home, 2, { kind: 'travel' }, true);
  add(home, 2, { kind: 'attempt', obstacle: 2 }, true);
  for (const rank of [2, 5, 7, 8, 9, 9, 9]) add(home, 2, step('chat'), false, rank);
  for (const rank of [2, 4, 6, 8, 9, 9, 9]) add(home, 2, step('browse'), false, rank);
  // The longest nights look out at the night too: from the window, the hollow, the sky.
  for (const rank of [5, 7, 8, 9, 9, 9]) add(home, 2, step('look'), false, rank);
  for (const rank of [3, 6, 8, 9, 9, 9]) add(home, 2, step('listen'), false, rank);
  add(home, 2, { kind: 'attempt', obstacle: 2 }, false, 1);
  add(home, 2, { kind: 'attempt', obstacle: 2 }, false, 3);
  add(home, 2, { kind: 'attempt', obstacle: 2 }, false, 6);
  add(home, 2, { kind: 'attempt', obstacle: 2 }, false, 8);
  for (const rank of [5, 7, 9, 9, 9]) add(home, 2, step('think'), false, rank);
  add(home, 2, { kind: 'progress', obstacle: 2 }, true);
  for (const rank of [3, 5, 7, 8, 9, 9, 9, 9]) add(home, 2, step('wait'), false, rank);
  for (const rank of [4, 6, 8, 9, 9, 9, 9]) add(home, 2, step('drift'), false, rank);
  return {
    premise: { hero: cast.hero.kind, goal: cast.goal.kind, home, special: 'no-sleep' },
    structure: 'tries',
    places: away === home ? [home] : [home, away],
    obstacles,
    // What was learnt or given at bedtime is what works at the end.
    setup: { kind: 'skill' },
    scenes,
    turn: { approach: 'clever', place: home },
    resolution: { place: home },
    close: { place: home },
  };
}
