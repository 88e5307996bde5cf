// A place's own moments told one after another, whichever beat asks next: at the kitchen
// windowsill the seed is sown, then nothing happens for days, then the first shoot, then the cat
// knocks the pot over. Each beat told there (a try, a step forward) tells the next moment, so a
// hitch is always followed by what was done about it, in order.
import type { PlacedCtx } from './place-beats';

export type Moment<C> = (c: C) => string | null;
export type MomentTable<C> = Record<string, readonly Moment<C>[]>;

/** Two moments told as one: a mishap and what was done about it are never parted. */
export const both =
  <C>(a: Moment<C>, b: Moment<C>): Moment<C> =>
  (c) => {
    const x = a(c);
    const y = b(c);
    return x && y ? `${x} ${y}` : (x ?? y);
  };

/** The most moments a place tells: the water of a long fishing day has ten or more. */
const MOST = 12;

const keysAt = (c: PlacedCtx, what: string) =>
  Array.from({ length: MOST }, (_, i) => `${c.place.id}:${what}#${i}`);

/** How many of the place's moments have been told here. */
export function toldHere(c: PlacedCtx, what: string): number {
  return c.handed(keysAt(c, what)).length;
}

/**
 * A bank that tells the place's moments in order, each once: `table` lists them under the key
 * `keyOf` gives for the place (none: nothing here). One template per place and moment, since a
 * writer tells each template of a bank once a story. Use the same `what` for every bank that
 * shares the sequence.
 */
export function moments<C extends PlacedCtx>(
  what: string,
  table: MomentTable<C>,
  keyOf: (c: C) => string = (c) => c.place.id,
): ((c: C) => string | null)[] {
  return Object.entries(table).flatMap(([key, list]) =>
    list.map((m, k) => (c: C) => {
      if (keyOf(c) !== key || toldHere(c, what) !== k) return null;
      const text = m(c);
      if (text) c.once([keysAt(c, what)[k] as string]);
      return text;
    }),
  );
}

/** A bank told only once the place's moments are all told: the quiet in between. */
export function afterMoments<C extends PlacedCtx>(
  what: string,
  table: MomentTable<C>,
  keyOf: (c: C) => string,
  bank: readonly ((c: C) => string | null)[],
): ((c: C) => string | null)[] {
  const left = (c: C) => toldHere(c, what) < (table[keyOf(c)]?.length ?? 0);
  return bank.map((t) => (c: C) => (left(c) ? null : t(c)));
}
