// Where in a contest's story a template stands, the part both packs share: the event, whether it
// is a show (and one carried by the voice), the step this place is (practice, the evening before,
// the day), the first practice, and the guards that keep a template to its step or to a homely
// place. Each pack keeps only its words.
import type { BaseCtx } from '../compose/ctx-base';
import { SHOWS, type ContestEvent } from '../description/read-contest';
import { contestStep, practiceIndex, type ContestStep } from '../plan/contest-route';

type Ctx = BaseCtx & { place: { id: string } };
type Tpl<C> = (c: C) => string | null;

/** The contest's event; a story without one is told as a race. */
export const eventOf = (c: BaseCtx): ContestEvent => c.contest?.event ?? 'race';

/** A show (a play, a concert, a dance) rather than a contest that is won. */
export const isShow = (c: BaseCtx): boolean => SHOWS.has(eventOf(c));

/** A show carried by the voice: a song, a concert, a play. */
export const isVoiced = (c: BaseCtx): boolean => ['sing', 'concert', 'play'].includes(eventOf(c));

/** The step this place is: practice, the evening before, or the day. */
export function stepOf(c: Ctx): ContestStep {
  return contestStep(eventOf(c), c.place.id, c.contestAt);
}

/** The first place of practice, where the first setback teaches the lesson. */
export const firstPractice = (c: Ctx): boolean => practiceIndex(eventOf(c), c.place.id) === 0;

/** A template told only at one step. */
export const atStep =
  <C extends Ctx>(s: ContestStep, t: Tpl<C>): Tpl<C> =>
  (c) =>
    stepOf(c) === s ? t(c) : null;

/** A template told anywhere but on the day: at practice or the evening before. */
export const beforeDay =
  <C extends Ctx>(t: Tpl<C>): Tpl<C> =>
  (c) =>
    stepOf(c) === 'day' ? null : t(c);

/** Teddies to watch and a kitchen timer belong at home, not out on the ski slope. */
const HOMELY = new Set(['bedroom', 'garden', 'kitchen', 'classroom', 'playground', 'park']);

/** A template told only at a homely place. */
export const homely =
  <C extends Ctx>(t: Tpl<C>): Tpl<C> =>
  (c) =>
    HOMELY.has(c.place.id) ? t(c) : null;
