// Landscape pieces shared by the settings: rolling hills, trees, bushes, flowers and houses.

import { darken, lighten } from './colour';
import type { Rng } from './random';
import type { SceneContext } from './scene-context';
import { circle, d, dots, ellipse, group, path, polygon, rect } from './svg';

/** A band of soft hills from y (their average top) down to the bottom of the picture. */
export function hills(
  ctx: SceneContext,
  y: number,
  amplitude: number,
  fill: string,
  rng: Rng,
  bumps = 3,
): string {
  const step = ctx.W / bumps;
  let data = d`M0 ${ctx.H}L0 ${y + rng.range(-amplitude, amplitude)}`;
  for (let i = 0; i < bumps; i += 1) {
    const x = (i + 1) * step;
    const peak = y - amplitude * rng.range(0.4, 1.2);
    const endY = y + rng.range(-amplitude, amplitude) * 0.5;
    data += d`C${x - step * 0.75} ${peak} ${x - step * 0.25} ${peak} ${x} ${endY}`;
  }
  data += d`L${ctx.W} ${ctx.H}Z`;
  return path(data, fill);
}

export function pineTree(
  x: number,
  y: number,
  h: number,
  fill: string,
  trunk: string,
  snow = false,
): string {
  const w = h * 0.42;
  let out = rect(x - h * 0.05, y - h * 0.16, h * 0.1, h * 0.18, trunk);
  for (let i = 0; i < 3; i += 1) {
    const top = y - h + i * h * 0.24;
    const bottom = y - h * 0.12 - (2 - i) * h * 0.22;
    const half = w * (0.55 + i * 0.22);
    out += path(
      d`M${x} ${top}Q${x + half * 0.3} ${top + (bottom - top) * 0.4} ${x + half} ${bottom}Q${x} ${bottom + h * 0.06} ${x - half} ${bottom}Q${x - half * 0.3} ${top + (bottom - top) * 0.4} ${x} ${top}Z`,
      i === 1 ? darken(fill, 0.06) : fill,
    );
    if (snow)
      out += path(
        d`M${x} ${top}Q${x + half * 0.2} ${top + h * 0.06} ${x + half * 0.35} ${top + h * 0.1}Q${x} ${top + h * 0.14} ${x - half * 0.35} ${top + h * 0.1}Q${x - half * 0.2} ${top + h * 0.06} ${x} ${top}Z`,
        '#f4f8ff',
      );
  }
  return out;
}

export function roundTree(
  x: number,
  y: number,
  h: number,
  fill: string,
  trunk: string,
  rng: Rng,
): string {
  const r = h * 0.3;
  const cy = y - h + r;
  let out = path(
    d`M${x - h * 0.06} ${y}L${x - h * 0.04} ${cy}h${h * 0.08}L${x + h * 0.06} ${y}Z`,
    trunk,
  );
  out += circle(x, cy, r, fill);
  out += circle(x - r * 0.7, cy + r * 0.35, r * 0.7, fill);
  out += circle(x + r * 0.7, cy + r * 0.3, r * 0.75, darken(fill, 0.05));
  out += circle(x - r * 0.3, cy - r * 0.3, r * 0.32, lighten(fill, 0.12));
  if (rng.chance(0.3))
    for (let i = 0; i < 3; i += 1)
      out += circle(x + rng.range(-r, r), cy + rng.range(-r * 0.4, r * 0.6), r * 0.09, '#ff7a7a');
  return out;
}

export function bush(x: number, y: number, w: number, fill: string): string {
  const r = w * 0.28;
  return path(
    d`M${x - w / 2} ${y}a${r} ${r} 0 0 1 ${r * 0.9} ${-r * 1.2}a${r * 1.1} ${r * 1.1} 0 0 1 ${w * 0.5} ${-r * 0.2}a${r} ${r} 0 0 1 ${w * 0.38} ${r * 1.4}Z`,
    fill,
  );
}

export function flower(x: number, y: number, r: number, petal: string, stem = '#4f9e4f'): string {
  let out = path(
    d`M${x} ${y}q${r * 0.3} ${-r * 1.5} 0 ${-r * 2.6}`,
    'none',
    `stroke="${stem}" stroke-width="${Math.max(1.5, r * 0.3).toFixed(1)}"`,
  );
  const cy = y - r * 2.6;
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2;
    out += circle(x + Math.cos(a) * r * 0.62, cy + Math.sin(a) * r * 0.62, r * 0.5, petal);
  }
  return out + circle(x, cy, r * 0.38, '#ffe066');
}

/** A round mark: where it stands and its radius. */
type Dot = [x: number, y: number, r: number];

/** Bigger five-petalled flowers along a row, batched by colour like `flowers`. */
export function flowerRow(ctx: SceneContext, y: number, rng: Rng): string {
  let stems = '';
  const petals = new Map<string, Dot[]>();
  const hearts: Dot[] = [];
  for (let x = 20; x < ctx.W; x += rng.range(40, 56) / Math.sqrt(ctx.detail)) {
    const r = rng.range(7, 10);
    const colour = ctx.pal.toneFront(rng.pick(ctx.pal.accents));
    const cy = y - r * 2.6;
    stems += d`M${x} ${y}q${r * 0.3} ${-r * 1.5} 0 ${-r * 2.6}`;
    const list = petals.get(colour) ?? [];
    for (let i = 0; i < 5; i += 1)
      list.push([x + Math.cos(i * 1.257) * r * 0.62, cy + Math.sin(i * 1.257) * r * 0.62, r * 0.5]);
    petals.set(colour, list);
    hearts.push([x, cy, r * 0.38]);
  }
  return flowerBatch(ctx, { stems, stemWidth: 2.5, petals, hearts });
}

/** Many flowers in few elements: the stems in one path, each colour's petals in one, the hearts in one. */
function flowerBatch(
  ctx: SceneContext,
  {
    stems,
    stemWidth,
    petals,
    hearts,
  }: { stems: string; stemWidth: number; petals: Map<string, Dot[]>; hearts: Dot[] },
): string {
  let out = path(stems, 'none', `stroke="${ctx.pal.tone('#4f9e4f')}" stroke-width="${stemWidth}"`);
  for (const [colour, list] of petals) out += dots(list, colour);
  return out + dots(hearts, '#ffe066');
}

export function grassTufts(
  ctx: SceneContext,
  y0: number,
  y1: number,
  fill: string,
  rng: Rng,
  count: number,
): string {
  let data = '';
  for (let i = 0; i < Math.round(count * ctx.detail); i += 1) {
    const x = rng.range(0, ctx.W);
    const y = rng.range(y0, y1);
    const s = rng.range(6, 11);
    data += d`M${x - s} ${y}q${s * 0.4} ${-s * 0.6} ${s * 0.2} ${-s * 1.4}q${s * 0.5} ${s * 0.6} ${s * 0.8} ${s * 0.5}q${s * 0.2} ${-s} ${s * 0.8} ${-s * 1.2}q${-s * 0.1} ${s} ${s * 0.2} ${s * 2.1}Z`;
  }
  return path(data, fill);
}

/** A scatter of little flowers: a stem, a round bloom and a yellow heart, batched by colour. */
export function flowers(
  ctx: SceneContext,
  y0: number,
  y1: number,
  rng: Rng,
  count: number,
): string {
  let stems = '';
  const blooms = new Map<string, Dot[]>();
  const hearts: Dot[] = [];
  for (let i = 0; i < Math.round(count * ctx.detail); i += 1) {
    const colour = ctx.pal.toneFront(rng.pick(ctx.pal.accents));
    const x = rng.range(10, ctx.W - 10);
    const y = rng.range(y0, y1);
    const r = rng.range(3.5, 6) * (0.7 + (0.5 * (y - y0)) / Math.max(1, y1 - y0));
    stems += d`M${x} ${y}q${r * 0.3} ${-r * 1.3} 0 ${-r * 2.4}`;
    blooms.set(colour, [...(blooms.get(colour) ?? []), [x, y - r * 2.6, r]]);
    hearts.push([x, y - r * 2.6, r * 0.4]);
  }
  return flowerBatch(ctx, { stems, stemWidth: 1.8, petals: blooms, hearts });
}

/** A little house with a pitched roof; its windows glow at night. */
export function house(
  x: number,
  y: number,
  w: number,
  wall: string,
  roof: string,
  lit: boolean,
  rng: Rng,
): string {
  const h = w * 0.7;
  const glass = lit ? '#ffd976' : '#bfe3ff';
  let out = rect(x - w / 2, y - h, w, h, wall);
  out += polygon(
    [
      [x - w * 0.62, y - h + 2],
      [x, y - h - w * 0.5],
      [x + w * 0.62, y - h + 2],
    ],
    roof,
  );
  if (rng.chance(0.6))
    out += rect(x + w * 0.18, y - h - w * 0.42, w * 0.12, w * 0.25, darken(roof, 0.15));
  out += rect(x - w * 0.12, y - h * 0.5, w * 0.24, h * 0.5, darken(wall, 0.3), 'rx="3"');
  out += rect(x - w * 0.4, y - h * 0.78, w * 0.2, w * 0.18, glass, 'rx="2"');
  out += rect(x + w * 0.2, y - h * 0.78, w * 0.2, w * 0.18, glass, 'rx="2"');
  return group(out);
}

/** A soft shadow under something standing on the ground. */
export const groundShadow = (x: number, y: number, w: number) =>
  ellipse(x, y, w / 2, w * 0.08, '#1b1433', 'opacity=".16"');
