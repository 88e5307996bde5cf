// Reads the child's or parent's own words: names, creatures (with their colours, size and
// body parts), places, objects, and what someone wants or fears. Only what is recognised,
// or a name the safety predicate accepts, may reach the story.
import type { CharacterKind } from '../../scene-spec';
import type { ColourId } from '../lexicon/colours';
import type { MysteryId } from '../lexicon/goals-lexicon';
import { NUMBER_WORDS } from '../lexicon/features';
import { guessGender, isKnownName } from '../lexicon/names';
import { COMMON_WORDS } from './common-words';
import { readWants } from './read-wants';
import { lookup, MAX_PHRASE, type WordHit } from './word-index';

export interface ParsedFeature {
  id: string;
  count?: number;
  colour?: ColourId;
  big?: boolean;
}

export interface ParsedCharacter {
  /** Undefined for a named person the description gives no kind ("Ola"). */
  kind?: CharacterKind;
  name?: string;
  gender?: 'm' | 'f';
  colours: ColourId[];
  size?: 'small' | 'big';
  features: ParsedFeature[];
}

export interface ParsedDescription {
  characters: ParsedCharacter[];
  places: string[];
  things: { id: string; colour?: ColourId }[];
  fear?: { id: string; who: number };
  skill?: { id: string; who: number };
  build?: string;
  find?: string;
  reach?: string;
  help?: number;
  mystery?: MysteryId;
  befriend?: boolean;
  /** Two friends named together ("two best friends", "bestevenner"). */
  pair?: boolean;
}

export interface Token {
  raw: string;
  lower: string;
  sentenceStart: boolean;
  hit?: WordHit;
  /** How many tokens the hit spans (multi-word aliases). */
  span: number;
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
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentenceStart = true;
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[.!?]/gu)) {
    const raw = m[0];
    if (/^[.!?]$/.test(raw)) {
      sentenceStart = true;
      continue;
    }
    tokens.push({ raw, lower: raw.toLowerCase().replace(/’/g, "'"), sentenceStart, span: 1 });
    sentenceStart = false;
  }
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
  }
  return tokens;
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
  const tokens = tokenize(text.slice(0, 600));
  const out: ParsedDescription = { characters: [], places: [], things: [] };
  const charAt = new Map<number, number>();
  const names = new Map<number, string>();

  // Names: explicit markers first ("called Spark", "som heter Flamme"), then capitalised words.
  for (let i = 0; i < tokens.length; i += 1) {
    const after = markerEnds(tokens, i);
    const t = tokens[after];
    if (after >= 0 && t && !t.hit && !COMMON_WORDS.has(t.lower)) {
      const name = capitaliseName(t.raw);
      if (isNameShape(name) && acceptName(name)) names.set(after, name);
    }
  }
  tokens.forEach((t, i) => {
    if (names.has(i) || t.hit || COMMON_WORDS.has(t.lower) || !isNameShape(t.raw)) return;
    const prev = tokens[i - 1];
    const byTitle = prev?.hit?.type === 'creature';
    if (t.sentenceStart && !byTitle && !isKnownName(t.raw) && !looksNamedLater(tokens, i)) return;
    if (acceptName(t.raw)) names.set(i, t.raw);
  });

  // Characters: every creature word, with the adjectives before it and a name after it.
  let lastPerson = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (names.has(i) && !isClaimed(i, tokens, names)) {
      const name = names.get(i) as string;
      const gender = genderFromContext(tokens, i) ?? guessGender(name, 'm');
      out.characters.push({ name, gender, colours: [], features: [] });
      lastPerson = out.characters.length - 1;
      charAt.set(i, lastPerson);
      continue;
    }
    if (t.hit?.type !== 'creature') continue;
    const ch: ParsedCharacter = { kind: t.hit.kind, colours: [], features: [] };
    for (let j = i - 1; j >= 0 && j >= i - 4; j -= 1) {
      const p = tokens[j] as Token;
      if (p.hit?.type === 'colour') ch.colours.unshift(p.hit.id);
      else if (p.hit?.type === 'size') ch.size = p.hit.big ? 'big' : 'small';
      else if (!ARTICLES.has(p.lower)) break;
    }
    const nameIdx = nameAfter(tokens, i + t.span, names);
    if (nameIdx >= 0) {
      ch.name = names.get(nameIdx) as string;
      charAt.set(nameIdx, out.characters.length);
    } else {
      const before = nameBefore(tokens, i, names);
      if (before >= 0 && charAt.has(before)) {
        const existing = out.characters[charAt.get(before) as number] as ParsedCharacter;
        existing.kind = t.hit.kind;
        existing.colours.push(...ch.colours);
        if (ch.size) existing.size = ch.size;
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
    ch.gender = ch.name
      ? guessGender(ch.name, defaultGender(t.hit.kind))
      : defaultGender(t.hit.kind);
    out.characters.push(ch);
    charAt.set(i, out.characters.length - 1);
    i += t.span - 1;
  }

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
      const who = nearestCharacter(i);
      if (who >= 0) (out.characters[who] as ParsedCharacter).features.push(f);
    } else if (hit.type === 'place') {
      if (!out.places.includes(hit.id)) out.places.push(hit.id);
    } else if (hit.type === 'thing') {
      const prev = tokens[i - 1];
      const colour = prev?.hit?.type === 'colour' ? prev.hit.id : undefined;
      if (!out.things.some((x) => x.id === hit.id))
        out.things.push({ id: hit.id, ...(colour ? { colour } : {}) });
    }
  });

  readWants(tokens, out, nearestCharacter);
  const lowerText = tokens.map((t) => t.lower).join(' ');
  if (/\b(best friends|bestevenner|two friends|to venner|two children|to barn)\b/.test(lowerText))
    out.pair = true;
  return out;
}

function defaultGender(kind: CharacterKind): 'm' | 'f' {
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

function nameAfter(tokens: Token[], from: number, names: Map<number, string>): number {
  for (let j = from; j < tokens.length && j < from + 4; j += 1) {
    if (names.has(j)) return j;
    const t = tokens[j] as Token;
    if (
      !POSSESSIVE.has(t.lower) &&
      markerEnds(tokens, j) < 0 &&
      !['som', 'heter', 'called', 'named', 'kalt', 'ved', 'navn', 'med'].includes(t.lower)
    )
      return -1;
  }
  return -1;
}

/** "Flamme the dragon", "Rex, a dinosaur". */
function nameBefore(tokens: Token[], i: number, names: Map<number, string>): number {
  const a = tokens[i - 1]?.lower;
  if (a && ['the', 'a', 'an'].includes(a) && names.has(i - 2)) return i - 2;
  if (a === 'den' && names.has(i - 2)) return i - 2;
  return -1;
}

/** A name already used to name a creature ("dragen Flamme") is not a separate person. */
function isClaimed(i: number, tokens: Token[], names: Map<number, string>): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 4; j -= 1) {
    const t = tokens[j] as Token;
    if (t.hit?.type === 'creature') return nameAfter(tokens, j + t.span, names) === i;
    if (
      !POSSESSIVE.has(t.lower) &&
      markerEnds(tokens, j) < 0 &&
      !['som', 'heter', 'called', 'named', 'kalt', 'ved', 'navn'].includes(t.lower)
    )
      return false;
  }
  return false;
}

function genderFromContext(tokens: Token[], i: number): 'm' | 'f' | undefined {
  for (let j = i + 1; j < tokens.length && j < i + 5; j += 1) {
    const w = tokens[j]?.lower;
    if (w === 'hans' || w === 'his' || w === 'he' || w === 'han') return 'm';
    if (w === 'hennes' || w === 'her' || w === 'she' || w === 'hun') return 'f';
  }
  return undefined;
}
