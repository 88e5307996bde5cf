// Places a family makes up and names: «Hodeskalleøya», "Skull Island", "Mount Doom", "the
// Whispering Forest". Each is the lexicon's place of its kind (an island, a mountain, a forest),
// told by the family's name with that kind's prepositions, like a real place ("on Skull
// Island", «på Hodeskalleøya»). Its id carries both: `island@Skull Island`.
import { noun } from '../grammar/norwegian';
import type { PlaceEntry } from './places';

const SEP = '@';

/** The id of the place of kind `base` the family called `name`. */
export function ownPlaceId(base: string, name: string): string {
  return `${base}${SEP}${name}`;
}

export function isOwnPlace(id: string): boolean {
  return id.includes(SEP);
}

/** The kind of place an own place is ("island"), or the id itself for any other. */
export function placeKind(id: string): string {
  const at = id.indexOf(SEP);
  return at < 0 ? id : id.slice(0, at);
}

/** "the Whispering Forest" keeps its article; "Skull Island" has none. */
function enName(name: string): { the: string; bare: string } {
  const bare = name.replace(/^the /i, '');
  return { the: /^the /i.test(name) ? `the ${bare}` : bare, bare };
}

/** The preposition a place's phrase opens with: "on the mountain" → "on", «opp på fjellet» → "opp på". */
function prepOf(phrase: string, the: string): string {
  return phrase.endsWith(the) ? phrase.slice(0, phrase.length - the.length).trim() : 'til';
}

/** The entry of an own place, built from the entry of its kind. */
export function ownPlace(id: string, kindOf: (id: string) => PlaceEntry): PlaceEntry {
  const at = id.indexOf(SEP);
  const base = kindOf(id.slice(0, at));
  const name = id.slice(at + 1);
  const en = enName(name);
  const noName = en.bare;
  const g = base.no.noun.g;
  return {
    ...base,
    id,
    en: {
      the: en.the,
      in: `${prepOf(base.en.in, base.en.the)} ${en.the}`,
      to: `${prepOf(base.en.to, base.en.the)} ${en.the}`,
    },
    no: {
      noun: noun(g, noName, noName, noName, noName),
      in: `${prepOf(base.no.in, base.no.noun.def)} ${noName}`,
      to: `${prepOf(base.no.to, base.no.noun.def)} ${noName}`,
    },
    onlyNamed: true,
    proper: true,
    alias: [],
  };
}
