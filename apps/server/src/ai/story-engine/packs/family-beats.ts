// What happens at each place of a family event, one thing per place and the same in every beat
// told there: at a birthday the cake sinks in the kitchen, the balloons fly off or rain falls on
// the garden, the present is sold out at the shop; with a new baby the baby cries in the
// bedroom, the milk spills in the kitchen. And the one thing set up at the start that wins the
// turn: the ribbon in the drawer, the music box on the shelf.
import type { BaseCtx } from '../compose/ctx-base';

export type PartyHitch = 'cake' | 'balloons' | 'rain' | 'garland' | 'present' | 'invites';

/** What can go wrong at a place of each setting while a party is got ready. */
const PARTY_AT: Partial<Record<string, PartyHitch[]>> = {
  kitchen: ['cake'],
  garden: ['balloons', 'rain', 'garland'],
  meadow: ['balloons', 'rain', 'garland'],
  playground: ['balloons', 'rain'],
  village: ['present'],
  city: ['present'],
  bedroom: ['invites'],
  house: ['invites'],
};

function held<T extends string>(c: BaseCtx, options: readonly T[]): T {
  const keyed = options.map((o) => `${c.setting}:${o}`);
  const got = c.handed(keyed)[0] ?? c.once(keyed) ?? (keyed[0] as string);
  return got.slice(got.indexOf(':') + 1) as T;
}

/** The party's hold-up here, the same for every beat at this place. */
export function partyHitch(c: BaseCtx): PartyHitch {
  return held(c, PARTY_AT[c.setting] ?? ['invites']);
}

/** What the party plan keeps ready just in case, told at the start and used at the turn. */
export const PARTY_SPARES = ['ribbon', 'umbrella', 'berries', 'song'] as const;
export type PartySpare = (typeof PARTY_SPARES)[number];

export function partySpare(c: BaseCtx): PartySpare {
  return (c.handed(PARTY_SPARES)[0] ?? c.once(PARTY_SPARES) ?? 'ribbon') as PartySpare;
}

export type BabyMoment = 'meet' | 'cries' | 'spill' | 'pram' | 'busy' | 'wakes';

const BABY_AT: Partial<Record<string, BabyMoment[]>> = {
  city: ['meet'],
  kitchen: ['spill'],
  garden: ['pram', 'busy'],
  meadow: ['pram', 'busy'],
  playground: ['pram'],
  bedroom: ['wakes', 'cries'],
  house: ['cries', 'busy'],
  village: ['busy'],
};

/** The small moment with the new baby at this place. */
export function babyMoment(c: BaseCtx): BabyMoment {
  return held(c, BABY_AT[c.setting] ?? ['cries']);
}

/** What the big brother or sister has from when they were small, and wins the baby with. */
export const BABY_TOYS = ['music-box', 'teddy', 'song', 'faces'] as const;
export type BabyToy = (typeof BABY_TOYS)[number];

export function babyToy(c: BaseCtx): BabyToy {
  return (c.handed(BABY_TOYS)[0] ?? c.once(BABY_TOYS) ?? 'teddy') as BabyToy;
}

/** Whether this place's own moment (`what`: the hitch, the fix) has been told here yet. */
export function toldHere(c: BaseCtx, what: string): boolean {
  return c.handed([`${c.setting}:${what}`]).length > 0;
}

/** Marks this place's own moment as told, now that it is. */
export function tellHere(c: BaseCtx, what: string): void {
  c.once([`${c.setting}:${what}`]);
}

/**
 * A bank where the place's own moment comes first: `first` alone until it is told here, the
 * rest only after it. A beat at a place always opens with what happens there.
 */
export function firstHere<C extends BaseCtx>(
  what: string,
  first: (c: C) => string | null,
  rest: readonly ((c: C) => string | null)[],
  after?: string,
  /** Each of the rest told at most once in a story: the candles go missing once, not twice. */
  once = false,
): ((c: C) => string | null)[] {
  const due = (c: C) => !toldHere(c, what) && (!after || toldHere(c, after));
  return [
    (c) => {
      if (!due(c)) return null;
      const text = first(c);
      if (text) tellHere(c, what);
      return text;
    },
    ...rest.map((t, i) => {
      const told = once ? onceInStory(`${what}:${i}`, t) : t;
      return (c: C) => (due(c) ? null : told(c));
    }),
  ];
}

/**
 * A small mishap told once in a story: the candles go missing once, not at every place.
 * Marked told only when it is told.
 */
export function onceInStory<C extends BaseCtx>(
  key: string,
  t: (c: C) => string | null,
): (c: C) => string | null {
  return (c) => {
    if (c.handed([`story:${key}`]).length) return null;
    const text = t(c);
    if (text) c.once([`story:${key}`]);
    return text;
  };
}
