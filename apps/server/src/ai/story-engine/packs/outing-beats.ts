// A family outing's places, each with its own moments (packs/step-moments): the steps at home,
// the way there, a first patch of berries, the train to the zoo, and where the day is spent.
// Which list a place tells, and what the family named to bring or find, for both languages.
import type { BaseCtx } from '../compose/ctx-base';
import { foodById } from '../lexicon/foods-activities';
import { AT_HOME } from '../plan/outing-steps';
import type { PlacedCtx } from './place-beats';

type OutingCtx = PlacedCtx & BaseCtx & { target?: { id: string } };

/** Where the first, thin patch of berries is looked for, before the good one. */
const PATCH = new Set(['glade']);

export function outingKey(c: OutingCtx): string {
  const id = c.place.id;
  if (id === c.target?.id) return 'there';
  if (AT_HOME.has(id)) return id;
  if (id === 'train') return 'train';
  if (c.familyOuting?.kind === 'berries') {
    const place = c.familyOuting.place;
    if (PATCH.has(id) || (place === 'field' && id === 'meadow')) return 'patch';
  }
  return 'way';
}

/** The family's own food for the basket, in the pack's language, most three. */
export function foodsOf(c: BaseCtx, language: 'en' | 'no'): string[] {
  return (c.familyOuting?.foods ?? []).flatMap((id) => {
    const f = foodById(id);
    if (!f) return [];
    if (language === 'en') return [f.countable ? f.en.pl : f.en.sg];
    return [f.countable ? f.no.pl : f.no.sg];
  });
}

/** "a, b and c" in either language. */
export function listOf(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** The soft toy that came along, by its name, if the family named one. */
export const toyName = (c: BaseCtx): string | undefined => c.familyOuting?.toy?.name;
/** A toy teddy (a bear), or another animal made soft. */
export const toyIsBear = (c: BaseCtx): boolean =>
  !c.familyOuting?.toy || c.familyOuting.toy.kind === 'bear';
export const hasToy = (c: BaseCtx): boolean => !!c.familyOuting?.toy;

/** The family's first food, as the thing fought over: "sausages", «pølsene». */
export function firstFood(c: BaseCtx, language: 'en' | 'no'): string | undefined {
  const id = c.familyOuting?.foods?.[0];
  const f = id ? foodById(id) : undefined;
  if (!f) return undefined;
  if (language === 'en') return f.countable ? f.en.pl : f.en.sg;
  return f.countable ? f.no.defPl : f.no.def;
}
