// Places people built: castle, village, city and a house.

import { darken, lighten } from '../colour';
import type { SceneContext, SettingDrawer } from '../scene-context';
import { bush, flowers, grassTufts, house, roundTree } from '../scenery';
import { circle, d, group, line, path, polygon, rect } from '../svg';
import { groundStage, haze, outdoorBase } from './outdoor';

/** Window panes: sky-blue by day, warmly lit after dark. */
export const glass = (ctx: SceneContext) =>
  ctx.pal.night || ctx.spec.timeOfDay === 'dusk' ? '#ffd976' : ctx.pal.tone('#a9d8ff');

function tower(
  ctx: SceneContext,
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  flag: string,
): string {
  let out = rect(x - w / 2, base - h, w, h, wall);
  out += polygon(
    [
      [x - w / 2 - 8, base - h + 2],
      [x, base - h - w * 1.1],
      [x + w / 2 + 8, base - h + 2],
    ],
    roof,
  );
  out +=
    line(d`M${x} ${base - h - w * 1.1}v-22`, darken(wall, 0.4), 2) +
    path(d`M${x} ${base - h - w * 1.1 - 22}l22 6l-22 6Z`, flag);
  out += path(d`M${x - 7} ${base - h * 0.6}v-12a7 7 0 0 1 14 0v12Z`, glass(ctx));
  return out;
}

export const castle: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('castle');
  const wall = haze(ctx, '#f1e0c2', 0.06);
  const roof = haze(ctx, '#5f74d6', 0.06);
  const cx = ctx.W * rng.range(0.4, 0.6);
  const base = ctx.horizon + 24;
  const flags = ctx.pal.accents.map((c) => ctx.pal.toneFront(c));
  let keep = rect(cx - 130, base - 120, 260, 120, wall);
  let crenels = '';
  for (let x = cx - 130; x < cx + 130; x += 26) crenels += rect(x, base - 134, 14, 16, wall);
  keep += crenels + path(d`M${cx - 26} ${base}v-46a26 26 0 0 1 52 0v46Z`, darken(wall, 0.45));
  keep += tower(ctx, cx - 140, base, 56, 170, lighten(wall, 0.05), roof, flags[0] ?? '#ff8fb8');
  keep += tower(ctx, cx + 140, base, 56, 170, lighten(wall, 0.05), roof, flags[1] ?? '#ffd54a');
  keep += tower(ctx, cx, base - 120, 50, 70, wall, roof, flags[2] ?? flags[0] ?? '#9b6fd6');
  let back = outdoorBase(ctx, { far: '#7fae8a', ground: '#8cd06f', landmarks: keep });
  back += path(
    d`M${cx - 26} ${base + 6}Q${cx - 60} ${ctx.H * 0.85} ${cx - 140} ${ctx.H}H${cx + 140}Q${cx + 60} ${ctx.H * 0.85} ${cx + 26} ${base + 6}Z`,
    ctx.pal.tone('#e8d2ad'),
  );
  back += grassTufts(ctx, base + 30, ctx.H, ctx.pal.tone('#6fbe5a'), rng.fork('grass'), 10);
  return { back, stage: groundStage(ctx) };
};

export const village: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('village');
  const lit = ctx.pal.night || ctx.spec.timeOfDay === 'dusk';
  let houses = '';
  const walls = ['#f7e3c4', '#f4c7b0', '#e3eefc', '#fff1c9'];
  const roofs = ['#d9675a', '#7a8fd6', '#c98a5a', '#5fae7a'];
  // A little church with a steeple among the houses.
  const church = rng.range(0.15, 0.85) * ctx.W;
  houses +=
    rect(church - 26, ctx.horizon - 70, 52, 80, haze(ctx, '#f7f4ff', 0.2)) +
    polygon(
      [
        [church - 32, ctx.horizon - 68],
        [church, ctx.horizon - 130],
        [church + 32, ctx.horizon - 68],
      ],
      haze(ctx, '#7a8fd6', 0.2),
    );
  for (let i = 0; i < 5; i += 1) {
    const x = ((i + rng.range(0.2, 0.8)) / 5) * ctx.W;
    if (Math.abs(x - church) < 60) continue;
    houses += house(
      x,
      ctx.horizon + 16 + (i % 2) * 10,
      rng.range(60, 80),
      haze(ctx, walls[i % 4] as string, 0.15),
      haze(ctx, roofs[(i + 1) % 4] as string, 0.15),
      lit,
      rng,
    );
  }
  let back = outdoorBase(ctx, { far: '#7fae8a', ground: '#8cd06f', landmarks: houses });
  back += path(
    d`M${ctx.W * 0.4} ${ctx.horizon + 30}Q${ctx.W * 0.5} ${ctx.H * 0.8} ${ctx.W * 0.3} ${ctx.H}H${ctx.W * 0.62}Q${ctx.W * 0.56} ${ctx.H * 0.8} ${ctx.W * 0.46} ${ctx.horizon + 30}Z`,
    ctx.pal.tone('#e8d2ad'),
  );
  back += flowers(ctx, ctx.horizon + 50, ctx.H, rng.fork('flowers'), 10);
  return { back, stage: groundStage(ctx) };
};

export const city: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('city');
  const lit = ctx.pal.night || ctx.spec.timeOfDay === 'dusk' || ctx.spec.timeOfDay === 'evening';
  let skyline = '';
  for (const [layer, hazeAmount, colours] of [
    [0, 0.45, ['#9fa8d6', '#b3a6d6']],
    [1, 0.15, ['#7f8fd0', '#9b86c9', '#6fa0c9', '#c98aa8']],
  ] as const) {
    let x = -20;
    while (x < ctx.W) {
      const w = rng.range(50, 90);
      const h = rng.range(80, 200) - layer * 30;
      const top = ctx.horizon + 10 - h;
      skyline += rect(x, top, w, h + 10, haze(ctx, rng.pick(colours), hazeAmount));
      if (layer === 1) {
        let windows = '';
        for (let wy = top + 12; wy < ctx.horizon - 10; wy += 22)
          for (let wx = x + 8; wx < x + w - 14; wx += 18)
            if (!lit || rng.chance(0.6)) windows += `M${Math.round(wx)} ${Math.round(wy)}h8v10h-8Z`;
        skyline += path(windows, lit ? '#ffd976' : ctx.pal.tone('#d6ecff'), 'opacity=".9"');
      }
      x += w + rng.range(2, 10);
    }
  }
  let back = outdoorBase(ctx, { ground: '#a7a9b8', flat: true, landmarks: skyline });
  back += rect(0, ctx.horizon, ctx.W, 40, ctx.pal.tone('#c9cbd8'));
  back += rect(0, ctx.horizon + 40, ctx.W, ctx.H - ctx.horizon - 40, ctx.pal.tone('#8f93a8'));
  back += line(
    d`M0 ${ctx.horizon + 110}H${ctx.W}`,
    ctx.pal.tone('#f7f4ff'),
    5,
    'stroke-dasharray="40 30"',
  );
  const lamp = rng.range(0.1, 0.9) * ctx.W;
  back +=
    rect(lamp - 3, ctx.horizon - 90, 6, 120, ctx.pal.tone('#4a4560')) +
    circle(lamp, ctx.horizon - 94, 12, lit ? '#ffe28a' : ctx.pal.tone('#f7f4ff'));
  if (lit) back += circle(lamp, ctx.horizon - 94, 34, '#ffe28a', 'opacity=".25"');
  back += roundTree(
    rng.range(0.05, 0.95) * ctx.W,
    ctx.horizon + 30,
    110,
    ctx.pal.tone('#5cae5a'),
    ctx.pal.tone('#7a5236'),
    rng,
  );
  return { back, stage: groundStage(ctx) };
};

export const houseSetting: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('house');
  const lit = ctx.pal.night || ctx.spec.timeOfDay === 'dusk';
  const x = ctx.W * rng.range(0.3, 0.7);
  const home = house(
    x,
    ctx.horizon + 40,
    220,
    ctx.pal.tone(rng.pick(['#f7e3c4', '#f4c7b0', '#fff1c9'])),
    ctx.pal.tone(rng.pick(['#d9675a', '#7a8fd6', '#5fae7a'])),
    lit,
    rng,
  );
  let back = outdoorBase(ctx, { far: '#7fae8a', ground: '#8cd06f' }) + home;
  back +=
    bush(x - 150, ctx.horizon + 44, 90, ctx.pal.tone('#4fa35a')) +
    bush(x + 150, ctx.horizon + 44, 90, ctx.pal.tone('#57ad5f'));
  let fence = '';
  for (let fx = 6; fx < ctx.W; fx += 26) fence += d`M${fx} ${ctx.horizon + 62}v-30`;
  back += group(
    line(fence, ctx.pal.tone('#ffffff'), 8) +
      line(d`M0 ${ctx.horizon + 42}H${ctx.W}`, ctx.pal.tone('#ffffff'), 5),
    'opacity=".9"',
  );
  back += path(
    d`M${x - 16} ${ctx.horizon + 40}L${x - 60} ${ctx.H}H${x + 60}L${x + 16} ${ctx.horizon + 40}Z`,
    ctx.pal.tone('#e8d2ad'),
  );
  back += flowers(ctx, ctx.horizon + 70, ctx.H, rng.fork('flowers'), 12);
  return { back, stage: groundStage(ctx) };
};
