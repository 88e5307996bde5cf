// Reads a fishing trip as the plot: «Ola og bestefar drar på fisketur og får en snakkende
// fisk», "Noah and his dad go fishing on the lake and catch a talking fish". Where they fish
// (the lake, the river, the pier by the sea), and whether the fish they catch talks, and what it
// asks: to be let go, or to grant a wish.
import { dayIsTheStory, plotReadBefore } from './day-out';
import type { ParsedDescription, Token } from './parse-description';

export interface FishingWant {
  /** Where they fish: a place id with water to cast into from the bank or a pier. */
  water: string;
  /** The fish caught talks: it asks to be let go, and grants a wish for it. */
  talking?: boolean;
  /** The talking fish as the family named it (a character index), when they did. */
  fish?: number;
  /** The family said a wish. */
  wish?: boolean;
}

/** Going fishing in either language: «fisketur», «fiske», "fishing", "a fishing rod". */
const FISHING =
  /^(fishing|fisherman|angling|fiske|fisketur|fisketuren|fisketuer|fiskestang|fiskestanga|fiskestenger|fisket|fiska|krabbefiske|isfiske|rod|rods|fishing-rod)$/;
/** «fisker» is fishes as well as fishing: fishing only after a name, a pronoun or «og». */
const FISKER = /^(fisker)$/;
const NOT_VERB = /^(to|tre|fire|fem|mange|noen|alle|små|store|de|fine|røde|gule|blå)$/;
/** Water one fishes from the bank or a pier, as the place is known. */
const WATERS = new Set([
  'lake',
  'big-lake',
  'pond',
  'river',
  'fjord',
  'pier',
  'harbour',
  'beach',
  'waterfall',
]);
/** Out at sea needs a boat: they fish from the pier instead. */
const FROM_PIER = new Set(['sea', 'reef', 'island']);
const TALKING =
  /^(talking|talks|talked|speaks|speaking|snakkende|snakker|snakket|prater|pratende|magic|magical|magisk|magiske|wish|wishes|ønske|ønsker|ønsket|ønskefisk|ønskefisken|gullfisk|gullfisken|goldfish|golden)$/;
/** "catch a fish", «fange en fisk»: a fish caught is a fishing trip. */
const CATCH = /^(catch|catches|caught|catching|fange|fanger|fanget|fanga)$/;
const FISH_WORD = /^(fish|fishes|goldfish|trout|fisk|fisken|fisker|gullfisk|ørret|ørreten|torsk)$/;
const WISH = /^(wish|wishes|ønske|ønsker|ønsket|ønskefisk|ønskefisken)$/;

export function readFishing(tokens: Token[], out: ParsedDescription): void {
  if (plotReadBefore(out)) return;
  if (out.outing?.kind === 'camp') return;
  const words = tokens.map((t) => t.lower);
  const fishing =
    out.activities?.includes('fishing') ||
    words.some((w) => FISHING.test(w)) ||
    words.some((w, i) => FISKER.test(w) && !NOT_VERB.test(words[i - 1] ?? '')) ||
    words.some((w, i) => CATCH.test(w) && words.slice(i + 1, i + 5).some((x) => FISH_WORD.test(x)));
  if (!fishing) return;
  const named = out.places.find((p) => WATERS.has(p));
  const sea = out.places.find((p) => FROM_PIER.has(p));
  const water = named ?? (sea ? 'pier' : 'lake');
  const fishAt = out.characters.findIndex((c) => c.kind === 'fish');
  const talking = words.some((w) => TALKING.test(w));
  const fish = out.characters[fishAt];
  // The fish is caught, not a companion or a helper met on the way.
  if (fish) fish.aside = true;
  out.fishing = {
    water,
    ...(talking ? { talking } : {}),
    ...(fish?.name ? { fish: fishAt } : {}),
    ...(words.some((w) => WISH.test(w)) ? { wish: true } : {}),
  };
  if (out.activities) {
    out.activities = out.activities.filter((a) => a !== 'fishing');
    if (!out.activities.length) delete out.activities;
  }
  // The water is where the day goes, and home is where they set out from.
  out.places = out.places.filter((p) => p !== water && !FROM_PIER.has(p));
  dayIsTheStory(out);
}
