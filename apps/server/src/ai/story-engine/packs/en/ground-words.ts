// Things to sit on, hide behind and hold on to that a place really has: rocks and craters on
// the moon, clouds in the sky, drifts in the snow; stumps, roots and trees only where things grow.
import { isBare, isIndoor, type Underfoot } from '../ground';

const BARE_COVER: Record<string, string> = {
  space: '{a floating rock|a little asteroid|a tumbling boulder}',
  sky: '{a cloud|a puff of cloud|a big grey cloud}',
  snow: '{a snowdrift|an icy rock|a heap of snow}',
  desert: '{a rock|a sand dune|a tall cactus}',
  underwater: '{a rock|a clump of seaweed|a big shell}',
  sea: '{a big wave|a bobbing barrel|a floating crate}',
  ship: '{a barrel|a coil of rope|the mast}',
};

/** Something to hide behind or peek out from, with its article. */
export function coverAt(setting: string, green: string): string {
  if (isIndoor(setting)) return '{a door|a curtain|a big chair}';
  if (!isBare(setting)) return green;
  return BARE_COVER[setting] ?? '{a rock|a big boulder|the rim of a crater}';
}

/** Something to sit on, without an article ("On a … sat"). */
export function perchAt(setting: string, green: string): string {
  if (isIndoor(setting)) return '{chair|shelf|windowsill}';
  if (!isBare(setting)) return green;
  if (setting === 'sky') return '{cloud|puff of cloud}';
  if (setting === 'sea') return '{bobbing buoy|floating barrel|rock in the waves}';
  if (setting === 'ship') return '{barrel|coil of rope|railing}';
  return '{rock|boulder|flat stone}';
}

/** Something to look under, with its article: stones where nothing grows, barrels on board. */
export function underAt(setting: string, green: string): string {
  if (isIndoor(setting)) return '{a cushion|a rug|a chair|a table}';
  if (!isBare(setting)) return green;
  if (setting === 'sea') return '{a clump of seaweed|a floating crate|an old fishing net}';
  if (setting === 'ship') return '{a barrel|a coil of rope|an old sail}';
  return '{a stone|a rock|a boulder}';
}

/** What a climber holds on to. */
export function holdsAt(setting: string, green: string): string {
  if (setting === 'sea' || setting === 'ship') return '{the ropes|the railing|the mast}';
  return isBare(setting) ? '{rocks|ledges|cracks}' : green;
}

/** Where a search looks, under and behind, in the plural: what this kind of place has. */
export function spotsAt(setting: string): [under: string, behind: string] {
  if (isIndoor(setting)) return ['{cushions|rugs|beds}', '{doors|curtains|shelves}'];
  if (setting === 'beach') return ['{shells|seaweed|driftwood}', '{rocks|dunes|boats}'];
  if (isBare(setting)) return ['{stones|rocks}', '{rocks|boulders}'];
  return ['{stones|leaves|roots}', '{bushes|trees|logs}'];
}

/**
 * What a pause stands on, sits on and looks back along: under a roof that is the floor, a chair
 * and the door one came in by, never the path, a stone or the ground.
 */
export function underfootAt(setting: string): Underfoot {
  if (isIndoor(setting))
    return {
      ground: 'the floor',
      seat: 'a chair',
      hardSeat: 'a hard chair',
      kick: 'scuffed a toe on the floor',
      midway: 'in the middle of the floor',
      back: 'towards the door',
      windingBack: 'towards the door',
      look: 'at the door',
      scuff: 'scuffed one foot on the floor',
    };
  return {
    ground: 'the ground',
    seat: 'a stone',
    hardSeat: 'a cold stone',
    kick: 'kicked a stone',
    midway: 'in the middle of the path',
    back: 'along the path',
    windingBack: 'along the winding path',
    look: 'at the path',
    scuff: 'scuffed one foot in the dirt',
  };
}
