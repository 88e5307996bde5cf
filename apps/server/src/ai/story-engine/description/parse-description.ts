// Reads the child's or parent's own words: names, creatures (with their colours, size and
// body parts), places, objects, and what someone wants or fears. Only what is recognised,
// or a name the safety predicate accepts, may reach the story.
import type { CharacterKind } from '../../scene-spec';
import type { ColourId } from '../lexicon/colours';
import type { MysteryId } from '../lexicon/goals-lexicon';
import { FEATURES, NUMBER_WORDS } from '../lexicon/features';
import { guessGender, isKnownName } from '../lexicon/names';
import { creature } from '../lexicon/creatures';
import { placeById } from '../lexicon/places';
import { CLASH_AFTER, SIZE_FIRST, speciesById } from '../lexicon/species';
import { COMMON_WORDS } from './common-words';
import { readErrand } from './read-errand';
import { readMadeFor } from './read-made-for';
import { readSelfWish, type SelfTrait } from './read-self-wish';
import { readVirtue, type Virtue } from './read-virtue';
import { readWants } from './read-wants';
import { readLostHero } from './read-lost-hero';
import { readSkyHero } from './read-sky-hero';
import { readVehicleHero } from './read-vehicle-hero';
import { readRoles } from './read-roles';
import { cardForIll, readIllAtHome } from './read-ill-at-home';
import { readJobDream } from './read-job-dream';
import { readRescue } from './read-rescue';
import { readStuckThing } from './read-stuck-thing';
import { roleOfWord, type RoleId } from '../lexicon/roles';
import type { SpotId } from '../lexicon/rescue-spots';
import { readOnes } from './read-ones';
import { readOuting, type Outing } from './read-outing';
import { readToy, type Toy } from './read-toy';
import { readFamilyOuting, type FamilyOuting } from './read-family-outing';
import { readWayHome, type WayHome } from './read-way-home';
import { readLostInPlace, type LostInPlace } from './read-lost-in-place';
import { readLostPet, type LostPet } from './read-lost-pet';
import { readToyNight, type ToyNight } from './read-toy-night';
import { readNoSleep, type NoSleep } from './read-no-sleep';
import { markIdioms } from './idioms';
import { readFamily, type FamilyEvent } from './read-family';
import { readSocial, type SocialWant } from './read-social';
import { readSnowman, type Snowman } from './read-snowman';
import { readTooth, type ToothWish } from './read-tooth';
import { readCheckup, type Checkup } from './read-checkup';
import { readCare, type CareWant } from './read-care';
import { readWeather, type SaidWeather } from './read-weather';
import { readContest, type ContestWant } from './read-contest';
import { readGrow, type GrowWant } from './read-grow';
import { readFishing, type FishingWant } from './read-fishing';
import { readSecret, type SecretWant } from './read-secret';
import { readSnatch } from './read-snatch';
import { readOwnSkill } from './read-own-skill';
import { readHungry, type HungryWant } from './read-hungry';
import { lookup, MAX_PHRASE, NOT_BARE, type WordHit } from './word-index';
import { readSenses } from './word-senses';
import { compoundWording, readCompounds } from './read-compounds';
import { lowerNamed } from './lower-names';
import { readGenitives } from './read-genitive';
import { readOwnHome, readPlaceNames } from './read-place-names';
import { isOwnPlace } from '../lexicon/own-places';
import { wordingOf } from '../lexicon/thing-words';
import { headNouns } from '../lexicon/compound-nouns';

export interface ParsedFeature {
  id: string;
  /** Hurt: "en skadet vinge", "a sore leg", "vondt i foten". */
  hurt?: boolean;
  count?: number;
  colour?: ColourId;
  big?: boolean;
}

export interface ParsedCharacter {
  /** Undefined for a named person the description gives no kind ("Ola"). */
  kind?: CharacterKind;
  /** A species the illustrator draws as `kind` but the story names in its own words. */
  species?: string;
  /** What the family calls a grown-up ("mormor", "granny"), kept as their name. */
  word?: string;
  name?: string;
  gender?: 'm' | 'f';
  colours: ColourId[];
  size?: 'small' | 'big';
  trait?: 'shy' | 'clumsy' | 'scared';
  features: ParsedFeature[];
  /** Named only as what is made or dreamt of ("bygger en snømann", "vil bli astronaut"). */
  aside?: boolean;
  /** The owner of the creature named next ("Oscar's cat"): the creature is the one told of. */
  owns?: boolean;
  /** What they are by trade: "Firefighter Sam", «brannmann Per» (lexicon/roles). */
  role?: RoleId;
  /** The one of the family whose pet this is ("Granny's cat", «mormors katt»): their index. */
  ownedBy?: number;
}

export interface ParsedDescription {
  characters: ParsedCharacter[];
  places: string[];
  /** `owned`: the description says someone has it ("sin ballong", "Oliver's balloon"). */
  /** `word`: the family's own word for it where the lexicon keeps it under a near neighbour. */
  things: { id: string; word?: string; colour?: ColourId; detail?: string; owned?: boolean }[];
  foods?: string[];
  activities?: string[];
  /** Nouns the lexicon does not know, carried as they were written ("en gizmo"). */
  unknown?: UnknownNoun[];
  fear?: { id: string; who: number };
  /** A skill to learn, or one the learner had and lost ("the dragon who lost his fire"). */
  skill?: { id: string; who: number; lost?: boolean; dream?: string };
  build?: string;
  find?: string;
  /**
   * What the want seeks when the lexicon does not know it, as written: "its lost bolt", "finne
   * en regnbue". One of `unknown`'s words.
   */
  findWord?: string;
  reach?: string;
  /** The family's own place someone lives in: "lives in Rainbow Valley", «bor i Regnbuedalen». */
  home?: string;
  /** The vehicle the story is about («Brannbilen Rød», "Tommy the tractor"): its index. */
  vehicleHero?: number;
  /** Where the family says the thing is sought or found: «leter etter en nøkkel på stranda». */
  findAt?: string;
  help?: number;
  /**
   * The one helped (`help`) is stuck at a spot and is got free there: up a tree, down a well.
   * `thing`: no one but a thing of the family's is stuck up there (a thing id), to get down;
   * `roofOf`: the roof is the garage's or the shed's at home.
   */
  rescue?: { spot: SpotId; thing?: string; roofOf?: 'garage' | 'shed' };
  mystery?: MysteryId;
  /** The family asks who took, ate or stole something: that question is the plot. */
  whoTook?: boolean;
  /** The animal that snatches one of what is baked (a character's index): a mishap of the bake. */
  snatch?: number;
  befriend?: boolean;
  /** A want about friends: the hero new or lonely, or friends who quarrel and make up. */
  social?: SocialWant;
  /** An everyday outing that is the plot: a shopping errand. */
  outing?: Outing;
  /** A soft toy named beside a child («bamsen Brumm»): carried and hugged, never a character. */
  toy?: Toy;
  /** A family outing that is the plot: a picnic, berry picking, a day at the zoo. */
  familyOuting?: FamilyOuting;
  /** The hero is lost or far away and wants to get home: that journey is the plot. */
  wayHome?: WayHome;
  /** The hero loses their grown-up inside a busy place and finds them again there. */
  lostInPlace?: LostInPlace;
  /** A toy that comes alive at night and explores the house, back in its place by morning. */
  toyNight?: ToyNight;
  /** A hero who cannot fall asleep, and why. */
  noSleep?: NoSleep;
  /** A family event that is the plot: a birthday, or a new baby brother or sister. */
  family?: FamilyEvent;
  /** Two friends named together ("two best friends", "bestevenner"). */
  pair?: boolean;
  /** A snowman to build: the parts the family named, and whether it is the biggest ever. */
  snowman?: Snowman;
  /** A first tooth out or wobbling, and the tooth fairy wished for. */
  tooth?: ToothWish;
  /** A dreaded visit to the doctor or the dentist. */
  checkup?: Checkup;
  /** Someone hurt or poorly, not a grown-up in bed, looked after until well. */
  care?: CareWant;
  /** The family's own pet gone missing: its owner looks for it at home and nearby. */
  lostPet?: LostPet;
  /** The weather the story opens in, when the family set it ("in the rain", «i stormen»). */
  weather?: SaidWeather;
  /** A contest to win or a show to perform in, got ready for and held. */
  contest?: ContestWant;
  /** Something planted and grown: a seed, a bean, a pumpkin, at home or at school. */
  grow?: GrowWant;
  /** A fishing trip, and perhaps a talking fish caught on it. */
  fishing?: FishingWant;
  /** A creature found and kept secret from the grown-ups or the neighbours. */
  secret?: SecretWant;
  /** A hungry hero looking for food: the food named, or one that suits the hero. */
  hungry?: HungryWant;
  /** The hero wishes to be different (too tall, too small): the trait that saves the day. */
  selfWish?: { trait: SelfTrait };
  /** A way of being to learn (kind, sharing, patient): learnt on a day of its own, not a skill. */
  virtue?: Virtue;
  /** Whom the found or made thing is for: "en rød stein til bestefar", "a scarf for grandpa". */
  recipient?: number;
  /** Someone to visit: "besøke tante Kari", "visit Uncle Tom". */
  visit?: number;
  /** Someone in the family who is ill: "bestemor er syk", "Noah's grandma has a cold". */
  ill?: number;
  /**
   * How a find is meant: the hero's own thing gone (`lost`), a new thing sought (`seek`), or a
   * found thing whose door, nest or owner is sought (`belongs`).
   */
  findMode?: 'lost' | 'seek' | 'belongs';
  belongs?: 'door' | 'owner' | 'nest';
  /** What is made is mended: "reparerer sykkelen", "fixes the bike". */
  mend?: boolean;
  /** A job dreamt of ("vil bli kokk"): an activity id. */
  job?: string;
  /** What a journey goes to see: "reise til Afrika for å se elefanter". */
  sight?: number;
  /** The visit is to a party the one visited gives: "invited to the owls' party", "festen til uglene". */
  party?: boolean;
}

/** A noun the lexicon does not know: its written form and the gender its article gave it. */
export interface UnknownNoun {
  word: string;
  gender?: 'm' | 'f' | 'n';
  /** Written as a plural ("his parents", "two gizmos"), so `word` is the plural. */
  plural?: boolean;
}

export interface Token {
  raw: string;
  lower: string;
  sentenceStart: boolean;
  /** A comma stood right before it (an apposition: "a cat with three eyes, Mira,"). */
  afterComma?: boolean;
  hit?: WordHit;
  /** How many tokens the hit spans (multi-word aliases). */
  span: number;
  /** Written with 's: "Oliver's balloon", "granny's birthday". */
  possessive?: boolean;
  /** "piratjente", "a pirate boy": a kind with the girl or boy it is. */
  gender?: 'm' | 'f';
  /** Part of an idiom ("left out", «føler seg utenfor»): names nothing on its own. */
  idiom?: boolean;
  /** The first part of a compound read by its last («jern» of «jernnøkkel»): kept in the story. */
  compound?: string;
}

const NAME_MARKERS = [
  ['called'],
  ['named'],
  ['heter'],
  ['kalt'],
  ['ved', 'navn'],
  ['som', 'heter'],
  ['med', 'navn'],
];
const POSSESSIVE = new Set([
  'hans',
  'hennes',
  'sin',
  'si',
  'sitt',
  'min',
  'mi',
  'mitt',
  'vår',
  'his',
  'her',
  'my',
  'our',
  'their',
  'deres',
]);
/** How a creature is, said before it ("the shy hedgehog", "det sjenerte pinnsvinet"). */
const TRAITS = new Map<string, NonNullable<ParsedCharacter['trait']>>([
  ...['shy', 'timid', 'sjenert', 'sjenerte', 'sky', 'blyg', 'blyge'].map(
    (w) => [w, 'shy'] as const,
  ),
  ...['clumsy', 'klossete', 'klumsete'].map((w) => [w, 'clumsy'] as const),
  ...['scared', 'frightened', 'nervous', 'redd', 'redde', 'engstelig', 'engstelige'].map(
    (w) => [w, 'scared'] as const,
  ),
]);

const ARTICLES = new Set([
  'a',
  'an',
  'the',
  'en',
  'ei',
  'et',
  'den',
  'det',
  'de',
  'one',
  'some',
  'en',
  'og',
  'and',
]);
/** Words before a noun that make it the noun ("her Cat Misty"), not the start of a name. */
const DETERMINED = new Set(
  [...ARTICLES, ...POSSESSIVE].filter((w) => !['og', 'and', 'one'].includes(w)),
);
function tokenize(text: string, acceptName: (name: string) => boolean): Token[] {
  const tokens: Token[] = [];
  let sentenceStart = true;
  let comma = false;
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[.!?:;,]/gu)) {
    const raw = m[0];
    if (/^[.!?:;]$/.test(raw)) {
      sentenceStart = true;
      continue;
    }
    if (raw === ',') {
      comma = true;
      continue;
    }
    // "Harriet’s garden": the name is Harriet.
    // "the owls' party": a plural owner, the owls.
    const bare = raw.replace(/['’]s$/u, '').replace(/(?<=s)['’]$/u, '');
    tokens.push({
      raw: bare,
      // A phone's keyboard types "can’t" where others type "can't": read both alike.
      lower: bare.toLowerCase().replace(/’/g, "'"),
      sentenceStart,
      span: 1,
      ...(comma ? { afterComma: true } : {}),
      ...(bare !== raw ? { possessive: true } : {}),
    });
    sentenceStart = false;
    comma = false;
  }
  readGenitives(tokens);
  for (let i = 0; i < tokens.length; i += 1) {
    for (let len = Math.min(MAX_PHRASE, tokens.length - i); len >= 1; len -= 1) {
      const phrase = tokens
        .slice(i, i + len)
        .map((t) => t.lower)
        .join(' ');
      const hit = lookup(phrase);
      if (hit) {
        (tokens[i] as Token).hit = hit;
        (tokens[i] as Token).span = len;
        break;
      }
    }
    // The words inside a phrase are the phrase: "the Eiffel Tower" is no tower as well.
    i += (tokens[i] as Token).span - 1;
  }
  readPlaceNames(tokens, acceptName);
  readCompounds(tokens);
  markIdioms(tokens);
  joinGirlsAndBoys(tokens);
  // "lærer å bytte på" learns, "flyr med en drage i vinden" flies a kite.
  readSenses(tokens, NOT_BARE);
  tokens.forEach((t, i) => {
    // "next door": where someone lives, no door to carry into the story.
    if (t.hit?.type === 'thing' && t.hit.id === 'door' && tokens[i - 1]?.lower === 'next')
      delete t.hit;
    // "bamsen sin", "my teddy": a teddy someone has is a toy, not a bear in the story.
    if (
      t.hit?.type === 'creature' &&
      /^(bamse|bamsen|teddy)$/.test(t.lower) &&
      (['sin', 'min', 'hans', 'hennes'].includes(tokens[i + 1]?.lower ?? '') ||
        ['my', 'his', 'her', 'their', 'our'].includes(tokens[i - 1]?.lower ?? ''))
    )
      t.hit = { type: 'thing', id: 'teddy' };
    // "sky pinnsvin", "en sky hare": in bokmål "sky" before a creature is how it is (shy), not
    // the sky it would otherwise take the story to.
    if (t.lower === 'sky' && t.hit?.type === 'place' && tokens[i + 1]?.hit?.type === 'creature')
      delete t.hit;
    // "a hen", "ei and", "et lam": a word of the other language after an article is the creature.
    const clash = CLASH_AFTER[t.lower];
    const draw = clash && speciesById(clash.id)?.draw;
    if (!t.hit && clash && draw && clash.words.includes(tokens[i - 1]?.lower ?? ''))
      t.hit = { type: 'creature', kind: draw, species: clash.id };
    // "Gerald the giant wants…", "en kjempe som heter Kalle": a size word with a name or a verb
    // after it is the giant; "a giant cake", "kjempe stor" stay a size.
    if (t.hit?.type === 'size' && SIZE_FIRST.has(t.lower)) {
      const next = tokens[i + 1];
      if (!next || GIANT_NEXT.has(next.lower) || (!next.sentenceStart && /^\p{Lu}/u.test(next.raw)))
        t.hit = { type: 'creature', kind: 'troll', species: 'giant' };
    }
    // «Bestefar fisker på vannet»: fishing, said after who does it, is no fish.
    if (
      t.lower === 'fisker' &&
      i > 0 &&
      !ARTICLES.has(tokens[i - 1]?.lower ?? '') &&
      /^(på|i|ved|med|etter|fra|hver|i dag|sammen)$/.test(tokens[i + 1]?.lower ?? '')
    )
      delete t.hit;
    // "et bein", "leter etter et ben": one bone for a dog, not a creature's legs.
    if (/^(bein|ben)$/.test(t.lower) && tokens[i - 1]?.lower === 'et')
      t.hit = { type: 'thing', id: 'bone' };
  });
  return tokens;
}

/** Words after "giant" or "kjempe" that show it names someone rather than a size. */
const GIANT_NEXT = new Set(
  'som heter kalt called named who that vil ville wants wanted want was var is er lives lived bor bodde og and har hadde has had med with i in på on fra from'.split(
    ' ',
  ),
);

/** Toys that come alive in a story, drawn as the creature they are made as. */
const TOY_KIND: Record<string, CharacterKind> = { teddy: 'bear' };

/**
 * "teddy bear Teddy", "his teddy Teddy": a name right after a toy is that toy, a bear still, and
 * never a boy because the name is also a word.
 */
function toyBefore(tokens: Token[], i: number): CharacterKind | undefined {
  for (let j = i - 1; j >= 0 && j >= i - 3; j -= 1) {
    const hit = tokens[j]?.hit;
    if (hit?.type === 'thing' && j + (tokens[j] as Token).span === i) return TOY_KIND[hit.id];
  }
  return undefined;
}

const isNameShape = (raw: string): boolean => /^\p{Lu}[\p{L}'-]{1,19}$/u.test(raw);

function capitaliseName(raw: string): string {
  return raw.charAt(0).toUpperCase() + raw.slice(1);
}

function markerEnds(tokens: Token[], i: number): number {
  for (const marker of NAME_MARKERS) {
    if (marker.every((w, k) => tokens[i + k]?.lower === w)) return i + marker.length;
  }
  return -1;
}

export function parseDescription(
  text: string,
  acceptName: (name: string) => boolean,
): ParsedDescription {
  const tokens = tokenize(text.slice(0, 600), acceptName);
  const out: ParsedDescription = { characters: [], places: [], things: [] };
  const charAt = new Map<number, number>();
  const names = new Map<number, string>();
  const owners = new Set<number>();

  // Names: explicit markers first ("called Spark", "som heter Flamme"), then capitalised words
  // (also words of the lexicon: Bjørn, Finn, Star), then a few lower-case ones a child types.
  for (let i = 0; i < tokens.length; i += 1) {
    const after = markerEnds(tokens, i);
    const t = tokens[after];
    // "called Mr Fox": the title and the name after it are read together below.
    if (t && isHonorific(t.lower) && isNameShape(tokens[after + 1]?.raw ?? '')) continue;
    if (after >= 0 && t && !COMMON_WORDS.has(t.lower) && !notAName(tokens, after, names)) {
      const name = capitaliseName(t.raw);
      if (isNameShape(name) && acceptName(name)) names.set(after, name);
    }
  }
  // "Oscar's cat", "oscars cat is called pickle", "Oscars katt heter Pickle": the word before a
  // creature is its owner, a child of that name, never the creature's own name.
  tokens.forEach((t, i) => {
    const owner = ownerName(tokens, i);
    if (owner && !names.has(i) && acceptName(owner)) {
      names.set(i, owner);
      owners.add(i);
    }
  });
  // Words inside a phrase the lexicon knows ("the North Pole", "Eiffel Tower") name nobody.
  const covered = new Set<number>();
  tokens.forEach((t, i) => {
    for (let k = 1; k < t.span; k += 1) covered.add(i + k);
  });
  // "Mrs Green", "fru Berg": the title and the name are one grown-up.
  const titled = new Map<number, 'm' | 'f' | null>();
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    if (!before || !isHonorific(before.lower) || names.has(i) || !isNameShape(t.raw)) return;
    // "the doctor said", "Dr" alone: a title names someone only with a capitalised name after it;
    // written small ("kaptein Kråke", "dr Fox") it is the same title, told capitalised.
    if (t.sentenceStart) return;
    const title = HONORIFICS[before.lower] ?? null;
    const written = ['fru', 'herr', 'frøken'].includes(before.lower)
      ? before.raw
      : capitaliseName(before.raw);
    const name = `${written} ${t.raw}`;
    if (!acceptName(t.raw)) return;
    names.set(i, name);
    titled.set(i, title);
  });
  tokens.forEach((t, i) => {
    if (names.has(i) || covered.has(i) || !isNameShape(t.raw)) return;
    if (isHonorific(t.lower) && titled.has(i + 1)) return;
    // "Aunt Kate", "Uncle Tom": the title before a name is no name of its own.
    if (t.hit?.type === 'creature' && !t.sentenceStart && isNameShape(tokens[i + 1]?.raw ?? ''))
      return;
    if (DAYS.has(t.lower)) return;
    // "Detective Max", "Farmer Joe": what the named one is, not a name of its own.
    if (ROLE_TITLES.has(t.lower) && isNameShape(tokens[i + 1]?.raw ?? '')) return;
    // "Parents and children…", «Foreldrene til Jonas», «Julenissen kommer»: people in the plural
    // or a noun in the definite opening a sentence name nobody.
    if (t.sentenceStart && !isKnownName(t.raw) && commonOpener(t.lower)) return;
    // "Bob the Builder", "Ivan the Terrible": what a named one is called after "the".
    if (tokens[i - 1]?.lower === 'the' && names.has(i - 2)) return;
    // "Nana helps", "then Granny came": a family title is the titled person, not a new name.
    if (t.hit?.type === 'creature' && ['grandparent', 'grown-up'].includes(t.hit.kind)) return;
    if (placeNamed(tokens, i) || notAName(tokens, i, names)) return;
    const known = [...names.values()].includes(capitaliseName(t.raw));
    if (t.sentenceStart && !known && !startsWithName(tokens, i)) return;
    if (acceptName(t.raw)) names.set(i, t.raw);
  });
  tokens.forEach((t, i) => {
    if (names.has(i) || isNameShape(t.raw) || t.hit || COMMON_WORDS.has(t.lower)) return;
    if (!/^\p{L}{2,20}$/u.test(t.raw) || notAName(tokens, i, names)) return;
    // "Jack and the giant live on…": a verb written small is no Live.
    if (VERBS.has(t.lower)) return;
    const prev = tokens[i - 1];
    // "the fox's party": what comes after one's 's is theirs, not their name.
    if (prev?.possessive) return;
    // "a snail eats the lettuce", "her great-grandpa visit the lighthouse": a verb, not a name.
    const verb =
      VERBS.has(t.lower) || (/s$/.test(t.lower) && ARTICLES.has(tokens[i + 1]?.lower ?? ''));
    // "Dinosaurs roam the valley": after creatures in the plural comes what they do. So it does
    // after two who act together: "Mia and her cat explore the forest", "Max and Grandpa climb
    // the hill" (the verb has no ending to tell it by).
    const together =
      ARTICLES.has(tokens[i + 1]?.lower ?? '') &&
      tokens.slice(Math.max(0, i - 4), i - 1).some((x) => ['and', '&'].includes(x.lower));
    const byKind =
      prev?.hit?.type === 'creature' &&
      !pluralWord(prev, prev.hit.kind, prev.hit.species) &&
      !verb &&
      !together &&
      NAMED_NEXT.has(tokens[i + 1]?.lower ?? '');
    // "katten til oskar": the owner of a creature, written the Norwegian way.
    const owner = prev?.lower === 'til' && tokens[i - 2]?.hit?.type === 'creature';
    if (!byKind && !owner && !isKnownName(t.raw) && !lowerNamed(tokens, i, names)) return;
    const name = capitaliseName(t.raw);
    if (acceptName(name)) names.set(i, name);
  });
  // "My daughter Lucy wants a story about Gerald": who asks for the story is not in it.
  const about = tokens.findIndex(
    (t, i) =>
      ['about', 'om'].includes(t.lower) &&
      tokens.slice(Math.max(0, i - 3), i).some((p) => STORY_WORDS.has(p.lower)),
  );
  if (about > 0 && [...names.keys()].some((i) => i > about))
    for (const i of [...names.keys()]) if (i < about) names.delete(i);
  // "Peppa Pig", "Mickey Mouse": a name and a capitalised kind after it are one whole name, and
  // the kind is what they are, not a second one of that kind.
  const surnamed = new Map<number, Extract<WordHit, { type: 'creature' }>>();
  tokens.forEach((t, i) => {
    const kind = tokens[i + 1];
    const hit = kind?.hit;
    if (!kind || hit?.type !== 'creature' || kind.span !== 1 || kind.sentenceStart) return;
    if (!isNameShape(kind.raw) || creature(hit.kind).person || !isNameShape(t.raw) || t.hit) return;
    // The bare singular only («Mus» is one mouse or many; «Musa» is no part of a name).
    const e = (hit.species ? speciesById(hit.species) : undefined) ?? creature(hit.kind);
    if (![e.en.sg, e.no.sg].some((w) => w.toLowerCase() === kind.lower)) return;
    if (isHonorific(t.lower) || COMMON_WORDS.has(t.lower) || VERBS.has(t.lower)) return;
    if (DETERMINED.has(tokens[i - 1]?.lower ?? '')) return;
    if (!names.has(i) && !acceptName(t.raw)) return;
    const first = names.get(i) ?? t.raw;
    if (first.includes(' ')) return;
    names.set(i, `${first} ${kind.raw}`);
    names.delete(i + 1);
    surnamed.set(i, hit);
    delete kind.hit;
  });
  // A word that names someone is not also the thing it means ("hunden Bjørn" is no bear), but
  // «Mamma Mu og Kråka», «Reven og Haren»: a creature in the definite, capitalised, is that
  // creature called so.
  const definiteKind = new Map<number, Extract<WordHit, { type: 'creature' }>>();
  for (const i of names.keys()) {
    const t = tokens[i] as Token;
    if (
      t.hit?.type === 'creature' &&
      t.span === 1 &&
      !t.sentenceStart &&
      !creature(t.hit.kind).person &&
      NOT_BARE.has(t.lower) &&
      !pluralWord(t, t.hit.kind, t.hit.species) &&
      markerEnds(tokens, i - 1) < 0 &&
      markerEnds(tokens, i - 2) < 0
    )
      definiteKind.set(i, t.hit);
    delete t.hit;
    t.span = 1;
  }

  // Characters: every creature word, with the adjectives before it and a name after it.
  let lastPerson = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (names.has(i) && !charAt.has(i) && !isClaimed(i, tokens, names)) {
      const name = names.get(i) as string;
      // "Teddy lived in a cave": a name met again is the same character.
      const again = out.characters.findIndex((c) => c.name === name);
      if (again >= 0) {
        charAt.set(i, again);
        const g = genderFromContext(tokens, i);
        if (g) (out.characters[again] as ParsedCharacter).gender = g;
        continue;
      }
      const title = titled.get(i);
      const own = definiteKind.get(i) ?? surnamed.get(i);
      // "Mickey Mouse" is a he whatever most mice are; a species that is one sex stays so.
      const fixed = own
        ? (speciesById(own.species ?? '')?.gender ??
          (surnamed.has(i) ? undefined : creature(own.kind).gender))
        : undefined;
      const gender =
        title ??
        fixed ??
        genderFromContext(tokens, i) ??
        guessGender(title === null || surnamed.has(i) ? t.raw : name, 'm');
      const toy = toyBefore(tokens, i);
      out.characters.push({
        ...(title !== undefined
          ? { kind: 'grown-up' as const }
          : toy
            ? { kind: toy }
            : own
              ? { kind: own.kind, ...(own.species ? { species: own.species } : {}) }
              : {}),
        name,
        gender,
        colours: [],
        features: [],
        ...(owners.has(i) ? { owns: true } : {}),
      });
      lastPerson = out.characters.length - 1;
      charAt.set(i, lastPerson);
      if (surnamed.has(i)) charAt.set(i + 1, lastPerson);
      continue;
    }
    if (t.hit?.type !== 'creature') continue;
    const ch: ParsedCharacter = {
      kind: t.hit.kind,
      ...(['grandparent', 'grown-up'].includes(t.hit.kind) ? { word: t.lower } : {}),
      ...(t.hit.species ? { species: t.hit.species } : {}),
      colours: [],
      features: [],
    };
    for (let j = i - 1; j >= 0 && j >= i - 4; j -= 1) {
      const p = tokens[j] as Token;
      if (p.hit?.type === 'colour') ch.colours.unshift(p.hit.id);
      else if (p.hit?.type === 'size') ch.size = p.hit.big ? 'big' : 'small';
      else if (TRAITS.has(p.lower)) ch.trait = TRAITS.get(p.lower);
      else if (!ARTICLES.has(p.lower)) break;
    }
    const nameIdx = nameAfter(tokens, i + t.span, names);
    if (nameIdx >= 0) {
      ch.name = names.get(nameIdx) as string;
      // "tante Kari", "Uncle Tom", "Grandpa Joe": the family calls them by both.
      // "naboen fru Berg": a title between keeps them one.
      const between = tokens.slice(i + t.span, nameIdx);
      // ("Prinsesse Ida", "King Olav" are a princess called Ida, a king called Olav: the story
      // names the rank as what they are, so the name does not say it again.)
      // «Bamse Brakar», "Bunny Blue": a capitalised kind written before a name is part of it.
      const kindFirst =
        nameIdx === i + t.span &&
        isNameShape(t.raw) &&
        (!t.sentenceStart || t.lower === 'bamse') &&
        !DETERMINED.has(tokens[i - 1]?.lower ?? '') &&
        !creature(t.hit.kind).person &&
        !NOT_BARE.has(t.lower);
      if (
        kindFirst ||
        (between.every((x) => isHonorific(x.lower)) && TITLE_KIN.has(t.hit.species ?? t.hit.kind))
      )
        ch.name = `${tokens
          .slice(i, i + t.span)
          .map((x) => x.raw)
          .join(' ')} ${ch.name}`;
      charAt.set(nameIdx, out.characters.length);
      // "Pingvinene Sol og Lyn", "two penguins, Storm and Pebble": both are penguins.
      const pair = nameIdx + 2;
      if (
        ['og', 'and'].includes(tokens[nameIdx + 1]?.lower ?? '') &&
        names.has(pair) &&
        pluralWord(t, t.hit.kind, t.hit.species)
      ) {
        const name = names.get(pair) as string;
        ch.gender = t.gender ?? genderOf(ch.name, t.hit.kind);
        out.characters.push(ch);
        charAt.set(i, out.characters.length - 1);
        const twin = { ...ch, colours: [...ch.colours], features: [], name };
        out.characters.push({ ...twin, gender: genderOf(name, t.hit.kind) });
        charAt.set(pair, out.characters.length - 1);
        i += t.span - 1;
        continue;
      }
    } else {
      const before = nameBefore(tokens, i, names, owners);
      if (before >= 0 && charAt.has(before)) {
        const existing = out.characters[charAt.get(before) as number] as ParsedCharacter;
        existing.kind = t.hit.kind;
        if (t.hit.species) existing.species = t.hit.species;
        const fixed = t.hit.species ? speciesById(t.hit.species)?.gender : undefined;
        if (fixed) existing.gender = fixed;
        existing.colours.push(...ch.colours);
        if (ch.size) existing.size = ch.size;
        if (ch.trait) existing.trait = ch.trait;
        charAt.set(i, charAt.get(before) as number);
        i += t.span - 1;
        continue;
      }
    }
    const possessor = tokens[i + t.span];
    if (possessor && lastPerson >= 0 && POSSESSIVE.has(possessor.lower)) {
      const g = /^(hennes|her)$/.test(possessor.lower)
        ? 'f'
        : /^(hans|his)$/.test(possessor.lower)
          ? 'm'
          : undefined;
      const owner = out.characters[lastPerson] as ParsedCharacter;
      if (g && !owner.kind) owner.gender = g;
    }
    // "naboen fru Berg": the title says the pronoun.
    const fixed =
      t.gender ??
      (t.hit.species ? speciesById(t.hit.species)?.gender : undefined) ??
      (nameIdx >= 0 ? (titled.get(nameIdx) ?? undefined) : undefined);
    ch.gender = fixed ?? (ch.name ? genderOf(ch.name, t.hit.kind) : defaultGender(t.hit.kind));
    out.characters.push(ch);
    charAt.set(i, out.characters.length - 1);
    i += t.span - 1;
  }

  readOnes(tokens, out, charAt, (at) => names.has(at));
  // "Granny's cat", «mormors katt»: the pet of one of the family, who is its owner.
  tokens.forEach((t, i) => {
    const owner = charAt.get(i);
    if (!t.possessive || owner === undefined) return;
    const kind = out.characters[owner]?.kind;
    if (kind !== 'grandparent' && kind !== 'grown-up') return;
    const pet = [i + 1, i + 2]
      .map((j) => charAt.get(j))
      .find((k) => k !== undefined && k !== owner);
    const ch = pet !== undefined ? out.characters[pet] : undefined;
    if (ch?.kind && !creature(ch.kind).person) ch.ownedBy = owner;
  });

  const nearestCharacter = (i: number): number => {
    for (let j = i; j >= 0; j -= 1) if (charAt.has(j)) return charAt.get(j) as number;
    return out.characters.length > 0 ? 0 : -1;
  };

  // Body parts, places, objects and loose colours.
  tokens.forEach((t, i) => {
    const hit = t.hit;
    if (!hit) return;
    if (hit.type === 'feature') {
      const f: ParsedFeature = { id: hit.id };
      for (let j = i - 1; j >= 0 && j >= i - 3; j -= 1) {
        const p = tokens[j] as Token;
        if (p.hit?.type === 'colour') f.colour = p.hit.id;
        else if (p.hit?.type === 'size') f.big = p.hit.big;
        else if (
          NUMBER_WORDS[p.lower] !== undefined &&
          !(p.lower in { to: 1 } && tokens[j - 1]?.lower === 'want')
        ) {
          f.count = NUMBER_WORDS[p.lower];
          break;
        } else if (
          !['with', 'med', 'and', 'og', ',', 'has', 'har', 'had', 'hadde'].includes(p.lower)
        )
          break;
      }
      // "her horn", "a long tail", "hornet sitt": one of it, even of a part that comes in pairs.
      const one = [tokens[i - 1], tokens[i - 2]].some(
        (p) => p && ['a', 'an', 'her', 'his', 'its', 'one'].includes(p.lower),
      );
      if (tokens.slice(Math.max(0, i - 3), i).some((p) => HURT.has(p.lower))) f.hurt = true;
      const entry = FEATURES.find((e) => e.id === hit.id);
      if (f.count === undefined && entry && (one || t.lower === entry.no.def)) f.count = 1;
      const who = nearestCharacter(i);
      if (who >= 0) (out.characters[who] as ParsedCharacter).features.push(f);
    } else if (hit.type === 'place') {
      if (!out.places.includes(hit.id)) out.places.push(hit.id);
    } else if (hit.type === 'thing') {
      const prev = tokens[i - 1];
      const colour = prev?.hit?.type === 'colour' ? prev.hit.id : undefined;
      const detail = detailAfter(tokens, i + t.span, acceptName);
      // "a bike", "en nøtt": told in the family's word, not the lexicon's neighbour.
      // «en jernnøkkel»: a key, told with the family's first part before it.
      const word = t.compound
        ? compoundWording(t.compound)
        : wordingOf(
            hit.id,
            tokens
              .slice(i, i + t.span)
              .map((x) => x.lower)
              .join(' '),
          );
      if (!out.things.some((x) => x.id === hit.id))
        out.things.push({
          id: hit.id,
          ...(word ? { word } : {}),
          ...(colour ? { colour } : {}),
          ...(detail ? { detail } : {}),
        });
    } else if (hit.type === 'food') {
      out.foods ??= [];
      if (!out.foods.includes(hit.id)) out.foods.push(hit.id);
    } else if (hit.type === 'activity') {
      out.activities ??= [];
      if (!out.activities.includes(hit.id)) out.activities.push(hit.id);
    }
  });
  readOwnHome(tokens, out);
  const unknown = unknownNouns(tokens, names, acceptName);
  if (unknown.length) out.unknown = unknown;

  readToy(tokens, out, (i) => charAt.get(i));
  readWants(tokens, out, nearestCharacter);
  readLostHero(tokens, out);
  // A fear kept in the family's words is told only when every word of it may be repeated.
  const said = out.fear?.id.startsWith('said:') ? out.fear.id.split(':').slice(2).join(':') : '';
  if (out.fear && said && !said.split(' ').every((w) => w.length < 3 || acceptName(w)))
    out.fear.id = 'new';
  // A horn that came off is missed, not described: nobody "has a horn" while it is gone.
  const lostPart = out.find?.startsWith('part:') ? out.find.slice(5) : undefined;
  if (lostPart)
    for (const c of out.characters) c.features = c.features.filter((f) => f.id !== lostPart);
  readSocial(tokens, out, nearestCharacter);
  readErrand(tokens, out, (i) => charAt.get(i));
  const inBed = readIllAtHome(tokens, out);
  readMadeFor(tokens, out);
  cardForIll(out, inBed);
  readSelfWish(tokens, out);
  readVirtue(tokens, out);
  readRoles(tokens, out, charAt);
  readRescue(tokens, out, (i) => charAt.get(i));
  readStuckThing(tokens, out, acceptName);
  readOuting(tokens, out);
  readWayHome(tokens, out, (i) => charAt.get(i));
  readFamily(tokens, out, nearestCharacter);
  readSnowman(tokens, out);
  readTooth(tokens, out);
  readCheckup(tokens, out);
  readCare(tokens, out, (i) => charAt.get(i));
  readLostPet(tokens, out, (i) => charAt.get(i));
  readWeather(tokens, out);
  readContest(tokens, out);
  readGrow(tokens, out);
  readFishing(tokens, out);
  readFamilyOuting(tokens, out);
  readLostInPlace(tokens, out);
  readToyNight(tokens, out);
  readSecret(tokens, out, (i) => charAt.get(i));
  readSnatch(tokens, out, (i) => charAt.get(i));
  readOwnSkill(tokens, out, nearestCharacter, acceptName);
  readHungry(tokens, out);
  // Last: the sky-thing hero takes over what the readers before read as a thing or an outing.
  readSkyHero(tokens, out);
  readVehicleHero(tokens, out);
  readNoSleep(tokens, out);
  // Last of all: a job dreamt of makes the plot only when nothing else did.
  readJobDream(out);
  const lowerText = tokens.map((t) => t.lower).join(' ');
  if (/\b(best friends|bestevenner|two friends|to venner|two children|to barn)\b/.test(lowerText))
    out.pair = true;
  return out;
}

/** Words that say a body part is hurt. */
const HURT = new Set(
  'skadet skadd skadde brukket brukne vond vondt såret sår hurt hurts sore broken injured'.split(
    ' ',
  ),
);
/** Days of the week: "on Saturday" names nobody. */
const DAYS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday mandag tirsdag onsdag torsdag fredag
  lørdag søndag`.split(/\s+/),
);
/** Everyday verbs a child writes after an animal, never its name. */
const VERBS = new Set(
  `visit visits eat eats play plays go goes find finds help helps live lives want wants look looks
  build builds make makes fly flies swim swims run runs get gets love loves like likes see sees
  besøker spiser leker går finner hjelper bor vil ser lager bygger flyr svømmer løper elsker liker`.split(
    /\s+/,
  ),
);

/** "Maja sin katt": whose, said after the owner. */
const GARPE = new Set(['sin', 'si', 'sitt', 'sine']);
/**
 * Titles that make one grown-up of the name after them ("Mrs Green", «Kaptein Kråke», "Dr
 * Fox"), kept with the name, and the pronoun they give when they give one.
 */
const HONORIFICS: Record<string, 'm' | 'f' | null> = {
  mrs: 'f',
  mr: 'm',
  mister: 'm',
  miss: 'f',
  ms: 'f',
  fru: 'f',
  herr: 'm',
  frøken: 'f',
  sir: 'm',
  lord: 'm',
  lady: 'f',
  madam: 'f',
  madame: 'f',
  captain: null,
  capt: null,
  kaptein: null,
  kaptajn: null,
  doctor: null,
  doktor: null,
  dr: null,
  professor: null,
  prof: null,
};
const isHonorific = (w: string): boolean => Object.hasOwn(HONORIFICS, w);
/** What someone is, written before their name like a title: "Detective Max", «Bonde Ola». */
const ROLE_TITLES = new Set([
  'detective',
  'detektiv',
  'farmer',
  'bonde',
  'officer',
  'nurse',
  'sykepleier',
  'chef',
  'kokk',
  'baker',
  'pirate',
  'sjørøver',
]);
/** Relatives a family calls by title and name together. */
const TITLE_KIN = new Set([
  'aunt',
  'uncle',
  'grandpa',
  'grandparent',
  'great-grandpa',
  'great-grandma',
  'cousin',
  'neighbour',
]);
/** Words before a place's name that say it is a place: "til Mars", "in Paris", "the Moon". */
const TOWARDS = new Set(
  `til i på fra mot ved over gjennom rundt utenfor besøke besøker besøkte to in on at from towards
  near across through around visit visits visiting visited the planeten byen landet`.split(/\s+/),
);

/**
 * A capitalised word the lexicon knows as a place is that place, not a name: always for a real
 * place that is no one's given name (Mars, Bergen), and after a word like "til" or "the" for
 * one that could be (Paris, the Moon). "A cat called Mars" is named by its marker first.
 */
function placeNamed(tokens: Token[], i: number): boolean {
  const t = tokens[i] as Token;
  if (t.hit?.type !== 'place') return false;
  if (isOwnPlace(t.hit.id)) return true;
  if (placeById(t.hit.id).proper && !isKnownName(t.raw)) return true;
  return TOWARDS.has(tokens[i - 1]?.lower ?? '');
}

const GIRL_BOY = /^(\p{L}{3,}?)(jente|jenta|jenter|jentene|gutt|gutten|gutter|guttene)$/u;

/**
 * "Ei piratjente", "a pirate girl", "en riddergutt": one character of the first kind, a girl or
 * a boy, not a pirate and a girl. The compound is read from its known first part.
 */
function joinGirlsAndBoys(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (!t.hit) {
      const m = GIRL_BOY.exec(t.lower);
      const first = m
        ? (lookup(m[1] as string) ?? lookup((m[1] as string).replace(/e$/, '')))
        : undefined;
      if (m && first?.type === 'creature' && creature(first.kind).person) {
        t.hit = first;
        t.gender = (m[2] as string).startsWith('j') ? 'f' : 'm';
      }
      continue;
    }
    const next = tokens[i + t.span];
    if (
      t.hit.type === 'creature' &&
      creature(t.hit.kind).person &&
      !['girl', 'boy', 'child'].includes(t.hit.kind) &&
      next?.hit?.type === 'creature' &&
      (next.hit.kind === 'girl' || next.hit.kind === 'boy')
    ) {
      t.gender = next.hit.kind === 'girl' ? 'f' : 'm';
      t.span += next.span;
    }
    i += t.span - 1;
  }
}

/** "Ei jente som heter Kim" is a girl whatever the name sounds like: the word says it. */
function genderOf(name: string, kind: CharacterKind): 'm' | 'f' {
  return creature(kind).gender ?? guessGender(name, defaultGender(kind));
}

function defaultGender(kind: CharacterKind): 'm' | 'f' {
  const fixed = creature(kind).gender;
  if (fixed) return fixed;
  return [
    'girl',
    'princess',
    'queen',
    'witch',
    'mermaid',
    'fairy',
    'owl',
    'cat',
    'unicorn',
  ].includes(kind)
    ? 'f'
    : 'm';
}

/** "Mia finds…", "Ola og…": a sentence-initial word followed by a name-friendly word. */
function looksNamedLater(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1]?.lower;
  return (
    next !== undefined &&
    [
      'og',
      'and',
      'er',
      'is',
      'was',
      'var',
      'who',
      'som',
      'har',
      'has',
      'vil',
      'wants',
      'finner',
      'finds',
      'the',
      'bor',
      'lives',
      'loves',
      'elsker',
      'går',
      'goes',
    ].includes(next)
  );
}

/**
 * The owner before a creature: "Oscar's cat", "oscars cat", "Idas hund". Written with 's, or
 * ending in s where the rest is a known first name (or a capitalised word inside a sentence).
 */
function ownerName(tokens: Token[], i: number): string | undefined {
  const t = tokens[i] as Token;
  // "Maja sin katt", "Oscar sin hund": the spoken Norwegian way of saying whose.
  const garpe = GARPE.has(tokens[i + 1]?.lower ?? '');
  const next = tokens[i + (garpe ? 2 : 1)];
  if (t.hit || next?.hit?.type !== 'creature' || COMMON_WORDS.has(t.lower)) return undefined;
  if (POSSESSIVE.has(t.lower) || VERBS.has(t.lower)) return undefined;
  // A lower-case word is a name only when it is a known one: "the twins' dog" names nobody.
  const named = (raw: string) =>
    isNameShape(capitaliseName(raw)) && (isNameShape(raw) || isKnownName(capitaliseName(raw)));
  if (garpe || t.possessive) return named(t.raw) ? capitaliseName(t.raw) : undefined;
  const m = /^(\p{L}{2,19})s$/u.exec(t.raw);
  if (!m) return undefined;
  const stem = capitaliseName(m[1] as string);
  if (!isNameShape(stem)) return undefined;
  const capitalised = isNameShape(t.raw) && !t.sentenceStart;
  return isKnownName(stem) || capitalised ? stem : undefined;
}

/** How someone is, said between "the" and what they are: "Max the brave knight". */
const DESCRIBING = new Set(
  `brave little big old young kind clever funny friendly happy tiny giant wise shy grumpy
  sleepy good bold mighty lonely modige lille store gamle unge snille glade kloke`.split(/\s+/),
);

/** People named in the plural: never someone's name. */
const PEOPLE_PLURALS = new Set(
  `parents grandparents neighbours neighbors children kids friends teachers everyone everybody
  twins cousins grown-ups adults people foreldre foreldrene besteforeldre besteforeldrene naboer
  naboene søsken søsknene tvillinger tvillingene voksne folk alle barna fettere kusiner`.split(
    /\s+/,
  ),
);

/**
 * A word opening a sentence that is a noun, not a name: people in the plural, and a bokmål noun
 * in the definite («Julenissen», «Hekseskolen», «Foreldrene»), which no given name looks like.
 */
function commonOpener(lower: string): boolean {
  return (
    PEOPLE_PLURALS.has(lower) ||
    OPENING_ADVERBS.has(lower) ||
    OPENING_NOUNS.has(lower) ||
    /\p{L}{4}ly$/u.test(lower) ||
    /\p{L}{3}ene$/u.test(lower) ||
    /\p{L}{6}(en|et)$/u.test(lower)
  );
}

/** Nouns of a time or a weather that open a sentence: "Christmas is coming", «Regn faller». */
const OPENING_NOUNS = new Set(
  `rain christmas easter halloween magic summer winter autumn spring weekend holidays birthday
  birthdays regn jul julaften påske magi sommer vinter høst helg ferie ferien bursdag bursdager
  snø tåke`.split(/\s+/),
);
/** Words that open a sentence by saying when or how: "Suddenly…", «Plutselig…». */
const OPENING_ADVERBS = new Set(
  `suddenly sometimes then now later soon once finally meanwhile yesterday today tomorrow tonight
  afterwards plutselig noen så nå etterpå senere snart endelig imens plutselig igjen dessuten
  kanskje maybe perhaps`.split(/\s+/),
);

/** "Pingvinene", "two penguins": a creature word in the plural. */
function pluralWord(t: Token, kind: CharacterKind, species?: string): boolean {
  const e = (species ? speciesById(species) : undefined) ?? creature(kind);
  return [e.en.pl, e.no.pl, e.no.defPl].map((w) => w.toLowerCase()).includes(t.lower);
}

/** Words between a creature and its name: a marker, or how it looks ("with three eyes"). */
function linksToName(tokens: Token[], j: number): boolean {
  const t = tokens[j] as Token;
  // "Oscar's cat is called Pickle", "katten er kalt Pus": the name follows the marker.
  if (['is', 'was', 'er', 'var'].includes(t.lower) && markerEnds(tokens, j + 1) >= 0) return true;
  return (
    POSSESSIVE.has(t.lower) ||
    markerEnds(tokens, j) >= 0 ||
    LINK_WORDS.has(t.lower) ||
    isHonorific(t.lower) ||
    NUMBER_WORDS[t.lower] !== undefined ||
    t.hit?.type === 'colour' ||
    t.hit?.type === 'size' ||
    t.hit?.type === 'feature'
  );
}

function nameAfter(tokens: Token[], from: number, names: Map<number, string>): number {
  let look = false;
  for (let j = from; j < tokens.length && j < from + 8; j += 1) {
    if (names.has(j)) {
      // After a described look, only a marker or a comma ties the name to the creature.
      const t = tokens[j] as Token;
      const marked = ['called', 'named', 'heter', 'het', 'kalt'].includes(
        tokens[j - 1]?.lower ?? '',
      );
      return !look || t.afterComma || marked ? j : -1;
    }
    if (!linksToName(tokens, j)) return -1;
    const t = tokens[j] as Token;
    if (t.hit?.type === 'feature' || ['with', 'med'].includes(t.lower)) look = true;
  }
  return -1;
}

/** "Flamme the dragon", "Rex, a dinosaur", "Stjerne er en hvit hest". */
function nameBefore(
  tokens: Token[],
  i: number,
  names: Map<number, string>,
  owners: ReadonlySet<number> = new Set(),
): number {
  // "Max the brave knight", "Ellie the little elephant": how it is may stand between.
  let k = i - 1;
  while (k > i - 3 && k > 0 && DESCRIBING.has(tokens[k]?.lower ?? '')) k -= 1;
  const a = tokens[k]?.lower;
  if (a && ['the', 'a', 'an'].includes(a) && names.has(k - 1)) return k - 1;
  if (a === 'den' && names.has(k - 1)) return k - 1;
  // "Ola Oter", "Peter Rabbit", "Hugo pinnsvinet": a name and then what it is, as one.
  const t = tokens[i] as Token;
  if (
    names.has(i - 1) &&
    !t.sentenceStart &&
    !t.afterComma &&
    (/^\p{Lu}/u.test(t.raw) || NOT_BARE.has(t.lower))
  )
    return i - 1;
  let j = i - 1;
  while (j >= 0 && j >= i - 4) {
    const t = tokens[j] as Token;
    // "Pickle is Oscar's cat", "Pus er Maja sin katt": the owner stands between.
    const owner = owners.has(j) || (owners.has(j - 1) && GARPE.has(t.lower));
    if (t.hit?.type === 'colour' || t.hit?.type === 'size' || ARTICLES.has(t.lower) || owner)
      j -= 1;
    else break;
  }
  if (j < i - 1 && ['er', 'is', 'var', 'was'].includes(tokens[j]?.lower ?? '') && names.has(j - 1))
    return j - 1;
  return -1;
}

/** A name already used to name a creature ("dragen Flamme") is not a separate person. */
function isClaimed(i: number, tokens: Token[], names: Map<number, string>): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 8; j -= 1) {
    const t = tokens[j] as Token;
    if (t.hit?.type === 'creature') return nameAfter(tokens, j + t.span, names) === i;
    if (!linksToName(tokens, j)) return false;
  }
  return false;
}

const LINK_WORDS = new Set([
  // "naboen fru Berg", "our neighbour Mrs Green": the title belongs to the name after it.
  'fru',
  'herr',
  'frøken',
  'mrs',
  'mr',
  'miss',
  'ms',
  'som',
  'heter',
  'het',
  'called',
  'named',
  'kalt',
  'ved',
  'navn',
  'med',
  'with',
]);
/** Words that follow a name at the start of a sentence: "Stjerne er…", "Bear and Rose…". */
const NAMED_NEXT = new Set([
  'er',
  'is',
  'was',
  'var',
  'har',
  'has',
  'vil',
  'wants',
  'skal',
  'kan',
  'can',
  'elsker',
  'loves',
  'bor',
  'lives',
  'liker',
  'likes',
  'leter',
  'looks',
  'finner',
  'finds',
  'går',
  'goes',
  'the',
  'who',
  'som',
  'lived',
  'had',
  'loved',
  'wanted',
  'went',
  'found',
  'bodde',
  'hadde',
  'elsket',
  'gikk',
  'fant',
]);
const STREET = /(gata|gate|gaten|veien|vei|vegen|street|road|lane|avenue)$/i;
const STORY_WORDS = new Set([
  'story',
  'tale',
  'historie',
  'historien',
  'eventyr',
  'fortelling',
  'godnatthistorie',
]);
/** Sentence openers that give an order rather than a name ("Ignorer alt", "Remember…"). */
const COMMANDS = new Set(
  'ignorer ignore glem forget husk remember bruk use skriv write lag make tell fortell gi give vis show legg add bytt replace'.split(
    ' ',
  ),
);
const FAMILY = new Set(['familien', 'family', 'fam', 'familie', 'etternavn', 'surname']);

/**
 * Surnames, streets and house numbers are never characters: "Ida Johansen" keeps Ida,
 * "Storgata 5", "Baker Street" and "familien Hansen" name nobody.
 */
function notAName(tokens: Token[], i: number, names: Map<number, string>): boolean {
  const t = tokens[i] as Token;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (/\p{N}/u.test(t.raw) || STREET.test(t.lower)) return true;
  if (next && (/^\p{N}/u.test(next.raw) || STREET.test(next.lower))) return true;
  if ((prev && FAMILY.has(prev.lower)) || (next && FAMILY.has(next.lower))) return true;
  const prevIsName =
    prev &&
    !t.afterComma &&
    !t.sentenceStart &&
    (names.has(i - 1) ||
      (isNameShape(prev.raw) &&
        !prev.hit &&
        !COMMON_WORDS.has(prev.lower) &&
        !prev.sentenceStart) ||
      (prev.sentenceStart && isKnownName(prev.raw)));
  return !!prevIsName && isNameShape(t.raw) && !isKnownName(t.raw);
}

/** A capitalised word opening a sentence names someone only when the sentence reads so. */
/**
 * «Karsten kaninen har mistet…»: a name before the creature it is, in the definite. (A word
 * ending in -e there is more often what it looks like: «Lille kaninen», «Snille bjørnen».)
 */
function namedCreature(t: Token, next: Token): boolean {
  return (
    next.hit?.type === 'creature' && /^\p{Ll}+(en|a|et)$/u.test(next.raw) && !/e$/u.test(t.lower)
  );
}

function startsWithName(tokens: Token[], i: number): boolean {
  const t = tokens[i] as Token;
  const next = tokens[i + 1];
  if (!next) return false;
  const pairNext =
    ['og', 'and', '&'].includes(next.lower) &&
    !!tokens[i + 2] &&
    isNameShape((tokens[i + 2] as Token).raw);
  // "Pippi Langstrømpe bor…", "Santa Claus brings…": a first name and a second one.
  const surname =
    isNameShape(next.raw) &&
    !next.hit &&
    !COMMON_WORDS.has(next.lower) &&
    !!tokens[i + 2] &&
    !isHonorific(t.lower) &&
    !roleOfWord(t.lower);
  if (!t.hit && !COMMON_WORDS.has(t.lower))
    return (
      isKnownName(t.raw) ||
      surname ||
      looksNamedLater(tokens, i) ||
      pairNext ||
      // "Sophia paints a rainbow": a pastime's verb follows a name as any verb does.
      (/^\p{Ll}/u.test(next.raw) &&
        (!next.hit || next.hit.type === 'activity') &&
        !COMMANDS.has(t.lower)) ||
      namedCreature(t, next)
    );
  // "Ben and his little sister", "Ben has a toy robot", "Ben's kite": a name that is also a
  // word elsewhere ("ben", legs) leads a pair, says what they do, or has something.
  if (t.hit && (t.hit.type === 'colour' || t.hit.type === 'size' || t.hit.type === 'feature'))
    return (
      (pairNext ||
        ['og', 'and'].includes(next.lower) ||
        !!t.possessive ||
        NAMED_NEXT.has(next.lower)) &&
      isKnownName(t.raw)
    );
  if (NOT_BARE.has(t.lower)) return false;
  if (COMMON_WORDS.has(t.lower) && !isKnownName(t.raw)) return pairNext;
  return pairNext || NAMED_NEXT.has(next.lower) || isKnownName(t.raw);
}

function genderFromContext(tokens: Token[], i: number): 'm' | 'f' | undefined {
  for (let j = i + 1; j < tokens.length && j < i + 5; j += 1) {
    const w = tokens[j]?.lower;
    if (w === 'hans' || w === 'his' || w === 'he' || w === 'han') return 'm';
    if (w === 'hennes' || w === 'her' || w === 'she' || w === 'hun') return 'f';
  }
  return undefined;
}

const NOUN_ARTICLE: Record<string, 'm' | 'f' | 'n' | undefined> = {
  en: 'm',
  ei: 'f',
  et: 'n',
  min: 'm',
  mi: 'f',
  mitt: 'n',
  a: undefined,
  an: undefined,
  my: undefined,
  // "looks for its lost bolt": a thing someone has. ("her" is also "helps her", and the
  // bokmål "sin" comes after its noun: "knappen sin ute på havet".)
  its: undefined,
  his: undefined,
  their: undefined,
  our: undefined,
};
/** Articles that only come before one thing: what follows them is never a plural. */
const SINGULAR_ARTICLE = new Set(['en', 'ei', 'et', 'min', 'mi', 'mitt', 'a', 'an']);
/** "his parents", "their marbles": an English plural after "his", "my" or "their". */
const ENGLISH_PLURAL = /[^isu]s$|[^aeiou]es$/;
/** Words after an article that are no object to carry into a story. */
const NOT_OBJECTS = new Set(
  `daughter son kid kids child datter datteren sønn sønnen jenta gutten barnet
  lot bit while way time gang stund dag tur name navn navnet address adresse adressen phone
  hole holes hull hullet
  telefon nummer number story historie eventyr fortelling rule rules regel regler kind sort slags
  type little long great good nice special cold colds flu fever feber influensa forkjølelse`.split(
    /\s+/,
  ),
);
const INSTRUCTION =
  /\b(ignore|ignorer|glem|forget|disregard|instructions|instruksjoner|regler|rules|prompt)\b/;

/**
 * Nouns the lexicon does not know, read from the article before them ("ei gizmo", "a
 * zoetrope"), so the story can still carry them. Adjectives before a known noun are left.
 */
function unknownNouns(
  tokens: Token[],
  names: Map<number, string>,
  acceptName: (name: string) => boolean,
): UnknownNoun[] {
  if (INSTRUCTION.test(tokens.map((t) => t.lower).join(' '))) return [];
  const out: UnknownNoun[] = [];
  // A description of a word or two the lexicon does not know ("zoetrope", "gule gizmoer"): its
  // last word is the story's special thing, told in frames that need no gender.
  const last = tokens[tokens.length - 1];
  if (
    last &&
    tokens.length <= 2 &&
    !names.size &&
    tokens.every((t) => !t.hit || t.hit.type === 'colour' || t.hit.type === 'size') &&
    /^\p{L}{3,20}$/u.test(last.raw) &&
    !COMMON_WORDS.has(last.lower) &&
    !NOT_OBJECTS.has(last.lower) &&
    acceptName(last.lower)
  )
    return [{ word: last.lower }];
  tokens.forEach((t, i) => {
    // «finne trehesten sin»: a compound with a known last part needs no article to be a thing.
    const bare =
      !t.hit &&
      !t.idiom &&
      !names.has(i) &&
      !COMMON_WORDS.has(t.lower) &&
      /^\p{Ll}{7,25}$/u.test(t.raw) &&
      !(tokens[i - 1]?.lower && tokens[i - 1]!.lower in NOUN_ARTICLE);
    const head = bare ? headNouns(t.lower) : undefined;
    if (head && acceptName(t.lower) && !out.some((u) => u.word === t.lower))
      out.push({ word: t.lower, gender: head.no.g });
    if (!(t.lower in NOUN_ARTICLE) || t.hit || t.idiom) return;
    const words: Token[] = [];
    let j = i + 1;
    for (; j < tokens.length && j <= i + 3; j += 1) {
      const w = tokens[j] as Token;
      if (
        w.hit ||
        w.idiom ||
        names.has(j) ||
        COMMON_WORDS.has(w.lower) ||
        !/^\p{Ll}{3,20}$/u.test(w.raw)
      )
        break;
      words.push(w);
    }
    const stop = tokens[j];
    // Words before a known word are its adjectives ("et langt rødt skjerf"), not a noun.
    if (!words.length || stop?.hit) return;
    const noun = words[words.length - 1] as Token;
    if (NOT_OBJECTS.has(noun.lower) || /(ing|ly|ed|ende|ete|lig|ig|ige|isk)$/.test(noun.lower))
      return;
    if (!acceptName(noun.lower) || out.some((u) => u.word === noun.lower)) return;
    // «ei sølvskje», «en trehest»: a known last part says the gender, whatever the article.
    const gender = headNouns(noun.lower)?.no.g ?? NOUN_ARTICLE[t.lower];
    const plural = !SINGULAR_ARTICLE.has(t.lower) && ENGLISH_PLURAL.test(noun.lower);
    out.push({ word: noun.lower, ...(gender ? { gender } : {}), ...(plural ? { plural } : {}) });
  });
  return out;
}

/** "med to ringeklokker", "with two bells": a count and what is counted, kept as written. */
function detailAfter(
  tokens: Token[],
  from: number,
  acceptName: (name: string) => boolean,
): string | undefined {
  if (!['med', 'with'].includes(tokens[from]?.lower ?? '')) return undefined;
  const count = tokens[from + 1];
  if (!count || NUMBER_WORDS[count.lower] === undefined) return undefined;
  const parts = [count.lower];
  for (let j = from + 2; j < tokens.length && j <= from + 4; j += 1) {
    const w = tokens[j] as Token;
    if (w.hit?.type === 'colour' || w.hit?.type === 'size') {
      parts.push(w.lower);
      continue;
    }
    if (w.hit || COMMON_WORDS.has(w.lower) || !/^\p{Ll}{3,20}$/u.test(w.raw)) return undefined;
    if (!acceptName(w.lower)) return undefined;
    parts.push(w.lower);
    return parts.join(' ');
  }
  return undefined;
}
