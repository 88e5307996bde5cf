// Sky, sun, moon, stars and clouds: the part of every outdoor picture that says what time it is.

import { lighten, mix } from './colour';
import type { Rng } from './random';
import type { SceneContext } from './scene-context';
import { circle, d, dots, f, group, path, rect } from './svg';

export function skyGradient(
  ctx: SceneContext,
  top = ctx.pal.skyTop,
  bottom = ctx.pal.skyBottom,
): string {
  const id = ctx.nextId();
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  return rect(0, 0, ctx.W, ctx.H, `url(#${id})`);
}

/** A four-pointed twinkle. */
export function sparkle(x: number, y: number, r: number, fill: string, attrs = ''): string {
  const k = r * 0.28;
  return path(
    d`M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`,
    fill,
    attrs,
  );
}

export function stars(ctx: SceneContext, count: number, bottom: number, rng: Rng): string {
  let out = '';
  const small: Array<[number, number, number]> = [];
  for (let i = 0; i < Math.round(count * ctx.detail); i += 1) {
    const x = rng.range(8, ctx.W - 8);
    const y = rng.range(8, bottom);
    if (rng.chance(0.25)) out += sparkle(x, y, rng.range(4, 8), '#fff8d8');
    else small.push([x, y, rng.range(1, 2.4)]);
  }
  return group(out + dots(small, '#fffbe8'), `opacity="${ctx.pal.night ? 0.95 : 0.6}"`);
}

export function sunOrMoon(ctx: SceneContext, rng: Rng): string {
  const { light } = ctx.pal;
  const x = rng.range(0.12, 0.88) * ctx.W;
  const y = ctx.horizon - 30 - light.height * (ctx.horizon - 90);
  const r = light.kind === 'sun' ? 38 : 32;
  const glow =
    circle(x, y, r * 2.3, light.glow, 'opacity=".18"') +
    circle(x, y, r * 1.5, light.glow, 'opacity=".3"');
  if (light.kind === 'sun') return glow + circle(x, y, r, light.colour);
  if (rng.chance(0.5)) {
    // A crescent: the lit limb of the moon between two arcs.
    return (
      glow +
      path(
        d`M${x} ${y - r}A${r} ${r} 0 0 0 ${x} ${y + r}A${r * 0.5} ${r} 0 0 1 ${x} ${y - r}Z`,
        light.colour,
      )
    );
  }
  const crater = mix(light.colour, '#c9c2a8', 0.5);
  return (
    glow +
    circle(x, y, r, light.colour) +
    circle(x - r * 0.3, y - r * 0.2, r * 0.18, crater) +
    circle(x + r * 0.28, y + r * 0.3, r * 0.12, crater) +
    circle(x + r * 0.1, y - r * 0.45, r * 0.08, crater)
  );
}

export function cloud(x: number, y: number, w: number, fill: string): string {
  // Puffs on a rounded base: reads as a cloud at any size.
  const h = w * 0.3;
  return group(
    rect(x, y - h * 0.7, w, h * 0.7, fill, `rx="${f(h * 0.35)}"`) +
      circle(x + w * 0.32, y - h * 0.72, h * 0.55, fill) +
      circle(x + w * 0.6, y - h * 0.85, h * 0.7, fill) +
      circle(x + w * 0.82, y - h * 0.55, h * 0.42, fill),
  );
}

export function clouds(ctx: SceneContext, rng: Rng, heavy: boolean, bottom: number): string {
  const count = heavy ? rng.int(4, 6) : rng.int(1, 3);
  const base = heavy ? '#c9cfe0' : '#ffffff';
  const fill = ctx.pal.night ? mix(base, '#5e6aa8', 0.55) : ctx.pal.tone(base);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const w = rng.range(90, heavy ? 200 : 150);
    const x = ((i + rng.range(0.1, 0.7)) / count) * ctx.W - w / 2;
    const y = rng.range(50, Math.max(60, bottom));
    out += cloud(x, y, w, i % 2 ? lighten(fill, 0.15) : fill);
  }
  return group(out, `opacity="${heavy ? 0.95 : 0.9}"`);
}

/** Sky with its light, stars and clouds, for outdoor settings. */
export function outdoorSky(ctx: SceneContext): string {
  const rng = ctx.rng.fork('sky');
  const weather = ctx.spec.weather;
  const heavy =
    weather === 'cloudy' ||
    weather === 'rain' ||
    weather === 'snow' ||
    weather === 'thunder' ||
    weather === 'sleet';
  let out = skyGradient(ctx);
  const starCount = weather === 'stars' ? Math.max(30, ctx.pal.stars) : ctx.pal.stars;
  if (starCount) out += stars(ctx, starCount, ctx.horizon - 40, rng.fork('stars'));
  if (!heavy || ctx.pal.night) out += sunOrMoon(ctx, rng.fork('light'));
  if (weather !== 'stars' || !ctx.pal.night)
    out += clouds(ctx, rng.fork('clouds'), heavy, ctx.horizon * 0.45);
  return out;
}
