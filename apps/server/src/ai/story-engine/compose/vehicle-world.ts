// A vehicle hero's world: it lives in its fire station, engine shed or harbour, and nothing in
// its story has it eat porridge, sleep in a bed or tie its shoelaces.
import { VEHICLES, VEHICLE_REFUSED, isVehicle } from '../lexicon/vehicles';
import type { Character } from '../plan/plan-types';
import type { StoryEnv } from './run-state';

/** Home as the story first says it: "in the fire station of a busy little town". */
export function vehicleHome<P>(home: P, hero: Character, language: 'no' | 'en'): P {
  const vehicle = hero.species ? VEHICLES[hero.species] : undefined;
  return vehicle ? ({ ...home, in: vehicle.homeIn[language] } as P) : home;
}

/** What no sentence of a vehicle hero's story may hold, or nothing for anyone else's. */
export function vehicleRefused(env: StoryEnv): string | undefined {
  return isVehicle(env.cast.hero.species) ? VEHICLE_REFUSED[env.language] : undefined;
}
