// Up high: among the clouds, out in space, and on the moon.

import { darken, lighten, mix } from '../colour';
import type { SceneContext, SettingDrawer } from '../scene-context';
import { clouds, cloud, skyGradient, sparkle, stars, sunOrMoon } from '../sky';
import { circle, d, ellipse, group, path, rect } from '../svg';

function starfield(ctx: SceneContext): string {
  const rng = ctx.rng.fork('space');
  let out = skyGradient(ctx, '#0b1030', '#2a2466');
  // Soft nebulae: radial glows that fade out to nothing.
  for (const [colour, r] of [
    ['#a070ff', 240],
    ['#3fd0c4', 170],
  ] as const) {
    const id = ctx.nextId();
    ctx.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".35"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    out += circle(rng.range(0, ctx.W), rng.range(0, ctx.H * 0.6), r, `url(#${id})`);
  }
  return (
    out + stars({ ...ctx, pal: { ...ctx.pal, night: true } }, 70, ctx.H * 0.8, rng.fork('stars'))
  );
}

function planet(x: number, y: number, r: number, colour: string, ring: boolean): string {
  let out =
    circle(x, y, r, colour) +
    path(
      d`M${x - r} ${y}a${r} ${r} 0 0 0 ${r * 2} 0q${-r} ${r * 0.5} ${-r * 2} 0Z`,
      darken(colour, 0.15),
    );
  out += circle(x - r * 0.35, y - r * 0.35, r * 0.18, lighten(colour, 0.3));
  if (ring)
    out =
      ellipse(
        x,
        y,
        r * 1.8,
        r * 0.45,
        'none',
        `stroke="${lighten(colour, 0.4)}" stroke-width="${Math.max(3, r * 0.12).toFixed(1)}" transform="rotate(-15 ${x.toFixed(0)} ${y.toFixed(0)})"`,
      ) + out;
  return out;
}

export const space: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('planets');
  let back = starfield(ctx);
  back += planet(rng.range(80, 260), rng.range(70, 160), rng.range(36, 60), '#ff9f6b', true);
  back += planet(
    rng.range(ctx.W - 260, ctx.W - 80),
    rng.range(60, 180),
    rng.range(20, 34),
    '#7fd3ff',
    false,
  );
  back += sparkle(rng.range(300, 500), rng.range(40, 120), 10, '#fff6c8');
  // A little planet to stand on.
  const top = ctx.H * 0.78;
  back +=
    path(d`M-40 ${ctx.H}Q${ctx.W / 2} ${top - 60} ${ctx.W + 40} ${ctx.H}Z`, '#8a7fd6') +
    circle(ctx.W * 0.25, ctx.H - 20, 14, '#7468c2') +
    circle(ctx.W * 0.7, ctx.H - 30, 20, '#7468c2');
  return { back, stage: { backY: top, frontY: ctx.H - 20, medium: 'ground' }, noWeather: true };
};

export const moon: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('moon');
  let back = starfield(ctx);
  const ex = rng.range(0.15, 0.85) * ctx.W;
  back +=
    circle(ex, 100, 46, '#5aa4e8') +
    path(d`M${ex - 30} 80q20-10 30 6t24 10q-10 20-30 14t-24-30Z`, '#6cc46a') +
    path(d`M${ex + 10} 130q14-6 24 4q-8 10-24-4Z`, '#6cc46a');
  const top = ctx.H * 0.68;
  const ground = '#c9c7d6';
  back += path(
    d`M0 ${top}Q${ctx.W * 0.3} ${top - 30} ${ctx.W * 0.6} ${top}T${ctx.W} ${top - 10}V${ctx.H}H0Z`,
    ground,
  );
  let craters = '';
  for (let i = 0; i < 6; i += 1)
    craters += ellipse(
      rng.range(0, ctx.W),
      rng.range(top + 20, ctx.H - 10),
      rng.range(20, 40),
      rng.range(6, 10),
      darken(ground, 0.12),
    );
  back += craters;
  return {
    back,
    stage: { backY: top + 40, frontY: ctx.H - 14, medium: 'ground' },
    noWeather: true,
  };
};

export const skySetting: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('sky');
  ctx.horizon = ctx.H;
  let back = skyGradient(ctx);
  if (ctx.pal.stars) back += stars(ctx, ctx.pal.stars, ctx.H * 0.6, rng.fork('stars'));
  back += sunOrMoon({ ...ctx, horizon: ctx.H * 0.6 }, rng.fork('light'));
  back += clouds(ctx, rng.fork('far'), false, ctx.H * 0.4);
  // A floor of big soft clouds below.
  const fill = ctx.pal.night ? mix('#ffffff', '#5e6aa8', 0.5) : ctx.pal.tone('#ffffff');
  let floor = '';
  for (let x = -60; x < ctx.W; x += 120)
    floor += cloud(x, ctx.H * 0.9 + rng.range(-20, 10), 200, x % 240 ? fill : lighten(fill, 0.2));
  back += group(floor) + rect(0, ctx.H * 0.86, ctx.W, ctx.H * 0.14, fill);
  return { back, stage: { backY: ctx.H * 0.62, frontY: ctx.H * 0.8, medium: 'air' } };
};
