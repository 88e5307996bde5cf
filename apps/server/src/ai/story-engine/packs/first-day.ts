// What both languages' first-day banks share: one pick per story that every beat keeps to (the
// teacher's name, the worry, what the hero loves), and which part of the school day a place is.
import type { BaseCtx } from '../compose/ctx-base';
import type { GoalStep } from '../plan/story-plan';

/** A steady pick from a list for one story: the same every time the story asks. */
export function steady<T>(key: string, list: readonly T[]): T {
  let sum = 0;
  for (const ch of key) sum = (sum * 31 + ch.charCodeAt(0)) % 9973;
  return list[sum % list.length] as T;
}

/** The part of the day a place of a first day is for. */
export type DayPart = 'door' | 'inside' | 'gym' | 'outside';

export function dayPart(place: string): DayPart {
  if (place === 'school' || place === 'kindergarten') return 'door';
  if (place === 'gym') return 'gym';
  if (place === 'schoolyard' || place === 'playground') return 'outside';
  return 'inside';
}

/**
 * What a long first day tells as each part of it ends, besides what goes wrong there: the
 * goodbye once the door is done with, the note found in the lunch box, the bell for break once
 * PE is over, and outside, last, the courage the day so far has given for what comes next.
 * Each leads into the next part of the day.
 */
const DAY_MOMENTS: Record<DayPart, GoalStep[]> = {
  door: ['goodbye'],
  inside: ['lunch'],
  gym: ['bell'],
  outside: ['courage'],
};

/** The day's moments told as this place ends, none told twice. */
export function dayMoments(place: string, told: Set<GoalStep>): GoalStep[] {
  const out = DAY_MOMENTS[dayPart(place)].filter((step) => !told.has(step));
  for (const step of out) told.add(step);
  return out;
}

/** What the hero worries about before the day: each story keeps to one. */
export const WORRIES = ['nobody', 'toilet', 'miss', 'lost'] as const;
export type Worry = (typeof WORRIES)[number];

/**
 * What goes wrong in each part of the day, one per part in a story: every try there and what
 * helps afterwards speak of the same one. A worry named at home comes true somewhere inside.
 */
export const HICCUPS: Record<DayPart, readonly string[]> = {
  door: ['shoes', 'sticker', 'hook', 'hello', 'lost'],
  inside: ['song', 'name', 'draw', 'toilet', 'lunch', 'spill', 'miss', 'tidy', 'story'],
  gym: ['change', 'line', 'rules', 'roll', 'rope'],
  outside: ['ask', 'snack', 'sand', 'boots', 'fence'],
};

export function hiccup(c: BaseCtx, part: DayPart, worry: Worry): string {
  const own: Partial<Record<Worry, [DayPart, string]>> = {
    toilet: ['inside', 'toilet'],
    miss: ['inside', 'miss'],
    lost: ['door', 'lost'],
  };
  const named = own[worry];
  const list = HICCUPS[part];
  // Each episode of the day is its own moment, the worry's own first where it belongs.
  if (c.obstacle !== undefined) {
    const order = named && named[0] === part ? [named[1], ...list] : list;
    return c.step(order) ?? 'none';
  }
  if (named && named[0] === part) return named[1];
  return c.handed(list)[0] ?? c.once(list) ?? (list[0] as string);
}

/** What the hero dreads, the same all story long: the family's word, else a shy child's own. */
export const worryOf = (c: BaseCtx & { hero: { name: string } }): Worry =>
  (WORRIES as readonly string[]).includes(c.worry ?? '')
    ? (c.worry as Worry)
    : c.timid
      ? 'nobody'
      : steady(`${c.hero.name}w`, WORRIES);

type DayCtx = BaseCtx & { hero: { name: string }; place: { id: string } };

/** What goes wrong in this part of the day (the same for every try here). */
export const hiccupHere = (c: DayCtx): string => hiccup(c, dayPart(c.place.id), worryOf(c));

/** A try at what goes wrong here: marks it tried, so what helps is told only after it. */
export function trying(c: DayCtx, k: string): boolean {
  if (hiccupHere(c) !== k) return false;
  c.once([`tried:${k}`]);
  return true;
}

/** What helps with what went wrong here, once it has been tried. */
export const tried = (c: DayCtx, k: string): boolean =>
  hiccupHere(c) === k && c.handed([`tried:${k}`]).length > 0;

/** A kindergarten day for the youngest has a rest after lunch; a school day does not. */
export function naps(c: BaseCtx & { target?: { id: string } }): boolean {
  return c.target?.id === 'kindergarten';
}

/**
 * A day's moment told as what the one before leads on to: the first try at each moment after
 * the first in its part of the day opens with `lead` (once that was sorted, it was time for
 * the song), so the day reads as one step causing the next rather than a list of mishaps.
 */
export function ledOn<C extends BaseCtx & { place: { id: string } }>(
  lead: (c: C, step: string) => string | null,
  bank: readonly ((c: C) => string | null)[],
): ((c: C) => string | null)[] {
  return bank.map((t) => (c: C) => {
    const text = t(c);
    if (!text) return text;
    const step = c.step([]);
    if (!step || c.handed([`led:${step}`]).length) return text;
    const taken = c.stepsTaken();
    const before = taken[taken.lastIndexOf(step) - 1];
    const list = HICCUPS[dayPart(c.place.id)];
    if (!before || !list.includes(before) || !list.includes(step)) return text;
    const said = lead(c, step);
    if (!said) return text;
    c.once([`led:${step}`]);
    return `${said} ${text}`;
  });
}
