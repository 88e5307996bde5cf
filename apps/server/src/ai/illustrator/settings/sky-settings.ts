// Up high: among the clouds, out in space, and on the moon — or on a comet, an asteroid or a
// ringed planet, and aboard a space station, when the scene's objects say that is the place.

import { darken, lighten, mix } from '../colour';
import type { SceneContext, SettingDrawer, SettingDrawing } from '../scene-context';
import { clouds, cloud, skyGradient, sparkle, stars, sunOrMoon } from '../sky';
import { circle, d, ellipse, group, line, path, rect } from '../svg';
import { comet, lump, station } from '../objects/space-objects';

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
  if (ctx.spec.objects.includes('space-station')) return aboardStation(ctx);
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
  const own = SURFACES.find((o) => ctx.spec.objects.includes(o));
  if (own) return surface(ctx, own);
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

const SURFACES = ['comet', 'asteroid', 'ringed-planet'] as const;
type Surface = (typeof SURFACES)[number];

/** A comet's ice, an asteroid's rock or a ringed planet's sand underfoot, and its own sky. */
function surface(ctx: SceneContext, own: Surface): SettingDrawing {
  const rng = ctx.rng.fork(own);
  let back = starfield(ctx);
  const top = ctx.H * 0.68;
  let ground: string;
  let shape: string;
  if (own === 'comet') {
    // The tail streams away over their heads; the ice underfoot glints.
    back += group(
      comet(2.4),
      `transform="translate(${(ctx.W * 0.18).toFixed(0)} ${(top - 30).toFixed(0)})"`,
    );
    ground = '#dcecf8';
    shape = d`M0 ${top}Q${ctx.W * 0.35} ${top - 24} ${ctx.W * 0.7} ${top + 6}T${ctx.W} ${top - 8}V${ctx.H}H0Z`;
  } else if (own === 'asteroid') {
    // Other rocks tumble past; the little world curves away at both edges.
    for (let i = 0; i < 4; i += 1)
      back += group(
        lump(rng.range(12, 34), '#8f8073', `far${i}`),
        `transform="translate(${rng.range(40, ctx.W - 40).toFixed(0)} ${rng.range(40, top - 60).toFixed(0)})"`,
      );
    ground = '#a39282';
    shape = d`M-60 ${ctx.H}Q${ctx.W / 2} ${top - 70} ${ctx.W + 60} ${ctx.H}Z`;
  } else {
    // The rings arch across the whole sky, with two small moons.
    const cx = ctx.W * 0.5;
    const cy = top + 40;
    for (const [rx, colour, w] of [
      [ctx.W * 0.75, '#f3d9a4', 16],
      [ctx.W * 0.68, '#e6c07c', 10],
      [ctx.W * 0.62, '#f7e7c4', 6],
    ] as const)
      back += ellipse(
        cx,
        cy,
        rx,
        ctx.H * 0.5,
        'none',
        `stroke="${colour}" stroke-width="${w}" opacity=".8"`,
      );
    back += circle(rng.range(60, 200), rng.range(50, 110), 16, '#d8d2c4');
    back += circle(rng.range(ctx.W - 220, ctx.W - 80), rng.range(60, 130), 10, '#c9b8a6');
    ground = '#e8a25a';
    shape = d`M0 ${top}Q${ctx.W * 0.25} ${top - 18} ${ctx.W * 0.5} ${top}T${ctx.W} ${top - 6}V${ctx.H}H0Z`;
  }
  back += path(shape, ground);
  let marks = '';
  for (let i = 0; i < 6; i += 1) {
    const x = rng.range(0, ctx.W);
    const y = rng.range(top + 30, ctx.H - 10);
    if (own === 'comet') {
      marks += line(d`M${x} ${y}l${rng.range(10, 30)} ${rng.range(-6, 6)}`, darken(ground, 0.2), 2);
      marks += sparkle(x + rng.range(-20, 20), y - rng.range(4, 16), 5, '#ffffff');
    } else if (own === 'asteroid')
      marks += ellipse(x, y, rng.range(16, 34), rng.range(5, 9), darken(ground, 0.15));
    else
      marks += path(
        d`M${x - 40} ${y}q40 -14 80 0`,
        'none',
        `stroke="${darken(ground, 0.12)}" stroke-width="3"`,
      );
  }
  back += marks;
  return {
    back,
    stage: { backY: top + 40, frontY: ctx.H - 14, medium: 'ground' },
    noWeather: true,
    drawn: [own],
  };
}

/** On the station's deck: a big round window full of stars and the station's wing outside. */
function aboardStation(ctx: SceneContext): SettingDrawing {
  const rng = ctx.rng.fork('station');
  let back = rect(0, 0, ctx.W, ctx.H, '#d9dde8');
  // Wall panels with blinking lights.
  for (let x = 0; x < ctx.W; x += 100) back += line(d`M${x} 0V${ctx.H * 0.78}`, '#bfc4d3', 3);
  for (let i = 0; i < 8; i += 1)
    back += circle(
      rng.range(20, ctx.W - 20),
      rng.range(30, ctx.H * 0.7),
      4,
      rng.pick(['#5fd068', '#5aa4e8', '#ef5b5b', '#ffd84a']),
    );
  // The window: stars, the Earth's edge and the station's wing outside.
  const wx = ctx.W * rng.range(0.35, 0.65);
  const wy = ctx.H * 0.34;
  const wr = ctx.H * 0.26;
  const clip = ctx.nextId();
  ctx.defs.push(
    `<clipPath id="${clip}"><circle cx="${wx.toFixed(0)}" cy="${wy.toFixed(0)}" r="${wr.toFixed(0)}"/></clipPath>`,
  );
  const view =
    starfield(ctx) +
    circle(wx - wr * 0.2, wy + wr * 1.5, wr * 1.1, '#5aa4e8') +
    path(d`M${wx - wr} ${wy + wr * 0.6}q${wr * 0.4} -${wr * 0.2} ${wr * 0.8} 0`, '#6cc46a') +
    group(
      station(0.9, '#eef0f7'),
      `transform="translate(${(wx + wr * 0.2).toFixed(0)} ${(wy - wr * 0.3).toFixed(0)})"`,
    );
  back += circle(wx, wy, wr + 14, '#9aa2b8') + group(view, `clip-path="url(#${clip})"`);
  // The deck they stand on.
  const top = ctx.H * 0.78;
  back += rect(0, top, ctx.W, ctx.H - top, '#aeb4c6');
  for (let x = 0; x < ctx.W; x += 80) back += line(d`M${x} ${top}V${ctx.H}`, '#9aa0b3', 2);
  back += line(d`M0 ${top}H${ctx.W}`, '#8d93a6', 4);
  return {
    back,
    stage: { backY: top + 8, frontY: ctx.H - 12, medium: 'ground' },
    noWeather: true,
    drawn: ['space-station', 'star'],
  };
}
