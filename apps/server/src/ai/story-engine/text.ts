// Plain-text helpers shared by the composer, the readability measures and the tests.

const CLOSERS = new Set(['»', '”', '"', '’', "'", ')']);
const TERMINATORS = new Set(['.', '!', '?', '…']);

/**
 * Splits prose into sentences. A terminator inside a quote that the narration continues
 * ("«Hei!» sa Ola.") does not end the sentence; any other terminator followed by a space does.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    if (!TERMINATORS.has(text[i] as string)) {
      i += 1;
      continue;
    }
    let end = i + 1;
    let quoted = false;
    while (
      end < text.length &&
      (TERMINATORS.has(text[end] as string) || CLOSERS.has(text[end] as string))
    ) {
      if (CLOSERS.has(text[end] as string)) quoted = true;
      end += 1;
    }
    let next = end;
    while (next < text.length && /\s/.test(text[next] as string)) next += 1;
    const following = text[next];
    // After a closing quote, a lower-case word is the narration carrying on («Hei!» sa Ola).
    const continues =
      following !== undefined &&
      (next === end || (quoted && /[\p{Ll}]/u.test(following)) || /[,;:–—-]/.test(following));
    if (!continues) {
      const sentence = text.slice(start, end).trim();
      if (sentence) out.push(sentence);
      start = next;
    }
    i = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function countWords(text: string): number {
  return words(text).length;
}

/** The key two sentences share when they say the same thing (case and quotes ignored). */
export function sentenceKey(sentence: string): string {
  return words(sentence.toLowerCase()).join(' ');
}

export function capitalise(text: string): string {
  const i = text.search(/\p{L}/u);
  if (i < 0) return text;
  return text.slice(0, i) + (text[i] as string).toUpperCase() + text.slice(i + 1);
}

/** The first letter small: a sentence's opening words after "and". */
export function lowerFirst(text: string): string {
  const i = text.search(/\p{L}/u);
  if (i < 0) return text;
  return text.slice(0, i) + (text[i] as string).toLowerCase() + text.slice(i + 1);
}

/** "a", "a and b", "a, b and c" with the language's word for "and". */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** The first character capitalised, whatever it is: a template's opening word. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
