// Reads an everyday outing that is the plot: a shopping errand ("går på butikken for å kjøpe
// bananer", "skal handle melk til mamma", "goes to the supermarket to buy bananas"). What is to
// be bought keeps the family's word; the shop is the one they named, or the one that sells it.
import { foodById } from '../lexicon/foods-activities';
import { placeById } from '../lexicon/places';
import { thingById } from '../lexicon/things';
import type { ParsedDescription, Token } from './parse-description';
import { readCamp, type Camp } from './read-camp';

const words = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Buying and shopping in either language, any tense. */
const BUY = words(`
  kjøpe kjøper kjøpte kjøpt handle handler handlet handla handletur handleturen buy buys
  bought buying shop shops shopped shopping groceries errand errands ærend`);
/** Going somewhere: "goes to the shop", "går på butikken", "skal til bakeriet". */
const GO = words(`
  går gikk gått gå drar dro dra skal løper løp sykler syklet tar tok go goes went going walk
  walks walked walking run runs ran pop pops popped head heads headed off`);
/** The places one buys things at. */
export const SHOPS = new Set(['shop', 'supermarket', 'bakery', 'market', 'square', 'toy-shop']);
/** Things bought at the toy shop when no shop is named; other things come from the shop. */
const TOYS = new Set(['ball', 'balloon', 'teddy', 'doll', 'kite', 'toy-train', 'toy-car', 'yoyo']);
/** Foods from the baker's oven are bought at the bakery when no shop is named. */
const BAKED = new Set([
  'bun',
  'bread',
  'roll',
  'cake',
  'cinnamon-bun',
  'croissant',
  'cookie',
  'waffle',
]);

export type Outing = ShopOuting | Camp;

export interface ShopOuting {
  kind: 'shop';
  /** The shop (a place id). */
  place: string;
  /** What is bought: a food id, or a thing id from a toy shop. */
  buy?: string;
  /** How many the family said: one ("an egg", «ett egg») or several ("eggs", «tre egg»). */
  count?: 'one' | 'many';
  /** More on the list after the first ("melk, egg og brød"), each with its count. */
  also?: { id: string; count?: 'one' | 'many' }[];
}

/** Words that say one: the article or the numeral. */
const ONE = words('a an one en ei et ett én éin');
/** Words that say more than one. */
const MANY = words(`
  two three four five six seven eight nine ten twelve some lots many several dozen
  to tre fire fem seks sju syv åtte ni ti tolv noen mange flere masse litt`);

/**
 * How many of it the family asked for: the word before it ("an egg", «tre egg»), or else the
 * form they wrote ("bananas", «bananer» are several; "a banana" is one). Unknown when the
 * form is both (English "sheep", bokmål «egg»).
 */
function countOf(tokens: Token[], at: number, forms: { one: string[]; many: string[] }) {
  const before = tokens[at - 1]?.lower;
  if (before && MANY.has(before)) return 'many';
  if (before && ONE.has(before)) return 'one';
  const said = tokens[at]?.lower ?? '';
  const one = forms.one.includes(said);
  const many = forms.many.includes(said);
  return one === many ? undefined : one ? 'one' : 'many';
}

export function readOuting(tokens: Token[], out: ParsedDescription): void {
  // A night out is the outing, whatever is bought for it.
  readCamp(tokens, out);
  if (out.outing || out.social || out.whoTook) return;
  const buyAt = tokens.findIndex((t) => BUY.has(t.lower));
  const shopAt = tokens.findIndex(
    (t, i) =>
      t.hit?.type === 'place' &&
      SHOPS.has(t.hit.id) &&
      tokens.slice(Math.max(0, i - 4), i).some((x) => GO.has(x.lower)),
  );
  if (buyAt < 0 && shopAt < 0) return;
  const from = buyAt >= 0 ? buyAt : shopAt;
  const after = tokens.slice(from + 1);
  const itemAt = after.findIndex((t) => t.hit?.type === 'food' || t.hit?.type === 'thing');
  const item = after[itemAt]?.hit;
  const food = item?.type === 'food' ? item.id : out.foods?.[0];
  const buy =
    item?.type === 'thing' && !foodById(item.id)
      ? item.id
      : food && foodById(food)
        ? food
        : undefined;
  const named = out.places.find((p) => SHOPS.has(p));
  const place =
    named ?? (buy && BAKED.has(buy) ? 'bakery' : buy && TOYS.has(buy) ? 'toy-shop' : 'shop');
  if (!placeById(place)) return;
  const count =
    buy && item && 'id' in item && item.id === buy
      ? countOf(after, itemAt, formsOf(buy))
      : undefined;
  const also = buy && itemAt >= 0 ? moreOnList(after, itemAt, buy) : [];
  out.outing = {
    kind: 'shop',
    place,
    ...(buy ? { buy } : {}),
    ...(count ? { count } : {}),
    ...(also.length ? { also } : {}),
  };
  // The shop is where the story goes, never where the hero lives.
  out.reach ??= place;
}

/** Words between the items of a list: "milk, eggs and bread", «melk, egg og to brød». */
const LIST_GLUE = words('og and a an some en ei et ett litt noen');

/**
 * The rest of a shopping list after its first item, as long as the words go on naming foods or
 * things to buy ("melk, egg og brød"): at most three more, each counted as it was written.
 */
function moreOnList(after: Token[], first: number, buy: string) {
  const out: { id: string; count?: 'one' | 'many' }[] = [];
  for (let j = first + 1; j < after.length && out.length < 3; j += 1) {
    const t = after[j] as Token;
    if (t.sentenceStart) break;
    const hit = t.hit;
    const id =
      hit?.type === 'food' ? hit.id : hit?.type === 'thing' && !foodById(hit.id) ? hit.id : null;
    if (id) {
      if (id !== buy && !out.some((x) => x.id === id)) {
        const count = countOf(after, j, formsOf(id));
        out.push({ id, ...(count ? { count } : {}) });
      }
      continue;
    }
    if (!LIST_GLUE.has(t.lower) && !MANY.has(t.lower)) break;
  }
  return out;
}

/** The singular and plural words of a food or thing in both languages. */
function formsOf(id: string): { one: string[]; many: string[] } {
  const f = foodById(id);
  if (f) return { one: [f.en.sg, f.no.sg, f.no.def], many: [f.en.pl, f.no.pl, f.no.defPl] };
  const t = thingById(id);
  return { one: [t.en.sg, t.no.sg, t.no.def], many: [t.en.pl, t.no.pl, t.no.defPl] };
}
