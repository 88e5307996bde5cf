// A story that never leaves space has no ducks, owls, butterflies or frogs in it, no trees
// or bushes, nor a ride up past the clouds: lines that bring them along are refused like a line told twice.
import type { StoryEnv } from './run-state';
import { placeById } from '../lexicon/places';
import { vehicleRefused } from './vehicle-world';

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
  const space = spaceRefused(env);
  const vehicle = vehicleRefused(env);
  if (!vehicle) return space;
  const words = new RegExp(`(?<![\\p{L}])(?:${vehicle})(?![\\p{L}])`, 'iu');
  return space ? new RegExp(`${space.source}|${words.source}`, 'iu') : words;
}

function spaceRefused(env: StoryEnv): RegExp | undefined {
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

/** Rooms: four walls and a ceiling, whatever lies outside the window. */
const ROOMS = new Set(['bedroom', 'kitchen', 'school', 'clinic', 'library']);
/** Underfoot out of doors: indoors nobody walks a path, kicks a stone or looks at the ground. */
const UNDERFOOT = {
  no: 'sti|stien|stier|stiene|stiens|sikksakksti|sparket i en (?:liten )?stein|på en (?:kald |stor |flat )?stein|under en stein|rundt en (?:stor )?stein|fant en (?:rund|glatt|rund, glatt) stein|bakken|bakke|bakker|bakkene|terrenget',
  en: 'path|paths|footpath|trail|trails|kick(?:ed|s|ing)? an? (?:small |little )?stone|(?:on|under|round|around) an? (?:cold |big |flat )?(?:stone|rock)|found an? (?:round|smooth|round, smooth) stone|the ground|hills?|terrain',
};
/** The open air: a room has no sky, clouds, grass, wind, puddles, streams or trees in it. */
const OPEN_AIR_WORDS = {
  no: 'himmelen|himmel|sky|skya|skyen|skyer|skyene|gress|gresset|gresskledd\\w*|eng|enga|vind|vinden|bris|brisen|sølepytt\\w*|bekk|bekken|dammen|gjørme|gjørma|trær|treet|trærne|busk|busken|busker|buskene|blad|bladet|bladene|løv|løvet|kratt|krattet|bregne\\w*|sola i ryggen',
  en: 'sky|skies|clouds?|grass|grassy|meadow|wind|windy|breeze|puddles?|streams?|brook|pond|mud|muddy|trees?|bush|bushes|leaves|thicket|ferns?|the sun at (?:his|her|their|its) backs?',
};
/** Seen or heard through a window or the roof, or drawn: the sky out there may be told from inside. */
const THROUGH_WINDOW = {
  no: 'vindu\\w*|ute|utenfor|gardin\\w*|pipa|skorsteinen|taket|tegnet|tegning\\w*|bilde\\w*|bok|boka|boken',
  en: 'windows?|windowsill|outside|curtains?|chimney|roof|drew|drawing|picture|book',
};
/** A likeness, not the thing: quick as the wind, slow as a cloud. */
const LIKENESS = {
  no: '(?<!som (?:en |ei |et |den )?(?:liten |lita |lite |stor |stort )?)',
  en: '(?<!(?:as|like) (?:an? |the )?(?:little |big |small |tall )?)',
};

/** What a sentence told indoors may not hold, unless it looks out of a window. */
function indoorRefused(setting: string, language: 'no' | 'en'): RegExp | undefined {
  const room = ROOMS.has(setting);
  if (!room && setting !== 'house') return undefined;
  const words = room ? `${UNDERFOOT[language]}|${OPEN_AIR_WORDS[language]}` : UNDERFOOT[language];
  const b = '(?<![\\p{L}])';
  const e = '(?![\\p{L}])';
  return new RegExp(
    `^(?![\\s\\S]*${b}(?:${THROUGH_WINDOW[language]})${e})[\\s\\S]*${b}${LIKENESS[language]}(?:${words})${e}`,
    'iu',
  );
}

/**
 * What no sentence told at this place may hold: the forest's furniture out in space or at sea, the
 * path and the sky in a room. `spared` are the species and kinds of the story's own cast, told as themselves anywhere.
 */
export function groundRefusedAt(
  setting: string,
  language: 'no' | 'en',
  spared: ReadonlySet<string> = new Set(),
): RegExp | undefined {
  if (!BARE_PLACE.has(setting)) return indoorRefused(setting, language);
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
