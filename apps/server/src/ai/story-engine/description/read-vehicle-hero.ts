// A vehicle the description opens with, or names as the one who acts, is the hero («Brannbilen
// Rød redder en katt», "Tommy the tractor wants to win the race", "a little red train who…"):
// told as that vehicle from the first line, its name kept (a colour word as a name stays a name),
// living where such a vehicle lives. A vehicle named anywhere else (a ride taken, a toy) is left
// as the readers before read it.
import { COLOURS, type ColourId } from '../lexicon/colours';
import { VEHICLES, isVehicle } from '../lexicon/vehicles';
import type { ParsedCharacter, ParsedDescription, Token } from './parse-description';
import { SAVE } from './read-rescue';

/** A vehicle's words, one or two of them, and the species each makes. */
const WORD = new Map<string, string>(
  Object.entries(VEHICLES).flatMap(([id, v]) => v.words.map((w) => [w, id] as const)),
);
/** Words that are a verb as often as a vehicle: a vehicle only after an article or a size. */
const BARE_VERB = new Set(['fly', 'tug']);
/** What may stand before it: "once upon a time there was a little red", «det var en gang et lite». */
const BEFORE = new Set(
  `a an the one once there was upon time is are en ei et den det var gang er lille liten lita
  lite bitteliten little small tiny old big young brave gammel gamle stor store modig modige`.split(
    /\s+/,
  ),
);
/** Between a name and its vehicle: "Tommy the tractor", «Rød er en brannbil». */
const LINK = new Set(['the', 'is', 'was', 'a', 'an', 'er', 'var', 'en', 'ei', 'et', 'den', 'det']);
const NAMING = new Set(['called', 'named', 'heter', 'kalt', 'som']);
const SMALL = new Set(['little', 'small', 'tiny', 'liten', 'lille', 'lita', 'lite', 'bitteliten']);
const BIG = new Set(['big', 'stor', 'store']);
const SEE = new Set(['see', 'visit', 'reach', 'se', 'besøke', 'nå']);
const WIN = new Set(['win', 'wins', 'vinne', 'vinner']);
const RACE = new Set(['race', 'løp', 'løpet', 'kappløp', 'kappløpet', 'billøp', 'billøpet']);
const HE = new Set(['he', 'his', 'him', 'han', 'hans', 'ham']);
const SHE = new Set(['she', 'her', 'hun', 'henne', 'hennes']);

const COLOUR_OF = new Map<string, ColourId>(
  Object.values(COLOURS).flatMap((c) => c.alias.map((a) => [a, c.id] as const)),
);

/** The vehicle at token `i` and how many tokens it takes, if one is there. */
function vehicleAt(lowers: string[], i: number): { species: string; span: number } | undefined {
  const two = `${lowers[i]} ${lowers[i + 1] ?? ''}`;
  const twoWords = WORD.get(two);
  if (twoWords) return { species: twoWords, span: 2 };
  const one = WORD.get(lowers[i] ?? '');
  if (!one) return undefined;
  if (BARE_VERB.has(lowers[i] as string) && !BEFORE.has(lowers[i - 1] ?? '')) return undefined;
  return { species: one, span: 1 };
}

/**
 * Makes the vehicle the description opens with the hero: the character the family's words made
 * of it (or of its name) becomes that vehicle, or a new one is added; `out.vehicleHero` is its
 * index and `out.home` where it lives.
 */
export function readVehicleHero(tokens: Token[], out: ParsedDescription): void {
  const lowers = tokens.map((t) => t.lower);
  const named = (i: number): number =>
    out.characters.findIndex((c) => !c.aside && !!c.name && c.name === tokens[i]?.raw);
  let start = 0;
  while (
    start < lowers.length &&
    start < 8 &&
    (BEFORE.has(lowers[start] as string) || COLOUR_OF.has(lowers[start] as string))
  )
    start += 1;
  let found = vehicleAt(lowers, start);
  let who = -1;
  let colourFirst = start;
  if (found) {
    // «Brannbilen Rød», "the tractor called Tommy", «en traktor som heter Tuffi».
    let j = start + found.span;
    while (j < start + found.span + 2 && NAMING.has(lowers[j] ?? '')) j += 1;
    who = named(j);
  } else {
    // "Tommy the tractor", «Rød er en liten brannbil som…».
    who = named(start);
    if (who < 0) return;
    let j = start + 1;
    while (j < start + 6 && (LINK.has(lowers[j] ?? '') || BEFORE.has(lowers[j] ?? ''))) j += 1;
    while (j < start + 7 && COLOUR_OF.has(lowers[j] ?? '')) j += 1;
    found = vehicleAt(lowers, j);
    colourFirst = start + 1;
    if (!found) return;
    start = j;
  }
  const { species } = found;
  const vehicle = VEHICLES[species];
  if (!vehicle) return;
  // Words between the opening and the vehicle: "a little red train", «det lille, røde toget».
  const before = lowers.slice(0, start);
  let colours: ColourId[] = [];
  for (let k = colourFirst === start ? 0 : colourFirst; k < start; k += 1) {
    const c = COLOUR_OF.get(lowers[k] as string);
    if (c && !colours.includes(c)) colours.push(c);
  }
  // Someone else the family named leads the story ("Ole and his tractor"): not a vehicle's.
  const other = out.characters.findIndex(
    (c, i) => i !== who && !c.aside && !!c.name && lowers.indexOf(c.name.toLowerCase()) < start,
  );
  if (other >= 0) return;
  const existing: ParsedCharacter | undefined = who >= 0 ? out.characters[who] : undefined;
  // A colour word used as its name («Brannbilen Rød», "Red the fire engine") is its colour too.
  const nameColour = existing?.name ? COLOUR_OF.get(existing.name.toLowerCase()) : undefined;
  if (!colours.length && nameColour) colours = [nameColour];
  if (!colours.length && existing?.colours.length) colours = existing.colours;
  if (!colours.length) colours = [vehicle.colour];
  const gender =
    existing?.gender ??
    (lowers.some((w) => HE.has(w)) ? 'm' : lowers.some((w) => SHE.has(w)) ? 'f' : 'm');
  const size = before.some((w) => SMALL.has(w))
    ? ('small' as const)
    : before.some((w) => BIG.has(w))
      ? ('big' as const)
      : existing?.size;
  const hero: ParsedCharacter = {
    ...(existing ?? { features: [] }),
    kind: 'robot',
    species,
    gender,
    colours,
    ...(size ? { size } : {}),
  };
  if (existing) out.characters[who] = hero;
  else {
    // The same vehicle read already as a character without a name ("a tractor", or "the
    // garbage truck" read as a truck): it is the one.
    const same = out.characters.findIndex(
      (c) =>
        !c.aside && !c.name && (c.species === species || (found.span > 1 && isVehicle(c.species))),
    );
    if (same >= 0) {
      out.characters[same] = { ...hero, features: out.characters[same]?.features ?? [] };
      who = same;
    } else {
      out.characters.push(hero);
      who = out.characters.length - 1;
    }
  }
  out.vehicleHero = who;
  // The word read as a thing or a ride is the hero instead.
  out.things = out.things.filter((t) => t.id !== species);
  // «toget» read as the train one rides is the hero itself.
  out.places = out.places.filter((p) => p !== species);
  if (!out.home) out.home = vehicle.home;
  // "wants to see the sea", «vil se havet»: the journey there is the want.
  if (!out.reach && out.places[0] && lowers.some((w) => SEE.has(w))) out.reach = out.places[0];
  // «vil vinne et løp», "wants to win the race": a race of vehicles.
  if (!out.contest && lowers.some((w) => WIN.has(w)) && lowers.some((w) => RACE.has(w)))
    out.contest = { event: 'race' };
  if (out.contest?.event === 'race' && out.unknown)
    out.unknown = out.unknown.filter((u) => !RACE.has(u.word));
  // «Brannbilen Rød redder en katt»: the cat is stuck where this vehicle can reach it.
  const saved = out.help ?? out.characters.findIndex((c, i) => i !== who && !c.aside);
  if (!out.rescue && saved >= 0 && saved !== who && lowers.some((w) => SAVE.has(w))) {
    out.help = saved;
    out.rescue = { spot: vehicle.stuck };
  }
  if (out.fear && out.fear.who < 0) out.fear.who = who;
  if (out.skill && out.skill.who < 0) out.skill.who = who;
}
