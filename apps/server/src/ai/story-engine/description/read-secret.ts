// Reads a creature found and kept secret: "Maya finds a tiny dragon in the garden and has to hide
// it from the neighbours", «Jonas finner en liten drage i skuret og må gjemme den for naboen»,
// "keeps a baby troll secret from his parents", «holder det hemmelig for mamma og pappa». The
// creature is the one looked after in secret; the ones it is hidden from are people of the
// hero's world, said as what they are ("the neighbours", «naboen»), never names or helpers.
import { creature } from '../lexicon/creatures';
import type { ParsedCharacter, ParsedDescription, Token } from './parse-description';

/** Whom the creature is hidden from. */
export type HiddenFrom =
  | 'mum'
  | 'dad'
  | 'parents'
  | 'neighbour'
  | 'neighbours'
  | 'teacher'
  | 'grandma'
  | 'grandpa'
  | 'brother'
  | 'sister'
  | 'grown-ups';

export interface SecretWant {
  /** The creature found and kept secret (a character index). */
  who: number;
  /** Whom it is hidden from; the grown-ups when the family did not say. */
  from: HiddenFrom;
  /** Where it was found, when the family said (a place id). */
  found?: string;
}

const FIND =
  /^(find|finds|found|finding|discover|discovers|discovered|discovering|spots|spotted|finner|fant|funnet|oppdager|oppdaget|oppdage)$/;
/** "comes across", «kommer over», "stumbles upon": a find in two words. */
const FIND_PAIR =
  /^(comes|came|come|stumbles|stumbled|kommer|kom|snubler|snublet) (across|upon|on|over|på)$/;
const HIDE =
  /^(hide|hides|hid|hidden|hiding|gjemme|gjemmer|gjemte|gjemt|skjule|skjuler|skjulte|skjult|sneak|sneaks|smugle|smugler)$/;
const SECRET = /^(secret|secretly|hemmelig|hemmelighet|hemmeligheten|hemmelige)$/;
/** "nobody must know", "so Mum doesn't find out", «må ikke få vite», «ingen får vite». */
/** A word that makes the knowing a thing kept from someone: not, never, before, «ikke», «før». */
const NOT =
  /^(not|never|nobody|no|don't|doesn't|didn't|won't|mustn't|cannot|can't|before|without|ikke|aldri|ingen|før|uten)$/;
const UNKNOWN_TO = [
  'find out',
  'finds out',
  'must know',
  'must not know',
  "mustn't know",
  'can know',
  'få vite',
  'får vite',
  'skal vite',
];
/** The people a secret is kept from, by the words for them beyond the lexicon's characters. */
const FROM_WORD: Record<string, HiddenFrom> = {
  parents: 'parents',
  foreldrene: 'parents',
  foreldre: 'parents',
  foreldra: 'parents',
  'grown-ups': 'grown-ups',
  grownups: 'grown-ups',
  adults: 'grown-ups',
  voksne: 'grown-ups',
  neighbours: 'neighbours',
  neighbors: 'neighbours',
  naboene: 'neighbours',
  naboer: 'neighbours',
  neighbour: 'neighbour',
  neighbor: 'neighbour',
  naboen: 'neighbour',
  nabo: 'neighbour',
  teacher: 'teacher',
  læreren: 'teacher',
  lærer: 'teacher',
  lærerinnen: 'teacher',
  mum: 'mum',
  mom: 'mum',
  mummy: 'mum',
  mommy: 'mum',
  mother: 'mum',
  mamma: 'mum',
  mor: 'mum',
  moren: 'mum',
  dad: 'dad',
  daddy: 'dad',
  father: 'dad',
  pappa: 'dad',
  far: 'dad',
  faren: 'dad',
  grandma: 'grandma',
  granny: 'grandma',
  grandmother: 'grandma',
  bestemor: 'grandma',
  mormor: 'grandma',
  farmor: 'grandma',
  grandpa: 'grandpa',
  grandad: 'grandpa',
  grandfather: 'grandpa',
  bestefar: 'grandpa',
  morfar: 'grandpa',
  farfar: 'grandpa',
  brother: 'brother',
  bror: 'brother',
  broren: 'brother',
  storebror: 'brother',
  storebroren: 'brother',
  lillebror: 'brother',
  sister: 'sister',
  søster: 'sister',
  søsteren: 'sister',
  storesøster: 'sister',
  storesøsteren: 'sister',
  lillesøster: 'sister',
};
/** Places out of doors where a creature kept secret can be found: its secret can end there too. */
export const SECRET_OUTDOORS = new Set([
  'garden',
  'forest',
  'glade',
  'park',
  'meadow',
  'field',
  'beach',
  'lake',
  'pond',
  'river',
  'hill',
  'farm',
  'playground',
]);
/** Outbuildings where one can be found: no home for a wild one, which goes where it belongs. */
export const SECRET_OUTBUILDINGS = new Set(['shed', 'woodshed', 'hayloft', 'garage']);
/** Where a creature can be found: a room of the house, the shed, the garden, out nearby. */
const FOUND_AT = new Set([
  'attic',
  'bedroom',
  'basement',
  'kitchen',
  'bathroom',
  ...SECRET_OUTBUILDINGS,
  ...SECRET_OUTDOORS,
]);

const person = (c: ParsedCharacter) => !!c.kind && creature(c.kind).person;

export function readSecret(
  tokens: Token[],
  out: ParsedDescription,
  charAt: (i: number) => number | undefined,
): void {
  if (out.rescue || out.family || out.checkup || out.tooth || out.wayHome) return;
  const words = tokens.map((t) => t.lower);
  // "find out" who took it is a case, not a creature found.
  const findAt = words.findIndex(
    (w, i) =>
      (FIND.test(w) && words[i + 1] !== 'out') || FIND_PAIR.test(`${w} ${words[i + 1] ?? ''}`),
  );
  const hideAt = words.findIndex((w) => HIDE.test(w));
  const secretAt = words.findIndex((w) => SECRET.test(w));
  // Kept from someone only when said so: "before Mum finds out", «ingen må få vite»; wanting to
  // find out which bird lost an egg is a search.
  const unknownTo = UNKNOWN_TO.some((p) => {
    const [first, second] = p.split(' ');
    return words.some(
      (w, i) =>
        w === first &&
        words[i + 1] === second &&
        (/n't|not/.test(p) || words.slice(Math.max(0, i - 4), i).some((b) => NOT.test(b))),
    );
  });
  // "The secret dragon cave" is a mystery; a secret kept is hidden, kept, or kept from someone.
  const kept =
    hideAt >= 0 ||
    (secretAt >= 0 &&
      (findAt >= 0 ||
        ['from', 'for'].includes(words[secretAt + 1] ?? '') ||
        words
          .slice(Math.max(0, secretAt - 4), secretAt)
          .some((w) => /^(keep|keeps|kept|keeping|holde|holder|holdt)$/.test(w)))) ||
    (findAt >= 0 && unknownTo);
  if (!kept) return;
  // The creature found: the first one that is no person, after the find when one is said.
  const from = Math.max(0, findAt);
  let who = -1;
  for (let i = from; i < tokens.length && who < 0; i++) {
    const at = charAt(i);
    const one = at !== undefined ? out.characters[at] : undefined;
    if (one?.kind && !person(one) && !one.aside) who = at as number;
  }
  if (who < 0) who = out.characters.findIndex((c) => !!c.kind && !person(c) && !c.aside);
  if (who < 0) return;
  const hidden = hiddenFrom(tokens, out, charAt, Math.max(hideAt, secretAt, 0));
  const found = out.places.find((p) => FOUND_AT.has(p));
  out.secret = { who, from: hidden, ...(found ? { found } : {}) };
  const one = out.characters[who] as ParsedCharacter;
  const gender = pronounAfter(tokens, charAt, Math.max(0, findAt));
  if (gender) one.gender = gender;
  // "his parents" are the ones it is hidden from, never a thing that matters.
  if (out.unknown) out.unknown = out.unknown.filter((u) => !FROM_WORD[u.word]);
  if (out.unknown && !out.unknown.length) delete out.unknown;
  // Nothing else is sought, solved or nursed: the secret is the story.
  delete out.mystery;
  delete out.find;
  delete out.findWord;
  delete out.findAt;
  delete out.care;
  delete out.visit;
  if (out.help === who) delete out.help;
}

/**
 * "hides her under the bed", «gjemmer henne i skapet»: the first pronoun for someone after the
 * find is the creature, unless it says whose ("her bed", "her mum").
 */
function pronounAfter(
  tokens: Token[],
  charAt: (i: number) => number | undefined,
  from: number,
): 'm' | 'f' | undefined {
  for (let i = from; i < tokens.length; i++) {
    const w = tokens[i]?.lower ?? '';
    if (!/^(her|him|henne|ham|han|hun)$/.test(w)) continue;
    const next = tokens[i + 1];
    if (charAt(i + 1) !== undefined || next?.hit?.type === 'place' || next?.hit?.type === 'thing')
      continue;
    // "so his teacher…", "she hides it": the hero's own pronoun comes before a verb or a noun.
    if (/^(han|hun)$/.test(w)) continue;
    if (w === 'her' && next && /^[a-zæøå]+$/.test(next.lower) && !BEFORE_PLACE.has(next.lower))
      continue;
    return /^(her|henne)$/.test(w) ? 'f' : 'm';
  }
  return undefined;
}
/** Words after "her" that show it is the one hidden, not whose: "hides her under the bed". */
const BEFORE_PLACE = new Set(
  'under in inside behind from away and safe secret i inni bak for unna og trygt hemmelig'.split(
    ' ',
  ),
);

/**
 * The people named after the hiding ("from the neighbours", «for mamma og pappa») or before
 * "find out" («så ikke mamma får vite»), set aside so none is met as a helper or named as one;
 * "the grown-ups" when nobody is said.
 */
function hiddenFrom(
  tokens: Token[],
  out: ParsedDescription,
  charAt: (i: number) => number | undefined,
  after: number,
): HiddenFrom {
  const said: HiddenFrom[] = [];
  for (let i = Math.max(0, after - 3); i < tokens.length; i++) {
    const t = tokens[i] as Token;
    // "her grandmother's garden": whose the place is, not whom it is kept from.
    if (t.possessive || tokens[i + 1]?.hit?.type === 'place') continue;
    const word = FROM_WORD[t.lower];
    const at = charAt(i);
    const one = at !== undefined ? out.characters[at] : undefined;
    const kind =
      one && person(one) && !one.name ? FROM_KIND[one.species ?? one.kind ?? ''] : undefined;
    const what = word ?? kind;
    if (!what) continue;
    said.push(what);
    if (one && !one.name) one.aside = true;
  }
  // "Mum and Dad" are the parents.
  if (said.includes('mum') && said.includes('dad')) return 'parents';
  return said[0] ?? 'grown-ups';
}

/** A person the lexicon read, by species or kind, as one a secret can be kept from. */
const FROM_KIND: Record<string, HiddenFrom> = {
  mum: 'mum',
  dad: 'dad',
  neighbour: 'neighbour',
  teacher: 'teacher',
  grandpa: 'grandpa',
  grandparent: 'grandma',
  'big-brother': 'brother',
  'little-brother': 'brother',
  'big-sister': 'sister',
  'little-sister': 'sister',
  'grown-up': 'grown-ups',
};
