// Counting words in Norwegian and English. "Several" is a count the picture decides per part.

export const SEVERAL = -1;

const numbers: Array<[number, string]> = [
  [0, 'no zero none without null ingen uten'],
  [1, 'a an one single lone only en ei et ett én eitt ein enkelt eneste'],
  [2, 'two pair couple double twin twins both to par begge'],
  [3, 'three triple tre'],
  [4, 'four fire fir'],
  [5, 'five fem'],
  [6, 'six seks'],
  [7, 'seven sju syv'],
  [8, 'eight åtte'],
  [9, 'nine ni'],
  [10, 'ten ti'],
  [11, 'eleven elleve'],
  [12, 'twelve tolv'],
  [
    SEVERAL,
    'many lots lot several loads hundreds hundred thousands thousand millions mange masse flere mengder hundre tusen hundrevis tusenvis',
  ],
];

const NUMBER_WORDS = new Map<string, number>();
for (const [n, words] of numbers) for (const w of words.split(' ')) NUMBER_WORDS.set(w, n);

/** Words that are numbers in one language and ordinary words in the other ("to", "fire"). */
const NORWEGIAN_ONLY = new Set(['to', 'fire', 'fir', 'ni', 'en', 'et', 'ei', 'par']);
const ENGLISH_ONLY = new Set(['a', 'an', 'no', 'lot']);

/** A count for a word, SEVERAL for "many", undefined when the word is not a number. */
export function numberWord(word: string, language: 'no' | 'en'): number | undefined {
  if (/^\d{1,4}$/.test(word)) return Number(word);
  if (language === 'en' && NORWEGIAN_ONLY.has(word)) return undefined;
  if (language === 'no' && ENGLISH_ONLY.has(word)) return undefined;
  return NUMBER_WORDS.get(word);
}

/** Words that say "not": "no horns", "ikke vinger", "without a tail". */
export const NEGATIONS = new Set([
  'no',
  'not',
  'without',
  'none',
  'ingen',
  'uten',
  'ikke',
  'aldri',
  'never',
]);
