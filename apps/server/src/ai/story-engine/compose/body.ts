// What a character's body is like, whatever the language: whether it wears clothes and has
// hands. Templates ask this before a cat "puts on her boots" or a bird "writes it down".
import type { CharacterKind } from '../../scene-spec';

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
