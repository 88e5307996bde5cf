// What a paragraph's picture shows and says: the moment and the weather read from the beat
// and its words, an English caption for a hosted image model, the alt text in the story's own
// language, and each character's look, fixed once per story so every picture draws them alike.
import type { CharacterLook, SceneMoment, TimeOfDay, Weather } from '../../scene-spec';
import { deriveLook } from '../../illustrator/characters/character-look';
import { kindForSpecies } from '../../illustrator/characters/character-kinds';
import { COLOURS } from '../lexicon/colours';
import { placeById } from '../lexicon/places';
import { creatureOf } from '../lexicon/species';
import { thingById } from '../lexicon/things';
import type { Cast, Character, GoalKind } from '../plan/plan-types';

const WHEN: Record<TimeOfDay, string> = {
  dawn: 'at dawn',
  morning: 'in the morning',
  day: 'during the day',
  evening: 'in the evening',
  dusk: 'at dusk',
  night: 'at night',
};

const NAAR: Record<TimeOfDay, string> = {
  dawn: 'ved daggry',
  morning: 'om morgenen',
  day: 'om dagen',
  evening: 'om kvelden',
  dusk: 'i skumringen',
  night: 'om natta',
};

// ---------------------------------------------------------------------------------------------
// The moment and the weather of a paragraph.

/** The scribe's beat, as the moment it shows. Checked in order; the first match wins. */
const EVENT_MOMENTS: Array<[RegExp, SceneMoment]> = [
  [/\bsing/, 'singing'],
  [/\bgift\b/, 'receiving-gift'],
  [/\bhelp\b/, 'helping'],
  [/\bat home\b/, 'at-home'],
  [/\bwonder/, 'wondering'],
  [/\bproblem\b|strange sound/, 'worrying'],
  [/\bset off\b/, 'setting-off'],
  [/\barrive\b|look out/, 'arriving'],
  [/\bfind the way|search/, 'searching'],
  [/\bfind\b/, 'finding'],
  [/\bobstacle\b/, 'crossing'],
  [/\btry\b/, 'trying'],
  [/\brest\b|shelter/, 'resting'],
  [/turning point/, 'daring'],
  [/\bsucceed/, 'succeeding'],
  [/\bcelebrate/, 'celebrating'],
  [/thank you/, 'thanking'],
  [/come home/, 'coming-home'],
  [/supper/, 'eating'],
  [/asleep/, 'sleeping'],
  [/\btalk\b|\bmeet\b/, 'talking'],
];

/** Beats that say little about what is seen, so the paragraph's words may say more. */
const PLAIN = new Set<SceneMoment>([
  'arriving',
  'talking',
  'resting',
  'trying',
  'crossing',
  'daring',
  'setting-off',
  'at-home',
  'coming-home',
  'succeeding',
  'helping',
]);

export function momentOfEvent(event: string): SceneMoment {
  const e = event.toLowerCase();
  return EVENT_MOMENTS.find(([re]) => re.test(e))?.[1] ?? 'talking';
}

const has = (text: string, re: RegExp) => re.test(text);

/** Words that show a moment, in both languages, strongest first. */
const ROCKET = /\b(rocket|rakett)\w*/u;
const LIFT =
  /\b(lift(s|ed)? off|blast(s|ed)? off|took off|takes off|launch\w*|zoom\w*|whoosh\w*|roar\w*|rose up|shot up|lettet|letter|skjøt|suste|brølte|fløy opp|steg)\b/u;
const TEXT_MOMENTS: Array<[RegExp, SceneMoment]> = [
  [/\b(choir\w*|koret|koristene|kor|korsang\w*)\b/u, 'choir'],
  [/\b(sang|sing|sings|singing|sung|synger|synge|sang en sang)\b/u, 'singing'],
  [/\b(danc\w*|dans\w*)\b/u, 'dancing'],
  [/\b(hug|hugs|hugged|hugging|klem|klemte|klemmer|klemmen)\b/u, 'hugging'],
  [/\b(swim|swims|swam|swimming|svømte|svømmer|svømme)\b/u, 'swimming'],
  [/\b(built|building|build|builds|hammer\w*|bygde|bygget|bygger|bygge|snekret)\b/u, 'building'],
  [/\b(search\w*|looked for|looking for|lette etter|leter etter|lete etter|leita)\b/u, 'searching'],
  [/\b(flew|flying|soared|fløy|svevde|flakset)\b/u, 'flying'],
];

const TEXT_WEATHER: Array<[RegExp, Weather]> = [
  [/\b(thunder\w*|lightning|torden\w*|tordnet|tordner|lynet|lyn|lynte|lyner)\b/u, 'thunder'],
  [/\b(sleet\w*|sludd\w*|sludde\w*|hail\w*|hagl\w*)\b/u, 'sleet'],
  [/\b(snowing|snowed|snowflakes?|snowfall|snødde|snør|snøfnugg\w*|snøvær)\b/u, 'snow'],
  [
    /\b(rain|raining|rained|raindrops?|downpour|regn|regnet|regner|regndråper|regnvær|regnbyge\w*)\b/u,
    'rain',
  ],
  [/\b(fog\w*|misty|mist|tåke|tåka|tåkete)\b/u, 'fog'],
  [/\b(windy|gusts?|blåste|blåser|vindkast\w*|storm\w*|uvær)\b/u, 'wind'],
];

/** What the paragraph's own words show: a moment and a weather, when they name one. */
export function readBeat(text: string): { moment?: SceneMoment; weather?: Weather } {
  const t = text.toLowerCase();
  const out: { moment?: SceneMoment; weather?: Weather } = {};
  if (has(t, ROCKET) && has(t, LIFT)) out.moment = 'lift-off';
  else {
    const found = TEXT_MOMENTS.find(([re]) => re.test(t));
    if (found) out.moment = found[1];
  }
  const weather = TEXT_WEATHER.find(([re]) => re.test(t));
  if (weather) out.weather = weather[1];
  return out;
}

/** The beat's moment, unless the words show something stronger (a choir, a lift-off). */
function chooseMoment(event: SceneMoment, text?: SceneMoment): SceneMoment {
  if (!text) return event;
  if (text === 'choir' || text === 'lift-off') return text;
  return PLAIN.has(event) ? text : event;
}

// ---------------------------------------------------------------------------------------------
// Captions in English (for an image model) and alt text in the story's language.

type Phrase = [enSg: string, enPl: string, noSg: string, noPl: string];

/** `{thing}` is the story's object when the beat has one, else the words after `|`. */
const VERBS: Record<SceneMoment, Phrase> = {
  'at-home': ['is at home', 'are at home', 'er hjemme', 'er hjemme'],
  wondering: [
    'dreams and wonders',
    'dream and wonder',
    'drømmer og undrer seg',
    'drømmer og undrer seg',
  ],
  worrying: [
    'faces a problem',
    'face a problem',
    'står overfor et problem',
    'står overfor et problem',
  ],
  'setting-off': ['sets off', 'set off', 'drar av sted', 'drar av sted'],
  arriving: ['arrives', 'arrive', 'kommer', 'kommer'],
  talking: ['talks', 'talk together', 'snakker', 'snakker sammen'],
  'receiving-gift': ['gets a gift', 'get a gift', 'får en gave', 'får en gave'],
  helping: ['helps out', 'help out', 'hjelper til', 'hjelper til'],
  crossing: [
    'gets past a tricky spot',
    'get past a tricky spot',
    'kommer seg forbi et vanskelig sted',
    'kommer seg forbi et vanskelig sted',
  ],
  searching: [
    'searches for {thing|clues}',
    'search for {thing|clues}',
    'leter etter {thing|spor}',
    'leter etter {thing|spor}',
  ],
  finding: [
    'finds {thing|a clue}',
    'find {thing|a clue}',
    'finner {thing|et spor}',
    'finner {thing|et spor}',
  ],
  building: [
    'builds {thing|something new}',
    'build {thing|something new}',
    'bygger {thing|noe nytt}',
    'bygger {thing|noe nytt}',
  ],
  trying: ['tries again', 'try again', 'prøver igjen', 'prøver igjen'],
  resting: ['takes a short rest', 'take a short rest', 'tar en liten pause', 'tar en liten pause'],
  singing: ['sings', 'sing together', 'synger', 'synger sammen'],
  choir: ['sings in the choir', 'sing in the choir', 'synger i koret', 'synger i koret'],
  dancing: ['dances', 'dance together', 'danser', 'danser sammen'],
  'lift-off': [
    'watches the rocket lift off',
    'watch the rocket lift off',
    'ser raketten lette',
    'ser raketten lette',
  ],
  flying: ['flies', 'fly', 'flyr', 'flyr'],
  swimming: ['swims', 'swim', 'svømmer', 'svømmer'],
  hugging: ['gets a big hug', 'hug each other', 'får en god klem', 'klemmer hverandre'],
  daring: ['is brave', 'are brave', 'er modig', 'er modige'],
  succeeding: [
    'makes it at last',
    'make it at last',
    'klarer det til slutt',
    'klarer det til slutt',
  ],
  celebrating: ['celebrates', 'celebrate', 'feirer', 'feirer'],
  thanking: ['says thank you', 'say thank you', 'sier takk', 'sier takk'],
  'coming-home': ['comes home', 'come home', 'kommer hjem', 'kommer hjem'],
  eating: ['has supper', 'have supper', 'spiser kveldsmat', 'spiser kveldsmat'],
  sleeping: ['falls asleep', 'fall asleep', 'sovner', 'sovner'],
};

const WEATHER_EN: Partial<Record<Weather, string>> = {
  thunder: 'while thunder rumbles',
  sleet: 'in the sleet',
  rain: 'in the rain',
  snow: 'while snow falls',
  wind: 'in the wind',
  fog: 'in the fog',
};

const WEATHER_NO: Partial<Record<Weather, string>> = {
  thunder: 'mens det tordner',
  sleet: 'mens det sludder',
  rain: 'mens det regner',
  snow: 'mens det snør',
  wind: 'mens det blåser',
  fog: 'i tåka',
};

/** Moments whose place reads as "to" (kommer til skogen, comes home to the cottage) or is left out. */
const TOWARDS = new Set<SceneMoment>(['arriving', 'coming-home']);
const NO_PLACE = new Set<SceneMoment>(['setting-off', 'lift-off']);

function kindWords(ch: Character): { en: string; no: string; noDef: string; person: boolean } {
  const entry = creatureOf(ch);
  if (ch.kind === 'grandparent' && !ch.species)
    return ch.gender === 'm'
      ? { en: 'grandpa', no: 'bestefar', noDef: 'bestefaren', person: true }
      : { en: 'grandma', no: 'bestemor', noDef: 'bestemora', person: true };
  return { en: entry.en.sg, no: entry.no.sg, noDef: entry.no.def, person: entry.person === true };
}

function actor(ch: Character, language: 'no' | 'en'): string {
  const words = kindWords(ch);
  if (language === 'no') {
    if (!ch.name) return words.noDef;
    return words.person ? ch.name : `${words.noDef} ${ch.name}`;
  }
  const colours = ch.colours.map((c) => COLOURS[c].en);
  const size = ch.size === 'small' ? ['little'] : ch.size === 'big' ? ['big'] : [];
  const kind = [...size, ...colours, words.en].join(' ');
  if (!ch.name) return `the ${kind}`;
  return words.person && colours.length === 0 ? ch.name : `${ch.name} the ${kind}`;
}

function list(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function thingWords(id: string, language: 'no' | 'en'): string {
  const entry = thingById(id);
  return language === 'no' ? entry.no.def : `the ${entry.en.sg}`;
}

function sentence(parts: {
  language: 'no' | 'en';
  who: Character[];
  moment: SceneMoment;
  place: string;
  time: TimeOfDay;
  weather?: Weather;
  thing?: string;
}): string {
  const { language: lang, moment } = parts;
  const no = lang === 'no';
  const names = parts.who.map((ch) => actor(ch, lang));
  const plural = names.length > 1;
  const [enSg, enPl, noSg, noPl] = VERBS[moment];
  const phrase = no ? (plural ? noPl : noSg) : plural ? enPl : enSg;
  const verb = phrase.replace(/\{thing\|([^}]*)\}/, (_, fallback: string) =>
    parts.thing ? thingWords(parts.thing, lang) : fallback,
  );
  const place = placeById(parts.place);
  const where = NO_PLACE.has(moment)
    ? ''
    : no
      ? TOWARDS.has(moment)
        ? place.no.to
        : place.no.in
      : moment === 'coming-home'
        ? place.en.to
        : place.en.in;
  const weather = parts.weather && (no ? WEATHER_NO : WEATHER_EN)[parts.weather];
  const when = weather ?? (no ? NAAR : WHEN)[parts.time];
  // A picture of the place alone names the place and the hour ("Skogen om morgenen.").
  const text =
    names.length > 0
      ? [list(names, no ? 'og' : 'and'), verb, where, when].filter(Boolean).join(' ')
      : [no ? place.no.noun.def : place.en.the, when].join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export interface PictureBeat {
  language: 'no' | 'en';
  /** Who is in the picture, hero first. */
  who: Character[];
  /** The scribe's beat ("arrive", "search for clues"). */
  event: string;
  /** What the story is about: finding the parts of a thing being built is building it. */
  goal?: GoalKind;
  /** The paragraph's words, read for what they show. */
  text: string;
  place: string;
  time: TimeOfDay;
  /** The weather the place already has (snow on a snowy hill). */
  weather?: Weather;
  /** The story's object when the beat shows it. */
  thing?: string;
}

export interface PictureWords {
  moment: SceneMoment;
  weather?: Weather;
  /** English, for a hosted image model. */
  caption: string;
  /** In the story's language, for the reader's alt text. */
  alt: string;
  /** Worth a picture of its own: a choir, a lift-off, a storm the words tell of. */
  striking: boolean;
}

const STRIKING_MOMENTS = new Set<SceneMoment>(['choir', 'lift-off', 'dancing', 'hugging']);
const STRIKING_WEATHER = new Set<Weather>(['thunder', 'sleet']);

/** The moment, weather, English caption and alt text of one paragraph's picture. */
export function pictureWords(beat: PictureBeat): PictureWords {
  const read = readBeat(beat.text);
  const told = momentOfEvent(beat.event);
  const moment = chooseMoment(
    beat.goal === 'build' && (told === 'finding' || told === 'searching') ? 'building' : told,
    read.moment,
  );
  const weather = read.weather ?? beat.weather;
  // A weather only the place has (snow on the hill) is drawn but not said; the words' is said.
  const said = read.weather;
  const parts = {
    who: beat.who,
    moment,
    place: beat.place,
    time: beat.time,
    ...(said ? { weather: said } : {}),
    ...(beat.thing ? { thing: beat.thing } : {}),
  };
  const caption = sentence({ ...parts, language: 'en' });
  const alt = beat.language === 'en' ? caption : sentence({ ...parts, language: 'no' });
  const striking =
    STRIKING_MOMENTS.has(moment) || (said !== undefined && STRIKING_WEATHER.has(said));
  return { moment, ...(weather ? { weather } : {}), caption, alt, striking };
}

// ---------------------------------------------------------------------------------------------
// Looks, fixed per story.

/** A key that is the same for every picture of one story and differs between stories. */
function storyKey(cast: Cast): string {
  return [
    cast.hero.kind,
    cast.hero.name ?? '',
    cast.friend?.name ?? '',
    cast.home,
    ...cast.route,
    ...cast.helpers.map((h) => h.kind),
  ].join('/');
}

/** Where a character stands in the cast: the same id in every picture. */
export function castId(ch: Character, cast: Cast): string {
  if (ch === cast.hero) return 'hero';
  if (ch === cast.friend) return 'friend';
  if (ch === cast.goal.other) return 'other';
  const i = cast.helpers.indexOf(ch);
  return i >= 0 ? `helper-${i}` : `${ch.kind}-${ch.name ?? ''}`;
}

/** The character's look for this story: species, colours, hair, clothes, age, what they wear. */
export function castLook(ch: Character, cast: Cast): CharacterLook {
  const kind = kindForSpecies(ch.species, ch.kind);
  return deriveLook(
    {
      kind,
      ...(ch.name ? { name: ch.name } : {}),
      gender: ch.gender,
      colours: ch.colours.map((c) => COLOURS[c].en),
      ...(ch.size ? { size: ch.size } : {}),
      features: ch.features,
    },
    `${storyKey(cast)}/${castId(ch, cast)}`,
  );
}
