// Reads an everyday family outing that is the plot: a picnic («skal på piknik i parken med
// pappa», "a picnic on the beach with Grandma"), berry picking («plukke blåbær i skogen med
// mormor», "pick blackberries with Dad") or a day at the zoo («i dyreparken for å se løvene»,
// "a trip to the zoo to see the penguins"). Where they go, and what the family named to bring,
// pick or see, is kept; the soft toy that comes along is carried, not cast.
import { dayIsTheStory, plotReadBefore } from './day-out';
import type { ParsedDescription, Token } from './parse-description';
import type { Toy } from './read-toy';

export type OutingKind = 'picnic' | 'berries' | 'zoo';

/** Berries a family picks, by the word they used for them. */
export type BerryId = 'blueberry' | 'strawberry' | 'raspberry' | 'lingonberry' | 'blackberry';

export interface FamilyOuting {
  kind: OutingKind;
  /** Where the day is spent (a place id): the park, the beach, the forest, the zoo. */
  place: string;
  /** The food the family named for the basket (food ids), at most three. */
  foods?: string[];
  /** The berries picked. */
  berry?: BerryId;
  /** The animals the family wants to see (species or kind ids), at most three. */
  animals?: string[];
  /** The soft toy that comes along, as the family named it. */
  toy?: Toy;
}

const PICNIC =
  /^(piknik|pikniken|piknikk|piknikken|piknikkurv|piknikkurven|piknikkurva|picnic|picnics|picnicking|picnicked)$/;
/** Where a picnic is spread, as the place is known; anywhere else, the park. */
const PICNIC_PLACES = new Set(['park', 'beach', 'meadow', 'lake', 'hill', 'field', 'glade']);
const PICNIC_AS: Record<string, string> = { field: 'meadow', glade: 'meadow', pond: 'lake' };

const BERRY: [RegExp, BerryId][] = [
  [/^(blåbær|blåbæra|blåbærene|blåbæret|blueberry|blueberries|bilberries|bilberry)$/, 'blueberry'],
  [
    /^(jordbær|jordbæra|jordbærene|markjordbær|strawberry|strawberries|jordbærplukking)$/,
    'strawberry',
  ],
  [/^(bringebær|bringebæra|bringebærene|raspberry|raspberries)$/, 'raspberry'],
  [/^(tyttebær|tyttebæra|tyttebærene|lingonberry|lingonberries|cowberries)$/, 'lingonberry'],
  [
    /^(bjørnebær|bjørnebæra|bjørnebærene|blackberry|blackberries|blackberrying|brambles)$/,
    'blackberry',
  ],
];
/** Any berries at all: «bær», «bærtur», "berries", "berry picking". */
const ANY_BERRY = /^(bær|bæra|bærene|bærtur|bærturen|bærplukking|berry|berries|blackberrying)$/;
/** Picking or going out for them. */
const PICK =
  /^(plukke|plukker|plukket|plukka|sanke|sanker|sanket|pick|picks|picked|picking|gather|gathers|gathering|collect|collects|collecting|bærtur|bærturen|bærplukking|blackberrying)$/;
/** Where berries are picked, as the place is known. */
const BERRY_PLACES = new Set(['forest', 'field', 'meadow', 'glade', 'hill']);

const ZOO =
  /^(zoo|zoos|zooen|dyrepark|dyreparken|dyrehage|dyrehagen|dyrehager|safaripark|safariparken)$/;

/** Words for the day out itself. */
const DAY_WORDS =
  /^(trip|trips|outing|outings|visit|day|days|tur|turen|turer|dagstur|dagsturen|utflukt|utflukten|besøk|besøket)$/;

/** Which outings are told (each has its own plot in both packs). */
const TOLD = new Set<OutingKind>(['picnic', 'berries', 'zoo']);

export function readFamilyOuting(tokens: Token[], out: ParsedDescription): void {
  if (plotReadBefore(out)) return;
  if (out.fishing || out.contest || out.secret || out.outing?.kind === 'camp') return;
  const words = tokens.map((t) => t.lower);
  const kind = kindOf(words, out);
  if (!kind || !TOLD.has(kind)) return;
  const toy = out.toy;
  const outing: FamilyOuting =
    kind === 'picnic' ? picnic(out) : kind === 'berries' ? berries(words, out) : zoo(out);
  out.familyOuting = { ...outing, ...(toy ? { toy } : {}) };
  // The toy comes along carried and hugged by the plot itself: never a bear or a rabbit who
  // walks beside them, nor a keepsake that helps.
  if (toy) {
    const made = out.characters[toy.at];
    if (made) made.aside = true;
    out.things = out.things.filter((t) => t.id !== 'teddy');
  }
  // "A trip to the zoo", «en tur i skogen»: the day itself, never a thing carried through it.
  if (out.unknown) {
    out.unknown = out.unknown.filter((u) => !DAY_WORDS.test(u.word));
    if (!out.unknown.length) delete out.unknown;
  }
  // The place is where the day goes, and home is where they set out from.
  out.places = out.places.filter((p) => p !== outing.place && p !== 'zoo');
  dayIsTheStory(out);
  delete out.activities;
}

/** «bringebærtur», «blåbærplukking»: the berry and the going out for it in one word. */
const BERRY_TRIP = /bær(tur|turen|plukking|plukkingen)$/;
const berryWord = (w: string) => w.replace(BERRY_TRIP, 'bær');

function kindOf(words: string[], out: ParsedDescription): OutingKind | undefined {
  if (words.some((w) => PICNIC.test(w))) return 'picnic';
  const berry = words
    .map(berryWord)
    .some((w) => ANY_BERRY.test(w) || BERRY.some(([re]) => re.test(w)));
  if (berry && words.some((w) => PICK.test(w) || BERRY_TRIP.test(w))) return 'berries';
  if (out.places.includes('zoo') || words.some((w) => ZOO.test(w))) return 'zoo';
  return undefined;
}

function picnic(out: ParsedDescription): FamilyOuting {
  const named = out.places.find((p) => PICNIC_PLACES.has(p) || p in PICNIC_AS);
  const place = named ? (PICNIC_AS[named] ?? named) : 'park';
  const foods = (out.foods ?? []).slice(0, 3);
  return { kind: 'picnic', place, ...(foods.length ? { foods } : {}) };
}

function berries(words: string[], out: ParsedDescription): FamilyOuting {
  const berry = words.map((w) => BERRY.find(([re]) => re.test(berryWord(w)))?.[1]).find(Boolean);
  const picked: BerryId =
    berry ?? (words.some((w) => /^(berry|berries)$/.test(w)) ? 'blackberry' : 'blueberry');
  const named = out.places.find((p) => BERRY_PLACES.has(p));
  const place = named ?? (picked === 'strawberry' ? 'field' : 'forest');
  // The berries are picked, not a food brought along.
  if (out.foods) {
    out.foods = out.foods.filter((f) => f !== picked);
    if (!out.foods.length) delete out.foods;
  }
  return { kind: 'berries', place: place === 'glade' ? 'forest' : place, berry: picked };
}

function zoo(out: ParsedDescription): FamilyOuting {
  const animals: string[] = [];
  for (const c of out.characters) {
    if (c.aside || !c.kind || c.name) continue;
    if (['girl', 'boy', 'child', 'grown-up', 'grandparent'].includes(c.kind)) continue;
    const id = c.species ?? c.kind;
    if (!animals.includes(id) && animals.length < 3) animals.push(id);
    // The animals are seen at the zoo, not met on the way or taken along.
    c.aside = true;
  }
  return { kind: 'zoo', place: 'zoo', ...(animals.length ? { animals } : {}) };
}
