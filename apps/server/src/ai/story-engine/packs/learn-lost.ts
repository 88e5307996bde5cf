// A gift had and lost ("the dragon who lost his fire"): the lines for one who lost it stand in
// the place of the lines for one who never could, in both languages alike.
type Tpl<C> = (c: C) => string | null;

/** The guards of a learn story whose skill was had and lost; `gone` says what went. */
export function lostGuards<C extends { variant?: string }>(gone: (c: C) => unknown) {
  const lostIt = (c: C): boolean => c.variant === 'lost' && !!gone(c);
  return {
    lostIt,
    /** A line for one who never could, not for one who lost it. */
    unlost:
      (t: Tpl<C>): Tpl<C> =>
      (c) =>
        lostIt(c) ? null : t(c),
    /** The line for one who lost it, in the place of a line for one who never could. */
    orLost:
      (lostLine: Tpl<C>, t: Tpl<C>): Tpl<C> =>
      (c) =>
        lostIt(c) ? lostLine(c) : t(c),
  };
}
