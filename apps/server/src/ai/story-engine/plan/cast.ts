// Turns a request into a plan: picks the pattern (the description's wish first), then the
// hero (the profile's monster, the description's first character, or the pattern's), a
// friend, helpers, places and the goal — all seeded.
import type { RoleId } from '../lexicon/roles';
import { isOuting } from './outing-steps';
import type { CharacterKind } from '../../scene-spec';
import type { ParsedCharacter, ParsedDescription } from '../description/parse-description';
import { CREATURES, creature, type HelperSkill } from '../lexicon/creatures';
import { fearKind } from '../lexicon/goals-lexicon';
import { THINGS, thingById } from '../lexicon/things';
import { wordThingId } from '../lexicon/lost-things';
import { PLACES, placeById } from '../lexicon/places';
import { isOwnPlace, placeKind } from '../lexicon/own-places';
import { namePool } from '../lexicon/names';
import { naturalColours } from '../lexicon/natural-colours';
import { creatureOf, kinOf, speciesById } from '../lexicon/species';
import { elementsOf } from '../description/elements-of';
import { JOB_GOAL } from '../description/read-errand';
import type { Camp } from '../description/read-camp';
import { foodById } from '../lexicon/foods-activities';
import { bakedAtHome } from '../packs/build-kinds';
import type { Rng } from '../rng';
import type { StoryRequest } from '../story-types';
import { patternsFor } from './patterns';
import { homeWant, hungerWant, socialWant } from './want-rules';
import { nearOf, sceneOf } from './case-file';
import { FAMILY_KEEPSAKES, familyHelpers, familyRoute, gardenCamp } from './family-cast';
import { friendDay, friendRoute } from './friend-day';
import { contestPlace } from './contest-route';
import { keptFrom, secretPlot, trustedOf } from './secret-cast';
import { lostCarer } from './lost-plan';
import { toyNightCast } from './toy-night-plan';
import { noSleepCast, noSleepKind } from './no-sleep-plan';
import type { Astray, Cast, Character, Goal, GoalKind, GoalVariant, Pattern } from './plan-types';
import { englishSyllables } from '../readability';
import { SPOTS, type SpotId, type SpotShape } from '../lexicon/rescue-spots';

/** Who comes along with someone at work. */
const WORK_COMPANIONS: CharacterKind[] = ['dog', 'cat'];
const PERSON_KINDS = new Set<CharacterKind>(['girl', 'boy', 'child']);
const COMPANIONS: CharacterKind[] = [
  'dog',
  'cat',
  'rabbit',
  'mouse',
  'bird',
  'dragon',
  'bear',
  'frog',
];

/**
 * The family's own word for what is sought ("its lost bolt", "en regnbue"), as the thing id the
 * story tells it by, when the lexicon can tell a word it does not list; otherwise undefined,
 * and the story keeps to what the lexicon knows.
 */
function soughtWord(p: ParsedDescription): string | undefined {
  if (p.find || !p.findWord) return undefined;
  const id = wordThingId(p.findWord, p.unknown?.find((u) => u.word === p.findWord)?.gender);
  try {
    thingById(id);
    return id;
  } catch {
    return undefined;
  }
}

/** Things built to travel in. */
const RIDES = new Set(['rocket', 'spaceship', 'boat', 'balloon', 'raft', 'car']);

/**
 * Whether a built thing goes to a place the family named: a rocket to any place out in space
 * (the comet they named, not the moon), anything to the moon, the sky, an island or a planet.
 */
function goesTo(thing: string, place: string): boolean {
  if (thing === 'rocket' && SPACE_HOME.has(placeById(place).setting)) return true;
  return ['moon', 'space', 'island', 'sky', 'planet'].includes(place);
}

function goalHint(p: ParsedDescription): GoalKind | undefined {
  // "vil lære å svømme, men er redd for bølgene": the want is the plot, and the fear is met on
  // the way to it, so a named skill leads over a named fear.
  // "Who took the last bun?" is the family's own question: its answer is the plot, whatever
  // was baked, built or feared beside it.
  if (p.whoTook) return 'solve';
  // The family's own pet gone missing is looked for and found: not a case, not its own trip.
  if (p.lostPet) return 'find';
  // A child who loses Mum in the supermarket finds her again there: that is the whole story.
  if (p.lostInPlace) return 'reach';
  // A toy that wakes at night goes through the house and is back in its place by morning.
  if (p.toyNight) return 'reach';
  // A hero who cannot fall asleep: the night is the story, and it ends asleep.
  if (p.noSleep) return 'reach';
  // Lost far away and wanting home: the way home is the plot, whatever is feared or learnt on it
  // (a hero adrift on an ice floe who wants home finds the way; nobody else frees them).
  if (p.wayHome) return 'reach';
  // Someone stuck up a tree or down a well is the story: getting them free, whatever else.
  if (p.rescue && p.help !== undefined) return 'help';
  // So is the family's balloon stuck up in the tree: got down there, never searched for.
  if (p.rescue?.thing) return 'help';
  // A contest to win or a show to put on is got ready for and held: the sandcastle is its
  // entry and the class its company, not a want or a friend of their own.
  if (p.contest) return 'befriend';
  // A birthday is a party got ready and held; a new baby is a little brother or sister to get
  // to know: either is the plot, whatever else the family wishes or fears beside it.
  if (p.family) return p.family.kind === 'birthday' ? 'build' : 'befriend';
  // A first tooth for the tooth fairy: kept safe all day and put out at bedtime for her.
  if (p.tooth) return 'befriend';
  // A dreaded check-up is that visit, with the kind doctor or dentist met at the end of it.
  if (p.checkup) return 'befriend';
  // Someone hurt or poorly is looked after at home until well, whatever else is named.
  if (p.care) return 'befriend';
  // Something planted is grown, cared for and harvested: that is what is made, whatever else.
  if (p.grow) return 'build';
  // A fishing trip goes to the water and spends the day there, a talking fish or not.
  if (p.fishing) return 'reach';
  // A picnic, berry picking or the zoo is a day out and back with the family.
  if (p.familyOuting) return 'reach';
  // A creature found and kept secret is looked after at home, hidden, until the secret ends.
  if (p.secret) return 'befriend';
  // Friends who fall out over the red bike make up and share it; nothing is built or sought.
  if (p.social?.kind === 'quarrel') return 'befriend';
  // "Telttur med bestefar, men Ola er redd for mørket": the night out is the plot, and the
  // fear is met in it, when the dark comes to the tent.
  if (p.outing?.kind === 'camp') return 'reach';
  // A first day at school is that day, whatever else is feared or wished on it.
  if (p.social?.kind === 'first-day') return 'befriend';
  // A hungry one looking for food: the food is sought, whatever else is feared on the way.
  if (p.hungry) return 'find';
  // Wishing to be different: the trait is the story, whatever else is learnt or feared.
  if (p.selfWish) return 'learn';
  if (p.skill) return 'learn';
  // Afraid nobody will play with the new one: a friend to find, not a fear to face.
  // ("redd for at ingen vil leke med ham" is that fear in the family's own words.)
  if (p.social && (!p.fear || ['new', 'alone', 'said'].includes(fearKind(p.fear.id) ?? '')))
    return 'befriend';
  if (p.fear) return 'fear';
  // "Går på butikken for å kjøpe bananer": the errand is the journey, whatever is eaten after.
  if (p.outing) return 'reach';
  // A found thing whose door or owner is sought is a search, whatever else is made on the way.
  if (p.find && p.findMode === 'belongs') return 'find';
  // "build a rocket to visit Grandma on the moon": the visit is the want and the rocket the way
  // there, so they fly in it to her rather than leave her behind to build it.
  if (p.build && RIDES.has(p.build) && p.visit !== undefined && p.reach) return 'reach';
  if (p.build) return 'build';
  if (p.mystery) return 'solve';
  if (p.help !== undefined) return 'help';
  if (p.find || soughtWord(p)) return 'find';
  // Someone to visit, or something to take to someone: the journey is to them.
  if (p.visit !== undefined || p.recipient !== undefined) return 'reach';
  if (p.befriend) return 'befriend';
  if (p.reach) return 'reach';
  if (p.job) return JOB_GOAL[p.job];
  return undefined;
}

/** Whom the goal is for, when the goal can bring something to them or visit them. */
function recipientIndex(parsed: ParsedDescription, goal: GoalKind): number | undefined {
  if (goal === 'reach' && parsed.wayHome) return parsed.wayHome.who;
  if (goal === 'reach') return parsed.visit ?? parsed.recipient;
  if (goal === 'find' || goal === 'build') return parsed.recipient;
  return undefined;
}

export function choosePattern(request: StoryRequest, parsed: ParsedDescription, rng: Rng): Pattern {
  const all = patternsFor(request.genre);
  const hint = goalHint(parsed);
  const matching = hint ? all.filter((p) => p.goal === hint) : [];
  const chosen = rng.pick(matching.length ? matching : all);
  return hint && chosen.goal !== hint ? { ...chosen, goal: hint } : chosen;
}

function named(
  rng: Rng,
  request: StoryRequest,
  kind: CharacterKind,
  gender: 'm' | 'f',
  taken: Set<string>,
): string {
  const all = namePool(request.language, kind, gender).filter((n) => !taken.has(n));
  // The youngest hear a name in nearly every line: a short one keeps the lines easy to say.
  const short = all.filter((n) => englishSyllables(n) === 1);
  const young = request.language === 'en' && request.age <= 5 && short.length >= 6;
  const pool = young ? short : all;
  const name = rng.pick(pool);
  taken.add(name);
  return name;
}

function fromParsed(
  p: ParsedCharacter,
  rng: Rng,
  request: StoryRequest,
  taken: Set<string>,
  lead = false,
): Character {
  // A sister or a brother who leads the story is told as a girl or a boy: "ei søster som het
  // Ella" says too little; beside the hero, "a sister called Poppy" says who she is.
  const kin = p.species ? speciesById(p.species) : undefined;
  if (lead && kin && ['girl', 'boy'].includes(kin.draw)) {
    const { species: _kin, ...plain } = p;
    void _kin;
    p = plain;
  }
  const gender = p.gender ?? (rng.chance(0.5) ? 'f' : 'm');
  // Someone with a trade is a grown-up, unless the family said a girl or a boy.
  const kind: CharacterKind =
    p.kind && p.kind !== 'child' ? p.kind : p.role ? 'grown-up' : gender === 'f' ? 'girl' : 'boy';
  // Someone with a trade is named like any grown-up person, from the children's names.
  const pool: CharacterKind = p.role ? (gender === 'f' ? 'girl' : 'boy') : kind;
  const name = p.name ?? familyName(p, request) ?? named(rng, request, pool, gender, taken);
  taken.add(name);
  const colours = p.colours.length ? p.colours : defaultColours(kind, rng, p.species);
  return {
    kind,
    name,
    gender,
    colours,
    features: p.features,
    ...(p.size ? { size: p.size } : {}),
    ...(p.trait ? { trait: p.trait } : {}),
    ...(p.species ? { species: p.species } : {}),
    ...(p.role ? { role: p.role } : {}),
  };
}

/**
 * Grandma, Mum or the teacher is called what the family calls them, never a made-up name. In
 * English the word is used as a name ("Grandma"); in bokmål it stays a common noun, written
 * small inside a sentence ("ga melka til mamma", «hos bestemor»).
 */
function familyName(p: ParsedCharacter, request: StoryRequest): string | undefined {
  const asName = (word: string) =>
    request.language === 'no' ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1);
  if (p.word) return asName(p.word);
  const s = p.species ? speciesById(p.species) : undefined;
  if (p.kind === 'grandparent' && !s)
    return asName(request.language === 'no' ? 'bestemor' : 'grandma');
  if (!s || !['grandparent', 'grown-up'].includes(s.draw)) return undefined;
  return asName(request.language === 'no' ? s.no.sg : s.en.sg);
}

function defaultColours(kind: CharacterKind, rng: Rng, species?: string): Character['colours'] {
  if (PERSON_KINDS.has(kind)) return [];
  const options = creature(kind).colours;
  if (!options.length) return [];
  // Always one draw, natural colour or not: the seeded choices after it never hang on the species.
  const drawn = rng.pick(options);
  // An animal with a colour of its own keeps it: a polar bear is white, never brown.
  const natural = naturalColours(kind, species);
  if (!natural) return [drawn];
  const own = natural[options.indexOf(drawn) % Math.max(1, natural.length)];
  return own ? [own] : [];
}

function fresh(
  kind: CharacterKind,
  rng: Rng,
  request: StoryRequest,
  taken: Set<string>,
): Character {
  const entry = creature(kind);
  const gender = entry.gender ?? (rng.chance(0.5) ? 'f' : 'm');
  return {
    kind,
    name: named(rng, request, kind, gender, taken),
    gender,
    colours: defaultColours(kind, rng),
    features: [],
  };
}

function helperOf(kind: CharacterKind, rng: Rng): Character {
  const entry = creature(kind);
  return {
    kind,
    gender: entry.gender ?? (rng.chance(0.5) ? 'f' : 'm'),
    colours: defaultColours(kind, rng),
    features: [],
  };
}

export function buildCast(
  request: StoryRequest,
  parsed: ParsedDescription,
  pattern: Pattern,
  rng: Rng,
  monster?: ParsedDescription,
): Cast {
  const taken = new Set<string>();
  if (parsed.toyNight && pattern.goal === 'reach')
    return toyNightCast(
      request,
      parsed.toyNight,
      fresh(rng.pick(['girl', 'boy']), rng, request, taken),
    );
  if (parsed.noSleep && pattern.goal === 'reach') {
    const kind = noSleepKind(parsed) ?? rng.pick(['girl', 'boy'] as const);
    return noSleepCast(request, parsed, fresh(kind, rng, request, taken));
  }
  const chars = parsed.characters.map((c) => ({ ...c }));
  const wayHome = pattern.goal === 'reach' ? parsed.wayHome : undefined;
  // The new baby the family named ("lillesøster", "a baby brother") is the one got to know.
  const sibling = parsed.family?.kind === 'sibling' && pattern.goal === 'befriend';
  // The tooth fairy the family named is the one who comes at night, never a companion.
  const toothFairy = pattern.goal === 'befriend' ? parsed.tooth?.fairy : undefined;
  // The one hurt or poorly is the one looked after, never the hero.
  const cared = pattern.goal === 'befriend' ? (parsed.care?.who ?? parsed.secret?.who) : undefined;
  const otherIndex =
    pattern.goal === 'help'
      ? parsed.help
      : pattern.goal === 'find' && parsed.lostPet
        ? parsed.lostPet.who
        : sibling && parsed.family?.kind === 'sibling'
          ? parsed.family.baby
          : (cared ?? toothFairy);
  // On a first day the grown-up the family named takes the hero there and fetches them.
  const firstDayAt = pattern.goal === 'befriend' ? parsed.social?.at : undefined;
  // To the doctor's or the dentist's the grown-up the family named takes the hero, or Mum or Dad.
  const checkup = pattern.goal === 'befriend' ? parsed.checkup : undefined;
  // The grown-up lost in the crowd is found at the end, never a companion on the way.
  const lostIn = pattern.goal === 'reach' ? parsed.lostInPlace : undefined;
  const forIndex =
    firstDayAt || checkup || lostIn
      ? carerIndex(chars, request)
      : recipientIndex(parsed, pattern.goal);
  // What a journey goes to see waits where it goes, not beside the hero from the start.
  const sightIndex = pattern.goal === 'reach' ? parsed.sight : undefined;
  // The chosen monster is the hero already; its name in the description is no second character.
  // Whom the goal is for waits at home (or where they live) and is no companion on the way;
  // what is only made or dreamt of ("bli astronaut", a snowman built) is no one in the story.
  // The cat that snatches a bun is the bake's mishap, never its baker.
  const baking =
    pattern.goal === 'build' && !!parsed.build && !parsed.mend && bakedAtHome(parsed.build);
  const snatch = baking ? parsed.snatch : undefined;
  // Granny whose cat is stuck waits for it at home, thanks the one who saves it, and is theirs.
  const helped = otherIndex !== undefined ? chars[otherIndex] : undefined;
  const petOwner = pattern.goal === 'help' ? helped?.ownedBy : undefined;
  const free = chars.filter(
    (c, i) =>
      i !== otherIndex &&
      i !== snatch &&
      i !== petOwner &&
      i !== forIndex &&
      i !== sightIndex &&
      !c.aside &&
      !(request.hero && c.name === request.hero.name) &&
      // "scared of the big dog next door": the dog is what is feared, met where it lives.
      !(!c.name && parsed.fear && c.kind && FEARED_KIND[parsed.fear.id] === c.kind),
  );

  let hero: Character;
  let heroParsed: ParsedCharacter | undefined;
  if (request.hero) {
    const look = monster?.characters[0];
    hero = {
      kind: 'monster',
      name: request.hero.name,
      gender: look?.gender ?? (rng.chance(0.5) ? 'f' : 'm'),
      colours: look?.colours.length ? look.colours : defaultColours('monster', rng),
      features: look?.features ?? [],
      ...(look?.size ? { size: look.size } : {}),
      ...(request.hero.description ? { monsterDescription: request.hero.description } : {}),
    };
    taken.add(request.hero.name);
  } else if (
    (parsed.outing?.kind === 'camp' ||
      parsed.fishing ||
      parsed.grow ||
      baking ||
      parsed.familyOuting) &&
    free.length > 0 &&
    free.every((c) => c.kind === 'grandparent' || c.kind === 'grown-up')
  ) {
    // "A night under the stars with Mum", "overnattingstur med pappa": the one named is who
    // goes along, and the story is the child's who goes with them.
    hero = fresh(rng.chance(0.5) ? 'girl' : 'boy', rng, request, taken);
  } else if (free[0]) {
    // A character the family named leads before one it did not ("a teapot and a boy named Sam").
    // A child the family named leads before a grown-up they named ("Grandpa Joe and the
    // twins Ava and Mila"): the story is told from the child's side.
    const grown = (c: ParsedCharacter) => c.kind === 'grandparent' || c.kind === 'grown-up';
    // "Oscar's cat Pickle": the pet is the one the family tells of; its owner comes along.
    const pet = free.some((c) => c.owns)
      ? free.findIndex((c) => !!c.name && !!c.kind && !creature(c.kind).person)
      : -1;
    // The vehicle the family's story is about leads ("the fire engine rescues a kitten").
    const vehicle =
      parsed.vehicleHero !== undefined ? free.indexOf(chars[parsed.vehicleHero]!) : -1;
    const child =
      vehicle >= 0 ? vehicle : pet >= 0 ? pet : free.findIndex((c) => !!c.name && !grown(c));
    const lead =
      child >= 0
        ? child
        : Math.max(
            0,
            free.findIndex((c) => !!c.name),
          );
    heroParsed = free.splice(lead, 1)[0] as ParsedCharacter;
    hero = fromParsed(heroParsed, rng, request, taken, true);
  } else {
    // Nobody named to do the rescuing, or a birthday or a new baby: a girl or a boy of the
    // family, not a dog saving a puppy.
    const heroes: CharacterKind[] =
      parsed.rescue ||
      parsed.family ||
      parsed.tooth ||
      parsed.checkup ||
      parsed.care ||
      parsed.contest ||
      parsed.grow ||
      parsed.fishing ||
      parsed.familyOuting ||
      parsed.secret ||
      parsed.lostPet
        ? ['girl', 'boy']
        : pattern.heroes;
    hero = fresh(rng.pick(heroes), rng, request, taken);
  }

  let friend: Character | undefined;
  // The companion is a child or pet the family named ("Ada and her dog Biscuit") before a
  // grown-up only mentioned ("grandma's kitchen"); the grown-up is still met as themselves.
  const companion = free.findIndex(
    (c) => !!c.name && c.kind !== 'grandparent' && c.kind !== 'grown-up',
  );
  const grownUp = (c?: ParsedCharacter) => c?.kind === 'grandparent' || c?.kind === 'grown-up';
  // At a new baby's home, Mum or Grandpa is someone met at home, not the baby to get to know.
  const nextFree =
    sibling && grownUp(free[companion > 0 ? companion : 0])
      ? undefined
      : companion > 0
        ? free.splice(companion, 1)[0]
        : free.shift();
  let friendParsed: ParsedCharacter | undefined;
  // A sister or a friend named beside the one in a contest takes part with them.
  const team = pattern.goal !== 'befriend' || !!parsed.contest;
  if (nextFree && team) {
    friendParsed = nextFree;
    // Beside the hero a sibling stays a sibling: "lillebroren Theo", "her big sister Amber".
    friend = fromParsed(nextFree, rng, request, taken);
  } else if (parsed.pair && !nextFree && pattern.goal !== 'befriend')
    friend = fresh(rng.chance(0.5) ? 'girl' : 'boy', rng, request, taken);
  // A class grows it together: a classmate works beside the hero.
  else if (!nextFree && parsed.grow?.at === 'school' && pattern.goal === 'build')
    friend = fresh(rng.chance(0.5) ? 'girl' : 'boy', rng, request, taken);
  // Nobody goes fishing alone: a grown-up of the family takes the child along.
  else if (!nextFree && (parsed.fishing || parsed.familyOuting) && pattern.goal === 'reach')
    friend = familyHelpers(request.language, rng, [hero])[0];
  // A hero lost far from home is alone there until helpers are met: no companion from nowhere.
  // (Nor is one looking for their own pet at home: the family helps, and the pet is found.)
  else if (
    !nextFree &&
    pattern.goal !== 'befriend' &&
    !wayHome &&
    !lostIn &&
    !(parsed.lostPet && pattern.goal === 'find') &&
    rng.chance(0.5)
  ) {
    // A pond frog or a garden bird is no one's companion out among the stars.
    const earthly = pattern.genre === 'SPACE' ? ['frog', 'bird'] : [];
    // Nobody afraid of big dogs gets a dog for a companion the family never named.
    const feared = parsed.fear ? FEARED_KIND[parsed.fear.id] : undefined;
    const clash = sameWordKinds(parsed, request.language);
    // A firefighter or a vet at work has a dog at heel, not a dragon; never one of the kind
    // they are out to rescue. At home for a birthday or a new baby, it is the family's pet.
    const helped = otherIndex !== undefined ? chars[otherIndex]?.kind : undefined;
    const homely =
      parsed.family ||
      parsed.snowman ||
      parsed.tooth ||
      parsed.care ||
      parsed.grow ||
      parsed.secret;
    const options = (hero.role ? WORK_COMPANIONS : homely ? HOME_PETS : COMPANIONS).filter(
      (k) =>
        k !== hero.kind &&
        !earthly.includes(k) &&
        k !== feared &&
        !clash.includes(k) &&
        k !== helped,
    );
    friend = fresh(rng.pick(options), rng, request, taken);
  }

  const roles = {
    hero: heroParsed ? chars.indexOf(heroParsed) : -1,
    friend: nextFree && team ? chars.indexOf(nextFree) : -1,
  };
  const goal = buildGoal(
    request,
    parsed,
    pattern,
    rng,
    chars,
    otherIndex,
    nextFree,
    taken,
    hero,
    roles,
  );
  if (goal.owner === 'friend' && !friend) goal.owner = 'hero';
  const ownerParsed = petOwner !== undefined ? chars[petOwner] : undefined;
  if (ownerParsed && goal.kind === 'help')
    goal.petOwner = fromParsed(ownerParsed, rng, request, taken);
  const snatcher = snatch !== undefined ? chars[snatch] : undefined;
  if (snatcher && goal.variant === 'bake')
    goal.snatcher = fromParsed(snatcher, rng, request, taken);
  // A hero too tall or too big is never "not the biggest"; one too small is small from line one.
  if (goal.self === 'tall' || goal.self === 'big') hero.size = 'big';
  else if (goal.self === 'small') hero.size = 'small';
  if (goal.kind === 'learn' && goal.skill === 'fly') {
    if (goal.owner === 'hero') hero.grounded = true;
    else if (friend) friend.grounded = true;
  }

  const recipientParsed = forIndex !== undefined ? chars[forIndex] : undefined;
  if (firstDayAt || checkup) goal.recipient = carerOf(recipientParsed, hero, rng, request, taken);
  else if (lostIn)
    goal.recipient = lostCarer(carerOf(recipientParsed, hero, rng, request, taken), hero);
  else if (recipientParsed && goal.kind === pattern.goal) {
    goal.recipient = fromParsed(recipientParsed, rng, request, taken);
    // A little sister the family did not name is called what she is to the hero, not "Ivy".
    const kin = !recipientParsed.name ? kinOf(recipientParsed as Character) : undefined;
    // An animal host the family did not name is the owl, not a made-up "Sprout".
    const entry = creatureOf(goal.recipient);
    if (!recipientParsed.name && !entry.person)
      goal.recipient.name = request.language === 'no' ? entry.no.def : `the ${entry.en.sg}`;
    if (kin?.entry && !kin.grown)
      goal.recipient.name =
        request.language === 'no'
          ? kin.entry.no.sg.charAt(0).toUpperCase() + kin.entry.no.sg.slice(1)
          : `${hero.gender === 'f' ? 'her' : 'his'} ${kin.entry.en.sg}`;
  }

  const water = creature(hero.kind).water === true;
  const described = parsed.places.filter((id) => placeById(id));
  // Where the story goes is not where the hero lives: "til Mars", "i Bergen hos tante Kari".
  // A lost hero's far place is not home either: home is where the story goes.
  const start = wayHome
    ? (wayHome.from ?? farPlace(wayHome.how, goal.place, water, rng))
    : undefined;
  // Where the family said the thing is sought is where the search goes, never where it starts:
  // unless it is a home of its own (a secret door in the castle where the princess lives) or out
  // in space, where one who lives there searches.
  const findAt =
    (goal.kind === 'find' || goal.kind === 'solve') &&
    parsed.findAt &&
    !wayHome &&
    !placeById(parsed.findAt).home &&
    !SPACE_HOME.has(placeById(parsed.findAt).setting)
      ? parsed.findAt
      : undefined;
  const away = new Set(
    [wayHome ? start : goal.place, wayHome ? undefined : parsed.reach, findAt].filter(
      (x): x is string => !!x,
    ),
  );
  const homeCandidates = [
    ...(parsed.home && !away.has(parsed.home) ? [parsed.home] : []),
    ...described.filter(
      (id) => (placeById(id).home || pattern.homes.includes(id)) && !away.has(id),
    ),
  ];
  // A hero the family did not place in space lives on Earth, even in a space story.
  const toSpace = [...described, ...away].some((id) => SPACE_HOME.has(placeById(id).setting));
  // A family that names a place on Earth ("a map on the beach") tells of a hero from Earth.
  const onEarth = described.some((id) => !SPACE_HOME.has(placeById(id).setting));
  // A child off to school lives in a house or a village; an animal at home where it lives.
  const homePattern =
    firstDayAt && creature(hero.kind).person ? { ...pattern, homes: FIRST_DAY_HOMES } : pattern;
  // (A night in the tent in one's own garden is an evening at home, with the family.)
  const atHome = homeWant(goal) || gardenCamp(goal);
  // Children who fall out, or one new in town, have their day at home and nearby.
  const near = friendDay({ goal, hero });
  // Nothing to eat grows in space: a hungry one lives where food is found.
  const hungry = hungerWant(goal);
  // A creature kept secret is hidden in the house; where it was found is no home.
  const home =
    (wayHome && goal.place) ||
    (goal.variant === 'secret' ? 'house' : undefined) ||
    homeCandidates[0] ||
    ((atHome || near) && !water
      ? 'house'
      : // An astronaut the family put on a planet lives out there, as any space hero does.
        ((snowSought(parsed, [...described, ...away, goal.place]) && hero.kind === 'penguin'
          ? undefined
          : rankHome(hero.role ?? hero.kind, away, onEarth || toSpace || !!firstDayAt || hungry)) ??
        pickHome(homePattern, rng, water, toSpace || onEarth || !!firstDayAt || hungry, away)));
  if (wayHome) goal.place = home;
  // Skull Island is the island of the story: no other little island beside it.
  const ownKinds = new Set(described.filter(isOwnPlace).map(placeKind));
  // Children make friends, and make up, where children play and learn: not out by a lake.
  const social = socialWant(goal) && creature(hero.kind).person;
  const errand = goal.variant === 'shop';
  const camp = goal.variant === 'camp';
  const routePool = (
    atHome
      ? familyRoute(goal, rng)
      : near
        ? friendRoute(goal.variant as 'quarrel' | 'newcomer', described)
        : rng.shuffle(
            social ? SOCIAL_ROUTE : errand ? ERRAND_ROUTE : camp ? CAMP_ROUTE : pattern.route,
          )
  ).filter((id) => id !== home && !ownKinds.has(id) && (!water || placeById(id).water));
  // A first day goes from the door to the rooms inside to the playground, in that order.
  // Growing and fishing go through their own steps in order, whatever else was named.
  const route = firstDayAt
    ? FIRST_DAY_ROUTE[firstDayAt].filter((id) => id !== home)
    : // A secret keeps to its own rooms in order: where it was found is told, not gone to.
      near ||
        goal.variant === 'grow' ||
        goal.variant === 'fish' ||
        goal.variant === 'secret' ||
        isOuting(goal)
      ? routePool
      : [
          ...described.filter((id) => id !== home && id !== goal.place && id !== start),
          ...routePool.filter((id) => !described.includes(id) && id !== goal.place && id !== start),
        ];
  // Long stories need more places than a pattern names; gentle everyday places fill the rest.
  for (const extra of social || errand || firstDayAt || atHome
    ? []
    : rng.shuffle(['meadow', 'river', 'hill', 'lake', 'valley', 'glade', 'village']))
    if (
      !water &&
      extra !== home &&
      extra !== goal.place &&
      extra !== start &&
      !ownKinds.has(extra) &&
      !route.includes(extra)
    )
      route.push(extra);
  if (route.length < 3 && !firstDayAt && !atHome)
    route.push(
      ...rng
        .shuffle(
          PLACES.filter((p) => p.water && !p.onlyNamed && p.id !== home && p.id !== start).map(
            (p) => p.id,
          ),
        )
        .filter((id) => !route.includes(id)),
    );

  const exclude = new Set<CharacterKind>([
    // What the hero fears is met as itself, never as a kindly helper on the way.
    ...(parsed.fear && FEARED_KIND[parsed.fear.id] ? [FEARED_KIND[parsed.fear.id]!] : []),
    ...sameWordKinds(parsed, request.language),
    hero.kind,
    ...(friend ? [friend.kind] : []),
    ...(goal.other ? [goal.other.kind] : []),
    // The owls whose party it is wait at the party, not on the way as helpers.
    ...(goal.recipient && !creature(goal.recipient.kind).person ? [goal.recipient.kind] : []),
  ]);
  const described2 = free
    .filter((c) => c.kind && !exclude.has(c.kind))
    .map((c) => c.kind as CharacterKind);
  const helperKinds = [...new Set([...described2, ...rng.shuffle(pattern.helpers)])].filter(
    (k) => !exclude.has(k) && k !== 'child',
  );
  if (water) helperKinds.sort((a, b) => Number(!!creature(b).water) - Number(!!creature(a).water));
  // At a rescue, those whose gift helps get someone free at that spot are met first: a squirrel
  // at the tree, a mole at the hole, a mouse at the net; not a frog who swims at a treetop.
  if ((goal.variant === 'rescue' || goal.variant === 'stuck') && goal.spot) {
    const shape = SPOTS[goal.spot].shape;
    const fits = (k: CharacterKind) => RESCUE_SKILLS[shape].has(creature(k).skill);
    const spare = RESCUE_HELPERS[shape].find((k) => !exclude.has(k));
    if (!helperKinds.some(fits) && spare) helperKinds.unshift(spare);
    helperKinds.sort((a, b) => Number(fits(b)) - Number(fits(a)));
  }
  // Characters the family named beyond the hero and the friend are met first, as themselves.
  const extras = free
    .filter((c) => c !== nextFree && !(goal.other && goal.other.name && goal.other.name === c.name))
    .map((c) => fromParsed(c, rng, request, taken));
  // At home the helpers are the family: Grandma in the kitchen, Dad in the garden. A class
  // growing something has its teacher and classmates.
  const family = firstDayAt
    ? schoolHelpers(hero, rng)
    : goal.variant === 'grow' && goal.grow?.at === 'school'
      ? extras
      : [
          ...extras.filter((c) => !exclude.has(c.kind) || c.name),
          ...(atHome || near
            ? familyHelpers(request.language, rng, [...extras, goal.recipient, hero, friend]).slice(
                0,
                // Off fishing, one grown-up is at home to see them off; the rest are not in it.
                // Children who fell out, or one new in town, have a grown-up or three at home.
                goal.variant === 'fish' || isOuting(goal) ? 1 : near ? 3 : undefined,
              )
            : helperKinds
                .filter((k) => !extras.some((c) => c.kind === k))
                .map((k) => helperOf(k, rng))),
        ];

  // Those a creature is hidden from are never met to chat with: they only nearly see it.
  const secretFrom = goal.secret?.from;
  const helpers = secretFrom ? family.filter((c) => !keptFrom(c, secretFrom)) : family;
  // The secret ends with a grown-up told: one of the family met who was not kept in the dark.
  if (goal.secret) {
    const trusted = trustedOf(helpers, goal.secret.from);
    if (trusted) goal.secret.trusted = trusted;
  }
  // What the hero brings from home in a pocket on a first day; otherwise a keepsake found.
  const keepsakes = rng.shuffle(
    firstDayAt
      ? FROM_HOME
      : THINGS.filter(
          (t) =>
            t.keepsake &&
            !t.onlyNamed &&
            t.id !== goal.thing &&
            (!(atHome || near) || FAMILY_KEEPSAKES.includes(t.id)),
        ).map((t) => t.id),
  );
  const thingHint = parsed.things.find((t) => t.id === goal.thing);
  // How the family described the hero and the friend is told, even when the opening does not.
  const describedLook = (c?: ParsedCharacter) =>
    !!c &&
    (c.colours.length > 0 ||
      c.features.length > 0 ||
      // Grandma or a grown-up is called what she is; "Bestemor var ei bestemor" says nothing.
      (!!c.kind && !c.species && !['child', 'grandparent', 'grown-up'].includes(c.kind)) ||
      (!!c.species && !creature(speciesById(c.species)?.draw ?? 'child').person));
  const looks: ('hero' | 'friend' | 'other')[] = [];
  if (request.hero?.description || (!request.hero && describedLook(heroParsed))) looks.push('hero');
  if (friend && describedLook(friendParsed)) looks.push('friend');
  // "Meets a green alien with three eyes": the one to befriend is told as the family saw them.
  const other = goal.kind === 'befriend' ? goal.other : undefined;
  if (other && (other.colours.length > 0 || other.features.length > 0)) looks.push('other');
  // A case opens at its scene, and its trail leads only next door.
  const scene =
    goal.variant === 'case'
      ? sceneOf([...(parsed.findAt ? [parsed.findAt] : []), ...described], home, goal.thing)
      : undefined;
  const opensAt = scene && scene !== home ? scene : start;
  return {
    hero,
    ...(friend ? { friend } : {}),
    helpers,
    home,
    ...(opensAt ? { start: opensAt } : {}),
    route: scene ? nearOf(scene) : route,
    goal,
    ...(goal.thing
      ? {
          thing: {
            id: goal.thing,
            ...(thingHint?.colour ? { colour: thingHint.colour } : {}),
            ...(thingHint?.word ? { word: thingHint.word } : {}),
          },
        }
      : {}),
    keepsakes,
    ...(described.length ? { asked: described } : {}),
    ...(findAt && findAt !== home ? { findAt } : {}),
    ...(parsed.weather ? { weather: parsed.weather } : {}),
    elements: elementsOf(parsed, extras, home, goal, looks, opensAt),
  };
}

const SPACE_HOME = new Set(['space', 'moon']);

/**
 * Where a spot is: the place the family named, if the spot can be there ("a cat on the roof in
 * town"), else one of the spot's own places.
 */
function rescuePlace(spot: SpotId, parsed: ParsedDescription, rng: Rng): string {
  const own = SPOTS[spot].places;
  const named = parsed.places.find(
    (p) => own.includes(p) || (!placeById(p).home && SPOT_SETTINGS[spot].has(placeById(p).setting)),
  );
  return named ?? rng.pick(own);
}

/** Helper gifts that help get someone free, by how the spot holds them. */
export const RESCUE_SKILLS: Record<SpotShape, ReadonlySet<HelperSkill>> = {
  up: new Set(['climb', 'carry', 'strength', 'sight', 'magic']),
  down: new Set(['dig', 'strength', 'nose', 'carry', 'small']),
  caught: new Set(['small', 'clever', 'fix', 'magic']),
  out: new Set(['swim', 'strength', 'carry', 'magic']),
};
/** Who comes by to help when the story's own helpers have no such gift. */
const RESCUE_HELPERS: Record<SpotShape, CharacterKind[]> = {
  up: ['cat', 'horse', 'bear'],
  down: ['rabbit', 'dog', 'bear'],
  caught: ['mouse', 'fox'],
  out: ['horse', 'bear', 'frog'],
};

/** Settings a spot can be found in, besides its own places: a tree in the park, a net in the harbour. */
const SPOT_SETTINGS: Record<SpotId, ReadonlySet<string>> = {
  tree: new Set(['garden', 'forest', 'meadow', 'village', 'playground', 'farm']),
  roof: new Set(['village', 'city', 'farm', 'house', 'school']),
  ledge: new Set(['mountain']),
  well: new Set(['farm', 'meadow', 'village']),
  drain: new Set(['city', 'village', 'garden', 'playground']),
  hole: new Set(['meadow', 'forest', 'garden', 'farm', 'playground']),
  net: new Set(['beach', 'lake', 'river', 'sea']),
  ice: new Set(['lake', 'snow']),
  mud: new Set(['farm', 'river', 'meadow', 'forest']),
  rock: new Set(['river', 'lake', 'beach', 'sea']),
};
/** The creature a fear is of: a dog is no companion or helper in a story about fearing dogs. */
/**
 * Creatures told in the same bokmål word as a thing the family named («drage»: their kite, and a
 * dragon): none comes along unasked, or «dragen» would be two things in one story.
 */
function sameWordKinds(parsed: ParsedDescription, language: string): CharacterKind[] {
  if (language !== 'no') return [];
  const words = new Set(parsed.things.map((t) => thingById(t.id).no.sg));
  // (A «drage» read as the family's kite is set aside: it names no dragon of theirs.)
  const named = new Set(parsed.characters.filter((c) => !c.aside).map((c) => c.kind));
  return CREATURES.filter((c) => words.has(c.no.sg) && !named.has(c.kind)).map((c) => c.kind);
}

const FEARED_KIND: Partial<Record<string, CharacterKind>> = { dogs: 'dog' };

/** A first day's places in the order of the day: the door, the rooms inside, outdoors. */
const FIRST_DAY_ROUTE: Record<'school' | 'kindergarten', string[]> = {
  school: ['school', 'classroom', 'gym', 'schoolyard'],
  kindergarten: ['kindergarten', 'playroom', 'playground'],
};
const FIRST_DAY_HOMES = ['house', 'cottage', 'village'];
/** Small things from home a child keeps in a pocket on a first day. */
const FROM_HOME = ['shell', 'stone', 'feather', 'acorn', 'button'];

/** The grown-up the family named beside a first day (Mum, Grandpa), if any. */
function carerIndex(chars: ParsedCharacter[], request: StoryRequest): number | undefined {
  const i = chars.findIndex(
    (c) =>
      (c.kind === 'grown-up' || c.kind === 'grandparent') &&
      !(request.hero && c.name === request.hero.name),
  );
  return i > 0 || (i === 0 && chars.length > 1) ? i : undefined;
}

/**
 * Who takes the hero to school and fetches them: the grown-up the family named, or Mum or Dad.
 * An animal's parent is an animal of its kind.
 */
function carerOf(
  parsed: ParsedCharacter | undefined,
  hero: Character,
  rng: Rng,
  request: StoryRequest,
  taken: Set<string>,
): Character {
  const person = creature(hero.kind).person;
  const species = rng.pick(['mum', 'dad']);
  const plain: ParsedCharacter = parsed ?? {
    kind: 'grown-up',
    species,
    gender: species === 'mum' ? 'f' : 'm',
    colours: [],
    features: [],
  };
  const carer = fromParsed(plain, rng, request, taken);
  if (person || parsed) return carer;
  return { ...carer, kind: hero.kind, species: undefined, colours: hero.colours } as Character;
}

/** The teacher first, then an older child who shows the new one round. */
function schoolHelpers(hero: Character, rng: Rng): Character[] {
  const person = creature(hero.kind).person;
  const teacher: Character = {
    kind: person ? 'grown-up' : hero.kind,
    gender: rng.chance(0.7) ? 'f' : 'm',
    colours: person ? [] : hero.colours,
    features: [],
    size: 'big',
    ...(person ? { species: 'teacher' } : {}),
  };
  const gender = rng.chance(0.5) ? 'f' : 'm';
  const older: Character = {
    kind: person ? (gender === 'f' ? 'girl' : 'boy') : hero.kind,
    gender,
    colours: person ? [] : hero.colours,
    features: [],
  };
  return [teacher, older];
}
/** Pets that live at home, beside a child at a birthday or with a new baby. */
const HOME_PETS: CharacterKind[] = ['dog', 'cat', 'rabbit'];
const SOCIAL_ROUTE = ['playground', 'school', 'garden', 'meadow', 'village', 'library'];
/** An errand goes by everyday places: the street, the park, the bridge over the stream. */
const ERRAND_ROUTE = ['village', 'playground', 'garden', 'meadow', 'river', 'hill'];
/** A night out walks there over open country: the meadow, the stream, the hill, the wood. */
const CAMP_ROUTE = ['meadow', 'river', 'hill', 'forest', 'valley', 'glade', 'field'];
/** What an errand buys when the family did not say. */
const SHOP_BUYS: Record<string, string[]> = {
  shop: ['banana', 'milk', 'bread', 'strawberry'],
  supermarket: ['banana', 'milk', 'bread', 'carrot'],
  bakery: ['bun', 'bread'],
  market: ['strawberry', 'carrot', 'blueberry'],
  square: ['strawberry', 'carrot', 'bread'],
  'toy-shop': ['ball', 'balloon'],
};

/** Where a night out goes when the family named nowhere: somewhere wild but near. */
const CAMP_SPOTS = ['forest', 'lake', 'mountain', 'glade', 'hill'];
/** What is cooked over the fire when the family named no food, in each language's way. */
const CAMP_FARE: Record<'no' | 'en', string[][]> = {
  no: [['sausage'], ['sausage', 'twist-bread'], ['twist-bread'], ['sausage', 'marshmallow']],
  en: [['sausage'], ['sausage', 'marshmallow'], ['marshmallow'], ['sausage']],
};
/** A fear a night out meets in the dark: the fears that live elsewhere stay unsaid. */
const NIGHT_FEARS = new Set([
  'dark',
  'noise',
  'night-noises',
  'alone',
  'monsters',
  'spiders',
  'new',
  'said',
]);

function campGoal(parsed: ParsedDescription, camp: Camp, rng: Rng, language: 'no' | 'en'): Goal {
  const place = camp.place ?? rng.pick(CAMP_SPOTS.filter((p) => !parsed.places.includes(p)));
  const named = (parsed.foods ?? []).filter((f) => foodById(f)).slice(0, 2);
  const fear =
    parsed.fear && NIGHT_FEARS.has(fearKind(parsed.fear.id) ?? '') ? parsed.fear.id : undefined;
  return {
    kind: 'reach',
    owner: 'hero',
    place,
    variant: 'camp',
    shelter: camp.shelter,
    cook: named.length ? named : rng.pick(CAMP_FARE[language]),
    ...(fear ? { fear } : {}),
  };
}

/**
 * Where a lost hero is when the family did not say: carried out to sea by the water, blown
 * into a strange wood or town by the wind, washed up on an island, or lost among trees.
 */
const FAR_PLACES: Record<Astray, string[]> = {
  lost: ['forest', 'town', 'mountain', 'jungle', 'valley'],
  drift: ['sea', 'island', 'beach'],
  blown: ['forest', 'town', 'mountain', 'meadow'],
  stranded: ['island', 'beach'],
  away: ['town', 'forest', 'mountain', 'desert'],
};

function farPlace(how: Astray, home: string | undefined, water: boolean, rng: Rng): string {
  const options = (water ? ['sea', 'lake', 'beach'] : FAR_PLACES[how]).filter((p) => p !== home);
  return rng.pick(options.length ? options : ['forest']);
}

/**
 * Where one of a rank or a calling lives when the family named no home: a princess or a king in
 * the castle, a wizard in his tower, a pirate in the harbour village, an astronaut on the space station.
 */
const RANK_HOMES: Partial<Record<CharacterKind | RoleId, string>> = {
  princess: 'castle',
  prince: 'castle',
  king: 'castle',
  queen: 'castle',
  knight: 'castle',
  wizard: 'tower',
  witch: 'cottage',
  pirate: 'village',
  astronaut: 'station',
  // A trade with its workplace near: the baker's and the chef's in town, a sailor's harbour.
  baker: 'town',
  chef: 'town',
  sailor: 'village',
  // A penguin lives on the ice, not on a farm.
  penguin: 'northpole',
};

/** A penguin who wants to see snow or go to the North Pole does not live there already. */
function snowSought(parsed: ParsedDescription, places: (string | undefined)[]): boolean {
  if (/^(snow|snø|snøen|ice|is|isen)$/.test(parsed.findWord ?? '')) return true;
  return places.some((id) => !!id && placeById(id).setting === 'snow');
}

function rankHome(
  kind: CharacterKind | RoleId,
  away: ReadonlySet<string>,
  earthly: boolean,
): string | undefined {
  const home = RANK_HOMES[kind];
  if (!home || away.has(home)) return undefined;
  return earthly && SPACE_HOME.has(placeById(home).setting) ? undefined : home;
}

function pickHome(
  pattern: Pattern,
  rng: Rng,
  water: boolean,
  earthly = false,
  away: ReadonlySet<string> = new Set(),
): string {
  if (water) return rng.pick(['seabed', 'beach', 'lake']);
  const homes = pattern.homes.filter(
    (id) => !away.has(id) && !(earthly && SPACE_HOME.has(placeById(id).setting)),
  );
  return rng.pick(homes.length ? homes : ['house', 'cottage'].filter((id) => !away.has(id)));
}

function buildGoal(
  request: StoryRequest,
  parsed: ParsedDescription,
  pattern: Pattern,
  rng: Rng,
  chars: ParsedCharacter[],
  otherIndex: number | undefined,
  nextFree: ParsedCharacter | undefined,
  taken: Set<string>,
  hero: Character,
  roles: { hero: number; friend: number },
): Goal {
  const ownerOf = (who: number | undefined): 'hero' | 'friend' => {
    if (who === undefined || who < 0) return 'hero';
    if (request.hero) return chars[who]?.name === request.hero.name ? 'hero' : 'friend';
    return who === roles.friend && roles.friend >= 0 ? 'friend' : 'hero';
  };
  const pickThing = (
    filter: (id: string) => boolean,
    fallback: string[] | undefined,
    any: string[],
  ): string => {
    const described = parsed.things.map((t) => t.id).find(filter);
    return described ?? rng.pick(fallback?.filter(filter).length ? fallback.filter(filter) : any);
  };
  const findable = THINGS.filter((t) => t.find && !t.onlyNamed).map((t) => t.id);
  const buildable = THINGS.filter((t) => t.build && !t.onlyNamed).map((t) => t.id);
  switch (pattern.goal) {
    case 'fear':
      return {
        kind: 'fear',
        owner: ownerOf(parsed.fear?.who),
        // A storm the story is set in is the fear a fear story meets, when none was said.
        fear:
          parsed.fear?.id ??
          (parsed.weather === 'thunder' ? 'thunder' : rng.pick(pattern.fears ?? ['dark'])),
      };
    case 'learn':
      if (parsed.selfWish)
        return { kind: 'learn', owner: 'hero', variant: 'self', self: parsed.selfWish.trait };
      return {
        kind: 'learn',
        owner: ownerOf(parsed.skill?.who),
        skill: parsed.skill?.id ?? rng.pick(pattern.skills ?? ['fly', 'swim', 'whistle']),
        // Had and lost: the story begins with it gone and ends with it back.
        ...(parsed.skill?.lost ? { variant: 'lost' as const } : {}),
        ...(parsed.skill?.dream ? { dream: parsed.skill.dream } : {}),
        // The fear the family named beside the skill is met while learning it; one the lexicon
        // cannot name ("new things") would be told as something the family never said.
        ...(parsed.skill && parsed.fear && parsed.fear.id !== 'new'
          ? { fear: parsed.fear.id }
          : {}),
      };
    case 'build': {
      const event = parsed.family;
      // A birthday: the party is what is got ready, its cake at the heart of it.
      if (event?.kind === 'birthday')
        return {
          kind: 'build',
          owner: 'hero',
          thing: 'cake',
          variant: 'party',
          ...(event.surprise ? { surprise: true } : {}),
          ...(event.age ? { age: event.age } : {}),
        };
      // Something planted grows where it is planted, and is what the story makes.
      if (parsed.grow)
        return {
          kind: 'build',
          owner: 'hero',
          variant: 'grow',
          grow: parsed.grow,
          ...(parsed.virtue ? { virtue: parsed.virtue } : {}),
        };
      // A snowman is built in the snow from its parts, the family's first, and stands at the end.
      if (parsed.build === 'snowman' && parsed.snowman)
        return {
          kind: 'build',
          owner: 'hero',
          thing: 'snowman',
          variant: 'snowman',
          parts: parsed.snowman.parts,
          ...(parsed.snowman.big ? { big: true } : {}),
          ...(parsed.snowman.colours ? { partColours: parsed.snowman.colours } : {}),
        };
      // A creature of the water has no kitchen to bake in: nothing baked is picked for it.
      const wet = creature(hero.kind).water === true;
      const thing =
        parsed.build ??
        pickThing(
          (id) => thingById(id).build === true && !(wet && bakedAtHome(id)),
          pattern.things,
          wet ? buildable.filter((id) => !bakedAtHome(id)) : buildable,
        );
      // Something baked is baked at home, from the recipe to the oven, and shared.
      if (!parsed.mend && bakedAtHome(thing))
        return { kind: 'build', owner: 'hero', thing, variant: 'bake' };
      // A thing made for someone, or mended, stays where it is made; a rocket still flies.
      const errand = parsed.recipient !== undefined || parsed.mend;
      const place =
        parsed.reach ??
        (errand
          ? undefined
          : (parsed.places.find((p) => goesTo(thing, p) && p !== parsed.home) ??
            (thing === 'rocket' ? 'moon' : thing === 'boat' ? 'island' : undefined)));
      // Built to fly out to a place in space for something: it is found there on arrival.
      const sought = parsed.find ?? soughtWord(parsed);
      const fetch =
        place && SPACE_HOME.has(placeById(place).setting) && sought !== thing ? sought : undefined;
      return {
        kind: 'build',
        owner: 'hero',
        thing,
        ...(place ? { place } : {}),
        ...(fetch ? { fetch } : {}),
        ...(parsed.mend ? { variant: 'mend' as const } : {}),
      };
    }
    case 'find': {
      // The pet gone missing, as the family named it: looked for by its owner and found.
      const pet = parsed.lostPet ? chars[parsed.lostPet.who] : undefined;
      if (pet)
        return {
          kind: 'find',
          owner: 'hero',
          variant: 'pet',
          other: caredOf(pet, rng, request, taken),
        };
      if (parsed.hungry)
        return { kind: 'find', owner: 'hero', thing: parsed.hungry.food, variant: 'hungry' };
      const sought = parsed.find ?? soughtWord(parsed);
      let thing =
        sought ?? pickThing((id) => thingById(id).find === true, pattern.things, findable);
      if (thing === 'map') thing = 'treasure';
      // What the family said about the thing decides how it is sought; a story's own pick is
      // the owner's lost thing.
      const variant: GoalVariant =
        sought && parsed.findMode === 'belongs'
          ? (parsed.belongs ?? 'owner')
          : sought && parsed.findMode === 'seek'
            ? 'seek'
            : 'lost';
      return { kind: 'find', owner: 'hero', thing, variant };
    }
    case 'reach': {
      const visit = parsed.visit !== undefined || parsed.recipient !== undefined;
      // An animal host lives out where it lives (the owls in the wood), not in a village house.
      const host = parsed.visit !== undefined ? chars[parsed.visit]?.kind : undefined;
      const wild = host && !creature(host).person;
      const homes = wild
        ? creature(host).water
          ? ['lake', 'beach']
          : ['forest', 'glade', 'hill']
        : ['village', 'cottage', 'farm'];
      const place =
        parsed.reach ??
        parsed.places.find((p) => !placeById(p).home && p !== parsed.home) ??
        (visit
          ? rng.pick(homes.filter((p) => !parsed.places.includes(p)))
          : parsed.job === 'astronaut'
            ? 'moon'
            : rng.pick(pattern.places ?? ['mountain']));
      // Something taken to the one visited: "suppe til naboen", "a basket of apples".
      const carried = visit
        ? (parsed.things.find((t) => thingById(t.id).find)?.id ??
          (parsed.foods?.[0] ? `dish:${parsed.foods[0]}` : undefined))
        : undefined;
      const sight = parsed.sight !== undefined ? chars[parsed.sight] : undefined;
      // The elephants a family wants to see are "the elephants", not a Tuk they never named.
      const seen = sight ? fromParsed(sight, rng, request, taken) : undefined;
      if (seen && !sight?.name) delete seen.name;
      // Lost far away: home is where the story goes (the place named, or where the hero lives,
      // settled with the cast), and the one at home waits there.
      const lost = parsed.wayHome;
      if (lost)
        return {
          kind: 'reach',
          owner: 'hero',
          ...(lost.to ? { place: lost.to } : {}),
          variant: 'home',
          astray: lost.how,
        };
      // Fishing at the water the family named; the talking fish is caught there, not met.
      if (parsed.fishing) {
        const named = parsed.fishing.fish !== undefined ? chars[parsed.fishing.fish] : undefined;
        return {
          kind: 'reach',
          owner: 'hero',
          place: parsed.fishing.water,
          variant: 'fish',
          fishing: parsed.fishing,
          ...(named ? { other: fromParsed(named, rng, request, taken) } : {}),
        };
      }
      if (parsed.lostInPlace)
        return {
          kind: 'reach',
          owner: 'hero',
          place: parsed.lostInPlace.place,
          variant: 'reunite',
        };
      // A picnic, the berries or the zoo: the day is spent where the family said.
      const day = parsed.familyOuting;
      if (day)
        return {
          kind: 'reach',
          owner: 'hero',
          place: day.place,
          variant: day.kind,
          familyOuting: day,
        };
      const errand = parsed.outing;
      if (errand?.kind === 'shop')
        return {
          kind: 'reach',
          owner: 'hero',
          place: errand.place,
          variant: 'shop',
          buy: errand.buy ?? rng.pick(SHOP_BUYS[errand.place] ?? ['banana']),
          ...(errand.buy && errand.count ? { buyCount: errand.count } : {}),
          ...(errand.also ? { buyAlso: errand.also } : {}),
        };
      if (errand?.kind === 'camp') return campGoal(parsed, errand, rng, request.language);
      return {
        kind: 'reach',
        owner: 'hero',
        place,
        ...(seen ? { other: seen } : {}),
        ...(visit ? { variant: 'visit' as const } : {}),
        ...(visit && parsed.ill !== undefined && parsed.ill === parsed.visit ? { ill: true } : {}),
        ...(carried ? { thing: carried } : {}),
      };
    }
    case 'help': {
      const described = otherIndex !== undefined ? chars[otherIndex] : undefined;
      const spot = parsed.rescue?.spot;
      const stuck = parsed.rescue?.thing;
      if (stuck && spot) {
        const roofOf = parsed.rescue?.roofOf;
        return {
          kind: 'help',
          owner: 'hero',
          variant: 'stuck',
          spot,
          // The garage's roof is at home: the story stays in the garden.
          place: roofOf ? 'garden' : rescuePlace(spot, parsed, rng),
          thing: stuck,
          ...(roofOf ? { roofOf } : {}),
        };
      }
      if (described?.kind && spot)
        return {
          kind: 'help',
          owner: 'hero',
          variant: 'rescue',
          spot,
          place: rescuePlace(spot, parsed, rng),
          other: helpedOf(described, described.kind, described.size),
        };
      if (described?.kind)
        return {
          kind: 'help',
          owner: 'hero',
          other: helpedOf(described, described.kind, described.size ?? 'small'),
          // A found animal whose people are sought goes home to them, not to a nest.
          ...(parsed.belongs === 'owner' ? { variant: 'owner' as const } : {}),
        };
      const thing = pattern.things?.[0];
      if (thing && rng.chance(0.5) && parsed.help === undefined)
        return { kind: 'help', owner: 'hero', thing };
      // A dragon hero of a dragon-rescue pattern helps someone else: a bird, or a rabbit.
      const clash = sameWordKinds(parsed, request.language);
      const others = (pattern.others ?? ['bird']).filter(
        (k) => k !== hero.kind && !clash.includes(k),
      );
      const spare: CharacterKind[] = hero.kind === 'bird' ? ['rabbit'] : ['bird'];
      const kind = rng.pick(others.length ? others : spare);
      return { kind: 'help', owner: 'hero', other: { ...helperOf(kind, rng), size: 'small' } };
    }
    case 'solve': {
      const mystery = parsed.mystery ?? rng.pick(pattern.mysteries ?? ['sounds']);
      const thing =
        mystery === 'door'
          ? 'door'
          : mystery === 'missing'
            ? (parsed.find ??
              // "Who took it?" with a word the lexicon does not know: most often it is a treat.
              (parsed.whoTook
                ? 'cake'
                : pickThing((id) => thingById(id).find === true, pattern.things, ['cake'])))
            : undefined;
      // A missing thing the family asked about is a case to solve where it went missing
      // (plan/case-plan).
      return {
        kind: 'solve',
        owner: 'hero',
        mystery,
        ...(thing ? { thing } : {}),
        // Out in space there is no kitchen, neighbour or pet to ask: a sock lost on the moon is
        // searched for there.
        ...(parsed.mystery === 'missing' &&
        !parsed.places.some((p) => SPACE_HOME.has(placeById(p).setting))
          ? { variant: 'case' as const }
          : {}),
      };
    }
    case 'befriend': {
      const social = parsed.social;
      // A child who is new in class, or falls out with a friend, makes friends with a child.
      const person = !!social && creature(hero.kind).person;
      // An animal's first day is at its own kind's school: the new friend is one of its kind.
      const classmate = social?.kind === 'first-day' && !person;
      const friends = person
        ? ['girl' as const, 'boy' as const]
        : classmate
          ? [hero.kind]
          : (pattern.others ?? ['girl']).filter(
              (k) => k !== hero.kind && !sameWordKinds(parsed, request.language).includes(k),
            );
      // The doctor or the dentist is the kind grown-up met at the end of the way there.
      if (parsed.checkup)
        return {
          kind: 'befriend',
          owner: 'hero',
          other: {
            kind: 'grown-up',
            gender: rng.chance(0.6) ? 'f' : 'm',
            colours: [],
            features: [],
            name: clinicianName(parsed.checkup.at, request.language),
          },
          variant: 'checkup',
          clinic: parsed.checkup.at,
        };
      // A contest or a show: held where the family said, or where such a thing is held.
      if (parsed.contest)
        return {
          kind: 'befriend',
          owner: 'hero',
          variant: 'contest',
          place: contestPlace(parsed.contest.event, parsed.places),
          contest: { ...parsed.contest, won: rng.chance(0.5) },
        };
      // The one hurt or poorly, as the family named them: looked after until well.
      const cared = parsed.care ? chars[parsed.care.who] : undefined;
      if (parsed.care && cared)
        return {
          kind: 'befriend',
          owner: 'hero',
          other: caredOf(cared, rng, request, taken),
          variant: 'care',
          ailment: parsed.care.what,
        };
      // The creature found, as the family named it: kept secret until it goes home or may stay.
      const hidden = parsed.secret ? chars[parsed.secret.who] : undefined;
      if (parsed.secret && hidden) {
        const other = caredOf(hidden, rng, request, taken);
        return {
          kind: 'befriend',
          owner: 'hero',
          other,
          variant: 'secret',
          secret: secretPlot(parsed.secret, other.kind),
        };
      }
      // The tooth fairy is the one who comes: small, winged, and called what she is.
      if (parsed.tooth)
        return {
          kind: 'befriend',
          owner: 'hero',
          other: {
            kind: 'fairy',
            species: 'tooth-fairy',
            gender: 'f',
            colours: [],
            features: [],
            size: 'small',
          },
          variant: 'tooth',
        };
      const event = parsed.family?.kind === 'sibling' ? parsed.family : undefined;
      if (event) {
        const named = otherIndex !== undefined ? chars[otherIndex] : undefined;
        const gender = event.gender ?? named?.gender ?? (rng.chance(0.5) ? 'f' : 'm');
        const baby = named
          ? fromParsed({ ...named, gender }, rng, request, taken, true)
          : fresh(gender === 'f' ? 'girl' : 'boy', rng, request, taken);
        return {
          kind: 'befriend',
          owner: 'hero',
          other: { ...baby, size: 'small' },
          variant: 'sibling',
          feeling: event.feeling,
        };
      }
      const grown = (c?: ParsedCharacter) => c?.kind === 'grown-up' || c?.kind === 'grandparent';
      const other =
        nextFree && !(social?.kind === 'first-day' && grown(nextFree))
          ? fromParsed(nextFree, rng, request, taken, true)
          : fresh(
              rng.pick(friends.length ? friends : [hero.kind === 'girl' ? 'boy' : 'girl']),
              rng,
              request,
              taken,
            );
      // Kindness or sharing learnt with a little brother: he stays what he is to the hero.
      if (parsed.virtue && nextFree?.species && !other.species) other.species = nextFree.species;
      return {
        kind: 'befriend',
        owner: 'hero',
        other,
        ...(parsed.virtue ? { virtue: parsed.virtue } : {}),
        ...(social ? { variant: social.kind } : {}),
        ...(social?.over ? { thing: social.over } : {}),
        ...(social?.at ? { place: social.at } : {}),
        ...(social?.worry ? { worry: social.worry } : {}),
      };
    }
  }
}

/** The one the family described as needing help, as the story's character. */
function helpedOf(
  described: ParsedCharacter,
  kind: CharacterKind,
  size: Character['size'],
): Character {
  return {
    kind,
    ...(described.species ? { species: described.species } : {}),
    gender: described.gender ?? 'f',
    colours: described.colours,
    features: described.features,
    ...(described.name ? { name: described.name } : {}),
    ...(size ? { size } : {}),
  };
}

/** The one looked after: the family's own name and kind. */
function caredOf(
  described: ParsedCharacter,
  rng: Rng,
  request: StoryRequest,
  taken: Set<string>,
): Character {
  const kind = described.kind ?? (rng.chance(0.5) ? 'girl' : 'boy');
  const one = fromParsed({ ...described, kind }, rng, request, taken, true);
  // An animal the family did not name is "the cat", «katten», not a made-up name.
  if (!described.name && !creatureOf(one).person) delete one.name;
  return one;
}

/** The doctor or the dentist, called what a child calls them: "the dentist", «tannlegen». */
function clinicianName(at: 'dentist' | 'doctor', language: StoryRequest['language']): string {
  if (language === 'no') return at === 'dentist' ? 'tannlegen' : 'legen';
  return at === 'dentist' ? 'the dentist' : 'the doctor';
}
