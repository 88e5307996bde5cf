import enList from './word-lists/en.json';
import noList from './word-lists/no.json';

// The maintained word lists (word-lists/README.md): whole words, stems and phrases that a story
// request or a generated story must not contain. Every list applies to every text.

interface WordListFile {
  language: string;
  revision: number;
  words: string[];
  prefixes: string[];
  phrases: string[];
}

const LISTS: readonly WordListFile[] = [enList, noList];

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '@': 'a',
  $: 's',
};

/** Lower case, NFKC, and look-alike characters folded to the letters they stand for. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[01345@$]/g, (c) => LOOK_ALIKES[c] ?? c);
}

/** The words of a text after normalising (letters and folded look-alikes; hyphens split). */
export function wordsOf(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{M}]+/gu) ?? [];
}

const WORDS = new Set(LISTS.flatMap((list) => list.words.map(normalise)));
const PREFIXES = LISTS.flatMap((list) => list.prefixes.map(normalise));
const PHRASES = LISTS.flatMap((list) => list.phrases.map((phrase) => wordsOf(phrase)));

/** The word, and when a letter is stretched (`fuuuck`), the word with each stretch squeezed. */
function formsOf(word: string): string[] {
  const squeezed = word.replace(/(\p{L})\1{2,}/gu, '$1');
  return squeezed === word ? [word] : [word, squeezed];
}

function blockedWord(word: string): boolean {
  return formsOf(word).some(
    (form) => WORDS.has(form) || PREFIXES.some((prefix) => form.startsWith(prefix)),
  );
}

/** The listed words and phrases found in a text, in order of appearance (empty: none). */
export function findBlockedWords(text: string): string[] {
  const words = wordsOf(text);
  const found: string[] = [];
  words.forEach((word, i) => {
    if (blockedWord(word)) found.push(word);
    for (const phrase of PHRASES) {
      if (phrase.every((part, j) => words[i + j] === part)) found.push(phrase.join(' '));
    }
  });
  return found;
}

/** For the story engine: may this word the user typed (a name) be repeated in a story? */
export function isSafeWord(word: string): boolean {
  return findBlockedWords(word).length === 0;
}
