// A bank told place by place, keyed by the place itself rather than its setting: the field and
// the sledging hill are both snow, yet each has its own trouble.
import type { BaseCtx } from '../compose/ctx-base';

export type PlacedCtx = BaseCtx & { place: { id: string } };

/** What `t` tells here; once it tells something, `key` counts as told. */
function marked<C extends BaseCtx>(c: C, t: (c: C) => string | null, key: string): string | null {
  const text = t(c);
  if (text) c.once([key]);
  return text;
}

/** Whether this place's own moment (`what`: the hitch, the fix) has been told here yet. */
export function toldAt(c: PlacedCtx, what: string): boolean {
  return c.handed([`${c.place.id}:${what}`]).length > 0;
}

/**
 * A bank where the place's own moment comes first: `first` alone until it is told here, the
 * rest only after it (each of the rest at most once a story).
 */
export function firstAt<C extends PlacedCtx>(
  what: string,
  first: (c: C) => string | null,
  rest: readonly ((c: C) => string | null)[],
  after?: string,
): ((c: C) => string | null)[] {
  const due = (c: C) => !toldAt(c, what) && (!after || toldAt(c, after));
  return [
    ...atEachPlace(what, (c: C) => (due(c) ? marked(c, first, `${c.place.id}:${what}`) : null)),
    ...eachOnce(what, rest).map((t) => (c: C) => (due(c) ? null : t(c))),
  ];
}

/** The most places a story visits between home and the end (plan MOST_PLACES, with room). */
const PLACES_AT_MOST = 8;

/**
 * One template told once at each place: a copy for the first place it is told at, one for the
 * second, and so on, so a writer that tells each template of a bank once still hears it at
 * every place.
 */
export function atEachPlace<C extends BaseCtx>(
  what: string,
  t: (c: C) => string | null,
): ((c: C) => string | null)[] {
  const turns = Array.from({ length: PLACES_AT_MOST }, (_, k) => `${what}#${k}`);
  return turns.map(
    (turn, k) => (c: C) => (c.handed(turns).length === k ? marked(c, t, turn) : null),
  );
}

/**
 * A bank whose every template is told at most once a story, under `name`: an ending bank asked
 * twice tells its second thought, never the first again in other words.
 */
export function eachOnce<C extends BaseCtx>(
  name: string,
  bank: readonly ((c: C) => string | null)[],
): ((c: C) => string | null)[] {
  return bank.map((t, i) => (c: C) => {
    const key = `story:${name}:${i}`;
    return c.handed([key]).length ? null : marked(c, t, key);
  });
}

/**
 * For a bank told through `eachOnce` under the same `name`: each template waits until the one
 * before it is told, so lines asked for one by one come out in the order of the bank.
 */
export function inTurn<C extends BaseCtx>(
  name: string,
  bank: readonly ((c: C) => string | null)[],
): ((c: C) => string | null)[] {
  return bank.map(
    (t, i) => (c: C) => (i === 0 || c.handed([`story:${name}:${i - 1}`]).length ? t(c) : null),
  );
}

type Line<C> = (c: C) => string | null;

/**
 * An episode's bank for a want told as the moments of a day at each place (`momentOf`: this
 * episode's moment, one of `moments`): the moment's `what` (what goes wrong, or what puts it
 * right) first, one template per moment so each is told once a story; `rest`, once a story
 * each, only once the moment is told (or when the place has no moment left). What puts it right
 * waits for what went wrong.
 */
export function momentBank<C extends PlacedCtx, M extends string>(
  moments: readonly M[],
  momentOf: (c: C) => M | undefined,
  what: 'trouble' | 'fix',
  own: (c: C, m: M) => string | null,
  rest: readonly Line<C>[],
): Line<C>[] {
  const told = (c: C, k: string, m: M) => c.handed([`${k}:${m}`]).length > 0;
  const due = (c: C): M | undefined => {
    const m = momentOf(c);
    if (!m || told(c, what, m)) return undefined;
    return what === 'trouble' || told(c, 'trouble', m) ? m : undefined;
  };
  return [
    ...moments.map(
      (k) => (c: C) => (due(c) === k ? marked(c, (c: C) => own(c, k), `${what}:${k}`) : null),
    ),
    ...eachOnce(what, rest).map((t) => (c: C) => (due(c) ? null : t(c))),
  ];
}
