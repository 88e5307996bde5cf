// A family outing's places, each with its own moments (packs/step-moments): the steps at home,
// the way there, a first patch of berries, the train to the zoo, and where the day is spent.
// Which list a place tells, and what the family named to bring, pick or see, for both languages.
import type { BaseCtx } from '../compose/ctx-base';
import type { NounEn } from '../grammar/english';
import type { NounNo } from '../grammar/norwegian';
import { CREATURES } from '../lexicon/creatures';
import { foodById } from '../lexicon/foods-activities';
import { speciesById } from '../lexicon/species';
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

/** Seen at any zoo on the way round, when the family named fewer than that. */
const ZOO_SEEN = ['elephant', 'giraffe', 'monkey', 'flamingo'];

/**
 * The animals of a zoo day: the last the family named is the one the day is for, seen at its
 * feeding time (the penguins, when the family named none); the rest they named, then the zoo's
 * own, are seen on the way round, in that order.
 */
export function zooAnimals(c: BaseCtx): { last: string; before: string[]; named: string[] } {
  const named = c.familyOuting?.animals ?? [];
  const last = named.at(-1) ?? 'penguin';
  const before = [...named.slice(0, -1), ...ZOO_SEEN.filter((a) => !named.includes(a))];
  return { last, before: before.filter((a) => a !== last), named };
}

/** An animal's nouns in both languages, by its species or kind id. */
export function animalNouns(id: string): { en: NounEn; no: NounNo } | undefined {
  const s = speciesById(id);
  if (s) return s;
  return CREATURES.find((e) => e.kind === id);
}
