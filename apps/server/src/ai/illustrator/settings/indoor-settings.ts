// Indoors and underground: bedroom, kitchen, library and cave.

import { darken, lighten, mix } from '../colour';
import type { SceneContext, SettingDrawer } from '../scene-context';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg';
import { room, roomWindow } from './indoor';

const floorStage = (ctx: SceneContext, floorY: number) => ({
  backY: floorY + 40,
  frontY: ctx.H - 12,
  medium: 'ground' as const,
});

/** Night indoors is lamp-lit: warm and cosy rather than dark. */
const glow = (ctx: SceneContext, x: number, y: number) =>
  ctx.pal.night || ctx.spec.timeOfDay === 'dusk'
    ? circle(x, y, 120, '#ffd98a', 'opacity=".18"') + circle(x, y, 60, '#ffd98a', 'opacity=".2"')
    : '';

/** A lamp hanging from the ceiling, glowing after dark. */
const pendant = (ctx: SceneContext, x: number, y: number) =>
  line(d`M${x} 0V${y - 18}`, ctx.pal.tone('#4a4560'), 2) +
  path(
    d`M${x - 26} ${y}q0 -22 26 -22q26 0 26 22Z`,
    ctx.pal.toneFront(ctx.pal.accents[2] ?? '#9b6fd6'),
  ) +
  circle(x, y + 3, 7, '#ffe7a8') +
  glow(ctx, x, y + 10);

export const bedroom: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('bedroom');
  const floorY = ctx.H * 0.66;
  let back = room(ctx, rng.pick(['#c9d8f7', '#f7d6e0', '#d6efd9', '#efe3fb']), '#d9a878', floorY);
  const wx = rng.range(0.38, 0.62) * ctx.W;
  back += roomWindow(ctx, wx - 90, 50, 180, 150);
  // The bed on one side, a lamp and a shelf with toys on the other.
  const left = rng.chance(0.5);
  const bx = left ? 30 : ctx.W - 290;
  const blanket = ctx.pal.toneFront(rng.pick(ctx.pal.accents));
  back +=
    rect(bx, floorY - 70, 260, 70, ctx.pal.tone('#b5774a'), 'rx="8"') +
    rect(left ? bx - 6 : bx + 246, floorY - 130, 20, 130, ctx.pal.tone('#a0653d'), 'rx="6"');
  back += ellipse(left ? bx + 44 : bx + 216, floorY - 80, 36, 16, ctx.pal.tone('#ffffff'));
  back += path(d`M${left ? bx + 80 : bx} ${floorY - 80}h180v50q-90 14 -180 0Z`, blanket);
  back += line(
    d`M${left ? bx + 100 : bx + 20} ${floorY - 60}h140`,
    lighten(blanket, 0.4),
    4,
    'stroke-dasharray="6 10"',
  );
  const sx = left ? ctx.W - 200 : 60;
  back +=
    rect(sx, 150, 150, 10, ctx.pal.tone('#b5774a')) +
    circle(sx + 30, 132, 18, ctx.pal.tone('#ffd54a')) +
    rect(sx + 64, 110, 26, 40, ctx.pal.tone('#5aa4e8'), 'rx="4"') +
    polygon(
      [
        [sx + 104, 150],
        [sx + 124, 112],
        [sx + 144, 150],
      ],
      ctx.pal.tone('#ef5b5b'),
    );
  back += ellipse(
    ctx.W / 2,
    ctx.H - 40,
    ctx.W * 0.32,
    34,
    ctx.pal.toneFront(lighten(ctx.pal.accents[1] ?? '#9b6fd6', 0.35)),
  );
  back +=
    glow(ctx, sx + 75, 220) +
    rect(sx + 70, floorY - 90, 10, 90, ctx.pal.tone('#8a5a3a')) +
    path(d`M${sx + 52} ${floorY - 90}l10-30h26l10 30Z`, '#ffe7a8');
  return { back, stage: floorStage(ctx, floorY), noWeather: true };
};

export const kitchen: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('kitchen');
  const floorY = ctx.H * 0.7;
  let back = room(ctx, rng.pick(['#fff1c9', '#d6efd9', '#dbe8fb']), '#e8d2ad', floorY);
  back += roomWindow(ctx, ctx.W * 0.5 - 80, 40, 160, 120);
  const counter = ctx.pal.tone(rng.pick(['#7fb4e8', '#8fd3a8', '#f2a7a0']));
  back +=
    rect(0, floorY - 120, ctx.W, 120, counter) +
    rect(0, floorY - 128, ctx.W, 14, ctx.pal.tone('#f7f4ff'));
  let doors = '';
  for (let x = 14; x < ctx.W - 60; x += 110)
    doors += `M${x} ${Math.round(floorY - 104)}h92v96h-92Z`;
  back += path(doors, lighten(counter, 0.15)) + path(doors.replace(/h92v96h-92Z/g, 'h0'), 'none');
  for (let x = 50; x < ctx.W - 40; x += 110)
    back += circle(x + 10, floorY - 56, 4, darken(counter, 0.3));
  // Pots and a kettle on the counter, cupboards above.
  back +=
    path(d`M${ctx.W * 0.2} ${floorY - 128}v-30h70v30Z`, ctx.pal.tone('#ef5b5b')) +
    rect(ctx.W * 0.2 - 6, floorY - 164, 82, 8, ctx.pal.tone('#c94a4a'), 'rx="4"');
  // A round teapot with a spout, a lid and a handle, sitting on the counter.
  const tx = ctx.W * 0.78;
  const ty = floorY - 128;
  const pot = ctx.pal.tone('#ffd54a');
  back +=
    line(d`M${tx + 22} ${ty - 20}q18 -4 22 -22`, darken(pot, 0.1), 7) +
    line(d`M${tx - 26} ${ty - 34}q-16 4 -4 20`, darken(pot, 0.1), 5) +
    path(d`M${tx - 30} ${ty}q-4 -40 30 -44q34 4 30 44Z`, pot) +
    ellipse(tx, ty - 44, 14, 4, darken(pot, 0.1)) +
    circle(tx, ty - 50, 5, darken(pot, 0.15)) +
    ellipse(tx - 8, ty - 26, 6, 9, lighten(pot, 0.5), 'opacity=".6"');
  // Wall cupboards, two doors each with a knob.
  for (const x of [40, ctx.W - 240]) {
    back +=
      rect(x, 30, 200, 90, ctx.pal.tone('#f7f4ff'), 'rx="6"') +
      line(d`M${x + 100} 36v78`, ctx.pal.tone('#d8d2e6'), 2);
    back +=
      circle(x + 90, 75, 4, ctx.pal.tone('#c9b8a0')) +
      circle(x + 110, 75, 4, ctx.pal.tone('#c9b8a0'));
  }
  back += pendant(ctx, ctx.W * 0.3, 150);
  return { back, stage: floorStage(ctx, floorY), noWeather: true };
};

export const library: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('library');
  const floorY = ctx.H * 0.7;
  let back = room(ctx, '#e8d8c0', '#b5774a', floorY);
  const wood = ctx.pal.tone('#9a5f3a');
  const colours = ['#ef5b5b', '#5aa4e8', '#6cc46a', '#ffd54a', '#9b6fd6', '#ff9f43', '#3fd0c4'].map(
    ctx.pal.tone,
  );
  for (const sx of [20, ctx.W - 300]) {
    back += rect(sx, 40, 280, floorY - 40, wood);
    for (let row = 0; row < 4; row += 1) {
      const y = 56 + row * ((floorY - 70) / 4);
      const shelfH = (floorY - 70) / 4 - 14;
      let x = sx + 12;
      const byColour: Record<string, string> = {};
      while (x < sx + 262) {
        const w = rng.range(10, 20);
        const h = shelfH * rng.range(0.7, 0.95);
        const c = rng.pick(colours);
        byColour[c] =
          (byColour[c] ?? '') +
          `M${Math.round(x)} ${Math.round(y + shelfH - h)}h${Math.round(w)}v${Math.round(h)}h${-Math.round(w)}Z`;
        x += w + 2;
      }
      back += Object.entries(byColour)
        .map(([c, data]) => path(data, c))
        .join('');
      back += rect(sx + 6, y + shelfH, 268, 8, darken(wood, 0.2));
    }
  }
  back += roomWindow(ctx, ctx.W / 2 - 60, 50, 120, 160);
  back += ellipse(ctx.W / 2, ctx.H - 36, ctx.W * 0.3, 30, ctx.pal.toneFront('#c94a6a'));
  back += pendant(ctx, ctx.W / 2, 250);
  return { back, stage: floorStage(ctx, floorY), noWeather: true };
};

export const cave: SettingDrawer = (ctx) => {
  const rng = ctx.rng.fork('cave');
  const rock = mix(ctx.pal.tone('#6a5f8a'), '#2a2446', 0.3);
  const floorY = ctx.H * 0.7;
  // The way out glows at the back, with the scene's sky in it.
  let back = rect(0, 0, ctx.W, ctx.H, darken(rock, 0.35));
  const ex = rng.range(0.3, 0.7) * ctx.W;
  back +=
    ellipse(ex, floorY - 40, 110, 130, ctx.pal.skyBottom) +
    ellipse(ex, floorY - 40, 150, 170, ctx.pal.skyBottom, 'opacity=".25"');
  back += path(
    d`M0 0H${ctx.W}V${ctx.H}H0ZM${ex - 120} ${floorY + 10}C${ex - 130} ${floorY - 160} ${ex - 60} ${floorY - 200} ${ex} ${floorY - 200}C${ex + 60} ${floorY - 200} ${ex + 130} ${floorY - 160} ${ex + 120} ${floorY + 10}Z`,
    rock,
    'fill-rule="evenodd"',
  );
  let drips = '';
  for (let i = 0; i < 9; i += 1) {
    const x = rng.range(0, ctx.W);
    const h = rng.range(30, 80);
    drips += d`M${x - 14} 0L${x} ${h}L${x + 14} 0Z`;
  }
  back += path(drips, lighten(rock, 0.1));
  back += path(
    d`M0 ${floorY}Q${ctx.W / 2} ${floorY - 20} ${ctx.W} ${floorY}V${ctx.H}H0Z`,
    lighten(rock, 0.08),
  );
  // Glowing crystals light the cave softly.
  let crystals = '';
  for (let i = 0; i < 4; i += 1) {
    const x = rng.pick([rng.range(20, ex - 160), rng.range(ex + 160, ctx.W - 20)]);
    const y = rng.range(floorY - 10, floorY + 30);
    const c = rng.pick(['#8fe3ff', '#d6a8ff', '#9ff0c8']);
    crystals +=
      circle(x, y - 20, 40, c, 'opacity=".18"') +
      polygon(
        [
          [x - 10, y],
          [x - 6, y - 36],
          [x, y - 48],
          [x + 6, y - 36],
          [x + 10, y],
        ],
        c,
      ) +
      polygon(
        [
          [x + 6, y],
          [x + 14, y - 24],
          [x + 20, y],
        ],
        lighten(c, 0.3),
      );
  }
  back += group(crystals, `stroke="${lighten(rock, 0.3)}" stroke-width="1.5"`);
  return { back, stage: floorStage(ctx, floorY), noWeather: true };
};
