// What holds a night out up at the camp, one per story: rain through the tent, wind that takes
// it, wood too wet to burn, a torch lost as dusk comes, midges by the water. Every beat at the
// camp (the tries, the tip on the way, the turn) speaks of the same one, and the gear packed at
// the start is what puts it right.
import type { BaseCtx } from '../compose/ctx-base';

export const CAMP_HOLDS = [
  'camp-rain',
  'camp-wind',
  'camp-fire',
  'camp-torch',
  'camp-midges',
] as const;
export type CampHold = (typeof CAMP_HOLDS)[number];
/** A cabin keeps out the rain, the wind and the midges: its fire and its dark are left. */
const CABIN_HOLDS: readonly CampHold[] = ['camp-fire', 'camp-torch'];

export function campHold(c: BaseCtx): CampHold {
  const list = c.shelter === 'cabin' ? CABIN_HOLDS : CAMP_HOLDS;
  const held = c.handed(list)[0] ?? c.once(list);
  return (held as CampHold | undefined) ?? 'camp-fire';
}

/** Whether the night is slept in a cabin rather than a tent. */
export const inCabin = (c: BaseCtx): boolean => c.shelter === 'cabin';

/** The sound a night out falls asleep to, by where the camp is. */
export type NightSound = 'owls' | 'waves' | 'wind' | 'crickets' | 'stream' | 'leaves';

export function nightSound(c: BaseCtx): NightSound {
  switch (c.setting) {
    case 'lake':
    case 'beach':
    case 'island':
      return 'waves';
    case 'mountain':
    case 'snow':
      return 'wind';
    case 'river':
      return 'stream';
    case 'meadow':
    case 'garden':
    case 'desert':
      return 'crickets';
    case 'forest':
    case 'jungle':
      return 'owls';
    default:
      return 'leaves';
  }
}
