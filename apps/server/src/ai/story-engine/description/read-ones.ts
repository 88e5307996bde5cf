// Reads a group counted and then each one named: "two dragons, a red one called Ember and a tiny
// green one called Moss", «to drager, en rød som heter Glød og ei lita grønn en som heter Mose».
// Each one named is one of the kind counted, with its own colours and size, and the group is no
// third character of its own.
import type { ColourId } from '../lexicon/colours';
import { NUMBER_WORDS } from '../lexicon/features';
import type { ParsedDescription, Token } from './parse-description';

/** Words between "one" and its name. */
const MARKERS = new Set(['called', 'named', 'som', 'heter', 'kalt', 'ved', 'navn', 'who', 'is']);
const ONE = new Set(['one', 'en']);
const ARTICLES = new Set(['a', 'an', 'en', 'ei', 'et', 'the', 'den', 'det']);

export function readOnes(
  tokens: readonly Token[],
  out: ParsedDescription,
  charAt: Map<number, number>,
  isName: (at: number) => boolean,
): void {
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    const count = NUMBER_WORDS[(tokens[i - 1] as Token).lower] ?? 0;
    if (t.hit?.type !== 'creature' || count < 2) continue;
    const group = charAt.get(i);
    const ones: number[] = [];
    for (let j = i + t.span; j < tokens.length && ones.length < count; j += 1) {
      const who = charAt.get(j);
      // «to drager, en rød som heter Glød»: the group may have taken the first name as its own.
      if (who === undefined || (who === group && !isName(j))) continue;
      const ch = out.characters[who];
      if (!ch || (ch.kind && who !== group)) break;
      // Back from the name: the marker, "one", then the colours and size up to the article.
      let k = j - 1;
      while (k > i && MARKERS.has((tokens[k] as Token).lower)) k -= 1;
      if (ONE.has((tokens[k] as Token).lower) && !ARTICLES.has(tokens[k - 1]?.lower ?? '')) k -= 1;
      else if ((tokens[k] as Token).lower === 'one') k -= 1;
      const colours: ColourId[] = [];
      let size: 'big' | 'small' | undefined;
      for (; k > i; k -= 1) {
        const p = tokens[k] as Token;
        if (p.hit?.type === 'colour') colours.unshift(p.hit.id);
        else if (p.hit?.type === 'size') size = p.hit.big ? 'big' : 'small';
        else break;
      }
      if (!ARTICLES.has(tokens[k]?.lower ?? '') || k === j - 1) break;
      ch.kind = t.hit.kind;
      if (t.hit.species) ch.species = t.hit.species;
      ch.colours.push(...colours.filter((c) => !ch.colours.includes(c)));
      if (size) ch.size = size;
      ones.push(who);
    }
    if (ones.length < 2 || group === undefined || ones.includes(group)) continue;
    if (out.characters[group]?.name) continue;
    out.characters.splice(group, 1);
    for (const [at, who] of charAt)
      if (who === group)
        charAt.set(at, (ones[0] as number) > group ? (ones[0] as number) - 1 : (ones[0] as number));
      else if (who > group) charAt.set(at, who - 1);
  }
}
