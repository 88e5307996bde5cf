// Reads a family event that is the plot: a birthday ("Lea fyller fem år", "har bursdag",
// "it's Tom's birthday", "planning a surprise party for Mum", "a birthday present for
// grandpa"), or a new baby brother or sister ("får en lillesøster", "mamma skal ha baby", "a
// new baby is coming home") and how the child feels about it ("føler seg utenfor", "jealous").
import { NUMBER_WORDS } from '../lexicon/features';
import { creature } from '../lexicon/creatures';
import type { ParsedDescription, Token } from './parse-description';

const words = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

export type SiblingFeeling = 'left-out' | 'jealous' | 'worried';

export type FamilyEvent =
  | {
      kind: 'birthday';
      /** Whose birthday it is (a character index); the hero's own when unsaid. */
      whose?: number;
      /** The party is a secret from the one it is for until they walk in. */
      surprise?: boolean;
      /** How old they turn. */
      age?: number;
    }
  | {
      kind: 'sibling';
      /** The baby, when the family named them as a character ("lillesøster", "Ella"). */
      baby?: number;
      gender?: 'm' | 'f';
      feeling: SiblingFeeling;
    };

/** "bursdag", "bursdagen", "bursdagsfest", "bursdagsselskapet", "bursdagsgaven", "birthday". */
const BIRTHDAY = /^(bursdag\p{L}*|birthday\p{L}*|bday|fødselsdag\p{L}*|b-day)$/u;
const SURPRISE = /^(overraskelses\p{L}+|surprise)$/u;
const PARTYISH = /^(party|parties|\p{L}*fest|\p{L}*festen|selskap\p{L}*)$/u;
/** "fyller fem", "turns five", "is turning 7", "blir seks år". */
const TURNS = words('fyller fylte turns turning turned turn');
const FOR = words('for til');
/** Who has the birthday: "X har bursdag", "X fyller", "X turns". */
const HAS = words('har has having hadde had');
/** A want of its own that a birthday is only the occasion for ("gets a harmonica for his birthday"). */
const OCCASION = words('for til på on');
const WANT = words('wants want wanted vil ville ønsker drømmer dreams');

/** A brother or sister, in either language. */
const SIBLING =
  /^(lille|store)?(søster|søstera|søsteren|bror|broren|søsken)$|^(sister|brother|sibling|baby_sister|baby_brother)s?$/u;
const BABY = /^(baby|babyen|babyer|babies|nyfødt|nyfødte|newborn)$/u;
/** What says the baby is new or coming: "får", "getting", "skal ha", "venter", "expecting". */
const NEW = words(`ny nye nytt new another får fikk fått getting gets got get having have ha venter
  ventet expecting expects born født kommer coming arrives arrived comes came`);
const BIG = /^(storesøster|storebror|big-sister|big-brother)$/u;
const BECOME = words('blir ble bli becomes become became becoming');
const FEMALE = /søster|sister/u;
const MALE = /bror|brother/u;

const JEALOUS = words('jealous envious sjalu sjaluen misunnelig');
const WORRIED = words('worried worries nervous anxious bekymret urolig nervøs spent engstelig');

export function readFamily(
  tokens: Token[],
  out: ParsedDescription,
  who: (i: number) => number,
): void {
  if (out.whoTook) return;
  const lowers = tokens.map((t) => t.lower);
  const sibling = readSibling(tokens, lowers, out, who);
  if (sibling) {
    out.family = sibling;
    return;
  }
  const birthday = readBirthday(tokens, lowers, out, who);
  if (!birthday) return;
  out.family = birthday;
  // The party is the plot, not a word to carry ("a surprise party") nor a party to visit.
  out.unknown = out.unknown?.filter((u) => !PARTYISH.test(u.word) && !SURPRISE.test(u.word));
  if (!out.unknown?.length) delete out.unknown;
  delete out.party;
  if (birthday.kind === 'birthday' && out.visit === birthday.whose) delete out.visit;
}

function readBirthday(
  tokens: Token[],
  lowers: string[],
  out: ParsedDescription,
  who: (i: number) => number,
): FamilyEvent | undefined {
  const turnsAt = lowers.findIndex((w, i) => TURNS.has(w) && numberAt(lowers, i + 1) !== undefined);
  const wordAt = lowers.findIndex((w) => BIRTHDAY.test(w));
  const surpriseAt = lowers.findIndex(
    (w, i) =>
      SURPRISE.test(w) &&
      (w !== 'surprise' || lowers.slice(i + 1, i + 3).some((x) => PARTYISH.test(x))),
  );
  if (turnsAt < 0 && wordAt < 0 && surpriseAt < 0) return undefined;
  // "gets a harmonica for his birthday and wants to play": the playing is the plot.
  const own =
    wordAt >= 0 && OCCASION.has(lowers[wordAt - 1 - skipSmall(lowers, wordAt - 1, -1)] ?? '');
  const after = lowers.slice(wordAt + 1);
  if (turnsAt < 0 && own && (out.skill || after.some((w) => WANT.has(w)))) return undefined;
  const at = [turnsAt, wordAt, surpriseAt].filter((i) => i >= 0).sort((a, b) => a - b)[0] as number;
  const person = (i: number | undefined): number | undefined => {
    if (i === undefined || i < 0) return undefined;
    const c = out.characters[i];
    return c && (!c.kind || creature(c.kind).person || !!c.name) ? i : undefined;
  };
  // "Tom's birthday", "mormor som har bursdag", "Lea fyller fem", "for Mum", "til bestefar".
  let whose: number | undefined = out.recipient;
  if (whose === undefined) {
    const owner = tokens.slice(Math.max(0, at - 2), at + 1).findIndex((t) => t.possessive);
    if (owner >= 0) whose = person(who(Math.max(0, at - 2) + owner));
  }
  if (whose === undefined) {
    const j = lowers.findIndex(
      (w, i) => FOR.has(w) && i > at - 3 && i < at + 6 && charStarts(tokens, i + 1, who),
    );
    if (j >= 0) whose = person(who(j + 1 + skipSmall(lowers, j + 1)));
  }
  if (whose === undefined) {
    const has = lowers.findIndex(
      (w, i) =>
        (HAS.has(w) && BIRTHDAY.test(lowers[i + 1] ?? '')) || (TURNS.has(w) && i === turnsAt),
    );
    if (has > 0) whose = person(who(has - 1));
  }
  const age = turnsAt >= 0 ? numberAt(lowers, turnsAt + 1) : numberNear(lowers, at);
  // A grown-up's birthday is someone else's even when they are named first ("a surprise
  // party for Mum"): the child who gets it ready is the hero.
  const grown = ['grown-up', 'grandparent'].includes(out.characters[whose ?? -1]?.kind ?? '');
  if (whose !== undefined && (whose !== 0 || grown) && out.recipient === undefined)
    out.recipient = whose;
  return {
    kind: 'birthday',
    ...(whose !== undefined ? { whose } : {}),
    ...(surpriseAt >= 0 ? { surprise: true } : {}),
    ...(age !== undefined && age > 0 && age < 110 ? { age } : {}),
  };
}

/** Whether a character's name or word starts at `i` (after "the", "her", "min"). */
function charStarts(tokens: Token[], i: number, who: (i: number) => number): boolean {
  const k =
    i +
    skipSmall(
      tokens.map((t) => t.lower),
      i,
    );
  const t = tokens[k];
  if (!t) return false;
  return t.hit?.type === 'creature' || (/^\p{Lu}/u.test(t.raw) && !t.hit && who(k) >= 0);
}

const SMALL = words(
  'the her his my our their sin si sitt sine min mi mitt mine hans hennes kjære dear',
);

/** How many small words ("the", "her", "min") stand from `i` on, read forwards or backwards. */
function skipSmall(lowers: string[], i: number, step = 1): number {
  let k = 0;
  while (k < 2 && SMALL.has(lowers[i + k * step] ?? '')) k += 1;
  return k;
}

function numberAt(lowers: string[], i: number): number | undefined {
  const w = lowers[i] ?? '';
  if (/^\d{1,3}$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

/** "fem år", "five years old", "sixth birthday": a number just before the birthday word. */
function numberNear(lowers: string[], at: number): number | undefined {
  for (let i = Math.max(0, at - 3); i < at; i += 1) {
    const n = numberAt(lowers, i);
    if (n !== undefined && ['år', 'years', 'year'].includes(lowers[i + 1] ?? '')) return n;
  }
  return undefined;
}

function readSibling(
  tokens: Token[],
  lowers: string[],
  out: ParsedDescription,
  who: (i: number) => number,
): FamilyEvent | undefined {
  const newNear = (i: number) => lowers.slice(Math.max(0, i - 4), i).some((w) => NEW.has(w));
  const babyAt = lowers.findIndex(
    (w, i) =>
      BABY.test(w) &&
      tokens[i + 1]?.hit?.type !== 'creature' &&
      (newNear(i) ||
        SIBLING.test(lowers[i + 1] ?? '') ||
        NEW.has(lowers[i + 1] ?? '') ||
        ['is', 'was', 'er', 'var'].includes(lowers[i + 1] ?? '')),
  );
  const siblingAt = lowers.findIndex(
    (w, i) =>
      (SIBLING.test(w) || ['lillesøster', 'lillebror'].includes(w)) &&
      newNear(i) &&
      !lowers.slice(Math.max(0, i - 3), i).includes('has'),
  );
  const bigAt = lowers.findIndex(
    (w, i) => BIG.test(w) && lowers.slice(Math.max(0, i - 3), i).some((x) => BECOME.has(x)),
  );
  const bigWords = lowers.findIndex(
    (w, i) =>
      ['big', 'older'].includes(w) &&
      SIBLING.test(lowers[i + 1] ?? '') &&
      lowers.slice(Math.max(0, i - 3), i).some((x) => BECOME.has(x)),
  );
  const at = [babyAt, siblingAt, bigAt, bigWords].filter((i) => i >= 0).sort((a, b) => a - b)[0];
  if (at === undefined) return undefined;
  // The sibling word names the baby: "a new baby sister", "får en lillebror".
  const named = [babyAt, siblingAt]
    .filter((i) => i >= 0)
    .flatMap((i) => [i, i + 1])
    .find((i) => SIBLING.test(lowers[i] ?? '') && !BIG.test(lowers[i] ?? ''));
  const word = named !== undefined ? (lowers[named] as string) : '';
  const gender = FEMALE.test(word) ? 'f' : MALE.test(word) ? 'm' : undefined;
  const baby = named !== undefined && who(named) > 0 ? who(named) : undefined;
  const feeling: SiblingFeeling = lowers.some((w) => JEALOUS.has(w))
    ? 'jealous'
    : lowers.some((w) => WORRIED.has(w))
      ? 'worried'
      : 'left-out';
  return {
    kind: 'sibling',
    ...(baby !== undefined ? { baby } : {}),
    ...(gender ? { gender } : {}),
    feeling,
  };
}
