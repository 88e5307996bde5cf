// Days out: school, the circus and the train station.

import { darken } from '../colour';
import type { SettingDrawer } from '../scene-context';
import { circle, d, group, line, path, polygon, rect } from '../svg';
import { groundStage, haze, outdoorBase } from './outdoor';
import { glass } from './town-settings';

export const school: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('school');
  const x = ctx.W * rng.range(0.35, 0.65);
  const base = ctx.horizon + 30;
  const brick = haze(ctx, '#e0806a', 0.1);
  let building =
    rect(x - 200, base - 120, 400, 120, brick) +
    rect(x - 50, base - 190, 100, 190, darken(brick, 0.05));
  building += polygon(
    [
      [x - 64, base - 188],
      [x, base - 240],
      [x + 64, base - 188],
    ],
    haze(ctx, '#6f7fd6', 0.1),
  );
  building +=
    circle(x, base - 150, 24, ctx.pal.tone('#fff8e8')) +
    line(d`M${x} ${base - 150}v-16M${x} ${base - 150}l11 5`, ctx.pal.ink, 3);
  building += rect(x - 24, base - 64, 48, 64, darken(brick, 0.4), 'rx="4"');
  let windows = '';
  for (const wx of [-170, -120, 80, 130])
    windows += `M${Math.round(x + wx)} ${base - 96}h36v40h-36Z`;
  building += path(windows, glass(ctx));
  building +=
    line(d`M${x + 200} ${base - 120}v-80`, ctx.pal.tone('#4a4560'), 3) +
    path(
      d`M${x + 200} ${base - 200}l36 10l-36 10Z`,
      ctx.pal.toneFront(ctx.pal.accents[0] ?? '#5aa4e8'),
    );
  let back = outdoorBase(ctx, { far: '#7fae8a', ground: '#8cd06f', landmarks: building });
  back += rect(0, base + 10, ctx.W, ctx.H - base, ctx.pal.tone('#d9cdb8'));
  return { back, stage: groundStage(ctx) };
};

export const circus: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('circus');
  const x = ctx.W * rng.range(0.4, 0.6);
  const base = ctx.horizon + 40;
  const red = ctx.pal.tone('#ef5b5b');
  const white = ctx.pal.tone('#fff8f0');
  let tent = '';
  for (let i = 0; i < 8; i += 1) {
    const x0 = x - 220 + i * 55;
    tent += path(
      d`M${x} ${base - 230}L${x0} ${base - 110}Q${x0 + 27} ${base - 96} ${x0 + 55} ${base - 110}Z`,
      i % 2 ? white : red,
    );
    tent += rect(x0, base - 110, 55, 110, i % 2 ? red : white);
  }
  tent += path(d`M${x - 40} ${base}v-70a40 40 0 0 1 80 0v70Z`, darken(red, 0.45));
  tent +=
    line(d`M${x} ${base - 230}v-30`, ctx.pal.ink, 3) +
    path(d`M${x} ${base - 260}l30 8l-30 8Z`, ctx.pal.toneFront(ctx.pal.accents[1] ?? '#ffd54a'));
  let back = outdoorBase(ctx, { far: '#7fae8a', ground: '#9ed67e', landmarks: tent });
  // Bunting across the top of the picture.
  let flags = '';
  for (let i = 0; i < 14; i += 1) {
    const fx = (i / 13) * ctx.W;
    const fy = 30 + Math.sin((i / 13) * Math.PI) * 40;
    flags += polygon(
      [
        [fx - 14, fy],
        [fx + 14, fy],
        [fx, fy + 24],
      ],
      ctx.pal.toneFront(ctx.pal.accents[i % ctx.pal.accents.length] ?? '#ff8fb8'),
    );
  }
  back += line(d`M0 30Q${ctx.W / 2} 110 ${ctx.W} 30`, ctx.pal.ink, 1.5) + flags;
  return { back, stage: groundStage(ctx) };
};

export const train: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('train');
  let back = outdoorBase(ctx, { far: '#7fae8a', near: '#8cc46e', ground: '#9ed67e' });
  const rail = ctx.horizon + 60;
  back += rect(0, rail, ctx.W, 8, ctx.pal.tone('#8a7a6a'));
  let ties = '';
  for (let x = 0; x < ctx.W; x += 30) ties += `M${x} ${rail + 8}h16v8h-16Z`;
  back += path(ties, ctx.pal.tone('#a9714b'));
  const engine = ctx.pal.toneFront(rng.pick(['#ef5b5b', '#5aa4e8', '#6cc46a']));
  const car = ctx.pal.toneFront(rng.pick(['#ffd54a', '#9b6fd6', '#ff9f43']));
  const x = rng.range(40, ctx.W - 560);
  let t = '';
  for (let i = 0; i < 2; i += 1) {
    const cx = x + i * 160;
    t +=
      rect(cx, rail - 90, 140, 80, car, 'rx="10"') +
      path(
        `M${Math.round(cx + 18)} ${rail - 76}h40v30h-40ZM${Math.round(cx + 80)} ${rail - 76}h40v30h-40Z`,
        glass(ctx),
      );
  }
  const ex = x + 330;
  t +=
    rect(ex, rail - 80, 150, 70, engine, 'rx="10"') +
    rect(ex + 90, rail - 130, 60, 60, engine, 'rx="8"') +
    rect(ex + 98, rail - 122, 44, 30, glass(ctx), 'rx="4"');
  t +=
    rect(ex + 20, rail - 120, 26, 42, darken(engine, 0.35)) +
    circle(ex + 33, rail - 140, 14, ctx.pal.tone('#ffffff'), 'opacity=".85"') +
    circle(ex + 12, rail - 160, 18, ctx.pal.tone('#ffffff'), 'opacity=".7"');
  let wheels = '';
  for (const wx of [x + 30, x + 110, x + 190, x + 270, ex + 30, ex + 80, ex + 125])
    wheels +=
      circle(wx, rail - 6, 14, ctx.pal.tone('#3a3548')) +
      circle(wx, rail - 6, 5, ctx.pal.tone('#c3cad8'));
  back += group(t + wheels, `stroke="${ctx.pal.ink}" stroke-width="2"`);
  back += rect(0, rail + 24, ctx.W, ctx.H - rail - 24, ctx.pal.tone('#d9cdb8'));
  back += rect(0, rail + 24, ctx.W, 8, ctx.pal.tone('#f7f4ff'));
  return { back, stage: { backY: rail + 70, frontY: ctx.H - 14, medium: 'ground' } };
};
