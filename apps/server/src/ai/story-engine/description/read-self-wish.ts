// A hero who wishes to be different ("a giraffe who is too tall to fit in the school bus", «ei
// lita mus som vil bli like stor som en elefant», "Pia thinks her hair is too curly"): the
// difference is the story. It causes trouble, the hero tries to change it, and in the end that
// very trait saves the day. Whatever the hero is compared with is no one in the story.
import type { ParsedDescription, Token } from './parse-description';

/** What the hero is and would rather not be: the trait that saves the day at the end. */
export type SelfTrait = 'tall' | 'small' | 'big' | 'curly' | 'slow';

const words = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/** "too tall", «for stor»: the hero is this, and minds it. */
const TOO: Record<string, SelfTrait> = {
  tall: 'tall',
  high: 'tall',
  long: 'tall',
  høy: 'tall',
  lang: 'tall',
  small: 'small',
  little: 'small',
  tiny: 'small',
  short: 'small',
  liten: 'small',
  lita: 'small',
  lite: 'small',
  bitteliten: 'small',
  kort: 'small',
  big: 'big',
  large: 'big',
  huge: 'big',
  stor: 'big',
  svær: 'big',
  diger: 'big',
  curly: 'curly',
  krøllete: 'curly',
  krøllet: 'curly',
  slow: 'slow',
  treg: 'slow',
  langsom: 'slow',
  sakte: 'slow',
};
/** What a hero wishes to become ("wishes he were big", «vil bli stor»): the opposite is the trait. */
const BECOME: Record<string, SelfTrait> = {
  big: 'small',
  bigger: 'small',
  tall: 'small',
  taller: 'small',
  stor: 'small',
  større: 'small',
  høy: 'small',
  høyere: 'small',
  small: 'big',
  smaller: 'big',
  little: 'big',
  tiny: 'big',
  liten: 'big',
  mindre: 'big',
  short: 'tall',
  shorter: 'tall',
  lavere: 'tall',
  fast: 'slow',
  faster: 'slow',
  rask: 'slow',
  raskere: 'slow',
  straight: 'curly',
  glatt: 'curly',
  rett: 'curly',
};
const TOO_WORDS = words('too for altfor');
/** Wishing to become: "wishes he were", "wants to be", «vil bli», «ønsker han var». */
const WISH = words(`
  wish wishes wished wishing want wants wanted vil ville ønsker ønsket drømmer
  lengter`);
const BE = words('be were was become bli var være');
/** Between the wish and the trait: "like stor som", "as big as", "a bit", "much". */
const FILLER = words('like så as a bit little much mye litt much even enda');

export function readSelfWish(tokens: Token[], out: ParsedDescription): void {
  if (!out.characters.length) return;
  const lowers = tokens.map((t) => t.lower);
  let trait: SelfTrait | undefined;
  let at = -1;
  lowers.forEach((w, i) => {
    if (trait) return;
    const next = lowers[i + 1] ?? '';
    // "too tall", «for stor»: «for» is only "too" before a trait and after "er"/"is".
    // ("The middle ball was far too big" is the snowman's, not the hero's.)
    const thing = tokens.slice(Math.max(0, i - 3), i).some((t) => t.hit?.type === 'thing');
    if (TOO_WORDS.has(w) && TOO[next] && !thing && (w !== 'for' || isBe(lowers[i - 1]))) {
      trait = TOO[next];
      at = i + 1;
      return;
    }
    if (!WISH.has(w)) return;
    // "wishes he were big", «vil bli like stor som», "wants to be taller".
    const be = lowers.slice(i + 1, i + 4).findIndex((x) => BE.has(x));
    if (be < 0) return;
    let j = i + 2 + be;
    while (FILLER.has(lowers[j] ?? '') && j < i + 7) j += 1;
    const become = BECOME[lowers[j] ?? ''];
    if (become) {
      trait = become;
      at = j;
    }
  });
  if (!trait) return;
  out.selfWish = { trait };
  // "as big as an elephant", "to fit in the school bus": what the hero is measured by is no one.
  tokens.forEach((t, i) => {
    const hit = t.hit;
    if (i <= at || hit?.type !== 'creature') return;
    const c = out.characters.findIndex(
      (ch) => ch.kind === hit.kind && ch.species === hit.species && !ch.name,
    );
    const ch = out.characters[c];
    if (c > 0 && ch) ch.aside = true;
  });
}

function isBe(w: string | undefined): boolean {
  return !!w && words('er is am are was var føler syns synes ble').has(w);
}
