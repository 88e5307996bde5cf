// «jernnøkkel», «gullnøkkelen»: a word the lexicon does not know as a whole, whose last part is
// a thing it knows in bokmål. The token becomes that thing, and keeps its first part so the
// story tells the family's whole word.
import { thingById } from '../lexicon/things';
import { headOf } from '../lexicon/compound-nouns';
import { lookup } from './word-index';
import type { Token } from './parse-description';

/**
 * A bokmål singular of a thing the lexicon knows, as the last part of a compound. (Plurals are
 * left: «to ringeklokker» is a count of something, kept as written.)
 */
function thingHead(head: string): string | undefined {
  const hit = lookup(head);
  if (hit?.type !== 'thing') return undefined;
  const n = thingById(hit.id).no;
  return [n.sg, n.def].includes(head) ? hit.id : undefined;
}

export function readCompounds(tokens: Token[]): void {
  for (const t of tokens) {
    if (t.hit || t.lower.length < 7 || !/^\p{L}+$/u.test(t.lower)) continue;
    // A capitalised word inside a sentence is someone's name, not a compound.
    if (!t.sentenceStart && /^\p{Lu}/u.test(t.raw)) continue;
    const split = headOf(t.lower, (h) => !!thingHead(h));
    const id = split && thingHead(split.head);
    if (!split || !id) continue;
    t.hit = { type: 'thing', id };
    t.compound = split.prefix;
  }
}

/** The wording a compound's thing is told in: its first part before the thing's own forms. */
export function compoundWording(prefix: string): string {
  return `compound:${prefix}`;
}
