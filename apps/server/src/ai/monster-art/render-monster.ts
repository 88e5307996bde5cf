// A monster as a square SVG document: an avatar at 40 px and a hero picture at 400 px.

import { hashString, createRng } from '../illustrator/random';
import { circle, group, idMaker, svgDocument } from '../illustrator/svg';
import { drawMonster } from './draw-monster';
import type { MonsterSpec } from './monster-spec';

export interface RenderMonsterOptions {
  seed: string;
  /** Pixel size of the square; the drawing scales to any size through its viewBox. */
  size?: number;
  /** A soft round backdrop (default) or a transparent one. */
  background?: boolean;
  title?: string;
}

/**
 * The seed a profile monster should be drawn with: its description, tidied. Story pictures
 * draw the profile monster from its description alone, so using this seed for the avatar too
 * makes the two look the same wherever the description left colours or shape open.
 */
export function monsterSeed(description: string): string {
  return description.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function renderMonster(spec: MonsterSpec, options: RenderMonsterOptions): string {
  const rng = createRng(`monster/${options.seed}`);
  const nextId = idMaker(`m${hashString(options.seed).toString(36)}`);
  const drawing = drawMonster(spec, rng, nextId);
  let backdrop = '';
  if (options.background !== false) {
    const sparkle = rng.fork('backdrop');
    let dots = '';
    for (let i = 0; i < 6; i += 1) {
      const a = sparkle.range(0, Math.PI * 2);
      const r = sparkle.range(150, 178);
      dots += circle(200 + Math.cos(a) * r, 200 + Math.sin(a) * r, sparkle.range(3, 6), '#ffffff');
    }
    backdrop = circle(200, 200, 196, drawing.background) + group(dots, 'opacity=".7"');
  }
  const size = options.size ?? 400;
  return svgDocument({
    width: size,
    height: size,
    viewWidth: 400,
    viewHeight: 400,
    title: options.title ?? spec.name ?? 'Monster',
    defs: drawing.defs,
    body: backdrop + drawing.svg,
  });
}
