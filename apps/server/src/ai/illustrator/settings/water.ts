// Water pieces: bands of sea with wave crests, and a little boat.

import { darken, lighten } from '../colour';
import type { Rng } from '../random';
import type { SceneContext } from '../scene-context';
import { circle, d, line, path, rect } from '../svg';

export function sea(
  ctx: SceneContext,
  top: number,
  bottom: number,
  base: string,
  rng: Rng,
): string {
  const c = ctx.pal.tone(base);
  const bands = 3;
  let out = rect(0, top, ctx.W, bottom - top, lighten(c, 0.12));
  let crests = '';
  for (let i = 1; i < bands; i += 1) {
    const y = top + ((bottom - top) * i) / bands;
    let data = d`M0 ${bottom}V${y}`;
    for (let x = 0; x < ctx.W; x += 80) data += d`q20 -8 40 0t40 0`;
    out += path(`${data}V${bottom}Z`, darken(c, i * 0.06));
  }
  for (let i = 0; i < 9; i += 1) {
    const x = rng.range(0, ctx.W - 40);
    const y = rng.range(top + 8, bottom - 8);
    crests += d`M${x} ${y}q8-7 16 0q8 7 16 0`;
  }
  return out + line(crests, lighten(c, 0.55), 2.5, 'opacity=".8"');
}

/** The hull of a boat whose crew stands at deckY: its rail hides their feet, as in a real boat. */
export function boatHull(x: number, deckY: number, w: number, hull: string, trim: string): string {
  const h = w * 0.2;
  const top = deckY - h * 0.4;
  let portholes = '';
  for (const k of [0.25, 0.5, 0.75])
    portholes += `M${Math.round(x - w / 2 + w * k + 7)} ${Math.round(top + h * 0.55)}a7 7 0 1 0 0 .1Z`;
  return (
    path(
      d`M${x - w / 2} ${top}h${w}q${-w * 0.05} ${h} ${-w * 0.18} ${h}h${-w * 0.64}q${-w * 0.13} 0 ${-w * 0.18} ${-h}Z`,
      hull,
    ) +
    path(d`M${x - w / 2} ${top}h${w}l${-w * 0.012} ${h * 0.22}h${-w * 0.976}Z`, trim) +
    path(portholes, lighten(trim, 0.3))
  );
}

/** Mast and sail, drawn behind the crew. */
export function boatSail(x: number, deckY: number, h: number, sail: string, wood: string): string {
  return (
    rect(x - 4, deckY - h, 8, h, wood) +
    path(
      d`M${x + 8} ${deckY - h + 6}Q${x + h * 0.55} ${deckY - h * 0.5} ${x + 8} ${deckY - 30}Z`,
      sail,
    ) +
    path(
      d`M${x - 8} ${deckY - h + 20}Q${x - h * 0.4} ${deckY - h * 0.5} ${x - 8} ${deckY - 40}Z`,
      darken(sail, 0.05),
    )
  );
}

/** A palm tree leaning over the sand, with coconuts. */
export const palm = (x: number, y: number, h: number, trunk: string, leaf: string) => {
  let out = path(
    d`M${x - 6} ${y}Q${x - 2} ${y - h * 0.6} ${x + h * 0.18} ${y - h}l8 3Q${x + 10} ${y - h * 0.5} ${x + 7} ${y}Z`,
    trunk,
  );
  const tx = x + h * 0.18 + 4;
  const ty = y - h;
  for (const [dx, dy] of [
    [-60, 10],
    [-40, -22],
    [0, -34],
    [44, -18],
    [62, 14],
  ] as const)
    out += path(
      d`M${tx} ${ty}Q${tx + dx * 0.5} ${ty + dy - 18} ${tx + dx} ${ty + dy}Q${tx + dx * 0.5} ${ty + dy * 0.4} ${tx} ${ty}Z`,
      leaf,
    );
  return out + circle(tx - 4, ty + 6, 5, '#8a5a2e') + circle(tx + 5, ty + 7, 5, '#8a5a2e');
};
