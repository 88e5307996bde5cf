// Builds the context a template sees from the plan and the state, once per beat.
import type { Rng } from '../rng';
import { creature } from '../lexicon/creatures';
import { HOME_IN, OPEN_AIR, placeById } from '../lexicon/places';
import type { BaseCtx } from './ctx-base';
import { enActor, enFear, enGroup, enPlace, enSkill, enThing, type EnCtx } from './ctx-en';
import { noActor, noFear, noGroup, noPlace, noSkill, noThing, v2, type NoCtx } from './ctx-no';
import type { Character } from '../plan/plan-types';
import type { RunState, StoryEnv } from './run-state';
import { metEn, metNo } from './met-actor';
import { vehicleHome } from './vehicle-world';

/** Actors, places and things are rebuilt for every beat otherwise; they never change. */
function cached<K extends object | string, V>(make: (k: K) => V): (k: K) => V {
  const objects = new WeakMap<object, V>();
  const strings = new Map<string, V>();
  return (k) => {
    if (typeof k === 'string') {
      const hit = strings.get(k);
      if (hit !== undefined) return hit;
      const v = make(k);
      strings.set(k, v);
      return v;
    }
    const hit = objects.get(k);
    if (hit !== undefined) return hit;
    const v = make(k);
    objects.set(k, v);
    return v;
  };
}

const enActorOf = cached(enActor);
const noActorOf = cached(noActor);
/** Someone the team meets on the way, named as the family named them. */
const enMetOf = cached((ch: Character) => metEn(enActor(ch)));
const noMetOf = cached((ch: Character) => metNo(noActor(ch)));
const enPlaceOf = cached(enPlace);
const enHomeOf = cached((id: string) => ({
  ...enPlace(id),
  in: HOME_IN[id]?.en ?? enPlace(id).in,
}));
const noHomeOf = cached((id: string) => ({
  ...noPlace(id),
  in: HOME_IN[id]?.no ?? noPlace(id).in,
}));
const noPlaceOf = cached(noPlace);
// Keys are "id|colour|word": a dish's id holds a colon ("dish:soup").
const thingKey = (t: NonNullable<StoryEnv['cast']['thing']>): string =>
  `${t.id}|${t.colour ?? ''}|${t.word ?? ''}`;
const enThingOf = cached((key: string) => {
  const [id, colour, word] = key.split('|');
  return enThing(id as string, (colour || undefined) as Parameters<typeof enThing>[1], word);
});
const noThingOf = cached((key: string) => {
  const [id, colour, word] = key.split('|');
  return noThing(id as string, (colour || undefined) as Parameters<typeof noThing>[1], word);
});

/** The grown-up of the family who keeps a case's scene (Grandma in her kitchen), if named. */
function keeperOf(env: StoryEnv): Character | undefined {
  if (env.cast.goal.variant !== 'case') return undefined;
  return env.cast.helpers.find((h) => h.kind === 'grandparent' || h.kind === 'grown-up');
}

function base(env: StoryEnv, state: RunState, rng: Rng): BaseCtx {
  const { cast } = env;
  const offset = env.rng.fork('cycle').int(1000);
  return {
    p: (options) => rng.pick(options),
    cycle: <T>(options: readonly T[]): T => {
      state.cycleIndex += 1;
      return options[(state.cycleIndex + offset) % options.length] as T;
    },
    once: (options) => {
      const left = options.filter((o) => !state.handed.includes(o));
      const next = left[offset % Math.max(1, left.length)];
      if (next !== undefined) state.handed.push(next);
      return next;
    },
    handed: (options) => state.handed.filter((o) => options.includes(o)),
    step: (options) => {
      if (state.obstacle === undefined) return undefined;
      const mine = `${state.obstacle}:`;
      const had = state.steps.find((s) => s.startsWith(mine));
      if (had) return had.slice(mine.length);
      const taken = state.steps.map((s) => s.slice(s.indexOf(':') + 1));
      const next = options.find((o) => !taken.includes(o));
      if (next !== undefined) state.steps.push(mine + next);
      return next;
    },
    stepsTaken: () => state.steps.map((s) => s.slice(s.indexOf(':') + 1)),
    chance: (p) => rng.chance(p),
    band: env.band,
    young: env.band === '3-5',
    old: env.band === '9-12',
    genre: env.genre,
    goal: cast.goal.kind,
    time: state.time,
    setting: placeById(state.place).setting,
    outdoors: false,
    ...(state.helper ? { skillOfHelper: creature(state.helper.kind).skill } : {}),
    ...(cast.goal.mystery ? { mystery: cast.goal.mystery } : {}),
    ...(cast.goal.fear ? { fearId: cast.goal.fear } : {}),
    ill: cast.goal.ill === true,
    timid: cast.hero.trait === 'shy' || cast.hero.trait === 'scared',
    ...(cast.goal.buy ? { buy: cast.goal.buy } : {}),
    ...(cast.goal.spot ? { spot: cast.goal.spot } : {}),
    ...(cast.goal.roofOf ? { roofOf: cast.goal.roofOf } : {}),
    ...(cast.goal.shelter ? { shelter: cast.goal.shelter } : {}),
    ...(cast.goal.cook ? { cook: cast.goal.cook } : {}),
    ...(cast.goal.astray ? { astray: cast.goal.astray } : {}),
    ...(cast.goal.buyCount ? { buyCount: cast.goal.buyCount } : {}),
    ...(cast.goal.buyAlso ? { buyAlso: cast.goal.buyAlso } : {}),
    ...(cast.goal.worry ? { worry: cast.goal.worry } : {}),
    surprise: cast.goal.surprise === true,
    ...(cast.goal.age ? { age: cast.goal.age } : {}),
    ...(cast.goal.feeling ? { feeling: cast.goal.feeling } : {}),
    ...(cast.goal.self ? { selfTrait: cast.goal.self } : {}),
    ...(cast.goal.virtue ? { virtue: cast.goal.virtue } : {}),
    ...(cast.goal.parts ? { parts: cast.goal.parts } : {}),
    ...(cast.goal.partColours ? { partColours: cast.goal.partColours } : {}),
    ...(cast.goal.big ? { big: true } : {}),
    ...(cast.goal.clinic ? { clinic: cast.goal.clinic } : {}),
    ...(cast.goal.ailment ? { ailment: cast.goal.ailment } : {}),
    ...(cast.goal.contest ? { contest: cast.goal.contest } : {}),
    ...(cast.goal.contest && cast.goal.place ? { contestAt: cast.goal.place } : {}),
    ...(cast.goal.grow ? { grow: cast.goal.grow } : {}),
    ...(cast.goal.fishing ? { fishing: cast.goal.fishing } : {}),
    ...(cast.goal.familyOuting ? { familyOuting: cast.goal.familyOuting } : {}),
    ...(cast.goal.noSleep ? { noSleep: cast.goal.noSleep } : {}),
    ...((cast.goal.ailment || cast.goal.secret || cast.goal.variant === 'pet') && cast.goal.other
      ? { otherKind: cast.goal.other.kind }
      : {}),
    ...(cast.goal.secret ? { secret: cast.goal.secret } : {}),
    ...(state.approach ? { approach: state.approach } : {}),
    ownerIsHero: cast.goal.owner === 'hero',
    legs: state.legs,
    lessons: state.lessons,
    lessonStart: offset,
    lessonTried: state.lessonTried,
    been: (place) => env.plan.places.slice(0, state.routeIndex).includes(place),
    ...(env.plan.case
      ? { case: { file: env.plan.case, n: state.caseN, told: state.caseTold } }
      : {}),
    ...(state.weather ? { weather: state.weather } : {}),
  };
}

const LEADS_EN = {
  young: ['Then ', 'Soon ', 'Next, '],
  older: ['Soon, ', 'After a while, ', 'Before long, ', 'A little later, ', 'Then ', 'Next, '],
};
const FRONTS_NO = {
  young: ['Så', 'Snart', 'Da'],
  older: ['Snart', 'Etter en stund', 'Litt senere', 'Ikke lenge etter', 'Så', 'Da'],
};

export function makeEnCtx(env: StoryEnv, state: RunState, rng: Rng, reuse?: EnCtx): EnCtx {
  return refreshEn(reuse ?? buildEn(env, state, rng), env, state);
}

/** How one language names the story's actors, places and things. */
interface Naming<Actor, Place, Thing, Group, Skill, Fear> {
  actor(ch: Character): Actor;
  met(ch: Character): Actor;
  group(hero: Actor, friend?: Actor): Group;
  place(id: string): Place;
  home(id: string): Place;
  thing(key: string): Thing;
  skill(id: string): Skill;
  fear(id: string): Fear;
}

/** The cast, the places and the things of a beat, named in one language. */
function namedCast<Actor, Place, Thing, Group, Skill, Fear>(
  naming: Naming<Actor, Place, Thing, Group, Skill, Fear>,
  env: StoryEnv,
  state: RunState,
) {
  const { cast } = env;
  const hero = naming.actor(cast.hero);
  const friend = cast.friend ? naming.actor(cast.friend) : undefined;
  const owner = cast.goal.owner === 'friend' && friend ? friend : hero;
  const buddy = owner === hero ? friend : hero;
  const gift = state.gifts[state.gifts.length - 1];
  return {
    hero,
    ...(friend ? { friend } : {}),
    ...(state.helper ? { helper: naming.met(state.helper) } : {}),
    ...(cast.goal.other ? { other: naming.met(cast.goal.other) } : {}),
    ...(cast.goal.recipient ? { recipient: naming.met(cast.goal.recipient) } : {}),
    ...(keeperOf(env) ? { keeper: naming.met(keeperOf(env)!) } : {}),
    ...(cast.goal.snatcher ? { snatcher: naming.actor(cast.goal.snatcher) } : {}),
    ...(cast.goal.petOwner ? { petOwner: naming.actor(cast.goal.petOwner) } : {}),
    ...(cast.goal.variant ? { variant: cast.goal.variant } : {}),
    owner,
    ...(buddy ? { buddy } : {}),
    team: naming.group(hero, friend),
    place: naming.place(state.place),
    ...(state.prevPlace ? { prev: naming.place(state.prevPlace) } : {}),
    home: vehicleHome(naming.home(cast.home), cast.hero, env.language),
    ...(cast.start ? { start: naming.place(cast.start) } : {}),
    ...(cast.goal.place ? { target: naming.place(cast.goal.place) } : {}),
    ...(cast.thing ? { thing: naming.thing(thingKey(cast.thing)) } : {}),
    ...(gift ? { gift: naming.thing(gift) } : {}),
    helpersMet: state.helpersMet.map((h) => naming.met(h)),
    ...(cast.goal.skill ? { skill: naming.skill(cast.goal.skill) } : {}),
    ...(cast.goal.dream ? { dream: cast.goal.dream } : {}),
    ...(cast.goal.fear ? { fear: naming.fear(cast.goal.fear) } : {}),
    ...(cast.goal.fetch ? { fetch: naming.thing(cast.goal.fetch) } : {}),
  };
}

const EN_NAMING = {
  actor: enActorOf,
  met: enMetOf,
  group: enGroup,
  place: enPlaceOf,
  home: enHomeOf,
  thing: enThingOf,
  skill: enSkill,
  fear: enFear,
};
const NO_NAMING = {
  actor: noActorOf,
  met: noMetOf,
  group: noGroup,
  place: noPlaceOf,
  home: noHomeOf,
  thing: noThingOf,
  skill: noSkill,
  fear: noFear,
};

function buildEn(env: StoryEnv, state: RunState, rng: Rng): EnCtx {
  const b = base(env, state, rng);
  return {
    ...b,
    lang: 'en',
    ...namedCast(EN_NAMING, env, state),
    lead: () => (rng.chance(0.45) ? rng.pick(b.young ? LEADS_EN.young : LEADS_EN.older) : ''),
  };
}

export function makeNoCtx(env: StoryEnv, state: RunState, rng: Rng, reuse?: NoCtx): NoCtx {
  return refreshNo(reuse ?? buildNo(env, state, rng), env, state);
}

function buildNo(env: StoryEnv, state: RunState, rng: Rng): NoCtx {
  const b = base(env, state, rng);
  return {
    ...b,
    lang: 'no',
    ...namedCast(NO_NAMING, env, state),
    v2,
    front: () => (rng.chance(0.45) ? rng.pick(b.young ? FRONTS_NO.young : FRONTS_NO.older) : null),
  };
}

const AIR = new Set(['sky']);
const SPACE = new Set(['space', 'moon']);
const WATER = new Set(['sea', 'island', 'underwater']);
const FLIERS = new Set(['fly', 'float']);

/** Whether the team needs a lift to the current place, and who carries whom. */
function rideOf(
  env: StoryEnv,
  state: RunState,
):
  | { kind: 'air' | 'space' | 'water'; carrier?: Character; rider?: Character; wings?: boolean }
  | undefined {
  const setting = placeById(state.place).setting;
  const { hero, friend } = env.cast;
  const flies = (ch?: Character) => !!ch && !ch.grounded && FLIERS.has(creature(ch.kind).move);
  if (SPACE.has(setting)) return { kind: 'space' };
  if (AIR.has(setting)) {
    if (flies(hero) && (!friend || flies(friend))) return { kind: 'air', wings: true };
    if (flies(hero) && friend) return { kind: 'air', carrier: hero, rider: friend };
    if (flies(friend)) return { kind: 'air', carrier: friend, rider: hero };
    return { kind: 'air' };
  }
  if (WATER.has(setting) && creature(hero.kind).move !== 'swim') {
    if (friend && creature(friend.kind).move === 'swim')
      return { kind: 'water', carrier: friend, rider: hero };
    return { kind: 'water' };
  }
  return undefined;
}

/** Where the plan goes after the current place, for a helper to point the way. */
function nextPlace(env: StoryEnv, state: RunState): string | undefined {
  const { places } = env.plan;
  const at = places.indexOf(state.place);
  return at >= 1 ? places[at + 1] : undefined;
}

const RIDE_EN = {
  air: 'in a hot-air balloon',
  space: 'in a small silver rocket',
  water: 'in a small wooden boat',
};
const RIDE_NO = {
  air: 'i en luftballong',
  space: 'i en liten sølvblank rakett',
  water: 'i en liten trebåt',
};

/** Updates what changes between beats in a context built earlier for the same section. */
function refreshCommon<C extends EnCtx | NoCtx>(c: C, env: StoryEnv, state: RunState): void {
  if (env.plan.case) c.case = { file: env.plan.case, n: state.caseN, told: state.caseTold };
  const ride = rideOf(env, state);
  if (ride) {
    c.rideKind = ride.kind;
    if (c.lang === 'en')
      c.ride = ride.carrier
        ? `with ${env.cast.hero.name} on ${enActorOf(ride.carrier).poss} back`
        : RIDE_EN[ride.kind];
    else
      c.ride = ride.carrier
        ? `med ${env.cast.hero.name} på ryggen til ${noActorOf(ride.carrier).name}`
        : RIDE_NO[ride.kind];
    if (ride.carrier && ride.rider) {
      const make = c.lang === 'en' ? enActorOf : noActorOf;
      (c as { carrier?: unknown }).carrier = make(ride.carrier);
      (c as { rider?: unknown }).rider = make(ride.rider);
    } else {
      delete c.carrier;
      delete c.rider;
    }
  } else {
    delete c.rideKind;
    delete c.ride;
    delete c.carrier;
    delete c.rider;
  }
  c.time = state.time;
  c.setting = placeById(state.place).setting;
  c.outdoors = OPEN_AIR.has(c.setting);
  c.legs = state.legs;
  if (state.helper) c.skillOfHelper = creature(state.helper.kind).skill;
  else delete c.skillOfHelper;
  if (state.approach) c.approach = state.approach;
  if (state.weather) c.weather = state.weather;
  else delete c.weather;
  if (state.episode) c.episode = state.episode;
  else delete c.episode;
  if (state.obstacle !== undefined) c.obstacle = state.obstacle;
  else delete c.obstacle;
  c.lessons = state.lessons;
  c.lessonTried = state.lessonTried;
  c.helperJoined = !!state.helper && state.helper === state.companion;
  void env;
}

function refreshEn(c: EnCtx, env: StoryEnv, state: RunState): EnCtx {
  refreshCommon(c, env, state);
  c.place = enPlaceOf(state.place);
  const next = nextPlace(env, state);
  if (next) c.next = enPlaceOf(next);
  else delete c.next;
  if (state.prevPlace) c.prev = enPlaceOf(state.prevPlace);
  if (state.helper) c.helper = enMetOf(state.helper);
  else delete c.helper;
  const gift = state.gifts[state.gifts.length - 1];
  if (gift) c.gift = enThingOf(gift);
  if (c.helpersMet.length !== state.helpersMet.length)
    c.helpersMet = state.helpersMet.map((h) => enMetOf(h));
  return c;
}

function refreshNo(c: NoCtx, env: StoryEnv, state: RunState): NoCtx {
  refreshCommon(c, env, state);
  c.place = noPlaceOf(state.place);
  const next = nextPlace(env, state);
  if (next) c.next = noPlaceOf(next);
  else delete c.next;
  if (state.prevPlace) c.prev = noPlaceOf(state.prevPlace);
  if (state.helper) c.helper = noMetOf(state.helper);
  else delete c.helper;
  const gift = state.gifts[state.gifts.length - 1];
  if (gift) c.gift = noThingOf(gift);
  if (c.helpersMet.length !== state.helpersMet.length)
    c.helpersMet = state.helpersMet.map((h) => noMetOf(h));
  return c;
}
