// Reads a hungry hero looking for food as the plot: "A hungry bear looks for honey", «Den
// sultne larven spiser et eple», «En liten rev er sulten og vil finne mat». The food the family
// named is what is sought (never a thing picked instead); with none named, one that suits the
// hero: honey for a bear, a carrot for a rabbit, fish for a cat.
import { foodFor, HUNGER_BITES, hungerThing, isHungerFood } from '../lexicon/hunger-foods';
import { plotReadBefore } from './day-out';
import type { ParsedDescription, Token } from './parse-description';

export interface HungryWant {
  /** The thing sought: `food:honey`, `food:fish`, or an edible thing (`apple`). */
  food: string;
}

const HUNGRY = new Set(
  `hungry hungrier starving famished sulten sultne sultent skrubbsulten skrubbsultne sultan`.split(
    ' ',
  ),
);
const EAT = new Set(
  `eat eats eating ate munch munches nibble nibbles spise spiser spiste spist gnage gnager mumse mumser`.split(
    ' ',
  ),
);
const SEEK = new Set(
  `look looks looking search searches searching find finds hunt hunts seek seeks leter lete finne finner jakter søker`.split(
    ' ',
  ),
);
const WANT = new Set(`want wants wanted wish wishes vil ville ønsker lyst`.split(' '));
/** Words for food itself: "something to eat", «mat». */
const FOOD_WORDS = new Set(['food', 'mat', 'maten', 'snack', 'dinner', 'middag', 'breakfast']);
/** Foods the word index reads as something else, or not at all, by the family's word. */
const WILD: Record<string, string> = {
  fish: 'fish',
  fisk: 'fish',
  fisken: 'fish',
  berries: 'berry',
  berry: 'berry',
  bær: 'berry',
  bærene: 'berry',
  leaf: 'leaf',
  leaves: 'leaf',
  blad: 'leaf',
  bladet: 'leaf',
  blader: 'leaf',
  bladene: 'leaf',
};
/** A definite food after a search word is one gone missing («leter etter kanelbollen»). */
const THE = new Set(['the', 'his', 'her', 'their', 'my']);

/** The definite forms of every food: one gone missing is sought by them. */
const DEFINITE = new Set([
  ...HUNGER_BITES.flatMap((f) => [f.no.def, f.no.defPl]),
  'eplet',
  'eplene',
  'kaka',
  'kaken',
  'kakene',
]);

/** The food a token names, when it names one. */
function foodOf(t: Token | undefined): string | undefined {
  if (!t) return undefined;
  if (t.hit?.type === 'food' && isHungerFood(t.hit.id)) return t.hit.id;
  if (t.hit?.type === 'thing' && (t.hit.id === 'apple' || t.hit.id === 'cake')) return t.hit.id;
  return WILD[t.lower];
}

/** What else is the plot already: a day out, an errand, a bake, a case, a skill. */
function otherPlot(out: ParsedDescription): boolean {
  return !!(
    plotReadBefore(out) ||
    out.outing ||
    out.familyOuting ||
    out.fishing ||
    out.whoTook ||
    out.mystery ||
    out.build ||
    out.snowman ||
    out.secret ||
    out.toyNight ||
    out.wayHome ||
    out.lostInPlace ||
    out.contest ||
    out.selfWish ||
    out.virtue ||
    out.skill ||
    out.social ||
    out.visit !== undefined ||
    out.help !== undefined ||
    (out.find && out.findMode === 'belongs')
  );
}

/**
 * "looks for fish": the fish the word index read as someone is the food, so nobody is helped or
 * met as that fish. Its index stays (others point past it); it is only no longer told.
 */
function fishIsFood(tokens: Token[], out: ParsedDescription): void {
  const eaten = tokens.some(
    (t, i) =>
      t.hit?.type === 'creature' &&
      t.hit.kind === 'fish' &&
      tokens
        .slice(Math.max(0, i - 4), i)
        .some((x) => EAT.has(x.lower) || SEEK.has(x.lower) || WANT.has(x.lower)) &&
      tokens.some((x) => HUNGRY.has(x.lower)),
  );
  const at = out.characters.findIndex((c) => c.kind === 'fish' && !c.name);
  if (!eaten || at < 0 || at === 0) return;
  (out.characters[at] as ParsedDescription['characters'][number]).aside = true;
  if (out.help === at) delete out.help;
}

export function readHungry(tokens: Token[], out: ParsedDescription): void {
  fishIsFood(tokens, out);
  if (otherPlot(out)) return;
  const lowers = tokens.map((t) => t.lower);
  const hungry = lowers.some((w) => HUNGRY.has(w));
  let food: string | undefined;
  let wants = false;
  tokens.forEach((t, i) => {
    const eats = EAT.has(t.lower);
    const seeks = SEEK.has(t.lower);
    if (!eats && !seeks) return;
    const after = tokens.slice(i + 1, i + 6);
    const named = after.find((x) => foodOf(x));
    const said = after.some((x) => FOOD_WORDS.has(x.lower) || EAT.has(x.lower));
    // «leter etter kanelbollen», "looks for the cake": one gone missing, not a meal.
    const at = named ? tokens.indexOf(named) : -1;
    const gone = named && (THE.has(lowers[at - 1] ?? '') || DEFINITE.has(named.lower));
    const lost = seeks && !hungry && gone;
    if (lost) return;
    const wanted = lowers.slice(Math.max(0, i - 3), i).some((w) => WANT.has(w));
    if (named && (hungry || seeks || wanted)) food ??= foodOf(named);
    if (named || said) wants ||= hungry || seeks || wanted;
  });
  if (!hungry && !food) return;
  if (!hungry && !wants) return;
  // "A hungry dragon looks for his lost key": the key is what is sought, hungry or not.
  const other = out.find && !out.find.startsWith('food:');
  if (!food && (other || out.findWord)) return;
  food ??= out.foods?.find(isHungerFood);
  food ??= out.things.find((t) => t.id === 'apple' || t.id === 'cake')?.id;
  // (Someone named with no kind, "Emma is hungry", is a child, and children like berries.)
  const hero = out.characters.find((c) => !c.aside);
  if (!hero) return;
  food ??= foodFor(hero.kind, hero.species);
  out.hungry = { food: hungerThing(food) };
  // The food is what is sought: no thing of the lexicon's picking, no word taken for a thing.
  delete out.find;
  delete out.findWord;
  delete out.findMode;
  delete out.reach;
  if (out.foods) {
    const id = food;
    out.foods = out.foods.filter((f) => f !== id);
    if (!out.foods.length) delete out.foods;
  }
  out.things = out.things.filter((t) => t.id !== food);
}
