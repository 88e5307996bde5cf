import { GIVEN_NAMES } from '../names/given-names.js';
import { SURNAME_ENDINGS, SURNAMES } from '../names/surnames.js';
import type { Analysed, Token } from '../normalise.js';
import type { Rule } from './types.js';

// PERSONAL_DATA: what would let a stranger find or reach a real child. A first name alone is
// fine (every story has one); a first name with a surname, a street address, a phone number,
// an e-mail or social-media handle, an identity number, or a school together with a class is
// not. These are shapes more than words, so most rules here look at the text's shape.

const NUMBER_WORDS = new Map<string, number>(
  Object.entries({
    null: 0,
    zero: 0,
    oh: 0,
    en: 1,
    ett: 1,
    ein: 1,
    one: 1,
    to: 2,
    two: 2,
    tre: 3,
    three: 3,
    fire: 4,
    four: 4,
    fem: 5,
    five: 5,
    seks: 6,
    six: 6,
    sju: 7,
    syv: 7,
    seven: 7,
    åtte: 8,
    eight: 8,
    ni: 9,
    nine: 9,
    fyra: 4,
    sex: 6,
    åtta: 8,
    nio: 9,
    otte: 8,
  }),
);

/** Digits a token stands for: "412", "fire", "seven"; undefined for any other word. */
function digitsOf(token: Token): string | undefined {
  if (token.numeric) return token.raw;
  const value = NUMBER_WORDS.get(token.raw);
  return value === undefined ? undefined : String(value);
}

/** Counting aloud ("en, to, tre, fire…", "10 9 8 7…") is a story, not a phone number. */
function isCounting(values: number[]): boolean {
  if (values.length < 4) return false;
  const step = values[1]! - values[0]!;
  if (step !== 1 && step !== -1) return false;
  return values.every((v, i) => i === 0 || v - values[i - 1]! === step);
}

/** Eight or more digits in a row, in groups or spelt out: a phone or identity number. */
function hasLongNumber({ tokens }: Analysed): boolean {
  let digits = '';
  let values: number[] = [];
  const flush = (): boolean => {
    const counting = isCounting(values);
    const hit = digits.length >= 8 && !counting;
    digits = '';
    values = [];
    return hit;
  };
  for (const token of tokens) {
    const part = digitsOf(token);
    if (part === undefined) {
      if (flush()) return true;
    } else {
      digits += part;
      values.push(Number(part));
    }
  }
  return flush();
}

// Shapes on the cleaned text. Each pattern is linear: no nested or overlapping quantifiers.
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+\.[\p{L}]{2,}/u;
const HANDLE = /(?:^|\s)@[\p{L}\d_.]{3,}/u;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/;
const SSN = /\b\d{3}-\d{2}-\d{4}\b/;

const STREET_ENDINGS = [
  'gata',
  'gaten',
  'gate',
  'veien',
  'vegen',
  'vei',
  'veg',
  'gt',
  'lia',
  'lien',
  'bakken',
  'stien',
  'stigen',
  'haugen',
  'åsen',
  'tunet',
  'torget',
  'plassen',
  'alle',
  'allé',
  'svingen',
  'løkka',
  'kroken',
  'grenda',
  'ringen',
  'brekka',
  'hagen',
  'enga',
  'vollen',
  'gade',
  'vej',
  'gatan',
  'vægen',
  'vägen',
  'stræde',
  'bryggen',
  'kaia',
  'terrassen',
  'jordet',
  'skogen',
  'toppen',
];
const ENGLISH_STREETS = new Set([
  'street',
  'st',
  'road',
  'rd',
  'lane',
  'avenue',
  'ave',
  'drive',
  'close',
  'way',
  'crescent',
  'court',
  'place',
  'gardens',
  'terrace',
  'grove',
  'square',
  'row',
  'mews',
  'hill',
  'park',
]);
const LIVING = new Set([
  'bor',
  'bur',
  'adresse',
  'adressen',
  'adressa',
  'address',
  'live',
  'lives',
  'living',
  'lived',
  'bo',
  'bodde',
  'at',
  'på',
  'i',
  'adress',
  'hjemme',
  'postnummer',
  'postnr',
  'postkode',
  'postcode',
  'zip',
  'postnummeret',
]);
const HOUSE_NUMBER = /^\d{1,4}[a-z]?$/;

const NUMBER_NAMES = new Set([
  'ti',
  'elleve',
  'tolv',
  'ten',
  'eleven',
  'twelve',
  'tretten',
  'tjue',
]);

function isHouseNumber(token: Token | undefined): boolean {
  if (!token) return false;
  return HOUSE_NUMBER.test(token.raw) || NUMBER_WORDS.has(token.raw) || NUMBER_NAMES.has(token.raw);
}

function hasStreetAddress({ tokens }: Analysed): boolean {
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    // "Storgata 5", "Kirkeveien 44b", "Fjellvegen tolv": a capitalised street name and a number.
    if (
      token.capital &&
      !token.sentenceEnd &&
      STREET_ENDINGS.some((end) => token.raw.endsWith(end) && token.raw.length > end.length + 2) &&
      isHouseNumber(next) &&
      (next!.numeric ||
        /\d/.test(next!.raw) ||
        tokens.slice(Math.max(0, i - 4), i).some((t) => LIVING.has(t.raw)))
    ) {
      return true;
    }
    // "14 Oak Street", "22 Baker Lane": a number, one or two capitalised words, a street word.
    if (HOUSE_NUMBER.test(token.raw) && /\d/.test(token.raw) && !token.sentenceEnd) {
      for (let k = 1; k <= 2; k += 1) {
        const word = tokens[i + k];
        const street = tokens[i + k + 1];
        if (!word?.capital || !street) break;
        if (ENGLISH_STREETS.has(street.raw) && street.capital) return true;
        if (word.sentenceEnd) break;
      }
    }
    // "0368 Oslo": a four-digit postcode before a capitalised place.
    if (/^\d{4}$/.test(token.raw) && next?.capital && /^0\d{3}$|^[1-9]\d{3}$/.test(token.raw)) {
      const year = Number(token.raw);
      const previous = tokens[i - 1]?.raw ?? '';
      if (!(
        year >= 1000 &&
        year <= 2100 &&
        /^(i|in|år|year|fra|from|til|to|siden|since)$/.test(previous)
      )) {
        if (tokens.slice(Math.max(0, i - 6), i).some((t) => t.capital || LIVING.has(t.raw)))
          return true;
      }
    }
  }
  return false;
}

const SOCIAL = new Set([
  'snap',
  'snapen',
  'snapchat',
  'snapchaten',
  'insta',
  'instagram',
  'instaen',
  'tiktok',
  'tiktoken',
  'brukernavn',
  'brukernavnet',
  'username',
  'handle',
  'discord',
  'roblox',
  'youtube',
  'kanal',
  'kanalen',
  'channel',
  'gamertag',
  'minecraft',
  'fortnite',
]);

/** "snapen min er emma_2014x": a social-media name (letters with digits) after the service. */
function hasSocialHandle({ text, tokens }: Analysed): boolean {
  if (text.includes('@') && HANDLE.test(text)) return true;
  for (let i = 0; i < tokens.length; i += 1) {
    if (!SOCIAL.has(tokens[i]!.raw)) continue;
    // "emma_2014x" or "mia_2015" (the underscore splits it): a name with digits in it.
    for (let k = 1; k <= 4; k += 1) {
      const raw = tokens[i + k]?.raw ?? '';
      if (/\d{2,}/.test(raw)) return true;
    }
  }
  return false;
}

/** "ava dot mum at gmail dot com", "lisa at hotmail.com". */
const MAIL_HOSTS = new Set([
  'gmail',
  'hotmail',
  'outlook',
  'yahoo',
  'icloud',
  'online',
  'live',
  'me',
  'msn',
  'protonmail',
  'proton',
]);
function hasSpeltEmail({ tokens }: Analysed): boolean {
  for (let i = 0; i < tokens.length; i += 1) {
    const host = tokens[i]!.raw;
    if (!MAIL_HOSTS.has(host) || host === 'live' || host === 'me' || host === 'online') {
      if (!(
        MAIL_HOSTS.has(host) && ['at', 'krøllalfa', 'alfakrøll'].includes(tokens[i - 1]?.raw ?? '')
      ))
        continue;
    }
    const after = tokens[i + 1]?.raw ?? '';
    const after2 = tokens[i + 2]?.raw ?? '';
    if (['com', 'no', 'net', 'dk', 'se', 'co', 'org'].includes(after)) return true;
    if (
      ['dot', 'punktum', 'prikk'].includes(after) &&
      ['com', 'no', 'net', 'dk', 'se', 'co', 'org'].includes(after2)
    )
      return true;
  }
  return false;
}

// Fictional or placeholder full names that look like a private person's.
const FICTIONAL_FULL_NAMES = new Set([
  'harry potter',
  'ola nordmann',
  'kari nordmann',
  'albert åberg',
  'peter pan',
  'peter rabbit',
  'pippi langstrømpe',
  'emil lönneberg',
  'emil i lønneberget',
  'ronja røverdatter',
  'karius baktus',
  'thomas tank',
  'bob builder',
  'charlie brown',
  'peppa pig',
  'george pig',
  'lucy pevensie',
  'hermione granger',
  'ron weasley',
  'anne shirley',
  'alice liddell',
  'mary poppins',
  'willy wonka',
  'charlie bucket',
  'matilda wormwood',
  'pippi långstrump',
  'max mekker',
  'solan gundersen',
  'ludvig gundersen',
  'reodor felgen',
  'sofie amundsen',
  'tom sawyer',
  'christopher robin',
  'sherlock holmes',
  'john watson',
  'jack frost',
  'robin hood',
]);

function isSurname(token: Token): boolean {
  const form = token.forms[0] ?? token.raw;
  if (SURNAMES.has(form)) return true;
  if (GIVEN_NAMES.has(form)) return false;
  return SURNAME_ENDINGS.some((end) => form.endsWith(end) && form.length >= end.length + 3);
}

/** "Ingrid Solberg", "Nora Lie Andersen", "Liam O'Connor": a given name and a surname. */
function hasFullName({ text, tokens }: Analysed): boolean {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const first = tokens[i]!;
    const second = tokens[i + 1]!;
    if (!first.capital || !second.capital || first.sentenceEnd) continue;
    if (!GIVEN_NAMES.has(first.forms[0] ?? first.raw)) continue;
    if (FICTIONAL_FULL_NAMES.has(`${first.raw} ${second.raw}`)) continue;
    if (isSurname(second)) return true;
    // A surname with a capital inside it ("O'Connor" cleaned to "OConnor", "McDonald").
    const at = text.toLowerCase().indexOf(second.raw);
    const original = at >= 0 ? text.slice(at, at + second.raw.length) : '';
    if (/^\p{Lu}\p{Ll}*\p{Lu}\p{Ll}/u.test(original)) return true;
  }
  return false;
}

const CLASS_CODE = /^\d{1,2}[a-h]$/;
const CLASS_WORDS = new Set([
  'i',
  'in',
  'klasse',
  'klassen',
  'klass',
  'class',
  'year',
  'trinn',
  'går',
  'from',
  'fra',
  'på',
]);
const SCHOOL = /(skole|skule|skolen|skolan|skola|school|primary|academy|skule)$/;

/** "Sofie i 5B", "class 3B at St Mary's Primary", "i 2.b på Solbjerg Skole". */
function hasSchoolAndClass({ tokens }: Analysed): boolean {
  let classCode = -1;
  let school = false;
  let name = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const isCode =
      CLASS_CODE.test(token.raw) ||
      (/^\d{1,2}$/.test(token.raw) && next !== undefined && /^[a-h]$/.test(next.raw)) ||
      (/^(year|trinn|klasse|class|klass)$/.test(token.raw) && next?.numeric === true);
    if (isCode && CLASS_WORDS.has(tokens[i - 1]?.raw ?? '')) classCode = i;
    if (isCode && /^(year|class|klasse|klass)$/.test(token.raw)) classCode = i;
    if (SCHOOL.test(token.raw) && (token.capital || tokens[i - 1]?.capital === true)) school = true;
    if (token.capital && GIVEN_NAMES.has(token.forms[0] ?? token.raw)) name = true;
  }
  return classCode >= 0 && (school || name);
}

export const PERSONAL_DATA_RULES: readonly Rule[] = [
  {
    id: 'personal.email',
    category: 'PERSONAL_DATA',
    test: ({ text }) => text.includes('@') && EMAIL.test(text),
  },
  { id: 'personal.email_spelt', category: 'PERSONAL_DATA', test: hasSpeltEmail },
  {
    id: 'personal.long_number',
    category: 'PERSONAL_DATA',
    test: (a) => hasLongNumber(a) || SSN.test(a.text),
  },
  {
    id: 'personal.address',
    category: 'PERSONAL_DATA',
    test: (a) => hasStreetAddress(a) || UK_POSTCODE.test(a.text),
  },
  { id: 'personal.social_handle', category: 'PERSONAL_DATA', test: hasSocialHandle },
  // A story may name its characters anything; only a family's own words can name a real child.
  { id: 'personal.full_name', category: 'PERSONAL_DATA', scope: 'request', test: hasFullName },
  {
    id: 'personal.school_class',
    category: 'PERSONAL_DATA',
    scope: 'request',
    test: hasSchoolAndClass,
  },
  {
    id: 'personal.identity_number',
    category: 'PERSONAL_DATA',
    patterns: [
      'fødselsnummer*|personnummer*|personnr|fnr|cpr-nummer|cpr|ssn|passnummer|kontonummer|bankkort*|kortnummer|pinkode',
      'social ~1 security ~1 number',
      'credit ~1 card ~1 number',
      // The number itself, or asking for it to be written in; knowing mum's number by heart is not.
      'mobilnummer*|telefonnummer*|mobilnr|tlfnr|tlf ~3 er|is|lyder|blir|e|är',
      'skriv|write|put|legg|ta|bruk|use|include|sett|set ~4 mobilnummer*|telefonnummer*',
      'phone ~1 number ~2 is|er',
      'ring|call|text|sms ~3 me|meg|mum|mom|dad|pappa|mamma ~1 on|at|på ~1 this|dette|nummer',
    ],
  },
];
