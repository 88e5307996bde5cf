// Turns what the description named into the plan's elements: every character beyond the hero
// and the friend, every place but home, every object but the goal's own, every food, pastime
// and unknown noun. The writer then makes each one act or matter (packs/*/elements).
import { noun, type Gender, type NounNo } from '../grammar/norwegian';
import { nounEn } from '../grammar/english';
import { ACTIVITIES, FOODS } from '../lexicon/foods-activities';
import { wordThingId } from '../lexicon/lost-things';
import { placeById } from '../lexicon/places';
import { creatureOf } from '../lexicon/species';
import type { StoryElement } from '../lexicon/story-element';
import { thingById } from '../lexicon/things';
import { wordingNouns } from '../lexicon/thing-words';
import { headNouns } from '../lexicon/compound-nouns';
import type { Character, Goal } from '../plan/plan-types';
import type { ParsedDescription, UnknownNoun } from './parse-description';

/** Objects no one takes out of a pocket or puts by the bed. */
const RIDDEN = new Set([
  'bicycle',
  'sledge',
  'car',
  'raft',
  'boat',
  'wheelchair',
  'bus',
  'tractor',
  'truck',
]);
/** Flown on a string: they go up, and they carry nobody. */
const FLOWN = new Set(['kite', 'balloon']);
const FIXED = new Set([
  'carousel',
  'trampoline',
  'piano',
  'slide',
  'swing',
  'treehouse',
  'oak',
  'bridge',
  'tent',
  'sandcastle',
  'door',
  'rocket',
]);

const MAKING: Record<string, (thing: string) => boolean> = {
  baking: (t) => t === 'cake' || t.startsWith('dish:'),
  knitting: (t) => t === 'scarf' || t === 'mitten' || t === 'hat',
  sewing: (t) => t === 'teddy' || t === 'doll',
};
const SAME_SKILL: Record<string, string> = { cycling: 'cycle', skiing: 'ski', swimming: 'swim' };

/** What an errand buys, the first on the list or the rest: told by the errand itself. */
const bought = (goal: Goal, id: string): boolean =>
  goal.buy === id || !!goal.buyAlso?.some((x) => x.id === id);

/** What a birthday party story tells as part of the party: never once more as an aside. */
const PARTY_TOLD = new Set(['birthday', 'party', 'bake', 'cake', 'balloon', 'gift']);

export function elementsOf(
  parsed: ParsedDescription,
  extras: Character[],
  home: string,
  goal: Goal,
  looks: ('hero' | 'friend' | 'other')[],
  start?: string,
): StoryElement[] {
  const out: StoryElement[] = looks.map((who) => ({
    kind: 'look',
    id: `look:${who}`,
    who,
    // The one to befriend is met later: the look is told from who they are, not how met.
    ...(who === 'other' && goal.other ? { char: goal.other } : {}),
    no: noun('m', '', '', '', ''),
    en: nounEn(''),
  }));
  for (const ch of extras) {
    const entry = creatureOf(ch);
    out.push({
      kind: 'character',
      id: ch.species ?? ch.kind,
      no: entry.no,
      en: entry.en,
      ...(ch.name ? { name: ch.name } : {}),
      ...(ch.colours[0] && !entry.person ? { colour: ch.colours[0] } : {}),
      ...(entry.person
        ? { person: ['grandparent', 'grown-up'].includes(ch.kind) ? 'titled' : 'named' }
        : {}),
      gender: ch.gender,
      char: ch,
    });
  }
  for (const id of parsed.activities ?? []) {
    const a = ACTIVITIES.find((x) => x.id === id);
    // A pastime that is the wish itself is told by the goal, from want to the last line.
    if (!a || (goal.kind === 'learn' && goal.skill === (SAME_SKILL[id] ?? id))) continue;
    // Baking, knitting or sewing the goal's own thing is told by the goal; so is baking the
    // buns whose taking is the mystery ("came out of the oven").
    if ((goal.kind === 'build' || goal.kind === 'solve') && MAKING[id]?.(goal.thing ?? ''))
      continue;
    // A birthday party is the goal itself, told from the invitations to the candles.
    if ((goal.variant === 'party' || goal.variant === 'bake') && PARTY_TOLD.has(id)) continue;
    out.push({
      kind: 'activity',
      id,
      no: a.no.noun,
      en: nounEn(a.en.noun),
      act: { no: a.no.inf, en: a.en.inf, enIng: a.en.ing },
    });
  }
  for (const id of parsed.foods ?? []) {
    const f = FOODS.find((x) => x.id === id);
    // A dish the goal makes or carries, or what an errand buys, is told by the goal; nobody
    // eats it on the way.
    // What a night out cooks over the fire is told at the fire.
    if (goal.thing === `dish:${id}` || bought(goal, id) || goal.cook?.includes(id)) continue;
    if (f) out.push({ kind: 'food', id, no: f.no, en: f.en, countable: f.countable });
  }
  for (const t of parsed.things) {
    if ((t.id === goal.thing || bought(goal, t.id)) && !t.detail) continue;
    // The tent of a night out is pitched by the goal, and its stars are over the tent at the
    // end: neither is a keepsake to dream of.
    if ((t.id === 'tent' || t.id === 'star') && goal.variant === 'camp') continue;
    // The party's balloons, cake and presents are told by the party itself.
    if ((goal.variant === 'party' || goal.variant === 'bake') && PARTY_TOLD.has(t.id) && !t.detail)
      continue;
    // The door a found key opens is the goal's own, told when it is found.
    if (t.id === 'door' && goal.variant === 'door') continue;
    const entry = wordingNouns(t.id, t.word) ?? thingById(t.id);
    out.push({
      kind: 'object',
      id: t.id,
      no: entry.no,
      en: entry.en,
      ...(t.colour ? { colour: t.colour } : {}),
      ...(t.detail ? { detail: t.detail } : {}),
      ...(t.owned ? { owned: true } : {}),
      ...(RIDDEN.has(t.id)
        ? { size: 'ride' }
        : FLOWN.has(t.id)
          ? { size: 'flown' }
          : FIXED.has(t.id)
            ? { size: 'fixed' }
            : {}),
    });
  }
  // The family's own word for what is sought is the goal's, told from the want to the find.
  for (const u of parsed.unknown ?? [])
    if (goal.thing !== wordThingId(u.word, u.gender)) out.push(unknownElement(u));
  for (const id of parsed.places) {
    // Where a journey goes is told by the goal itself, from the wish to the arrival.
    // The place a journey goes to, or a first day is spent at, is the story's own: told there.
    // So is the far place a lost hero starts from.
    if (
      id === home ||
      id === start ||
      // A secret's places (where it was found, under the bed) are told in its own plot.
      goal.variant === 'secret' ||
      ((goal.kind === 'reach' || goal.variant === 'first-day') && id === goal.place) ||
      // The new town a newcomer moved to is where the whole story is, not a place to long for.
      (goal.variant === 'newcomer' && placeById(id).setting === 'city')
    )
      continue;
    const p = placeById(id);
    out.push({
      kind: 'place',
      id,
      no: p.no.noun,
      en: nounEn(p.en.the.replace(/^the /, '')),
      at: { no: p.no.in, en: p.en.in },
      ...(p.proper ? { proper: true } : {}),
    });
  }
  return out;
}

/**
 * A noun the lexicon does not know, inflected by the usual patterns of its gender. Without an
 * article to tell the gender, it is flagged so the writer uses frames that need none.
 */
function unknownElement(u: UnknownNoun): StoryElement {
  const g: Gender = u.gender ?? 'm';
  const w = u.word;
  const e = w.endsWith('e');
  const stem = e ? w.slice(0, -1) : w;
  const forms: Record<Gender, NounNo> = {
    m: noun('m', w, e ? `${w}n` : `${w}en`, e ? `${w}r` : `${w}er`, `${stem}ene`),
    f: noun('f', w, `${stem}a`, e ? `${w}r` : `${w}er`, `${stem}ene`),
    n: noun('n', w, e ? `${w}t` : `${w}et`, w, `${stem}ene`),
  };
  // «trehest», «sølvskje»: bent as the last part is, when it is one the lexicon knows.
  const head = headNouns(w);
  return {
    kind: 'object',
    id: `word:${w}`,
    no: head?.no ?? forms[g],
    // Said in the plural, it is told as said: "the parents", never "a parents".
    en: u.plural ? nounEn(w, w) : (head?.en ?? nounEn(w)),
    ...(u.gender || head ? {} : { unsure: true }),
    ...(u.plural ? { plural: true } : {}),
  };
}
