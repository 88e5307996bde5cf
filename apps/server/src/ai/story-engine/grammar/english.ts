// English noun phrases: a/an by sound, plurals from the lexicon, possessives of names.

export interface NounEn {
  sg: string;
  pl: string;
}

export function nounEn(sg: string, pl?: string): NounEn {
  return { sg, pl: pl ?? pluralOf(sg) };
}

function pluralOf(sg: string): string {
  if (/(s|x|z|ch|sh)$/.test(sg)) return `${sg}es`;
  if (/[^aeiou]y$/.test(sg)) return `${sg.slice(0, -1)}ies`;
  return `${sg}s`;
}

const AN_EXCEPTIONS = /^(uni|use|usu|one|once|eu|ewe)/i;
const AN_SILENT_H = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an" for the phrase that follows, judged by its first sound. */
export function article(phrase: string): 'a' | 'an' {
  const w = phrase.trim();
  if (AN_SILENT_H.test(w)) return 'an';
  if (AN_EXCEPTIONS.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** a dragon, an old owl, a unicorn */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

/** Ola's, James' */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** Title case for English titles, keeping short function words small. */
export function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'at', 'for']);
  return text
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
