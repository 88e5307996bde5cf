// What is planted, as each step of growing it needs to know: the plant, whether it is magic or
// to grow huge, and at home or at school. Shared by both languages' growing texts.
import type { BaseCtx } from '../compose/ctx-base';
import type { PlantId } from '../description/read-grow';
import type { PlacedCtx } from './place-beats';
import { toldHere } from './step-moments';

export const plantOf = (c: BaseCtx): PlantId => c.grow?.plant ?? 'seed';
/** A magic bean, or one the family said grows huge: it shoots up overnight. */
export const magic = (c: BaseCtx): boolean => !!c.grow?.magic;
export const giant = (c: BaseCtx): boolean => !!c.grow?.giant || !!c.grow?.magic;
export const atSchool = (c: BaseCtx): boolean => c.grow?.at === 'school';
/** Grown up into the sky overnight: a beanstalk to climb (a magic or giant bean). */
export const beanstalk = (c: BaseCtx): boolean => plantOf(c) === 'bean' && giant(c);
/** What the harvest is: eaten and shared, or flowers and seeds to look at and give away. */
export const edible = (c: BaseCtx): boolean =>
  ['bean', 'pumpkin', 'tomato', 'veg'].includes(plantOf(c));

/** A grown-up of the family by what a child calls them: the friend who came along, say. */
export const KIN_NAME =
  /^(mum|mummy|mom|dad|daddy|grandma|grandpa|granny|grandad|nana|auntie|aunt|uncle|mamma|mor|pappa|far|bestemor|bestefar|mormor|morfar|farmor|farfar|tante|onkel)\b/i;

/** The grown-up of the family who goes along on a day out: the kin who came, or the one met. */
export function goesAlong<A extends { name: string }>(c: {
  friend?: A;
  helper?: A;
}): A | undefined {
  return c.friend && KIN_NAME.test(c.friend.name) ? c.friend : (c.helper ?? c.friend);
}

/** Grown too big for one to lift or pull: everyone together. */
export const heavy = (c: BaseCtx): boolean =>
  giant(c) && ['pumpkin', 'veg', 'tomato'].includes(plantOf(c));

/**
 * Which of a place's moments are a hitch (what goes wrong, put right by the next): in both
 * languages the moments of a place come in the same order. After a hitch, nothing is told
 * before it is put right.
 */
const GROW_HITCHES: Record<string, readonly number[]> = {
  shop: [1, 4],
  woodshed: [1, 5],
  kitchen: [2, 4, 6],
  'kitchen-school': [2, 4],
  classroom: [3, 5, 8],
  library: [1, 4, 7],
  garden: [1, 3, 5, 8, 10],
  schoolyard: [1, 3, 6, 8],
};

/** How many of a place's moments come before its first shoot shows (none once it is out). */
const BEFORE_SHOOT: Record<string, number> = { kitchen: 4, classroom: 5 };

/** Which list of moments a place tells: at school the kitchen is the weekend at home. */
export const growKey = (c: PlacedCtx): string =>
  c.place.id === 'kitchen' && atSchool(c) ? 'kitchen-school' : c.place.id;

/** Sown already, and growing where it can be watched: the windowsill, the garden. */
const GROWING = new Set(['kitchen', 'classroom', 'garden', 'schoolyard']);
const OUTSIDE = new Set(['garden', 'schoolyard']);

/** Growing out of doors, where the rain and the birds reach it. */
export const outside = (c: PlacedCtx): boolean => OUTSIDE.has(c.place.id);

/** A moment of waiting, told only where it grows, and when it fits. */
export const waitingAt =
  <C extends PlacedCtx>(fits: (c: C) => boolean, t: (c: C) => string) =>
  (c: C): string | null =>
    GROWING.has(c.place.id) && fits(c) ? t(c) : null;

/**
 * Whether a moment of looking after it fits now: where it grows, once the shoot is up, and
 * never between a hitch and what puts it right.
 */
export const cared = (c: PlacedCtx): boolean => {
  if (!GROWING.has(c.place.id)) return false;
  const told = toldHere(c, 'grow');
  if (told < (BEFORE_SHOOT[growKey(c)] ?? 0)) return false;
  return !(GROW_HITCHES[growKey(c)] ?? []).includes(told - 1);
};
