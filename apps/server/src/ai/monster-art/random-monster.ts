// A monster for a story that just says "a monster": the seed decides what it looks like.

import type { Rng } from '../illustrator/random';
import { type MonsterSpec, MonsterMood, defaultMonsterSpec } from './monster-spec';

export function randomMonsterSpec(rng: Rng, colours: string[]): MonsterSpec {
  const spec = defaultMonsterSpec();
  spec.eyes = rng.pick([1, 2, 2, 2, 3]);
  spec.horns = rng.pick([0, 0, 1, 2, 2]);
  spec.antennae = spec.horns === 0 && rng.chance(0.4) ? 2 : 0;
  spec.arms = 2;
  spec.legs = 2;
  spec.fur = rng.chance(0.25);
  spec.spots = rng.chance(0.2);
  spec.tail = rng.chance(0.3);
  spec.teeth = rng.chance(0.3);
  spec.mood = rng.pick(['happy', 'happy', 'silly', MonsterMood[0]] as const);
  const [primary, belly] = colours;
  if (primary) spec.colours.primary = primary;
  if (belly) spec.colours.belly = belly;
  return spec;
}
