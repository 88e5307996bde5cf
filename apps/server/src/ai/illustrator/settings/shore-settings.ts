// Beside the water: beach, river and lake.

import { lighten } from '../colour';
import type { SettingDrawer } from '../scene-context';
import { flowers, grassTufts, pineTree, roundTree } from '../scenery';
import { outdoorSky } from '../sky';
import { circle, d, ellipse, line, path } from '../svg';
import { groundStage, haze, outdoorBase } from './outdoor';
import { palm, sea } from './water';

export const beach: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('beach');
  ctx.horizon = Math.round(ctx.H * 0.48);
  const shore = ctx.H * 0.66;
  let back = outdoorSky(ctx) + sea(ctx, ctx.horizon, shore + 10, '#3fa8d8', rng.fork('waves'));
  back += path(
    d`M0 ${ctx.H}V${shore}q${ctx.W * 0.25} -14 ${ctx.W * 0.5} 0t${ctx.W * 0.5} 0V${ctx.H}Z`,
    ctx.pal.tone('#f7dca0'),
  );
  back += line(
    d`M0 ${shore + 2}q${ctx.W * 0.25} -14 ${ctx.W * 0.5} 0t${ctx.W * 0.5} 0`,
    lighten(ctx.pal.tone('#ffffff'), 0.1),
    5,
    'opacity=".8"',
  );
  const side = rng.chance(0.5);
  back += palm(
    side ? ctx.W * 0.9 : ctx.W * 0.08,
    shore + 30,
    180,
    ctx.pal.tone('#a9714b'),
    ctx.pal.tone('#4fae5a'),
  );
  for (let i = 0; i < 5; i += 1)
    back += circle(
      rng.range(0, ctx.W),
      rng.range(shore + 30, ctx.H),
      rng.range(2, 4),
      ctx.pal.tone('#e8c88a'),
    );
  return {
    back,
    stage: { backY: shore + 40, frontY: ctx.H - 14, medium: 'ground', swimY: shore - 4 },
  };
};

export const river: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('river');
  let back = outdoorBase(ctx, { far: '#6fae8a', ground: '#8cd06f' });
  for (let i = 0; i < rng.int(3, 5); i += 1)
    back += roundTree(
      rng.range(20, ctx.W - 20),
      ctx.horizon + 8,
      rng.range(70, 110),
      haze(ctx, '#4fa35a', 0.3),
      haze(ctx, '#7a5236', 0.3),
      rng,
    );
  const top = ctx.horizon + 30;
  const bottom = top + 56;
  back += path(
    d`M0 ${top + 6}C${ctx.W * 0.3} ${top - 8} ${ctx.W * 0.6} ${top + 14} ${ctx.W} ${top}V${bottom}C${ctx.W * 0.6} ${bottom + 14} ${ctx.W * 0.3} ${bottom - 10} 0 ${bottom + 6}Z`,
    ctx.pal.tone('#59b0e8'),
  );
  let ripples = '';
  for (let i = 0; i < 7; i += 1)
    ripples += d`M${rng.range(0, ctx.W - 40)} ${rng.range(top + 12, bottom - 8)}h${rng.range(20, 44)}`;
  back += line(ripples, lighten(ctx.pal.tone('#59b0e8'), 0.5), 3);
  back += grassTufts(ctx, bottom + 20, ctx.H, ctx.pal.tone('#6fbe5a'), rng.fork('grass'), 12);
  back += flowers(ctx, bottom + 20, ctx.H - 6, rng.fork('flowers'), 10);
  return {
    back,
    stage: { backY: bottom + 34, frontY: ctx.H - 14, medium: 'ground', swimY: bottom - 6 },
  };
};

export const lake: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('lake');
  let back = outdoorBase(ctx, { far: '#7d90bf', near: '#6fae7a', ground: '#8cd06f' });
  const cy = ctx.horizon + 44;
  const water = ctx.pal.tone('#5aa8e0');
  back += ellipse(ctx.W * 0.5, cy, ctx.W * 0.46, 46, water);
  for (let i = 0; i < 6; i += 1) {
    const x = ctx.W * 0.12 + i * ctx.W * 0.15 + rng.range(-20, 20);
    back += pineTree(
      x,
      ctx.horizon + 4,
      rng.range(60, 90),
      haze(ctx, '#3f8f5a', 0.35),
      haze(ctx, '#6a4630', 0.35),
    );
  }
  back += line(
    d`M${ctx.W * 0.3} ${cy - 6}h80M${ctx.W * 0.55} ${cy + 14}h110M${ctx.W * 0.4} ${cy + 28}h60`,
    lighten(water, 0.45),
    3,
  );
  back += grassTufts(ctx, cy + 60, ctx.H, ctx.pal.tone('#6fbe5a'), rng.fork('grass'), 10);
  return { back, stage: { ...groundStage(ctx), backY: cy + 64, swimY: cy + 20 } };
};
