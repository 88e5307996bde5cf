// What the writer weighs to refuse a sentence told before: the sentences a line splits into,
// each sentence's runs of six words and its meaning words.
import { capitalise, countWords, splitSentences } from '../text';

/** A line as told sentences: split at its ends, over-long ones at a clause, each capitalised. */
export function sentencesOf(text: string, maxWords: number): string[] {
  return splitSentences(text)
    .flatMap((x) => splitLong(x, maxWords))
    .map(capitalise);
}

const GLUE = new Set(
  (
    'the and but with was were his her their them they she said then there that this for ' +
    'from had into out all not one its him you your are our what asked ' +
    'og men med var han hun den det de hans hennes dem sa der som for fra hadde seg sin ' +
    'sitt sine ikke alle inn ut opp spurte hva jeg du vi'
  ).split(' '),
);

/** The words that carry a sentence's meaning: not names (capitalised), not glue. */
export function gistOf(sentence: string): string[] {
  const out = new Set<string>();
  for (const w of sentence.match(/[\p{L}']+/gu) ?? []) {
    if (w.length < 3 || /^\p{Lu}/u.test(w)) continue;
    const lower = w.toLowerCase();
    if (!GLUE.has(lower)) out.add(lower);
  }
  return [...out];
}

/** Share of meaning words two sentences have in common (of all they use) to count as alike. */
export const ALIKE = 0.6;

/** Two sentences that say nearly the same: most of their meaning words in common. */
export function alike(a: readonly string[], b: readonly string[]): boolean {
  if (a.length < 2 || b.length < 2) return false;
  let both = 0;
  for (const w of a) if (b.includes(w)) both += 1;
  return both / (a.length + b.length - both) >= ALIKE;
}

/** A sentence's runs of six words, keyed apart from whole sentences. */
export function shingles(key: string): string[] {
  // Where each word starts; a key's words are joined by single spaces.
  const starts = [0];
  for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) starts.push(at + 1);
  const out: string[] = [];
  for (let i = 0; i + 6 <= starts.length; i += 1) {
    const end = i + 6 < starts.length ? (starts[i + 6] as number) - 1 : key.length;
    out.push(`~${key.slice(starts[i], end)}`);
  }
  return out;
}

const JOINS = [', and ', ', but ', ', so ', '; ', ', og ', ', men ', ', så '];
/** A clause after ", and" must start with a subject, or the split would cut a list in two. */
const SUBJECT =
  /^(?:\p{Lu}|he\b|she\b|they\b|it\b|the\b|a\b|an\b|his\b|her\b|their\b|every|all\b|nobody|everyone|han\b|hun\b|de\b|det\b|den\b|en\b|ei\b|et\b|alle\b|ingen\b|hver)/u;

/**
 * Splits an over-long sentence at the clause boundary nearest its middle ("…, and the owl…" →
 * "…. And the owl…"), never inside a quotation or a list.
 */
export function splitLong(sentence: string, maxWords: number): string[] {
  if (countWords(sentence) <= maxWords) return [sentence];
  let best = -1;
  let bestJoin = '';
  const middle = sentence.length / 2;
  for (const join of JOINS) {
    for (let at = sentence.indexOf(join); at >= 0; at = sentence.indexOf(join, at + 1)) {
      const before = sentence.slice(0, at);
      const open =
        (before.match(/[«“]/g) ?? []).length -
        (before.match(/[»”]/g) ?? []).length +
        ((before.match(/"/g) ?? []).length % 2);
      if (open !== 0) continue;
      if (countWords(before) < 5 || countWords(sentence.slice(at)) < 5) continue;
      const after = sentence.slice(at + join.length);
      if (join !== '; ' && !SUBJECT.test(after)) continue;
      // "With a hop, a skip, and a wiggle, …": an article then a comma ends a list item.
      if (/^(?:a|an|en|ei|et)\s+(?:\S+\s+){0,3}\S+,/iu.test(after)) continue;
      if (best < 0 || Math.abs(at - middle) < Math.abs(best - middle)) {
        best = at;
        bestJoin = join;
      }
    }
  }
  if (best < 0) return [sentence];
  const head = `${sentence.slice(0, best)}.`;
  // A bokmål «så» (so) that opens a sentence takes the verb first («Så prøvde Per»), which a
  // split cannot reorder: the new sentence starts with its subject instead.
  const word = bestJoin === ', så ' ? '' : bestJoin.replace(/^[,;]\s*/, '').trim();
  const tail = `${word ? `${word} ` : ''}${sentence.slice(best + bestJoin.length)}`;
  return [head, ...splitLong(capitalise(tail), maxWords)];
}
