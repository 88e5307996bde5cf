// What a character's body is like, whatever the language: whether it wears clothes, has hands,
// and what it lifts or holds out. Templates ask this before a cat "puts on her boots" or a bird "writes it down".
import type { CharacterKind } from '../../scene-spec';
import type { Character } from '../plan/plan-types';

/** What both languages know of an actor besides its words: how it moves and sounds, and its body. */
export interface ActorBody {
  move: string;
  moved: string;
  sound?: string;
  person: boolean;
  /** Wears clothes (a person, a fairy, a troll): only then has boots, a cap or a coat to put on. */
  dressed: boolean;
  /** Has hands to hold a pencil, wave or roll up sleeves with. */
  hands: boolean;
  /** Small enough to sit on a stump or a branch when met. */
  perches: boolean;
  char: Character;
}

/** Kinds that are not people but are drawn and told in clothes. */
const DRESSED = new Set<CharacterKind>(['fairy', 'troll', 'witch', 'wizard']);
/** Kinds that are not people but have hands. */
const HANDED = new Set<CharacterKind>([
  'troll',
  'robot',
  'alien',
  'fairy',
  'mermaid',
  'snowman',
  'ghost',
  'witch',
  'wizard',
]);

export const isDressed = (kind: CharacterKind, person?: boolean): boolean =>
  !!person || DRESSED.has(kind);

export const hasHandsKind = (kind: CharacterKind, person?: boolean): boolean =>
  !!person || HANDED.has(kind);

/** What a character lifts or holds out; each language has its own word for it. */
export type Limb = 'hand' | 'wing' | 'fin' | 'hoof' | 'trunk' | 'paw';

/** Creatures with wings, fins or webbed feet: no paws to lift. */
const WINGED = new Set<CharacterKind>(['owl', 'bird', 'penguin', 'dragon']);
const FINNED = new Set<CharacterKind>(['fish', 'whale', 'turtle', 'frog']);
const HOOFED = new Set<CharacterKind>(['horse', 'unicorn']);

export const limbOf = (kind: CharacterKind, person?: boolean): Limb =>
  hasHandsKind(kind, person)
    ? 'hand'
    : WINGED.has(kind)
      ? 'wing'
      : FINNED.has(kind)
        ? 'fin'
        : HOOFED.has(kind)
          ? 'hoof'
          : kind === 'elephant'
            ? 'trunk'
            : 'paw';

/** Goes about on legs it can crawl on (not a bird or a fish): only then "on all fours". */
export const crawlsKind = (kind: CharacterKind, person?: boolean): boolean => {
  const limb = limbOf(kind, person);
  return limb !== 'wing' && limb !== 'fin';
};
