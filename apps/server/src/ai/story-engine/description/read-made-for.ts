// Something made by hand for someone ("Tom makes a card for his grandma", «Emil lager en gave til
// mamma», "Ava paints a picture for her dad"): the making is the story and the one it is for
// gets it at the end, so it is no visit and no search.
import { wordThingId } from '../lexicon/lost-things';
import { handmadeOf } from '../packs/build-kinds';
import type { ParsedDescription, Token } from './parse-description';

const words = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Making by hand: any thing or word after these is what is made. */
const MAKE = words(`
  make makes making made paint paints painting painted draw draws drawing drew craft crafts
  lage lager laget lagde male maler malte tegne tegner tegnet lagar`);
/** Things of the lexicon a child makes by hand as a gift. */
export const HANDMADE = new Set(['gift', 'necklace', 'letter', 'crown', 'card', 'picture']);

/** Activities whose noun is a picture: «en tegning», "a painting". */
const PICTURED = new Set(['drawing', 'painting']);
const GENDER: Record<string, 'm' | 'f' | 'n'> = { en: 'm', ei: 'f', et: 'n' };

export function readMadeFor(tokens: Token[], out: ParsedDescription): void {
  if (out.recipient === undefined || out.build || out.find || out.findWord) return;
  const unknown = new Map((out.unknown ?? []).map((u) => [u.word, u]));
  tokens.forEach((t, i) => {
    if (out.build || !MAKE.has(t.lower)) return;
    for (const x of tokens.slice(i + 1, i + 5)) {
      if (x.hit?.type === 'thing' && HANDMADE.has(x.hit.id)) out.build = x.hit.id;
      else if (!x.hit && unknown.has(x.lower) && !unknown.get(x.lower)?.plural) {
        const u = unknown.get(x.lower);
        out.build = wordThingId(x.lower, u?.gender);
      } else if (x.hit?.type === 'activity' && PICTURED.has(x.hit.id))
        // «ei tegning», "a painting": the activity's noun is the picture made.
        out.build = wordThingId(x.lower, GENDER[tokens[tokens.indexOf(x) - 1]?.lower ?? '']);
      else if (x.hit && x.hit.type !== 'colour' && x.hit.type !== 'size') return;
      if (out.build) return;
    }
  });
  // Painting or drawing the gift is the making, not a pastime of its own to wish for.
  if (out.build && handmadeOf(out.build) === 'picture' && out.activities) {
    out.activities = out.activities.filter((a) => !PICTURED.has(a));
    if (!out.activities.length) delete out.activities;
  }
}
