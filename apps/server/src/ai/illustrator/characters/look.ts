// How one character is dressed and lit: the story's fixed look (colours, hair, clothes, what
// they wear or carry), today's expression, and the ink its outline is drawn with.

import type { Accessory, CharacterLook, Clothes, HairStyle } from '../../scene-spec';
import type { Rng } from '../random';
import type { Expression } from './face';

export interface Look {
  main: string;
  second: string;
  skin: string;
  hair: string;
  ink: string;
  expression: Expression;
  /** Seeded by the character's look, never by the picture, so details repeat exactly. */
  rng: Rng;
  age: CharacterLook['age'];
  gender?: 'm' | 'f';
  hairStyle?: HairStyle;
  clothes?: Clothes;
  accessories: readonly Accessory[];
  eyes?: number;
}

/** A drawing in the character's own frame: feet at (0, 0), facing right, about 100 units tall. */
export type CharacterDrawer = (look: Look) => string;

export const SKIN_TONES = ['#ffe0c4', '#f6c9a3', '#e8ad80', '#c98c5e', '#a0694a', '#7a4f38'];
export const HAIR_COLOURS = [
  '#3b2a22',
  '#5e3a24',
  '#8a5a2e',
  '#c98a3e',
  '#e8c46a',
  '#d4683a',
  '#2e2a3a',
];
