// What is planted, as each step of growing it needs to know: the plant, whether it is magic or
// to grow huge, and at home or at school. Shared by both languages' growing texts.
import type { BaseCtx } from '../compose/ctx-base';
import type { PlantId } from '../description/read-grow';

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

/** Grown too big for one to lift or pull: everyone together. */
export const heavy = (c: BaseCtx): boolean =>
  giant(c) && ['pumpkin', 'veg', 'tomato'].includes(plantOf(c));
