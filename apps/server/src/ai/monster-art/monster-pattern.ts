// Spots, stripes or rainbow bands, clipped to the body so they never spill over its edge.
// The face area stays clear, so the eyes always read first.

import type { Rng } from '../illustrator/random';
import { circle, d, group, path } from '../illustrator/svg';
import type { BodyGeometry } from './monster-body';

export function spots(geo: BodyGeometry, fill: string, eyesBottom: number, rng: Rng): string {
  let out = '';
  const w = geo.face.width;
  const placed: Array<[number, number, number]> = [];
  for (let i = 0; i < 60 && placed.length < 11; i += 1) {
    const x = geo.cx + rng.range(-1, 1) * w * 0.85;
    const y = rng.range(geo.top + 8, geo.bottom - 6);
    const r = rng.range(8, 16);
    // Keep the eyes clear and the spots apart.
    const onEyes = Math.abs(x - geo.cx) < w * 0.55 + r && y > geo.face.y - 60 && y < eyesBottom + r;
    if (onEyes || placed.some(([px, py, pr]) => Math.hypot(px - x, py - y) < pr + r + 6)) continue;
    placed.push([x, y, r]);
    out += circle(x, y, r, fill);
  }
  return out;
}

export function stripes(geo: BodyGeometry, fill: string): string {
  let out = '';
  const step = 38;
  for (let y = geo.top + 22; y < geo.bottom; y += step) {
    out += path(
      d`M${geo.cx - 220} ${y}Q${geo.cx} ${y + 18} ${geo.cx + 220} ${y}v15Q${geo.cx} ${y + 33} ${geo.cx - 220} ${y + 15}Z`,
      fill,
    );
  }
  return out;
}

export function rainbowBands(geo: BodyGeometry, colours: string[]): string {
  let out = '';
  const band = (geo.bottom - geo.top) / colours.length;
  colours.forEach((c, i) => {
    const y = geo.top + i * band;
    out += path(
      d`M${geo.cx - 220} ${y + 10}Q${geo.cx} ${y - 14} ${geo.cx + 220} ${y + 10}V${y + band + 12}Q${geo.cx} ${y + band - 12} ${geo.cx - 220} ${y + band + 12}Z`,
      c,
    );
  });
  return out;
}

export function clipped(content: string, clipId: string): string {
  return group(content, `clip-path="url(#${clipId})" stroke="none"`);
}
