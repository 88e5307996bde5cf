// What keeps a sight from being seen at each place of a search for it, one hitch per episode and
// the same in every beat told there: the look that fails (clouds over the sky), the tip that
// fits it (wait for the wind to take them) and the step closer (the clouds thin). A sight leaves
// no trail, so nothing is dug for, sniffed out or found lying in the grass.
import type { BaseCtx, Tpl } from '../compose/ctx-base';
import { isNightSight, isSight, isSnowSight } from '../lexicon/lost-things';

/**
 * `light`: it is still day; `lamps`: the lamps of the houses light up the sky; `trees`: the
 * branches close over the sky; `clouds`: clouds cover it; `low`: too low down, hills in the way;
 * `cold`: the long wait in the cold; `dry`: sun but no rain (a rainbow needs both); `sun`:
 * looking into the sun (a rainbow is seen with the sun behind you); `early`: the sun still high.
 */
export type SightHitch =
  | 'light'
  | 'lamps'
  | 'trees'
  | 'clouds'
  | 'low'
  | 'cold'
  | 'dry'
  | 'sun'
  | 'early'
  | 'warm'
  | 'clear';

/** `snow`: snow to one who has never seen it, waited for as it falls (`warm`: rain, not snow; `clear`: no snow clouds). */
export type SightKind = 'night' | 'rainbow' | 'sun' | 'snow';

/** Which kind of sight an id is: one of the night, a rainbow, or the sun going down or up. */
export function sightKind(id: string | undefined): SightKind | undefined {
  if (!isSight(id)) return undefined;
  if (isNightSight(id)) return 'night';
  if (isSnowSight(id)) return 'snow';
  return /rainbow|regnbue/u.test(id ?? '') ? 'rainbow' : 'sun';
}

/** Whether the sight is the sun setting (not rising): it waits for the end of the day. */
function setting(id: string | undefined): boolean {
  return /sunset|solnedgang/u.test(id ?? '');
}

/** Where houses stand close and their lamps light the sky at night. */
const LAMPS = new Set(['village', 'city', 'farm', 'playground', 'garden']);
/** Where branches close over the sky. */
const TREES = new Set(['forest', 'jungle', 'garden']);
/** High or wide open already: nowhere higher to climb for a better view. */
const HIGH = new Set(['mountain', 'sea', 'ship', 'snow', 'desert', 'beach', 'island']);

/** When the lamps are lit and the cold comes: from the evening on. */
const DARKISH = new Set(['evening', 'dusk', 'night']);

const ORDER: Record<SightKind, SightHitch[]> = {
  night: ['light', 'lamps', 'trees', 'clouds', 'low', 'cold'],
  rainbow: ['dry', 'sun', 'trees', 'clouds'],
  sun: ['early', 'trees', 'clouds', 'low'],
  snow: ['warm', 'clear', 'cold'],
};

/** Whether a hitch can happen here and now. */
function fits(hitch: SightHitch, c: BaseCtx, id: string | undefined): boolean {
  switch (hitch) {
    case 'light':
      return c.time !== 'dusk' && c.time !== 'night';
    case 'early':
      return setting(id) && (c.time === 'morning' || c.time === 'day');
    case 'lamps':
      return LAMPS.has(c.setting) && DARKISH.has(c.time);
    case 'cold':
      return DARKISH.has(c.time);
    case 'trees':
      return TREES.has(c.setting);
    case 'low':
      return !HIGH.has(c.setting);
    default:
      return true;
  }
}

/**
 * The hitch this episode of a sight search is about; undefined outside an episode, when the
 * thing is no sight, or once every hitch that fits here has been met.
 */
export function sightHitch(c: BaseCtx & { thing?: { id: string } }): SightHitch | undefined {
  const id = c.thing?.id;
  const kind = sightKind(id);
  // (Only a look at the sky itself: a stream or a gate on the way has its own trouble.)
  if (!kind || c.obstacle === undefined || c.episode !== 'try') return undefined;
  return c.step(ORDER[kind].filter((h) => fits(h, c, id))) as SightHitch | undefined;
}

/** The context a sight's lines read: the thing sought and the hour. */
type SightCtx = BaseCtx & { thing?: { id: string } };

/** A sight of the night (the northern lights, a shooting star). */
export const nightSight = (c: SightCtx): boolean => sightKind(c.thing?.id) === 'night';
/** The northern lights come from the north; a shooting star may cross any part of the sky. */
export const fromNorth = (c: SightCtx): boolean =>
  nightSight(c) && !/stjerneskudd|shooting/u.test(c.thing?.id ?? '');
export const rainbowSight = (c: SightCtx): boolean => sightKind(c.thing?.id) === 'rainbow';
/** Snow waited for as it falls: it comes down from the clouds, never shines over a place. */
export const snowSight = (c: SightCtx): boolean => sightKind(c.thing?.id) === 'snow';
export const sunsetSight = (c: SightCtx): boolean => setting(c.thing?.id);
/** After sundown: a star can come out. */
export const afterDark = (c: SightCtx): boolean => c.time === 'dusk' || c.time === 'night';
/** What the look at this place fails on; nothing outside an episode. */
export const hitchIs = (c: SightCtx, hitch: SightHitch): boolean => sightHitch(c) === hitch;
/** The sky with nothing in particular in the way (every hitch has been met). */
export const openSky = (c: SightCtx): boolean => sightHitch(c) === undefined;

/** The first template of those given that fits. */
const either =
  <C>(...ts: Tpl<C>[]): Tpl<C> =>
  (c) =>
    ts.reduce<string | null>((out, t) => out ?? t(c), null);

/**
 * A bank written per hitch (light, lamps, trees, clouds, low, cold, dry, sun, early, open, and
 * snow's warm and clear) as seven slots: hitches that never meet in one story share a slot.
 */
export const sightSlots = <C>(b: Tpl<C>[]): Tpl<C>[] => [
  either(b[0]!, b[6]!, b[8]!, ...(b[10] ? [b[10]] : [])),
  either(b[1]!, b[7]!, ...(b[11] ? [b[11]] : [])),
  b[2]!,
  b[3]!,
  b[4]!,
  b[5]!,
  b[9]!,
];
