// Splits a monster description into lower-case words, remembering where punctuation ends a
// phrase, and unpacks Norwegian compounds ("treøyd", "lysegrønn") into the words they stand for.

import { SHADE_PREFIXES, COLOUR_WORDS } from './monster-words';

export interface Token {
  word: string;
  /** Punctuation stood between this word and the one before it. */
  afterBreak: boolean;
}

const COMPOUND_COUNT =
  /^(en|ett|et|to|tre|fire|fir|fem|seks|sju|syv|åtte|ni|ti)(øyd|øyde|øygd|beint|beinte|bent|bente|hornet|horna|vinget|armet|armede)$/;
const COMPOUND_NOUN: Record<string, string> = {
  øyd: 'øyne',
  øyde: 'øyne',
  øygd: 'øyne',
  beint: 'bein',
  beinte: 'bein',
  bent: 'bein',
  bente: 'bein',
  hornet: 'horn',
  horna: 'horn',
  vinget: 'vinger',
  armet: 'armer',
  armede: 'armer',
};

function expand(word: string): string[] {
  const counted = COMPOUND_COUNT.exec(word);
  if (counted?.[1] && counted[2]) return [counted[1], COMPOUND_NOUN[counted[2]] ?? counted[2]];
  for (const [prefix, shade] of SHADE_PREFIXES) {
    const rest = word.slice(prefix.length);
    if (word.startsWith(prefix) && COLOUR_WORDS.has(rest)) return shade ? [shade, rest] : [rest];
  }
  return [word];
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pendingBreak = false;
  for (const piece of text.toLowerCase().split(/([^\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    if (!/[\p{L}\p{N}]/u.test(piece)) {
      if (/[.,;:!?()"«»]/.test(piece)) pendingBreak = true;
      continue;
    }
    for (const word of expand(piece)) {
      tokens.push({ word, afterBreak: pendingBreak });
      pendingBreak = false;
    }
  }
  return tokens;
}

const NORWEGIAN_HINTS = new Set(
  'og med som en et ei har heter liten lita stor store er den det på uten monster monsteret kalt tre fire øyne vinger bein hale grønn blå gul rød lilla rosa svart hvit ganske veldig'.split(
    ' ',
  ),
);
const ENGLISH_HINTS = new Set(
  'and with the a an has is called named small little big who that its three four eyes wings legs tail green blue yellow red purple pink black white very'.split(
    ' ',
  ),
);

export function detectLanguage(text: string): 'no' | 'en' {
  if (/[æøå]/i.test(text)) return 'no';
  let score = 0;
  for (const { word } of tokenize(text)) {
    if (NORWEGIAN_HINTS.has(word)) score += 1;
    if (ENGLISH_HINTS.has(word)) score -= 1;
  }
  return score >= 0 ? 'no' : 'en';
}
