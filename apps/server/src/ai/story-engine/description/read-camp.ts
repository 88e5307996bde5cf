// Reads a night out that is the plot: a camping trip, a night in a tent, sleeping under the
// stars, a night at a cabin ("telttur med bestefar", "sove ute under stjernene", "overnatte på
// fjellet", "hyttetur", "goes camping with Dad", "camp out in the garden", "a sleepover in a
// tent"). Where they sleep is the outdoor place the family named, or one a story picks.
import type { ParsedDescription, Token } from './parse-description';

const words = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Words that are a night out by themselves, in either language. */
const CAMP = words(`
  camping campout campouts sleepover sleepovers overnighter campingtur campingturen telttur
  teltturen teltur teltturer leirtur leirturen overnatte overnatter overnattet overnatting
  overnattingen overnattingstur overnattingsturen hyttetur hytteturen hytteturer teltleir
  sovepose soveposen soveposer soveposene`);
/** "go camping", "camp out", "camped by the lake": the verb, not a pirates' camp. */
const CAMP_VERB = words('camp camps camped');
const CAMP_NEXT = words('out in by on under at overnight beside near');
const CAMP_BEFORE = words('go goes went going to will gonna');
/** Who camps, right before the verb: "they camp by the river", "Ben and Grandpa camped". */
const CAMPER = words("they we i you he she and can want wants wanted 'll");
/** "an overnight trip", "stay overnight": not "overnight the snow fell". */
const OVERNIGHT = words('overnight');
const OVERNIGHT_NEAR = words('trip trips stay stays stayed hike camp sleep with');
/** The cabin words among them: the night is slept in a cabin, not a tent. */
const CABIN_TRIP = words('hyttetur hytteturen hytteturer');
/** "a cabin trip", "a weekend at the cabin", «ei natt på hytta»: a night out under a roof. */
const CABIN = words('cabin cottage hut hytte hytta hytten');
const STAY = words(
  'trip trips weekend night nights overnight stay stays staying sleep sleeps tur turen helg helga natt natta overnatte',
);

function cabinTrip(lowers: string[]): boolean {
  return lowers.some(
    (w, i) => CABIN.has(w) && lowers.slice(Math.max(0, i - 3), i + 4).some((x) => STAY.has(x)),
  );
}
const TENT = words('tent tents telt teltet teltene');
/** Sleeping, and what says it is done out of doors: "sove ute", "sleep outside". */
const SLEEP = words('sove sover sov sleep sleeps sleeping slept ligge ligger');
const OUT = words('ute utendørs outside outdoors out stjernene stars åpen');
const NOT = words("can't cannot cant not ikke");
/** "a night under the stars", "ei natt under åpen himmel", "spend the night in the forest". */
const NIGHT = words('natt natta natten night');
const SPEND = words('spend spends spent spending tilbringe tilbringer tilbrakte');
/** Places one can spend a night out at; a cabin is slept in, the rest under canvas. */
export const CAMP_PLACES = new Set([
  'forest',
  'glade',
  'meadow',
  'valley',
  'hill',
  'mountain',
  'beach',
  'island',
  'garden',
  'river',
  'lake',
  'pond',
  'big-lake',
  'field',
  'park',
  'campsite',
  'waterfall',
  'jungle',
  'desert',
]);

/** Water one camps beside, on its shore. */
const SHORE = new Set(['sea', 'fjord', 'harbour']);
const WATERSIDE = words('vannet tjernet tjern water');
const BY = words('ved by beside near');

export interface Camp {
  kind: 'camp';
  /** Where the night is spent (a place id), if the family named one. */
  place?: string;
  shelter: 'tent' | 'cabin';
}

function isCamp(tokens: Token[], out: ParsedDescription): boolean {
  const lowers = tokens.map((t) => t.lower);
  /** The words after i up to n, within its sentence. */
  const after = (i: number, n: number): string[] => {
    const end = tokens.findIndex((t, k) => k > i && t.sentenceStart);
    return lowers.slice(i + 1, Math.min(i + 1 + n, end < 0 ? lowers.length : end));
  };
  if (lowers.some((w) => CAMP.has(w))) return true;
  if (cabinTrip(lowers)) return true;
  if (
    lowers.some(
      (w, i) =>
        CAMP_VERB.has(w) &&
        (CAMP_BEFORE.has(lowers[i - 1] ?? '') ||
          (CAMP_NEXT.has(lowers[i + 1] ?? '') &&
            (CAMPER.has(lowers[i - 1] ?? '') ||
              tokens[i - 1]?.hit?.type === 'creature' ||
              /^\p{Lu}/u.test(tokens[i - 1]?.raw ?? '')))),
    )
  )
    return true;
  if (
    lowers.some(
      (w, i) =>
        OVERNIGHT.has(w) && [lowers[i - 1], lowers[i + 1]].some((x) => OVERNIGHT_NEAR.has(x ?? '')),
    )
  )
    return true;
  // A tent slept in, or taken along, is a night out; one only built is a build.
  const tent = lowers.findIndex((w) => TENT.has(w));
  const sleeps = lowers.some((w) => SLEEP.has(w) || NIGHT.has(w));
  if (tent >= 0 && (sleeps || out.build !== 'tent')) return true;
  // "sove ute", "sleep outside", "a night under the stars", "natt under åpen himmel".
  return lowers.some(
    (w, i) =>
      (SLEEP.has(w) && !NOT.has(lowers[i - 1] ?? '') && after(i, 4).some((x) => OUT.has(x))) ||
      (NIGHT.has(w) && lowers[i + 1] === 'under' && after(i, 4).some((x) => OUT.has(x))) ||
      (SPEND.has(w) &&
        after(i, 2).some((x) => NIGHT.has(x)) &&
        out.places.some((p) => CAMP_PLACES.has(p))),
  );
}

export function readCamp(tokens: Token[], out: ParsedDescription): void {
  if (out.whoTook || !isCamp(tokens, out)) return;
  const lowers = new Set(tokens.map((t) => t.lower));
  const cabin =
    [...lowers].some((w) => CABIN_TRIP.has(w)) ||
    cabinTrip(tokens.map((t) => t.lower)) ||
    (out.places.includes('cottage') && ![...lowers].some((w) => TENT.has(w)));
  // A sleepover with nowhere named is a tent in the garden.
  const sleepover = [...lowers].some((w) => /^sleepovers?$/.test(w));
  const place =
    out.places.find((p) => CAMP_PLACES.has(p)) ??
    // "ved sjøen", "by the sea": the tent stands on the shore; "ved vannet": by a lake.
    (out.places.some((p) => SHORE.has(p)) ? 'beach' : undefined) ??
    (tokens.some((t, i) => WATERSIDE.has(t.lower) && BY.has(tokens[i - 1]?.lower ?? ''))
      ? 'lake'
      : undefined) ??
    (sleepover ? 'garden' : undefined);
  // The cabin is where they sleep, up on the mountain or in the forest: no home of the hero's.
  if (cabin) out.places = out.places.filter((p) => p !== 'cottage');
  out.outing = { kind: 'camp', ...(place ? { place } : {}), shelter: cabin ? 'cabin' : 'tent' };
  if (place) out.reach = place;
  // A tent pitched for the night is no build, and "camping" is no pastime to practise.
  if (out.build === 'tent') delete out.build;
  out.activities = out.activities?.filter((a) => a !== 'camping');
  if (out.activities?.length === 0) delete out.activities;
}
