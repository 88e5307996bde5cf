// Reads a rescue: someone stuck somewhere and got free. "a kitten stuck in a tall tree",
// «katten kommer seg ikke ned fra taket», «en hundevalp har falt ned i en brønn», "rescue a
// bird tangled in a net". The spot (lexicon/rescue-spots) and who is stuck there become the
// plot; the spot's word is no object or place of its own ("ice" is not the North Pole).
import { spotOfWord, SPOTS, type SpotId } from '../lexicon/rescue-spots';
import { creature } from '../lexicon/creatures';
import { placeById } from '../lexicon/places';
import type { CharacterKind } from '../../scene-spec';
import type { ParsedDescription, Token } from './parse-description';

/** Words that say someone cannot get free: stuck, trapped, tangled, fallen in. */
export const STUCK = new Set(
  `stuck trapped tangled caught stranded fallen fell falls slipped
  fast fanget fanga innestengt viklet vikla floket falt faller datt detter skled`.split(/\s+/),
);
/** Words that say someone gets someone else free: rescue, save, help down. */
const FREE = new Set(
  `rescue rescues rescued rescuing save saves saved saving help helps helped helping free frees
  redde redder reddet redda hjelpe hjelper hjalp berge berger berget`.split(/\s+/),
);
/** Words that put someone in trouble in the water, or save them from it. */
const ADRIFT = new Set(
  `rescue rescues rescued rescuing save saves saved saving swept stranded drifting drifted
  fell falls fallen redde redder reddet redda berge berger berget strandet drev driver falt datt`.split(
    /\s+/,
  ),
);
/** "can't get down", «kommer seg ikke ned»: a spot too high to leave. */
export const CANNOT = /\b(can't|cannot|cant|couldn't|could not|ikke|klarer ikke|tør ikke)\b/;
/** Words that sit right before a bokmål «tre» when it is a tree, not the number three. */
const TREE_BEFORE = new Set(['et', 'høyt', 'stort', 'gammelt', 'digert', 'svært', 'eget']);
/** Words before "well" when it is a well, not "as well" or "get well". */
const WELL_BEFORE = new Set(['a', 'the', 'old', 'deep', 'dark', 'down', 'into', 'in', 'stone']);

/**
 * Where in the words the spot is: a spot's own word, else water the one stuck is in or saved
 * from ("rescue a puppy from the river", «hunden falt i elva»), which strands them on a rock.
 */
export function findSpot(tokens: Token[]): { at: number; spot: SpotId } | undefined {
  const at = tokens.findIndex((_, i) => spotAt(tokens, i) !== undefined);
  if (at >= 0) return { at, spot: spotAt(tokens, at) as SpotId };
  // Helping someone by a lake is no rescue from it: only a stronger word strands them there.
  if (!tokens.some((t) => ADRIFT.has(t.lower))) return undefined;
  const wet = tokens.findIndex((t) => t.hit?.type === 'place' && placeById(t.hit.id).water);
  return wet >= 0 ? { at: wet, spot: 'rock' } : undefined;
}

function spotAt(tokens: Token[], i: number): SpotId | undefined {
  const t = tokens[i] as Token;
  const id = spotOfWord(t.lower);
  if (!id) return undefined;
  const prev = tokens[i - 1]?.lower ?? '';
  if (t.lower === 'tre' && !TREE_BEFORE.has(prev)) return undefined;
  if (t.lower === 'well' && !WELL_BEFORE.has(prev)) return undefined;
  return id;
}

/** Words that save someone from trouble, where "help" may only lend a hand (a vehicle hero saving someone reads them too). */
export const SAVE = new Set(
  `rescue rescues rescued rescuing save saves saved saving redde redder reddet redda berge berger
  berget`.split(/\s+/),
);
/** Where an animal saved without a spot said is most likely stuck: the cat up a tree. */
const LIKELY_SPOT: Partial<Record<CharacterKind, SpotId>> = {
  cat: 'tree',
  owl: 'tree',
  bird: 'net',
  fish: 'net',
  whale: 'net',
  turtle: 'net',
  penguin: 'ice',
  horse: 'mud',
  elephant: 'mud',
  dinosaur: 'mud',
  bear: 'mud',
  lion: 'mud',
  dog: 'well',
  frog: 'well',
};

/**
 * "Firefighter Sam saves a cat", «Brannbilen Rød redder en katt»: an animal saved with no spot
 * said is stuck where such an animal gets stuck, right where the saving word names it.
 */
function likelySpot(tokens: Token[]): { at: number; spot: SpotId } | undefined {
  const save = tokens.findIndex((t) => SAVE.has(t.lower));
  if (save < 0) return undefined;
  for (let i = save + 1; i <= save + 4 && i < tokens.length; i += 1) {
    const hit = tokens[i]?.hit;
    if (hit?.type !== 'creature') continue;
    const kind = hit.kind;
    if (creature(kind).person) return undefined;
    return { at: save, spot: LIKELY_SPOT[kind] ?? 'hole' };
  }
  return undefined;
}

export function readRescue(
  tokens: Token[],
  out: ParsedDescription,
  charOf: (i: number) => number | undefined,
): void {
  const lowers = tokens.map((t) => t.lower);
  const text = lowers.join(' ');
  const found = findSpot(tokens) ?? likelySpot(tokens);
  if (!found) return;
  const { at, spot } = found;
  const stuck = lowers.some((w) => STUCK.has(w)) || CANNOT.test(text);
  const freeing = lowers.some((w) => FREE.has(w));
  if (!stuck && !freeing) return;
  // Who is stuck: the one named nearest before the spot, else nearest after it; never someone
  // with a trade, who is the rescuer.
  const stuckOne = (i: number): number | undefined => {
    const c = charOf(i);
    const ch = c !== undefined ? out.characters[c] : undefined;
    if (!ch || ch.role || ch.aside) return undefined;
    return tokens[i]?.hit?.type === 'creature' ? c : undefined;
  };
  let who: number | undefined;
  for (let i = at - 1; i >= 0 && who === undefined; i -= 1) who = stuckOne(i);
  for (let i = at + 1; i < tokens.length && who === undefined; i += 1) who = stuckOne(i);
  if (who === undefined) return;
  const ch = out.characters[who];
  // A grown-up stuck is rare; a child or an animal is who a story rescues.
  if (ch?.kind && creature(ch.kind).person && ['grown-up', 'grandparent'].includes(ch.kind)) return;
  out.help = who;
  out.rescue = { spot };
  clearSpotWords(tokens, out, spot);
}

/** The spot's own words are the spot, not a thing to carry or a place to go. */
export function clearSpotWords(tokens: Token[], out: ParsedDescription, spot: SpotId): void {
  const words = new Set(SPOTS[spot].alias);
  if (out.unknown) out.unknown = out.unknown.filter((u) => !words.has(u.word));
  tokens.forEach((t, i) => {
    if (!words.has(t.lower)) return;
    const hit = t.hit;
    if (hit?.type === 'place') out.places = out.places.filter((p) => p !== hit.id);
    if (hit?.type === 'thing') out.things = out.things.filter((x) => x.id !== hit.id);
    // The word right before says what kind of spot it is ("a fishing net", «et høyt tre»):
    // no fishing trip to go on, no unknown thing to carry.
    const before = tokens[i - 1];
    if (before?.hit?.type === 'activity' && out.activities) {
      const id = before.hit.id;
      out.activities = out.activities.filter((a) => a !== id);
      if (!out.activities.length) delete out.activities;
    }
    if (before && out.unknown) out.unknown = out.unknown.filter((u) => u.word !== before.lower);
  });
  if (out.unknown && !out.unknown.length) delete out.unknown;
  if (out.findWord && words.has(out.findWord)) delete out.findWord;
}
