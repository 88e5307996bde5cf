// Animals and people a family may name that the illustrator has no drawing of: each keeps its
// own nouns in the story ("pinnsvinet Hassel", "an octopus") and is drawn as the nearest kind
// it knows. Everything else about it (how it moves, its skill, its sound) comes from that kind.
import type { CharacterKind } from '../../scene-spec';
import { noun, type Gender, type NounNo } from '../grammar/norwegian';
import { nounEn, type NounEn } from '../grammar/english';
import { creature, type CreatureEntry, type HelperSkill } from './creatures';
import type { MoveId } from './moves';
import { MORE_ROWS } from './species-more';
import { VEHICLE_ROWS } from './vehicles';

export interface SpeciesEntry {
  id: string;
  draw: CharacterKind;
  en: NounEn;
  no: NounNo;
  gender?: 'm' | 'f';
  water?: boolean;
  /** Its own sound; a species never borrows the sound of the kind it is drawn as. */
  sound?: { en: string; no: string };
  /** How it gets about and what it is good at, when not as the kind it is drawn as. */
  move?: MoveId;
  skill?: HelperSkill;
  alias: string[];
}

export type SpeciesRow = [
  id: string,
  draw: CharacterKind,
  en: string,
  no: `${Gender} ${string}`,
  alias: string,
  extra?: {
    gender?: 'm' | 'f';
    water?: boolean;
    enPl?: string;
    sound?: { en: string; no: string };
    move?: MoveId;
    skill?: HelperSkill;
    /**
     * Never read from its word alone (a star is a thing in the sky): only a reader makes one,
     * when the thing itself is who the story is about (a star who lost her shine).
     */
    unread?: true;
  },
];
type Row = SpeciesRow;

/** "m pinnsvin pinnsvinet pinnsvin pinnsvina": gender, then the four forms. */
export function nounNo(spec: string): NounNo {
  const [g, sg, d, pl, dpl] = spec.split(' ') as [Gender, string, string, string, string];
  return noun(g, sg, d, pl, dpl);
}

/** Forms that are everyday words of the other language ("and" is a duck, "hen" a pronoun). */
const CLASHES = new Set(['and', 'ender', 'hen', 'rein', 'lam']);
/**
 * The words before a clashing form that make it the creature: "a hen", "ei and", "et lam" —
 * an article of the language in which it is a noun.
 */
export const CLASH_AFTER: Record<string, { words: string[]; id: string }> = {
  hen: {
    words: ['a', 'the', 'little', 'my', 'our', 'his', 'her', 'brown', 'white', 'red'],
    id: 'hen',
  },
  and: { words: ['en', 'ei', 'liten', 'lita', 'gul', 'hvit', 'brun'], id: 'duck' },
  ender: { words: ['to', 'tre', 'fire', 'fem', 'små', 'gule', 'hvite'], id: 'duck' },
  rein: { words: ['en', 'ein', 'liten', 'hvit'], id: 'reindeer' },
  lam: { words: ['et', 'lite', 'hvitt'], id: 'lamb' },
};
/**
 * Words that are more often a size than a being ("a giant cake", "kjempe stor"): the parser
 * reads them as the giant only where a name or a verb follows.
 */
export const SIZE_FIRST = new Set(['giant', 'kjempe']);

const ROWS: Row[] = [
  // Things a family makes into characters ("a submarine called Bubbles", "en traktor som heter
  // Tuffi", "a talking teapot"): drawn as a robot, told as themselves.
  [
    'submarine',
    'robot',
    'submarine',
    'm ubåt ubåten ubåter ubåtene',
    '',
    { water: true, sound: { en: 'blub-blub', no: 'blubb-blubb' } },
  ],
  [
    'tractor',
    'robot',
    'tractor',
    'm traktor traktoren traktorer traktorene',
    '',
    { sound: { en: 'putt-putt', no: 'tuff-tuff' }, move: 'drive' },
  ],
  [
    'truck',
    'robot',
    'lorry',
    'm lastebil lastebilen lastebiler lastebilene',
    'truck trucks',
    { sound: { en: 'vroom', no: 'brumm-brumm' }, move: 'drive' },
  ],
  [
    'bus',
    'robot',
    'bus',
    'm buss bussen busser bussene',
    '',
    { enPl: 'buses', sound: { en: 'toot-toot', no: 'tut-tut' }, move: 'drive' },
  ],
  [
    'teapot',
    'robot',
    'teapot',
    'f tekanne tekanna tekanner tekannene',
    'tekannen',
    { sound: { en: 'whistle-whee', no: 'plipp-plopp' } },
  ],
  ['hedgehog', 'mouse', 'hedgehog', 'n pinnsvin pinnsvinet pinnsvin pinnsvinene', 'hedgehogs'],
  [
    'octopus',
    'fish',
    'octopus',
    'm blekksprut blekkspruten blekkspruter blekksprutene',
    'octopuses octopi',
    { water: true, enPl: 'octopuses' },
  ],
  [
    'seahorse',
    'fish',
    'seahorse',
    'm sjøhest sjøhesten sjøhester sjøhestene',
    'seahorses sea_horse',
    { water: true },
  ],
  ['squirrel', 'mouse', 'squirrel', 'n ekorn ekornet ekorn ekornene', 'squirrels'],
  ['wolf', 'dog', 'wolf', 'm ulv ulven ulver ulvene', 'wolves', { enPl: 'wolves' }],
  ['parrot', 'bird', 'parrot', 'm papegøye papegøyen papegøyer papegøyene', 'parrots'],
  ['eagle', 'bird', 'eagle', 'm ørn ørnen ørner ørnene', 'eagles'],
  ['seal', 'fish', 'seal', 'm sel selen seler selene', 'seals', { water: true }],
  ['shark', 'fish', 'shark', 'm hai haien haier haiene', 'sharks', { water: true }],
  [
    'dolphin',
    'fish',
    'dolphin',
    'm delfin delfinen delfiner delfinene',
    'dolphins',
    { water: true },
  ],
  ['crab', 'fish', 'crab', 'm krabbe krabben krabber krabbene', 'crabs', { water: true }],
  [
    'jellyfish',
    'fish',
    'jellyfish',
    'f manet maneten maneter manetene',
    '',
    { water: true, enPl: 'jellyfish' },
  ],
  ['bee', 'bird', 'bee', 'f bie bia bier biene', 'bees bien humle humla'],
  [
    'butterfly',
    'bird',
    'butterfly',
    'm sommerfugl sommerfuglen sommerfugler sommerfuglene',
    'butterflies',
  ],
  [
    'ladybird',
    'mouse',
    'ladybird',
    'f marihøne marihøna marihøner marihønene',
    'ladybirds ladybug ladybugs marihønen',
  ],
  ['snail', 'mouse', 'snail', 'm snegle sneglen snegler sneglene', 'snails'],
  ['spider', 'mouse', 'spider', 'm edderkopp edderkoppen edderkopper edderkoppene', 'spiders'],
  ['ant', 'mouse', 'ant', 'm maur mauren maur maurene', 'ants'],
  [
    'tortoise',
    'turtle',
    'tortoise',
    'm skilpadde skilpadden skilpadder skilpaddene',
    'tortoises skilpadda',
  ],
  ['pig', 'dog', 'pig', 'm gris grisen griser grisene', 'pigs piglet piglets'],
  ['cow', 'horse', 'cow', 'f ku kua kuer kuene', 'cows kuen', { gender: 'f' }],
  ['sheep', 'rabbit', 'sheep', 'm sau sauen sauer sauene', '', { enPl: 'sheep' }],
  ['goat', 'dog', 'goat', 'f geit geita geiter geitene', 'goats geiten'],
  [
    'hen',
    'bird',
    'hen',
    'f høne høna høner hønene',
    'hens chicken chickens høna hønen',
    { gender: 'f' },
  ],
  [
    'duck',
    'bird',
    'duck',
    'f and anda ender endene',
    'ducks duckling ducklings anden andunge andungen andunger ælling ællingen',
  ],
  ['hamster', 'mouse', 'hamster', 'm hamster hamsteren hamstere hamsterne', 'hamsters'],
  ['guinea-pig', 'rabbit', 'guinea pig', 'n marsvin marsvinet marsvin marsvinene', 'guinea_pigs'],
  [
    'giraffe',
    'horse',
    'giraffe',
    'm sjiraff sjiraffen sjiraffer sjiraffene',
    'giraffes giraff giraffen',
  ],
  ['monkey', 'bear', 'monkey', 'f ape apa aper apene', 'monkeys apen'],
  ['tiger', 'lion', 'tiger', 'm tiger tigeren tigrer tigrene', 'tigers'],
  ['zebra', 'horse', 'zebra', 'm sebra sebraen sebraer sebraene', 'zebras'],
  [
    'crocodile',
    'dinosaur',
    'crocodile',
    'm krokodille krokodillen krokodiller krokodillene',
    'crocodiles',
  ],
  ['moose', 'horse', 'moose', 'm elg elgen elger elgene', 'elk', { enPl: 'moose' }],
  [
    'reindeer',
    'horse',
    'reindeer',
    'n reinsdyr reinsdyret reinsdyr reinsdyrene',
    'rein reinen',
    { enPl: 'reindeer' },
  ],
  ['polar-bear', 'bear', 'polar bear', 'm isbjørn isbjørnen isbjørner isbjørnene', 'polar_bears'],
  ['lamb', 'rabbit', 'lamb', 'n lam lammet lam lamma', 'lambs'],
  [
    'kitten',
    'cat',
    'kitten',
    'm kattunge kattungen kattunger kattungene',
    'kittens kitty kattepus',
  ],
  [
    'puppy',
    'dog',
    'puppy',
    'm valp valpen valper valpene',
    'puppies hundevalp hundevalpen hundevalper',
  ],
  [
    'grandpa',
    'grandparent',
    'grandpa',
    'm bestefar bestefaren bestefedre bestefedrene',
    'grandfather granddad grandad farfar morfar',
    { gender: 'm' },
  ],
  [
    'mum',
    'grown-up',
    'mum',
    'f mamma mammaen mammaer mammaene',
    'mom mummy mommy mother',
    { gender: 'f' },
  ],
  ['dad', 'grown-up', 'dad', 'm pappa pappaen pappaer pappaene', 'daddy father', { gender: 'm' }],
  ['teacher', 'grown-up', 'teacher', 'm lærer læreren lærere lærerne', 'teachers lærerinne'],
  ['sister', 'girl', 'sister', 'f søster søstera søstre søstrene', 'søsteren', { gender: 'f' }],
  ['brother', 'boy', 'brother', 'm bror broren brødre brødrene', '', { gender: 'm' }],
  // Which sibling it is, kept as the family said it ("lillebroren Theo", "her big sister").
  [
    'little-sister',
    'girl',
    'little sister',
    'f lillesøster lillesøstera lillesøstre lillesøstrene',
    'lillesøsteren baby_sister',
    { gender: 'f' },
  ],
  [
    'big-sister',
    'girl',
    'big sister',
    'f storesøster storesøstera storesøstre storesøstrene',
    'storesøsteren older_sister',
    { gender: 'f' },
  ],
  [
    'little-brother',
    'boy',
    'little brother',
    'm lillebror lillebroren lillebrødre lillebrødrene',
    'baby_brother',
    { gender: 'm' },
  ],
  [
    'big-brother',
    'boy',
    'big brother',
    'm storebror storebroren storebrødre storebrødrene',
    'older_brother',
    { gender: 'm' },
  ],
  [
    'cousin',
    'child',
    'cousin',
    'm fetter fetteren fettere fetterne',
    'cousins kusine kusina kusinen',
  ],
  [
    'aunt',
    'grown-up',
    'aunt',
    'f tante tanta tanter tantene',
    'auntie aunty tanten',
    { gender: 'f' },
  ],
  ['uncle', 'grown-up', 'uncle', 'm onkel onkelen onkler onklene', '', { gender: 'm' }],
  [
    'great-grandpa',
    'grandparent',
    'great-grandpa',
    'm oldefar oldefaren oldefedre oldefedrene',
    'great-grandfather great_grandpa great_grandfather',
    { gender: 'm' },
  ],
  [
    'great-grandma',
    'grandparent',
    'great-grandma',
    'f oldemor oldemora oldemødre oldemødrene',
    'great-grandmother great_grandma great_grandmother oldemoren',
    { gender: 'f' },
  ],
  [
    'postman',
    'grown-up',
    'postman',
    'n postbud postbudet postbud postbudene',
    'postwoman postie mail_carrier mailman postmann postmannen',
    { enPl: 'postmen' },
  ],
  ['farmer', 'grown-up', 'farmer', 'm bonde bonden bønder bøndene', 'farmers'],
  [
    'tooth-fairy',
    'fairy',
    'tooth fairy',
    'm tannfe tannfeen tannfeer tannfeene',
    'tannfea',
    { gender: 'f' },
  ],
  ['neighbour', 'grown-up', 'neighbour', 'm nabo naboen naboer naboene', 'neighbor'],
  // «Julenissen har mistet sekken sin»: who he is, not a name (in English "Santa" is his name).
  [
    'santa',
    'grown-up',
    'Father Christmas',
    'm julenisse julenissen julenisser julenissene',
    '',
    {
      gender: 'm',
    },
  ],
  ['elf', 'fairy', 'elf', 'm alv alven alver alvene', 'elves', { enPl: 'elves' }],
  ['gnome', 'troll', 'gnome', 'm nisse nissen nisser nissene', 'gnomes tomte'],
  [
    'star',
    'fairy',
    'star',
    'f stjerne stjerna stjerner stjernene',
    '',
    { move: 'fly', unread: true },
  ],
  // Things of the sky a family makes the hero ("a little cloud that is afraid of raining"):
  // drawn as the nearest kind the illustrator knows, told in their own words.
  ['cloud', 'fairy', 'cloud', 'm sky skyen skyer skyene', '', { move: 'fly', unread: true }],
  ['moon', 'fairy', 'moon', 'm måne månen måner månene', '', { move: 'fly', unread: true }],
  [
    'snowflake',
    'fairy',
    'snowflake',
    'n snøfnugg snøfnugget snøfnugg snøfnuggene',
    '',
    { move: 'fly', unread: true },
  ],
  [
    'raindrop',
    'fairy',
    'raindrop',
    'm regndråpe regndråpen regndråper regndråpene',
    '',
    { move: 'fly', unread: true },
  ],
];

export const SPECIES: SpeciesEntry[] = [...ROWS, ...MORE_ROWS, ...VEHICLE_ROWS].map(
  ([id, draw, en, no, alias, extra]) => {
    const n = nounNo(no);
    const e = nounEn(en, extra?.enPl);
    return {
      id,
      draw,
      en: e,
      no: n,
      ...(extra?.gender ? { gender: extra.gender } : {}),
      ...(extra?.water ? { water: true } : {}),
      ...(extra?.sound ? { sound: extra.sound } : {}),
      ...(extra?.move ? { move: extra.move } : {}),
      ...(extra?.skill ? { skill: extra.skill } : {}),
      alias: extra?.unread
        ? []
        : [
            e.sg,
            e.pl,
            n.sg,
            n.def,
            n.pl,
            n.defPl,
            ...alias
              .split(' ')
              .filter(Boolean)
              .map((a) => a.replace(/_/g, ' ')),
          ]
            .map((a) => a.toLowerCase())
            .filter((a) => !CLASHES.has(a) && !SIZE_FIRST.has(a)),
    };
  },
);

const BY_ID = new Map(SPECIES.map((s) => [s.id, s]));

export function speciesById(id: string): SpeciesEntry | undefined {
  return BY_ID.get(id);
}

/** The lexicon entry a character is told with: its drawn kind, in its own species' words. */
export function creatureOf(ch: { kind: CharacterKind; species?: string }): CreatureEntry {
  const entry = creature(ch.kind);
  const s = ch.species ? BY_ID.get(ch.species) : undefined;
  if (!s) return entry;
  const { sound: _drawn, ...rest } = entry;
  void _drawn;
  return {
    ...rest,
    en: s.en,
    no: s.no,
    ...(s.water ? { water: true } : {}),
    ...(s.sound ? { sound: s.sound } : {}),
    ...(s.move ? { move: s.move } : {}),
    ...(s.skill ? { skill: s.skill } : {}),
  };
}

/** Relatives: a character of one of these is told as family ("lillebroren Theo"), not a friend. */
const FAMILY = new Set([
  'sister',
  'brother',
  'little-sister',
  'big-sister',
  'little-brother',
  'big-brother',
  'cousin',
  'mum',
  'dad',
  'grandpa',
  'aunt',
  'uncle',
  'great-grandpa',
  'great-grandma',
]);

/**
 * The family relation a character stands in, if any: `child` for a sibling or cousin (named
 * like a child), `grown` for a grown-up called by title (Mamma, Bestemor, tante Kari).
 */
export function kinOf(ch: {
  kind: CharacterKind;
  species?: string;
}): { entry?: SpeciesEntry; grown: boolean } | undefined {
  const s = ch.species ? BY_ID.get(ch.species) : undefined;
  if (s && FAMILY.has(s.id)) return { entry: s, grown: !['girl', 'boy', 'child'].includes(s.draw) };
  if (ch.kind === 'grandparent' || ch.kind === 'grown-up') return { grown: true };
  return undefined;
}
