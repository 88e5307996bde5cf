// Who and where a family event happens: a birthday party or a new baby is got ready for at
// home and nearby (the kitchen, the garden, the shop, the hospital where the baby is born), and
// the ones met there are the family, not a fox on a log.
import { isOuting, outingFirst, outingRoute } from './outing-steps';
import type { Rng } from '../rng';
import type { StoryRequest } from '../story-types';
import type { Character, Goal } from './plan-types';
import { contestRoute } from './contest-route';
import { secretRoute } from './secret-cast';

/** Where a party is got ready: baked for, decorated, shopped for, held. */
const PARTY_ROUTE = ['kitchen', 'garden', 'shop', 'bakery', 'park', 'bedroom'];
/**
 * Where a bake gathers what it needs: the hens' eggs and the berries in the garden, one short
 * errand for what is missing; it is baked in the kitchen, last.
 */
const BAKE_ROUTE = ['garden', 'shop'];

/** Where a new baby is met and lived with: the hospital first, then home and nearby. */
const BABY_ROUTE = ['garden', 'park', 'kitchen', 'bedroom', 'shop'];

/** Small things a grandparent can hand a child at home: a flower, a little bell, a feather. */
export const FAMILY_KEEPSAKES = ['flower', 'bell', 'feather'];

/** Where a snowman's parts are gathered and its balls rolled; it stands in the garden. */
const SNOW_ROUTE = ['snowy-field', 'sledging-hill', 'kitchen', 'woodshed'];
/** Where a first tooth comes out, is kept and nearly lost; it goes under the pillow in bed. */
const TOOTH_ROUTE = ['kitchen', 'bathroom', 'garden', 'park'];

/**
 * A night in a tent in one's own garden: the evening is spent at home, fetching what the night
 * needs from the house before the tent goes up in the garden. No journey to get there.
 */
export function gardenCamp(goal: Pick<Goal, 'variant' | 'place'>): boolean {
  return goal.variant === 'camp' && goal.place === 'garden';
}
/**
 * Where a garden night is fetched from, in the order of the evening (the tent from the garage
 * first); the garden is last.
 */
const HOUSE_ROUTE = ['garage', 'bedroom', 'kitchen', 'bathroom'];

/** Farm animals too big for a box by the bed: they are looked after in the barn. */
export const BARN_KINDS = new Set(['horse', 'cow', 'sheep', 'goat', 'pig', 'donkey', 'elephant']);

/**
 * Where someone hurt is looked after: the vet's for what helps (the vet comes out to the barn
 * for a horse), the kitchen for water and soft food, a bed made up somewhere warm, and the
 * garden where they are well again at the end.
 */
function careRoute(goal: Goal, rng: Rng): string[] {
  const barn = BARN_KINDS.has(goal.other?.kind ?? '');
  const first = barn ? 'hayloft' : 'waiting-room';
  const rooms = barn ? ['kitchen', 'woodshed'] : ['kitchen', 'bedroom', 'bathroom'];
  return [first, ...rng.shuffle(rooms), 'garden'];
}

/**
 * Where a missing pet is looked for: a small one (a hamster, a guinea pig) in the rooms of the
 * house, found curled up somewhere warm; a cat or a dog in the house, the garden and the
 * garage, where it is found.
 */
function petRoute(goal: Goal, rng: Rng): string[] {
  if (SMALL_PETS.has(goal.other?.kind ?? ''))
    return [...rng.shuffle(['bedroom', 'bathroom', 'living-room', 'garage']), 'kitchen'];
  return [...rng.shuffle(['bedroom', 'kitchen', 'living-room']), 'garden', 'garage'];
}
const SMALL_PETS = new Set(['mouse', 'rabbit']);

/**
 * Where something is grown, in the order of its weeks: seeds and soil from the shop, a pot and
 * the watering can from the shed, sown in the pot on the kitchen windowsill, read up on at the
 * library before it is planted out, and planted out in the garden where it grows. At school the
 * class sows in the classroom, a pot goes home for the weekend, the class reads up at the
 * library, and it grows in the school garden by the schoolyard.
 */
const GROW_HOME = ['shop', 'woodshed', 'kitchen', 'library', 'garden'];
const GROW_SCHOOL = ['shop', 'classroom', 'kitchen', 'library', 'schoolyard'];
/** Which of those steps a short story keeps: the sowing and the growing first. */
const GROW_FIRST = ['kitchen', 'classroom', 'garden', 'schoolyard', 'woodshed', 'shop', 'library'];

/**
 * A fishing trip: the rods from the shed, worms dug in the garden, a packed lunch from the
 * kitchen, the path down to the water, and the water itself. A short trip keeps the rods, the
 * way and the water.
 */
function fishRoute(goal: Goal, rng: Rng): string[] {
  const water = goal.place ?? 'lake';
  const way = ['pier', 'harbour'].includes(water) ? 'village' : rng.pick(['forest', 'meadow']);
  return ['woodshed', 'garden', 'kitchen', way, water];
}
const FISH_FIRST = ['woodshed', 'village', 'forest', 'meadow', 'kitchen', 'garden'];

/** Wants whose places are their own steps in their own order: none added, none shuffled. */
export function ownSteps(goal: Pick<Goal, 'variant'>): boolean {
  return (
    goal.variant === 'care' || goal.variant === 'grow' || goal.variant === 'fish' || isOuting(goal)
  );
}

/**
 * The places a story of its own steps visits when it has room for `count`: the steps that
 * matter most, told in the order they happen, the last stop always kept.
 */
export function stepsFor(goal: Goal, route: string[], count: number): string[] {
  const first =
    goal.variant === 'grow' ? GROW_FIRST : goal.variant === 'fish' ? FISH_FIRST : outingFirst(goal);
  if (!first.length || count >= route.length) return route.slice(0, Math.max(count, 0));
  const last = route[route.length - 1] as string;
  const kept = new Set([
    last,
    ...first.filter((p) => p !== last && route.includes(p)).slice(0, count - 1),
  ]);
  return route.filter((p) => kept.has(p));
}

export function familyRoute(goal: Goal, rng: Rng): string[] {
  if (gardenCamp(goal)) return [...HOUSE_ROUTE];
  if (goal.variant === 'grow') return [...(goal.grow?.at === 'school' ? GROW_SCHOOL : GROW_HOME)];
  if (goal.variant === 'fish') return fishRoute(goal, rng);
  if (isOuting(goal) && goal.familyOuting) return outingRoute(goal.familyOuting, rng);
  if (goal.variant === 'sibling') return ['hospital', ...rng.shuffle(BABY_ROUTE)];
  if (goal.variant === 'snowman') return [...rng.shuffle(SNOW_ROUTE), 'snowy-garden'];
  if (goal.variant === 'tooth') return [...rng.shuffle(TOOTH_ROUTE), 'bedroom'];
  if (goal.variant === 'care') return careRoute(goal, rng);
  if (goal.variant === 'pet') return petRoute(goal, rng);
  if (goal.variant === 'contest' && goal.contest && goal.place)
    return contestRoute(goal.contest.event, goal.place);
  if (goal.variant === 'bake') return [...BAKE_ROUTE, 'kitchen'];
  if (goal.variant === 'secret') return secretRoute(goal, rng);
  if (goal.variant === 'checkup')
    return [...rng.shuffle(CHECKUP_WAY), 'waiting-room', clinicRoom(goal)];
  return rng.shuffle(PARTY_ROUTE);
}

/** The way to the doctor's or the dentist's: along the street, through the park, past the swings. */
const CHECKUP_WAY = ['village', 'park', 'playground'];
const clinicRoom = (goal: Pick<Goal, 'clinic'>) =>
  goal.clinic === 'dentist' ? 'dentist-room' : 'doctor-room';

/** Where a family want is won, always last: the snowman stands in the garden, the tooth is in bed. */
export function lastStops(
  goal: Pick<Goal, 'variant' | 'clinic' | 'grow' | 'place' | 'secret' | 'other'>,
): string[] {
  if (goal.variant === 'snowman') return ['snowy-garden'];
  if (goal.variant === 'tooth') return ['bedroom'];
  if (goal.variant === 'bake') return ['kitchen'];
  // The waiting room comes right before the room with the chair.
  if (goal.variant === 'checkup') return ['waiting-room', clinicRoom(goal)];
  // Well again where there is room to run, fly or play: the garden.
  if (goal.variant === 'care') return ['garden'];
  // The contest is held, or the show put on, at the end: the beach, the ski slope, the hall.
  if (goal.variant === 'contest' && goal.place) return [goal.place];
  // It grows, and gives what it gives, in the garden it was planted out in.
  if (goal.variant === 'grow') return [goal.grow?.at === 'school' ? 'schoolyard' : 'garden'];
  // The day is spent fishing at the water they set out for.
  if (goal.variant === 'fish') return [goal.place ?? 'lake'];
  // A picnic, the berries and the zoo are where the day is spent.
  if (isOuting(goal) && goal.place) return [goal.place];
  // A secret ends where the creature belongs, or where it was found.
  if (goal.variant === 'secret') return [goal.secret?.end ?? 'garden'];
  // A missing pet is found in the last place looked: the warm kitchen, or the garage.
  if (goal.variant === 'pet')
    return [SMALL_PETS.has(goal.other?.kind ?? '') ? 'kitchen' : 'garage'];
  return [];
}

const FAMILY: {
  kind: 'grandparent' | 'grown-up';
  species?: string;
  gender: 'm' | 'f';
  en: string;
  no: string;
}[] = [
  { kind: 'grandparent', gender: 'f', en: 'Grandma', no: 'bestemor' },
  { kind: 'grandparent', species: 'grandpa', gender: 'm', en: 'Grandpa', no: 'bestefar' },
  { kind: 'grown-up', species: 'dad', gender: 'm', en: 'Dad', no: 'pappa' },
  { kind: 'grown-up', species: 'mum', gender: 'f', en: 'Mum', no: 'mamma' },
  { kind: 'grown-up', species: 'aunt', gender: 'f', en: 'Auntie', no: 'tante' },
];

/** What each word for one of the family means, whatever the family calls them. */
const KIN_WORDS: [RegExp, string][] = [
  [
    /^(bestemor\w*|mormor\w*|farmor\w*|oldemor\w*|besta|granny|grandma|grandmother|gran|nan|nana|nanna|nanny|grandmum|grandmom)$/i,
    'grandma',
  ],
  [
    /^(bestefar\w*|morfar\w*|farfar\w*|oldefar\w*|besten|grandpa|grandad|granddad|grandfather|gramps|grampa)$/i,
    'grandpa',
  ],
  [/^(mamma\w*|mor|mora|moren|mum|mom|mummy|mommy|mother|mama|mam)$/i, 'mum'],
  [/^(pappa\w*|far|faren|dad|daddy|father|papa)$/i, 'dad'],
  [/^(tante\w*|auntie|aunt)$/i, 'aunt'],
  [/^(onkel\w*|uncle)$/i, 'uncle'],
];

/**
 * Which one of the family someone is (a grandmother, whether «mormor», «bestemor» or Nana),
 * or, for anyone else, their name.
 */
export function kinOf(c: Pick<Character, 'kind' | 'gender' | 'species' | 'name'>): string {
  const word = KIN_WORDS.find(([re]) => re.test(c.name ?? ''))?.[1];
  if (word) return word;
  if (c.kind === 'grandparent') return c.gender === 'm' ? 'grandpa' : 'grandma';
  if (c.species && ['mum', 'dad', 'aunt', 'uncle', 'grandpa', 'grandma'].includes(c.species))
    return c.species;
  return `name:${(c.name ?? c.kind).toLowerCase()}`;
}

/**
 * The grown-ups of the family met at home, by what the child calls them, in a seeded order;
 * none who is already in the story (the one whose birthday it is, a grown-up the family named).
 */
export function familyHelpers(
  language: StoryRequest['language'],
  rng: Rng,
  present: (Character | undefined)[],
): Character[] {
  const names = new Set(present.flatMap((c) => (c?.name ? [c.name.toLowerCase()] : [])));
  const species = new Set(present.flatMap((c) => (c?.species ? [c.species] : [])));
  // Nobody of the same kin twice: with «mormor» baking, no «bestemor» comes to visit as well.
  const kin = new Set(present.flatMap((c) => (c ? [kinOf(c)] : [])));
  return rng
    .shuffle(FAMILY)
    .filter(
      (f) =>
        !names.has(f[language].toLowerCase()) &&
        !(f.species && species.has(f.species)) &&
        !kin.has(kinOf({ ...f, name: f[language] })),
    )
    .map((f) => ({
      kind: f.kind,
      name: f[language],
      gender: f.gender,
      colours: [],
      features: [],
      ...(f.species ? { species: f.species } : {}),
    }));
}
