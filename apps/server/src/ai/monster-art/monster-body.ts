// The body outline of a monster in its 400×400 frame (feet on y = 350). Every other part is
// placed from this outline: horns on its top, arms on its sides, eyes in its face.

import type { Rng } from '../illustrator/random';
import { type Point, scalloped, smoothClosed } from '../illustrator/shape';
import type { MonsterBody } from './monster-spec';

export const GROUND = 350;
export const LEG_HEIGHT = 46;

export interface BodyGeometry {
  d: string;
  cx: number;
  cy: number;
  top: number;
  bottom: number;
  /** A point on the outline; angle 0 is right, -π/2 the top (screen coordinates). */
  pointAt(angle: number): Point;
  /** Where the eye block is centred and how wide it may be. */
  face: { x: number; y: number; width: number };
  belly: { cx: number; cy: number; rx: number; ry: number };
}

const pow = (v: number, e: number) => Math.sign(v) * Math.abs(v) ** e;

export function bodyGeometry(
  body: MonsterBody,
  hasLegs: boolean,
  fur: boolean,
  rng: Rng,
): BodyGeometry {
  const bottom = hasLegs ? GROUND - LEG_HEIGHT + 14 : GROUND - 4;
  const wobble = rng.range(0, Math.PI * 2);
  const stretch = rng.range(0.94, 1.06);
  let rx = 118 * stretch;
  let ry = 112;
  let shape: (a: number) => Point;
  if (body === 'tall') {
    rx = 88 * stretch;
    ry = 138;
    shape = (a) => [pow(Math.cos(a), 0.78) * rx, pow(Math.sin(a), 0.78) * ry];
  } else if (body === 'pear') {
    ry = 124;
    // Narrow shoulders, a wide soft bottom.
    shape = (a) => [Math.cos(a) * rx * (0.8 + 0.26 * Math.sin(a)), pow(Math.sin(a), 0.9) * ry];
  } else if (body === 'blob') {
    rx = 128 * stretch;
    ry = 102;
    shape = (a) => {
      const r = 1 + 0.06 * Math.sin(a * 4 + wobble) * (Math.sin(a) < 0 ? 1 : 0.4);
      return [Math.cos(a) * rx * r, pow(Math.sin(a), Math.sin(a) > 0 ? 0.6 : 1) * ry * r];
    };
  } else {
    shape = (a) => [Math.cos(a) * rx, pow(Math.sin(a), Math.sin(a) > 0 ? 0.85 : 1) * ry];
  }
  const cx = 200;
  const cy = bottom - ry;
  const pointAt = (a: number): Point => {
    const [x, y] = shape(a);
    return [cx + x, cy + y];
  };
  const outline: Point[] = [];
  const steps = fur ? 30 : 16;
  for (let i = 0; i < steps; i += 1) outline.push(pointAt((i / steps) * Math.PI * 2));
  const faceY = cy - ry * (body === 'tall' ? 0.32 : 0.2);
  const faceHalf = Math.abs(pointAt(-0.35)[0] - cx);
  return {
    d: fur ? scalloped(outline, 9) : smoothClosed(outline),
    cx,
    cy,
    top: cy - ry,
    bottom,
    pointAt,
    face: { x: cx, y: faceY, width: faceHalf * 1.6 },
    belly: { cx, cy: cy + ry * 0.45, rx: rx * (body === 'pear' ? 0.62 : 0.55), ry: ry * 0.42 },
  };
}
