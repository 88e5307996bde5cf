// Gardens, farms and playgrounds.

import { darken } from '../colour';
import type { SettingDrawer } from '../scene-context';
import { bush, flowerRow, flowers, grassTufts, roundTree } from '../scenery';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg';
import { groundStage, haze, outdoorBase } from './outdoor';

export const garden: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('garden');
  let back = outdoorBase(ctx, { far: '#7fae8a', ground: '#8cd06f' });
  back += roundTree(
    rng.range(0.7, 0.95) * ctx.W,
    ctx.horizon + 20,
    170,
    ctx.pal.tone('#5cae5a'),
    ctx.pal.tone('#7a5236'),
    rng,
  );
  let fence = '';
  for (let x = 8; x < ctx.W; x += 30) fence += d`M${x} ${ctx.horizon + 40}v-44l6-8l6 8v44Z`;
  back +=
    path(fence, ctx.pal.tone('#fff8f0')) +
    rect(0, ctx.horizon + 8, ctx.W, 7, ctx.pal.tone('#fff8f0'));
  for (let i = 0; i < 5; i += 1)
    back += bush(
      rng.range(0, ctx.W),
      ctx.horizon + 44,
      rng.range(60, 90),
      ctx.pal.tone(i % 2 ? '#4fa35a' : '#5cb063'),
    );
  // Rows of big flowers along the fence.
  back += flowerRow(ctx, ctx.horizon + 56, rng.fork('row'));
  back += flowers(ctx, ctx.horizon + 90, ctx.H, rng.fork('flowers'), 12);
  return { back, stage: groundStage(ctx) };
};

export const farm: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('farm');
  const x = ctx.W * rng.range(0.2, 0.8);
  const base = ctx.horizon + 20;
  const red = haze(ctx, '#d9564f', 0.1);
  let barn = path(
    d`M${x - 90} ${base}V${base - 100}L${x - 60} ${base - 150}H${x + 60}L${x + 90} ${base - 100}V${base}Z`,
    red,
  );
  barn += path(
    d`M${x - 98} ${base - 98}L${x - 62} ${base - 158}H${x + 62}L${x + 98} ${base - 98}`,
    'none',
    `stroke="${haze(ctx, '#f7f4ff', 0.1)}" stroke-width="8"`,
  );
  barn +=
    rect(x - 34, base - 70, 68, 70, haze(ctx, '#f7f4ff', 0.1)) +
    path(
      d`M${x - 34} ${base - 70}L${x + 34} ${base}M${x + 34} ${base - 70}L${x - 34} ${base}`,
      'none',
      `stroke="${red}" stroke-width="6"`,
    );
  barn +=
    rect(x + 100, base - 150, 46, 150, haze(ctx, '#c3cad8', 0.1)) +
    path(d`M${x + 100} ${base - 150}a23 23 0 0 1 46 0Z`, haze(ctx, '#8f9ab5', 0.1));
  let back = outdoorBase(ctx, { far: '#9fc27a', ground: '#a6d86f', landmarks: barn });
  let rows = '';
  for (let i = 0; i < 4; i += 1) rows += d`M0 ${ctx.horizon + 40 + i * 14}H${ctx.W}`;
  back += line(rows, ctx.pal.tone('#8cc45e'), 5, 'opacity=".6"');
  let fence = '';
  for (let fx = 10; fx < ctx.W; fx += 70) fence += d`M${fx} ${ctx.horizon + 100}v-40`;
  back += line(
    fence + d`M0 ${ctx.horizon + 72}H${ctx.W}M0 ${ctx.horizon + 88}H${ctx.W}`,
    ctx.pal.tone('#b5774a'),
    6,
  );
  back += group(
    ellipse(rng.range(0.1, 0.9) * ctx.W, ctx.horizon + 50, 26, 18, ctx.pal.tone('#f2cf6b')),
    `stroke="${darken(ctx.pal.tone('#f2cf6b'), 0.2)}" stroke-width="2"`,
  );
  back += grassTufts(ctx, ctx.horizon + 110, ctx.H, ctx.pal.tone('#7fbe5a'), rng.fork('grass'), 10);
  return { back, stage: groundStage(ctx) };
};

export const playground: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('playground');
  const base = ctx.horizon + 40;
  const left = rng.chance(0.5);
  const sx = left ? ctx.W * 0.2 : ctx.W * 0.72;
  const metal = ctx.pal.tone('#ef5b5b');
  let kit = line(
    d`M${sx - 70} ${base}L${sx - 40} ${base - 130}L${sx - 10} ${base}M${sx + 70} ${base}L${sx + 40} ${base - 130}L${sx + 10} ${base}M${sx - 44} ${base - 128}H${sx + 44}`,
    metal,
    7,
  );
  for (const k of [-18, 18])
    kit +=
      line(
        d`M${sx + k - 8} ${base - 128}V${base - 50}M${sx + k + 8} ${base - 128}V${base - 50}`,
        ctx.pal.tone('#8a7a6a'),
        2,
      ) + rect(sx + k - 12, base - 52, 24, 6, ctx.pal.tone('#5aa4e8'));
  const lx = left ? ctx.W * 0.78 : ctx.W * 0.22;
  kit +=
    rect(lx - 40, base - 110, 10, 110, ctx.pal.tone('#5aa4e8')) +
    rect(lx - 40, base - 110, 50, 10, ctx.pal.tone('#5aa4e8'));
  kit += path(
    d`M${lx + 10} ${base - 104}Q${lx + 50} ${base - 60} ${lx + 100} ${base - 6}l-12 8Q${lx + 40} ${base - 50} ${lx + 4} ${base - 94}Z`,
    ctx.pal.tone('#ffd54a'),
  );
  let back = outdoorBase(ctx, { far: '#7fae8a', ground: '#8cd06f', landmarks: '' });
  back += roundTree(
    rng.range(0.4, 0.6) * ctx.W,
    ctx.horizon + 10,
    120,
    haze(ctx, '#5cae5a', 0.2),
    haze(ctx, '#7a5236', 0.2),
    rng,
  );
  back += group(kit, '');
  back += ellipse(ctx.W * 0.5, ctx.H - 40, 140, 24, ctx.pal.tone('#f2d39a'));
  back +=
    circle(ctx.W * 0.55, ctx.H - 46, 8, ctx.pal.tone('#ef5b5b')) +
    polygon(
      [
        [ctx.W * 0.44, ctx.H - 40],
        [ctx.W * 0.47, ctx.H - 58],
        [ctx.W * 0.5, ctx.H - 40],
      ],
      ctx.pal.tone('#5aa4e8'),
    );
  back += flowers(ctx, ctx.horizon + 60, ctx.H, rng.fork('flowers'), 8);
  return { back, stage: groundStage(ctx) };
};
