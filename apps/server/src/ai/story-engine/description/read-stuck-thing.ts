// Reads a thing of the family's stuck up high: "Oliver's red balloon got stuck in a tall tree",
// «Dragen til Maja sitter fast på taket», «Ballen havnet oppe på garasjetaket». The thing is
// got down where it is and given back, never searched for as if it were gone (plan/rescue-plan,
// goal variant `stuck`). Only a spot up high holds a thing so; a ball down a well stays a search.
import { SPOTS, type SpotId } from '../lexicon/rescue-spots';
import { thingById } from '../lexicon/things';
import { wordThingId } from '../lexicon/lost-things';
import { COMMON_WORDS } from './common-words';
import { CANNOT, clearSpotWords, findSpot, STUCK } from './read-rescue';
import type { ParsedDescription, Token } from './parse-description';

/** Words that leave a thing up where it came down: it landed there, it hangs there. */
const LANDED = new Set(
  `landed lands landing hanging hangs hung blew blown flew flown kicked threw thrown
  landet landa lander havnet havna havner henger hang blåste blåst fløy sparket kastet kasta`.split(
    /\s+/,
  ),
);
/** Words that fly a «drage» on a string: with them it is a kite, not a dragon. */
const KITE_WORDS = new Set(
  `vind vinden vinder snor snora snoren hyssing hyssingen tråd tråden fly flyr fløy flyge flyet
  lufta luften blåste blåser blåst vindkast drageflyging`.split(/\s+/),
);
/** The bokmål words for a kite that are also a dragon's. */
const DRAGE = new Set(['drage', 'dragen', 'drager', 'dragene']);
/** Roofs of a building at home, said by the family: the story stays in the garden. */
const ROOF_OF: Record<string, 'garage' | 'shed'> = {
  garage: 'garage',
  shed: 'shed',
  garasjetaket: 'garage',
  garasjetak: 'garage',
  skurtaket: 'shed',
  boden: 'shed',
  uthustaket: 'shed',
  vedskjulet: 'shed',
  boditaket: 'shed',
};
/** Owners said after the thing: «ballongen til Oliver», «ballen min», «frisbeen hans». */
const OWNER_AFTER = new Set(['til', 'min', 'mi', 'mitt', 'sin', 'si', 'sitt', 'hans', 'hennes']);
/** Words round a stuck thing that are never it: where it is, how high. */
const NOT_THINGS = new Set(
  `oppe nede ute inne høyt høyest helt langt opp ned up down high higher right way top
  sitter satt henger hang står ligger sits sat`.split(/\s+/),
);
/** Words before a thing that say someone has it. */
const OWNER_BEFORE = new Set(['my', 'his', 'her', 'their', 'our', 'min', 'mi', 'mitt', 'sin']);

/** The thing a token names, as the story's thing id: a lexicon thing or the family's own word. */
function thingAt(
  tokens: Token[],
  i: number,
  out: ParsedDescription,
  spot: SpotId,
  acceptName: ((w: string) => boolean) | undefined,
): string | undefined {
  const t = tokens[i] as Token;
  if (SPOTS[spot].alias.includes(t.lower)) return undefined;
  if (t.hit?.type === 'thing') {
    const e = thingById(t.hit.id);
    return e.made ? undefined : t.hit.id;
  }
  // (The family's own words are asked for only when no thing the lexicon knows is there.)
  if (!acceptName || NOT_THINGS.has(t.lower) || STUCK.has(t.lower) || LANDED.has(t.lower))
    return undefined;
  if (t.hit || t.idiom || !/^\p{L}{3,20}$/u.test(t.raw) || COMMON_WORDS.has(t.lower))
    return undefined;
  const known = out.unknown?.find((u) => u.word === t.lower);
  if (known) return wordThingId(known.word, known.gender);
  if (!acceptName(t.lower)) return undefined;
  const prev = tokens[i - 1];
  // "Emma's frisbee", "my frisbee": a noun right after its owner.
  if (prev && (prev.possessive || OWNER_BEFORE.has(prev.lower))) return wordThingId(t.lower);
  // «frisbeen til Emma», «frisbeen min»: the definite noun and its owner after it.
  const next = tokens[i + 1]?.lower ?? '';
  const def = /^(\p{Ll}{3,})(en|et|a)$/u.exec(t.lower);
  if (def && OWNER_AFTER.has(next)) {
    const gender = def[2] === 'et' ? 'n' : def[2] === 'a' ? 'f' : undefined;
    return wordThingId(def[1] as string, gender);
  }
  return undefined;
}

/** A «drage» stuck with wind or string words, or someone's («dragen til Maja»), is a kite. */
function kiteDragon(tokens: Token[], out: ParsedDescription): number | undefined {
  const who = out.help;
  const ch = who !== undefined ? out.characters[who] : undefined;
  if (!ch || ch.kind !== 'dragon' || ch.name || ch.features.length) return undefined;
  const at = tokens.findIndex((t) => DRAGE.has(t.lower));
  if (at < 0) return undefined;
  const next = tokens[at + 1]?.lower ?? '';
  const prev = tokens[at - 1];
  const owned =
    (next === 'til' && !!tokens[at + 2] && /^\p{Lu}/u.test(tokens[at + 2]!.raw)) ||
    OWNER_AFTER.has(next) ||
    !!prev?.possessive ||
    OWNER_BEFORE.has(prev?.lower ?? '');
  const flying = tokens.some((t) => KITE_WORDS.has(t.lower));
  return owned || flying ? at : undefined;
}

export function readStuckThing(
  tokens: Token[],
  out: ParsedDescription,
  acceptName: (w: string) => boolean,
): void {
  // A soft toy stuck («bamsen», "Sam's teddy") is the family's teddy, not a bear to get free.
  const toy = out.rescue && out.toy?.kind === 'bear' && out.help === out.toy.at;
  const kiteAt = out.rescue
    ? toy
      ? tokens.findIndex((t) => t.hit?.type === 'creature' && t.hit.kind === 'bear')
      : kiteDragon(tokens, out)
    : undefined;
  if (out.rescue && (kiteAt === undefined || kiteAt < 0)) return;
  const found = findSpot(tokens);
  if (!found || SPOTS[found.spot].shape !== 'up') return;
  const { at, spot } = found;
  const lowers = tokens.map((t) => t.lower);
  const stuck = lowers.some((w) => STUCK.has(w) || LANDED.has(w)) || CANNOT.test(lowers.join(' '));
  if (!stuck) return;
  let thing: string | undefined;
  let from = -1;
  if (kiteAt !== undefined) {
    thing = toy ? 'teddy' : 'kite';
    from = kiteAt;
  } else {
    // The thing named nearest before the spot, else after it; the word right before the spot
    // is its kind ("the apple tree"), not what is stuck in it.
    for (const accept of [undefined, acceptName]) {
      for (let i = at - 2; i >= 0 && !thing; i -= 1) {
        thing = thingAt(tokens, i, out, spot, accept);
        from = i;
      }
      for (let i = at + 1; i < tokens.length && !thing; i += 1) {
        thing = thingAt(tokens, i, out, spot, accept);
        from = i;
      }
    }
  }
  if (!thing) return;
  if (kiteAt !== undefined) {
    const made = out.characters[out.help as number];
    if (made) made.aside = true;
    delete out.help;
    delete out.toy;
  }
  const before = tokens[at - 1];
  const roofOf =
    spot === 'roof' ? (ROOF_OF[tokens[at]!.lower] ?? ROOF_OF[before?.lower ?? '']) : undefined;
  out.rescue = { spot, thing, ...(roofOf ? { roofOf } : {}) };
  clearSpotWords(tokens, out, spot);
  // "the apple tree", "the garage roof": the kind of spot, not a thing or a place of its own.
  if (before?.hit?.type === 'thing' && before.hit.id !== thing) {
    const id = before.hit.id;
    out.things = out.things.filter((x) => x.id !== id);
  }
  if (before?.hit?.type === 'place' && roofOf) {
    const id = before.hit.id;
    out.places = out.places.filter((p) => p !== id);
  }
  // Not lost, not sought: it is right there, up high.
  if (out.find === thing || (out.findWord && thing === wordThingId(out.findWord))) {
    delete out.find;
    delete out.findWord;
    delete out.findMode;
  }
  if (out.unknown) out.unknown = out.unknown.filter((u) => !NOT_THINGS.has(u.word));
  if (out.unknown && !out.unknown.length) delete out.unknown;
  if (thing.startsWith('word:')) {
    // «Gizmoen til Emma…» opens the sentence capitalised, and is no one's name.
    const raw = tokens[from]?.raw;
    for (const c of out.characters) if (c.name && c.name === raw && !c.kind) c.aside = true;
    out.unknown = (out.unknown ?? []).filter((u) => wordThingId(u.word, u.gender) !== thing);
    if (!out.unknown.length) delete out.unknown;
    return;
  }
  const t = tokens[from] as Token;
  const owned =
    kiteAt !== undefined ||
    !!tokens[from - 1]?.possessive ||
    OWNER_BEFORE.has(tokens[from - 1]?.lower ?? '') ||
    OWNER_AFTER.has(tokens[from + 1]?.lower ?? '') ||
    t.possessive;
  const had = out.things.find((x) => x.id === thing);
  if (had) {
    if (owned) had.owned = true;
  } else out.things.unshift({ id: thing, ...(owned ? { owned: true } : {}) });
}
