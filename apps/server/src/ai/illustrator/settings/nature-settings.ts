// Wild places: forest, meadow, mountain, jungle, snow and desert.

import { darken, lighten } from '../colour';
import type { SettingDrawer } from '../scene-context';
import { batch, leafPath } from '../shape';
import { flowers, grassTufts, hills, pineTree, roundTree } from '../scenery';
import { circle, d, line, path, polygon } from '../svg';
import { groundStage, haze, outdoorBase } from './outdoor';

export const forest: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('forest');
  let back = outdoorBase(ctx, { far: '#5c9a78', ground: '#79c26a' });
  // Three rows of trees, hazier the further away they are.
  const rows = [
    { y: ctx.horizon + 4, h: 90, n: rng.int(8, 11), haze: 0.5 },
    { y: ctx.horizon + 26, h: 150, n: rng.int(5, 7), haze: 0.22 },
  ];
  for (const row of rows) {
    for (let i = 0; i < row.n; i += 1) {
      const x = ((i + rng.range(0.1, 0.9)) / row.n) * ctx.W;
      const h = row.h * rng.range(0.8, 1.15);
      back += rng.chance(0.55)
        ? pineTree(x, row.y, h, haze(ctx, '#3f8f5a', row.haze), haze(ctx, '#7a5236', row.haze))
        : roundTree(
            x,
            row.y,
            h,
            haze(ctx, '#4fa35a', row.haze),
            haze(ctx, '#7a5236', row.haze),
            rng,
          );
    }
  }
  back += grassTufts(ctx, ctx.horizon + 40, ctx.H, ctx.pal.tone('#5fae55'), rng.fork('grass'), 14);
  const edge = ctx.pal.tone('#357a4a');
  const front =
    pineTree(rng.range(-20, 30), ctx.H + 30, 300, edge, ctx.pal.tone('#6a4630')) +
    pineTree(
      ctx.W - rng.range(-20, 30),
      ctx.H + 40,
      280,
      darken(edge, 0.05),
      ctx.pal.tone('#6a4630'),
    );
  return { back, front, stage: groundStage(ctx) };
};

export const meadow: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('meadow');
  let back = outdoorBase(ctx, { far: '#7fb0d0', near: '#9ed67e', ground: '#8fd36f' });
  for (let i = 0; i < rng.int(1, 3); i += 1)
    back += roundTree(
      rng.range(40, ctx.W - 40),
      ctx.horizon + 6,
      rng.range(70, 110),
      haze(ctx, '#5cae5a', 0.25),
      haze(ctx, '#7a5236', 0.25),
      rng,
    );
  back += grassTufts(ctx, ctx.horizon + 30, ctx.H, ctx.pal.tone('#6fbe5a'), rng.fork('grass'), 16);
  back += flowers(ctx, ctx.horizon + 30, ctx.H - 4, rng.fork('flowers'), 22);
  return { back, stage: groundStage(ctx) };
};

export const mountain: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('mountain');
  let peaks = '';
  const n = rng.int(3, 4);
  for (let i = 0; i < n; i += 1) {
    const x = ((i + rng.range(0.2, 0.8)) / n) * ctx.W;
    const h = rng.range(170, 250);
    const w = rng.range(170, 240);
    const base = ctx.horizon + 10;
    const top = base - h;
    peaks += path(
      d`M${x - w} ${base}L${x - 14} ${top + 10}Q${x} ${top - 6} ${x + 14} ${top + 10}L${x + w} ${base}Z`,
      haze(ctx, i % 2 ? '#8b8fb5' : '#7d84ab', 0.3),
    );
    // A snow cap with a zig-zag hem.
    peaks += path(
      d`M${x - 44} ${top + 42}L${x - 14} ${top + 10}Q${x} ${top - 6} ${x + 14} ${top + 10}L${x + 46} ${top + 44}l-16-8l-14 12l-14-12l-14 10Z`,
      haze(ctx, '#f7f9ff', 0.2),
    );
  }
  let back = outdoorBase(ctx, { ground: '#8cc46e', near: '#79b565', landmarks: peaks });
  back += pineTree(
    rng.range(60, 160),
    ctx.horizon + 40,
    100,
    ctx.pal.tone('#3f8f5a'),
    ctx.pal.tone('#6a4630'),
  );
  back += grassTufts(ctx, ctx.horizon + 40, ctx.H, ctx.pal.tone('#6aa857'), rng.fork('grass'), 10);
  return { back, stage: groundStage(ctx) };
};

export const jungle: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('jungle');
  let back = outdoorBase(ctx, { far: '#2f8a5e', ground: '#5fb35a' });
  const palms = batch();
  for (let i = 0; i < 4; i += 1) {
    const x = ((i + rng.range(0.2, 0.8)) / 4) * ctx.W;
    const top = ctx.horizon - rng.range(90, 160);
    palms.add(
      haze(ctx, '#8a6a46', 0.3),
      d`M${x - 8} ${ctx.horizon + 20}Q${x - 4} ${top + 60} ${x + 6} ${top}l8 2Q${x + 8} ${top + 60} ${x + 8} ${ctx.horizon + 20}Z`,
    );
    for (let k = 0; k < 6; k += 1)
      palms.add(
        haze(ctx, k % 2 ? '#3e9a58' : '#2f8a4e', 0.25),
        leafPath(x + 6, top, rng.range(60, 90), -170 + k * 34 + rng.range(-8, 8)),
      );
  }
  // Low, leafy bushes along the clearing's far edge.
  const bushes = batch();
  for (let x = -20; x < ctx.W; x += rng.range(50, 80)) {
    for (let k = 0; k < 4; k += 1)
      bushes.add(
        haze(ctx, k % 2 ? '#3e9a58' : '#48a862', 0.15),
        leafPath(x, ctx.horizon + 40, rng.range(50, 70), -160 + k * 40),
      );
  }
  back += palms.svg() + bushes.svg();
  back += grassTufts(ctx, ctx.horizon + 50, ctx.H, ctx.pal.tone('#3f9a4a'), rng.fork('grass'), 16);
  // Big leaves frame the picture from the bottom corners, and a vine hangs from the top.
  const frame = batch();
  const big = ctx.pal.tone('#2e8049');
  for (const [x, dir] of [
    [-20, 1],
    [ctx.W + 20, -1],
  ] as const) {
    for (let k = 0; k < 6; k += 1)
      frame.add(
        k % 2 ? big : lighten(big, 0.1),
        leafPath(x, ctx.H + 10, 190 + (k % 3) * 30, dir > 0 ? -75 + k * 16 : -105 - k * 16),
      );
  }
  const vine = ctx.pal.tone('#4fa35a');
  for (let k = 0; k < 4; k += 1)
    frame.add(vine, leafPath(ctx.W * 0.24 - k * 2, 20 + k * 22, 22, k % 2 ? 20 : 160));
  const front =
    line(d`M${ctx.W * 0.22} -4Q${ctx.W * 0.26} 50 ${ctx.W * 0.2} 100`, ctx.pal.tone('#3f8a45'), 5) +
    frame.svg();
  return { back, front, stage: groundStage(ctx) };
};

export const snow: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('snow');
  let back = outdoorBase(ctx, { far: '#c7d3ee', near: '#e3ebfa', ground: '#f3f7ff' });
  for (let i = 0; i < rng.int(4, 7); i += 1) {
    const far = rng.chance(0.5);
    back += pineTree(
      rng.range(10, ctx.W - 10),
      ctx.horizon + (far ? 4 : 30),
      far ? 80 : 130,
      haze(ctx, '#3c8a62', far ? 0.45 : 0.15),
      haze(ctx, '#6a4630', 0.2),
      true,
    );
  }
  back += hills(ctx, ctx.H - 60, 14, ctx.pal.tone('#e6eefc'), rng.fork('drift'), 3);
  return { back, stage: groundStage(ctx) };
};

export const desert: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('desert');
  let back = outdoorBase(ctx, { far: '#f0b679', near: '#f4c98c', ground: '#f7d79c' });
  const cactus = (x: number, y: number, h: number) => {
    const c = ctx.pal.tone('#5fae6a');
    return (
      path(d`M${x - 9} ${y}V${y - h + 9}a9 9 0 0 1 18 0V${y}Z`, c) +
      path(
        d`M${x + 9} ${y - h * 0.45}h10a7 7 0 0 0 7-7V${y - h * 0.75}a6 6 0 0 1 12 0V${y - h * 0.5}a13 13 0 0 1-13 13h-16Z`,
        c,
      ) +
      path(
        d`M${x - 9} ${y - h * 0.35}h-8a6 6 0 0 1-6-6V${y - h * 0.6}a6 6 0 0 0-12 0V${y - h * 0.4}a12 12 0 0 0 12 12h14Z`,
        c,
      )
    );
  };
  back += polygon(
    [
      [ctx.W * 0.62, ctx.horizon + 2],
      [ctx.W * 0.72, ctx.horizon - 80],
      [ctx.W * 0.82, ctx.horizon + 2],
    ],
    haze(ctx, '#e8b36f', 0.3),
  );
  back += polygon(
    [
      [ctx.W * 0.72, ctx.horizon - 80],
      [ctx.W * 0.82, ctx.horizon + 2],
      [ctx.W * 0.76, ctx.horizon + 2],
    ],
    haze(ctx, '#d09a58', 0.3),
  );
  back +=
    cactus(rng.range(60, 200), ctx.horizon + 60, 90) +
    cactus(rng.range(ctx.W - 200, ctx.W - 60), ctx.horizon + 90, 110);
  for (let i = 0; i < 6; i += 1)
    back += circle(
      rng.range(0, ctx.W),
      rng.range(ctx.horizon + 40, ctx.H),
      rng.range(3, 7),
      ctx.pal.tone('#e0b77a'),
    );
  return { back, stage: groundStage(ctx) };
};
