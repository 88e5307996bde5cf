// What happens at each place of a family event, one thing per place and the same in every beat
// told there: at a birthday the cake sinks in the kitchen, the balloons fly off or rain falls on
// the garden, the present is sold out at the shop; with a new baby the baby cries in the
// bedroom, the milk spills in the kitchen. And the one thing set up at the start that wins the
// turn: the ribbon in the drawer, the music box on the shelf.
import type { BaseCtx } from '../compose/ctx-base';

export type PartyHitch =
  | 'invites'
  | 'deliver'
  | 'present'
  | 'candles'
  | 'cake'
  | 'icing'
  | 'hats'
  | 'garland'
  | 'balloons'
  | 'games'
  | 'rain'
  | 'table'
  | 'lemonade'
  | 'bags'
  | 'sign'
  | 'sackrace'
  | 'fishing'
  | 'buns'
  | 'tidy'
  | 'flags'
  | 'waffles'
  | 'flagpole'
  | 'wrap'
  | 'card';

/**
 * The jobs of getting a party ready at a place of each setting, in the order they are done
 * there; each episode at the place is the next job, and what goes wrong with it. A long day
 * gets to the sack race and the fishing game in the park, and leaves the garden its own jobs.
 */
const PARTY_AT: Partial<Record<string, PartyHitch[]>> = {
  kitchen: ['invites', 'cake', 'lemonade', 'icing', 'table', 'bags', 'waffles'],
  garden: ['flagpole', 'sign', 'garland', 'balloons', 'table', 'games', 'rain'],
  meadow: ['deliver', 'balloons', 'sackrace', 'fishing', 'games', 'garland', 'rain'],
  playground: ['deliver', 'balloons', 'sackrace', 'fishing', 'games', 'rain'],
  village: ['present', 'wrap', 'card', 'candles', 'bags', 'deliver', 'flags'],
  city: ['present', 'wrap', 'card', 'candles', 'bags', 'flags'],
  bedroom: ['invites', 'hats', 'bags', 'sign', 'tidy'],
  house: ['invites', 'hats', 'bags', 'sign', 'tidy'],
};
/** A bakery sells the candles and bakes; it writes no invitations. */
const PARTY_AT_PLACE: Partial<Record<string, PartyHitch[]>> = {
  bakery: ['candles', 'cake', 'icing', 'buns'],
};
/** Jobs that need another done first: invitations are handed out once written, a cake iced once baked. */
const PARTY_AFTER: Partial<Record<PartyHitch, PartyHitch>> = {
  deliver: 'invites',
  wrap: 'present',
  icing: 'cake',
};

function held<T extends string>(c: BaseCtx, options: readonly T[]): T {
  const keyed = options.map((o) => `${c.setting}:${o}`);
  const got = c.handed(keyed)[0] ?? c.once(keyed) ?? (keyed[0] as string);
  return got.slice(got.indexOf(':') + 1) as T;
}

/**
 * The job this episode of getting the party ready is about (outside an episode, the place's
 * own), the same for every beat of the episode.
 */
export function partyHitch(c: BaseCtx & { place: { id: string } }): PartyHitch | undefined {
  const here = PARTY_AT_PLACE[c.place.id] ?? PARTY_AT[c.setting] ?? ['invites'];
  if (c.obstacle === undefined) return held(c, here);
  const taken = c.stepsTaken();
  const ready = here.filter((k) => !PARTY_AFTER[k] || taken.includes(PARTY_AFTER[k]));
  return c.step(ready) as PartyHitch | undefined;
}

/** What the party plan keeps ready just in case, told at the start and used at the turn. */
export const PARTY_SPARES = ['ribbon', 'umbrella', 'berries', 'song'] as const;
export type PartySpare = (typeof PARTY_SPARES)[number];

export function partySpare(c: BaseCtx): PartySpare {
  return (c.handed(PARTY_SPARES)[0] ?? c.once(PARTY_SPARES) ?? 'ribbon') as PartySpare;
}

export type BabyMoment =
  | 'meet'
  | 'hold'
  | 'toy'
  | 'cries'
  | 'spill'
  | 'bath'
  | 'pram'
  | 'busy'
  | 'wakes'
  | 'nappy'
  | 'dress'
  | 'book'
  | 'sun'
  | 'quiet'
  | 'nappies'
  | 'photo'
  | 'carseat'
  | 'burp'
  | 'ducks'
  | 'blanket'
  | 'hiccups';

/** The moments with a new baby at a place of each setting, in the order they come there. */
const BABY_AT: Partial<Record<string, BabyMoment[]>> = {
  city: ['meet', 'hold', 'photo', 'carseat'],
  kitchen: ['spill', 'burp', 'bath'],
  garden: ['pram', 'quiet', 'busy', 'sun', 'book'],
  meadow: ['pram', 'ducks', 'blanket', 'hiccups', 'sun', 'busy', 'quiet'],
  playground: ['pram', 'ducks', 'blanket', 'hiccups', 'sun', 'busy', 'quiet'],
  bedroom: ['dress', 'nappy', 'book', 'wakes', 'cries'],
  house: ['cries', 'bath', 'nappy', 'busy', 'book'],
  village: ['toy', 'nappies', 'busy'],
};

/**
 * The moment with the new baby this episode is about (outside an episode, the place's own),
 * the same for every beat of the episode.
 */
export function babyMoment(c: BaseCtx): BabyMoment | undefined {
  const here = BABY_AT[c.setting] ?? ['cries'];
  if (c.obstacle === undefined) return held(c, here);
  return c.step(here) as BabyMoment | undefined;
}

/** What the big brother or sister has from when they were small, and wins the baby with. */
export const BABY_TOYS = ['music-box', 'teddy', 'song', 'faces'] as const;
export type BabyToy = (typeof BABY_TOYS)[number];

export function babyToy(c: BaseCtx): BabyToy {
  return (c.handed(BABY_TOYS)[0] ?? c.once(BABY_TOYS) ?? 'teddy') as BabyToy;
}

/** Where a moment is told once: in its episode, or at the place outside one. */
const hereKey = (c: BaseCtx, what: string) =>
  c.obstacle === undefined ? `${c.setting}:${what}` : `episode-${c.obstacle}:${what}`;

/** Whether this episode's own moment (`what`: the hitch, the fix) has been told yet. */
export function toldHere(c: BaseCtx, what: string): boolean {
  return c.handed([hereKey(c, what)]).length > 0;
}

/** Marks this episode's own moment as told, now that it is. */
export function tellHere(c: BaseCtx, what: string): void {
  c.once([hereKey(c, what)]);
}

/**
 * One template per step, each telling only its own: a try that failed is told once in a story,
 * so a story of many steps needs a template for each.
 */
export function eachStep<C, K extends string>(
  pick: (c: C) => K | undefined,
  texts: Record<K, (c: C) => string | null>,
): ((c: C) => string | null)[] {
  return (Object.keys(texts) as K[]).map((k) => (c: C) => (pick(c) === k ? texts[k](c) : null));
}

/**
 * A bank where the place's own moment comes first: `first` alone until it is told here, the
 * rest only after it. A beat at a place always opens with what happens there.
 */
export function firstHere<C extends BaseCtx>(
  what: string,
  first: readonly ((c: C) => string | null)[],
  rest: readonly ((c: C) => string | null)[],
  after?: string,
  /** Each of the rest told at most once in a story: the candles go missing once, not twice. */
  once = false,
): ((c: C) => string | null)[] {
  const due = (c: C) => !toldHere(c, what) && (!after || toldHere(c, after));
  return [
    ...first.map((f) => (c: C) => {
      if (!due(c)) return null;
      const text = f(c);
      if (text) tellHere(c, what);
      return text;
    }),
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

/** Told at most once in an episode, and only once the episode's `after` moment is told. */
export function onceHere<C extends BaseCtx>(
  what: string,
  after: string,
  t: (c: C) => string | null,
): (c: C) => string | null {
  return (c) => {
    if (toldHere(c, what) || !toldHere(c, after)) return null;
    const text = t(c);
    if (text) tellHere(c, what);
    return text;
  };
}
