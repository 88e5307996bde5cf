// Turns what a family typed into the words the rules read. People who want past a filter, and
// children who cannot spell yet, write the same word many ways: "K1LL", "k.i.l.l", "dieeee",
// "selvmord" with a Cyrillic "е", "mæ" for "meg". Every way becomes one or more *forms* of a
// token; a rule matches a token when it matches any of its forms.

/** One word of the text as the rules see it. */
export interface Token {
  /** The spellings the rules compare against: folded, de-leeted, squeezed, dialect-mapped. */
  forms: readonly string[];
  /** Lower case after NFKC and look-alike folding, before leet and diacritic folding. */
  raw: string;
  /** The word began with a capital letter in the text (names, places, titles). */
  capital: boolean;
  /** Only digits (house numbers, years, phone groups). */
  numeric: boolean;
  /** A sentence (or line, or clause after ; or :) ends after this token. */
  sentenceEnd: boolean;
  /** Punctuation or the end of the text follows this token (a comma counts). */
  pause: boolean;
}

export interface Analysed {
  /** The text after NFKC with invisible characters removed, case kept (for shape checks). */
  text: string;
  tokens: readonly Token[];
}

// Invisible characters used to split a word without a visible gap: zero-width space, joiner and
// non-joiner, word joiner, BOM, soft hyphen, Mongolian vowel separator.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD\u180E]/g;

// Letters from other scripts that look like Latin ones ("kіll" with a Ukrainian і). NFKC already
// folds full-width and mathematical letters; these it leaves alone.
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ӏ: 'l',
  ı: 'i',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ʟ: 'l',
  ɪ: 'i',
  ᴏ: 'o',
  // Small capitals ("ɪɢɴᴏʀᴇ"), which NFKC leaves as they are.
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ᴋ: 'k',
  ᴍ: 'm',
  ɴ: 'n',
  ᴘ: 'p',
  ǫ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};
const LOOK_ALIKE_CHARS = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

// Digits and signs that stand for letters inside a word ("h4te", "$ex", "k!ll"). 1 is either i
// or l, so it yields both spellings.
const LEET: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

// Norwegian, Danish and Swedish keep æ, ø and å as letters of their own ("dø" is not "do"):
// Swedish ä and ö become æ and ø so the Scandinavian spellings meet; every other mark is dropped.
const KEEP = new Set(['æ', 'ø', 'å']);
const SCANDINAVIAN: Record<string, string> = { ä: 'æ', ö: 'ø', ǿ: 'ø' };
const foldCache = new Map<string, string>();
function foldChar(c: string): string {
  let folded = foldCache.get(c);
  if (folded === undefined) {
    folded = SCANDINAVIAN[c] ?? (KEEP.has(c) ? c : c.normalize('NFD').replace(/\p{M}/gu, ''));
    foldCache.set(c, folded);
  }
  return folded;
}
function foldDiacritics(word: string): string {
  let out = '';
  for (const c of word) out += c < '\u0080' ? c : foldChar(c);
  return out;
}

// Spoken Norwegian written down, and the English shortcuts children use: the rules are written
// in standard spelling and these give a token that spelling as one more form.
const DIALECT: Record<string, string> = {
  // jeg
  æ: 'jeg',
  eg: 'jeg',
  e: 'jeg er',
  je: 'jeg',
  jæ: 'jeg',
  jæi: 'jeg',
  ej: 'jeg',
  jag: 'jeg',
  // meg, deg, seg (and Swedish/Danish mig, dig, sig)
  mæ: 'meg',
  mæg: 'meg',
  mej: 'meg',
  mig: 'meg',
  dæ: 'deg',
  dæg: 'deg',
  dej: 'deg',
  dig: 'deg',
  sæ: 'seg',
  sig: 'seg',
  sej: 'seg',
  // ikke
  ikkje: 'ikke',
  ikkj: 'ikke',
  ikk: 'ikke',
  itte: 'ikke',
  itj: 'ikke',
  ittj: 'ikke',
  ik: 'ikke',
  jg: 'jeg',
  ække: 'ikke',
  kje: 'ikke',
  inte: 'ikke',
  ikkeno: 'ikke',
  // er, har, hva (ær: Swedish är once folded), dem, drikker
  ær: 'er',
  r: 'are',
  ka: 'hva',
  kva: 'hva',
  dæm: 'dem',
  dom: 'dem',
  drikk: 'drikker',
  orke: 'orker',
  gjemme: 'gjemmer',
  // hun, han, skal, vil
  hu: 'hun',
  ho: 'hun',
  hon: 'hun',
  hanj: 'han',
  ska: 'skal',
  skall: 'skal',
  vill: 'vil',
  // selv
  sjøl: 'selv',
  sjølv: 'selv',
  sjælv: 'selv',
  sjæl: 'selv',
  // Nynorsk and dialect words the rules meet in bokmål ("eg vil ikkje vere her meir",
  // "gløym reglane dine", "ungane", "vaksne").
  vere: 'være',
  vera: 'være',
  meir: 'mer',
  gløym: 'glem',
  gløyme: 'glemme',
  gløymer: 'glemmer',
  gløymde: 'glemte',
  reglane: 'reglene',
  ungane: 'ungene',
  deira: 'deres',
  dei: 'de',
  hovud: 'hode',
  hovuda: 'hodene',
  hovudet: 'hodet',
  vaksne: 'voksne',
  vaksen: 'voksen',
  gjer: 'gjør',
  kjærast: 'kjæreste',
  kjærasten: 'kjæresten',
  kjærastane: 'kjærestene',
  kjærastar: 'kjærester',
  forteljar: 'forteller',
  heime: 'hjemme',
  aleine: 'alene',
  korleis: 'hvordan',
  kven: 'hvem',
  noko: 'noe',
  nokon: 'noen',
  fekk: 'fikk',
  berre: 'bare',
  heile: 'hele',
  // Danish and Swedish words whose Norwegian twin the rules hold.
  af: 'av',
  ud: 'ut',
  taget: 'taket',
  hur: 'hvordan',
  hemma: 'hjemme',
  barnen: 'barna',
  bron: 'broen',
  nøgen: 'naken',
  nøgne: 'nakne',
  mycket: 'mye',
  // English contractions once the apostrophe is gone ("I've", "you're", "wasn't").
  ive: 'i',
  youre: 'you',
  shes: 'she',
  hes: 'he',
  theyre: 'they',
  wasnt: 'not',
  werent: 'not',
  isnt: 'not',
  arent: 'not',
  // English
  im: 'i',
  ima: 'i',
  imma: 'i',
  wanna: 'want',
  gonna: 'going',
  wan: 'want',
  dont: 'not',
  ded: 'dead',
  // Text speak: "sum1", "ne1", "how 2 make", "b4", "ppl".
  ppl: 'people',
  sum1: 'someone',
  some1: 'someone',
  ne1: 'anyone',
  any1: 'anyone',
  every1: 'everyone',
  evry1: 'everyone',
  no1: 'noone',
  b4: 'before',
  '2': 'to',
  '4': 'for',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  smth: 'something',
  tmrw: 'tomorrow',
  '2nite': 'tonight',
  tonite: 'tonight',
  wat: 'what',
  wut: 'what',
  dnt: 'not',
  cant: 'cannot',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
};
// Compound stems spelt in dialect or Swedish ("sjølmord", "självskada").
const DIALECT_STEMS: readonly [string, string][] = [
  ['sjølv', 'selv'],
  ['sjøl', 'selv'],
  ['sjælv', 'selv'],
];

const WORD = /[\p{L}\p{M}\p{N}@$]+(?:[!|*][\p{L}\p{M}\p{N}@$]+)*/gu;
const HAS_LETTER = /\p{L}/u;
const HAS_LEET = /[013457@$!|]/;
// "5b", "14a", "3c": a class or a house number, not leet.
const CODE_SHAPE = /^\d{1,4}[a-z]$/;
const RUN = /(\p{L})\1{2,}/gu;
const SENTENCE_END = /[.!?;:\n]/;
const PAUSE = /[.!?;:,\n()\-–—]/;
// Counting "1 2 3" or a spaced phone number stays digits; only letters are joined.
const SINGLE_LETTER = /^[\p{L}@$]$/u;

function leetForms(word: string): string[] {
  if (!HAS_LETTER.test(word) || !HAS_LEET.test(word) || CODE_SHAPE.test(word)) return [word];
  const base = word.replace(/[03457@$!|]/g, (c) => LEET[c] ?? c);
  if (!base.includes('1')) return [base];
  return [base.replaceAll('1', 'i'), base.replaceAll('1', 'l')];
}

// "s*x", "f*ck": a star inside a word hides one vowel.
const HIDDEN_VOWELS = ['a', 'e', 'i', 'o', 'u', 'y', 'æ', 'ø', 'å'];
function starForms(raw: string): string[] {
  if (!raw.includes('*')) return [raw];
  // "k*i*l*l" uses the star as a separator; "s*x" hides a vowel.
  return [raw.replaceAll('*', ''), ...HIDDEN_VOWELS.map((vowel) => raw.replaceAll('*', vowel))];
}

// Stories repeat their words: a word's forms are worked out once (emptied when large).
const formsCache = new Map<string, readonly string[]>();

function formsOf(raw: string): readonly string[] {
  let forms = formsCache.get(raw);
  if (forms === undefined) {
    if (formsCache.size > 50_000) formsCache.clear();
    forms = computeForms(raw);
    formsCache.set(raw, forms);
  }
  return forms;
}

function computeForms(raw: string): string[] {
  const forms = new Set<string>([foldDiacritics(raw)]);
  for (const leeted of starForms(raw).flatMap(leetForms)) {
    const folded = foldDiacritics(leeted);
    forms.add(folded);
    // "dieeee", "killlll": a letter held three times or more is read once and twice.
    if (RUN.test(folded)) {
      forms.add(folded.replace(RUN, '$1'));
      forms.add(folded.replace(RUN, '$1$1'));
    }
    RUN.lastIndex = 0;
  }
  for (const form of [...forms]) {
    // Without a Norwegian keyboard: "doe" for "dø", "aa" for "å", "ae" for "æ".
    if (/aa|ae|oe/.test(form)) {
      forms.add(form.replaceAll('aa', 'å').replaceAll('ae', 'æ').replaceAll('oe', 'ø'));
    }
    const dialect = Object.hasOwn(DIALECT, form) ? DIALECT[form] : undefined;
    if (dialect) for (const standard of dialect.split(' ')) forms.add(standard);
    for (const [stem, standard] of DIALECT_STEMS) {
      if (form.startsWith(stem) && form.length > stem.length + 1) {
        forms.add(standard + form.slice(stem.length));
      }
    }
  }
  return [...forms];
}

interface RawWord {
  raw: string;
  start: number;
  end: number;
  /** Spelled out after "a", "i" or "å", which were joined to it ("a t r a n n y"). */
  article?: boolean;
}

/** One or two characters between spelled-out letters, or a mark with a space ("s. e. x"). */
function spelledGap(gap: string): boolean {
  return gap.length <= 2 || (gap.length === 3 && /\S/.test(gap));
}

/** "b o m b e", "k.i.l.l", "s-e-x": three or more single letters a gap apart read as one word. */
function joinSpelledOut(words: RawWord[], text: string): RawWord[] {
  const out: RawWord[] = [];
  let i = 0;
  while (i < words.length) {
    let j = i;
    while (
      j + 1 < words.length &&
      SINGLE_LETTER.test(words[j]!.raw) &&
      SINGLE_LETTER.test(words[j + 1]!.raw) &&
      spelledGap(text.slice(words[j]!.end, words[j + 1]!.start)) &&
      !/[\n,;:]/.test(text.slice(words[j]!.end, words[j + 1]!.start))
    ) {
      j += 1;
    }
    if (j - i >= 2) {
      const run = words.slice(i, j + 1);
      const raw = run.map((w) => w.raw).join('');
      // The one-letter word before a spelled-out word is read with it; the word is kept both ways.
      const article = run.length >= 5 && ['a', 'i', 'å'].includes(run[0]!.raw);
      out.push({ raw, start: run[0]!.start, end: run[j - i]!.end, article });
      i = j + 1;
    } else {
      out.push(words[i]!);
      i += 1;
    }
  }
  return out;
}

// Emoji that carry the meaning of a word ("i want to 💀", "how to make a 💣", "🍆💦").
const EMOJI_WORDS: Record<string, string> = {
  '🔪': 'knife',
  '🗡': 'knife',
  '🔫': 'gun',
  '💣': 'bomb',
  '🧨': 'dynamite',
  '💊': 'pills',
  '💉': 'syringe',
  '🍺': 'beer',
  '🍻': 'beer',
  '🍷': 'wine',
  '🥃': 'whisky',
  '🍸': 'alcohol',
  '🍾': 'alcohol',
  '🚬': 'cigarette',
  '🩸': 'blood',
  '💀': 'dead',
  '☠': 'dead',
  '⚰': 'coffin',
  '🍆': 'eggplant',
  '🍑': 'peach',
  '💦': 'splash',
  '🔞': '18+',
  '🖕': 'fuck',
  '🍁': 'weed',
  '🌿': 'weed',
  '🔥': 'fire',
  '🪢': 'rope',
  '🤬': 'fuck',
};
const EMOJI = new RegExp(`(?:${Object.keys(EMOJI_WORDS).join('|')})\\uFE0F?`, 'gu');

/** Cleans a text for shape checks: NFKC, invisible characters out, look-alike letters folded. */
export function cleanText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(EMOJI, (e) => ` ${EMOJI_WORDS[e.replace('\uFE0F', '')] ?? ''} `)
    .replace(INVISIBLE, '')
    .replace(LOOK_ALIKE_CHARS, (c) => LOOK_ALIKES[c] ?? c)
    .replace(/(?<=\p{L})['’`´](?=\p{L})/gu, '');
}

/** The text as tokens for the rules, and the cleaned text for shape checks. */
export function analyse(input: string): Analysed {
  const text = cleanText(input);
  const lower = text.toLowerCase();
  const words: RawWord[] = [];
  for (const m of lower.matchAll(WORD)) {
    words.push({ raw: m[0], start: m.index, end: m.index + m[0].length });
  }
  const joined = joinSpelledOut(words, lower);
  const tokens = joined.map((w, i): Token => {
    const first = text[w.start] ?? '';
    const gap = lower.slice(w.end, joined[i + 1]?.start ?? lower.length);
    return {
      forms: w.article ? [...formsOf(w.raw), ...formsOf(w.raw.slice(1))] : formsOf(w.raw),
      raw: w.raw,
      capital: first !== first.toLowerCase(),
      numeric: /^\d+$/.test(w.raw),
      sentenceEnd: SENTENCE_END.test(gap),
      pause: i === joined.length - 1 || PAUSE.test(gap),
    };
  });
  return { text, tokens };
}

/** A rule's own words go through the same folding, so rules are written in plain spelling. */
export function foldRuleWord(word: string): string {
  return foldDiacritics(word.normalize('NFKC').toLowerCase());
}
