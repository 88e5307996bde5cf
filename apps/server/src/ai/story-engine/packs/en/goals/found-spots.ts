// Where a thing someone comes upon turns up: what that kind of place has lying about, so a
// key is found among the shells on a beach and behind a shelf indoors, not always in grass.
import { isBare, isIndoor } from '../../ground';

const FOUND_AT: Partial<Record<string, string>> = {
  beach:
    '{under a stone on the sand|among the shells|in a tangle of seaweed|by an old upturned boat}',
  sea: '{in a tangle of old fishing net|on a floating crate|caught in a clump of seaweed}',
  ship: '{in a coil of rope|behind a barrel|under an old sail}',
  space: '{in the dust of a crater|between two moon rocks|under a flat grey stone}',
  moon: '{in the dust of a crater|between two moon rocks|under a flat grey stone}',
  snow: '{in a snowdrift|under a heap of snow|by an icy rock}',
  desert: '{half buried in the sand|under a flat rock|by a tall cactus}',
  cave: '{in a crack in the rock|under a stone|behind a big boulder}',
  underwater: '{under a big shell|in the sand between two rocks|in a clump of seaweed}',
  playground: '{in the sandpit|under the slide|by the swings}',
  village: '{under a bench|by a garden gate|under a loose cobblestone}',
  city: '{under a bench|by a lamp post|under a loose cobblestone}',
  farm: '{in the hay|behind the barn|by the henhouse}',
  garden: '{in the flower bed|under the hedge|behind the shed}',
};

/** The spot, as a phrase of place ("among the shells"), for a place of this setting. */
export function foundAt(setting: string): string {
  if (isIndoor(setting))
    return '{behind a shelf|under the sofa|in a dusty drawer|under a loose floorboard}';
  return (
    FOUND_AT[setting] ??
    (isBare(setting)
      ? '{under a stone|between two rocks}'
      : '{in the grass|under a bush|between the roots of an old tree|under a heap of leaves}')
  );
}
