// Reads a snowman the family wants built ("bygge verdens største snømann", "a snowman with a
// carrot nose"): which of its parts they named, in the order they named them, and whether it is
// to be the biggest ever. The story gathers those parts first, and the rest after.
import type { ColourId } from '../lexicon/colours';
import type { ParsedDescription, Token } from './parse-description';

/** The parts a snowman is given, in the order a story gathers them when the family named none. */
export const SNOWMAN_PARTS = ['carrot', 'stones', 'arms', 'scarf', 'hat', 'buttons'] as const;
/**
 * Coal for eyes only when the family said so; otherwise two round stones. A woolly hat or a
 * bucket on its head only when the family said so; otherwise a hat.
 */
export type SnowmanPart = (typeof SNOWMAN_PARTS)[number] | 'coal' | 'beanie' | 'bucket';

/** Parts that fill one place on the snowman: the first the family named gives it. */
export const SAME_PLACE: readonly (readonly SnowmanPart[])[] = [
  ['stones', 'coal'],
  ['hat', 'beanie', 'bucket'],
];
const samePlace = (a: SnowmanPart, b: SnowmanPart) =>
  a === b || SAME_PLACE.some((g) => g.includes(a) && g.includes(b));

/** The family's words for each part, in either language. */
const PART_WORDS: [RegExp, SnowmanPart][] = [
  [/^(carrots?|gulr(ot|ota|oten|øtter|øttene)|nose|nese|nesa|nesen|gulrotnese)$/, 'carrot'],
  [/^(coal|coals|kull|kullbit|kullbiter|kullbitene)$/, 'coal'],
  [/^(eyes|øyne|øynene|stones?|pebbles?|stein|steiner|steinene)$/, 'stones'],
  [/^(sticks?|twigs?|branch|branches|arms|armer|armene|pinner|kvister|greiner)$/, 'arms'],
  [/^(scarf|scarves|skjerf|skjerfet)$/, 'scarf'],
  // «en hatt» stays a hat and «ei lue» a woolly hat: the family's word is the one worn.
  [/^(hat|hats|cap|caps|hatt|hatten|flosshatt|flosshatten|tophat)$/, 'hat'],
  [/^(lue|lua|luen|luer|topplue|topplua|beanie|bobble)$/, 'beanie'],
  [/^(bøtte|bøtta|bøtten|bucket|pail)$/, 'bucket'],
  [/^(buttons?|knapper|knappene)$/, 'buttons'],
];

/** "Verdens største", "the biggest ever", "a giant snowman". */
const BIG =
  /^(største|størst|høyeste|kjempestor|kjempestore|diger|digre|enorm|enorme|kjempesnømann|biggest|tallest|giant|huge|enormous|gigantic|hugest)$/;

export interface Snowman {
  /** The parts the family named, first mention first. */
  parts: SnowmanPart[];
  /** The biggest snowman ever. */
  big?: boolean;
  /** A colour the family gave a part: «en svart hatt», "a red scarf". */
  colours?: Partial<Record<SnowmanPart, ColourId>>;
}

/** Things that are a snowman's parts: named beside it, they are worn, not made or kept. */
const WORN_PARTS: Partial<Record<string, SnowmanPart>> = { hat: 'hat', scarf: 'scarf' };

export function readSnowman(tokens: Token[], out: ParsedDescription): void {
  // "Bygger en snømann med skjerf og lue": the snowman is what is made, the scarf what it wears.
  const at = tokens.findIndex((t) => t.hit?.type === 'creature' && t.hit.kind === 'snowman');
  const madeAt = tokens.findIndex((t) => t.hit?.type === 'thing' && t.hit.id === out.build);
  if (at >= 0 && madeAt > at && out.build && WORN_PARTS[out.build]) {
    out.build = 'snowman';
    for (const c of out.characters) if (c.kind === 'snowman' && !c.name) c.aside = true;
  }
  if (out.build !== 'snowman' || out.mend) return;
  out.things = out.things.filter((t) => !WORN_PARTS[t.id]);
  const parts: SnowmanPart[] = [];
  const colours: Partial<Record<SnowmanPart, ColourId>> = {};
  let big = false;
  tokens.forEach((t, i) => {
    if (BIG.test(t.lower)) big = true;
    const part = PART_WORDS.find(([re]) => re.test(t.lower))?.[1];
    // "a black top hat", «et langt rødt skjerf»: the colour is one or two words before.
    const colour = [tokens[i - 1], tokens[i - 2]].find((p) => p?.hit?.type === 'colour')?.hit;
    if (part && colour?.type === 'colour' && !colours[part]) colours[part] = colour.id;
    // Coal and stones are both eyes: the first the family named gives them.
    if (part && !parts.some((p) => samePlace(p, part))) parts.push(part);
  });
  // A carrot for the nose is no food to share on the way or eat for supper.
  if (parts.includes('carrot') && out.foods) {
    out.foods = out.foods.filter((f) => f !== 'carrot');
    if (!out.foods.length) delete out.foods;
  }
  const coloured = parts.some((p) => colours[p]);
  out.snowman = { parts, ...(big ? { big } : {}), ...(coloured ? { colours } : {}) };
}
