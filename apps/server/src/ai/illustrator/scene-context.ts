// What every drawing function of a scene gets: the canvas, the light and the seeded randomness.

import type { SceneSpec } from '../scene-spec';
import type { Rng } from './random';
import type { ScenePalette } from './scene-palette';

export interface SceneContext {
  W: number;
  H: number;
  /** Where land meets sky; settings may move it. */
  horizon: number;
  rng: Rng;
  pal: ScenePalette;
  spec: SceneSpec;
  nextId(): string;
  /** 1 for a small cast; less when many characters need the bytes, so pictures stay small. */
  detail: number;
  /** Gradients and clip paths collected while drawing, written once into <defs>. */
  defs: string[];
}

/** Where characters can stand, as the setting decides. */
export interface Stage {
  /** Feet line of the back-most and front-most characters. */
  backY: number;
  frontY: number;
  /** Swimmers and flyers are placed in the water or air; others in a boat or on the ground. */
  medium: 'ground' | 'water' | 'air';
  /** Left and right limits for walkers (a boat's deck, an island). */
  xRange?: [number, number];
  /** Feet line for swimmers when the walkers stand on land or on a deck. */
  swimY?: number;
}

export interface SettingDrawing {
  /** Everything behind the characters. */
  back: string;
  /** Things in front of them (a table edge, grass, the boat's hull). */
  front?: string;
  stage: Stage;
  /** Indoors and underwater the weather is left out (a window shows its own). */
  noWeather?: boolean;
  /** Objects the setting drew as the place itself (the comet underfoot), not drawn again. */
  drawn?: string[];
}

export type SettingDrawer = (ctx: SceneContext) => SettingDrawing;
