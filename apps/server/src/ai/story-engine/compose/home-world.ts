// A story that never leaves space has no ducks, owls, butterflies or frogs in it, no trees
// or bushes, nor a ride up past the clouds: lines that bring them along are refused like a line told twice.
import type { StoryEnv } from './run-state';
import { placeById } from '../lexicon/places';

const SPACE = new Set(['space', 'moon']);

/** Earth's small creatures, by the kind a cast member would have if the family named one. */
const EARTHLY: { kind?: string; no: string; en: string }[] = [
  { no: 'and|ender|endene|andunger?|andungene|andefamilie', en: 'ducks?|ducklings?' },
  { kind: 'owl', no: 'ugle|ugla|ugler|uglene', en: 'owls?' },
  { no: 'sommerfugl\\w*', en: 'butterfl(?:y|ies)' },
  { kind: 'frog', no: 'frosk\\w*', en: 'frogs?' },
];

const CLOUDS = { no: 'forbi skyene', en: 'past the clouds' };

/** Earth's scenery: nothing grows out there to hide behind or sit on. */
const SCENERY = {
  no: 'treet|trærne|trær|stubbe\\w*|busk|busken|busker|buskene|gresset|blad|bladet|bladene',
  en: 'trees?|stumps?|bush|bushes|grass|leaf|leaves',
};

/** What the writer refuses in this story, or nothing when the story touches the ground. */
export function refusedIn(env: StoryEnv): RegExp | undefined {
  const { cast, plan, language } = env;
  if (!plan.places.every((p) => SPACE.has(placeById(p).setting))) return undefined;
  const kinds = new Set<string>([
    cast.hero.kind,
    ...(cast.friend ? [cast.friend.kind] : []),
    // Only the helpers the story meets: the cast keeps more in reserve than it uses.
    ...plan.scenes.flatMap((x) =>
      x.beat.kind === 'meet' ? [cast.helpers[x.beat.helper]?.kind ?? ''] : [],
    ),
    ...(cast.goal.other ? [cast.goal.other.kind] : []),
  ]);
  const words = [
    ...EARTHLY.filter((e) => !e.kind || !kinds.has(e.kind)).map((e) => e[language]),
    SCENERY[language],
  ];
  return new RegExp(`(?<![\\p{L}])(?:${words.join('|')})(?![\\p{L}])|${CLOUDS[language]}`, 'iu');
}

/** Where nothing grows, or there is no ground at all: one place, whatever the rest of the story. */
const BARE_PLACE = new Set(['space', 'moon', 'sky', 'underwater', 'cave', 'sea', 'ship']);
const GREEN = {
  no: 'treet|trærne|trær|tre|stubbe\\w*|busk|busken|busker|buskene|gress|gresset|gresstuster|blad|bladet|bladene|løv|løvet|rot|roten|røtter|røttene|mose|mosen|mosegrodd\\w*|stokk|stokken|stokker|bregne\\w*|lyng|lyngen|lyngtuster|kvist|kvisten|kvister',
  en: 'trees?|stumps?|bush|bushes|grass|grassy|leaf|leaves|roots?|moss|mossy|(?<!like an? )logs?|ferns?|heather|twigs?',
};
/** Out in space there are no clouds to fly through and no birds to fly past. */
const SKYWARD = {
  no: 'sky|skya|skyen|skyer|skyene|fugl|fuglen|fugler|fuglene',
  en: 'clouds?|birds?',
};
/** Afloat there is no path to follow and no dust to leave marks in. */
const LANDWAYS = {
  no: 'sti|stien|stier|stiene|støvet|gjørma|jorda|sparket i en stein',
  en: 'path|paths|dust|dusty|mud|muddy|earth|kicked a stone',
};

/**
 * The meadow's and the garden's small creatures, by species: none lives out in space, unless the
 * family sent one there (a bee who dreams of the moon is still called a bee up there).
 */
const MEADOW_LIFE: { id: string; no: string; en: string }[] = [
  { id: 'bee', no: 'bie|bia|biene|bier|humle|humla|humlene|humler', en: 'bees?|bumblebees?' },
  { id: 'butterfly', no: 'sommerfugl\\w*', en: 'butterfl(?:y|ies)' },
  { id: 'squirrel', no: 'ekorn|ekornet|ekornene', en: 'squirrels?' },
  { id: 'ant', no: 'maur|mauren|maurene', en: 'ants?' },
  { id: 'snail', no: 'snegle|sneglen|snegler|sneglene', en: 'snails?' },
  { id: 'worm', no: 'meitemark\\w*', en: 'worms?|earthworms?' },
  { id: 'hedgehog', no: 'pinnsvin|pinnsvinet|pinnsvinene', en: 'hedgehogs?' },
];
/**
 * Out in space nothing is trodden into a path, no rain falls into puddles, no mist lifts, no
 * wind blows and no sky turns pink at dusk.
 */
const SPACEWAYS = {
  no: 'sti|stien|stier|stiene|sikksakksti|sølepytt\\w*|regn|regnet|regnbyge\\w*|tåke\\w*|dugg\\w*|vind|vinden|bris|brisen|himmelen ble',
  en: 'path|paths|footpath|puddles?|rain|rainy|mist|misty|fog|foggy|dew|wind|windy|breeze|the sky turned',
};

/**
 * What no sentence told at this place may hold: the forest's furniture out in space or at sea.
 * `spared` are the species and kinds of the story's own cast, told as themselves anywhere.
 */
export function groundRefusedAt(
  setting: string,
  language: 'no' | 'en',
  spared: ReadonlySet<string> = new Set(),
): RegExp | undefined {
  if (!BARE_PLACE.has(setting)) return undefined;
  const words = [GREEN[language]];
  if (setting === 'sea' || setting === 'ship') words.push(LANDWAYS[language]);
  if (SPACE.has(setting))
    words.push(
      SKYWARD[language],
      SPACEWAYS[language],
      ...MEADOW_LIFE.filter((l) => !spared.has(l.id)).map((l) => l[language]),
    );
  return new RegExp(`(?<![\\p{L}])(?:${words.join('|')})(?![\\p{L}])`, 'iu');
}
