// Reads a child's monster description into a MonsterSpec. Words next to a body part belong to
// that part ("three big blue eyes"); the rest describe the monster ("a small green monster").

import { detectLanguage, tokenize, type Token } from './description-tokens';
import { extractName } from './description-name';
import { type MonsterSpec, type MonsterMood, MAX_COUNTS, defaultMonsterSpec } from './monster-spec';
import {
  BODY_WORDS,
  COLOUR_WORDS,
  FEATURE_ADJECTIVES,
  MOOD_WORDS,
  PART_NOUNS,
  SHADE_WORDS,
  SIZE_WORDS,
  type MonsterPart,
} from './monster-words';
import { NEGATIONS, SEVERAL, numberWord } from './number-words';

type CountPart = keyof typeof MAX_COUNTS;
type FlagPart = 'wings' | 'tail' | 'teeth' | 'spots' | 'stripes' | 'fur' | 'spikes';
const COUNT_PARTS = new Set<MonsterPart>(['eyes', 'horns', 'legs', 'arms', 'antennae']);
const PLURAL_DEFAULT: Record<CountPart, number> = {
  eyes: 2,
  horns: 2,
  legs: 2,
  arms: 2,
  antennae: 2,
};
const SEVERAL_COUNT: Record<CountPart, number> = {
  eyes: 5,
  horns: 4,
  legs: 6,
  arms: 4,
  antennae: 3,
};

/** Words that end the phrase in front of a body part. */
const PHRASE_ENDS = new Set(
  (
    'with and has have having who that but plus also is are its his her their ' +
    'med og har som men pluss også er sin sine hans hennes dens på i in on ' +
    // The creature itself ends a phrase: "a furry monster | without wings".
    'monster monsters monsteret monstre creature thing guy skapning skapningen vesen vesenet fyr'
  ).split(' '),
);
const LINKING_VERBS = new Set(['are', 'is', 'were', 'er', 'var']);

/** A colour word (with a shade word before it) starting at index i: ["light blue", words used]. */
function colourAt(tokens: Token[], i: number): [string, number] | undefined {
  const word = tokens[i]?.word ?? '';
  const colour = COLOUR_WORDS.get(word);
  if (colour) return [colour, 1];
  const shade = SHADE_WORDS.get(word);
  const next = COLOUR_WORDS.get(tokens[i + 1]?.word ?? '');
  return shade && next ? [`${shade} ${next}`, 2] : undefined;
}

const MOOD_PRIORITY: MonsterMood[] = [
  'spooky',
  'grumpy',
  'sleepy',
  'shy',
  'silly',
  'surprised',
  'happy',
];

export function parseMonsterDescription(text: string, language?: 'no' | 'en'): MonsterSpec {
  const lang = language ?? detectLanguage(text);
  const spec = defaultMonsterSpec();
  const { name, rest } = extractName(text);
  if (name) spec.name = name;
  const tokens = tokenize(rest);
  const used = new Set<number>();
  const explicit = new Set<MonsterPart>();
  const phraseMoods: MonsterMood[] = [];

  tokens.forEach((token, i) => {
    const noun = PART_NOUNS.get(token.word);
    if (!noun) return;
    used.add(i);
    let count: number | undefined;
    let negated = false;
    let colour: string | undefined;
    // Walk back over the phrase in front of the noun: "with two big blue eyes".
    for (let j = i - 1; j >= 0 && i - j <= 4; j -= 1) {
      const word = tokens[j]!.word;
      if (PHRASE_ENDS.has(word) || PART_NOUNS.has(word) || tokens[j + 1]!.afterBreak) break;
      used.add(j);
      const n = numberWord(word, lang);
      if (n === 0 || NEGATIONS.has(word)) negated = true;
      else if (n !== undefined && count === undefined) count = n;
      const hue = COLOUR_WORDS.get(word);
      const shade = SHADE_WORDS.get(tokens[j - 1]?.word ?? '');
      if (hue && !colour) colour = shade ? `${shade} ${hue}` : hue;
      // "sleepy eyes" still says how the monster feels
      const mood = MOOD_WORDS.get(word);
      if (mood) phraseMoods.push(mood);
    }
    // "…og øynene er blå", "…its eyes are blue"
    const after = tokens[i + 1];
    if (after && LINKING_VERBS.has(after.word) && !tokens[i + 2]?.afterBreak) {
      const c = colourAt(tokens, i + 2);
      if (c) {
        colour ??= c[0];
        for (let k = 1; k <= c[1] + 1; k += 1) used.add(i + k);
      }
    }
    applyPart(spec, noun.part, { count, negated, colour, grammar: noun.grammar, lang, explicit });
  });

  applyMonsterWords(
    spec,
    tokens.filter((_, i) => !used.has(i)),
    phraseMoods,
  );
  return spec;
}

interface PartPhrase {
  count: number | undefined;
  negated: boolean;
  colour: string | undefined;
  grammar: 'one' | 'many' | 'either';
  lang: 'no' | 'en';
  explicit: Set<MonsterPart>;
}

function applyPart(spec: MonsterSpec, part: MonsterPart, p: PartPhrase): void {
  if (COUNT_PARTS.has(part)) {
    const key = part as CountPart;
    const singular = p.grammar === 'one' || (p.grammar === 'either' && p.lang === 'en');
    if (p.negated) spec[key] = 0;
    else if (p.count === SEVERAL) spec[key] = SEVERAL_COUNT[key];
    else if (p.count !== undefined) spec[key] = Math.min(p.count, MAX_COUNTS[key]);
    else if (!p.explicit.has(part)) spec[key] = singular ? 1 : PLURAL_DEFAULT[key];
    if (p.negated || p.count !== undefined) p.explicit.add(part);
  } else if (part !== 'belly') {
    const flag = part as FlagPart;
    if (!p.explicit.has(part) || p.negated) spec[flag] = !p.negated;
    if (p.negated) p.explicit.add(part);
  }
  if (!p.colour || p.negated) return;
  const c = spec.colours;
  if (part === 'belly') c.belly ??= p.colour;
  else if (part === 'horns') c.horns ??= p.colour;
  else if (part === 'wings') c.wings ??= p.colour;
  else if (part === 'eyes') c.eyes ??= p.colour;
  else if (part === 'spots' || part === 'stripes') c.pattern ??= p.colour;
  else if (part === 'fur') c.primary ??= p.colour;
  else c.accents.push(p.colour);
}

function applyMonsterWords(spec: MonsterSpec, tokens: Token[], phraseMoods: MonsterMood[]): void {
  const colours: string[] = [];
  const moods: MonsterMood[] = [...phraseMoods];
  let size: MonsterSpec['size'] | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const word = tokens[i]!.word;
    const c = colourAt(tokens, i);
    if (c) {
      colours.push(c[0]);
      i += c[1] - 1;
      continue;
    }
    const feature = FEATURE_ADJECTIVES.get(word);
    if (feature) spec[feature] = true;
    size ??= SIZE_WORDS.get(word);
    spec.body ??= BODY_WORDS.get(word);
    const mood = MOOD_WORDS.get(word);
    if (mood) moods.push(mood);
  }
  if (size) spec.size = size;
  spec.mood = MOOD_PRIORITY.find((m) => moods.includes(m)) ?? spec.mood;

  const c = spec.colours;
  for (const colour of colours) {
    if (!c.primary) c.primary = colour;
    else if ((spec.spots || spec.stripes) && !c.pattern) c.pattern = colour;
    else if (!c.belly && colour !== c.primary) c.belly = colour;
    else if (colour !== c.primary) c.accents.push(colour);
  }
}
