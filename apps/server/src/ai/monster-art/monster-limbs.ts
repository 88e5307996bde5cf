// Stubby legs, nub arms, a curly tail and little wings. All sit behind the body, so the body's
// own outline hides where they join; each is one <g data-part="…"> so tests can count them.

import type { Rng } from '../illustrator/random';
import { circle, d, ellipse, f, group, line, path } from '../illustrator/svg';
import { type BodyGeometry, GROUND } from './monster-body';

/** A limb drawn as a fat rounded stroke over a slightly fatter outline stroke. */
function limb(data: string, fill: string, outline: string, width: number): string {
  return line(data, outline, width + 6) + line(data, fill, width);
}

export function legs(n: number, geo: BodyGeometry, fill: string, outline: string): string {
  if (n <= 0) return '';
  const halfWidth = Math.abs(geo.pointAt(Math.PI / 2 - 0.5)[0] - geo.cx);
  // Up to four legs stand straight under the body; more splay out in one row like a
  // caterpillar's, so every foot stays visible and countable.
  const splay = n > 4;
  const span =
    n === 1
      ? 0
      : splay
        ? Math.min(128, Math.max(halfWidth * 1.1, (n - 1) * 15))
        : Math.min(halfWidth * 0.8, (n - 1) * 38);
  const gap = n === 1 ? 60 : (2 * span) / (n - 1);
  const width = Math.max(18, Math.min(48, gap * (splay ? 0.62 : 0.75)));
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const footX = geo.cx + (n === 1 ? 0 : -span + gap * i);
    const hipX = splay
      ? geo.cx + Math.max(-halfWidth * 0.75, Math.min(halfWidth * 0.75, (footX - geo.cx) * 0.7))
      : footX;
    const footY = GROUND - 8;
    const toe = footX + Math.sign(footX - geo.cx) * width * 0.15;
    out += group(
      limb(d`M${hipX} ${geo.bottom - 25}L${footX} ${footY - width * 0.2}`, fill, outline, width) +
        ellipse(toe, footY, width * 0.66, Math.max(8, width * 0.3), fill),
      'data-part="leg"',
    );
  }
  return out;
}

export function arms(
  n: number,
  geo: BodyGeometry,
  fill: string,
  outline: string,
  wave: boolean,
): string {
  let out = '';
  const levels = Math.ceil(n / 2);
  for (let k = 0; k < n; k += 1) {
    const right = k % 2 === 1;
    const level = Math.floor(k / 2);
    const a = levels === 1 ? 0.12 : -0.45 + (1.15 * level) / (levels - 1);
    const [px, py] = geo.pointAt(right ? a : Math.PI - a);
    const side = right ? 1 : -1;
    const waving = wave && k === 1;
    const dir = waving ? -1.05 : 0.55 - level * 0.12;
    const len = 52 - Math.min(n, 8) * 1.5;
    const ex = px + side * Math.cos(dir) * len;
    const ey = py + Math.sin(dir) * len;
    const sx = px - side * 14;
    const arm =
      line(d`M${sx} ${py}L${ex} ${ey}`, outline, 30) +
      circle(ex, ey, 16, fill) +
      line(d`M${sx} ${py}L${ex - side * 4} ${ey - Math.sin(dir) * 4}`, fill, 24);
    out += group(arm, 'data-part="arm"');
  }
  return out;
}

export function tail(
  geo: BodyGeometry,
  fill: string,
  tip: string,
  outline: string,
  rng: Rng,
): string {
  const [px, py] = geo.pointAt(0.55);
  const x0 = px - 20;
  const curl = rng.range(-12, 12);
  const data = d`M${x0} ${py}Q${px + 70} ${py + 30 + curl} ${px + 78} ${py - 40}`;
  // A little heart at the tip: friendlier than a point.
  const end = path(
    d`M${px + 78} ${py - 36}C${px + 58} ${py - 48} ${px + 62} ${py - 68} ${px + 78} ${py - 58}C${px + 94} ${py - 68} ${px + 98} ${py - 48} ${px + 78} ${py - 36}Z`,
    tip,
  );
  return group(limb(data, fill, outline, 20) + end, 'data-part="tail"');
}

export function wings(
  geo: BodyGeometry,
  fill: string,
  outline: string,
  feathered: boolean,
): string {
  const [rx, ry] = geo.pointAt(-0.25);
  const [lx, ly] = geo.pointAt(Math.PI + 0.25);
  const shape = feathered
    ? 'M0 10C10-50 60-90 112-84C100-66 110-56 96-44C104-30 90-16 76-18C80-2 60 8 44 2C36 22 10 24 0 10Z'
    : 'M0 10C20-60 90-90 124-56C108-52 104-40 110-26C94-28 84-18 84-4C68-12 52-6 46 12C30 4 12 18 0 10Z';
  const veins = feathered
    ? ''
    : line('M4 6Q50-30 110-50M14 8Q56-10 80-4', outline, 2.5, 'opacity=".5"');
  // Wide bodies get smaller wings, so the wing tips stay inside an avatar's circle.
  const scale = Math.min(1, (190 - (rx - geo.cx)) / 105);
  const one = (x: number, y: number, mirrored: boolean) =>
    group(
      path(shape, fill) + veins,
      `data-part="wing" transform="translate(${f(x + (mirrored ? 30 : -30))} ${f(y)}) scale(${f(mirrored ? -scale : scale)} ${f(scale)}) rotate(12)"`,
    );
  return one(rx, ry, false) + one(lx, ly, true);
}
