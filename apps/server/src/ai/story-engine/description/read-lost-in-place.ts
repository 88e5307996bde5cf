// Reads a child (or a young animal) who loses their grown-up inside a busy place: "Max gets lost
// in the supermarket", "Ella loses her dad at the zoo", «Max går seg vill i butikken», «Kattungen
// Pus har mistet mammaen sin på markedet», «Lise blir borte fra mamma på kjøpesenteret». The
// story stays in that place and ends with the grown-up found again: never a treasure hunt, an
// errand, a day out, or a way home from far away (a hero who wants home is read-way-home's).
import type { ParsedDescription, Token } from './parse-description';

export interface LostInPlace {
  /** The busy place (a place id) where the hero and the grown-up lose each other. */
  place: string;
  /** The grown-up the family named (a character index), when they named one. */
  who?: number;
}

/** Places busy enough to lose someone in, and small enough to stay inside. */
export const BUSY = new Set([
  'supermarket',
  'shop',
  'toy-shop',
  'market',
  'square',
  'zoo',
  'funfair',
  'railway-station',
  'mall',
  'museum',
]);

/** The grown-up the hero loses, said after a verb of losing: "loses her dad", «mistet mammaen». */
const GROWN =
  '(?:mum|mom|mummy|mommy|mother|dad|daddy|father|parents|granny|grandma|grandpa|grandad|nana|gran|family|mamma|mammaen|mamman|pappa|pappaen|mora|moren|mor|faren|far|foreldrene|bestemor|bestefar|mormor|morfar|farmor|farfar|familien)';

/** Phrases that lose the hero, or the grown-up, inside the place. */
const LOST: RegExp[] = [
  /\b(?:get|gets|got|getting|gotten|is|was|were|been|becomes|became) (?:so |very |all |completely )?lost\b/,
  new RegExp(`\\b(?:lose|loses|lost|losing) (?:her|his|their|its|the) (?:own )?${GROWN}\\b`),
  new RegExp(
    `\\b(?:can't|cannot|cant|couldn't|can not) find (?:her|his|their|its|the) ${GROWN}\\b`,
  ),
  new RegExp(`\\b(?:separated|apart) from (?:her|his|their|its|the) ${GROWN}\\b`),
  /\b(?:går|gikk|gått|gå) seg (?:vill|bort)\b/,
  /\b(?:blir|ble|blitt|er|var) (?:borte|kommet bort) (?:fra)\b/,
  /\b(?:kommer|kom|kommet) bort fra\b/,
  new RegExp(`\\b(?:mistet|mister|miste|mista) ${GROWN}\\b`),
  new RegExp(`\\b(?:finner|fant) ikke ${GROWN}\\b`),
];
/** Someone other than the hero is helped or found: another story. */
const HELP = new Set(
  `help helps helped helping rescue rescues save saves finds found meets met hjelper hjalp redder
  reddet finner fant møter møtte`.split(/\s+/),
);

export function readLostInPlace(tokens: Token[], out: ParsedDescription): void {
  if (out.wayHome || out.rescue || out.whoTook || out.contest || out.secret) return;
  const hero = out.characters.findIndex((c) => !c.aside);
  const first = out.characters[hero];
  if (!first || first.kind === 'grown-up' || first.kind === 'grandparent') return;
  const lowers = tokens.map((t) => t.lower);
  const text = lowers.join(' ');
  const m = LOST.map((re) => re.exec(text)).find((x) => !!x);
  if (!m) return;
  const at = text.slice(0, m.index).split(' ').length - 1;
  if (lowers.slice(0, at).some((w) => HELP.has(w))) return;
  // "The kite got lost at the fair": a thing lost is sought, not the hero.
  for (let j = at - 1; j >= Math.max(0, at - 3); j -= 1) {
    const hit = tokens[j]?.hit;
    if (hit?.type === 'thing' || hit?.type === 'food') return;
    if (hit) break;
  }
  const place = tokens.find((t) => t.hit?.type === 'place' && BUSY.has(t.hit.id))?.hit;
  if (place?.type !== 'place') return;
  const who = out.characters.findIndex(
    (c, i) => i !== hero && (c.kind === 'grown-up' || c.kind === 'grandparent'),
  );
  out.lostInPlace = { place: place.id, ...(who >= 0 ? { who } : {}) };
  // The place is where it all happens: no errand, day out, treasure or case besides.
  delete out.reach;
  delete out.find;
  delete out.findAt;
  delete out.findMode;
  delete out.outing;
  delete out.familyOuting;
  delete out.mystery;
  delete out.befriend;
  out.places = out.places.filter((p) => p !== place.id);
}
