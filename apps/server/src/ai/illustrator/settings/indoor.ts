// Rooms: a wall, a floor and a window that shows the sky of the scene's time and weather.

import { darken, lighten } from '../colour';
import type { SceneContext } from '../scene-context';
import { hills } from '../scenery';
import { outdoorSky } from '../sky';
import { d, group, line, path, rect } from '../svg';
import { weatherOverlay } from '../weather';

export function room(ctx: SceneContext, wall: string, floor: string, floorY: number): string {
  const w = ctx.pal.tone(wall);
  let out = rect(0, 0, ctx.W, floorY, w);
  // Soft wallpaper stripes.
  let stripes = '';
  for (let x = 20; x < ctx.W; x += 60) stripes += `M${x} 0h22v${Math.round(floorY)}h-22Z`;
  out += path(stripes, lighten(w, 0.08));
  out += rect(0, floorY - 14, ctx.W, 14, darken(w, 0.12));
  const f = ctx.pal.tone(floor);
  out += rect(0, floorY, ctx.W, ctx.H - floorY, f);
  let boards = '';
  for (let y = floorY + 22; y < ctx.H; y += 26) boards += d`M0 ${y}H${ctx.W}`;
  return out + line(boards, darken(f, 0.12), 2);
}

export function roomWindow(ctx: SceneContext, x: number, y: number, w: number, h: number): string {
  const id = ctx.nextId();
  ctx.defs.push(
    `<clipPath id="${id}"><rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" rx="8"/></clipPath>`,
  );
  const outside = { ...ctx, horizon: y + h * 0.85, rng: ctx.rng.fork('window') };
  const view =
    outdoorSky(outside) +
    hills(outside, y + h * 0.8, 12, ctx.pal.tone('#7fbe6a'), outside.rng, 2) +
    weatherOverlay(outside);
  const frame = ctx.pal.tone('#fff8f0');
  let out = group(view, `clip-path="url(#${id})"`);
  out += rect(x, y, w, h, 'none', `rx="8" stroke="${frame}" stroke-width="10"`);
  out += line(d`M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}`, frame, 6);
  out += rect(x - 16, y + h, w + 32, 12, darken(frame, 0.08), 'rx="4"');
  // Curtains gathered at the sides.
  const curtain = ctx.pal.toneFront(ctx.pal.accents[0] ?? '#ff8fb8');
  out += path(
    d`M${x - 30} ${y - 16}h40Q${x + 4} ${y + h * 0.5} ${x + 16} ${y + h + 10}h-46Z`,
    curtain,
  );
  out += path(
    d`M${x + w + 30} ${y - 16}h-40Q${x + w - 4} ${y + h * 0.5} ${x + w - 16} ${y + h + 10}h46Z`,
    curtain,
  );
  return out + rect(x - 44, y - 24, w + 88, 10, darken(curtain, 0.25), 'rx="5"');
}
