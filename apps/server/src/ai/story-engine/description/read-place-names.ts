// Places a family names by a name of their own: «Hodeskalleøya», «Trollskogen», "Skull Island",
// "Mount Doom", "Lake Bluewater", "the Whispering Forest". Such a name is a place of the kind its
// last part says (an island, a forest), never a character called Skull or Hodeskalleøya.
import { isOwnPlace, ownPlaceId } from '../lexicon/own-places';
import { placeById } from '../lexicon/places';
import { isKnownName } from '../lexicon/names';
import type { ParsedDescription, Token } from './parse-description';

/** Bokmål place nouns, definite, that end a made-up place's name, and the kind they are. */
const NO_ENDINGS: [string, string][] = [
  ['øyene', 'island'],
  ['øya', 'island'],
  ['øy', 'island'],
  ['holmen', 'island'],
  ['fjellet', 'mountain'],
  ['fjellene', 'mountain'],
  ['tinden', 'mountain'],
  ['toppen', 'mountain'],
  ['berget', 'mountain'],
  ['skogen', 'forest'],
  ['dalen', 'valley'],
  ['landet', 'valley'],
  ['riket', 'valley'],
  ['byen', 'town'],
  ['bygda', 'village'],
  ['vika', 'beach'],
  ['viga', 'beach'],
  ['viken', 'beach'],
  ['bukta', 'beach'],
  ['stranda', 'beach'],
  ['stranden', 'beach'],
  ['sjøen', 'lake'],
  ['vannet', 'lake'],
  ['vatnet', 'lake'],
  ['tjernet', 'lake'],
  ['elva', 'river'],
  ['elven', 'river'],
  ['slottet', 'castle'],
  ['borgen', 'castle'],
  ['tårnet', 'tower'],
  ['grotta', 'cave'],
  ['grotten', 'cave'],
  ['hula', 'cave'],
  ['hulen', 'cave'],
  ['haugen', 'hill'],
  ['bakken', 'hill'],
  ['åsen', 'hill'],
  ['gården', 'farm'],
  ['havet', 'sea'],
  ['ørkenen', 'desert'],
  ['jungelen', 'jungle'],
  ['hagen', 'garden'],
  ['enga', 'meadow'],
];

/** Words before a place written small that say it is where one goes or is: «på», «til». */
const PLACE_PREPS = new Set(['på', 'i', 'til', 'fra', 'mot', 'ved', 'rundt', 'over', 'gjennom']);
/**
 * Endings that make a place's own name even when written small; a small «grønnsakshagen» or
 * «bondegården» is a garden or a farm like any other.
 */
const SMALL_ENDINGS = [
  'øya',
  'holmen',
  'fjellet',
  'tinden',
  'skogen',
  'dalen',
  'landet',
  'riket',
  'vannet',
  'tjernet',
  'sjøen',
  'grotta',
  'slottet',
  'borgen',
  'vika',
  'bukta',
];

/**
 * Endings whose compounds written small are often another kind of place than the ending says
 * (a «bakgården» is a backyard, not a farm): read only when the lexicon knows the whole word.
 */
const COMMON_NOT_KIND = ['gården'];

/** English place words after a name: "Skull Island", "Whispering Forest". */
const EN_AFTER: Record<string, string> = {
  island: 'island',
  isle: 'island',
  islands: 'island',
  forest: 'forest',
  wood: 'forest',
  woods: 'forest',
  mountain: 'mountain',
  mountains: 'mountain',
  peak: 'mountain',
  hill: 'hill',
  hills: 'hill',
  lake: 'lake',
  valley: 'valley',
  vale: 'valley',
  dale: 'valley',
  kingdom: 'valley',
  land: 'valley',
  castle: 'castle',
  palace: 'castle',
  tower: 'tower',
  town: 'town',
  city: 'town',
  village: 'village',
  river: 'river',
  beach: 'beach',
  bay: 'beach',
  cove: 'beach',
  cave: 'cave',
  caves: 'cave',
  farm: 'farm',
  sea: 'sea',
  ocean: 'sea',
  desert: 'desert',
  jungle: 'jungle',
  garden: 'garden',
  gardens: 'garden',
  meadow: 'meadow',
};
/** English place words before a name: "Mount Doom", "Lake Bluewater", "Castle Grey". */
const EN_BEFORE: Record<string, string> = {
  mount: 'mountain',
  lake: 'lake',
  castle: 'castle',
  isle: 'island',
  loch: 'lake',
  villa: 'house',
};

const capital = (t: Token | undefined): t is Token => !!t && /^\p{Lu}[\p{L}'-]{1,24}$/u.test(t.raw);

/** The kind of place a bokmål compound ends in, with a first part of three letters or more. */
function noKind(lower: string): string | undefined {
  for (const [end, kind] of NO_ENDINGS)
    if (lower.endsWith(end) && lower.length - end.length >= 3) return kind;
  return undefined;
}

/**
 * Marks each own place on its first token (the whole name spanned), so no word of it is read as
 * a name or a creature; `accept` is the safety predicate every word of the name must pass.
 */
export function readPlaceNames(tokens: Token[], accept: (word: string) => boolean): void {
  const mark = (i: number, span: number, kind: string, name: string) => {
    if (!name.split(/\s+/).every((w) => w === 'the' || accept(w))) return;
    const t = tokens[i] as Token;
    t.hit = { type: 'place', id: ownPlaceId(kind, name) };
    t.span = span;
    for (let k = 1; k < span; k += 1) delete (tokens[i + k] as Token).hit;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    const prev = tokens[i - 1];
    // "Mount Everest", "the North Pole": a place the lexicon knows by its whole name.
    if (t.span > 1) {
      i += t.span - 1;
      continue;
    }
    // "Ida Bjørnedalen": a place's name after a first name is a surname.
    const surname =
      capital(prev) &&
      !t.sentenceStart &&
      !prev.hit &&
      (!prev.sentenceStart || isKnownName(prev.raw));
    // «Hodeskalleøya», «Trollskogen»: one written word.
    const kind = capital(t) && !t.hit && !surname ? noKind(t.lower) : undefined;
    if (kind) {
      mark(i, 1, kind, t.raw);
      continue;
    }
    // «på hodeskalleøya», «i trollskogen»: written small after where, still the family's place.
    const small = !t.hit && /^\p{Ll}+$/u.test(t.raw) && PLACE_PREPS.has(prev?.lower ?? '');
    const smallKind = small ? noKind(t.lower) : undefined;
    if (
      smallKind &&
      SMALL_ENDINGS.some((e) => t.lower.endsWith(e) && t.lower.length - e.length >= 3)
    ) {
      mark(i, 1, smallKind, t.raw.charAt(0).toUpperCase() + t.raw.slice(1));
      continue;
    }
    // «i slottshagen», «i eplehagen», «på fjelltoppen»: a place of that kind like any other.
    if (smallKind && !COMMON_NOT_KIND.some((e) => t.lower.endsWith(e))) {
      if (accept(t.raw)) t.hit = { type: 'place', id: smallKind };
      continue;
    }
    // "Mount Doom", "Lake Bluewater", "Isle of Skye".
    const before = capital(t) ? EN_BEFORE[t.lower] : undefined;
    const of = t.lower === 'isle' && tokens[i + 1]?.lower === 'of' ? 1 : 0;
    const named = tokens[i + 1 + of];
    if (before && capital(named) && !named.sentenceStart) {
      mark(
        i,
        2 + of,
        before,
        tokens
          .slice(i, i + 2 + of)
          .map((x) => x.raw)
          .join(' '),
      );
      i += 1 + of;
      continue;
    }
    // "Skull Island", "the Whispering Pine Forest": up to two capitalised words before the kind.
    if (!capital(t) || EN_AFTER[t.lower]) continue;
    let end = i + 1;
    if (capital(tokens[end]) && !EN_AFTER[tokens[end]!.lower] && !tokens[end]!.sentenceStart)
      end += 1;
    const last = tokens[end];
    const after = capital(last) && !last.sentenceStart ? EN_AFTER[last.lower] : undefined;
    if (!after) continue;
    const the = prev?.lower === 'the' ? 'the ' : '';
    const words = tokens.slice(i, end + 1).map((x) => x.raw);
    mark(i, end + 1 - i, after, `${the}${words.join(' ')}`);
    i = end;
  }
}

const LIVES = new Set(['lives', 'lived', 'live', 'living', 'bor', 'bodde', 'bo']);

/** "Luna lives in Rainbow Valley", «bor i Regnbuedalen»: the family's own place is home. */
export function readOwnHome(tokens: Token[], out: ParsedDescription): void {
  tokens.forEach((t, i) => {
    if (!LIVES.has(t.lower) || out.home) return;
    // "lives in the clouds", «bor i skogen»: a place the lexicon knows is the hero's home too,
    // but not the home of someone else ("Grandma who lives on a farm", «bestemor bor på…»).
    const before = tokens.slice(Math.max(0, i - 3), i);
    const someoneElse = before.some(
      (b) =>
        ['who', 'som'].includes(b.lower) ||
        (b.hit?.type === 'creature' && ['grandparent', 'grown-up'].includes(b.hit.kind)),
    );
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j += 1) {
      const hit = tokens[j]?.hit;
      const id = hit?.type === 'place' ? hit.id : undefined;
      // (A home out in space is read by the cast, which keeps such a story out there.)
      const space = id && ['space', 'moon'].includes(placeById(id).setting);
      if (id && (isOwnPlace(id) || (!someoneElse && !space))) out.home = id;
      if (id) return;
    }
  });
}
