import { EVERYDAY_WORDS } from './everyday-words.js';
import type { Token } from './normalise.js';

// Children and people dodging a filter misspell the words that matter: "selv mord" split in
// two, "sucide", "masacre", "cocain". Two repairs, both against the rules' own vocabulary so
// that nothing outside it is touched: a word whose join with the next is a rule word gains the
// joined word as a form, and a long word one letter away from a word that is refused on sight
// gains that word as a form.

/** Words that refuse a text on sight, long enough that one typo cannot land on a harmless word. */
const STRONG_WORDS = [
  'suicide',
  'suicidal',
  'selvmord',
  'sjælvmord',
  'selvskading',
  'massacre',
  'massakre',
  'decapitate',
  'dismember',
  'beheading',
  'bloodbath',
  'blodbad',
  'genocide',
  'terrorist',
  'cannibal',
  'kannibal',
  'torturere',
  'cocaine',
  'kokain',
  'amfetamin',
  'marijuana',
  'marihuana',
  'hjemmebrent',
  'heimebrent',
  'molotov',
  'kalashnikov',
  'pornography',
  'pornografi',
  'pedophile',
  'paedophile',
  'pedofil',
  'nakenbilder',
  'nakenbilde',
  'voldtekt',
  'voldtatt',
  'molested',
  'masturbate',
  'skoleskyting',
  'knivstikker',
  'halshugge',
  'striptease',
  'intercourse',
  'samleie',
  'sewerslide',
  'unalive',
  'seriemorder',
  'jailbreak',
  'instructions',
  'instruksjoner',
  'systemprompt',
  'uncensored',
  'ignorer',
  'ignore',
];

const VOWELS = /[aeiouyæøå]/g;
const VOWELS_AT_ALL = /[aeiouyæøå]/;

/** One deletion away, or the word itself: the symmetric-delete index of the strong words. */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

const NEAR_STRONG = new Map<string, string>();
for (const word of STRONG_WORDS)
  for (const variant of deletions(word)) NEAR_STRONG.set(variant, word);

/** Substitution, insertion, deletion or one swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (restA.slice(1) === restB.slice(1)) return true;
  if (restA.slice(1) === restB || restA === restB.slice(1)) return true;
  return restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2);
}

/**
 * Typos of any rule word of six letters or more ("murdur", "stabbs", "mrder"), and rule words
 * written without vowels ("slvmrd"), for a family's own words only.
 */
export class TypoIndex {
  private readonly near = new Map<string, string[]>();
  private readonly skeletons = new Map<string, string[]>();
  private readonly cache = new Map<string, readonly string[]>();

  constructor(private readonly words: ReadonlySet<string>) {
    for (const word of words) {
      // "slvmrd", "mrdr", "kll": the consonants of a rule word, written without its vowels.
      const skeleton = word.replace(VOWELS, '');
      if (skeleton.length >= 3 && skeleton !== word && /^\p{L}+$/u.test(word)) {
        const list = this.skeletons.get(skeleton);
        if (list) list.push(word);
        else this.skeletons.set(skeleton, [word]);
      }
      if (word.length < 6 || !/^\p{L}+$/u.test(word)) continue;
      for (const variant of deletions(word)) {
        const list = this.near.get(variant);
        if (list) list.push(word);
        else this.near.set(variant, [word]);
      }
    }
  }

  typosOf(form: string): readonly string[] {
    if (form.length < 3 || this.words.has(form) || EVERYDAY_WORDS.has(form)) return [];
    let found = this.cache.get(form);
    if (found === undefined) {
      const set = new Set<string>(VOWELS_AT_ALL.test(form) ? [] : (this.skeletons.get(form) ?? []));
      if (form.length < 5) {
        found = [...set];
        this.cache.set(form, found);
        return found;
      }
      for (const variant of deletions(form)) {
        for (const word of this.near.get(variant) ?? []) {
          // An ending or a plural is not a typo of the stem ("strange" is not "strangle").
          // A typo keeps the first letter; "laughter" is not "slaughter".
          if (
            word !== form &&
            word[0] === form[0] &&
            withinOneEdit(form, word) &&
            !sameStem(form, word)
          ) {
            set.add(word);
          }
        }
      }
      found = [...set];
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(form, found);
    }
    return found;
  }
}

/** Words that differ only in their last letter or by an added ending ("possesses", "possessed"). */
function sameStem(a: string, b: string): boolean {
  if (a.length === b.length) return a.slice(0, -1) === b.slice(0, -1);
  const shorter = a.length < b.length ? a : b;
  const longer = a.length < b.length ? b : a;
  return longer.startsWith(shorter.slice(0, -1));
}

const correctionCache = new Map<string, string | null>();

/** The strong word a long token is a typo of, if any. */
function correction(form: string): string | undefined {
  if (form.length < 6) return undefined;
  let found = correctionCache.get(form);
  if (found === undefined) {
    found = null;
    for (const variant of deletions(form)) {
      const word = NEAR_STRONG.get(variant);
      if (word && word !== form && withinOneEdit(form, word)) {
        found = word;
        break;
      }
    }
    if (correctionCache.size > 50_000) correctionCache.clear();
    correctionCache.set(form, found);
  }
  return found ?? undefined;
}

// Without a Norwegian keyboard "slått" is "slatt" and "døde" is "dode": a word of four letters
// or more with an a or an o gains the spelling with å, æ or ø when the rules know that word.
const SCANDINAVIAN_LETTERS: Record<string, readonly string[]> = { a: ['å', 'æ'], o: ['ø'] };
const asciiCache = new Map<string, readonly string[]>();

function keyboardForms(form: string, ruleWords: ReadonlySet<string>): readonly string[] {
  if (form.length < 4 || form.length > 14 || !/[ao]/.test(form) || /[æøå]/.test(form)) return [];
  // Danish "nogen" (someone) is a word of its own, not "nøgen" typed without the ø.
  if (EVERYDAY_WORDS.has(form)) return [];
  let found = asciiCache.get(form);
  if (found === undefined) {
    let variants = [''];
    for (const c of form) {
      const options = [c, ...(SCANDINAVIAN_LETTERS[c] ?? [])];
      variants = variants.flatMap((v) => options.map((o) => v + o));
      if (variants.length > 64) break;
    }
    found = variants.filter((v) => v !== form && v.length === form.length && ruleWords.has(v));
    if (asciiCache.size > 50_000) asciiCache.clear();
    asciiCache.set(form, found);
  }
  return found;
}

/** The tokens with split rule words joined and strong-word typos given the right spelling. */
export function repairSpelling(
  tokens: readonly Token[],
  ruleWords: ReadonlySet<string>,
  plainWords: ReadonlySet<string>,
  typos: TypoIndex,
): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const first = token.forms[0] ?? '';
    const second = next?.forms[0] ?? '';
    const joined = first + second;
    if (
      next &&
      !token.sentenceEnd &&
      first.length >= 2 &&
      second.length >= 2 &&
      joined.length >= 5 &&
      ruleWords.has(joined)
    ) {
      // The next word stays too: "homo er" is still "homo" and "er" as well as "homoer".
      out.push({ ...token, forms: [...token.forms, joined] });
      continue;
    }
    const fixes = token.forms.map(correction).filter((word): word is string => word !== undefined);
    fixes.push(...keyboardForms(first, plainWords));
    fixes.push(...typos.typosOf(first));
    out.push(fixes.length > 0 ? { ...token, forms: [...token.forms, ...fixes] } : token);
  }
  return out;
}
