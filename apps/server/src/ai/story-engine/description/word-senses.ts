// Words with two senses, read by the words around them. A bokmål verb in the present often has
// the form of a noun ("lærer" learns or a teacher, "fisker" fishes or fish, "sykler" cycles or
// bikes); a "drage" flown on a string in the wind is a kite, not a dragon.
import { NUMBER_WORDS } from '../lexicon/features';
import type { WordHit } from './word-index';

/** The fewest fields of a token these rules read. */
interface SenseToken {
  raw: string;
  lower: string;
  sentenceStart: boolean;
  hit?: WordHit;
}

/**
 * Present-tense verbs that share their form with a noun the lexicon knows, and what the verb
 * reading is instead: an activity the family names ("Maja fisker i bekken"), or nothing.
 */
const VERB_FORMS: Record<string, WordHit | null> = {
  lærer: null,
  fisker: { type: 'activity', id: 'fishing' },
  maler: { type: 'activity', id: 'painting' },
  sykler: null,
  ringer: null,
  drager: null,
  baker: { type: 'activity', id: 'baking' },
  // «Ola husker bestefar», «ridderen kjemper», «babyen krabber», «Kari trommer på bordet».
  husker: null,
  kjemper: null,
  krabber: null,
  trommer: null,
  fløyter: null,
  dukker: null,
  griser: null,
  hummer: null,
  skjærer: null,
  støvsuger: null,
};

/** Subjects a verb follows: "han lærer", "de fisker". */
const PRONOUNS = new Set(['jeg', 'du', 'han', 'hun', 'vi', 'dere', 'de']);
/** Words a verb is followed by: "lærer å bytte på", "lærer seg", "fisker i bekken". */
const AFTER_VERB = new Set(['å', 'seg', 'meg', 'deg', 'oss', 'dem', 'ofte', 'alltid', 'hver']);
/** Words before a noun: an article, a possessive, a count ("en lærer", "mange fisker"). */
const DETERMINERS = new Set(
  `en ei et min mi mitt mine din di ditt dine sin si sitt sine hans hennes vår våre deres
  noen mange alle flere to tre fire fem seks ingen hver denne dette disse`.split(/\s+/),
);

const capitalised = (t: SenseToken) => /^\p{Lu}/u.test(t.raw);

/**
 * Whether the word at `i` is a verb here: after a subject (a name, a pronoun, "katten"), before
 * "å" or "seg", or before its subject in a sentence that opens with something else ("I dag
 * fisker Maja"). After an article, a count or an adjective it stays the noun.
 */
function verbHere(tokens: readonly SenseToken[], i: number, definite: ReadonlySet<string>) {
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (prev && (DETERMINERS.has(prev.lower) || NUMBER_WORDS[prev.lower] !== undefined)) return false;
  if (prev && ['colour', 'size', 'feature'].includes(prev.hit?.type ?? '')) return false;
  if (next && !next.sentenceStart && AFTER_VERB.has(next.lower)) return true;
  const t = tokens[i] as SenseToken;
  if (!prev || t.sentenceStart) return false;
  if (PRONOUNS.has(prev.lower)) return true;
  // "Emil lærer", "Hanna lærer Emil å svømme": a name before or after.
  if (capitalised(prev) && (!prev.sentenceStart || !prev.hit)) return true;
  if (next && !next.sentenceStart && capitalised(next) && !next.hit) return true;
  // "katten fisker", "I dag fisker bjørnen": a creature told in the definite is the subject.
  const subject = (w: SenseToken | undefined) =>
    w?.hit?.type === 'creature' && definite.has(w.lower);
  return subject(prev) || (!!next && !next.sentenceStart && subject(next));
}

/** Words that show a "drage" is flown: the wind, its string, the sky it goes up into. */
const KITE_WORDS =
  /^(vind|vinden|vindfull|blåser|blåste|blåsende|snor|snora|snoren|hyssing|hyssingen|tråd|tråden|papirdrage|flyr|flyger|fløy|slipper|sender|opp|himmelen|lufta|luften|høyt)$/;
/** Words that show a "drage" is the creature: fire, wings, a lair, a name, a knight. */
const DRAGON_WORDS =
  /^(ild|ilden|flammer|flammene|spruter|sprutet|puster|vinger|vingene|skjell|hule|hula|hulen|skatt|skatten|ridder|ridderen|prinsesse|prinsessen|egg|egget|heter|het|kalt|brøler|snill|slem|farlig|skummel)$/;

/**
 * "flyr med en grønn drage i vinden": a dragon word in a sentence about wind, a string or
 * flying it up is a kite, unless the sentence also tells of fire, wings or a name.
 */
function kiteHere(tokens: readonly SenseToken[], i: number): boolean {
  let from = i;
  while (from > 0 && !(tokens[from] as SenseToken).sentenceStart) from -= 1;
  let to = i + 1;
  while (to < tokens.length && !(tokens[to] as SenseToken).sentenceStart) to += 1;
  const words = tokens.slice(from, to).map((t) => t.lower);
  if (words.some((w) => DRAGON_WORDS.test(w))) return false;
  // "dragen Flamme": a dragon with a name.
  const next = tokens[i + 1];
  if (next && !next.sentenceStart && capitalised(next)) return false;
  const kite = words.filter((w) => KITE_WORDS.test(w));
  // Flying alone is what a dragon does too: "flyr" needs the wind or a string beside it, or a
  // "med" before the word ("leker med en drage").
  const flownWith = ['med'].includes(tokens[i - 2]?.lower ?? '') || tokens[i - 1]?.lower === 'med';
  return (
    kite.some((w) => !/^(flyr|flyger|fløy|opp|høyt|himmelen|lufta|luften)$/.test(w)) ||
    (flownWith && kite.length > 0)
  );
}

const DRAGE = new Set(['drage', 'dragen', 'drager', 'dragene']);

/** «kjøpe is», «en is»: words before the bokmål "is" that make it ice cream, never English. */
const ICE_BEFORE = new Set(
  'kjøpe kjøper kjøpte spise spiser spiste en litt elsker liker mer dele deler delte'.split(' '),
);

/** «i fjæra», «nede i fjæra»: the shore the tide leaves, not a feather. */
const SHORE = new Set(['fjæra', 'fjæren', 'fjære']);
const SHORE_BEFORE = new Set(['i', 'langs', 'gjennom', 'over', 'fra']);

/** Vehicles the lexicon also knows as characters (a talking bus), by their words. */
const VEHICLES: Record<string, string> = Object.fromEntries(
  (
    [
      ['bus', 'bus buses buss bussen busser bussene'],
      ['tractor', 'tractor tractors traktor traktoren traktorer traktorene'],
      ['truck', 'truck trucks lorry lastebil lastebilen lastebiler lastebilene'],
      ['submarine', 'submarine ubåt ubåten'],
    ] as const
  ).flatMap(([id, words]) => words.split(' ').map((w) => [w, id])),
);
/** Words a ride follows: "takes the bus", "by bus", «tar bussen», «med traktoren». */
const RIDE_BEFORE = new Set(
  `take takes took taking catch catches caught ride rides rode by drive drives drove
  ta tar tok med kjører kjørte rekker rakk`.split(/\s+/),
);
const ARTICLES = new Set(['the', 'a', 'an', 'their', 'his', 'her', 'en', 'et', 'ei']);

/** "Theo and Mia take the bus": the bus is how they go, not a friend called Kip. */
function rideHere(tokens: readonly SenseToken[], i: number): boolean {
  const before = tokens[i - 1]?.lower ?? '';
  if (RIDE_BEFORE.has(before)) return true;
  return ARTICLES.has(before) && RIDE_BEFORE.has(tokens[i - 2]?.lower ?? '');
}

/**
 * Reads each two-sense word by its neighbours, in place: a verb loses its noun hit (or becomes
 * the activity it names), a flown "drage" becomes the kite.
 */
export function readSenses(tokens: SenseToken[], definite: ReadonlySet<string>): void {
  tokens.forEach((t, i) => {
    if (t.lower === 'is' && !t.hit && ICE_BEFORE.has(tokens[i - 1]?.lower ?? '')) {
      t.hit = { type: 'food', id: 'ice-cream' };
      return;
    }
    if (SHORE.has(t.lower) && SHORE_BEFORE.has(tokens[i - 1]?.lower ?? '')) {
      t.hit = { type: 'place', id: 'beach' };
      return;
    }
    const verb = VERB_FORMS[t.lower];
    if (verb !== undefined && t.hit && t.hit.type !== 'activity' && verbHere(tokens, i, definite)) {
      if (verb) t.hit = verb;
      else delete t.hit;
      return;
    }
    const vehicle = VEHICLES[t.lower];
    if (t.hit?.type === 'creature' && vehicle && rideHere(tokens, i)) {
      t.hit = { type: 'thing', id: vehicle };
      return;
    }
    if (t.hit?.type === 'creature' && t.hit.kind === 'dragon' && DRAGE.has(t.lower))
      if (kiteHere(tokens, i)) t.hit = { type: 'thing', id: 'kite' };
  });
}
