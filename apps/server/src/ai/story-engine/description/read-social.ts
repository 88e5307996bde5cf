// Reads a want about friends: the hero is new somewhere or lonely and wants a friend ("Nora is
// new in class", "ny i barnehagen", "har ingen å leke med"), or two friends fall out over
// something and make up ("krangler om en rød sykkel", "fight over the swing, then share it").
import type { ParsedDescription, Token } from './parse-description';
import { isSchoolWord, readFirstDay } from './read-first-day';

/** Words for quarrelling that need nothing else to mean a quarrel between friends. */
const QUARREL = new Set(
  `argue argues argued arguing quarrel quarrels quarrelled quarreled quarrelling quarreling
  squabble squabbles squabbled squabbling bicker bickers bickered bickering krangle krangler
  kranglet krangla kranglete krangel uvenner uvenn kjekle kjekler kjeklet`.split(/\s+/),
);
/** "Fight" is a quarrel only beside the thing fought over, each other, or making up. */
const FIGHT = new Set('fight fights fought fighting slåss sloss'.split(' '));
const OVER = new Set(['over', 'about', 'om', 'for']);
const EACH_OTHER = ['each other', 'one another', 'hverandre'];
/** "Fall out", "angry with each other", "not friends any more": a quarrel in a phrase. */
const FALL_OUT = [
  'fall out',
  'falls out',
  'fell out',
  'fallen out',
  'angry with each other',
  'cross with each other',
  'mad at each other',
  'sint på hverandre',
  'sinte på hverandre',
  'sure på hverandre',
  'ikke venner lenger',
  'not friends any more',
  'not friends anymore',
];
const MAKE_UP = [
  'make up',
  'makes up',
  'made up',
  'say sorry',
  'says sorry',
  'said sorry',
  'friends again',
  'share',
  'shares',
  'sharing',
  'take turns',
  'takes turns',
  'venner igjen',
  'unnskyld',
  'dele',
  'deler',
  'delte',
  'bytte på',
  'bytter på',
  'byttes på',
  'forsones',
];
/** Where the hero is new: the place the story is set, when the lexicon has it. */
const NEW_AT = new Map<string, string | undefined>(
  Object.entries({
    class: 'classroom',
    klassen: 'classroom',
    klasse: 'classroom',
    school: 'school',
    skolen: 'school',
    kindergarten: 'kindergarten',
    nursery: 'kindergarten',
    preschool: 'kindergarten',
    barnehagen: 'kindergarten',
    town: 'town',
    byen: 'town',
    by: 'town',
    city: 'town',
    neighbourhood: undefined,
    neighborhood: undefined,
    street: undefined,
    nabolaget: undefined,
    gata: undefined,
    bygda: undefined,
  }),
);
const NEW = new Set(['new', 'ny', 'nye', 'nytt']);
const MOVED = new Set('moved moves moving move flyttet flytter flytta flytte flyttes'.split(' '));
const AWAY = new Set(['away', 'bort', 'vekk']);
/** Where a family moves to: "moving to a new house", «flytter til en ny leilighet». */
const MOVED_TO = new Set(
  'house home flat apartment hus huset hjem leilighet leiligheten'.split(' '),
);
const LONELY = [
  'lonely',
  'ensom',
  'sjenert',
  'shy',
  'nobody to play with',
  'no one to play with',
  'no friends',
  'ingen å leke med',
  'ingen vil leke med',
  'ingen som vil leke med',
  'ingen leker med',
  'nobody plays with',
  'nobody wants to play with',
  'no one plays with',
  'no one wants to play with',
  'ingen venner',
  'har ingen venn',
];
const FRIEND = new Set(['friend', 'friends', 'venn', 'venner', 'venninne', 'venninner']);
/** A friend word after these is the friend wished for, not someone already in the story. */
const WISHED = new Set(
  `a an new some any no make find have get become en ei et ny nye noen ingen få finne ha bli
  blir ble være`.split(/\s+/),
);
/**
 * "A little robot wants a friend", «ønsker seg en venn», "dreams of finding a friend": the want
 * is a friend, whoever has it, with no new school or loneliness said.
 */
const WANT = new Set(
  `want wants wanted wish wishes wished long longs longed dream dreams dreamed dreamt hope
  hopes hoped ønsker ønsket ønske drømmer drømte lengter lengtet håper håpet vil ville`.split(
    /\s+/,
  ),
);
/** "Venner igjen", "friends again", "friends with Ella": the friendship, not a person. */
const AGAIN = new Set(['igjen', 'again', 'with', 'med']);
/** "Ingen å leke med", "nobody to play with": the play here is no theatre. */
const PLAY = new Set(['play', 'leke']);

export interface SocialWant {
  /**
   * `newcomer`: the hero is new or lonely and finds a friend; `quarrel`: friends fall out;
   * `first-day`: the hero's first day at school or in kindergarten, told as that day.
   */
  kind: 'newcomer' | 'quarrel' | 'first-day';
  /** What the friends quarrel over (a thing id), shared in the end. */
  over?: string;
  /** Where a first day is spent. */
  at?: 'school' | 'kindergarten';
  /** What the hero dreads about a first day, when the family said it. */
  worry?: 'nobody' | 'toilet' | 'miss' | 'lost';
}

const has = (text: string, phrases: readonly string[]): boolean =>
  phrases.some((p) => ` ${text} `.includes(` ${p} `));

export function readSocial(
  tokens: Token[],
  out: ParsedDescription,
  who: (i: number) => number,
): void {
  const lowers = tokens.map((t) => t.lower);
  if (lowers.some((w, i) => PLAY.has(w) && AGAIN.has(lowers[i + 1] ?? ''))) {
    out.activities = out.activities?.filter((a) => a !== 'theatre');
    if (out.activities?.length === 0) delete out.activities;
  }
  const text = lowers.join(' ');
  const quarrelAt = lowers.findIndex(
    (w, i) =>
      QUARREL.has(w) ||
      (FIGHT.has(w) &&
        (OVER.has(lowers[i + 1] ?? '') ||
          has(lowers.slice(i + 1, i + 4).join(' '), EACH_OTHER) ||
          has(text, MAKE_UP))),
  );
  const fellOut = has(text, FALL_OUT);
  const firstDay = quarrelAt < 0 && !fellOut ? readFirstDay(lowers) : undefined;
  const newAt = lowers.findIndex(
    (w, i) =>
      NEW.has(w) &&
      lowers.slice(i + 1, i + 4).some((x) => NEW_AT.has(x) || x === 'girl' || x === 'boy'),
  );
  // "Best friend moves away" is missing a friend, not being the new one.
  const moved = lowers.findIndex((w, i) => MOVED.has(w) && !AWAY.has(lowers[i + 1] ?? ''));
  const lonely = has(text, LONELY);
  const wantsFriend = lowers.some(
    (w, i) => FRIEND.has(w) && WISHED.has(lowers[i - 1] ?? '') && !isName(tokens[i + 1]),
  );
  const wantsOne = lowers.some(
    (w, i) =>
      FRIEND.has(w) &&
      WISHED.has(lowers[i - 1] ?? '') &&
      !isName(tokens[i + 1]) &&
      !AGAIN.has(lowers[i + 1] ?? '') &&
      lowers.slice(Math.max(0, i - 5), i - 1).some((x) => WANT.has(x)),
  );
  if (quarrelAt >= 0 || fellOut) {
    const from = Math.max(0, quarrelAt);
    const over = tokens.slice(from, from + 8).find((t) => t.hit?.type === 'thing')?.hit;
    out.befriend = true;
    out.social = { kind: 'quarrel', ...(over?.type === 'thing' ? { over: over.id } : {}) };
  } else if (firstDay) {
    out.befriend = true;
    out.social = {
      kind: 'first-day',
      at: firstDay.at,
      ...(firstDay.worry ? { worry: firstDay.worry } : {}),
    };
    // The day is spent at the school or the kindergarten; a class is a room in the school.
    out.places = [firstDay.at, ...out.places.filter((p) => p !== firstDay.at)];
    // "Leo starter på SFO": the club is where he goes, not someone called Sfo.
    for (const c of out.characters)
      if (c.name && isSchoolWord(c.name.toLowerCase())) c.aside = true;
  } else if (
    newAt >= 0 ||
    lonely ||
    (moved >= 0 && wantsFriend) ||
    (moved >= 0 && newAt >= 0) ||
    (moved >= 0 && lowers.slice(moved + 1, moved + 6).some((w) => MOVED_TO.has(w)))
  ) {
    out.befriend = true;
    out.social = { kind: 'newcomer' };
    const word = lowers.slice(Math.max(0, newAt)).find((w) => NEW_AT.get(w));
    const place = word ? NEW_AT.get(word) : undefined;
    if (place && !out.places.includes(place)) out.places.unshift(place);
  } else if (missesFriend(tokens, lowers, out, who)) return;
  else if (!(wantsFriend && (out.befriend || wantsOne))) return;
  else {
    out.befriend = true;
    out.social = { kind: 'newcomer' };
  }
  // The friend wished for ("find a friend", "blir venner igjen") is no one yet: the story
  // brings them in as the one befriended, never as a companion from the first line.
  // So is "the new girl" the hero is: she is told by her name.
  lowers.forEach((w, i) => {
    const c = tokens[i]?.hit?.type === 'creature' ? out.characters[who(i)] : undefined;
    if (!c || c.name || !['child', 'girl', 'boy'].includes(c.kind ?? '')) return;
    const wished =
      FRIEND.has(w) &&
      !isName(tokens[i + 1]) &&
      (lowers.slice(Math.max(0, i - 2), i).some((x) => WISHED.has(x)) ||
        AGAIN.has(lowers[i + 1] ?? ''));
    if (wished || NEW.has(lowers[i - 1] ?? '')) c.aside = true;
  });
}

const MISSES = new Set(['miss', 'misses', 'missed', 'savner', 'savnet', 'lengter']);

/**
 * "Her best friend Leo moves away", "savner bestevennen Sofie som har flyttet til Bergen": the
 * friend far away is visited, where they live now when the family says where.
 */
function missesFriend(
  tokens: Token[],
  lowers: string[],
  out: ParsedDescription,
  who: (i: number) => number,
): boolean {
  const gone = lowers.findIndex(
    (w, i) => (MOVED.has(w) && AWAY.has(lowers[i + 1] ?? '')) || MISSES.has(w),
  );
  if (gone < 0 || out.visit !== undefined || out.characters.length < 2) return false;
  const friend = tokens.findIndex((t, i) => who(i) > 0 && isName(t));
  const at = friend >= 0 ? who(friend) : 1;
  if (!out.characters[at]?.name) return false;
  out.visit = at;
  const moved = lowers.findIndex((w) => MOVED.has(w));
  const to = tokens.slice(Math.max(0, moved), moved + 4).find((t) => t.hit?.type === 'place')?.hit;
  if (moved >= 0 && to?.type === 'place' && !out.reach) out.reach = to.id;
  return true;
}

const isName = (t: Token | undefined): boolean => !!t && /^\p{Lu}/u.test(t.raw) && !t.hit;
