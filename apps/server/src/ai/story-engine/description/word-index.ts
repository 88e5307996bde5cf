// One lookup from a description's words (either language, any inflection) to the lexicon.
import type { CharacterKind } from '../../scene-spec';
import { nounEn } from '../grammar/english';
import { COLOURS, type ColourId } from '../lexicon/colours';
import { CREATURES } from '../lexicon/creatures';
import { FEATURES } from '../lexicon/features';
import { PLACES } from '../lexicon/places';
import { THINGS } from '../lexicon/things';
import { WORDING_WORDS } from '../lexicon/thing-words';
import { ACTIVITIES, FOODS } from '../lexicon/foods-activities';
import { SPECIES } from '../lexicon/species';

export type WordHit =
  | { type: 'creature'; kind: CharacterKind; species?: string }
  | { type: 'food'; id: string }
  | { type: 'activity'; id: string }
  | { type: 'place'; id: string }
  | { type: 'thing'; id: string }
  | { type: 'colour'; id: ColourId }
  | { type: 'feature'; id: string }
  | { type: 'size'; big: boolean };

const SIZE_SMALL = [
  'small',
  'little',
  'tiny',
  'wee',
  'baby',
  'liten',
  'lille',
  'lita',
  'lite',
  'små',
  'bitteliten',
  'bittelille',
  'bittelita',
  'bitte',
];
const SIZE_BIG = [
  'big',
  'huge',
  'giant',
  'large',
  'enormous',
  'stor',
  'store',
  'stort',
  'svær',
  'svære',
  'diger',
  'digre',
  'kjempestor',
  'kjempe',
];

const index = new Map<string, WordHit>();
/** Words that are also everyday words in the other language ("by" = town, "is" = ice). */
const AMBIGUOUS = new Set(['by', 'is', 'to', 'fire', 'den', 'hun']);
const add = (alias: string, hit: WordHit): void => {
  if (!index.has(alias) && !AMBIGUOUS.has(alias)) index.set(alias, hit);
};

// Order matters where a word could mean two things: creatures and places win over objects.
const forms = (e: {
  en: { sg: string; pl: string };
  no: { sg: string; def: string; pl: string; defPl: string };
}) => [e.en.sg, e.en.pl, e.no.sg, e.no.def, e.no.pl, e.no.defPl];
// A species names itself before the kind it is drawn as ("bestefar" is no grandma).
for (const s of SPECIES)
  for (const a of s.alias) add(a, { type: 'creature', kind: s.draw, species: s.id });
for (const c of CREATURES)
  for (const a of [...c.alias, ...forms(c)]) add(a, { type: 'creature', kind: c.kind });
for (const p of PLACES) {
  const en = nounEn(p.en.the.replace(/^the /, ''));
  for (const a of [
    ...p.alias,
    p.no.noun.sg,
    p.no.noun.def,
    p.no.noun.pl,
    p.no.noun.defPl,
    en.sg,
    en.pl,
  ])
    add(a.toLowerCase(), { type: 'place', id: p.id });
}
for (const t of THINGS)
  if (!t.made)
    for (const a of [...t.alias, ...(t.aliasOnly ? [t.en.sg, t.en.pl] : forms(t))])
      add(a, { type: 'thing', id: t.id });
// "bike", "cupcakes", "kongla": the family's word for a thing kept under a near neighbour.
for (const [word, id] of WORDING_WORDS) add(word, { type: 'thing', id });
for (const f of FOODS) for (const a of f.alias) add(a, { type: 'food', id: f.id });
for (const act of ACTIVITIES) for (const a of act.alias) add(a, { type: 'activity', id: act.id });
for (const col of Object.values(COLOURS))
  for (const a of col.alias) add(a, { type: 'colour', id: col.id });
for (const f of FEATURES)
  for (const a of [...f.alias, ...forms(f)]) add(a, { type: 'feature', id: f.id });
for (const a of SIZE_SMALL) add(a, { type: 'size', big: false });
for (const a of SIZE_BIG) add(a, { type: 'size', big: true });

/**
 * Definite and plural forms ("katten", "dragons"): a capitalised one at a sentence's start is
 * the noun, while a bare singular there ("Stjerne er…", "Bear and Rose…") is someone's name.
 */
export const NOT_BARE = new Set<string>();
for (const e of [...CREATURES, ...SPECIES, ...THINGS.filter((t) => !t.made && !t.aliasOnly)])
  for (const f of [e.en.pl, e.no.def, e.no.pl, e.no.defPl]) NOT_BARE.add(f.toLowerCase());
for (const p of PLACES)
  for (const f of [p.no.noun.def, p.no.noun.pl, p.no.noun.defPl]) NOT_BARE.add(f.toLowerCase());
// «Kanelbollen er borte»: a food in the definite opening a sentence is the food, not a name.
for (const f of FOODS) for (const w of [f.no.def, f.no.defPl]) NOT_BARE.add(w.toLowerCase());

/** The longest phrase length any alias has, so the parser knows how far to look ahead. */
export const MAX_PHRASE = Math.max(...[...index.keys()].map((k) => k.split(' ').length));

export function lookup(phrase: string): WordHit | undefined {
  return index.get(phrase);
}
