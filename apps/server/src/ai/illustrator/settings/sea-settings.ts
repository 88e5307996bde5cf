// Out on and under the water: sea, island, underwater and a ship's deck.

import { darken, mix } from '../colour';
import type { SettingDrawer } from '../scene-context';
import { hills } from '../scenery';
import { outdoorSky, skyGradient } from '../sky';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg';
import { haze } from './outdoor';
import { boatHull, boatSail, palm, sea } from './water';

export const seaSetting: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('sea');
  ctx.horizon = Math.round(ctx.H * 0.5);
  let back = outdoorSky(ctx) + sea(ctx, ctx.horizon, ctx.H, '#3f8fd8', rng.fork('waves'));
  if (rng.chance(0.5))
    back += path(d`M${ctx.W * 0.8} ${ctx.horizon}q40 -30 90 0Z`, haze(ctx, '#6fae6a', 0.4));
  const deck = ctx.H * 0.84;
  const w = ctx.W * 0.56;
  const x = ctx.W * rng.range(0.45, 0.55);
  back += boatSail(
    x + (rng.chance(0.5) ? -w * 0.36 : w * 0.36),
    deck,
    ctx.H * 0.6,
    ctx.pal.toneFront('#fff8ee'),
    ctx.pal.toneFront('#8a5a3a'),
  );
  const front =
    boatHull(x, deck, w, ctx.pal.toneFront('#c9704a'), ctx.pal.toneFront('#f7f4ff')) +
    sea(ctx, ctx.H - 26, ctx.H, '#3a86cf', rng.fork('front'));
  return {
    back,
    front,
    stage: {
      backY: deck,
      frontY: deck + 4,
      medium: 'ground',
      xRange: [x - w * 0.42, x + w * 0.42],
      swimY: ctx.H - 8,
    },
  };
};

export const island: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('island');
  ctx.horizon = Math.round(ctx.H * 0.45);
  let back = outdoorSky(ctx) + sea(ctx, ctx.horizon, ctx.H, '#3fa8d8', rng.fork('waves'));
  const cx = ctx.W * rng.range(0.45, 0.55);
  const top = ctx.H * 0.7;
  back += ellipse(cx, top + 30, ctx.W * 0.42, 50, ctx.pal.tone('#7fd0e8'), 'opacity=".6"');
  back += path(
    d`M${cx - ctx.W * 0.38} ${top + 40}Q${cx} ${top - 50} ${cx + ctx.W * 0.38} ${top + 40}Z`,
    ctx.pal.tone('#f7dca0'),
  );
  back += path(
    d`M${cx - ctx.W * 0.26} ${top + 8}Q${cx} ${top - 44} ${cx + ctx.W * 0.26} ${top + 8}Q${cx} ${top - 10} ${cx - ctx.W * 0.26} ${top + 8}Z`,
    ctx.pal.tone('#7cc46a'),
  );
  back += palm(
    cx + ctx.W * rng.range(0.12, 0.2),
    top - 6,
    170,
    ctx.pal.tone('#a9714b'),
    ctx.pal.tone('#4fae5a'),
  );
  const front = sea(ctx, top + 36, ctx.H, '#3a9ad0', rng.fork('front'));
  return {
    back,
    front,
    stage: {
      backY: top + 14,
      frontY: top + 34,
      medium: 'ground',
      xRange: [cx - ctx.W * 0.3, cx + ctx.W * 0.3],
      swimY: ctx.H - 10,
    },
  };
};

export const underwater: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('underwater');
  const deep = ctx.pal.night ? '#0d2458' : '#1f5fa8';
  let back = skyGradient(ctx, mix('#5fd0e0', ctx.pal.skyTop, 0.2), deep);
  for (let i = 0; i < 4; i += 1) {
    const x = rng.range(0, ctx.W);
    back += polygon(
      [
        [x, 0],
        [x + 50, 0],
        [x - 60, ctx.H * 0.8],
        [x - 140, ctx.H * 0.8],
      ],
      '#ffffff',
      'opacity=".08"',
    );
  }
  const floor = ctx.H * 0.82;
  back += hills(ctx, floor, 12, ctx.pal.tone(mix('#f2d39a', deep, 0.25)), rng.fork('sand'), 3);
  for (let i = 0; i < 7; i += 1) {
    const x = rng.range(10, ctx.W - 10);
    const h = rng.range(60, 150);
    back += line(
      d`M${x} ${floor + 10}q-12 ${-h * 0.3} 0 ${-h * 0.5}t0 ${-h * 0.5}`,
      ctx.pal.tone(i % 2 ? '#3fae6a' : '#2f9a5a'),
      9,
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const x = rng.range(40, ctx.W - 40);
    const c = ctx.pal.tone(rng.pick(['#ff8fa3', '#ffb35c', '#c3a3ea']));
    back += line(d`M${x} ${floor + 14}v-30m0 14l-16 -16m16 10l14 -20`, c, 8);
  }
  let bubbles = '';
  for (let i = 0; i < 18; i += 1)
    bubbles += circle(rng.range(0, ctx.W), rng.range(10, floor), rng.range(3, 9), 'none');
  const front = group(bubbles, 'stroke="#e8fbff" stroke-width="2" opacity=".7"');
  return {
    back,
    front,
    stage: { backY: floor - 40, frontY: ctx.H - 30, medium: 'water' },
    noWeather: true,
  };
};

export const ship: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('ship');
  ctx.horizon = Math.round(ctx.H * 0.52);
  let back = outdoorSky(ctx) + sea(ctx, ctx.horizon, ctx.H * 0.72, '#3f8fd8', rng.fork('waves'));
  const deck = ctx.H * 0.72;
  const wood = ctx.pal.tone('#b5774a');
  // The mast and a big sail, on one side so the crew stays in view.
  const mx = rng.chance(0.5) ? ctx.W * 0.82 : ctx.W * 0.18;
  back += rect(mx - 7, 20, 14, deck - 20, darken(wood, 0.15));
  back += path(d`M${mx + 10} 50Q${mx + 90} 140 ${mx + 10} 230Z`, ctx.pal.tone('#f7f1e3'));
  back += path(d`M${mx - 10} 60Q${mx - 80} 140 ${mx - 10} 220Z`, ctx.pal.tone('#efe6d2'));
  back += path(d`M${mx + 7} 22l34 10l-34 10Z`, ctx.pal.toneFront(ctx.pal.accents[0] ?? '#ef5b5b'));
  back += rect(0, deck, ctx.W, ctx.H - deck, wood);
  let planks = '';
  for (let y = deck + 24; y < ctx.H; y += 24) planks += d`M0 ${y}H${ctx.W}`;
  back += line(planks, darken(wood, 0.18), 2);
  // The railing behind the crew.
  let posts = '';
  for (let x = 20; x < ctx.W; x += 60) posts += d`M${x} ${deck}v-38`;
  back +=
    line(posts, darken(wood, 0.25), 6) + rect(0, deck - 44, ctx.W, 10, darken(wood, 0.1), 'rx="4"');
  return { back, stage: { backY: deck + 30, frontY: ctx.H - 14, medium: 'ground' } };
};
