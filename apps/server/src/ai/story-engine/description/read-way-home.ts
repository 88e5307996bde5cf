// Reads a hero who is lost, stranded or far away and wants to get home: "har gått seg bort på
// Nordpolen og vil hjem til mamma", "drev bort på et isflak", "gets lost in the big city and
// wants to go back home to the South Pole", "stranded on an island". Where they are is where the
// story opens; home (the place or the one named after "hjem til", "home to") is where it goes.
// A thing that blew away or got lost ("the balloon got lost") is sought, not sent home: that is
// a find story, and so is a hero who lost something.
import type { Astray } from '../plan/plan-types';
import type { ParsedDescription, Token } from './parse-description';
import { BUSY } from './read-lost-in-place';

export interface WayHome {
  how: Astray;
  /** Where the hero is lost or stranded (a place id), when the family named it. */
  from?: string;
  /** The home place named after "hjem til", "home to", "back to". */
  to?: string;
  /** The one at home the hero wants to get back to ("til mamma", "to his mum"). */
  who?: number;
}

/** Phrases that put the hero away from home, and how they came to be there. */
const ASTRAY: [RegExp, Astray][] = [
  [/\b(?:gått|gikk|går|gå|har gått) seg (?:bort|vill|borte)\b/, 'lost'],
  [
    /\b(?:fløy|flydd|fløyet|flyr|svømte|svømt|svømmer|seilte|seilt|syklet|kjørte) seg (?:bort|vill)\b/,
    'lost',
  ],
  [/\b(?:rotet|rota|roter|rotes) seg (?:bort|vill)\b/, 'lost'],
  [/\b(?:forvillet|forvilla|forviller) seg\b/, 'lost'],
  [/\b(?:er|var|ble|blitt|har blitt) (?:helt )?(?:bortkommen|bortkommet)\b/, 'lost'],
  [/\bkommet bort fra\b/, 'lost'],
  [
    /\b(?:drev|driver|drevet|drive|fløt|flyter|fløtt) (?:bort|vekk|av gårde|ut|til havs)\b/,
    'drift',
  ],
  [/\b(?:blåste|blåser|blåst|blåse|føk|fyker) (?:bort|vekk|av gårde)\b/, 'blown'],
  [/\b(?:strandet|strander|havarert|skipbrudden)\b/, 'stranded'],
  [/\blangt (?:borte )?(?:hjemmefra|fra hjemmet)\b/, 'away'],
  [
    /\b(?:get|gets|got|getting|gotten|is|was|are|were|been|be|become|becomes|became) (?:so |very |all |completely )?lost\b/,
    'lost',
  ],
  [/\blost (?:in|at|on|inside|among|deep|far|somewhere|and)\b/, 'lost'],
  [/\b(?:lose|loses|lost|losing) (?:his|her|its|their|the) way\b/, 'lost'],
  [/\b(?:mister|mistet|miste) (?:veien|retningen)\b/, 'lost'],
  [/\b(?:wander|wanders|wandered|wandering|strays|strayed) (?:off|away|too far)\b/, 'lost'],
  [/\b(?:drift|drifts|drifted|drifting|float|floats|floated|floating) (?:away|off|out)\b/, 'drift'],
  [/\b(?:swept|washed|carried) (?:away|off|out)\b/, 'drift'],
  [/\b(?:blown|blew|blows|blow) (?:away|off)\b/, 'blown'],
  [/\b(?:stranded|shipwrecked|marooned|washed up)\b/, 'stranded'],
  // "The wind blew Tilly far away", "stormen tok Mille med seg".
  [/\b(?:wind|storm|gust)\b[^.]{0,40}\b(?:blew|blown|swept|carried)\b/, 'blown'],
  [/\b(?:vinden|stormen|vindkastet|uværet)\b[^.]{0,40}\b(?:blåste|tok|rev|førte|bar)\b/, 'blown'],
  [/\bfar (?:away )?from home\b/, 'away'],
];
/** Phrases that want home and say the hero is away on their own. */
const HOMEWARD_ALONE: RegExp[] = [
  /\b(?:finne|finner|fant|finna) (?:ikke )?(?:veien|vei) (?:tilbake )?hjem\b/,
  /\b(?:kommer|kom|komme) seg ikke hjem\b/,
  /\b(?:kommer|kom|komme) (?:ikke|aldri) hjem\b/,
  /\b(?:find|finds|found|finding) (?:the|his|her|its|their|a) way (?:back )?home\b/,
  /\b(?:can't|cannot|cant|couldn't|can not|could not) (?:get|go|find the way) (?:back )?home\b/,
];
/**
 * A young one looking for the mother or the family it lost ("a baby owl looking for its mum",
 * «en liten rev som leter etter mamma», «synger for å finne familien sin»): the way back to them
 * is the way home, and they are the ones at home.
 */
const KIN = `(?:mum|mummy|mom|mommy|mother|mama|dad|daddy|father|parents|family|herd|flock|pod|
  mamma|mammaen|mora|moren|moderen|pappa|pappaen|faren|foreldrene|familien|flokken|mammaen sin|
  familien sin|flokken sin)`.replace(/\s+/g, '');
const SEEKS_KIN: RegExp[] = [
  new RegExp(
    `\\b(?:look|looks|looking|looked|search|searches|searching|searched) for (?:his|her|its|their|the|a) ${KIN}\\b`,
  ),
  new RegExp(`\\b(?:find|finds|finding) (?:his|her|its|their) ${KIN}\\b`),
  new RegExp(`\\b(?:lost|loses|lose) (?:his|her|its|their) ${KIN}\\b`),
  new RegExp(`\\b(?:leter|lette|lete|leita|søker|søkte) etter ${KIN}\\b`),
  new RegExp(`\\b(?:finne|finner) ${KIN}\\b`),
  new RegExp(`\\b(?:mistet|mister|har mistet|kommet bort fra) ${KIN}\\b`),
];
/** Helping or finding someone: the one lost is not the hero. */
const HELP = new Set(
  `help helps helped helping rescue rescues save saves finds found meets met hjelpe hjelper
  hjalp redde redder reddet finner fant møter møtte`.split(/\s+/),
);
/** The words after which the home place or the one at home is named. */
const HOME_WORDS = new Set(['hjem', 'home', 'hjemover']);
/** Missing the one at home says the same: "savner mamma", "misses her mum". */
const MISS = new Set(['savner', 'savnet', 'lengter', 'misses', 'missed', 'miss', 'longs']);
const BACK_TO = new Set(['tilbake', 'back']);
const TO = new Set(['til', 'to']);
/** Words that may stand between "hjem til" and whom: "til sin mamma", "to his mum". */
const BETWEEN = new Set(
  `sin si sitt sine min mi mitt mine his her its their my the den lille kjære dear family
  familien familie flokken flokk herd flock people folk`.split(/\s+/),
);

/** The token index a character offset into the joined text falls in. */
function tokenAt(starts: number[], offset: number): number {
  let i = 0;
  while (i + 1 < starts.length && (starts[i + 1] as number) <= offset) i += 1;
  return i;
}

export function readWayHome(
  tokens: Token[],
  out: ParsedDescription,
  charOf: (i: number) => number | undefined,
): void {
  if (out.whoTook || out.outing || !out.characters.length) return;
  const lowers = tokens.map((t) => t.lower);
  const starts: number[] = [];
  let text = '';
  for (const w of lowers) {
    starts.push(text.length);
    text += `${w} `;
  }
  // Every phrase that puts the hero away, in the order written: the first tells how they got
  // there ("drifted out to sea"), the last where they are now ("and is stranded on an island").
  const cues = ASTRAY.flatMap(([re, kind]) => {
    const m = re.exec(text);
    return m ? [{ at: tokenAt(starts, m.index), kind }] : [];
  }).sort((a, b) => a.at - b.at);
  let how: Astray | undefined = cues[0]?.kind;
  let at = cues[0]?.at ?? -1;
  // Losing Dad at the zoo or the market is being lost in a busy place (read-lost-in-place).
  const busy = tokens.some((t) => t.hit?.type === 'place' && BUSY.has(t.hit.id));
  const kin = busy ? undefined : SEEKS_KIN.map((re) => re.exec(text)).find((m) => !!m);
  const alone = HOMEWARD_ALONE.map((re) => re.exec(text)).find((m) => !!m) ?? kin;
  // ("Far from home" says where the hero is not; the want names home after it.)
  // (Just before the kin word, so the one at home is read from it as after "hjem til".)
  const kinAt = kin ? tokenAt(starts, kin.index + kin[0].length - 1) - 1 : -1;
  const saidHome = lowers.findIndex(
    (w, i) =>
      (HOME_WORDS.has(w) && !['from', 'fra'].includes(lowers[i - 1] ?? '')) ||
      MISS.has(w) ||
      (BACK_TO.has(w) && TO.has(lowers[i + 1] ?? '')),
  );
  const homeAt = saidHome >= 0 ? saidHome : kinAt;
  // Away and wanting home, or a want for home that says the hero is away by itself.
  if (!(how && homeAt >= 0) && !alone) return;
  if (at < 0) at = tokenAt(starts, alone!.index);
  how ??= 'lost';
  // Who is away: the nearest one named before the words. A thing there ("ballongen blåste bort",
  // "the kite got lost") is sought, not sent home; someone other than the hero ("helps a lost
  // puppy find its way home") is helped home, which is another story.
  if (lowers.slice(0, at).some((w) => HELP.has(w))) return;
  for (let j = at; j >= Math.max(0, at - 5); j -= 1) {
    const hit = tokens[j]?.hit;
    const who = charOf(j);
    if (who !== undefined && who !== 0) return;
    if (who !== undefined || hit?.type === 'creature') break;
    if (hit?.type === 'thing' || hit?.type === 'food') return;
  }
  const found: WayHome = { how };
  // Home: the place or the one named after "hjem til", "home to", "back to", "tilbake til".
  const homeFrom = homeAt;
  if (homeFrom >= 0) {
    for (let j = homeFrom + 1; j < tokens.length && j <= homeFrom + 6; j += 1) {
      const t = tokens[j] as Token;
      if (t.sentenceStart) break;
      // "loses his way home in the snow": what follows "home in" is where the hero is lost.
      if (j === homeFrom + 1 && ['in', 'i', 'on', 'på', 'at'].includes(t.lower)) break;
      const c = charOf(j);
      if (c !== undefined && c !== 0 && found.who === undefined) found.who = c;
      if (t.hit?.type === 'place' && t.hit.id !== 'house' && !found.to) found.to = t.hit.id;
      if (
        c === undefined &&
        !t.hit &&
        !TO.has(t.lower) &&
        !BETWEEN.has(t.lower) &&
        !BACK_TO.has(t.lower)
      )
        if (!['og', 'and', 'i', 'in', 'på', 'at', 'on'].includes(t.lower)) break;
    }
  }
  // Where the hero is away: the place named after the last words that put them there, else any
  // place named that is not home.
  const placeAfter = (from: number) =>
    tokens
      .slice(from, from + 8)
      .find((t) => t.hit?.type === 'place' && t.hit.id !== 'house' && t.hit.id !== found.to);
  const after =
    [...cues]
      .reverse()
      .map((cue) => placeAfter(cue.at))
      .find((t) => !!t) ?? placeAfter(at);
  const from =
    after?.hit?.type === 'place'
      ? after.hit.id
      : out.places.find((p) => p !== 'house' && p !== found.to);
  if (from) found.from = from;
  out.wayHome = found;
  // "Home" itself reads as a house; with home named as a place, no house was meant.
  const isHouse = (t: Token) => t.hit?.type === 'place' && t.hit.id === 'house';
  const homeWord = tokens.some((t) => HOME_WORDS.has(t.lower) && isHouse(t));
  const house = tokens.some((t) => !HOME_WORDS.has(t.lower) && isHouse(t));
  if (found.to && homeWord && !house) out.places = out.places.filter((p) => p !== 'house');
  // The far place is where the story starts, never where it heads.
  if (out.reach === found.from || (found.to && out.reach !== found.to)) delete out.reach;
  if (found.to) out.reach = found.to;
}
