// Things to sit on, hide behind and hold on to that a place really has: rocks and craters on
// the moon, clouds in the sky, drifts in the snow; stumps, roots and trees only where things grow.
import { isBare } from '../ground';

const BARE_COVER: Record<string, string> = {
  space: '{a floating rock|a little asteroid|a tumbling boulder}',
  sky: '{a cloud|a puff of cloud|a big grey cloud}',
  snow: '{a snowdrift|an icy rock|a heap of snow}',
  desert: '{a rock|a sand dune|a tall cactus}',
  underwater: '{a rock|a clump of seaweed|a big shell}',
};

/** Something to hide behind or peek out from, with its article. */
export function coverAt(setting: string, green: string): string {
  if (!isBare(setting)) return green;
  return BARE_COVER[setting] ?? '{a rock|a big boulder|the rim of a crater}';
}

/** Something to sit on, without an article ("On a … sat"). */
export function perchAt(setting: string, green: string): string {
  if (!isBare(setting)) return green;
  return setting === 'sky' ? '{cloud|puff of cloud}' : '{rock|boulder|flat stone}';
}

/** What a climber holds on to. */
export function holdsAt(setting: string, green: string): string {
  return isBare(setting) ? '{rocks|ledges|cracks}' : green;
}
