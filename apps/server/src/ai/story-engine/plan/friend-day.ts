// A day between children at home and nearby: two friends (or twins) who fell out over a thing
// and make up, or a child new in town who finds a friend. It keeps to the rooms of home, the
// garden and the places children play, in the order of one day, with the family at home to
// talk to; each place has the want's own tries and moments, never a journey over the hills.
import { creature } from '../lexicon/creatures';
import { placeById } from '../lexicon/places';
import type { Cast } from './plan-types';
import type { GoalStep } from './story-plan';

/** Whether a want between children is told as such a day: one the children themselves have. */
export function friendDay(cast: Pick<Cast, 'goal' | 'hero'>): boolean {
  const v = cast.goal.variant;
  return (v === 'quarrel' || v === 'newcomer') && !!creature(cast.hero.kind).person;
}

/**
 * Where a quarrel's day goes: lunch in the kitchen with a grown-up, the garden where the thing
 * is, one's own room to think, the park, and the playground where they make up and share.
 * A newcomer unpacks in the new room, looks over the new garden's fence, goes to the library,
 * the park, and finds the friend at the playground.
 */
const ROUTE = {
  quarrel: ['kitchen', 'garden', 'bedroom', 'park', 'playground'],
  newcomer: ['bedroom', 'garden', 'library', 'park', 'playground'],
} as const;

/**
 * The day's places in order; a place the family named where children play (the park, the
 * swings) is where it comes right, last. A town or a class said is where it all is, not a stop.
 */
export function friendRoute(variant: 'quarrel' | 'newcomer', named: readonly string[]): string[] {
  const own: readonly string[] = ROUTE[variant];
  const last = named.find(
    (p) => p !== 'garden' && ['playground', 'meadow'].includes(placeById(p).setting),
  );
  if (!last || own[own.length - 1] === last) return [...own];
  return [...own.filter((p) => p !== last && p !== 'playground'), last];
}

/**
 * What a long day between children tells at each place besides its tries, once each: the
 * meal apart in the kitchen, the other one's side thought over in one's own room, the stakes
 * rising in the park (the other with someone else), and the courage gathered before the last
 * place. A newcomer finds the thing loved in a box, hears from home, and walks the new street.
 */
const MOMENTS: Record<'quarrel' | 'newcomer', Partial<Record<string, GoalStep[]>>> = {
  quarrel: {
    kitchen: ['chat', 'lunch'],
    garden: ['stakes'],
    bedroom: ['think', 'listen'],
    park: ['word'],
    playground: ['courage'],
  },
  newcomer: {
    bedroom: ['fetch', 'steady', 'listen'],
    garden: ['word', 'stakes'],
    library: ['chat', 'think'],
    park: ['walk', 'follow'],
    playground: ['goodbye', 'courage'],
  },
};

/** The day's moments told at this place, none told twice. */
export function friendMoments(
  variant: 'quarrel' | 'newcomer',
  place: string,
  told: Set<GoalStep>,
): GoalStep[] {
  const out = (MOMENTS[variant][place] ?? []).filter((s) => !told.has(s));
  for (const s of out) told.add(s);
  return out;
}

/** The places a day of `count` stops keeps: the first and the last (where it comes right) always. */
export function friendStops(route: string[], count: number): string[] {
  if (count >= route.length) return route;
  const last = route[route.length - 1] as string;
  return [...route.slice(0, Math.max(1, count - 1)), last];
}
